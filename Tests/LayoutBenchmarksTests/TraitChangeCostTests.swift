import Cassowary
import Harness
import Layout
import XCTest
@testable import LayoutBenchmarks

/// What a trait change costs, in exact counts: a turn of ``AdaptiveScreen`` hands the solver
/// the constraints that differ and nothing else, and allocates in proportion to them; a
/// Dynamic Type change after the first only suggests new sizes and allocates nothing.
final class TraitChangeCostTests: XCTestCase {
    // The solver\'s invariant walk (debug builds) allocates: keep it out of the counts.
    override func setUp() { Solver.invariantChecks = false }
    override func tearDown() { Solver.invariantChecks = true }

    private func counter() throws -> AllocationCounter {
        try XCTUnwrap(AllocationCounter(), "jemalloc's mallctl is not available")
    }

    private func allocations(_ counter: AllocationCounter, _ body: () throws -> Void) throws -> UInt64 {
        let before = try XCTUnwrap(counter.read())
        try body()
        let after = try XCTUnwrap(counter.read())
        return (after - before).count
    }

    func testATurnHandsTheSolverOnlyTheConstraintsThatDiffer() throws {
        for n in [250, 1_000] {
            let screen = try AdaptiveScreen(n: n)
            let solver = screen.engine.solver
            let before = solver.counters
            try screen.turn(toLandscape: true)
            let after = solver.counters
            XCTAssertEqual(after.constraintsAdded - before.constraintsAdded, 2 * n, "n = \(n)")
            XCTAssertEqual(after.constraintsRemoved - before.constraintsRemoved, 2 * n, "n = \(n)")
            XCTAssertEqual(screen.engine.conditionalConstraintCounts.installed, 4 * n)
            try screen.check("rotate", landscape: true)
        }
    }

    /// The switch itself (the trait setter: condition groups flipped, constraints queued)
    /// allocates nothing once the engine's queues have grown (in proportion to the switched
    /// constraints in a debug build, which boxes temporaries); a whole turn (the switch, the
    /// resize and the pass) costs the same every time it goes the same way, exactly a·n + b.
    func testATurnAllocatesInProportionToTheConstraintsThatDiffer() throws {
        let counter = try counter()
        var switches: [UInt64] = [], toLandscape: [UInt64] = [], toPortrait: [UInt64] = []
        for n in [250, 500, 1_000] {
            let screen = try AdaptiveScreen(n: n)
            for landscape in [true, false, true, false] { try screen.turn(toLandscape: landscape) }  // warm-up
            switches.append(try allocations(counter) { screen.engine.traitCollection = AdaptiveScreen.landscape })
            screen.engine.traitCollection = AdaptiveScreen.portrait
            try screen.engine.layoutIfNeeded()
            let turns = try (0..<4).map { k in try allocations(counter) { try screen.turn(toLandscape: k % 2 == 0) } }
            // The same turn again costs the same, up to the solver's pools and scratch arrays
            // growing now and then (under 1%).
            XCTAssertEqual(Double(turns[0]), Double(turns[2]), accuracy: 0.01 * Double(turns[0]), "n = \(n): \(turns)")
            XCTAssertEqual(Double(turns[1]), Double(turns[3]), accuracy: 0.01 * Double(turns[1]), "n = \(n): \(turns)")
            toLandscape.append(turns[0])
            toPortrait.append(turns[1])
        }
        XCTAssertEqual(switches[1], 2 * switches[0], "\(switches)")
        XCTAssertEqual(switches[2], 2 * switches[1], "\(switches)")
        #if !DEBUG
        XCTAssertEqual(switches, [0, 0, 0])
        #endif
        for costs in [toLandscape, toPortrait] {
            // 250 → 500 → 1 000 rows: the 500 rows added last cost twice the 250 before, up to
            // the solver's scratch arrays doubling their capacity (a few, at sizes that are
            // powers of two, not one per row).
            let slack = Int64(costs[2]) - Int64(costs[1]) - 2 * (Int64(costs[1]) - Int64(costs[0]))
            XCTAssertLessThanOrEqual(Double(abs(slack)), 0.01 * Double(costs[2]), "a turn's allocations are a·n + b: \(costs)")
        }
    }

    func testADynamicTypeChangeAfterTheFirstOnlySuggestsAndAllocatesNothing() throws {
        let counter = try counter()
        let column = try DynamicTypeColumn(n: 300)
        let solver = column.engine.solver
        try column.setCategory(.extraExtraLarge)
        XCTAssertEqual(solver.editVariables.count, 2 + 2 * 300)
        // Warm-up of the suggestion path: an order is recorded on the second change that
        // spreads from the same dirty symbols as the one before (the first change after the
        // build's), and the third replays it for the first time (in an unoptimized build,
        // that first run also instantiates the generic metadata the replay uses).
        try column.setCategory(.large)
        try column.setCategory(.extraExtraLarge)
        try column.setCategory(.large)
        let before = solver.counters
        let allocated = try allocations(counter) { try column.setCategory(.accessibilityMedium) }
        let after = solver.counters
        XCTAssertEqual(after.constraintsAdded, before.constraintsAdded)
        XCTAssertEqual(after.constraintsRemoved, before.constraintsRemoved)
        XCTAssertEqual(after.pivots, before.pivots)
        try column.check("dynamic-type", category: .accessibilityMedium)
        let again = try allocations(counter) { try column.setCategory(.large) }
        #if DEBUG
        XCTAssertEqual(allocated, again, "every change after the first costs the same")
        #else
        XCTAssertEqual([allocated, again], [0, 0])
        #endif
    }
}
