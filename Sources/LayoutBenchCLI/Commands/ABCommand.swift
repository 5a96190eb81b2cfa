import Foundation
import Harness

/// `layout-bench ab --base BIN_A --head BIN_B`: the timing gate, both builds in one job.
public enum ABCommand: Command {
    public static let name = "ab"
    public static let repeatableFlags: Set<String> = ["--filter"]
    public static let summary = "Time two builds iteration by iteration in one job; test for a slowdown."
    public static let help = """
        Time two builds of the tool in the same job. Both are copied into one fresh directory
        at paths of equal length (…/a/NAME, …/b/NAME) and run with the same environment and
        arguments. Each round starts a fresh worker process per build ('NAME ab-worker'), in
        an order drawn from the seed, each with an environment padded by 0–4095 bytes drawn
        the same way (it moves the stack); for each benchmark, the workers run iterations in
        turns (the order drawn per round) for --time seconds, and each phase of an iteration
        is paired with the base's iteration beside it. With the A/A control (on unless
        --no-control), a second copy of the base takes its turns too, and the base against
        that copy is estimated like every row: what identical builds differ by here today.

        Per round and benchmark × phase, the estimate is the median of the pairs' log ratios
        (head / base); across rounds, their 20% trimmed mean, with Yuen's 95% interval and
        two-sided trimmed t-test, the rounds as units. The p-values of all rows are
        Holm-corrected as one family (the control's rows are not tested). A row regressed
        when its corrected p ≤ α, the estimate is above 1 + threshold and beyond its
        control's 95% interval, and the slowdown per iteration is above the floor; improved
        the same way below; "inconclusive" when beyond the threshold but not significant, or
        significant but within what the control shows identical builds differ by. The output
        ends with the seed and the control's median change and range of intervals.

        USAGE: layout-bench ab --base BIN_A --head BIN_B [options]
               layout-bench ab --pairs FILE.csv [options]

        Both builds must have 'ab-worker' (this tool from the same era or later). The time it
        takes is about rounds × benchmarks × --time seconds, half as much again with the
        control.

        OPTIONS:
          --base BIN                  The baseline build's tool.
          --head BIN                  The candidate build's tool.
          --rounds N                  Rounds, fresh processes each, at least 3 (default 20).
          --time SECONDS              Per benchmark per round, both builds (default 4; the
                                      control's copy adds half as much).
          --no-control                Skip the A/A control (no second copy of the base).
          --seed N                    Arrange the rounds from seed N (default: a fresh one,
                                      printed, to repeat a run's arrangement).
          --suite smoke|default|full  Which suite's benchmarks (default smoke).
          --filter PATTERN            Only names matching (glob or /regex/; repeatable).
          --metric cpu_time|wall_time The time compared (default cpu_time: on a loaded machine a
                                      process descheduled mid-iteration adds wall time, not CPU).
          --threshold PCT             Practical threshold (default 2%).
          --alpha P                   Family-wise significance level (default 0.01).
          --floor DURATION            Smallest slowdown per iteration that counts (default 5us:
                                      two files of one build can run µs-scale phases 3–5% apart).
          --save FILE.csv             Also write every pair (round, benchmark, phase, both times).
          --pairs FILE.csv            Run nothing: decide from the pairs a --save wrote (with
                                      another --metric, --threshold, --alpha or --floor).
          --format table|markdown|csv|json
                                      Output format (default table).
          --help, -h                  Show this help.

        EXIT STATUS: 0 nothing regressed, 1 a regression, 2 bad input or a build failed to run.

        """

    /// Parses, runs the rounds, decides, prints.
    ///
    /// - Throws: ``CLIError`` for bad arguments or a build that cannot run.
    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        var base: String? = nil, head: String? = nil
        var rounds = 20
        var seconds = 4.0
        var selection = SelectionOptions(suite: .smoke)
        var metric = ABMetric.cpuTime
        var policy = ABAnalysis.Policy()
        var format = ComparisonFormat.table
        var save: String? = nil
        var saved: String? = nil
        var control = true
        var seed = UInt64.random(in: 0...UInt64(UInt32.max))
        while let token = try arguments.next() {
            switch token {
            case .positional(let argument): throw .unexpectedArgument(argument, command: name)
            case .flag("--base"): base = try arguments.value(for: "--base")
            case .flag("--head"): head = try arguments.value(for: "--head")
            case .flag("--rounds"): rounds = try arguments.integer(for: "--rounds", minimum: ABAnalysis.minimumRounds)
            case .flag("--time"): seconds = try arguments.seconds(for: "--time")
            case .flag("--metric"): metric = try arguments.choice(for: "--metric", ABMetric.self)
            case .flag("--threshold"): policy.threshold = try arguments.percent(for: "--threshold")
            case .flag("--alpha"): policy.alpha = try arguments.probability(for: "--alpha")
            case .flag("--floor"): policy.floor = try arguments.duration(for: "--floor")
            case .flag("--format"): format = try arguments.choice(for: "--format", ComparisonFormat.self)
            case .flag("--pairs"): saved = try arguments.value(for: "--pairs")
            case .flag("--no-control"): control = false
            case .flag("--seed"): seed = try arguments.value(for: "--seed", expected: "a whole number ≥ 0") { UInt64($0) }
            case .flag("--save"):
                save = try arguments.value(for: "--save", expected: "a path ending in .csv") { $0.hasSuffix(".csv") && $0.count > 4 ? $0 : nil }
            case .flag(let flag):
                if try selection.parse(flag, from: &arguments) { continue }
                throw .unknownFlag(flag, command: name)
            }
        }
        if let saved {
            if base != nil || head != nil { throw .conflictingFlags("--pairs", base != nil ? "--base" : "--head", command: name) }
            let analysis = ABAnalysis(pairs: try reading(ABPairs.load(saved)), metric: metric, policy: policy)
            environment.console.out(analysis.rendered(as: format))
            return analysis.regressions.isEmpty ? .ok : .regression
        }
        guard let base else { throw .missingArgument("--base BIN_A", command: name) }
        guard let head else { throw .missingArgument("--head BIN_B", command: name) }
        let console = environment.console
        let (common, onlyInBase, onlyInHead) = try running(ABSession.catalogue(base: base, head: head))
        let benchmarks = try select(common, selection)
        // The control's copy takes a third of the turns: its time comes on top of the two builds'.
        let perBenchmark = seconds * (control ? 1.5 : 1)
        let session = ABSession(base: base, head: head, benchmarks: benchmarks, rounds: rounds,
                                secondsPerBenchmark: perBenchmark, control: control, seed: seed)
        console.err("ab: \(benchmarks.count) benchmarks × \(rounds) rounds × \(Humanize.significant(perBenchmark)) s "
            + "(about \(Humanize.significant(Double(benchmarks.count * rounds) * perBenchmark / 60)) min)"
            + (control ? ", with the A/A control" : "") + "; seed \(seed)\n")
        let start = Clock.wallNanoseconds()
        var data = try running(session.run { done in
            let minutes = Double(Clock.wallNanoseconds() - start) / 60e9
            console.err("ab: round \(done)/\(rounds) (\(Humanize.significant(minutes)) min)\n")
        })
        let selected = Set(benchmarks)
        data.onlyInBase = onlyInBase.filter { selection.matches($0) && !selected.contains($0) }
        data.onlyInHead = onlyInHead.filter { selection.matches($0) && !selected.contains($0) }
        if let save { try reading(ResultsFiles.writeAtomically(data.csv, to: save)) }
        let analysis = ABAnalysis(pairs: data, metric: metric, policy: policy)
        console.out(analysis.rendered(as: format))
        return analysis.regressions.isEmpty ? .ok : .regression
    }

    /// The names of `catalogue` the selection holds, in order.
    static func select(_ catalogue: [(name: String, suite: String)], _ selection: SelectionOptions) throws(CLIError) -> [String] {
        var registry = BenchmarkRegistry()
        for entry in catalogue {
            let suite = SuiteLevel(rawValue: entry.suite) ?? .full
            registry.register(Benchmark(name: entry.name, workload: "", variant: "", n: 0, suite: suite, phases: []) { _ in })
        }
        return try selection.select(from: registry).map(\.name)
    }

    /// `body`'s value, an error of a build turned into a ``CLIError``.
    private static func running<T>(_ body: @autoclosure () throws(ABError) -> T) throws(CLIError) -> T {
        do {
            return try body()
        } catch {
            throw .ab(error)
        }
    }
}
