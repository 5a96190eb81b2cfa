/// The stack algorithm behind ``HStackLayout`` and ``VStackLayout``, as SwiftUI's stacks do
/// it: the space along the axis (less the spacing) is offered to the least flexible subview
/// first, each taking its share of what is left, so rigid views get their size and flexible
/// ones split the rest.
struct StackAlgorithm {
    let horizontal: Bool
    let spacing: Double

    private func main(_ s: Size) -> Double { horizontal ? s.width : s.height }
    private func cross(_ s: Size) -> Double { horizontal ? s.height : s.width }
    private func proposal(main: Double?, cross: Double?) -> ProposedViewSize {
        horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }

    /// The size each subview takes for a proposal of the stack.
    func sizes(for p: ProposedViewSize, subviews: LayoutSubviews) -> [Size] {
        let along = horizontal ? p.width : p.height, across = horizontal ? p.height : p.width
        guard let along, along.isFinite else {
            return subviews.map { $0.sizeThatFits(proposal(main: along, cross: across)) }
        }
        // Flexibility: the range of lengths a subview can take along the axis.
        let flexibility = subviews.map {
            main($0.sizeThatFits(proposal(main: .infinity, cross: across))) - main($0.sizeThatFits(proposal(main: 0, cross: across)))
        }
        var remaining = Swift.max(0, along - spacing * Double(Swift.max(0, subviews.count - 1)))
        var sizes = Array(repeating: Size.zero, count: subviews.count)
        let order = subviews.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        for (k, i) in order.enumerated() {
            let share = remaining / Double(order.count - k)
            sizes[i] = subviews[i].sizeThatFits(proposal(main: share, cross: across))
            remaining = Swift.max(0, remaining - main(sizes[i]))
        }
        return sizes
    }

    func size(for sizes: [Size]) -> Size {
        let along = sizes.reduce(0) { $0 + main($1) } + spacing * Double(Swift.max(0, sizes.count - 1))
        let across = sizes.map(cross).max() ?? 0
        return horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }

    /// Places the subviews one after another from the bounds' leading (top) edge; `offset`
    /// gives a subview's position across the axis.
    func place(_ sizes: [Size], in bounds: Rect, subviews: LayoutSubviews, offset: (Double, Double) -> Double) {
        var at = horizontal ? bounds.minX : bounds.minY
        let space = horizontal ? bounds.height : bounds.width
        for (i, s) in sizes.enumerated() {
            let c = offset(cross(s), space)
            subviews[i].place(in: horizontal ? Rect(x: at, y: bounds.minY + c, width: s.width, height: s.height)
                                             : Rect(x: bounds.minX + c, y: at, width: s.width, height: s.height))
            at += main(s) + spacing
        }
    }
}

/// Subviews side by side, left to right, with spacing and a vertical alignment (HStack).
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: Double

    public init(alignment: VerticalAlignment = .center, spacing: Double = 8) {
        self.alignment = alignment
        self.spacing = Swift.max(0, spacing.isFinite ? spacing : 0)
    }

    private var algorithm: StackAlgorithm { StackAlgorithm(horizontal: true, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        algorithm.size(for: algorithm.sizes(for: proposal, subviews: subviews))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        let sizes = algorithm.sizes(for: ProposedViewSize(width: bounds.width, height: bounds.height), subviews: subviews)
        algorithm.place(sizes, in: bounds, subviews: subviews) { alignment.offset($0, in: $1) }
    }
}

/// Subviews one below the other, with spacing and a horizontal alignment (VStack).
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: Double

    public init(alignment: HorizontalAlignment = .center, spacing: Double = 8) {
        self.alignment = alignment
        self.spacing = Swift.max(0, spacing.isFinite ? spacing : 0)
    }

    private var algorithm: StackAlgorithm { StackAlgorithm(horizontal: false, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        algorithm.size(for: algorithm.sizes(for: proposal, subviews: subviews))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        let sizes = algorithm.sizes(for: ProposedViewSize(width: bounds.width, height: bounds.height), subviews: subviews)
        algorithm.place(sizes, in: bounds, subviews: subviews) { alignment.offset($0, in: $1) }
    }
}
