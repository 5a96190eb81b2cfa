/// A set of attributes: one (`left`) or a composite (`edges`, `center`, `size`, …).
///
/// A composite expands to its single attributes in ``LayoutAttribute``'s declaration order,
/// whatever order they were named in: `top.left` gives left, then top, as SnapKit does.
public struct ConstraintAttributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(_ attribute: LayoutAttribute) { rawValue = 1 << UInt32(attribute.rawValue) }

    public static let none = ConstraintAttributes([])
    public static let left = ConstraintAttributes(.left)
    public static let top = ConstraintAttributes(.top)
    public static let right = ConstraintAttributes(.right)
    public static let bottom = ConstraintAttributes(.bottom)
    public static let leading = ConstraintAttributes(.leading)
    public static let trailing = ConstraintAttributes(.trailing)
    public static let width = ConstraintAttributes(.width)
    public static let height = ConstraintAttributes(.height)
    public static let centerX = ConstraintAttributes(.centerX)
    public static let centerY = ConstraintAttributes(.centerY)
    public static let lastBaseline = ConstraintAttributes(.lastBaseline)
    public static let firstBaseline = ConstraintAttributes(.firstBaseline)
    public static let leftMargin = ConstraintAttributes(.leftMargin)
    public static let rightMargin = ConstraintAttributes(.rightMargin)
    public static let topMargin = ConstraintAttributes(.topMargin)
    public static let bottomMargin = ConstraintAttributes(.bottomMargin)
    public static let leadingMargin = ConstraintAttributes(.leadingMargin)
    public static let trailingMargin = ConstraintAttributes(.trailingMargin)
    public static let centerXWithinMargins = ConstraintAttributes(.centerXWithinMargins)
    public static let centerYWithinMargins = ConstraintAttributes(.centerYWithinMargins)

    // Composites (the seed's table 2).
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    public static let edges: ConstraintAttributes = [.horizontalEdges, .verticalEdges]
    public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
    public static let directionalEdges: ConstraintAttributes = [.directionalHorizontalEdges, .directionalVerticalEdges]
    public static let size: ConstraintAttributes = [.width, .height]
    public static let center: ConstraintAttributes = [.centerX, .centerY]
    public static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    public static let directionalMargins: ConstraintAttributes = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]
    public static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// The number of single attributes in the set.
    public var count: Int { rawValue.nonzeroBitCount }

    /// The single attributes, in expansion order.
    /// - Complexity: O(number of attributes in the set); no allocation beyond the result.
    public var attributes: [LayoutAttribute] {
        var out: [LayoutAttribute] = []
        out.reserveCapacity(count)
        forEach { out.append($0) }
        return out
    }

    /// Calls `body` with each single attribute in expansion order, without allocating.
    @inline(__always)
    public func forEach(_ body: (LayoutAttribute) throws -> Void) rethrows {
        var bits = rawValue
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            bits &= bits &- 1
            if let attribute = LayoutAttribute(rawValue: index) { try body(attribute) }
        }
    }

    /// The attributes' names joined by dots, in expansion order: `left.right`.
    public var names: String { attributes.map(\.description).joined(separator: ".") }

    /// The first attribute of the set in expansion order.
    public var first: LayoutAttribute? {
        rawValue == 0 ? nil : LayoutAttribute(rawValue: rawValue.trailingZeroBitCount)
    }
}
