/// The stack algorithm behind ``HStackLayout`` and ``VStackLayout``, as SwiftUI's stacks do
/// it: the space along the axis (less the spacing) is offered to the subviews of the highest
/// layout priority first — less what the lower ones need at their minimum — and within a
/// priority to the least flexible first, each taking its share of what is left, so rigid
/// views get their size and flexible ones split the rest.
struct StackAlgorithm {
    let horizontal: Bool
    /// The space between neighbours; nil: their spacing preferences.
    let spacing: Double?

    private func main(_ s: Size) -> Double { horizontal ? s.width : s.height }
    private func cross(_ s: Size) -> Double { horizontal ? s.height : s.width }
    private func proposal(main: Double?, cross: Double?) -> ProposedViewSize {
        horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }

    /// The space after each subview (none after the last).
    func gaps(_ subviews: LayoutSubviews) -> [Double] {
        subviews.indices.map { i in
            guard i + 1 < subviews.count else { return 0 }
            return spacing ?? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: horizontal ? .horizontal : .vertical)
        }
    }

    /// The size each subview takes for a proposal of the stack.
    func sizes(for p: ProposedViewSize, subviews: LayoutSubviews, gaps: [Double]) -> [Size] {
        let along = horizontal ? p.width : p.height, across = horizontal ? p.height : p.width
        guard let along, along.isFinite else {
            return subviews.map { $0.sizeThatFits(proposal(main: along, cross: across)) }
        }
        // Flexibility: the range of lengths a subview can take along the axis.
        let minimum = subviews.map { main($0.sizeThatFits(proposal(main: 0, cross: across))) }
        let flexibility = subviews.indices.map { main(subviews[$0].sizeThatFits(proposal(main: .infinity, cross: across))) - minimum[$0] }
        let priority = subviews.map(\.priority)
        var remaining = Swift.max(0, along - gaps.reduce(0.0, +))
        var sizes = Array(repeating: Size.zero, count: subviews.count)
        let order = subviews.indices.sorted { (-priority[$0], flexibility[$0], $0) < (-priority[$1], flexibility[$1], $1) }
        var lowerMinimum: Double = minimum.reduce(0, +)
        var start = 0
        while start < order.count {
            // One priority at a time: it leaves the lower ones their minimum.
            var end = start
            while end < order.count, priority[order[end]] == priority[order[start]] { end += 1 }
            for k in start..<end { lowerMinimum -= minimum[order[k]] }
            var mine = Swift.max(0, remaining - lowerMinimum)
            for k in start..<end {
                let i = order[k]
                sizes[i] = subviews[i].sizeThatFits(proposal(main: mine / Double(end - k), cross: across))
                mine = Swift.max(0, mine - main(sizes[i]))
                remaining = Swift.max(0, remaining - main(sizes[i]))
            }
            start = end
        }
        return sizes
    }

    func size(for sizes: [Size], gaps: [Double]) -> Size {
        let along = sizes.reduce(0) { $0 + main($1) } + gaps.reduce(0.0, +)
        let across = sizes.map(cross).max() ?? 0
        return horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }

    /// Places the subviews one after another from the bounds' leading (top) edge; `offset`
    /// gives a subview's position across the axis.
    func place(_ sizes: [Size], gaps: [Double], in bounds: Rect, subviews: LayoutSubviews, offset: (Double, Double) -> Double) {
        var at = horizontal ? bounds.minX : bounds.minY
        let space = horizontal ? bounds.height : bounds.width
        for (i, s) in sizes.enumerated() {
            let c = offset(cross(s), space)
            subviews[i].place(in: horizontal ? Rect(x: at, y: bounds.minY + c, width: s.width, height: s.height)
                                             : Rect(x: bounds.minX + c, y: at, width: s.width, height: s.height))
            at += main(s) + gaps[i]
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        let gaps = gaps(subviews)
        return size(for: sizes(for: proposal, subviews: subviews, gaps: gaps), gaps: gaps)
    }

    func placeSubviews(in bounds: Rect, subviews: LayoutSubviews, offset: (Double, Double) -> Double) {
        let gaps = gaps(subviews)
        let sizes = sizes(for: ProposedViewSize(width: bounds.width, height: bounds.height), subviews: subviews, gaps: gaps)
        place(sizes, gaps: gaps, in: bounds, subviews: subviews, offset: offset)
    }
}

/// Subviews side by side, left to right, with spacing and a vertical alignment (HStack).
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    /// The space between neighbours; nil (the default): the larger of their facing spacing
    /// preferences (8 unless a subview has its own), as SwiftUI's stacks space by default.
    public var spacing: Double?

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing.map { Swift.max(0, $0.isFinite ? $0 : 0) }
    }

    private var algorithm: StackAlgorithm { StackAlgorithm(horizontal: true, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        algorithm.sizeThatFits(proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, subviews: subviews) { alignment.offset($0, in: $1) }
    }
}

/// Subviews one below the other, with spacing and a horizontal alignment (VStack).
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    /// The space between neighbours; nil (the default): their spacing preferences.
    public var spacing: Double?

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing.map { Swift.max(0, $0.isFinite ? $0 : 0) }
    }

    private var algorithm: StackAlgorithm { StackAlgorithm(horizontal: false, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        algorithm.sizeThatFits(proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, subviews: subviews) { alignment.offset($0, in: $1) }
    }
}
