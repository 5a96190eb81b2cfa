import Foundation

/// `layout-bench ab --base BIN_A --head BIN_B`: the timing gate, both builds in one job.
public enum ABCommand: Command {
    public static let name = "ab"
    public static let summary = "Time two builds interleaved (A B B A …) and test for a slowdown."
    public static let help = """
        Run two builds of layout-bench in the same job, interleaved A B B A …, each round a
        fresh process per build ('BIN run --output TMP.csv'), and take each round's median. A
        benchmark × phase regressed only when a one-sided Wilcoxon signed-rank test on the
        per-round log ratios, Holm-corrected across all of them, gives p ≤ α, the bootstrap 95%
        interval of the median ratio lies wholly above 1 + threshold, and the median slowdown
        is above the floor.

        USAGE: layout-bench ab --base BIN_A --head BIN_B [options] [-- RUN-OPTIONS…]

        OPTIONS:
          --base BIN                  The baseline build's layout-bench.
          --head BIN                  The candidate build's layout-bench.
          --rounds N                  Rounds, at least 10 (default 15).
          --suite smoke|default|full  The suite both builds run (default smoke).
          --filter PATTERN            Passed to both runs (repeatable).
          --metric wall_time|cpu_time The time compared (default wall_time).
          --threshold PCT             Practical threshold (default 5%).
          --alpha P                   Family-wise significance level (default 0.01).
          --floor DURATION            Smallest slowdown that counts (default 1us).
          --format table|markdown|csv|json
                                      Output format (default table).
          --help, -h                  Show this help.
        Anything after '--' is passed to both builds' 'run' (e.g. -- --samples 5).

        EXIT STATUS: 0 nothing regressed, 1 a regression, 2 bad input or a build failed to run.

        """

    /// Parses, runs the rounds, decides, prints.
    ///
    /// - Throws: ``CLIError`` for bad arguments or a build that cannot run.
    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        var base: String? = nil, head: String? = nil
        var rounds = 15
        var suite = SuiteLevel.smoke
        var passthrough: [String] = []
        var metric = "wall_time"
        var policy = ABAnalysis.Policy()
        var format = ComparisonFormat.table
        while let token = try arguments.next() {
            switch token {
            case .positional(let argument):
                // Only reachable after `--`: hand the rest to `run`.
                passthrough.append(argument)
            case .flag("--base"): base = try arguments.value(for: "--base")
            case .flag("--head"): head = try arguments.value(for: "--head")
            case .flag("--rounds"): rounds = try arguments.integer(for: "--rounds", minimum: 10)
            case .flag("--suite"): suite = try arguments.choice(for: "--suite", SuiteLevel.self)
            case .flag("--filter"): passthrough += ["--filter", try arguments.value(for: "--filter")]
            case .flag("--metric"):
                metric = try arguments.value(for: "--metric", expected: "wall_time|cpu_time") {
                    $0 == "wall_time" || $0 == "cpu_time" ? $0 : nil
                }
            case .flag("--threshold"): policy.threshold = try arguments.percent(for: "--threshold")
            case .flag("--alpha"): policy.alpha = try arguments.probability(for: "--alpha")
            case .flag("--floor"): policy.floor = try arguments.duration(for: "--floor")
            case .flag("--format"): format = try arguments.choice(for: "--format", ComparisonFormat.self)
            case .flag(let flag): throw .unknownFlag(flag, command: name)
            }
        }
        guard let base else { throw .missingArgument("--base BIN_A", command: name) }
        guard let head else { throw .missingArgument("--head BIN_B", command: name) }
        let directory = NSTemporaryDirectory() + "layout-bench-ab-" + UUID().uuidString
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(directory, reason: "cannot create the temporary directory")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let runner = ABRunner(base: base, head: head, runArguments: ["--suite", suite.rawValue] + passthrough,
                              metric: metric, directory: directory)
        let console = environment.console
        let data = try runner.run(rounds: rounds) { done in console.err("ab: round \(done)/\(rounds)\n") }
        let analysis = ABAnalysis(rounds: data, policy: policy)
        let floorP = ABAnalysis.smallestAdjustedP(rounds: rounds, tests: analysis.rows.count)
        if floorP > policy.alpha {
            console.err("ab: warning: with \(rounds) rounds and \(analysis.rows.count) tests no p-value can reach "
                + "\(policy.alpha) after Holm's correction; use more rounds or --filter\n")
        }
        console.out(analysis.rendered(as: format))
        return analysis.regressions.isEmpty ? .ok : .regression
    }
}
