import XCTest
@testable import Cassowary

final class SolverRemovalTests: XCTestCase {
    /// A chain of dependent required equalities, removed in an order unlike the build's.
    func testRemovingRequiredEqualitiesReDerivesTheirDependents() throws {
        let solver = Solver()
        let x = (0..<5).map { solver.makeVariable("x\($0)") }
        var cs: [Constraint] = [x[0] == 1]
        for i in 1..<5 { cs.append(x[i] == x[i - 1] + 1) }
        for c in cs { try solver.add(c) }
        try solver.add((x[0] == 100) | .weak)
        try solver.add((x[2] == 100) | .medium)
        try solver.add((x[4] == 50) | .weak)
        solver.updateVariables()
        XCTAssertEqual(x.map(solver.value(of:)), [1, 2, 3, 4, 5])
        try solver.remove(cs[2])  // x2 is free now: its medium pin beats x4's weak one
        solver.updateVariables()
        XCTAssertEqual(x.map { solver.value(of: $0) }, [1, 2, 100, 101, 102])
        XCTAssertGreaterThan(solver.counters.rederivedConstraints, 0)
        try solver.remove(cs[0])
        try solver.remove(cs[4])
        solver.updateVariables()
        XCTAssertEqual(x.map { solver.value(of: $0) }, [100, 101, 100, 101, 50])
        try solver.add(cs[0])
        try solver.add(cs[2])
        try solver.add(cs[4])
        solver.updateVariables()
        XCTAssertEqual(x.map(solver.value(of:)), [1, 2, 3, 4, 5])
    }

    func testRedundantConstraintComesBackWhenItsCauseGoes() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let a = x == 10, b = y == x, c = y == 10
        try solver.add(a)
        try solver.add(b)
        try solver.add(c)
        XCTAssertTrue(solver.isRedundant(c))
        XCTAssertEqual(solver.redundantConstraints, [c])
        XCTAssertEqual(solver.counters.redundantConstraints, 1)
        try solver.add((x == 3) | .strong)
        try solver.remove(a)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 10, "c still pins y, and b ties x to it")
        XCTAssertFalse(solver.isRedundant(c))
        try solver.remove(c)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 3)
        XCTAssertEqual(solver.value(of: y), 3)
    }

    func testRemovingSoftAndInequalityConstraints() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let low = x >= 20, pref = (x == 5) | .medium, tie = (y == x) | .weak, cap = y <= 8
        for c in [low, pref, tie, cap] { try solver.add(c) }
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 8, accuracy: 1e-9)
        try solver.remove(low)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 5, accuracy: 1e-9)
        try solver.remove(cap)
        try solver.remove(pref)
        try solver.remove(tie)
        XCTAssertEqual(solver.tableauSize.rows, 0)
        XCTAssertEqual(solver.tableauSize.cells, 0)
    }

    func testEditVariablesAroundSuggestionsAndRemovals() throws {
        let solver = Solver()
        let w = solver.makeVariable("w"), a = solver.makeVariable("a"), b = solver.makeVariable("b")
        let split = a + b == w
        try solver.add(split)
        try solver.add(a == b)
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(100, for: w)
        try solver.remove(split)  // the edit's row was absorbed by split's: re-derivation must keep w at 100
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: w), 100)
        try solver.add(split)
        try solver.suggestValue(60, for: w)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: a), 30)
        try solver.removeEditVariable(w)
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(10, for: w)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: b), 5)
    }

    /// The incrementally edited solver and one built from scratch agree on every value.
    func testIncrementalEditsMatchARebuild() throws {
        var rng = SeededGenerator(seed: 7)
        let solver = Solver()
        let vars = (0..<6).map { solver.makeVariable("x\($0)") }
        var live: [Constraint] = []
        for v in vars { try solver.add((v == 0) | .weak) }
        for _ in 0..<200 {
            if !live.isEmpty && Int.random(in: 0..<3, using: &rng) == 0 {
                let c = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
                try solver.remove(c)
            } else {
                let spec = RandomSystem.spec(variables: vars.count, using: &rng)
                let c = RandomSystem.constraint(spec, vars)
                if case .success = Result(catching: { () throws(SolverError) in try solver.add(c) }) { live.append(c) }
            }
        }
        let fresh = Solver()
        let freshVars = (0..<6).map { fresh.makeVariable("x\($0)") }
        for v in freshVars { try fresh.add((v == 0) | .weak) }
        let order = solver.constraints.filter { c in live.contains { $0 === c } }
        for c in order {
            let copy = Constraint(expression: Expression(
                terms: c.expression.terms.map { Term(freshVars[Int($0.variable.index)], $0.coefficient) },
                constant: c.expression.constant), relation: c.relation, strength: c.strength)
            try fresh.add(copy)
        }
        solver.updateVariables()
        fresh.updateVariables()
        let specs = order.map { c in
            RandomSystem.Spec(terms: c.expression.terms.map { (Int($0.variable.index), $0.coefficient) },
                              constant: c.expression.constant, relation: c.relation, strength: c.strength)
        }
        let error = { (values: [Double]) in specs.reduce(0.0) { $0 + ($1.strength.isRequired ? 0 : $1.strength.value * RandomSystem.violation($1, values)) }
            + values.reduce(0.0) { $0 + abs($1) } }
        let a = vars.map(solver.value(of:)), b = freshVars.map(fresh.value(of:))
        XCTAssertEqual(error(a), error(b), accuracy: 1e-6 * max(1, error(b)))
    }
}

final class DependencyMemoryTests: XCTestCase {
    /// Removing and re-adding the same constraints again and again re-derives their dependents
    /// each time; the edge pool must reach a steady size, not grow with every step.
    func testChurnKeepsTheDependencyGraphBounded() throws {
        let solver = Solver()
        let root = solver.makeVariable("root.w")
        try solver.addEditVariable(root, strength: .strong)
        var xs: [Variable] = [], lines: [Constraint] = []
        for i in 0..<50 {
            let x = solver.makeVariable("v\(i).x"), w = solver.makeVariable("v\(i).w")
            lines.append(i == 0 ? x == 8 : x == xs[i - 1] + 8)
            lines.append(w == 0.5 * root)
            xs.append(x)
        }
        for c in lines { try solver.add(c) }
        func churn() throws {
            for c in lines[20..<24] { try solver.remove(c) }
            for c in lines[20..<24] { try solver.add(c) }
        }
        for _ in 0..<3 { try churn() }
        let steady = solver.core.tableau.deps.edgesInUse
        var sizes: [Int] = []
        for _ in 0..<10 {
            for _ in 0..<100 { try churn() }
            sizes.append(solver.core.tableau.deps.edgesInUse)
        }
        // Dead edges are pruned when a list doubles, so the pool breathes but stays within
        // a constant factor of its steady size.
        XCTAssertLessThanOrEqual(sizes.max() ?? 0, 2 * steady + 16, "\(steady) → \(sizes)")
        try solver.suggestValue(400, for: root)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: xs[49]), 8 * 50)
    }
}

/// A removal is carried out when the solver is next asked for something, and so are the
/// re-derivations it needs; a constraint added back before then never leaves the tableau.
final class PendingReadditionTests: XCTestCase {
    func testALineAddedBackBeforeAnythingElseNeverLeavesTheTableau() throws {
        let solver = Solver()
        let xs = (0..<6).map { solver.makeVariable("x\($0)") }
        var links: [Constraint] = [xs[0] == 10]
        for i in 1..<6 { links.append(xs[i] == xs[i - 1] + 5) }
        // A closing constraint that takes the whole chain in.
        let closing = Constraint(Expression(xs[5]) + Expression(xs[0]), .equal, Expression(constant: 45))
        for c in links { try solver.add(c) }
        try solver.add(closing)
        solver.updateVariables()
        XCTAssertEqual(xs.map(solver.value(of:)), [10, 15, 20, 25, 30, 35])
        let before = solver.counters
        try solver.remove(links[2])
        XCTAssertFalse(solver.contains(links[2]))
        XCTAssertEqual(solver.constraints.count, 6)
        XCTAssertThrowsError(try solver.remove(links[2])) {
            guard case .unknownConstraint? = $0 as? SolverError else { return XCTFail("\($0)") }
        }
        XCTAssertEqual(solver.core.leaving, [links[2].slot])
        XCTAssertTrue(solver.core.pending.isEmpty, "not carried out yet")
        try solver.add(links[2])
        XCTAssertTrue(solver.contains(links[2]))
        XCTAssertEqual(solver.core.leaving, [])
        solver.updateVariables()
        // The tableau never changed: no pivot, no row re-derived.
        XCTAssertEqual(solver.counters.rederivedConstraints, before.rederivedConstraints)
        XCTAssertEqual(solver.counters.pivots, before.pivots)
        XCTAssertEqual(solver.counters.constraintsRemoved, before.constraintsRemoved + 1)
        XCTAssertEqual(xs.map(solver.value(of:)), [10, 15, 20, 25, 30, 35])
        XCTAssertEqual(solver.invariantViolations(), [])

        // Asked for values in between, the solver carries the removal out: the closing
        // constraint took the link in, so it is re-derived, and the chain splits at the hole.
        try solver.remove(links[2])
        solver.updateVariables()
        XCTAssertGreaterThan(solver.counters.rederivedConstraints, before.rederivedConstraints)
        XCTAssertFalse(solver.contains(links[2]))
        XCTAssertEqual(solver.value(of: xs[1]), 15)
        XCTAssertEqual(solver.value(of: xs[5]), 35)
        try solver.add(links[2])
        solver.updateVariables()
        XCTAssertEqual(xs.map(solver.value(of:)), [10, 15, 20, 25, 30, 35])
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// Removals carried out in the order they were made, holes and all, whatever call
    /// carries them out.
    func testRemovalsAreCarriedOutInOrderByWhateverCallComesNext() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let a = (x >= 10) | .strong, b = (x <= 5) | .medium, c = y == x + 1, d = (y == 100) | .weak
        for k in [a, b, c, d] { try solver.add(k) }
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 10)
        try solver.remove(a)
        try solver.remove(b)
        try solver.remove(d)
        try solver.add(b)  // a hole in the middle of the list
        XCTAssertEqual(solver.core.leaving, [a.slot, noSlot, d.slot])
        // A suggestion carries them out first.
        try solver.addEditVariable(y, strength: .weak)
        XCTAssertEqual(solver.core.leaving, [])
        XCTAssertEqual(Set(solver.constraints), [b, c])
        try solver.suggestValue(3, for: y)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 2)
        XCTAssertEqual(solver.value(of: y), 3)
        // Removing and adding back one constraint over and over leaves no list behind.
        for _ in 0..<100 {
            try solver.remove(c)
            try solver.add(c)
        }
        XCTAssertEqual(solver.core.leaving, [])
        XCTAssertEqual(solver.invariantViolations(), [])

        // The walk sees a list and records that disagree.
        try solver.remove(c)
        solver.core.records[c.slot].leavingIndex = 3
        XCTAssertEqual(solver.invariantViolations(), ["leaving[0]: slot \(c.slot) has index 3"])
        solver.core.records[c.slot].leavingIndex = 0
        solver.core.leaving = []
        XCTAssertEqual(solver.invariantViolations(), ["1 records are leaving, 0 listed"])
    }

    func testANewConstraintStillMeetsTheOnesWaitingToGoBack() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let base = x == 10, follower = y == x + 1, pin = Constraint(Expression(y) + Expression(x), .equal, Expression(constant: 21))
        try solver.add(base)
        try solver.add(follower)
        try solver.add(pin)
        try solver.remove(base)
        XCTAssertEqual(solver.core.leaving.count, 1, "not carried out yet")
        // base's removal is carried out before x == 0 meets the others: x + y == 21 and
        // y == x + 1 hold together only at x = 10, so x == 0 must be refused.
        let conflicting = x == 0
        XCTAssertThrowsError(try solver.add(conflicting)) {
            guard case .unsatisfiable? = $0 as? SolverError else { return XCTFail("\($0)") }
        }
        XCTAssertFalse(solver.contains(conflicting))
        // Adding back a removed line needs no such check: it held with the others before.
        try solver.add(base)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 10)
        XCTAssertEqual(solver.value(of: y), 11)
        XCTAssertEqual(solver.invariantViolations(), [])
    }
}

