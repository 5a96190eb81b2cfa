import Harness

/// `layout-bench history results/`: every benchmark across the commits in a directory.
public enum HistoryCommand: Command {
    public static let name = "history"
    public static let repeatableFlags: Set<String> = ["--metric", "--filter"]
    public static let summary = "Benchmarks across the commits in results/, with steps marked."
    public static let help = """
        Read every run in a results directory (each <commit>.csv; not the samples files, and
        not baseline.csv, instructions.csv, thresholds.csv or peers-*.csv, nor a file without
        rows, which are listed as skipped), put the commits in git order (git rev-list; files
        git does not know go last, by timestamp), and show each benchmark × phase × metric
        across them with its step changes: the best piecewise-constant fit of the log medians
        under a penalty per step, keeping steps of at least 5% for time (given four runs or
        more) and any change for deterministic counts.

        USAGE: layout-bench history DIRECTORY [options]

        OPTIONS:
          --metric GLOB               Metrics to show (repeatable; default wall_time and allocations).
          --filter GLOB               Only benchmarks whose name matches (repeatable).
          --steps-only                Only the series with a step.
          --format table|markdown|csv|json
                                      Output format (default table).
          --help, -h                  Show this help.

        EXIT STATUS: 0 shown, 2 bad input.

        """

    /// Parses, loads the directory, prints.
    ///
    /// - Throws: ``CLIError`` for bad arguments, an unreadable directory or a malformed file.
    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        var directory: String? = nil
        var metrics: [String] = []
        var filters: [String] = []
        var stepsOnly = false
        var format = ComparisonFormat.table
        while let token = try arguments.next() {
            switch token {
            case .positional(let path):
                guard directory == nil else { throw .unexpectedArgument(path, command: name) }
                directory = path
            case .flag("--metric"): metrics.append(try arguments.value(for: "--metric"))
            case .flag("--filter"): filters.append(try arguments.value(for: "--filter"))
            case .flag("--steps-only"): stepsOnly = true
            case .flag("--format"): format = try arguments.choice(for: "--format", ComparisonFormat.self)
            case .flag(let flag): throw .unknownFlag(flag, command: name)
            }
        }
        guard let directory else { throw .missingArgument("DIRECTORY", command: name) }
        var history = try reading(History.load(directory: directory, metrics: metrics.isEmpty ? ["wall_time", "allocations"] : metrics))
        guard !history.runs.isEmpty else { throw .results(.noRuns(directory: directory)) }
        history.series = history.series.filter { s in
            (filters.isEmpty || filters.contains { Glob.matches($0, s.key.benchmark) }) && (!stepsOnly || !s.steps.isEmpty)
        }
        environment.console.out(history.rendered(as: format))
        return .ok
    }
}
