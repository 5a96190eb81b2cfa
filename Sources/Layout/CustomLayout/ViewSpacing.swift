/// The space a subview would like around it, per edge (SwiftUI's ViewSpacing).
///
/// SwiftUI does not document its platform values; here every subview prefers
/// ``defaultSpacing`` (8, the stacks' default) on each edge unless given its own through
/// ``LayoutContent/spacing(_:)``, and the distance between two neighbours is the larger of
/// their preferences on the facing edges.
public struct ViewSpacing: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// What a subview prefers on each edge when nothing says otherwise.
    public static let defaultSpacing = 8.0

    /// The preferences of a subview without any: ``defaultSpacing`` on each edge.
    public init() { self.init(all: ViewSpacing.defaultSpacing) }

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// The same preference on every edge.
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    /// No space on any edge.
    public static let zero = ViewSpacing(all: 0)

    /// The space between this subview and `next`, which follows it along `axis`: the larger
    /// of this one's trailing (bottom) preference and `next`'s leading (top) one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        axis == .horizontal ? Swift.max(trailing, next.leading) : Swift.max(bottom, next.top)
    }

    /// Takes the larger preference of this and `other` on each of `edges` (a group of
    /// subviews spaced as one).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = Swift.max(top, other.top) }
        if edges.contains(.leading) { leading = Swift.max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = Swift.max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = Swift.max(trailing, other.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var u = self
        u.formUnion(other, edges: edges)
        return u
    }
}
