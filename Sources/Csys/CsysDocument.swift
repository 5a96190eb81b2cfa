import Cassowary

/// A csys 1 file in memory (docs/csys-format.md): a constraint system, its edit variables,
/// and the resize and churn steps to run on it, with expected values.
///
/// Variables are dense indices into ``variableNames``; every `c` statement's constraint is
/// kept in ``constraints`` so that `d K` / `a K` can name it (K counts from 1).
public struct CsysDocument: Sendable, Equatable {
    /// `Σ coefficient·variable + constant`; a constraint reads `expression OP 0`.
    public struct LinearExpression: Sendable, Equatable {
        public var terms: [CsysTerm]
        public var constant: Double

        public init(terms: [CsysTerm] = [], constant: Double = 0) {
            self.terms = terms
            self.constant = constant
        }
    }

    public struct CsysTerm: Sendable, Equatable {
        public var variable: Int
        public var coefficient: Double

        public init(_ variable: Int, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public struct ConstraintLine: Sendable, Equatable {
        /// `lhs - rhs`.
        public var expression: LinearExpression
        public var relation: Relation
        public var strength: Strength
        /// The line it was read from (0 when built in memory).
        public var line: Int
    }

    public enum Statement: Sendable, Equatable {
        /// Add the constraint at this index of ``constraints`` (a `c` line).
        case constraint(Int)
        case edit(variable: Int, strength: Strength)
        case suggest(variable: Int, value: Double)
        /// `d K`: remove the constraint at index K-1.
        case remove(Int)
        /// `a K`: add the constraint at index K-1 again.
        case add(Int)
        case update
        case expect(variable: Int, value: Double)
    }

    public var variableNames: [String] = []
    public var constraints: [ConstraintLine] = []
    public var statements: [Statement] = []
    /// The line of each statement (0 when built in memory).
    public var statementLines: [Int] = []

    public init() {}

    /// The phase a statement belongs to (see csys-format.md, "Phases").
    public enum Phase: String, Sendable { case build, resize, churn }
}
