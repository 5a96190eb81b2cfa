/// What a compositional layout holds besides its sections
/// (UICollectionViewCompositionalLayoutConfiguration).
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    /// The direction the layout scrolls in.
    public enum ScrollDirection: Hashable, Sendable {
        /// Sections one below the other (the default).
        case vertical
        /// Sections side by side, each laying its groups out left to right over the
        /// container's height (a section's boundary items are refused: ``CompositionalLayoutError/unsupportedInHorizontalLayout(at:)``).
        case horizontal
    }

    /// Vertical unless set.
    public var scrollDirection = ScrollDirection.vertical
    /// Space between consecutive sections (along the scroll direction).
    public var interSectionSpacing = 0.0
    /// Headers and footers of the whole layout: a `.top` one above the first section, a
    /// `.bottom` one below the last (vertical layouts only). Their widths are relative to the
    /// effective content width; estimated heights are measured with `measureSupplementary`
    /// (at index [0, 0]); a pinned one stays in the visible bounds while any content is.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    public init() {}

    func validate() throws(CompositionalLayoutError) {
        guard interSectionSpacing.isFinite, interSectionSpacing >= 0 else {
            throw .invalidSpacing(interSectionSpacing, at: "configuration interSectionSpacing")
        }
        for item in boundarySupplementaryItems {
            if scrollDirection == .horizontal { throw .unsupportedInHorizontalLayout(at: "configuration \(item.elementKind)") }
            try item.validate(at: "configuration")
        }
    }
}
