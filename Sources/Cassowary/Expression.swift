/// One term of a linear expression: `coefficient * variable`.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient·variable + constant`.
///
/// Terms may repeat a variable; the solver sums them when it builds a row.
public struct Expression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    public init(constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression scaled by `factor`.
    public func scaled(by factor: Double) -> Expression {
        Expression(terms: terms.map { Term($0.variable, $0.coefficient * factor) },
                   constant: constant * factor)
    }

    /// `self + other * factor`.
    public func adding(_ other: Expression, times factor: Double = 1) -> Expression {
        var result = self
        result.terms.reserveCapacity(terms.count + other.terms.count)
        for term in other.terms { result.terms.append(Term(term.variable, term.coefficient * factor)) }
        result.constant += other.constant * factor
        return result
    }
}
