/// An item's place in a compositional layout: its section and its index there.
public struct ItemIndex: Hashable, Sendable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// IndexPath's spelling, so `IndexPath(item: 3, section: 1)` ports by its type's name.
    public init(item: Int, section: Int) { self.init(section: section, item: item) }

    public var description: String { "[\(section), \(item)]" }
}

/// A pass of a ``CompositionalLayout``: every section's frames and the content size.
public struct CompositionalLayoutResult {
    /// The sections, in order, each with its origin in the content.
    public let sections: [SectionLayout]
    /// The layout's own headers and footers (its configuration's boundary items), in the
    /// content's coordinates.
    public let boundaryElements: [CollectionLayoutElement]
    /// The size of the scrolling content: the container's width, and every section's height.
    public let contentSize: Size
    /// What the section provider was given (for the sections' visible-items handlers).
    let environment: CollectionLayoutEnvironment?
    /// The layout-wide headers (true) and footers (false) pinned to the visible bounds, by
    /// their place in `boundaryElements`.
    let boundaryPins: [(element: Int, isTop: Bool)]

    /// The frame of an item in the content's coordinates, or nil for an index out of range.
    public func frame(of index: ItemIndex) -> Rect? {
        guard sections.indices.contains(index.section), index.item >= 0, index.item < sections[index.section].count else { return nil }
        return sections[index.section].frame(ofItem: index.item)
    }

    /// Every frame of a section, in the content's coordinates.
    public func frames(inSection section: Int) -> [Rect] { sections[section].itemFrames }

    /// The number of items laid out.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.count } }

    /// Every header, footer, background and badge where it was laid out (pinned headers and
    /// footers at their place before any scrolling), section by section.
    public var elements: [CollectionLayoutElement] { boundaryElements + sections.flatMap(\.elements) }

    init(sections: [SectionLayout], boundaryElements: [CollectionLayoutElement] = [], contentSize: Size,
         environment: CollectionLayoutEnvironment? = nil, boundaryPins: [(element: Int, isTop: Bool)] = []) {
        self.boundaryPins = boundaryPins
        self.sections = sections
        self.boundaryElements = boundaryElements
        self.contentSize = contentSize
        self.environment = environment
    }

    /// The elements as they are drawn with `visibleBounds` on screen (the collection's
    /// bounds: its scroll position and size): a pinned header stays at the top of the
    /// visible bounds while its section is on screen, and is pushed up by the section's end;
    /// a pinned footer stays at the bottom, pushed down by the section's start.
    /// - Complexity: O(e) for e elements.
    public func elements(visibleBounds: Rect) -> [CollectionLayoutElement] {
        var out = boundaryElements
        // A layout-wide pinned header stays at the top of the visible bounds within the
        // content, a pinned footer at the bottom.
        for (k, isTop) in boundaryPins {
            let h = out[k].frame.height
            out[k].frame.origin.y = isTop ? Swift.min(Swift.max(out[k].frame.minY, visibleBounds.minY), contentSize.height - h)
                                          : Swift.max(Swift.min(out[k].frame.minY, visibleBounds.maxY - h), 0)
        }
        for section in sections {
            var elements = section.elements
            let frame = section.frame
            for (k, isTop) in section.pins {
                let h = elements[k].frame.height
                if isTop {
                    elements[k].frame.origin.y = Swift.min(Swift.max(elements[k].frame.minY, visibleBounds.minY), frame.maxY - h)
                } else {
                    elements[k].frame.origin.y = Swift.max(Swift.min(elements[k].frame.minY, visibleBounds.maxY - h), frame.minY)
                }
            }
            out += elements
        }
        return out
    }

    /// The elements of one kind (`"header"`), as ``elements(visibleBounds:)`` places them, or
    /// as laid out without visible bounds.
    public func elements(ofKind kind: String, visibleBounds: Rect? = nil) -> [CollectionLayoutElement] {
        (visibleBounds.map(elements(visibleBounds:)) ?? elements).filter { $0.elementKind == kind }
    }
}
