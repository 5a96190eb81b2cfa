import Cassowary
import Foundation

/// An Auto Layout priority, 1…1000: 1000 is required, 750 high, 250 low.
///
/// ## Mapping to solver strengths
/// Priorities are exact, as in Auto Layout: each priority below 1000 is a level of the
/// solver's lexicographic objective (``Strength/init(level:weighted:)``), so one constraint
/// at 251 outweighs any number at 250, and a root size edit (a level above 999) outweighs
/// any number of 999s.
///
/// Each strength also carries a weight on Kiwi's scale, used where one weighted objective is
/// all there is — csys exports replayed by the peer solvers, and a solver made with
/// ``Solver/ObjectiveMode/weighted``. It stays under `strong` in three bands, each starting
/// at a named strength (PRIORITIES.md):
///
/// | priority   | weighted strength                          |
/// |------------|--------------------------------------------|
/// | 1000       | required                                   |
/// | 750 … 999  | medium × 100^((p − 750) / 250)   (1 … ≈98) |
/// | 250 … 749  | weak × 100^((p − 250) / 500)     (1 … ≈99) |
/// | 1 … 249    | weak × 100^((p − 250) / 249)     (0.01 … ≈0.98) |
public struct LayoutPriority: Hashable, Comparable, Strideable, Sendable, ExpressibleByIntegerLiteral,
                              ExpressibleByFloatLiteral, CustomStringConvertible {
    /// The priority, clamped to 1…1000.
    public let value: Double

    public init(_ value: Double) { self.value = Swift.min(1000, Swift.max(1, value)) }
    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }

    public static let required = LayoutPriority(1000)
    /// 999: just below required, BoxView's `almostRequired`.
    public static let almostRequired = LayoutPriority(999)
    public static let high = LayoutPriority(750)
    public static let medium = LayoutPriority(500)
    public static let low = LayoutPriority(250)
    /// The default content hugging priority of a view.
    public static let defaultHugging = LayoutPriority.low
    /// The default compression resistance priority of a view.
    public static let defaultCompressionResistance = LayoutPriority.high
    /// The priority of a baseline-aligned stack item's wish to touch the stack's top.
    static let fittingSize = LayoutPriority(50)

    public var isRequired: Bool { value >= 1000 }

    /// The solver strength of this priority: required at 1000, else an exact level (the
    /// priority itself) carrying its weighted strength (see the table above).
    public var strength: Strength {
        isRequired ? .required : Strength(level: value, weighted: weightedStrength)
    }

    /// The strength on Kiwi's weighted scale alone: what csys files hold.
    public var weightedStrength: Strength {
        switch value {
        case 1000...: return .required
        case 750...: return Strength.create(0, 1, 0, weight: LayoutPriority.weight(value - 750, band: 250))
        case 250...: return Strength.create(0, 0, 1, weight: LayoutPriority.weight(value - 250, band: 500))
        default: return Strength.create(0, 0, 1, weight: LayoutPriority.weight(value - 250, band: 249))
        }
    }

    /// 100^(offset / band): 1 at the bottom of a band, just under 100 at its top (below 1 for
    /// the lowest band, whose offsets are negative).
    static func weight(_ offset: Double, band: Double) -> Double {
        offset == 0 ? 1 : pow(100, offset / band)
    }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.value < rhs.value }
    public static func + (lhs: LayoutPriority, rhs: Double) -> LayoutPriority { LayoutPriority(lhs.value + rhs) }
    public static func - (lhs: LayoutPriority, rhs: Double) -> LayoutPriority { LayoutPriority(lhs.value - rhs) }

    // MARK: Arithmetic, as SnapKit's ConstraintPriority (Strideable)

    /// The priority `n` above (below, for a negative `n`) this one, clamped to 1…1000:
    /// `LayoutPriority.high.advanced(by: 1)` is 751.
    public func advanced(by n: Double) -> LayoutPriority { LayoutPriority(value + n) }

    /// How far `other` is above this priority.
    public func distance(to other: LayoutPriority) -> Double { other.value - value }

    public var description: String { fmt(value) }
}

