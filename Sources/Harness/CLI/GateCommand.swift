import Foundation

/// `layout-bench gate --baseline results/baseline.csv RUN.csv`: the hard, deterministic gate.
public enum GateCommand: Command {
    public static let name = "gate"
    public static let summary = "Gate a run's deterministic metrics against the baseline."
    public static let help = """
        Check a run's deterministic metrics against a baseline: allocation count and bytes,
        solver counters (pivots, substitutions, row_ops …), callgrind instruction counts, and
        the scaling exponent of each against n (when both files hold several sizes). Time is
        not gated here (see 'layout-bench ab').

        USAGE: layout-bench gate --baseline results/baseline.csv RUN.csv [options]

        Thresholds: exact for counts and allocations, 1% with a floor of 2 000 for
        instructions, a rise of 0.1 for exponents, unless a rules file says otherwise. The
        rules file is CSV with columns benchmark,phase,metric,relative,absolute (globs, then
        the allowed change: max(relative × baseline, absolute)); the last matching rule wins.

        A metric counted differently in the two files (another allocator, valgrind version,
        toolchain or build configuration) is reported as not comparable and not compared.

        OPTIONS:
          --baseline FILE             The baseline (required).
          --thresholds FILE           The rules (default: thresholds.csv beside the baseline,
                                      if there is one).
          --format table|markdown|csv|json
                                      Output format (default table: changes only).
          --help, -h                  Show this help.

        EXIT STATUS: 0 nothing regressed, 1 a regression (listed), 2 bad input.

        """

    /// Parses, gates, prints.
    ///
    /// - Throws: ``CLIError`` for bad arguments and missing or malformed files.
    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        var runPath: String? = nil
        var baselinePath: String? = nil
        var thresholdsPath: String? = nil
        var format = ComparisonFormat.table
        while let token = try arguments.next() {
            switch token {
            case .positional(let path):
                guard runPath == nil else { throw .unexpectedArgument(path, command: name) }
                runPath = path
            case .flag("--baseline"): baselinePath = try arguments.value(for: "--baseline")
            case .flag("--thresholds"): thresholdsPath = try arguments.value(for: "--thresholds")
            case .flag("--format"): format = try arguments.choice(for: "--format", ComparisonFormat.self)
            case .flag(let flag): throw .unknownFlag(flag, command: name)
            }
        }
        guard let baselinePath else { throw .missingArgument("--baseline FILE", command: name) }
        guard let runPath else { throw .missingArgument("RUN.csv", command: name) }
        let beside = (baselinePath as NSString).deletingLastPathComponent
        let defaultRules = (beside.isEmpty ? "" : beside + "/") + "thresholds.csv"
        var rules = ThresholdRules()
        if let thresholdsPath {
            rules = try ThresholdRules.load(thresholdsPath)
        } else if ResultsFiles.exists(defaultRules) {
            rules = try ThresholdRules.load(defaultRules)
        }
        let gate = DeterministicGate(baseline: try RunData.load(baselinePath, samples: false),
                                     run: try RunData.load(runPath, samples: false), rules: rules)
        environment.console.out(gate.rendered(as: format))
        return gate.regressions.isEmpty ? .ok : .regression
    }
}
