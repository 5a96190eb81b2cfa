/// A leaf of a compositional layout: one cell (NSCollectionLayoutItem). A group is an item
/// too (``CollectionLayoutGroup/item``), which is how groups nest.
public struct CollectionLayoutItem: Equatable {
    /// The size the item asks for in its container.
    public var layoutSize: CollectionLayoutSize
    /// Space taken off the item's frame on each side; the space it takes in its group does
    /// not change (the cell sits inside it). Leading is the left. Ignored along an axis whose
    /// dimension is `.estimated` (as in UIKit): a self-sizing cell's frame is its measured size.
    public var contentInsets: DirectionalEdgeInsets
    /// Views attached to the item, such as badges; each is anchored to the item's frame.
    public var supplementaryItems: [CollectionLayoutSupplementaryItem]
    /// Space around the item in its group (nil: none).
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// The group this item is, when it is one.
    var group: CollectionLayoutGroup?

    public init(layoutSize: CollectionLayoutSize, contentInsets: DirectionalEdgeInsets = DirectionalEdgeInsets(),
                supplementaryItems: [CollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.supplementaryItems = supplementaryItems
        group = nil
    }

    /// Whether a dimension of this item or of anything in it is estimated.
    var containsEstimate: Bool {
        if layoutSize.hasEstimate { return true }
        return group?.subitems.contains { $0.containsEstimate } ?? false
    }

    /// Whether a supplementary item of this item or of anything in it is estimated.
    var containsEstimatedSupplementary: Bool {
        if supplementaryItems.contains(where: { $0.layoutSize.hasEstimate }) { return true }
        return group?.subitems.contains { $0.containsEstimatedSupplementary } ?? false
    }

    func validate(at path: String) throws(CompositionalLayoutError) {
        try layoutSize.validate(at: path)
        for (name, v) in [("top", contentInsets.top), ("leading", contentInsets.leading),
                          ("bottom", contentInsets.bottom), ("trailing", contentInsets.trailing)] {
            guard v.isFinite, v >= 0 else { throw .invalidSpacing(v, at: "\(path) contentInsets.\(name)") }
        }
        for supplementary in supplementaryItems { try supplementary.validate(at: path) }
        try edgeSpacing?.validate(at: path)
        try group?.validateContents(at: path)
    }
}
