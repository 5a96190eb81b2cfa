import Harness

/// `layout-bench report results/ --out report.html`: one self-contained HTML page.
public enum ReportCommand: Command {
    public static let name = "report"
    public static let summary = "Write one self-contained HTML report of a results directory."
    public static let help = """
        Write one HTML file (inline SVG, no scripts, no network) about the runs in a results
        directory: scaling curves per workload (time and allocations against n, log-log, with
        fitted exponents), composite against individual per phase, history across commits (git
        order) with step changes marked, and the comparison of the latest run with the one
        before it of the same suite and build configuration. Times are also given as a share of
        a 16.7 ms frame. Files that are not runs (baseline.csv, instructions.csv, peers-*.csv …)
        are named in the report as skipped.

        USAGE: layout-bench report DIRECTORY --out report.html

        OPTIONS:
          --out FILE                  The HTML file to write (required).
          --help, -h                  Show this help.

        EXIT STATUS: 0 written, 2 bad input.

        """

    /// Parses, loads, writes.
    ///
    /// - Throws: ``CLIError`` for bad arguments, unreadable input or an unwritable output.
    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        var directory: String? = nil
        var output: String? = nil
        while let token = try arguments.next() {
            switch token {
            case .positional(let path):
                guard directory == nil else { throw .unexpectedArgument(path, command: name) }
                directory = path
            case .flag("--out"): output = try arguments.value(for: "--out")
            case .flag(let flag): throw .unknownFlag(flag, command: name)
            }
        }
        guard let directory else { throw .missingArgument("DIRECTORY", command: name) }
        guard let output else { throw .missingArgument("--out FILE", command: name) }
        let history = try reading(History.load(directory: directory, metrics: ["*"]))
        guard !history.runs.isEmpty else { throw .results(.noRuns(directory: directory)) }
        var comparison: Comparison? = nil
        if let (base, head) = history.latestComparablePair {
            comparison = Comparison(base: try reading(RunData.load(base.data.path)),
                                    head: try reading(RunData.load(head.data.path)))
        }
        let report = HTMLReport(history: history, latestComparison: comparison)
        try reading(ResultsFiles.writeAtomically(report.html, to: output))
        environment.console.err("wrote \(output) (\(history.runs.count) runs)\n")
        return .ok
    }
}
