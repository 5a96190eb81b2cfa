/// A point in a view's coordinate space (y grows downwards, as in UIKit).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(fmt(x)), \(fmt(y)))" }
}

/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(fmt(width))×\(fmt(height))" }
}

/// A rectangle: origin (top left) and size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The rectangle with every value rounded to `1 / scale` (default: 1/1000 of a point),
    /// so tests can compare solver results exactly.
    public func rounded(toScale scale: Double = 1000) -> Rect {
        func r(_ v: Double) -> Double { let x = (v * scale).rounded() / scale; return x == 0 ? 0 : x }
        return Rect(x: r(minX), y: r(minY), width: r(width), height: r(height))
    }

    public var description: String { "(\(fmt(minX)), \(fmt(minY)), \(fmt(width)), \(fmt(height)))" }
}

/// Insets on the left, top, right and bottom (UIEdgeInsets).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public static func all(_ value: Double) -> EdgeInsets {
        EdgeInsets(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = EdgeInsets()
}

/// Insets on the leading, top, trailing and bottom (NSDirectionalEdgeInsets): leading is the
/// left in a left-to-right layout and the right in a right-to-left one.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static func all(_ value: Double) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: value, leading: value, bottom: value, trailing: value)
    }

    /// The left/right insets in a layout of the given direction.
    public func resolved(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

/// Numbers as the diagnostics print them: `8`, `0.5`, `-12.25`.
func fmt(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}
