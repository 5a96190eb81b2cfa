import Cassowary
import Csys
import Harness
import XCTest
@testable import LayoutBenchmarks

/// The canonical workloads at n = 1 000: every view meets its check formula after the resize
/// phase and again after the churn phase, and the solver does the work it should.
final class WorkloadCheckTests: XCTestCase {
    func testEveryWorkloadMeetsItsCheckFormula() throws {
        for workload in Workload.canonical {
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
        // Real screens: the root's two pins, each group's own lines, four intrinsic lines per
        // view with an intrinsic size (docs/workloads.md).
        let groups = [Workload.feed: n, .cards: n / 4, .form: n / 2, .cells: n / 4, .toolbar: n / 4, .priorities: n / 4]
        let perGroup = [Workload.feed: 3 + 4, .cards: 4 + 3 * 3 + 1 + 3 * 4, .form: 2 + 6 + 2 * 4,
                        .cells: 5 + 3 + 3 + 4 + 3 * 4, .toolbar: 2 + 2 + 2 + 3 + 4 * 4, .priorities: 3 + 3 + 3 + 4 + 4 * 4]
        for workload in Workload.screens {
            // The first group has one line fewer where it pins to the root instead of a group above.
            let firstGroupSaves = workload == .form ? 1 : 0
            XCTAssertEqual(SolverWorkloads.document(workload, n: n).constraints.count,
                           2 + groups[workload]! * perGroup[workload]! - firstGroupSaves, "\(workload)")
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

    /// The real-screen families at n = 1 000: every `x` check holds where the file puts it
    /// (after the narrowest resize step, the widest and the churn phase), the simplex does
    /// pivot, and the same program through the layer, with exact priorities, lands on the
    /// same frames (its csys export is the solver-level file, line for line).
    func testRealScreensMeetTheirChecksAndPivot() throws {
        for workload in Workload.screens {
            let replay = try CsysReplay.run(SolverWorkloads.document(workload, n: 1_000, checks: 1_000))
            XCTAssertEqual(replay.mismatches, [], "\(workload)")
            XCTAssertEqual(replay.churnNanoseconds.count, 10, "\(workload)")
            if workload != .feed {
                // The feed's intrinsic heights all hold at once; every other family trades
                // one priority against another somewhere.
                XCTAssertGreaterThan(replay.counters.pivots, 0, "\(workload)")
            }
        }
    }

    func testRealScreensThroughTheLayerMeetTheirChecks() throws {
        for workload in Workload.screens {
            for variant in ViewVariant.allCases {
                let run = ViewWorkloadRun(workload: workload, n: 200, variant: variant)
                run.describe()
                try run.materialize()
                try run.commit()
                run.solve()
                try run.resizeHeight()
                try run.resize(step: 0)
                XCTAssertNil(run.firstMismatch(rootWidth: Workload.resizeWidth(0), views: Array(0..<200)), "\(workload) \(variant)")
                for k in 1..<Workload.resizeSteps { try run.resize(step: k) }
                for i in Workload.churnViews(n: 200) { try run.churn(view: i) }
                let last = Workload.resizeWidth(Workload.resizeSteps - 1)
                XCTAssertNil(run.firstMismatch(rootWidth: last, views: Array(0..<200)), "\(workload) \(variant)")
            }
        }
    }

    func testChurnViews() {
        XCTAssertEqual(Workload.churnViews(n: 7), [3])
        XCTAssertEqual(Workload.churnViews(n: 50), [25])
        XCTAssertEqual(Workload.churnViews(n: 51), [50])
        XCTAssertEqual(Workload.churnViews(n: 1_000), [50, 150, 250, 350, 450, 550, 650, 750, 850, 950])
    }
}
