import Cassowary
import Harness
import XCTest
@testable import LayoutBenchmarks

/// The canonical workloads at n = 1 000: every view meets its check formula after the resize
/// phase and again after the churn phase, and the solver does the work it should.
final class WorkloadCheckTests: XCTestCase {
    func testEveryWorkloadMeetsItsCheckFormula() throws {
        for workload in Workload.allCases {
            let document = SolverWorkloads.document(workload, n: 1_000, checks: 1_000)
            let program = CsysProgram(document)
            try program.build()
            for step in program.resizeSteps { try program.run(step) }
            for step in program.churnSteps { try program.run(step) }
            XCTAssertEqual(program.check(0..<document.statements.count), [], "\(workload)")
            XCTAssertEqual(program.churnSteps.count, 10, "\(workload)")
            XCTAssertEqual(program.resizeSteps.count, 21, "\(workload)")
            // No simplex pivot happens on these hierarchies: the cost is building rows.
            XCTAssertEqual(program.solver.counters.pivots, 0, "\(workload)")
        }
    }

    func testConstraintCountsMatchWorkloadsMd() {
        let n = 1_000
        let columns = Workload.gridColumns(n: n)
        XCTAssertEqual(columns, 32)
        let expected: [Workload: Int] = [
            .siblings: 2 + 4 * n, .chain: 2 + 4 * n - 1 + 1, .nested: 2 + 4 * n,
            .grid: 2 + 4 * n - 1 + 1, .redundant: 2 + 6 * n, .minimal: 2 + 4 * n,
        ]
        for (workload, count) in expected {
            XCTAssertEqual(SolverWorkloads.document(workload, n: n).constraints.count, count, "\(workload)")
        }
    }

    func testRedundantWorkloadReportsItsRedundantConstraints() throws {
        let program = CsysProgram(SolverWorkloads.document(.redundant, n: 100, checks: 0))
        try program.build()
        // Center plus four edges: two of the six lines per view are implied by the others.
        XCTAssertEqual(program.solver.redundantConstraints.count, 200)
        let minimal = CsysProgram(SolverWorkloads.document(.minimal, n: 100, checks: 0))
        try minimal.build()
        XCTAssertEqual(minimal.solver.redundantConstraints.count, 0)
    }

    func testChurnViews() {
        XCTAssertEqual(Workload.churnViews(n: 7), [3])
        XCTAssertEqual(Workload.churnViews(n: 50), [25])
        XCTAssertEqual(Workload.churnViews(n: 51), [50])
        XCTAssertEqual(Workload.churnViews(n: 1_000), [50, 150, 250, 350, 450, 550, 650, 750, 850, 950])
    }
}
