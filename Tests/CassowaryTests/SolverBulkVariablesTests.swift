import XCTest
@testable import Cassowary

/// `makeVariables(named:)`: many variables at once, every per-symbol array extended once, the
/// same solver as `makeVariable` one name at a time.
final class SolverBulkVariablesTests: XCTestCase {
    private let names = (0..<100).map { "v\($0)" }

    /// A chain of the variables (each 10 right of the one before, the first at 5 or more, soft
    /// pulls toward 0 and 500 on the ends at ties of strength) solved, then its values.
    private func solve(_ solver: Solver, _ v: [Variable]) throws -> [Double] {
        try solver.add(Constraint(Expression(v[0]), .greaterThanOrEqual, Expression(constant: 5)))
        for k in 1..<v.count {
            try solver.add(Constraint(Expression(v[k]), .equal, Expression(v[k - 1]) + 10.25 * Double(k % 3)))
        }
        try solver.add(Constraint(Expression(v[0]), .equal, Expression(constant: 0), strength: .weak))
        try solver.add(Constraint(Expression(v[v.count - 1]), .equal, Expression(constant: 500), strength: .weak))
        solver.updateVariables()
        XCTAssertEqual(solver.invariantViolations(), [])
        return v.map { solver.value(of: $0) }
    }

    func testManyAtOnceMakeTheSameSolverAsOneAtATime() throws {
        let single = Solver(), bulk = Solver()
        let one = names.map { single.makeVariable($0) }
        let many = bulk.makeVariables(named: names)
        XCTAssertGreaterThanOrEqual(names.count, SolverCore.bulkVariables, "the bulk path is taken")
        XCTAssertEqual(many.map(\.index), one.map(\.index))
        XCTAssertEqual(many.map { bulk.name(of: $0) }, names)
        let a = single.core.tableau, b = bulk.core.tableau
        XCTAssertEqual(b.symbols.count, a.symbols.count)
        for s in a.symbols.ids {
            XCTAssertEqual(b.symbols[s].kind, a.symbols[s].kind)
            XCTAssertEqual(b.symbols[s].owner, a.symbols[s].owner)
            XCTAssertEqual(b.symbols[s].variable, a.symbols[s].variable)
            let (x, y) = (b.objective.perSymbol[s], a.objective.perSymbol[s])
            XCTAssertEqual([x.eligible ? 1 : 0, Int(x.head.raw), Int(x.candidatePosition), Int(x.errorLevel.raw)],
                           [y.eligible ? 1 : 0, Int(y.head.raw), Int(y.candidatePosition), Int(y.errorLevel.raw)])
            XCTAssertEqual(x.errorWeight, y.errorWeight)
            XCTAssertEqual(b.matrix.basicRow.entry(of: s).row, a.matrix.basicRow.entry(of: s).row)
            XCTAssertEqual(b.matrix.basicRow.entry(of: s).definition, a.matrix.basicRow.entry(of: s).definition)
            XCTAssertEqual(b.matrix.scratch[s], a.matrix.scratch[s])
            XCTAssertEqual(b.definitionValue[s], a.definitionValue[s])
            XCTAssertEqual(b.matrix.lists.count(s.column), 0)
        }
        XCTAssertEqual(b.perSymbolLengthViolations(), [])
        XCTAssertEqual(b.definitionValue.count, a.definitionValue.count)
        XCTAssertEqual(b.matrix.scratch.count, a.matrix.scratch.count)
        XCTAssertEqual(b.matrix.lists.listCount, a.matrix.lists.listCount)
        XCTAssertEqual(b.objective.perSymbol.count, a.objective.perSymbol.count)
        XCTAssertEqual(bulk.core.variables.ids.map { bulk.core.variables[$0].symbol },
                       single.core.variables.ids.map { single.core.variables[$0].symbol })
        XCTAssertEqual(bulk.core.publishedValues.ids.map { bulk.core.publishedValues[$0] },
                       single.core.publishedValues.ids.map { single.core.publishedValues[$0] })
        let expected = try solve(single, one)
        let values = try solve(bulk, many)
        XCTAssertEqual(values.map(\.bitPattern), expected.map(\.bitPattern))
        XCTAssertEqual(values[0], 5)
    }

    /// After removals have freed symbols for reuse, new variables recycle them one at a time,
    /// as `makeVariable` does; a few at once take the appends too.
    func testFreedSymbolsAreRecycledAsOneAtATime() throws {
        let single = Solver(), bulk = Solver()
        for solver in [single, bulk] {
            let x = solver.makeVariable("x")
            let c = Constraint(Expression(x), .lessThanOrEqual, Expression(constant: 10))
            try solver.add(c)
            try solver.remove(c)  // its slack goes back to the free symbols
            solver.updateVariables()
        }
        let one = names.map { single.makeVariable($0) }
        let many = bulk.makeVariables(named: names)
        XCTAssertEqual(bulk.core.tableau.symbols.count, single.core.tableau.symbols.count)
        XCTAssertEqual(bulk.core.variables.ids.map { bulk.core.variables[$0].symbol },
                       single.core.variables.ids.map { single.core.variables[$0].symbol })
        XCTAssertEqual(try solve(bulk, many).map(\.bitPattern), try solve(single, one).map(\.bitPattern))
        let few = bulk.makeVariables(named: ["a", "b"])
        XCTAssertEqual(few.map { bulk.name(of: $0) }, ["a", "b"])
        XCTAssertEqual(bulk.variableCount, 1 + names.count + 2)
        XCTAssertEqual(bulk.makeVariables(named: []), [])
    }

    /// The invariant walk names a per-symbol array one entry short or long.
    func testAnArrayOutOfStepWithTheSymbolsIsNamed() {
        let solver = Solver()
        _ = solver.makeVariables(named: names)
        var tableau = solver.core.tableau
        XCTAssertEqual(tableau.perSymbolLengthViolations(), [])
        let symbols = tableau.symbols.count
        tableau.definitionValue.append(0)
        XCTAssertEqual(tableau.perSymbolLengthViolations(), ["values: \(symbols + 1) entries for \(symbols) symbols"])
        solver.core.publishedValues.append(0)
        XCTAssertTrue(solver.invariantViolations().contains { $0.hasPrefix("variables: ") })
    }
}
