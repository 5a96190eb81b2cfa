/// An item's place in a compositional layout: its section and its index there.
public struct ItemIndex: Hashable, Sendable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    public var description: String { "[\(section), \(item)]" }
}

/// A pass of a ``CompositionalLayout``: every section's frames and the content size.
public struct CompositionalLayoutResult {
    /// The sections, in order, each with its origin in the content.
    public let sections: [SectionLayout]
    /// The size of the scrolling content: the container's width, and every section's height.
    public let contentSize: Size

    /// The frame of an item in the content's coordinates, or nil for an index out of range.
    public func frame(of index: ItemIndex) -> Rect? {
        guard sections.indices.contains(index.section), index.item >= 0, index.item < sections[index.section].count else { return nil }
        return sections[index.section].frame(ofItem: index.item)
    }

    /// Every frame of a section, in the content's coordinates.
    public func frames(inSection section: Int) -> [Rect] { sections[section].itemFrames }

    /// The number of items laid out.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.count } }
}
