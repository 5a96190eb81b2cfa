import XCTest
@testable import Cassowary

/// A replayed shift plan must move the tableau exactly as the general loop does: two solvers
/// run the same random screens and drags, one with plans off, and after every step their row
/// constants are compared bit for bit and their published values with `==`. The screens are
/// rows of labels whose hugging and compression errors read the root's width, so the edit's
/// marker is in dozens of core rows; some drags make a label give way (a row turns infeasible
/// and the dual simplex pivots, which retires the plan), and constraints are taken out and
/// put back with another multiplier (a changed coefficient, which must retire it too).
final class SolverShiftPlanTests: XCTestCase {
    private static let multipliers: [Double] = [1, 0.5, 0.25, 2, 3, 10, 16.0 / 9, 0.618]

    func testAReplayedPlanMovesTheRowsAsTheLoopDoes() throws {
        var replays = 0, replaysThatPivot = 0, retiredByACoefficient = 0
        for seed in UInt64(0)..<12 {
            var rng = SeededGenerator(seed: seed)
            let planning = Solver(), walking = Solver()
            walking.core.tableau.shortcuts.plansShifts = false
            let labels = Int.random(in: 10...30, using: &rng)
            let names = ["root.w", "root.h"] + (0..<labels).flatMap { ["l\($0).x", "l\($0).w"] }
            let a = names.map { planning.makeVariable($0) }, b = names.map { walking.makeVariable($0) }
            var lines: [(Constraint, Constraint)] = []
            func line(_ make: ([Variable]) -> Constraint) -> (Constraint, Constraint) { (make(a), make(b)) }
            func soft(_ e: ([Variable]) -> Cassowary.Expression, _ r: Relation, _ s: Strength) -> (Constraint, Constraint) {
                line { Constraint(expression: e($0), relation: r, strength: s) }
            }
            for l in 0..<labels {
                let x = 2 + 2 * l, w = x + 1
                let intrinsic = Double(Int.random(in: 20...120, using: &rng))
                let k = Self.multipliers.randomElement(using: &rng) ?? 1
                // Label l starts after the one before it; the last ends within the root.
                lines.append(l == 0 ? line { $0[x] == 8 } : line { $0[x] == $0[x - 2] + $0[x - 1] + 8 })
                // Compression and hugging at default-like priorities, ties included.
                lines.append(soft({ $0[w] - intrinsic }, .greaterThanOrEqual, Strength(level: 750, weighted: .medium)))
                lines.append(soft({ $0[w] - intrinsic }, .lessThanOrEqual, Strength(level: 250, weighted: .weak)))
                // A share of the root it may not exceed, and one it would like.
                lines.append(soft({ $0[0] * (k / 4) - $0[w] }, .greaterThanOrEqual, .required))
                lines.append(soft({ $0[w] - $0[0] * (k / 8) }, .equal, .weak))
                if l == labels - 1 { lines.append(soft({ $0[0] - 8 - $0[x] - $0[w] }, .greaterThanOrEqual, .required)) }
            }
            for (c, d) in lines {
                do { try planning.add(c) } catch { XCTAssertThrowsError(try walking.add(d)); continue }
                try walking.add(d)
            }
            for e in [0, 1] {
                try planning.addEditVariable(a[e], strength: .strong)
                try walking.addEditVariable(b[e], strength: .strong)
            }
            // Room for every label at its intrinsic width, until a jump takes it away.
            var width = Double(labels) * 140
            for step in 0..<60 {
                let context = "seed \(seed), step \(step)"
                let roll = Int.random(in: 0..<15, using: &rng)
                if roll == 0, let k = (0..<lines.count).randomElement(using: &rng) {
                    // The same line back with its multiplier changed: a coefficient moves.
                    let recorded = planning.core.tableau.shiftPlans.plans.contains { $0.generation == planning.core.tableau.matrix.generation }
                    let (c, d) = lines[k]
                    let factor = Self.multipliers.randomElement(using: &rng) ?? 1
                    let e = Constraint(expression: c.expression.scaled(by: factor), relation: c.relation, strength: c.strength)
                    let f = Constraint(expression: d.expression.scaled(by: factor), relation: d.relation, strength: d.strength)
                    try? planning.remove(c)
                    try? walking.remove(d)
                    let added = (try? planning.add(e)) != nil
                    XCTAssertEqual((try? walking.add(f)) != nil, added, context)
                    lines[k] = (e, f)
                    planning.updateVariables()
                    if recorded && !planning.core.tableau.shiftPlans.plans.contains(where: { $0.generation == planning.core.tableau.matrix.generation }) {
                        retiredByACoefficient += 1
                    }
                } else if roll == 1 {
                    let height = Double(Int.random(in: 400...900, using: &rng))
                    try planning.suggestValue(height, for: a[1])
                    try walking.suggestValue(height, for: b[1])
                } else {
                    // Mostly small moves (a drag), now and then a jump that makes labels give way.
                    width += roll == 2 ? Double(Int.random(in: -300...300, using: &rng)) : Double(Int.random(in: -20...30, using: &rng))
                    width = max(40, width)
                    let before = planning.core.tableau.shiftPlans.replays, pivots = planning.counters.pivots
                    try planning.suggestValue(width, for: a[0])
                    try walking.suggestValue(width, for: b[0])
                    if planning.core.tableau.shiftPlans.replays > before {
                        replays += 1
                        if planning.counters.pivots > pivots { replaysThatPivot += 1 }
                    }
                }
                planning.updateVariables()
                walking.updateVariables()
                let p = planning.core.tableau.matrix, q = walking.core.tableau.matrix
                XCTAssertEqual(p.constants.count, q.constants.count, context)
                for r in p.constants.ids where p.constants[r].bitPattern != q.constants[r].bitPattern {
                    XCTFail("\(context): row \(r) constant \(p.constants[r]) planned, \(q.constants[r]) walked")
                    return
                }
                if let difference = firstDifference(planning, a, walking, b, names: names, labels: ("planned", "walked")) {
                    return XCTFail("\(context): \(difference)")
                }
            }
        }
        // The drags reached what a plan must get right: replays, replays whose rows turned
        // infeasible (the dual simplex ran after them), and plans retired by a coefficient.
        XCTAssertGreaterThan(replays, 300)
        XCTAssertGreaterThan(replaysThatPivot, 0)
        XCTAssertGreaterThan(retiredByACoefficient, 0)
    }

    /// Lists shorter than `ShiftPlans.shortestList` are walked: a stack whose root width one
    /// definition reads never records a plan.
    func testAShortListIsWalked() throws {
        let solver = Solver()
        let root = solver.makeVariable("root.w"), w = solver.makeVariable("w")
        try solver.add(w == root * 0.5)
        try solver.addEditVariable(root, strength: .strong)
        for width in [300.0, 320, 340, 360] {
            try solver.suggestValue(width, for: root)
            solver.updateVariables()
            XCTAssertEqual(solver.value(of: w), width / 2)
        }
        XCTAssertEqual(solver.core.tableau.shiftPlans.replays, 0)
        XCTAssertTrue(solver.core.tableau.shiftPlans.plans.isEmpty)
    }
}
