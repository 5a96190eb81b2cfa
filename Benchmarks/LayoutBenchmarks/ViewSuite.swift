import Cassowary
import Harness
import Layout

/// Registers the view-level variants, `composite` and `individual`, of every canonical
/// workload beside the `solver` one, with the layer's phases timed one by one: DSL build,
/// materialize, solver add, solve, frame read-back; then the resize and churn steps.
enum ViewSuite {
    static let phases: [Phase] = [.dslBuild, "materialize", .solverAdd, .solve, .frameReadBack, .resize, .churn]

    static func register(into registry: inout BenchmarkRegistry) {
        for workload in Workload.allCases {
            for n in Workload.defaultSizes + Workload.fullSizes {
                for variant in ViewVariant.allCases {
                    registry.register(workload: workload.rawValue, variant: variant.rawValue, n: n,
                                      suite: SolverSuite.suiteLevel(n: n), phases: phases) { context in
                        try run(workload, n: n, variant: variant, in: context)
                    }
                }
            }
        }
        // What exact priorities cost: the real screens' composite variant again, with the
        // solver's objective one weighted sum (Kiwi's) instead of a level per priority.
        for workload in Workload.screens {
            for n in Workload.defaultSizes {
                registry.register(workload: workload.rawValue, variant: "weighted", n: n,
                                  suite: SolverSuite.suiteLevel(n: n), phases: phases) { context in
                    try run(workload, n: n, variant: .composite, objective: .weighted, in: context)
                }
            }
        }
        StackTrapSuite.register(into: &registry)
    }

    /// One iteration; the check formula of workloads.md is verified afterwards, untimed.
    static func run(_ workload: Workload, n: Int, variant: ViewVariant, objective: Solver.ObjectiveMode = .lexicographic,
                    in context: BenchmarkContext) throws {
        let run = ViewWorkloadRun(workload: workload, n: n, variant: variant, objective: objective)
        let solver = run.engine.solver
        let counters = { SolverSuite.counterValues(solver) }
        context.measure(.dslBuild) { run.describe() }
        try context.measure("materialize") { try run.materialize() }
        try context.measure(.solverAdd, counters: counters) { try run.commit() }
        context.measure(.solve, counters: counters) { run.solve() }
        context.blackHole(context.measure(.frameReadBack) { run.readFrames() })
        SolverSuite.reportLevels(solver, to: context)
        try run.resizeHeight()
        for k in 0..<Workload.resizeSteps {
            try context.measure(.resize, counters: counters) { try run.resize(step: k) }
        }
        for i in Workload.churnViews(n: n) {
            try context.measure(.churn, counters: counters) { try run.churn(view: i) }
        }
        let last = Workload.resizeWidth(Workload.resizeSteps - 1)
        if let mismatch = run.firstMismatch(rootWidth: last, views: SolverWorkloads.checkedViews(n: n, count: 100)) {
            throw WorkloadCheckFailure(benchmark: context.benchmark.name, mismatches: 1, first: mismatch)
        }
    }
}
