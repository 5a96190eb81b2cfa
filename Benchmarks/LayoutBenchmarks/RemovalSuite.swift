import Cassowary
import Harness
import Layout

/// Removal and hiding that scale (issue: each item keeps its own constraints, so removing a
/// view or hiding a stack item costs what that view touches):
///
/// - `remove-views/layer/n`: n views ten to a row (``SiblingScreen``); `remove` takes every
///   tenth out, one by one, with a layout pass after each (n/10 removals and passes).
/// - `stack-hide/equal/n` and `stack-hide/intrinsic/n`: a vertical stack of n rows
///   (``StackColumn``); `hide` hides every tenth row, then one pass; `show` shows them again.
///
/// Each phase does n/10 steps, so constant work per step gives an exponent of 1 across n.
enum RemovalSuite {
    static let sizes = [100, 1_000, 10_000, 100_000]

    static func level(_ n: Int) -> SuiteLevel { n <= 100 ? .smoke : n <= 10_000 ? .default : .full }

    static func register(into registry: inout BenchmarkRegistry) {
        for n in sizes {
            registry.register(workload: "remove-views", variant: "layer", n: n, suite: level(n),
                              phases: [.build, "remove"]) { context in
                let screen = try context.measure(.build) { try SiblingScreen(n: n) }
                let solver = screen.engine.solver
                try context.measure("remove", counters: { removalCounters(solver) }) { try screen.removeEveryTenth() }
                try screen.check(context.benchmark.name)
            }
        }
        for n in sizes {
            registerStackHide(.equal, n: n, suite: level(n), into: &registry)
            registerStackHide(.intrinsic, n: n, suite: level(n), into: &registry)
        }
    }

    private static func registerStackHide(_ rows: StackColumn.Rows, n: Int, suite: SuiteLevel,
                                          into registry: inout BenchmarkRegistry) {
        registry.register(workload: "stack-hide", variant: rows.rawValue, n: n, suite: suite,
                          phases: [.build, "hide", "show"]) { context in
            let column = try context.measure(.build) { try StackColumn(n: n, rows: rows) }
            let solver = column.engine.solver
            try context.measure("hide", counters: { removalCounters(solver) }) { try column.setEveryTenth(hidden: true) }
            try column.check(context.benchmark.name, hidden: true)
            try context.measure("show", counters: { removalCounters(solver) }) { try column.setEveryTenth(hidden: false) }
            try column.check(context.benchmark.name, hidden: false)
        }
    }

    /// The solver's work, and how many constraints it was given and lost.
    static func removalCounters(_ solver: Solver) -> [String: Int] {
        var values = SolverSuite.counterValues(solver)
        values["constraints_added"] = solver.counters.constraintsAdded
        values["constraints_removed"] = solver.counters.constraintsRemoved
        return values
    }
}
