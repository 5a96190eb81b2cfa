import Cassowary

/// A pin of a box item: a distance and how it may differ (`left(>=0)`).
public struct BoxPin: Hashable, Sendable {
    public var value: Double
    public var relation: Relation

    public init(_ value: Double, _ relation: Relation = .equal) {
        self.value = value
        self.relation = relation
    }
}

prefix operator >=
prefix operator <=

/// `>=0` in `item.left(>=0)`: at least this far.
public prefix func >= (value: Double) -> BoxPin { BoxPin(value, .greaterThanOrEqual) }
/// `<=8`: at most this far.
public prefix func <= (value: Double) -> BoxPin { BoxPin(value, .lessThanOrEqual) }

/// A size of a box item: absolute points, or a fraction of the box's own size.
public enum BoxDimension: Hashable, Sendable {
    case absolute(Double, Relation)
    case relative(Double)
}

/// A view in a ``BoxView`` with its own pins, alignment and sizes (BoxView's `BoxItem`):
/// `label.boxed.centerX(padding: 30).bottom(20)`.
///
/// Pins not given fall back to the box: the box's insets at its edges, its spacing between
/// items. A pin is the distance from the box's edge (cross axis) or from the neighbour
/// (along the axis); `bottom(20)` after an item replaces the spacing below it.
public struct BoxItem {
    public let view: View
    public var top: BoxPin?, left: BoxPin?, bottom: BoxPin?, right: BoxPin?
    /// Center on the cross axis with an offset; `padding` keeps that far from both edges.
    public var centerX: (offset: Double, padding: Double?)?
    public var centerY: (offset: Double, padding: Double?)?
    public var width: BoxDimension?, height: BoxDimension?

    public init(view: View) { self.view = view }

    private func with(_ change: (inout BoxItem) -> Void) -> BoxItem {
        var copy = self
        change(&copy)
        return copy
    }

    public func top(_ value: Double) -> BoxItem { with { $0.top = BoxPin(value) } }
    public func top(_ pin: BoxPin) -> BoxItem { with { $0.top = pin } }
    public func left(_ value: Double) -> BoxItem { with { $0.left = BoxPin(value) } }
    public func left(_ pin: BoxPin) -> BoxItem { with { $0.left = pin } }
    public func bottom(_ value: Double) -> BoxItem { with { $0.bottom = BoxPin(value) } }
    public func bottom(_ pin: BoxPin) -> BoxItem { with { $0.bottom = pin } }
    public func right(_ value: Double) -> BoxItem { with { $0.right = BoxPin(value) } }
    public func right(_ pin: BoxPin) -> BoxItem { with { $0.right = pin } }
    public func centerX(offset: Double = 0, padding: Double? = 0) -> BoxItem { with { $0.centerX = (offset, padding) } }
    public func centerY(offset: Double = 0, padding: Double? = 0) -> BoxItem { with { $0.centerY = (offset, padding) } }
    public func width(_ value: Double) -> BoxItem { with { $0.width = .absolute(value, .equal) } }
    public func width(_ pin: BoxPin) -> BoxItem { with { $0.width = .absolute(pin.value, pin.relation) } }
    public func height(_ value: Double) -> BoxItem { with { $0.height = .absolute(value, .equal) } }
    public func height(_ pin: BoxPin) -> BoxItem { with { $0.height = .absolute(pin.value, pin.relation) } }
    public func size(_ size: Size) -> BoxItem { width(size.width).height(size.height) }
    /// A width of `fraction` × the box's width.
    public func relativeWidth(_ fraction: Double) -> BoxItem { with { $0.width = .relative(fraction) } }
    public func relativeHeight(_ fraction: Double) -> BoxItem { with { $0.height = .relative(fraction) } }
}

extension BoxItem {
    /// Whether two items of the same view lay it out the same way (same pins and sizes).
    func hasSameLayout(as other: BoxItem) -> Bool {
        view === other.view && top == other.top && left == other.left && bottom == other.bottom && right == other.right
            && centerX?.offset == other.centerX?.offset && centerX?.padding == other.centerX?.padding
            && (centerX == nil) == (other.centerX == nil)
            && centerY?.offset == other.centerY?.offset && centerY?.padding == other.centerY?.padding
            && (centerY == nil) == (other.centerY == nil)
            && width == other.width && height == other.height
    }
}

extension View {
    /// This view as a box item with default pins.
    public var boxed: BoxItem { BoxItem(view: self) }
}
