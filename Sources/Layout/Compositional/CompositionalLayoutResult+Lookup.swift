/// Lookups by index, as UICollectionViewLayout answers them.
extension CompositionalLayoutResult {
    /// The item at `index` as a cell element (its frame in the content's coordinates, z 0),
    /// or nil for an index out of range.
    /// - Complexity: O(1).
    public func layoutAttributesForItem(at index: ItemIndex) -> CollectionLayoutElement? {
        frame(of: index).map {
            CollectionLayoutElement(category: .cell, elementKind: "", index: index, frame: $0, zIndex: 0, isPinned: false)
        }
    }

    /// The supplementary view of `kind` at `index`, or nil when there is none: a section's
    /// header or footer is at item 0 of its section, a badge at its item's index. A pinned
    /// header is where it was laid out (before any scrolling), as UIKit reports it without
    /// a scroll position.
    /// - Complexity: O(e) for the e elements of the section.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at index: ItemIndex) -> CollectionLayoutElement? {
        guard sections.indices.contains(index.section) else { return nil }
        return sections[index.section].elements.first {
            $0.category == .supplementary && $0.elementKind == kind && $0.index == index
        }
    }

    /// The decoration view (background) of `kind` for a section, or nil.
    public func layoutAttributesForDecorationView(ofKind kind: String, at index: ItemIndex) -> CollectionLayoutElement? {
        guard sections.indices.contains(index.section) else { return nil }
        return sections[index.section].elements.first {
            $0.category == .decoration && $0.elementKind == kind && $0.index == index
        }
    }
}
