import Harness

/// `layout-bench baseline update`: rewrites the gate's baseline on purpose.
public enum BaselineCommand: Command {
    public static let name = "baseline"
    public static let repeatableFlags: Set<String> = ["--filter"]
    public static let summary = "Rewrite results/baseline.csv on purpose (baseline update)."
    public static let help = """
        Rewrite the deterministic gate's baseline, from a fresh run of the selected suite or
        from a given results file. Commit it with the reason for the change.

        USAGE: layout-bench baseline update [--from RUN.csv] [options]

        A fresh run runs the selection twice and refuses to write a baseline whose
        deterministic metrics differ between the two runs (they would make the gate flaky).
        It refuses a tree with uncommitted changes to tracked files, and a --from file whose
        run had them: a baseline must name the commit whose code it measured.

        OPTIONS:
          --from RUN.csv              Copy this run instead of running the suite.
          --output FILE               The baseline to write (default results/baseline.csv).
        \(SelectionOptions.help)
                                      (default: the smoke suite)
          --help, -h                  Show this help.

        EXIT STATUS: 0 written, 1 metrics not deterministic or a benchmark failed, 2 bad input
        or a dirty tree.

        """

    /// Parses, runs (or reads), checks, writes.
    ///
    /// - Throws: ``CLIError`` for bad arguments, unreadable input, an unwritable baseline.
    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        guard case .positional("update")? = try arguments.next() else {
            throw .missingArgument("the action 'update'", command: name)
        }
        var from: String? = nil
        var output = environment.resultsDirectory + "/baseline.csv"
        var selection = SelectionOptions(suite: .smoke)
        while let token = try arguments.next() {
            switch token {
            case .positional(let argument): throw .unexpectedArgument(argument, command: name)
            case .flag("--from"): from = try arguments.value(for: "--from")
            case .flag("--output"):
                output = try arguments.value(for: "--output", expected: "a path ending in .csv") {
                    $0.hasSuffix(".csv") && $0.count > 4 ? $0 : nil
                }
            case .flag(let flag):
                if try selection.parse(flag, from: &arguments) { continue }
                throw .unknownFlag(flag, command: name)
            }
        }
        let console = environment.console
        if let from {
            let data = try reading(RunData.load(from, samples: false))
            if let dirty = data.rows.first(where: { $0.metadata.dirty == "true" }) {
                throw .dirtyTree(commit: dirty.metadata.commit, source: from)
            }
            try reading(ResultsFiles.writeAtomically(ResultsFiles.read(from), to: output))
            console.err("wrote \(output) from \(from)\n")
            return .ok
        }
        let metadata = environment.metadata(selection.suite)
        if metadata.dirty == "true" { throw .dirtyTree(commit: metadata.commit, source: "a fresh run") }
        if metadata.dirty != "false" {
            console.err("baseline: warning: not in a git checkout; the baseline names commit '\(metadata.commit)'\n")
        }
        let benchmarks = try selection.select(from: environment.registry)
        let runner = BenchmarkRunner(configuration: selection.suite.defaultConfiguration)
        var reports: [RunReport] = []
        for attempt in 1...2 {
            let (results, failures) = runner.run(benchmarks)
            if let failure = failures.first {
                console.err("\(failure.benchmark.name) failed: \(failure.error); baseline not written\n")
                return .regression
            }
            reports.append(RunReport(metadata: metadata, results: results))
            console.err("baseline: run \(attempt) of 2 done (\(results.count) benchmarks)\n")
        }
        let gate = DeterministicGate(baseline: RunData(path: "run 1", rows: reports[0].rows),
                                     run: RunData(path: "run 2", rows: reports[1].rows))
        let unstable = gate.comparison.rows.filter { $0.verdict != .unchanged }
        guard unstable.isEmpty else {
            for row in unstable {
                console.err("not deterministic: \(row.key): \(formatNumber(row.baseMedian)) then \(formatNumber(row.headMedian))\n")
            }
            console.err("baseline not written: \(unstable.count) deterministic metrics differ between two runs\n")
            return .regression
        }
        try reading(ResultsFiles.writeAtomically(reports[1].summaryCSV, to: output))
        console.err("wrote \(output): \(reports[1].rows.count) rows, \(gate.comparison.rows.count) deterministic metrics "
            + "identical in two runs (commit \(metadata.commit))\n")
        return .ok
    }
}
