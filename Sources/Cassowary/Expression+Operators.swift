// Operators that read like the algebra: `2 * x + y - 10`, `x + w <= root.w - 8`.
// Only Expression-valued overloads exist (no Term arithmetic) to keep type checking fast.

public func * (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs, lhs)]) }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, 1 / rhs)]) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
public prefix func - (operand: Variable) -> Expression { Expression(terms: [Term(operand, -1)]) }
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }

public func + (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs) }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs.adding(Expression(rhs)) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs).adding(rhs) }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(terms: [Term(lhs), Term(rhs)]) }
public func + (lhs: Expression, rhs: Double) -> Expression { lhs.adding(Expression(constant: rhs)) }
public func + (lhs: Double, rhs: Expression) -> Expression { rhs.adding(Expression(constant: lhs)) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs)], constant: rhs) }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs)], constant: lhs) }

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs, times: -1) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs.adding(Expression(rhs), times: -1) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs).adding(rhs, times: -1) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(terms: [Term(lhs), Term(rhs, -1)]) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs.adding(Expression(constant: -rhs)) }
public func - (lhs: Double, rhs: Expression) -> Expression { Expression(constant: lhs).adding(rhs, times: -1) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs)], constant: -rhs) }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs, -1)], constant: lhs) }

// Relations build a required constraint; `| strength` makes a weaker copy.

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .equal, Expression(constant: rhs)) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .equal, Expression(constant: rhs)) }

public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .lessThanOrEqual, Expression(rhs)) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs)) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .lessThanOrEqual, Expression(constant: rhs)) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, Expression(constant: rhs)) }

public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .greaterThanOrEqual, Expression(rhs)) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs)) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .greaterThanOrEqual, Expression(constant: rhs)) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, Expression(constant: rhs)) }

/// A copy of `constraint` with another strength: `(x == 10) | .strong`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    Constraint(expression: constraint.expression, relation: constraint.relation,
               strength: strength, label: constraint.label)
}
