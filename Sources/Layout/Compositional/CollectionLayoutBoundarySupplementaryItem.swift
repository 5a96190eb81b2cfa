/// Where a header or footer sits on its section (NSRectAlignment, the alignments a
/// vertically scrolling layout takes): above the section's content or below it, at its
/// leading or trailing end or centred.
public enum RectAlignment: Hashable, Sendable {
    case top, topLeading, topTrailing, bottom, bottomLeading, bottomTrailing

    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
}

/// A section's header or footer (NSCollectionLayoutBoundarySupplementaryItem).
///
/// Its width is relative to the section's width (less the section's leading and trailing
/// insets when the section's `supplementariesFollowContentInsets` is on, the default). With
/// `extendsBoundary` (the default) it takes room of its own: a header pushes the section's
/// content down, a footer follows it; without, it lies over the content. A pinned one stays
/// at the top (bottom) of the visible bounds while its section is on screen, pushed away by
/// the section's end.
public struct CollectionLayoutBoundarySupplementaryItem: Hashable, Sendable {
    public var layoutSize: CollectionLayoutSize
    public var elementKind: String
    public var alignment: RectAlignment
    /// Moves the item from where its alignment puts it.
    public var absoluteOffset: Point
    public var extendsBoundary = true
    public var pinToVisibleBounds = false
    /// The drawing order among the section's views (items are at 0).
    public var zIndex = 0

    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: Point = .zero) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
    }

    func validate(at path: String) throws(CompositionalLayoutError) {
        try layoutSize.validate(at: "\(path) \(elementKind)")
        guard absoluteOffset.x.isFinite, absoluteOffset.y.isFinite else {
            throw .invalidSpacing(absoluteOffset.x.isFinite ? absoluteOffset.y : absoluteOffset.x, at: "\(path) \(elementKind) absoluteOffset")
        }
    }
}

/// A section's background (NSCollectionLayoutDecorationItem): it spans the section's frame —
/// header and footer included — less its own content insets, behind the items.
public struct CollectionLayoutDecorationItem: Hashable, Sendable {
    public var elementKind: String
    public var contentInsets = DirectionalEdgeInsets()
    public var zIndex = -1

    /// A background of the section.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }

    func validate(at path: String) throws(CompositionalLayoutError) {
        for (name, v) in [("top", contentInsets.top), ("leading", contentInsets.leading),
                          ("bottom", contentInsets.bottom), ("trailing", contentInsets.trailing)] {
            guard v.isFinite, v >= 0 else { throw .invalidSpacing(v, at: "\(path) \(elementKind) contentInsets.\(name)") }
        }
    }
}
