import XCTest
@testable import Cassowary

/// A resize repeated over an unchanged structure evaluates a recorded order of definitions;
/// any change to the structure retires it, and the values stay those of the definitions.
final class SolverValueOrderTests: XCTestCase {
    /// A row of n views: each starts 8 after the one before it ends, each as wide as a
    /// share of the root (the chain is longer than the ordered evaluation's limit).
    private struct Row {
        let solver = Solver()
        let root: Variable
        var x: [Variable] = [], w: [Variable] = []
        var links: [Constraint] = []

        init(views n: Int) throws {
            root = solver.makeVariable("root.w")
            for i in 0..<n {
                x.append(solver.makeVariable("v\(i).x"))
                w.append(solver.makeVariable("v\(i).w"))
                try solver.add(w[i] == root * (1.0 / Double(n)) - 8)
            }
            try solver.add(x[0] == 8)
            for i in 1..<n {
                links.append(x[i] == x[i - 1] + w[i - 1] + 8)
                try solver.add(links[i - 1])
            }
            try solver.addEditVariable(root, strength: .strong)
        }

        func resize(_ width: Double) throws { try suggestAndUpdate(solver, width, for: root) }

        var recorded: Bool { hasCompiledOrder(solver) }
    }

    func testRepeatedResizesReplayTheRecordedOrder() throws {
        let row = try Row(views: 100)
        for width in [375.0, 400, 500] { try row.resize(width) }
        XCTAssertTrue(row.recorded, "the third resize over the same structure replays")
        try row.resize(1000)
        XCTAssertTrue(row.recorded)
        // Each view is 1000/100 − 8 = 2 wide and starts 8 + 10·i.
        for i in [0, 1, 50, 99] {
            XCTAssertEqual(row.solver.value(of: row.w[i]), 2, accuracy: 1e-9)
            XCTAssertEqual(row.solver.value(of: row.x[i]), 8 + 10 * Double(i), accuracy: 1e-9)
        }
    }

    /// The resize that records the order (the second over the same structure with the same
    /// dirty symbols) records it before it evaluates anything, then replays it: its values
    /// come from the order just recorded, with no walk first.
    func testTheResizeThatRecordsTakesItsValuesFromTheRecording() throws {
        let row = try Row(views: 100)
        var width = 300.0
        while !row.recorded {
            XCTAssertLessThan(width, 400, "recorded within a few resizes of a drag")
            width += 20
            try row.resize(width)
        }
        // Each view is width/100 − 8 wide and starts 8 + (width/100)·i.
        for i in [0, 1, 50, 99] {
            XCTAssertEqual(row.solver.value(of: row.w[i]), width / 100 - 8, accuracy: 1e-9)
            XCTAssertEqual(row.solver.value(of: row.x[i]), 8 + width / 100 * Double(i), accuracy: 1e-9)
        }
        XCTAssertEqual(row.solver.invariantViolations(), [])
    }

    /// A drag's first step notes the order its walk evaluated; the second compiles that order
    /// (no walk) into one step per definition the change reaches: the root's own, every width
    /// and every position after the first, which is pinned at 8.
    func testTheFirstStepOfADragNotesTheOrderTheSecondCompiles() throws {
        let row = try Row(views: 100)
        row.solver.updateVariables()  // the build's
        try row.resize(375)
        let t = row.solver.core.tableau
        XCTAssertFalse(row.recorded)
        XCTAssertEqual(t.valueOrder.lastGeneration, t.matrix.generation, "noted")
        XCTAssertEqual(t.valueOrder.lastEvaluatedCount, 200, "with the order it evaluated: the root, 100 widths, 99 positions")
        try row.resize(400)
        XCTAssertTrue(row.recorded, "compiled on the second step")
        XCTAssertEqual(row.solver.core.tableau.valueOrder.steps.count, 200)
        XCTAssertEqual(row.solver.value(of: row.x[99]), 8 + 4 * 99, accuracy: 1e-9)
        XCTAssertEqual(row.solver.invariantViolations(), [])
    }

    /// Each position of the row reads the one compiled just before it: the replay takes it
    /// from a register (the step's second symbol is its own), and the values are the same.
    func testAChainsLinksReadTheLinkBeforeFromARegister() throws {
        let row = try Row(views: 100)
        row.solver.updateVariables()  // the build's
        for width in [375.0, 400] { try row.resize(width) }
        XCTAssertTrue(row.recorded)
        let order = row.solver.core.tableau.valueOrder
        XCTAssertTrue(order.forwards)
        let forwarded = order.steps.filter { $0.secondSymbol == $0.symbol && $0.secondCoefficient != 0 }
        let core = row.solver.core
        let symbol = { (v: Variable) in core.variables[v.id].symbol }
        XCTAssertEqual(Set(forwarded.map(\.symbol)), Set([symbol(row.w[0])] + row.x.dropFirst(2).map(symbol)),
                       "the first width after the root; every position from v2.x (v1.x reads v0.x, pinned, not compiled)")
        for width in [640.0, 1000] {
            try row.resize(width)
            for i in 0..<100 {
                XCTAssertEqual(row.solver.value(of: row.x[i]), 8 + width / 100 * Double(i), accuracy: 1e-9, "x\(i) at \(width)")
            }
        }
        XCTAssertEqual(row.solver.invariantViolations(), [])
    }

    /// When a value that did not move stopped part of a drag's first walk (`d = a − b`, both
    /// moving with the root, met before the change spreads), that walk's order is not all the
    /// change reaches: the second step walks the change from its dirty symbols, then compiles,
    /// and the replays give what the definitions give.
    func testADragWhoseFirstWalkWasStoppedShortWalksAgainToCompile() throws {
        let solver = Solver()
        let root = solver.makeVariable("root.w")
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), d = solver.makeVariable("d")
        try solver.add(a == root + 1)
        try solver.add(b == root + 2)
        try solver.add(d == a - b)
        let tail = solver.makeVariable("tail")
        try solver.add(tail == d * 3 + 100)
        // Then the root's third reader, read by 40: evaluated after d (a later rank), where the
        // change spreads.
        let c = solver.makeVariable("c")
        try solver.add(c == root * 0.5)
        var x: [Variable] = []
        for i in 0..<40 {
            x.append(solver.makeVariable("x\(i)"))
            try solver.add(i == 0 ? x[i] == c : x[i] == x[i - 1] + c * 0.01)
        }
        try solver.addEditVariable(root, strength: .strong)
        solver.updateVariables()  // the build's
        func resize(_ width: Double) throws { try suggestAndUpdate(solver, width, for: root) }
        var recorded: Bool { hasCompiledOrder(solver) }
        try resize(300)
        let t = solver.core.tableau
        XCTAssertEqual(t.valueOrder.lastGeneration, t.matrix.generation, "noted")
        XCTAssertEqual(t.valueOrder.lastEvaluatedCount, -1, "without an order: d did not move")
        try resize(320)
        XCTAssertTrue(recorded)
        // Everything the root reaches, tail too (its walk stopped at d): the root, a, b, d,
        // tail, c and the 40 positions.
        XCTAssertEqual(solver.core.tableau.valueOrder.steps.count, 46)
        for width in [340.0, 360, 380] {
            try resize(width)
            XCTAssertEqual(solver.value(of: a), width + 1, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: d), -1, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: tail), 97, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: x[39]), width * 0.5 * (1 + 39 * 0.01), accuracy: 1e-9, "at \(width)")
        }
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// A build's update (every row dirty) is not noted: no step repeats it.
    func testABuildIsNotNoted() throws {
        let row = try Row(views: 100)
        row.solver.updateVariables()
        XCTAssertEqual(row.solver.core.tableau.valueOrder.lastGeneration, .max)
    }

    /// A replay inside an update writes the published values straight away; one reached
    /// through `currentValue(of:)` leaves them for the next update, as every refresh does.
    func testAReplayPublishesOnlyInAnUpdate() throws {
        let row = try Row(views: 100)
        for width in [375.0, 400, 500] { try row.resize(width) }
        XCTAssertTrue(row.recorded)
        try row.solver.suggestValue(1000, for: row.root)
        // x[i] = 8 + (root/100 − 8 + 8)·i: 998 at 1000, 503 at 500.
        XCTAssertEqual(row.solver.currentValue(of: row.x[99]), 998, accuracy: 1e-9)
        XCTAssertEqual(row.solver.value(of: row.x[99]), 503, accuracy: 1e-9, "not published before the update")
        // The same suggestion again replays with nothing moving; the update publishes what the
        // refresh above moved.
        try row.solver.suggestValue(1000, for: row.root)
        row.solver.updateVariables()
        XCTAssertEqual(row.solver.value(of: row.x[99]), 998, accuracy: 1e-9)
        try row.resize(600)  // replayed and published in the update itself
        XCTAssertTrue(row.recorded)
        for i in [0, 1, 50, 99] {
            XCTAssertEqual(row.solver.value(of: row.w[i]), -2, accuracy: 1e-9)
            XCTAssertEqual(row.solver.value(of: row.x[i]), 8 + 6 * Double(i), accuracy: 1e-9)
        }
    }

    func testAChangedStructureRetiresTheOrder() throws {
        var row = try Row(views: 100)
        for width in [375.0, 400, 500] { try row.resize(width) }
        XCTAssertTrue(row.recorded)
        // Wider gap after view 49: every view from 50 on moves 12 further.
        try row.solver.remove(row.links[49])
        row.links[49] = row.x[50] == row.x[49] + row.w[49] + 20
        try row.solver.add(row.links[49])
        XCTAssertFalse(row.recorded)
        for width in [600.0, 700, 800] {
            try row.resize(width)
            let share = width / 100 - 8
            for i in [0, 49, 50, 99] {
                let expected = 8 + (share + 8) * Double(i) + (i >= 50 ? 12 : 0)
                XCTAssertEqual(row.solver.value(of: row.x[i]), expected, accuracy: 1e-9, "x\(i) at \(width)")
            }
        }
        XCTAssertTrue(row.recorded, "recorded again over the new structure")
    }

    /// A definition added after the order was recorded reads the chain: a stale order would
    /// leave it where it was.
    func testANewReaderMovesWithTheResize() throws {
        let row = try Row(views: 100)
        for width in [375.0, 400, 500] { try row.resize(width) }
        XCTAssertTrue(row.recorded)
        let tail = row.solver.makeVariable("tail.x")
        try row.solver.add(tail == row.x[99] + row.w[99] + 8)
        for width in [600.0, 700, 800, 900] {
            try row.resize(width)
            XCTAssertEqual(row.solver.value(of: tail), 8 + (width / 100) * 100, accuracy: 1e-9, "at \(width)")
        }
    }
}

/// A replayed order must give every variable the value the evaluation it stands for gives,
/// exactly (`==`, which takes −0 for +0: a step adds its unused slot's zero product): two
/// solvers run the same random screens and drags, one with recording off, and their published
/// values are compared after every update. The screens mix what a
/// replay compiles differently: definitions of no operand (an edited variable's own), one,
/// two and more (`v.x + v.w <= root.w - 8` solved for a width), and definitions that read a
/// restricted symbol basic in a core row, whose value a replay copies in from the row.
final class SolverValueOrderReplayTests: XCTestCase {
    private static let coefficients: [Double] = [1, 1, 0.5, 0.25, 2, 3, 10, 16.0 / 9, -1]

    func testAReplayGivesTheValuesTheEvaluationGives() throws {
        var replays = 0, withInputs = 0, withExtraOperands = 0, withNoOperand = 0, forwarding = 0
        for seed in UInt64(0)..<16 {
            var rng = SeededGenerator(seed: seed)
            let replaying = Solver(), evaluating = Solver()
            // Odd seeds replay without forwarding: both loops give what the evaluation gives.
            replaying.core.tableau.valueOrder.forwardsWhereItCan = seed % 2 == 0
            evaluating.core.tableau.shortcuts.recordsValueOrders = false
            let views = Int.random(in: 12...40, using: &rng)
            let names = ["root.w", "root.h"] + (0..<views).flatMap { ["v\($0).x", "v\($0).y", "v\($0).w", "v\($0).h"] }
            let a = names.map { replaying.makeVariable($0) }, b = names.map { evaluating.makeVariable($0) }
            var lines: [(Constraint, Constraint)] = []
            func line(_ make: ([Variable]) -> Constraint) -> (Constraint, Constraint) { (make(a), make(b)) }
            let edits = [0, 1]
            for v in 0..<views {
                let x = 2 + 4 * v, y = x + 1, w = x + 2, h = x + 3
                let previous = v == 0 ? nil : Int.random(in: max(0, v - 4)..<v, using: &rng)
                let k = Self.coefficients.randomElement(using: &rng) ?? 1
                let gap = Double(Int.random(in: 0...16, using: &rng))
                switch Int.random(in: 0..<6, using: &rng) {
                case 0, 1:  // a share of the root's width
                    lines.append(line { $0[w] == $0[0] * (k / 8) - gap })
                case 2:  // as wide as another view, or a multiple of it
                    lines.append(line { $0[w] == $0[previous.map { 4 + 4 * $0 } ?? 0] * k })
                case 3:  // at least a width, preferably another (a weak pin: the slack may be basic)
                    lines.append(line { Constraint(expression: $0[w] - 20, relation: .greaterThanOrEqual, strength: .required) })
                    lines.append(line { Constraint(expression: $0[w] - $0[0] * 0.25, relation: .equal, strength: .weak) })
                default:  // its right edge within the root's: solved for the width, three operands
                    lines.append(line { Constraint(expression: $0[0] - 8 - $0[x] - $0[w], relation: .greaterThanOrEqual, strength: .required) })
                    lines.append(line { Constraint(expression: $0[x] + $0[w] - $0[0] + 8, relation: .equal, strength: .medium) })
                }
                if let p = previous {
                    let px = 2 + 4 * p, pw = px + 2
                    lines.append(line { $0[x] == $0[px] + $0[pw] + gap })
                    lines.append(Bool.random(using: &rng) ? line { $0[y] == $0[1] * 0.5 - $0[h] }
                                                          : line { Constraint(expression: $0[y] - $0[px + 1] - gap, relation: .greaterThanOrEqual, strength: .required) })
                } else {
                    lines.append(line { $0[x] == gap })
                    lines.append(line { $0[y] == gap })
                }
                lines.append(line { $0[h] == $0[w] * k })
            }
            for (c, d) in lines {
                do { try replaying.add(c) } catch { XCTAssertThrowsError(try evaluating.add(d)); continue }
                try evaluating.add(d)
            }
            for e in edits {
                try replaying.addEditVariable(a[e], strength: .strong)
                try evaluating.addEditVariable(b[e], strength: .strong)
            }
            // Drags of the width, and now and then of the height: an order is recorded on a
            // drag's second step, so each edit is dragged for several steps in a row.
            var width = 320.0, draggingHeight = false
            for step in 0..<40 {
                let context = "seed \(seed), step \(step)"
                let roll = Int.random(in: 0..<20, using: &rng)
                if roll == 0, let k = (0..<lines.count).randomElement(using: &rng) {
                    // The structure changes: the recorded order retires.
                    try? replaying.remove(lines[k].0)
                    try? evaluating.remove(lines[k].1)
                    try? replaying.add(lines[k].0)
                    try? evaluating.add(lines[k].1)
                } else if roll == 1 || draggingHeight {
                    if roll == 1 { draggingHeight.toggle() }
                    let height = Double(Int.random(in: 400...900, using: &rng))
                    try replaying.suggestValue(height, for: a[1])
                    try evaluating.suggestValue(height, for: b[1])
                } else {
                    width += Double(Int.random(in: -40...60, using: &rng))
                    try replaying.suggestValue(width, for: a[0])
                    try evaluating.suggestValue(width, for: b[0])
                }
                let tableau = replaying.core.tableau
                if tableau.valueOrderApplies {
                    replays += 1
                    if !tableau.valueOrder.inputs.isEmpty { withInputs += 1 }
                    if tableau.valueOrder.steps.contains(where: { $0.extra > 0 }) { withExtraOperands += 1 }
                    if tableau.valueOrder.steps.contains(where: { $0.firstCoefficient == 0 && $0.secondCoefficient == 0 }) { withNoOperand += 1 }
                    if tableau.valueOrder.forwards { forwarding += 1 }
                }
                replaying.updateVariables()
                evaluating.updateVariables()
                if let difference = firstDifference(replaying, a, evaluating, b, names: names, labels: ("replayed", "evaluated")) {
                    return XCTFail("\(context): \(difference)")
                }
            }
        }
        // The screens reach every way a replay compiles a definition.
        XCTAssertGreaterThan(replays, 200)
        XCTAssertGreaterThan(withInputs, 0)
        XCTAssertGreaterThan(withExtraOperands, 0)
        XCTAssertGreaterThan(withNoOperand, 0)
        XCTAssertGreaterThan(forwarding, 0)
    }
}

/// Edits that take turns (a rotation suggests the height, then the width) never record an
/// order the next step could use; a drag of either one does, on its second step.
final class SolverValueOrderTurnsTests: XCTestCase {
    func testEditsTakingTurnsRecordNothingUntilOneIsDragged() throws {
        let solver = Solver()
        let width = solver.makeVariable("root.w"), height = solver.makeVariable("root.h")
        // A column of 40 views down the height and a row of 40 across the width, each chained
        // to the one before: a change of either spreads past the ordered evaluation's limit.
        var x: [Variable] = [], y: [Variable] = []
        for i in 0..<40 {
            x.append(solver.makeVariable("x\(i)"))
            y.append(solver.makeVariable("y\(i)"))
            try solver.add(i == 0 ? x[i] == width * 0.01 : x[i] == x[i - 1] + width * 0.02)
            try solver.add(i == 0 ? y[i] == height * 0.01 : y[i] == y[i - 1] + height * 0.02)
        }
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        var recorded: Bool { hasCompiledOrder(solver) }
        func suggest(_ value: Double, _ edit: Variable) throws { try suggestAndUpdate(solver, value, for: edit) }
        for (w, h) in [(375.0, 812.0), (812, 375), (375, 812), (812, 375)] {
            try suggest(h, height)
            XCTAssertFalse(recorded, "height \(h) after a width")
            try suggest(w, width)
            XCTAssertFalse(recorded, "width \(w) after a height")
        }
        try suggest(700, height)
        try suggest(600, height)
        XCTAssertTrue(recorded, "the second step of a drag of the height records")
        try suggest(500, height)
        XCTAssertEqual(solver.value(of: y[39]), 500 * (0.01 + 39 * 0.02), accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x[39]), 812 * (0.01 + 39 * 0.02), accuracy: 1e-9)
    }
}

/// A suggestion for an edited variable, then an update: one step of a drag.
private func suggestAndUpdate(_ solver: Solver, _ value: Double, for edit: Variable) throws {
    try solver.suggestValue(value, for: edit)
    solver.updateVariables()
}

/// Whether the solver holds a compiled value order for its current structure.
private func hasCompiledOrder(_ solver: Solver) -> Bool {
    let t = solver.core.tableau
    return t.valueOrder.generation == t.matrix.generation
}
