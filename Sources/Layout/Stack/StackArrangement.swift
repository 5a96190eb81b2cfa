import Cassowary

/// The constraints of one stack arrangement, as UIStackView makes them.
struct StackArrangement {
    let stack: StackView
    private var out: [LayoutConstraint] = []

    init(stack: StackView) { self.stack = stack }

    private var horizontal: Bool { stack.axis == .horizontal }
    private var margins: Bool { stack.isLayoutMarginsRelativeArrangement }

    // Along the axis: leading/trailing for a horizontal stack (so RTL reverses it), top/bottom.
    private var start: LayoutAttribute { horizontal ? .leading : .top }
    private var end: LayoutAttribute { horizontal ? .trailing : .bottom }
    private var size: LayoutAttribute { horizontal ? .width : .height }
    private var crossStart: LayoutAttribute { horizontal ? .top : .leading }
    private var crossEnd: LayoutAttribute { horizontal ? .bottom : .trailing }
    private var crossCenter: LayoutAttribute { horizontal ? .centerY : .centerX }

    private func container(_ a: LayoutAttribute) -> LayoutAttribute {
        guard margins else { return a }
        switch a {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return a
        }
    }

    private mutating func add(_ a: LayoutItem, _ aa: LayoutAttribute, _ rel: Relation, _ b: LayoutItem?,
                              _ ba: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
                              priority: LayoutPriority = .required, _ what: String) {
        out.append(LayoutConstraint(a, aa, rel, b, ba, multiplier: multiplier, constant: constant,
                                    priority: priority, label: "\(stack.name).\(what)", location: .system))
    }

    mutating func constraints() -> [LayoutConstraint] {
        let items = stack.arrangedSubviews.filter { !$0.isHidden }
        for hidden in stack.arrangedSubviews where hidden.isHidden {
            add(hidden, size, .equal, nil, nil, "hiding")
        }
        guard let first = items.first, let last = items.last else { return out }
        let s = stack
        add(first, start, .equal, s, container(start), "\(first.name).start")
        for (i, item) in items.enumerated() where i > 0 { alongAxis(items[i - 1], item, index: i, items: items) }
        add(last, end, .equal, s, container(end), "\(last.name).end")
        for (i, item) in items.enumerated() { crossAxis(item, index: i, items: items) }
        sizes(items)
        return out
    }

    private mutating func alongAxis(_ prev: View, _ item: View, index: Int, items: [View]) {
        let gap = stack.customSpacing(after: prev)
        switch stack.distribution {
        case .fill, .fillEqually, .fillProportionally:
            add(item, start, .equal, prev, end, constant: gap, "spacing")
        case .equalSpacing:
            // As UIStackView: an invisible guide in each gap, all of one size, at least `gap`.
            add(item, start, .greaterThanOrEqual, prev, end, constant: gap, "spacing")
            spacer(index - 1, from: prev, end, to: item, start, priority: .required)
        case .equalCentering:
            add(item, start, .greaterThanOrEqual, prev, end, constant: gap, "spacing")
            let center: LayoutAttribute = horizontal ? .centerX : .centerY
            spacer(index - 1, from: prev, center, to: item, center, priority: .almostRequired)
        }
    }

    /// A guide spanning `a.aa … b.ba` along the axis, as long as the first such guide.
    private mutating func spacer(_ k: Int, from a: View, _ aa: LayoutAttribute, to b: View, _ ba: LayoutAttribute,
                                 priority: LayoutPriority) {
        let guide = stack.spacerGuide(k)
        add(guide, start, .equal, a, aa, "gap\(k).start")
        add(guide, end, .equal, b, ba, "gap\(k).end")
        add(guide, crossStart, .equal, stack, crossStart, "gap\(k).cross")
        add(guide, horizontal ? .height : .width, .equal, nil, nil, "gap\(k).thin")
        if k > 0 { add(guide, size, .equal, stack.spacerGuide(0), size, priority: priority, "gap\(k).equal") }
    }

    private mutating func crossAxis(_ item: View, index: Int, items: [View]) {
        let s = stack
        switch stack.alignment {
        case .fill:
            add(item, crossStart, .equal, s, container(crossStart), "cross-start")
            add(item, crossEnd, .equal, s, container(crossEnd), "cross-end")
        case .firstBaseline where !horizontal, .lastBaseline where !horizontal:
            // Baselines do not apply across a vertical stack: lay out as leading.
            add(item, crossStart, .equal, s, container(crossStart), "cross-start")
            add(item, crossEnd, .lessThanOrEqual, s, container(crossEnd), "cross-end")
        case .leading:
            add(item, crossStart, .equal, s, container(crossStart), "cross-start")
            add(item, crossEnd, .lessThanOrEqual, s, container(crossEnd), "cross-end")
        case .trailing:
            add(item, crossStart, .greaterThanOrEqual, s, container(crossStart), "cross-start")
            add(item, crossEnd, .equal, s, container(crossEnd), "cross-end")
        case .center:
            add(item, crossCenter, .equal, s, container(crossCenter), "cross-center")
            add(item, crossStart, .greaterThanOrEqual, s, container(crossStart), "cross-start")
        case .firstBaseline, .lastBaseline:
            let baseline: LayoutAttribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if index > 0 { add(item, baseline, .equal, items[0], baseline, "baseline") }
            add(item, crossStart, .greaterThanOrEqual, s, container(crossStart), "cross-start")
            add(item, crossEnd, .lessThanOrEqual, s, container(crossEnd), "cross-end")
            // The tallest item touches the top: every item would like to.
            add(item, crossStart, .equal, s, container(crossStart), priority: LayoutPriority.fittingSize, "cross-fit")
        }
    }

    private mutating func sizes(_ items: [View]) {
        let first = items[0]
        switch stack.distribution {
        case .fillEqually:
            for item in items.dropFirst() { add(item, size, .equal, first, size, "equal-size") }
        case .fillProportionally:
            let base = intrinsic(first)
            guard base > 0 else { return }
            for item in items.dropFirst() {
                let own = intrinsic(item)
                guard own >= 0 else { continue }
                add(item, size, .equal, first, size, multiplier: own / base, priority: .almostRequired, "proportional")
            }
        case .fill:
            // Ties of hugging and compression go to the last item: the others prefer their
            // intrinsic size a little more.
            for item in items.dropLast() where intrinsic(item) >= 0 {
                add(item, size, .equal, nil, nil, constant: intrinsic(item), priority: LayoutPriority.fittingSize, "fit")
            }
        case .equalSpacing, .equalCentering:
            break
        }
    }

    private func intrinsic(_ view: View) -> Double {
        let s = view.intrinsicContentSize
        return horizontal ? s.width : s.height
    }
}
