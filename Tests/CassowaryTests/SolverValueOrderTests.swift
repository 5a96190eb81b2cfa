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

        func resize(_ width: Double) throws {
            try solver.suggestValue(width, for: root)
            solver.updateVariables()
        }

        var recorded: Bool {
            let t = solver.core.tableau
            return t.valueOrder.generation == t.matrix.generation
        }
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
