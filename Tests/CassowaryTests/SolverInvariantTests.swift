import XCTest
@testable import Cassowary

/// The invariant walk finds a broken tableau (each test breaks one thing by hand), and a
/// constraint belongs to one solver at a time.
final class SolverInvariantTests: XCTestCase {
    private func sample() throws -> (Solver, [Variable]) {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), w = solver.makeVariable("w")
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(300, for: w)
        try solver.add(x == 10)
        try solver.add(y >= x + 20)
        try solver.add(Constraint(Expression(y), .lessThanOrEqual, Expression(w) - 10, strength: .required))
        try solver.add(Constraint(Expression(y), .equal, Expression(constant: 100), strength: Strength(level: 250, weighted: .weak)))
        solver.updateVariables()
        return (solver, [x, y, w])
    }

    func testASoundSolverHasNoViolations() throws {
        let (solver, _) = try sample()
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testAWrongConstantBreaksAConstraintsEquation() throws {
        let (solver, _) = try sample()
        let row = try XCTUnwrap(solver.core.tableau.matrix.rows.ids.first { $0 != Tableau.artificialObjective && solver.core.tableau.matrix.rows[$0].live })
        solver.core.tableau.matrix.constants[row] += 1
        XCTAssertTrue(solver.invariantViolations().contains { $0.contains("row equation is off") }, "\(solver.invariantViolations())")
    }

    /// A core row's constant off (the equation of its constraint with it) is rounding's doing
    /// as far as the walk can tell: a finding of accuracy, which stops a debug build only
    /// where strictness is asked for; a broken rank order is the code's, and always a
    /// finding of structure.
    func testFindingsOfAccuracyAndOfStructureAreToldApart() throws {
        let (solver, _) = try sample()
        let t = solver.core.tableau
        // One no definition reads (a stored value would then be stale: a finding of structure).
        let row = try XCTUnwrap(t.matrix.rows.ids.first { r in
            r != Tableau.artificialObjective && t.matrix.rows[r].live && !t.matrix.rows[r].isDefinition
                && t.matrix.referenceCount(t.matrix.rows[r].basic) == 0
        })
        solver.core.tableau.matrix.constants[row] += 1
        var found = solver.invariantFindings()
        XCTAssertEqual(found.structure, [])
        XCTAssertTrue(found.accuracy.contains { $0.contains("row equation is off") }, "\(found.accuracy)")
        // A public mutation walks the invariants (the solver is small): not strict, the
        // process goes on (strict, the precondition would stop it here).
        let strict = Solver.accuracyIsStrict
        Solver.accuracyIsStrict = false
        defer { Solver.accuracyIsStrict = strict }
        solver.updateVariables()

        let (other, _) = try sample()
        let u = other.core.tableau
        let reader = try XCTUnwrap(u.matrix.rows.ids.first { r in
            u.matrix.rows[r].live && u.matrix.rows[r].isDefinition && u.matrix.cells.elements(r).contains { u.matrix.isDefined($0.symbol) }
        })
        other.core.tableau.matrix.rows[reader].rank = 0
        found = other.invariantFindings()
        XCTAssertTrue(found.structure.contains { $0.contains("mentions one of rank") }, "\(found.structure)")
        XCTAssertEqual(found.accuracy, [])
    }

    func testAColumnEntryThatDoesNotPointBackIsFound() throws {
        let (solver, _) = try sample()
        let list = try XCTUnwrap(solver.core.tableau.matrix.lists.ids.first { !solver.core.tableau.matrix.lists.isEmpty($0) })
        solver.core.tableau.matrix.lists[list, 0].cellPosition += 7
        XCTAssertTrue(solver.invariantViolations().contains { $0.contains("no matching") })
    }

    func testAStrayObjectiveCellIsFound() throws {
        let (solver, _) = try sample()
        let level = try XCTUnwrap(solver.core.records.first { $0.state == .active && $0.level != noLevel }?.level)
        // A coefficient for the artificial symbol, which the objective never holds.
        solver.core.tableau.objective.add(Tableau.artificialSymbol, 5, level: level)
        XCTAssertTrue(solver.invariantViolations().contains { $0.contains("stray cell") || $0.contains("has") }, "\(solver.invariantViolations())")
    }

    func testABrokenRankOrderIsFound() throws {
        let (solver, _) = try sample()
        let t = solver.core.tableau
        let reader = try XCTUnwrap(t.matrix.rows.ids.first { r in
            t.matrix.rows[r].live && t.matrix.rows[r].isDefinition && t.matrix.cells.elements(r).contains { t.matrix.isDefined($0.symbol) }
        })
        solver.core.tableau.matrix.rows[reader].rank = 0
        XCTAssertTrue(solver.invariantViolations().contains { $0.contains("mentions one of rank") })
    }

    func testAConstraintBelongsToOneSolverAtATime() throws {
        let first = Solver(), second = Solver()
        let a = first.makeVariable("a"), b = second.makeVariable("b")
        _ = b
        let c = a == 5
        try first.add(c)
        XCTAssertThrowsError(try second.add(c)) { XCTAssertEqual($0 as? SolverError, .constraintInAnotherSolver(c)) }
        first.updateVariables()
        XCTAssertEqual(first.value(of: a), 5)
        XCTAssertTrue(first.contains(c))
        try first.remove(c)
        XCTAssertThrowsError(try second.add(c))  // a is another solver's variable
        XCTAssertEqual(first.invariantViolations(), [])
    }

    func testAConstraintOfAGoneSolverCanJoinAnother() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        var other: Solver? = Solver()
        let mine = x == 1
        let theirs = Constraint(expression: Expression(constant: 0), relation: .equal)
        try other?.add(theirs)
        other = nil
        try solver.add(theirs)
        try solver.add(mine)
        XCTAssertTrue(solver.contains(theirs))
    }
}
