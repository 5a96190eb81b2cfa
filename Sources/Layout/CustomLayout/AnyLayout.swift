/// Any layout behind one type (SwiftUI's AnyLayout), so a container can switch layouts —
/// a stack for a row, another for a column — while keeping its subviews.
///
/// ```swift
/// let container = LayoutContainer(AnyLayout(HStackLayout()), subviews: items)
/// container.layout = AnyLayout(VStackLayout())   // the cache is made again
/// ```
public struct AnyLayout: Layout {
    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any
    }

    private let make: (LayoutSubviews) -> Any
    private let update: (inout Any, LayoutSubviews) -> Void
    private let size: (ProposedViewSize, LayoutSubviews, inout Any) -> LayoutGeometrySize
    private let placement: (LayoutGeometryRect, ProposedViewSize, LayoutSubviews, inout Any) -> Void

    public init<L: Layout>(_ layout: L) {
        // A cache always comes from `make`, so the casts hold; a fresh cache covers the
        // impossible case rather than trapping.
        func typed(_ any: Any, _ subviews: LayoutSubviews) -> L.Cache {
            any as? L.Cache ?? layout.makeCache(subviews: subviews)
        }
        make = { layout.makeCache(subviews: $0) }
        update = { any, subviews in
            var c = typed(any, subviews)
            layout.updateCache(&c, subviews: subviews)
            any = c
        }
        size = { proposal, subviews, any in
            var c = typed(any, subviews)
            defer { any = c }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
        }
        placement = { bounds, proposal, subviews, any in
            var c = typed(any, subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            any = c
        }
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: make(subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { update(&cache.value, subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> LayoutGeometrySize {
        size(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: LayoutGeometryRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        placement(bounds, proposal, subviews, &cache.value)
    }
}
