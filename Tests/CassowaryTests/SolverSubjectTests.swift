import XCTest
@testable import Cassowary

/// Which variable a constraint's row is solved for: one whose coefficient is not small beside
/// the row's largest (threshold partial pivoting), then the one fewest definitions read.
final class SolverSubjectTests: XCTestCase {
    private func isDefined(_ v: Variable, in solver: Solver) -> Bool {
        solver.core.tableau.matrix.basicRow[solver.core.variables[v.id].symbol] != noRow
    }

    /// Solved for `a`, the row would read a = 120 − 40·b: every later row that takes it in
    /// multiplies its rounding by 40. Solved for `b`, by 0.025.
    func testASmallCoefficientIsNotSolvedFor() throws {
        let solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        try solver.add(0.25 * a + 10 * b == 30)
        XCTAssertTrue(isDefined(b, in: solver))
        XCTAssertFalse(isDefined(a, in: solver))
    }

    /// Within the threshold the fewest readers decide, as before: a multiplier of ½ (a
    /// centre) beside 1 is no reason to pass over a variable nothing reads.
    func testWithinTheThresholdTheFewestReadersDecide() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), w = solver.makeVariable("w")
        try solver.add(w == 100)
        try solver.add(x + 0.5 * w == y)  // x first among the free: solved for x
        XCTAssertTrue(isDefined(x, in: solver))
        let z = solver.makeVariable("z")
        try solver.add(y == 0.5 * z + 3)  // y is read by x's row; z by none: solved for z
        XCTAssertTrue(isDefined(z, in: solver))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x) - solver.value(of: y), -50, accuracy: 1e-12)
    }

    /// When every free variable is small beside a defined one, the largest free one is taken.
    func testTheLargestFreeVariableWhenAllAreSmall() throws {
        let solver = Solver()
        let p = solver.makeVariable("p"), q = solver.makeVariable("q"), r = solver.makeVariable("r")
        try solver.add(p == 7)
        try solver.add(1000 * p + 0.5 * q + 2 * r == 0)
        XCTAssertTrue(isDefined(r, in: solver))
        XCTAssertFalse(isDefined(q, in: solver))
        solver.updateVariables()
        XCTAssertEqual(0.5 * solver.value(of: q) + 2 * solver.value(of: r), -7000, accuracy: 1e-9)
    }
}
