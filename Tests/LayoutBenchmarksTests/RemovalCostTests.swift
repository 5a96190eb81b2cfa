import Cassowary
import Harness
import Layout
import XCTest
@testable import LayoutBenchmarks

/// Removing views and hiding stack rows hand the solver exactly the constraints of what
/// changed, and cost the same per change at any size.
final class RemovalCostTests: XCTestCase {
    // The solver\'s invariant walk (debug builds) allocates: keep it out of the counts.
    override func setUp() { Solver.invariantChecks = false }
    override func tearDown() { Solver.invariantChecks = true }

    func testRemovingEveryTenthViewRemovesItsFourConstraintsAndNothingElse() throws {
        for n in [200, 2_000] {
            let screen = try SiblingScreen(n: n)
            let solver = screen.engine.solver
            let before = solver.counters
            try screen.removeEveryTenth()
            let after = solver.counters
            XCTAssertEqual(after.constraintsRemoved - before.constraintsRemoved, 4 * n / 10, "n = \(n)")
            XCTAssertEqual(after.constraintsAdded, before.constraintsAdded)
            XCTAssertEqual(after.rederivedConstraints, before.rederivedConstraints, "nothing depended on them")
            try screen.check("remove-views")
        }
    }

    /// Hiding a row of an equally filled stack: its spacing, cross pins and equal size go and
    /// a zero size comes; the next row's spacing and equal size move to the row before. The
    /// rows in between are not touched.
    func testHidingStackRowsChangesSixConstraintsPerRowOut() throws {
        for n in [200, 2_000] {
            let column = try StackColumn(n: n, rows: .equal)
            let solver = column.engine.solver
            var before = solver.counters
            try column.setEveryTenth(hidden: true)
            var after = solver.counters
            let toggled = n / 10
            XCTAssertEqual(after.constraintsRemoved - before.constraintsRemoved, 6 * toggled, "n = \(n)")
            XCTAssertEqual(after.constraintsAdded - before.constraintsAdded, 3 * toggled, "n = \(n)")
            try column.check("stack-hide", hidden: true)
            before = after
            try column.setEveryTenth(hidden: false)
            after = solver.counters
            XCTAssertEqual(after.constraintsRemoved - before.constraintsRemoved, 3 * toggled)
            XCTAssertEqual(after.constraintsAdded - before.constraintsAdded, 6 * toggled)
            try column.check("stack-hide", hidden: false)
        }
    }

    func testRemovalAllocationsGrowLinearly() throws {
        let counter = try XCTUnwrap(AllocationCounter(), "jemalloc's mallctl is not available")
        var costs: [UInt64] = []
        // A first screen for what the first removals in a process allocate once (run alone,
        // the 500 views paid ~40 allocations more than their share).
        try SiblingScreen(n: 100).removeEveryTenth()
        for n in [500, 1_000, 2_000] {
            let screen = try SiblingScreen(n: n)
            let before = try XCTUnwrap(counter.read())
            try screen.removeEveryTenth()
            let after = try XCTUnwrap(counter.read())
            costs.append((after - before).count)
        }
        // 50, 100 and 200 removals: each costs about the same (arrays of the engine and the
        // solver grow now and then, so not to the allocation), at any n.
        let early = Double(costs[1] - costs[0]) / 50, late = Double(costs[2] - costs[1]) / 100
        XCTAssertLessThan(abs(late - early), 0.02 * early, "\(costs)")
    }
}
