import Cassowary

/// Builds a ``CsysDocument`` in memory, by variable name: what the workload generators use.
///
/// Names are looked up in a dictionary here, once per generated line; nothing of it reaches
/// the solver's timed work.
public struct CsysBuilder {
    public private(set) var document = CsysDocument()
    private var indexByName: [String: Int] = [:]

    public init() {}

    /// The index of the named variable, created on first use.
    public mutating func variable(_ name: String) -> Int {
        if let index = indexByName[name] { return index }
        let index = document.variableNames.count
        document.variableNames.append(name)
        indexByName[name] = index
        return index
    }

    /// `lhs OP rhs` with the given strength (a `c` line); returns its number K (from 1).
    @discardableResult
    public mutating func constraint(_ lhs: [(String, Double)], _ lhsConstant: Double = 0,
                                    _ relation: Relation,
                                    _ rhs: [(String, Double)], _ rhsConstant: Double = 0,
                                    strength: Strength = .required) -> Int {
        var terms: [CsysDocument.CsysTerm] = []
        terms.reserveCapacity(lhs.count + rhs.count)
        for (name, c) in lhs { terms.append(.init(variable(name), c)) }
        for (name, c) in rhs { terms.append(.init(variable(name), -c)) }
        let expression = CsysDocument.LinearExpression(terms: terms, constant: lhsConstant - rhsConstant)
        return constraint(expression, relation, strength: strength)
    }

    /// A constraint `expression OP 0`; returns its number K (from 1).
    @discardableResult
    public mutating func constraint(_ expression: CsysDocument.LinearExpression, _ relation: Relation,
                                    strength: Strength = .required) -> Int {
        document.constraints.append(.init(expression: expression, relation: relation, strength: strength, line: 0))
        append(.constraint(document.constraints.count - 1))
        return document.constraints.count
    }

    public mutating func edit(_ name: String, strength: Strength) { append(.edit(variable: variable(name), strength: strength)) }
    public mutating func suggest(_ name: String, _ value: Double) { append(.suggest(variable: variable(name), value: value)) }
    public mutating func remove(_ k: Int) { append(.remove(k - 1)) }
    public mutating func add(_ k: Int) { append(.add(k - 1)) }
    public mutating func update() { append(.update) }
    public mutating func expect(_ name: String, _ value: Double) { append(.expect(variable: variable(name), value: value)) }

    private mutating func append(_ statement: CsysDocument.Statement) {
        document.statements.append(statement)
        document.statementLines.append(0)
    }
}
