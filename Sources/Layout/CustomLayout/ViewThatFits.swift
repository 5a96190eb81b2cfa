/// The first of its children that fits (SwiftUI's ViewThatFits): the children are tried in
/// order, and the first whose ideal size fits the proposal along the checked axes is the one
/// shown; when none fits, the last. An unspecified (nil) dimension fits anything.
///
/// ```swift
/// let buttons = ViewThatFits(in: .horizontal, [.node(LayoutContainer(row, subviews: items)),
///                                              .node(LayoutContainer(column, subviews: items))])
/// ```
public final class ViewThatFits: LayoutNode {
    /// The axes along which a child's ideal size must fit.
    public let axes: Axis.Set
    private let storage: SubviewStorage
    /// The child chosen for the last proposal (nil before any, or without children).
    public private(set) var selection: Int?

    public init(in axes: Axis.Set = [.horizontal, .vertical], _ children: [LayoutContent]) {
        self.axes = axes
        storage = SubviewStorage(children)
    }

    /// The children, and where the last placement put the chosen one (the others keep a
    /// zero frame).
    public var children: [LayoutContent] { storage.contents }
    public var frames: [Rect] { storage.frames }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        guard let i = choose(for: proposal) else { return .zero }
        return storage.contents[i].sizeThatFits(proposal)
    }

    public func place(in frame: Rect) {
        storage.frames = Array(repeating: .zero, count: storage.contents.count)
        guard let i = choose(for: ProposedViewSize(frame.size)) else { return }
        LayoutSubview(storage: storage, index: i).place(in: frame)
    }

    private func choose(for proposal: ProposedViewSize) -> Int? {
        let chosen = storage.contents.indices.first { fits(storage.contents[$0].sizeThatFits(.unspecified), proposal) }
            ?? storage.contents.indices.last
        selection = chosen
        return chosen
    }

    private func fits(_ ideal: Size, _ p: ProposedViewSize) -> Bool {
        let epsilon = 1e-9
        if axes.contains(.horizontal), let w = p.width, ideal.width > w + epsilon { return false }
        if axes.contains(.vertical), let h = p.height, ideal.height > h + epsilon { return false }
        return true
    }
}
