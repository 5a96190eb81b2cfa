import Cassowary
import Csys
import Harness

/// Registers the `solver` variant of every canonical workload: the csys program of
/// workloads.md replayed on the solver directly, phases build, resize, churn and detach.
enum SolverSuite {
    static func register(into registry: inout BenchmarkRegistry) {
        for workload in Workload.allCases {
            // The real-screen families go to 100 000 views (the full suite); the canonical
            // ones to a million.
            for n in Workload.defaultSizes + Workload.fullSizes + (workload.isScreen ? [] : Workload.scaleSizes) {
                let documents = DocumentCache(workload: workload, n: n)
                let phases: [Phase] = n > 100_000 ? [.setup, .build, .resize] : [.setup, .build, .resize, .churn, .detach]
                registry.register(workload: workload.rawValue, variant: "solver", n: n, suite: suiteLevel(n: n),
                                  phases: phases) { context in
                    try run(documents.document, measuresChurn: phases.contains(.churn), in: context)
                }
            }
        }
    }

    /// Two sizes in the smoke suite, so that CI's scaling gate has exponents to check.
    static func suiteLevel(n: Int) -> SuiteLevel {
        n <= 1_000 ? .smoke : (n <= 10_000 ? .default : .full)
    }

    /// One iteration: a fresh solver built, then every resize and churn step, each timed on
    /// its own; the `x` checks run where the file puts them, untimed, and a mismatch fails
    /// the benchmark.
    static func run(_ document: CsysDocument, measuresChurn: Bool = true, in context: BenchmarkContext) throws {
        // Setup is timed apart: `build` stays the solver's own work, comparable with the
        // peers' replays, and setup + build is what a direct user of the solver pays.
        let program = context.measure(.setup) { CsysProgram(document) }
        do {
            try run(program, measuresChurn: measuresChurn, in: context)
        } catch let error as SolverError {
            // Named by the file's lines: the program's constraints carry no labels.
            throw SolverStepFailure(benchmark: context.benchmark.name, message: program.describe(error))
        }
    }

    private static func run(_ program: CsysProgram, measuresChurn: Bool, in context: BenchmarkContext) throws {
        let solver = program.solver
        try context.measure(.build, counters: { counterValues(solver) }) { try program.build() }
        reportLevels(solver, to: context)
        var mismatches = program.check(following: program.buildStep)
        for step in program.resizeSteps {
            try context.measure(.resize, counters: { counterValues(solver) }) { try program.run(step) }
            mismatches += program.check(following: step)
        }
        // Every churn step restores the system, so running a spread of them is fair; on chain
        // and nested a step costs Θ(n), and all n/100 of them would dominate the run.
        let churn = measuresChurn ? measuredChurnSteps(program.churnSteps.count) : []
        for (k, step) in program.churnSteps.enumerated() where churn.contains(k) {
            try context.measure(.churn, counters: { counterValues(solver) }) { try program.run(step) }
        }
        // The same steps with an update between removals and re-adds: a churn step's lines
        // come back before the solver is asked for anything, so it never takes them out;
        // here it must (`Solver.remove`).
        for (k, step) in program.churnSteps.enumerated() where churn.contains(k) {
            try context.measure(.detach, counters: { counterValues(solver) }) { try program.runApart(step) }
        }
        // Every churn step restores the system: the file's last checks hold after any of them.
        mismatches += program.check(program.trailingChecks)
        if let first = mismatches.first {
            throw WorkloadCheckFailure(benchmark: context.benchmark.name, mismatches: mismatches.count,
                                       first: first.description)
        }
    }

    /// At most 10 churn steps, spread evenly, run per iteration.
    static func measuredChurnSteps(_ count: Int) -> Set<Int> {
        let limit = 10
        if count <= limit { return Set(0..<count) }
        return Set((0..<limit).map { $0 * count / limit })
    }

    /// The solver's cumulative counters, as the harness records them per sample.
    static func counterValues(_ solver: Solver) -> [String: Int] {
        let c = solver.counters
        return ["pivots": c.pivots, "substitutions": c.substitutions, "row_ops": c.rowTermOperations,
                "rows_visited": c.rowsVisited, "rederived": c.rederivedConstraints]
    }

    /// Levels after the build: tableau size and the largest row.
    static func reportLevels(_ solver: Solver, to context: BenchmarkContext) {
        let size = solver.tableauSize
        context.report("tableau_rows", size.rows)
        context.report("tableau_cells", size.cells)
        context.report("largest_row", solver.counters.largestRow)
        context.report("redundant", solver.counters.redundantConstraints)
    }
}

/// A workload's csys document, generated on first use (registration stays cheap).
final class DocumentCache: @unchecked Sendable {
    let workload: Workload
    let n: Int
    private var cached: CsysDocument?

    init(workload: Workload, n: Int) {
        self.workload = workload
        self.n = n
    }

    var document: CsysDocument {
        if let cached { return cached }
        let made = SolverWorkloads.document(workload, n: n)
        cached = made
        return made
    }
}

/// A solver error in a step of a workload's program.
struct SolverStepFailure: Error, CustomStringConvertible {
    var benchmark: String
    var message: String

    var description: String { "\(benchmark): \(message)" }
}

/// A workload whose solution broke its check formula.
struct WorkloadCheckFailure: Error, CustomStringConvertible {
    var benchmark: String
    var mismatches: Int
    var first: String

    var description: String { "\(benchmark): \(mismatches) check(s) failed, first: \(first)" }
}
