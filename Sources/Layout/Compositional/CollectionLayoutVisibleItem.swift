/// An item on screen as a section's ``CollectionLayoutSection/visibleItemsInvalidationHandler``
/// sees it (NSCollectionLayoutVisibleItem): where it was laid out, and what the handler may
/// change before it is drawn. A class, as in UIKit, so that the handler changes it in place.
public final class CollectionLayoutVisibleItem {
    /// The item's index path.
    public let index: ItemIndex
    /// A cell, for the items of a section.
    public let category: CollectionLayoutElement.Category
    /// Where the layout put it, in the content's coordinates (before the section's scroll:
    /// subtract the offset the handler is given to find it on screen).
    public let frame: Rect
    /// How the handler wants it drawn: opacity, transform about its centre, order, hidden.
    public var alpha = 1.0
    public var transform = Transform.identity
    public var zIndex = 0
    public var isHidden = false

    public var center: Point { Point(x: frame.midX, y: frame.midY) }
    public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

    init(index: ItemIndex, category: CollectionLayoutElement.Category, frame: Rect) {
        self.index = index
        self.category = category
        self.frame = frame
    }
}

/// Called with a section's visible items, its scroll offset and the layout's environment
/// (NSCollectionLayoutSectionVisibleItemsInvalidationHandler).
public typealias VisibleItemsInvalidationHandler = ([CollectionLayoutVisibleItem], Point, CollectionLayoutEnvironment) -> Void

/// A section's handler, boxed so that sections still compare by what decides their frames:
/// the handler changes how items are drawn, not where they are laid out.
struct VisibleItemsHandlerBox: Equatable {
    let handler: VisibleItemsInvalidationHandler
    static func == (_: VisibleItemsHandlerBox, _: VisibleItemsHandlerBox) -> Bool { true }
}

extension CompositionalLayoutResult {
    /// The items of `section` visible in `visibleBounds` (the collection's visible rectangle,
    /// in the content's coordinates) when an orthogonally scrolling section is scrolled to
    /// `scrollOffset` (its own content offset: x is how far its content has moved left),
    /// after the section's handler has run on them. A section that does not scroll
    /// orthogonally ignores the offset's x. Nil for a section out of range.
    /// - Complexity: O(n) for the section's n items.
    public func visibleItems(inSection section: Int, scrollOffset: Point = .zero,
                             visibleBounds: Rect) -> [CollectionLayoutVisibleItem]? {
        guard sections.indices.contains(section) else { return nil }
        let s = sections[section]
        let shift = s.orthogonalContentSize == nil ? 0 : scrollOffset.x
        var items: [CollectionLayoutVisibleItem] = []
        for i in 0..<s.count {
            let frame = s.frame(ofItem: i)
            let onScreen = frame.offsetBy(dx: -shift, dy: 0)
            guard onScreen.maxX > visibleBounds.minX, onScreen.minX < visibleBounds.maxX,
                  onScreen.maxY > visibleBounds.minY, onScreen.minY < visibleBounds.maxY else { continue }
            items.append(CollectionLayoutVisibleItem(index: ItemIndex(section: section, item: i), category: .cell, frame: frame))
        }
        if let box = s.visibleItemsHandler, let environment { box.handler(items, scrollOffset, environment) }
        return items
    }
}
