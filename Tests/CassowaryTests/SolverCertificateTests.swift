import XCTest
@testable import Cassowary

/// The dual certificate (`SolverCore.certifyOptimality`): it must refuse a vertex that is not
/// optimal however consistent the tableau is, and accept every optimal one (the property
/// tests assert it on every seed).
final class SolverCertificateTests: XCTestCase {
    /// A soft `x == 50` inside required bounds 0…100, and a weaker `x == 80`.
    static func boundedSystem() throws -> (Solver, Variable) {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 0)
        try solver.add(x <= 100)
        try solver.add((x == 50) | .medium)
        try solver.add((x == 80) | .weak)
        solver.updateVariables()
        return (solver, x)
    }

    /// Steps the tableau to a neighbouring vertex by a primal pivot on a parametric symbol
    /// whose reduced cost is positive: the rows stay exact, every constraint still holds, the
    /// objective goes up. Returns whether a step was found.
    static func stepAway(_ solver: Solver) -> Bool {
        var first = FirstChoice()
        return stepAway(solver, using: &first)
    }

    /// `stepAway`, the symbol drawn at random among those that can step.
    static func stepAway<G: RandomNumberGenerator>(_ solver: Solver, using rng: inout G) -> Bool {
        let tableau = solver.core.tableau
        var candidates: [(SymbolID, RowID)] = []
        for s in tableau.symbols.ids where tableau.matrix.basicRow[s] == noRow
            && (tableau.symbols[s].kind == .slack || tableau.symbols[s].kind == .error)
            && tableau.symbols[s].owner != noSlot {
            let row = solver.core.tableau.leavingRow(for: s)
            guard row != noRow, solver.core.tableau.matrix.constants[row] > 1 else { continue }
            candidates.append((s, row))
        }
        guard !candidates.isEmpty else { return false }
        let (s, row) = candidates[Int(rng.next() % UInt64(candidates.count))]
        solver.core.tableau.pivot(entering: s, row: row)
        return true
    }

    /// A generator whose every draw is 0: the first candidate.
    private struct FirstChoice: RandomNumberGenerator {
        mutating func next() -> UInt64 { 0 }
    }

    func testTheOptimumIsCertified() throws {
        let (solver, x) = try Self.boundedSystem()
        XCTAssertEqual(solver.value(of: x), 50)
        XCTAssertEqual(solver.core.certifyOptimality(), .optimal)
    }

    func testAConsistentVertexThatIsNotOptimalIsRefused() throws {
        let (solver, x) = try Self.boundedSystem()
        XCTAssertTrue(Self.stepAway(solver))
        let moved = solver.currentValue(of: x)
        XCTAssertNotEqual(moved, 50, "the step left the optimum")
        guard case let .notOptimal(slot, reducedCost, _) = solver.core.certifyOptimality() else {
            return XCTFail("a vertex off the optimum was certified")
        }
        XCTAssertLessThan(reducedCost, 0)
        XCTAssertNotNil(solver.core.records[slot].constraint)
        // `verify` takes the solver back to the optimum.
        try solver.verify()
        XCTAssertEqual(solver.value(of: x), 50)
        XCTAssertEqual(solver.core.certifyOptimality(), .optimal)
    }

    /// Priority levels: a level-1000 constraint wins outright over any weight below it, and the
    /// duals are checked level by level.
    func testLevelsAreCheckedHighestFirst() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x + y == 100)
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add((x == 70) | Strength(level: 1000, weighted: .weak))
        try solver.add((y == 90) | Strength(level: 750, weighted: .strong))
        try solver.add((y == 95) | Strength(level: 750, weighted: .strong))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 70)
        XCTAssertEqual(solver.core.certifyOptimality(), .optimal)
        XCTAssertTrue(Self.stepAway(solver))
        XCTAssertNotEqual(solver.currentValue(of: x), 70)
        guard case .notOptimal = solver.core.certifyOptimality() else {
            return XCTFail("a vertex off the optimum was certified")
        }
    }

    /// A coupled system (no equation has a lone unknown, no unknown a lone equation) goes
    /// through sparse elimination; a chain peels; a cycle couples and fills nothing.
    func testTheDualSolveHandlesCoupledAndTriangularParts() {
        var system = SparseDualSystem(equations: 3, levels: 2)
        // [2 1 0; 1 3 1; 0 1 4] y = b, for two right-hand sides.
        let m: [[Double]] = [[2, 1, 0], [1, 3, 1], [0, 1, 4]]
        for e in 0..<3 { for u in 0..<3 { system.add(equation: e, unknown: u, m[e][u]) } }
        let expected: [[Double]] = [[1, -2, 0.5], [0, 4, -1]]
        for e in 0..<3 {
            for l in 0..<2 { system.rhs[e * 2 + l] = (0..<3).reduce(0) { $0 + m[e][$1] * expected[l][$1] } }
        }
        guard case let .solved(y) = system.solve() else { return XCTFail("not solved") }
        for u in 0..<3 { for l in 0..<2 { XCTAssertEqual(y[u * 2 + l], expected[l][u], accuracy: 1e-12) } }

        // A chain y0 = 1, y0 + y1 = 3, y1 + y2 = 5, with the equations in another order.
        var chain = SparseDualSystem(equations: 3, levels: 1)
        chain.add(equation: 2, unknown: 0, 1)
        chain.add(equation: 0, unknown: 0, 1); chain.add(equation: 0, unknown: 1, 1)
        chain.add(equation: 1, unknown: 1, 1); chain.add(equation: 1, unknown: 2, 1)
        chain.rhs = [3, 5, 1]
        guard case let .solved(z) = chain.solve() else { return XCTFail("a chain did not peel") }
        XCTAssertEqual(z, [1, 2, 3])

        // A cycle of 1 001 equations (a chain pinned at both ends): y_i + y_(i+1 mod n) = 2i + 1.
        let n = 1_001
        var cycle = SparseDualSystem(equations: n, levels: 1)
        for i in 0..<n {
            cycle.add(equation: i, unknown: i, 1)
            cycle.add(equation: i, unknown: (i + 1) % n, i == 0 ? 1e-12 + 1 : 1)
            cycle.rhs[i] = Double(2 * i + 1)
        }
        guard case let .solved(c) = cycle.solve() else { return XCTFail("a cycle was not solved") }
        for i in 0..<n {
            let a = i == 0 ? 1e-12 + 1 : 1.0
            XCTAssertEqual(c[i] + a * c[(i + 1) % n], Double(2 * i + 1), accuracy: 1e-9)
        }

        // A small pivot is passed over for a large one in its equation.
        var small = SparseDualSystem(equations: 2, levels: 1)
        small.add(equation: 0, unknown: 0, 1); small.add(equation: 0, unknown: 1, 1)
        small.add(equation: 1, unknown: 0, 1e-14); small.add(equation: 1, unknown: 1, 1)
        small.rhs = [2, 1]
        guard case let .solved(s) = small.solve() else { return XCTFail("not solved") }
        XCTAssertEqual(s[0], 1, accuracy: 1e-12)
        XCTAssertEqual(s[1], 1, accuracy: 1e-12)

        var singular = SparseDualSystem(equations: 2, levels: 1)
        singular.add(equation: 0, unknown: 0, 1); singular.add(equation: 0, unknown: 1, 2)
        singular.add(equation: 1, unknown: 0, 2); singular.add(equation: 1, unknown: 1, 4)
        guard case .failed = singular.solve() else { return XCTFail("a singular system was solved") }
    }

    /// Two soft pulls on x whose weights differ by one part in 10¹⁰ (10⁶ against 10⁶ + 10⁻⁴):
    /// the basis of the answer the lighter pull would win is not optimal, by a reduced cost of
    /// 10⁻¹⁰ of the dual sums. The certificate's tolerance was 10⁻⁹ of those sums, to cover
    /// the unrefined duals' own error, and took it for zero; the refined duals' error is
    /// estimated instead, and the tolerance is 10⁻¹².
    func testAReducedCostOfOnePartIn10To10IsNotZero() throws {
        func system(towardZero: Double, towardTen: Double) throws -> (Solver, Variable) {
            let solver = Solver()
            let x = solver.makeVariable("x")
            try solver.add(x >= -100)
            try solver.add(x <= 100)
            try solver.add((x == 0) | Strength(value: towardZero))
            try solver.add((x == 10) | Strength(value: towardTen))
            solver.updateVariables()
            return (solver, x)
        }
        let (tenWins, x) = try system(towardZero: 1e6, towardTen: 1e6 + 1e-4)
        let (zeroWins, y) = try system(towardZero: 1e6 + 1e-4, towardTen: 1e6)
        XCTAssertEqual(tenWins.value(of: x), 10)
        XCTAssertEqual(zeroWins.value(of: y), 0)
        XCTAssertEqual(tenWins.core.certifyOptimality(), .optimal)
        // Built alike, the two solvers number their symbols and slots alike: the other's basis
        // reads as a basis of this one.
        guard case let .notOptimal(_, reducedCost, _) = tenWins.core.certifyOptimality(zeroWins.core.basisShape()) else {
            return XCTFail("the basis of x = 0 was certified where x = 10 is lower by 10⁻⁴ per unit")
        }
        XCTAssertEqual(abs(reducedCost), 1e-4, accuracy: 1e-6)
    }

    /// A constraint that names a variable twice, not side by side (`-v0 + v1 + 0.5·v0`), is one
    /// entry per unknown: two entries of one unknown in one equation made the peeling count it
    /// twice, and the solve gave values that did not hold the equations without failing.
    func testAnUnknownNamedTwiceInOneConstraintIsOneEntry() {
        var system = SparseDualSystem(equations: 2, levels: 1)
        system.beginConstraint()
        system.add(equation: 0, unknown: 0, -1); system.add(equation: 0, unknown: 1, 1); system.add(equation: 0, unknown: 0, 0.5)
        system.beginConstraint()
        system.add(equation: 1, unknown: 1, 1)
        system.rhs = [4, 3]  // -0.5·y0 + y1 = 4, y1 = 3
        guard case let .solved(y) = system.solve() else { return XCTFail("not solved") }
        XCTAssertEqual(y[0], -2, accuracy: 1e-12)
        XCTAssertEqual(y[1], 3, accuracy: 1e-12)
    }
}
