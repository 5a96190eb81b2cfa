import Cassowary

/// The constraints of one item of a stack, as UIStackView makes them. Each item owns the
/// constraints that tie it to the visible item before it (spacing, equal or proportional
/// size, baseline, the gap guide of equal spacing), to the stack's cross axis, and, as the
/// first or last visible item, to the stack's ends; a hidden item owns a zero size.
struct StackArrangement {
    let stack: StackView

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

    /// Item `i`'s constraints, given the visible item before it and whether it is the last.
    func constraints(forItemAt i: Int, previous: Int?, isLast: Bool) -> [LayoutConstraint] {
        let views = stack.items.views
        let item = views[i]
        var out = ConstraintList(stack: stack)
        if item.isHidden {
            stack.dropGapGuide(before: i)
            out.add(item, size, .equal, nil, nil, "hiding")
            return out.constraints
        }
        if let previous {
            alongAxis(views[previous], previous, item, i, &out)
        } else {
            stack.dropGapGuide(before: i)
            out.add(item, start, .equal, stack, container(start), "\(item.name).start")
        }
        if isLast { out.add(item, end, .equal, stack, container(end), "\(item.name).end") }
        crossAxis(item, previous: previous.map { views[$0] }, &out)
        sizes(item, previous: previous.map { views[$0] }, &out)
        return out.constraints
    }

    private func alongAxis(_ prev: View, _ p: Int, _ item: View, _ i: Int, _ out: inout ConstraintList) {
        let gap = stack.customSpacing(after: prev)
        switch stack.distribution {
        case .fill, .fillEqually, .fillProportionally:
            stack.dropGapGuide(before: i)
            out.add(item, start, .equal, prev, end, constant: gap, "spacing")
        case .equalSpacing:
            // As UIStackView: an invisible guide in each gap, all of one size, at least `gap`.
            out.add(item, start, .greaterThanOrEqual, prev, end, constant: gap, "spacing")
            spacer(before: i, previous: p, from: prev, end, to: item, start, priority: .required, &out)
        case .equalCentering:
            out.add(item, start, .greaterThanOrEqual, prev, end, constant: gap, "spacing")
            let center: LayoutAttribute = horizontal ? .centerX : .centerY
            spacer(before: i, previous: p, from: prev, center, to: item, center, priority: .almostRequired, &out)
        }
    }

    /// A guide spanning `a.aa … b.ba` along the axis, as long as the previous item's guide
    /// (so all gaps are equal, each tied to its neighbour's).
    private func spacer(before i: Int, previous p: Int, from a: View, _ aa: LayoutAttribute, to b: View,
                        _ ba: LayoutAttribute, priority: LayoutPriority, _ out: inout ConstraintList) {
        let guide = stack.gapGuide(before: i)
        let name = guide.name
        out.add(guide, start, .equal, a, aa, "\(name).start")
        out.add(guide, end, .equal, b, ba, "\(name).end")
        out.add(guide, crossStart, .equal, stack, crossStart, "\(name).cross")
        out.add(guide, horizontal ? .height : .width, .equal, nil, nil, "\(name).thin")
        // The previous item has a guide of its own when it is not the first visible one.
        if stack.items.previousVisible(before: p) != nil {
            out.add(guide, size, .equal, stack.gapGuide(before: p), size, priority: priority, "\(name).equal")
        }
    }

    private func crossAxis(_ item: View, previous: View?, _ out: inout ConstraintList) {
        let s = stack
        switch stack.alignment {
        case .fill:
            out.add(item, crossStart, .equal, s, container(crossStart), "cross-start")
            out.add(item, crossEnd, .equal, s, container(crossEnd), "cross-end")
        case .firstBaseline where !horizontal, .lastBaseline where !horizontal:
            // Baselines do not apply across a vertical stack: lay out as leading.
            out.add(item, crossStart, .equal, s, container(crossStart), "cross-start")
            out.add(item, crossEnd, .lessThanOrEqual, s, container(crossEnd), "cross-end")
        case .leading:
            out.add(item, crossStart, .equal, s, container(crossStart), "cross-start")
            out.add(item, crossEnd, .lessThanOrEqual, s, container(crossEnd), "cross-end")
        case .trailing:
            out.add(item, crossStart, .greaterThanOrEqual, s, container(crossStart), "cross-start")
            out.add(item, crossEnd, .equal, s, container(crossEnd), "cross-end")
        case .center:
            out.add(item, crossCenter, .equal, s, container(crossCenter), "cross-center")
            out.add(item, crossStart, .greaterThanOrEqual, s, container(crossStart), "cross-start")
        case .firstBaseline, .lastBaseline:
            let baseline: LayoutAttribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if let previous { out.add(item, baseline, .equal, previous, baseline, "baseline") }
            out.add(item, crossStart, .greaterThanOrEqual, s, container(crossStart), "cross-start")
            out.add(item, crossEnd, .lessThanOrEqual, s, container(crossEnd), "cross-end")
            // The tallest item touches the top: every item would like to.
            out.add(item, crossStart, .equal, s, container(crossStart), priority: LayoutPriority.fittingSize, "cross-fit")
        }
    }

    private func sizes(_ item: View, previous: View?, _ out: inout ConstraintList) {
        switch stack.distribution {
        case .fillEqually:
            if let previous { out.add(item, size, .equal, previous, size, "equal-size") }
        case .fillProportionally:
            // Each item's size in the ratio of its intrinsic size to its neighbour's.
            guard let previous else { return }
            let base = intrinsic(previous), own = intrinsic(item)
            guard base > 0, own >= 0 else { return }
            out.add(item, size, .equal, previous, size, multiplier: own / base, priority: .almostRequired, "proportional")
        case .fill:
            // Ties of hugging and compression go to the first item of the tie (StackTies): the
            // others hug and resist once more a step below the tie, which picks among the
            // layouts the tied priority leaves equally good.
            let ties = stack.ties
            let hug = ties.huggingStep(for: item, horizontal: horizontal)
            let resist = ties.compressionStep(for: item, horizontal: horizontal)
            guard hug != nil || resist != nil else { return }
            let own = intrinsic(item)
            guard own >= 0 && own.isFinite else { return }
            if let hug { out.add(item, size, .lessThanOrEqual, nil, nil, constant: own, priority: hug, "tie-hug") }
            if let resist { out.add(item, size, .greaterThanOrEqual, nil, nil, constant: own, priority: resist, "tie-resist") }
        case .equalSpacing, .equalCentering:
            break
        }
    }

    private func intrinsic(_ view: View) -> Double {
        let s = view.intrinsicContentSize
        return horizontal ? s.width : s.height
    }
}

/// The constraints a container makes for one item, labelled with the container's name.
struct ConstraintList {
    let container: View
    private(set) var constraints: [LayoutConstraint] = []

    init(stack: View) { container = stack }

    mutating func add(_ a: LayoutItem, _ aa: LayoutAttribute, _ rel: Relation, _ b: LayoutItem?,
                      _ ba: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
                      priority: LayoutPriority = .required, _ what: String) {
        constraints.append(LayoutConstraint(a, aa, rel, b, ba, multiplier: multiplier, constant: constant,
                                            priority: priority, label: "\(container.name).\(what)", location: .system))
    }
}
