import Cassowary
import Harness
import XCTest
@testable import LayoutBenchmarks

/// jemalloc's counters on the solver: a resize step allocates nothing once warm, and the
/// build's allocations are the same from run to run and grow by a fixed amount per view.
final class AllocationTests: XCTestCase {
    private func counter() throws -> AllocationCounter {
        try XCTUnwrap(AllocationCounter(), "jemalloc's mallctl is not available")
    }

    func testResizeStepsAllocateNothingAfterWarmUp() throws {
        let counter = try counter()
        for workload in Workload.allCases {
            let program = CsysProgram(SolverWorkloads.document(workload, n: 500, checks: 0))
            try program.build()
            try program.run(program.resizeSteps[0])
            try program.run(program.resizeSteps[1])
            var counts: [UInt64] = []
            for step in program.resizeSteps.dropFirst(2) {
                let before = try XCTUnwrap(counter.read())
                try program.run(step)
                let after = try XCTUnwrap(counter.read())
                counts.append((after - before).count)
            }
            #if DEBUG
            // Unoptimized code boxes some values on the heap; what must hold there is a steady
            // state: every step costs what the one before it did (nothing accumulates).
            XCTAssertEqual(Set(counts).count, 1, "\(workload) resize steps: \(counts)")
            #else
            XCTAssertEqual(counts, Array(repeating: 0, count: counts.count), "\(workload) resize steps")
            #endif
        }
    }

    private func buildAllocations(_ workload: Workload, n: Int, _ counter: AllocationCounter) throws -> UInt64 {
        let program = CsysProgram(SolverWorkloads.document(workload, n: n, checks: 0))
        let before = try XCTUnwrap(counter.read())
        try program.build()
        let after = try XCTUnwrap(counter.read())
        return (after - before).count
    }

    func testBuildAllocationsAreDeterministicAndAmortized() throws {
        let counter = try counter()
        for workload in Workload.allCases {
            _ = try buildAllocations(workload, n: 400, counter)  // first use instantiates runtime metadata
            let first = try buildAllocations(workload, n: 400, counter)
            XCTAssertEqual(try buildAllocations(workload, n: 400, counter), first, "\(workload): counts differ between runs")
            let larger = try buildAllocations(workload, n: 800, counter)
            // Per added view: its rows, columns and dependency records; a small fixed number
            // per constraint (at most 6 per view's line), not a growing one.
            let lines = workload == .redundant ? 6 : 4
            let perView = Double(larger - first) / 400
            #if DEBUG
            let bound = 40 * lines  // unoptimized code boxes temporaries
            #else
            let bound = 6 * lines
            #endif
            XCTAssertLessThanOrEqual(perView, Double(bound), "\(workload): \(perView) allocations per view")
        }
    }
}
