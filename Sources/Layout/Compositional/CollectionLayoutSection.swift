/// One section of a compositional layout: its group, repeated down the section (or across
/// it, with orthogonal scrolling) until the section's items are used up.
public struct CollectionLayoutSection: Equatable {
    /// The group the section repeats.
    public var group: CollectionLayoutGroup
    /// Space between the section's edges and its groups.
    public var contentInsets = DirectionalEdgeInsets()
    /// Space between consecutive groups.
    public var interGroupSpacing = 0.0
    /// Whether the section scrolls across the layout's axis.
    public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
    /// Headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Backgrounds.
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Whether headers and footers keep within the section's leading and trailing insets
    /// (true, as UIKit's default) or span the section's whole width.
    public var supplementariesFollowContentInsets = true
    /// Called by ``CompositionalLayoutResult/visibleItems(inSection:scrollOffset:visibleBounds:)``
    /// with the items on screen, to change how they are drawn (scale, alpha) as the section
    /// scrolls. It does not move items in the layout, so it takes no part in the section's
    /// equality (a new closure does not make the section laid out again).
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? {
        get { handlerBox?.handler }
        set { handlerBox = newValue.map(VisibleItemsHandlerBox.init) }
    }
    var handlerBox: VisibleItemsHandlerBox?

    public init(group: CollectionLayoutGroup) { self.group = group }

    /// Whether anything in the section is measured: an item, a group, a header or footer.
    var containsEstimate: Bool {
        group.item.containsEstimate || group.item.containsEstimatedSupplementary
            || boundarySupplementaryItems.contains { $0.layoutSize.hasEstimate }
    }

    func validate(at path: String) throws(CompositionalLayoutError) {
        guard interGroupSpacing.isFinite, interGroupSpacing >= 0 else {
            throw .invalidSpacing(interGroupSpacing, at: path + " interGroupSpacing")
        }
        for (name, v) in [("top", contentInsets.top), ("leading", contentInsets.leading),
                          ("bottom", contentInsets.bottom), ("trailing", contentInsets.trailing)] {
            guard v.isFinite, v >= 0 else { throw .invalidSpacing(v, at: "\(path) contentInsets.\(name)") }
        }
        try group.item.validate(at: path + " › group")
        for item in boundarySupplementaryItems { try item.validate(at: path) }
        for item in decorationItems { try item.validate(at: path) }
    }
}

/// How a section scrolls across the layout (UICollectionLayoutSectionOrthogonalScrollingBehavior).
///
/// Every behaviour other than `none` lays the section's groups side by side, beyond the
/// container's width, and reports the section's own content size; they differ only in how a
/// scroll comes to rest, which a headless layout does not model.
public enum OrthogonalScrollingBehavior: Hashable, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// What a section provider knows when it makes a section (NSCollectionLayoutEnvironment).
public struct CollectionLayoutEnvironment: Hashable, Sendable {
    /// The container: its size, and its size less the layout's content insets.
    public struct Container: Hashable, Sendable {
        public var contentSize: Size
        public var effectiveContentSize: Size
        public var contentInsets: DirectionalEdgeInsets
    }

    public var container: Container
    /// The traits of the collection (size classes, direction, content size category): the
    /// seed's section provider picks a group height from `verticalSizeClass`.
    public var traitCollection: TraitCollection
}
