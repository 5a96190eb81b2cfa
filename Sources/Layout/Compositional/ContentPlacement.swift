/// A section's items laid out in its content area (below any header), and how far they
/// extend along the layout's axis.
struct ContentPlacement {
    var frames: [Rect]
    var badgeSources: [(frame: Int, item: CollectionLayoutItem)]
    /// The groups' extent along the layout's axis (across it, with orthogonal scrolling).
    var extent: Double
    /// How far the groups go along the section's own axis (for the orthogonal content size).
    var along: Double
    var orthogonal: Bool
    var dependencies: ContainerDependencies

    static func make(_ section: CollectionLayoutSection, index: Int, count: Int, container: Size,
                     measure: CollectionItemMeasure?, horizontalLayout: Bool = false) throws(CompositionalLayoutError) -> ContentPlacement {
        let insets = section.contentInsets
        let content = ResolvedBox(width: Extent(value: container.width, dependencies: .width),
                                  height: Extent(value: container.height, dependencies: .height)).inset(by: insets)
        // A horizontal layout lays every section's groups out along x, as orthogonal
        // scrolling does in a vertical one.
        let orthogonal = horizontalLayout || section.orthogonalScrollingBehavior != .none
        let spacing = section.interGroupSpacing
        let item = section.group.item
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        var sources: [(frame: Int, item: CollectionLayoutItem)] = []
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
                for source in template.badgeSources where source.frame < count - placed {
                    sources.append((placed + source.frame, source.item))
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
            sources = placement.badgeSources
        }
        return ContentPlacement(frames: frames, badgeSources: sources, extent: orthogonal ? across : along,
                                along: along, orthogonal: orthogonal, dependencies: dependencies)
    }
}
