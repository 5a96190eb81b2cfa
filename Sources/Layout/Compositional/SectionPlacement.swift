/// One section laid out: its item frames relative to the section's top left, its size, and
/// what it depended on (so a resize can tell whether it is still valid).
public struct SectionLayout {
    /// Where the section starts in the layout's content (its top left, before its insets).
    public internal(set) var origin: Point
    /// The section's size in the layout: the container's width, and its height with insets.
    public internal(set) var size: Size
    /// The size of the section's own scrolling content, with orthogonal scrolling (nil
    /// otherwise): it can be wider than the container.
    public let orthogonalContentSize: Size?
    /// Item frames relative to `origin` (shared, not copied, when the section is reused).
    let relativeFrames: [Rect]
    /// Headers, footers, backgrounds and badges, frames relative to `origin`.
    let relativeElements: [CollectionLayoutElement]
    /// The headers (true) and footers (false) pinned to the visible bounds, by their place
    /// in `relativeElements`.
    let pins: [(element: Int, isTop: Bool)]
    /// The handler of the section this pass was given (set on every pass, reused or not).
    var visibleItemsHandler: VisibleItemsHandlerBox?
    let dependencies: ContainerDependencies

    /// The number of items.
    public var count: Int { relativeFrames.count }

    /// The frame of item `index` in the layout's content coordinates.
    public func frame(ofItem index: Int) -> Rect {
        var f = relativeFrames[index]
        f.origin.x += origin.x
        f.origin.y += origin.y
        return f
    }

    /// Every item's frame in the layout's content coordinates.
    /// - Complexity: O(n) for n items.
    public var itemFrames: [Rect] { relativeFrames.indices.map(frame(ofItem:)) }

    /// The section's headers, footers, backgrounds and badges where they were laid out (a
    /// pinned header at its place before any scrolling), in the content's coordinates.
    public var elements: [CollectionLayoutElement] {
        relativeElements.map { e in
            var e = e
            e.frame.origin.x += origin.x
            e.frame.origin.y += origin.y
            return e
        }
    }

    /// The section's frame in the content's coordinates.
    public var frame: Rect { Rect(x: origin.x, y: origin.y, width: size.width, height: size.height) }
}

extension SectionLayout {
    /// Lays out `count` items of `section` in a container whose space for sections is
    /// `container` (the effective content size), with its headers, footers, backgrounds and
    /// badges; in a right-to-left layout the section is mirrored (leading is on the right).
    /// - Throws: ``CompositionalLayoutError`` for a malformed section.
    /// - Complexity: O(n) for n items (and their badges): a group without estimates is laid
    ///   out once and its frames are repeated; with estimates each group is laid out with its
    ///   items' sizes.
    static func make(_ section: CollectionLayoutSection, index: Int, count: Int, container: Size,
                     direction: LayoutDirection = .leftToRight,
                     measure: CollectionItemMeasure?,
                     measureSupplementary: CollectionSupplementaryMeasure? = nil,
                     horizontalLayout: Bool = false) throws(CompositionalLayoutError) -> SectionLayout {
        try section.validate(at: "section \(index)")
        if horizontalLayout {
            if let item = section.boundarySupplementaryItems.first { throw .unsupportedInHorizontalLayout(at: "section \(index) \(item.elementKind)") }
            if section.orthogonalScrollingBehavior != .none { throw .unsupportedInHorizontalLayout(at: "section \(index) orthogonalScrollingBehavior") }
        }
        let boundary = BoundaryPlacement(section: section, index: index, container: container, measure: measureSupplementary)
        var content = try ContentPlacement.make(section, index: index, count: count, container: container, measure: measure,
                                                horizontalLayout: horizontalLayout)
        // The content lies below the headers that take room of their own.
        if boundary.headerHeight > 0 {
            for k in content.frames.indices { content.frames[k].origin.y += boundary.headerHeight }
        }
        let insets = section.contentInsets
        let contentHeight = horizontalLayout ? container.height : insets.top + insets.bottom + content.extent
        let height = boundary.headerHeight + contentHeight + boundary.footerHeight
        // A section of a horizontal layout is as wide as its groups go.
        let width = horizontalLayout ? insets.leading + content.along + insets.trailing : container.width
        var elements: [CollectionLayoutElement] = []
        var pins: [(element: Int, isTop: Bool)] = []
        for (item, frame) in boundary.frames(contentTop: boundary.headerHeight, contentBottom: boundary.headerHeight + contentHeight) {
            if item.pinToVisibleBounds { pins.append((elements.count, item.alignment.isTop)) }
            elements.append(CollectionLayoutElement(category: .supplementary, elementKind: item.elementKind,
                                                    index: ItemIndex(section: index, item: 0), frame: frame,
                                                    zIndex: item.zIndex, isPinned: item.pinToVisibleBounds))
        }
        for decoration in section.decorationItems {
            let i = decoration.contentInsets
            let frame = Rect(x: i.leading, y: i.top, width: Swift.max(0, width - i.leading - i.trailing),
                             height: Swift.max(0, height - i.top - i.bottom))
            elements.append(CollectionLayoutElement(category: .decoration, elementKind: decoration.elementKind,
                                                    index: ItemIndex(section: index, item: 0), frame: frame,
                                                    zIndex: decoration.zIndex, isPinned: false))
        }
        for (k, item) in content.badgeSources {
            let cell = content.frames[k]
            let box = ResolvedBox(width: Extent(value: cell.width, dependencies: []), height: Extent(value: cell.height, dependencies: []))
            for badge in item.supplementaryItems {
                var size = Size(width: box.resolve(badge.layoutSize.widthDimension).value,
                                height: box.resolve(badge.layoutSize.heightDimension).value)
                if badge.layoutSize.hasEstimate, let measureSupplementary {
                    // Measured like a header: proposed its estimate, at its item's index.
                    let measured = measureSupplementary(badge.elementKind, ItemIndex(section: index, item: k), size)
                    if badge.layoutSize.widthDimension.isEstimated { size.width = measured.width }
                    if badge.layoutSize.heightDimension.isEstimated { size.height = measured.height }
                }
                elements.append(CollectionLayoutElement(category: .supplementary, elementKind: badge.elementKind,
                                                        index: ItemIndex(section: index, item: k),
                                                        frame: badge.containerAnchor.frame(of: size, in: cell),
                                                        zIndex: badge.zIndex, isPinned: false))
            }
        }
        var dependencies = content.dependencies.union(boundary.dependencies)
        if !section.decorationItems.isEmpty { dependencies.insert(.width) }
        if direction == .rightToLeft {
            // Mirrored within the section's width: leading is on the right.
            dependencies.insert(.width)
            let w = width
            for k in content.frames.indices { content.frames[k].origin.x = w - content.frames[k].maxX }
            for k in elements.indices { elements[k].frame.origin.x = w - elements[k].frame.maxX }
        }
        let orthogonalSize = content.orthogonal && !horizontalLayout
            ? Size(width: insets.leading + content.along + insets.trailing, height: height) : nil
        return SectionLayout(origin: .zero, size: Size(width: width, height: height),
                             orthogonalContentSize: orthogonalSize, relativeFrames: content.frames,
                             relativeElements: elements, pins: pins, dependencies: dependencies)
    }
}
