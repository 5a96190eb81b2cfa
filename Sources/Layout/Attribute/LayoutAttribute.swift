/// One attribute of a layout item, as in Auto Layout. Declared in the order a composite
/// attribute expands in (SnapKit's order: left, top, right, bottom, leading, trailing, …).
public enum LayoutAttribute: Int, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case left, top, right, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The axis an attribute measures along.
    public enum Axis: Sendable, Hashable { case horizontal, vertical }

    // The predicates below test a bit of a mask: they run for every constraint made,
    // checked and built, and as out-of-line switches they were ~10 instructions a call.
    @inline(__always) private var bit: UInt32 { 1 << UInt32(rawValue) }

    // Computed from literals, so each folds to a constant (a `static let` would be a lazily
    // initialized global, checked on every read).
    private static var horizontalMask: UInt32 {
        LayoutAttribute.left.bit | LayoutAttribute.right.bit | LayoutAttribute.leading.bit | LayoutAttribute.trailing.bit
            | LayoutAttribute.width.bit | LayoutAttribute.centerX.bit | LayoutAttribute.leftMargin.bit
            | LayoutAttribute.rightMargin.bit | LayoutAttribute.leadingMargin.bit | LayoutAttribute.trailingMargin.bit
            | LayoutAttribute.centerXWithinMargins.bit
    }
    private static var directionalMask: UInt32 {
        LayoutAttribute.leading.bit | LayoutAttribute.trailing.bit | LayoutAttribute.leadingMargin.bit
            | LayoutAttribute.trailingMargin.bit
    }

    public var axis: Axis {
        @inline(__always) get { bit & LayoutAttribute.horizontalMask != 0 ? .horizontal : .vertical }
    }

    /// Width and height are sizes; every other attribute is a position.
    public var isDimension: Bool {
        @inline(__always) get { self == .width || self == .height }
    }

    /// Leading and trailing (and their margins) follow the layout direction.
    public var isDirectional: Bool {
        @inline(__always) get { bit & LayoutAttribute.directionalMask != 0 }
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
