/// What a subview of a custom layout is, and so how it answers a proposal.
public enum LayoutContent {
    /// A view of a fixed size: it answers every proposal with it.
    case fixed(Size)
    /// A view that takes the proposal between a minimum and a maximum, and its ideal size for
    /// an unspecified dimension.
    case flexible(minimum: Size, ideal: Size, maximum: Size)
    /// A view of the constraint layer, by its intrinsic content size (a ``Label``'s text
    /// metric); a dimension without one takes the proposal (0 when unspecified).
    case view(View)
    /// Something that measures itself and is told where it was placed: a nested
    /// ``LayoutContainer``, a ``ConstraintHostedView``.
    case node(any LayoutNode)
    /// A subview with what it tells its layout besides its size: a priority, spacing
    /// preferences, layout values, alignment guides (see ``layoutPriority(_:)``).
    indirect case modified(LayoutContent, SubviewModifiers)

    func sizeThatFits(_ p: ProposedViewSize) -> Size {
        switch self {
        case let .fixed(size): return size
        case let .flexible(minimum, ideal, maximum):
            func pick(_ v: Double?, _ lo: Double, _ id: Double, _ hi: Double) -> Double {
                guard let v else { return id }
                return Swift.min(hi, Swift.max(lo, v))
            }
            return Size(width: pick(p.width, minimum.width, ideal.width, maximum.width),
                        height: pick(p.height, minimum.height, ideal.height, maximum.height))
        case let .view(view):
            let s = view.intrinsicContentSize
            return Size(width: s.width >= 0 ? s.width : (p.width.map { $0.isFinite ? $0 : 0 } ?? 0),
                        height: s.height >= 0 ? s.height : (p.height.map { $0.isFinite ? $0 : 0 } ?? 0))
        case let .node(node): return node.sizeThatFits(p)
        case let .modified(content, _): return content.sizeThatFits(p)
        }
    }
}

/// Something a custom layout can measure and place that lays out its own insides.
public protocol LayoutNode: AnyObject {
    /// The size it takes for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size
    /// Its final frame, in the coordinates of the layout that placed it.
    func place(in frame: Rect)
}

/// The subviews of a container and where its layout placed them.
final class SubviewStorage {
    var contents: [LayoutContent]
    var frames: [Rect]

    init(_ contents: [LayoutContent]) {
        self.contents = contents
        frames = Array(repeating: .zero, count: contents.count)
    }
}

/// A proxy for one subview (SwiftUI's LayoutSubview): ask its size, place it.
public struct LayoutSubview {
    // Strong: a proxy kept after its collection (`container.subviews[0]`) stays valid
    // instead of trapping on a freed reference.
    let storage: SubviewStorage
    /// The subview's position among its container's subviews.
    public let index: Int

    /// The size the subview takes for `proposal` (`.unspecified`: ideal, `.zero`: minimum,
    /// `.infinity`: maximum).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        storage.contents[index].sizeThatFits(proposal)
    }

    /// Places the subview with its `anchor` at `point`, sized for `proposal`.
    public func place(at point: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        place(in: Rect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                       width: size.width, height: size.height))
    }

    /// Places the subview in `frame` as it is (a layout that knows the size already).
    public func place(in frame: Rect) {
        storage.frames[index] = frame
        if case let .node(node) = storage.contents[index].base { node.place(in: frame) }
    }
}

/// The subviews of a layout (SwiftUI's LayoutSubviews): a collection of proxies.
public struct LayoutSubviews: RandomAccessCollection {
    let storage: SubviewStorage

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.contents.count }
    public subscript(position: Int) -> LayoutSubview { LayoutSubview(storage: storage, index: position) }
}
