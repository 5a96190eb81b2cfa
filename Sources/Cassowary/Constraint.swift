/// The relation of a constraint's expression to zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    case equal, lessThanOrEqual, greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A linear constraint `expression OP 0` with a strength; compared by identity, as Kiwi's.
///
/// A constraint is immutable; the solver that holds it keeps a slot number in it, so
/// `contains`, `remove` and duplicate checks cost O(1) with no hashing.
/// - Note: a solver is not thread-safe; a constraint belongs to at most one solver at a time
///   (adding it to a second one throws ``SolverError/constraintInAnotherSolver(_:)``).
public final class Constraint: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// `lhs - rhs`: the constraint reads `expression OP 0`.
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength
    /// A name for diagnostics (the layout layer and the csys reader set one).
    public let label: String?

    /// The solver's slot for this constraint, or `noSlot`; the solver checks it by identity.
    var slot = noSlot
    /// The serial of the solver that holds it (meaningful while `slot` is set).
    var solverSerial: UInt32 = 0
    /// The variable its row was last solved for: added again, it is solved for the same one
    /// when it can be, so removing and adding back leaves the tableau as it was.
    var lastSubject = noVariable

    public init(expression: Expression, relation: Relation,
                strength: Strength = .required, label: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// `lhs OP rhs`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                            strength: Strength = .required, label: String? = nil) {
        self.init(expression: lhs.adding(rhs, times: -1), relation: relation,
                  strength: strength, label: label)
    }

    /// A copy with a label: `(x == 10).labeled("x pinned")`.
    public func labeled(_ label: String) -> Constraint {
        Constraint(expression: expression, relation: relation, strength: strength, label: label)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `label: Σ terms + constant OP 0 | strength`, with variables as `v#index`.
    /// ``Solver/describe(_:)`` prints the same with the variables' names.
    public var description: String {
        let body = ExpressionFormatter.format(expression) { "v#\($0.index)" }
        let text = "\(body) \(relation) 0 | \(strength)"
        return label.map { "\($0): \(text)" } ?? text
    }
}
