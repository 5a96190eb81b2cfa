/// How strongly a constraint should hold, on Kiwi's scale.
///
/// A strength is built from three components (strong, medium, weak), each clipped to
/// 0…1000 after weighting: `strong·10⁶ + medium·10³ + weak`. `required` lies beyond every
/// other strength; it must hold, and the solver throws when it cannot.
/// - Note: the scale is lexicographic only while each component stays below 1000, so
///   1000 weak constraints can outweigh one medium: the same limit as Kiwi's.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let value: Double

    public static let required = Strength(value: 1_001_001_000)
    public static let strong = Strength.create(1, 0, 0)
    public static let medium = Strength.create(0, 1, 0)
    public static let weak = Strength.create(0, 0, 1)

    /// A strength from its three components times `weight`, each clipped to 0…1000.
    public static func create(_ strong: Double, _ medium: Double, _ weak: Double,
                              weight: Double = 1) -> Strength {
        func clip(_ x: Double) -> Double { Swift.max(0, Swift.min(1000, x * weight)) }
        let total = clip(strong) * 1_000_000 + clip(medium) * 1000 + clip(weak)
        return Strength(value: Swift.min(total, required.value))
    }

    /// A strength with the given raw value, clipped to 0…required.
    public init(value: Double) {
        self.value = Swift.max(0, Swift.min(value, 1_001_001_000))
    }

    public var isRequired: Bool { value >= Strength.required.value }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    public var description: String {
        switch value {
        case Strength.required.value: return "required"
        case Strength.strong.value: return "strong"
        case Strength.medium.value: return "medium"
        case Strength.weak.value: return "weak"
        default: return "strength(\(value))"
        }
    }
}
