/// One attribute of a layout item, as in Auto Layout. Declared in the order a composite
/// attribute expands in (SnapKit's order: left, top, right, bottom, leading, trailing, …).
public enum LayoutAttribute: Int, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case left, top, right, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The axis an attribute measures along.
    public enum Axis: Sendable, Hashable { case horizontal, vertical }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        default:
            return .vertical
        }
    }

    /// Width and height are sizes; every other attribute is a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Leading and trailing (and their margins) follow the layout direction.
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Left and right (and their margins): fixed sides that a directional attribute must not
    /// be mixed with, as Auto Layout refuses it.
    var isAbsoluteHorizontalEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// The fixed side a directional attribute stands for in a right-to-left layout, read in
    /// mirrored coordinates (x' = -x): leading is the right edge, trailing the left one.
    var mirrored: LayoutAttribute {
        switch self {
        case .leading: return .right
        case .trailing: return .left
        case .leadingMargin: return .rightMargin
        case .trailingMargin: return .leftMargin
        default: return self
        }
    }

    /// The fixed side a directional attribute stands for in a left-to-right layout.
    var unmirrored: LayoutAttribute {
        switch self {
        case .leading: return .left
        case .trailing: return .right
        case .leadingMargin: return .leftMargin
        case .trailingMargin: return .rightMargin
        default: return self
        }
    }

    public var description: String {
        switch self {
        case .left: return "left"
        case .top: return "top"
        case .right: return "right"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        }
    }
}
