import Foundation
import Harness

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

        It fails (exit 1) on a regression; on an improvement too, since the baseline is then
        stale and a later regression back to the old count would pass unseen; on a metric of
        the baseline that the run lacks (a benchmark that stopped running); and when nothing
        at all could be compared. A results file without rows is bad input (exit 2).

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
          --allow-missing             Pass although baseline metrics are missing from the run
                                      (a shard or a filtered run gated against a whole baseline).
          --allow-improvements        Pass although counts fell beyond their allowance.
          --format table|markdown|csv|json
                                      Output format (default table: changes only).
          --help, -h                  Show this help.

        EXIT STATUS: 0 passed, 1 failed (a regression, an improvement, a missing metric, or
        nothing compared; each listed), 2 bad input.

        """

    /// Parses, gates, prints.
    ///
    /// - Throws: ``CLIError`` for bad arguments and missing, empty or malformed files.
    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        var runPath: String? = nil
        var baselinePath: String? = nil
        var thresholdsPath: String? = nil
        var options = DeterministicGate.Options()
        var format = ComparisonFormat.table
        while let token = try arguments.next() {
            switch token {
            case .positional(let path):
                guard runPath == nil else { throw .unexpectedArgument(path, command: name) }
                runPath = path
            case .flag("--baseline"): baselinePath = try arguments.value(for: "--baseline")
            case .flag("--thresholds"): thresholdsPath = try arguments.value(for: "--thresholds")
            case .flag("--allow-missing"): options.allowMissing = true
            case .flag("--allow-improvements"): options.allowImprovements = true
            case .flag("--format"): format = try arguments.choice(for: "--format", ComparisonFormat.self)
            case .flag(let flag): throw .unknownFlag(flag, command: name)
            }
        }
        guard let baselinePath else { throw .missingArgument("--baseline FILE", command: name) }
        guard let runPath else { throw .missingArgument("RUN.csv", command: name) }
        let beside = (baselinePath as NSString).deletingLastPathComponent
        let defaultRules = (beside.isEmpty ? "" : beside + "/") + "thresholds.csv"
        let rulesPath = thresholdsPath ?? (ResultsFiles.exists(defaultRules) ? defaultRules : nil)
        var rules = ThresholdRules()
        if let rulesPath { rules = try reading(ThresholdRules.load(rulesPath)) }
        let baseline = try reading(RunData.load(baselinePath, samples: false))
        let run = try reading(RunData.load(runPath, samples: false))
        let gate = DeterministicGate(baseline: baseline, run: run, rules: rules)
        environment.console.out(gate.rendered(as: format, options: options))
        return gate.failures(options).isEmpty ? .ok : .regression
    }
}
