import Harness

/// `layout-bench compare BASE.csv HEAD.csv`: two runs, metric by metric, with a verdict.
public enum CompareCommand: Command {
    public static let name = "compare"
    public static let repeatableFlags: Set<String> = ["--metric"]
    public static let summary = "Compare two runs: ratios, intervals, p-values, verdicts."
    public static let help = """
        Compare two results files metric by metric: the medians, their ratio, a 95% bootstrap
        interval of the ratio over the raw samples (from NAME.samples.csv beside each file,
        seeded), a two-sided Mann-Whitney U p-value (as SciPy's mannwhitneyu), and a verdict.
        Counts (allocations, solver counters) are exact: any change beyond the threshold is one.
        Time and memory regressed (or improved) when the change is beyond the threshold and
        clear (p ≤ α and the interval excludes no change); "inconclusive" when it is beyond the
        threshold but not clear; "too few samples" when no test on that many samples can reach
        α (3 against 3 cannot go below p = 0.1), whatever the change. Scaling exponents (log-log
        slope against n of each workload × variant × phase) are compared too. Benchmarks in one
        run only are listed. A results file without rows is bad input.

        USAGE: layout-bench compare BASE.csv HEAD.csv [options]

        OPTIONS:
          --threshold PCT             Allowed change of time and memory (default 5%).
          --alpha P                   Significance level (default 0.01).
          --thresholds FILE           Per-benchmark rules (see 'layout-bench gate --help').
          --metric GLOB               Only metrics matching (repeatable; e.g. wall_time).
          --format table|markdown|csv|json
                                      Output format (default table).
          --help, -h                  Show this help.

        EXIT STATUS: 0 nothing regressed, 1 a regression, 2 bad input.

        """

    /// Parses the files and options, compares, prints.
    ///
    /// - Throws: ``CLIError`` for bad arguments and missing or malformed files.
    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        var paths: [String] = []
        var threshold = 0.05, alpha = 0.01
        var thresholdsPath: String? = nil
        var metrics: [String] = []
        var format = ComparisonFormat.table
        while let token = try arguments.next() {
            switch token {
            case .positional(let path):
                guard paths.count < 2 else { throw .unexpectedArgument(path, command: name) }
                paths.append(path)
            case .flag("--threshold"): threshold = try arguments.percent(for: "--threshold")
            case .flag("--alpha"): alpha = try arguments.probability(for: "--alpha")
            case .flag("--thresholds"): thresholdsPath = try arguments.value(for: "--thresholds")
            case .flag("--metric"): metrics.append(try arguments.value(for: "--metric"))
            case .flag("--format"): format = try arguments.choice(for: "--format", ComparisonFormat.self)
            case .flag(let flag): throw .unknownFlag(flag, command: name)
            }
        }
        guard paths.count == 2 else { throw .missingArgument("BASE.csv and HEAD.csv", command: name) }
        var rules = ThresholdRules(noisyRelative: threshold)
        if let thresholdsPath { rules = try reading(ThresholdRules.load(thresholdsPath, noisyRelative: threshold)) }
        let base = try reading(RunData.load(paths[0]))
        let head = try reading(RunData.load(paths[1]))
        let comparison = Comparison(base: base, head: head, rules: rules, alpha: alpha, metrics: metrics)
        environment.console.out(comparison.rendered(as: format))
        return comparison.regressions.isEmpty ? .ok : .regression
    }
}
