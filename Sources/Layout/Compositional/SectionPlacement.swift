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
}

extension SectionLayout {
    /// Lays out `count` items of `section` in a container whose space for sections is
    /// `container` (the effective content size).
    /// - Throws: ``CompositionalLayoutError`` for a malformed section.
    /// - Complexity: O(n) for n items: a group without estimates is laid out once and its
    ///   frames are repeated; with estimates each group is laid out with its items' sizes.
    static func make(_ section: CollectionLayoutSection, index: Int, count: Int, container: Size,
                     measure: CollectionItemMeasure?) throws(CompositionalLayoutError) -> SectionLayout {
        try section.validate(at: "section \(index)")
        let insets = section.contentInsets
        let content = ResolvedBox(width: Extent(value: container.width, dependencies: .width),
                                  height: Extent(value: container.height, dependencies: .height)).inset(by: insets)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let spacing = section.interGroupSpacing
        let item = section.group.item
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        var dependencies: ContainerDependencies = []
        var along = 0.0, across = 0.0, groups = 0

        func origin() -> Point {
            orthogonal ? Point(x: insets.leading + along, y: insets.top) : Point(x: insets.leading, y: insets.top + along)
        }
        if !item.containsEstimate {
            // Every group is the same: lay one out and repeat its frames.
            var template = GroupPlacement(next: 0, limit: count == 0 ? 0 : Int.max, section: index, measure: nil)
            let size = template.place(item, in: content, at: .zero)
            dependencies.formUnion(template.dependencies)
            let perGroup = template.frames.count
            if count > 0, perGroup == 0 { throw .emptyGroup(at: "section \(index) › group") }
            let step = (orthogonal ? size.width : size.height) + spacing
            var placed = 0
            while placed < count {
                let o = origin()
                for f in template.frames.prefix(count - placed) {
                    frames.append(Rect(x: f.minX + o.x, y: f.minY + o.y, width: f.width, height: f.height))
                }
                placed += perGroup
                along += step
                groups += 1
            }
            along -= groups > 0 ? spacing : 0
            across = groups == 0 ? 0 : (orthogonal ? size.height : size.width)
        } else {
            var placement = GroupPlacement(next: 0, limit: count, section: index, measure: measure)
            while placement.next < count {
                let before = placement.next
                let size = placement.place(item, in: content, at: origin())
                if placement.next == before { throw .emptyGroup(at: "section \(index) › group") }
                along += (orthogonal ? size.width : size.height) + spacing
                across = Swift.max(across, orthogonal ? size.height : size.width)
                groups += 1
            }
            along -= groups > 0 ? spacing : 0
            dependencies.formUnion(placement.dependencies)
            frames = placement.frames
        }
        let height = insets.top + insets.bottom + (orthogonal ? across : along)
        let orthogonalSize = orthogonal ? Size(width: insets.leading + along + insets.trailing, height: height) : nil
        return SectionLayout(origin: .zero, size: Size(width: container.width, height: height),
                             orthogonalContentSize: orthogonalSize, relativeFrames: frames, dependencies: dependencies)
    }
}
