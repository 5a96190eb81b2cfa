/// The size a layout proposes to a subview (SwiftUI's ProposedViewSize): per dimension a
/// value, or nil for "your ideal size". A proposal of 0 asks for the minimum, infinity for
/// the maximum.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or nil for the ideal width.
    public var width: Double?
    /// The proposed height, or nil for the ideal height.
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func text(_ v: Double?) -> String { v.map { $0.isInfinite ? "∞" : fmt($0) } ?? "nil" }
        return "\(text(width))×\(text(height))"
    }
}

/// A point in a rectangle, as fractions of its size: (0, 0) the top left, (1, 1) the bottom
/// right (SwiftUI's UnitPoint).
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Where items sit across a vertical line or a column: leading, centred, trailing.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing

    /// The offset of something `length` long in `space`.
    func offset(_ length: Double, in space: Double) -> Double {
        switch self {
        case .leading: return 0
        case .center: return (space - length) / 2
        case .trailing: return space - length
        }
    }
}

/// Where items sit in a row or a line: top, centred, bottom.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom

    func offset(_ length: Double, in space: Double) -> Double {
        switch self {
        case .top: return 0
        case .center: return (space - length) / 2
        case .bottom: return space - length
        }
    }
}
