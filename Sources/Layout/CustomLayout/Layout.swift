/// A custom layout (SwiftUI's Layout protocol): it sizes itself for a proposal from its
/// subviews' sizes, then places them in the bounds it is given.
///
/// ```swift
/// struct Column: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
///     }
///     func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
///         var y = bounds.minY
///         for s in subviews { let size = s.sizeThatFits(.unspecified); s.place(at: Point(x: bounds.minX, y: y), proposal: .init(size)); y += size.height }
///     }
/// }
/// ```
/// A ``LayoutContainer`` runs a layout over its subviews, and a ``CustomLayoutView`` puts one
/// in a constraint-based tree.
public protocol Layout {
    /// What the layout keeps between calls (measured sizes, line breaks …).
    associatedtype Cache = Void

    /// Makes the cache for these subviews.
    func makeCache(subviews: LayoutSubviews) -> Cache
    /// Brings the cache up to date after the subviews changed (by default: makes it again).
    func updateCache(_ cache: inout Cache, subviews: LayoutSubviews)
    /// The layout's size for `proposal`; may be called several times with different ones.
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> Size
    /// Places every subview in `bounds` (whose origin need not be zero).
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    public func makeCache(subviews: LayoutSubviews) {}
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        cache = makeCache(subviews: subviews)
    }
}
