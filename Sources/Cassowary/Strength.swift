/// How strongly a constraint should hold.
///
/// Two scales live in one type:
/// - **Kiwi's weighted scale** (``level`` 0): one double, `strong·10⁶ + medium·10³ + weak`,
///   each component clipped to 0…1000 after weighting. Every such constraint weighs in one
///   objective, so enough weak constraints together outweigh a medium one, exactly as in Kiwi;
///   csys files and the peer solvers use this scale.
/// - **Exact levels** (``level`` > 0): the objective is compared level by level, highest
///   first, so one constraint of a higher level outweighs any number of a lower one — Auto
///   Layout's order of priorities (one 251 wins against a thousand 250s). Within a level,
///   ``value`` weighs constraints against each other. Kiwi's weighted strengths all sit at
///   level 0, below every exact level.
///
/// `required` lies beyond every other strength; it must hold, and the solver throws when it
/// cannot.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Kiwi's value; for a strength at an exact level, its weight within that level, and the
    /// Kiwi strength that stands for it where one weighted objective is all there is.
    public let value: Double
    /// 0 for Kiwi's weighted scale, else the exact priority level (higher wins outright).
    public let level: Double

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

    /// A strength on Kiwi's weighted scale with the given raw value, clipped to 0…required.
    public init(value: Double) {
        self.value = Swift.max(0, Swift.min(value, 1_001_001_000))
        level = 0
    }

    /// A strength at an exact priority level.
    /// - Parameters:
    ///   - level: the level, above 0 (Auto Layout's priority, say); a constraint of a higher
    ///     level outweighs any number of constraints of lower levels.
    ///   - weighted: the Kiwi strength that stands for it where the objective is one weighted
    ///     sum (csys files, a solver made with ``Solver/ObjectiveMode/weighted``); its value
    ///     also weighs this constraint against the others of its level. A required `weighted`
    ///     makes the strength required.
    public init(level: Double, weighted: Strength = .weak) {
        value = weighted.value
        self.level = weighted.isRequired ? 0 : level
    }

    public var isRequired: Bool { value >= Strength.required.value }

    /// The same strength on Kiwi's weighted scale alone (level 0): what a csys file holds.
    public var weighted: Strength { Strength(value: value) }

    /// Required above all; then by level; within a level, by value.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        if lhs.isRequired != rhs.isRequired { return rhs.isRequired }
        if lhs.level != rhs.level { return lhs.level < rhs.level }
        return lhs.value < rhs.value
    }

    public var description: String {
        let weighted: String
        switch value {
        case Strength.required.value: return "required"
        case Strength.strong.value: weighted = "strong"
        case Strength.medium.value: weighted = "medium"
        case Strength.weak.value: weighted = "weak"
        default: weighted = "strength(\(value))"
        }
        return level == 0 ? weighted : "level \(ExpressionFormatter.number(level)) (\(weighted))"
    }
}
