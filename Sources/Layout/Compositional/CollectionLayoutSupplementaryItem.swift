/// Edges of a rectangle by leading and trailing (NSDirectionalRectEdge): leading is the left
/// in a left-to-right layout, the right in a right-to-left one.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = DirectionalRectEdge(rawValue: 1)
    public static let leading = DirectionalRectEdge(rawValue: 2)
    public static let bottom = DirectionalRectEdge(rawValue: 4)
    public static let trailing = DirectionalRectEdge(rawValue: 8)
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item is attached to its item (NSCollectionLayoutAnchor): inside the
/// given edges (two adjacent edges name a corner; one edge centres it along that edge), then
/// moved by an offset — in points, or in fractions of the supplementary item's own size.
///
/// A badge half outside an item's top trailing corner:
/// `CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5))`.
public struct CollectionLayoutAnchor: Hashable, Sendable {
    public let edges: DirectionalRectEdge
    /// The offset: points, or fractions of the supplementary item's width and height.
    public let offset: Point
    public let isFractionalOffset: Bool

    public init(edges: DirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, fractional: false)
    }

    public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
        self.init(edges: edges, offset: fractionalOffset, fractional: true)
    }

    public init(edges: DirectionalRectEdge, absoluteOffset: Point) {
        self.init(edges: edges, offset: absoluteOffset, fractional: false)
    }

    private init(edges: DirectionalRectEdge, offset: Point, fractional: Bool) {
        self.edges = edges
        self.offset = offset
        isFractionalOffset = fractional
    }

    /// The frame of a supplementary item of `size` anchored to `container` (left to right;
    /// the layout mirrors whole sections for right to left).
    func frame(of size: Size, in container: Rect) -> Rect {
        var x: Double, y: Double
        switch (edges.contains(.leading), edges.contains(.trailing)) {
        case (true, false): x = container.minX
        case (false, true): x = container.maxX - size.width
        default: x = container.minX + (container.width - size.width) / 2
        }
        switch (edges.contains(.top), edges.contains(.bottom)) {
        case (true, false): y = container.minY
        case (false, true): y = container.maxY - size.height
        default: y = container.minY + (container.height - size.height) / 2
        }
        if isFractionalOffset {
            x += offset.x * size.width
            y += offset.y * size.height
        } else {
            x += offset.x
            y += offset.y
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

/// A view attached to an item, such as a badge (NSCollectionLayoutSupplementaryItem): its
/// size is relative to the item (a fractional width is a fraction of the item's width).
public struct CollectionLayoutSupplementaryItem: Hashable, Sendable {
    public var layoutSize: CollectionLayoutSize
    /// What the element is (`"badge"`): the result names its elements by kind.
    public var elementKind: String
    public var containerAnchor: CollectionLayoutAnchor
    /// Above the item by default.
    public var zIndex: Int

    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor, zIndex: Int = 1) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.zIndex = zIndex
    }

    func validate(at path: String) throws(CompositionalLayoutError) {
        try layoutSize.validate(at: "\(path) supplementary \(elementKind)")
    }
}

/// A view laid out with a section, but not for an item: a header, a footer, a background.
/// What a pass reports for each (UICollectionViewLayoutAttributes of a supplementary or
/// decoration view).
public struct CollectionLayoutElement: Hashable, Sendable, CustomStringConvertible {
    /// What the element is (UICollectionView.ElementCategory): a cell (only from
    /// ``CompositionalLayoutResult/layoutAttributesForItem(at:)``), a supplementary view
    /// (header, footer, badge) or a decoration (background).
    public enum Category: Hashable, Sendable { case cell, supplementary, decoration }

    public var category: Category
    public var elementKind: String
    /// The item a badge belongs to; a section's header, footer or background have item 0.
    public var index: ItemIndex
    /// In the layout's content coordinates.
    public var frame: Rect
    public var zIndex: Int
    /// A header or footer pinned to the visible bounds (see
    /// ``CompositionalLayoutResult/elements(visibleBounds:)``).
    public var isPinned: Bool

    /// `header [1, 0] (0, 188, 400, 30)`.
    public var description: String { "\(elementKind) \(index) \(frame.rounded())" }
}
