/// What `equalTo(constant)`, `offset` or `inset` left in a description: one value for every
/// attribute, or one that depends on the attribute (insets, a size, a point).
public enum ConstraintConstant: Hashable, Sendable {
    /// `offset(8)`, `equalTo(44)`: the value as given, whatever the attribute.
    case value(Double)
    /// `inset(8)`, `inset(EdgeInsets(…))`: per side, negated for right, bottom and trailing.
    case insets(EdgeInsets)
    case directionalInsets(DirectionalEdgeInsets)
    /// `equalTo(Size(…))`: the width for width, the height for height, 0 otherwise.
    case size(Size)
    /// `equalTo(Point(…))`: x for x-axis positions, y for y-axis ones, 0 for sizes.
    case point(Point)

    /// The constant of one constraint, for the attribute of its *second* item (SnapKit
    /// decides by the attribute related to), in the given layout direction.
    public func value(for attribute: LayoutAttribute, direction: LayoutDirection) -> Double {
        switch self {
        case .value(let v): return v
        case .insets(let i): return ConstraintConstant.inset(i, attribute, direction)
        case .directionalInsets(let d):
            return ConstraintConstant.directionalInset(d, attribute, direction)
        case .size(let s):
            switch attribute {
            case .width: return s.width
            case .height: return s.height
            default: return 0
            }
        case .point(let p):
            if attribute.isDimension { return 0 }
            return attribute.axis == .horizontal ? p.x : p.y
        }
    }

    /// Leading and trailing attributes take their own side (the engine mirrors them in a
    /// right-to-left layout); left, right and centerX take the side that is on the left or
    /// right in `direction` — trailing on the left in right-to-left, as SnapKit reads them.
    private static func directionalInset(_ d: DirectionalEdgeInsets, _ attribute: LayoutAttribute,
                                         _ direction: LayoutDirection) -> Double {
        let ltr = direction == .leftToRight
        switch attribute {
        case .leading, .leadingMargin: return d.leading
        case .trailing, .trailingMargin: return -d.trailing
        case .left, .leftMargin: return ltr ? d.leading : d.trailing
        case .right, .rightMargin: return ltr ? -d.trailing : -d.leading
        case .top, .topMargin, .firstBaseline: return d.top
        case .bottom, .bottomMargin, .lastBaseline: return -d.bottom
        case .centerX, .centerXWithinMargins: return ltr ? (d.leading - d.trailing) / 2 : (d.trailing - d.leading) / 2
        case .centerY, .centerYWithinMargins: return (d.top - d.bottom) / 2
        case .width: return -(d.leading + d.trailing)
        case .height: return -(d.top + d.bottom)
        }
    }

    /// Whether the value for `attribute` depends on the layout direction.
    func dependsOnDirection(for attributes: ConstraintAttributes) -> Bool {
        switch self {
        case .insets: return attributes.rawValue & ConstraintConstant.directionalAttributes != 0
        case .directionalInsets: return attributes.rawValue & ConstraintConstant.horizontalFixedAttributes != 0
        case .value, .size, .point: return false
        }
    }

    private static let directionalAttributes = ConstraintAttributes.directionalHorizontalEdges.rawValue
        | ConstraintAttributes.leadingMargin.rawValue | ConstraintAttributes.trailingMargin.rawValue
    private static let horizontalFixedAttributes = ConstraintAttributes.horizontalEdges.rawValue
        | ConstraintAttributes.leftMargin.rawValue | ConstraintAttributes.rightMargin.rawValue
        | ConstraintAttributes.centerX.rawValue | ConstraintAttributes.centerXWithinMargins.rawValue

    private static func inset(_ i: EdgeInsets, _ attribute: LayoutAttribute, _ direction: LayoutDirection) -> Double {
        let ltr = direction == .leftToRight
        switch attribute {
        case .left, .leftMargin: return i.left
        case .top, .topMargin, .firstBaseline: return i.top
        case .right, .rightMargin: return -i.right
        case .bottom, .bottomMargin, .lastBaseline: return -i.bottom
        case .leading, .leadingMargin: return ltr ? i.left : i.right
        case .trailing, .trailingMargin: return ltr ? -i.right : -i.left
        case .centerX, .centerXWithinMargins: return (i.left - i.right) / 2
        case .centerY, .centerYWithinMargins: return (i.top - i.bottom) / 2
        case .width: return -(i.left + i.right)
        case .height: return -(i.top + i.bottom)
        }
    }
}
