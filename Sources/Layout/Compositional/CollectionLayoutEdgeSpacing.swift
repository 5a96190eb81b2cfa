/// Space around an item inside its group (NSCollectionLayoutEdgeSpacing), outside its frame:
/// unlike content insets, it moves the item and its neighbours.
///
/// Along the group's axis, a fixed edge adds its space and a flexible one at least its
/// minimum, the group's leftover space shared equally among the flexible edges of the items
/// it placed (`leading: .flexible(0), trailing: .flexible(0)` centres a lone item). Across
/// the axis a fixed edge moves the item; flexible edges on both sides centre it in the
/// group, on one side push it to the other. UIKit does not say how flexible edges and
/// flexible inter-item spacing share leftover space: here the edges take it first.
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
    public var leading: CollectionLayoutSpacing?
    public var top: CollectionLayoutSpacing?
    public var trailing: CollectionLayoutSpacing?
    public var bottom: CollectionLayoutSpacing?

    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
                trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) {
        (self.leading, self.top, self.trailing, self.bottom) = (leading, top, trailing, bottom)
    }

    /// The edges before and after the item along `axis` (leading and trailing in a row).
    func along(_ axis: GroupAxis) -> (before: CollectionLayoutSpacing?, after: CollectionLayoutSpacing?) {
        axis == .horizontal ? (leading, trailing) : (top, bottom)
    }

    /// The edges before and after the item across `axis` (top and bottom in a row).
    func across(_ axis: GroupAxis) -> (before: CollectionLayoutSpacing?, after: CollectionLayoutSpacing?) {
        axis == .horizontal ? (top, bottom) : (leading, trailing)
    }

    func validate(at path: String) throws(CompositionalLayoutError) {
        for (name, edge) in [("leading", leading), ("top", top), ("trailing", trailing), ("bottom", bottom)] {
            try edge?.validate(at: "\(path) edgeSpacing.\(name)")
        }
    }
}

extension CollectionLayoutSpacing {
    var isFlexible: Bool { if case .flexible = self { return true } else { return false } }
}
