/// A layout with its subviews: measures them, places them, keeps their frames and the
/// layout's cache. A container is a ``LayoutNode``, so containers nest.
///
/// ```swift
/// let flow = LayoutContainer(FlowLayout(spacing: 8), subviews: tags.map { .view($0) })
/// let size = flow.sizeThatFits(ProposedViewSize(width: 320, height: nil))
/// flow.place(in: Rect(x: 0, y: 0, width: 320, height: size.height))
/// flow.frames   // one frame per tag, in the coordinates of the rectangle given to place
/// ```
public final class LayoutContainer<L: Layout>: LayoutNode {
    /// The layout; changing it makes the cache again.
    public var layout: L { didSet { cache = nil } }
    private let storage: SubviewStorage
    private var cache: L.Cache?
    /// The frame the container was last placed in.
    public private(set) var bounds = Rect.zero

    public init(_ layout: L, subviews: [LayoutContent]) {
        self.layout = layout
        storage = SubviewStorage(subviews)
    }

    /// The subviews; replacing them updates the cache on the next call.
    public var contents: [LayoutContent] {
        get { storage.contents }
        set {
            storage.contents = newValue
            storage.frames = Array(repeating: .zero, count: newValue.count)
            if var c = cache {
                cache = nil
                layout.updateCache(&c, subviews: subviews)
                cache = c
            }
        }
    }

    /// The proxies the layout sees.
    public var subviews: LayoutSubviews { LayoutSubviews(storage: storage) }

    /// Where the last ``place(in:)`` put each subview, in the coordinates of its frame's space.
    public var frames: [Rect] { storage.frames }

    /// - Complexity: what the layout's `sizeThatFits` costs (linear for the layouts here).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        var c = takeCache()
        defer { cache = c }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
    }

    /// Places the subviews in `frame` (as a subview of another layout: the proposal is the
    /// frame's size).
    public func place(in frame: Rect) { place(in: frame, proposal: ProposedViewSize(frame.size)) }

    /// Places the subviews in `frame`, telling the layout the proposal its size answered.
    public func place(in frame: Rect, proposal: ProposedViewSize) {
        bounds = frame
        var c = takeCache()
        defer { cache = c }
        layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &c)
    }

    /// The layout's size for `proposal`, then places the subviews at `origin` in that size.
    @discardableResult
    public func layout(proposal: ProposedViewSize, at origin: Point = .zero) -> Size {
        let size = sizeThatFits(proposal)
        place(in: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height), proposal: proposal)
        return size
    }

    private func takeCache() -> L.Cache {
        if let c = cache {
            cache = nil // hand the layout a uniquely referenced cache
            return c
        }
        return layout.makeCache(subviews: subviews)
    }
}
