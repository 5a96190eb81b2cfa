import CCallgrind
import Foundation
import Harness

/// `layout-bench profile WORKLOAD --n N [--variant V] [--instructions]`: where the time goes.
public enum ProfileCommand: Command {
    public static let name = "profile"
    public static let summary = "Where a workload's time goes: phases, allocations, solver work, instructions."
    public static var help: String {
        """
        Run one workload at one size and show, per phase: steps, median and total time (and the
        share of a 16.7 ms frame), allocations and bytes per step, and the solver's work per
        step (pivots, substitutions, rows touched, cell operations), then the tableau's size and
        its largest row. With --instructions, also the instructions of each phase, counted by
        valgrind's callgrind (client requests around each step; deterministic on a noisy VM).

        USAGE: layout-bench profile WORKLOAD --n N [--variant V] [options]

        ARGUMENTS:
          WORKLOAD                    \(Workload.allCases.map(\.rawValue).joined(separator: "|"))

        OPTIONS:
          --n N                       Number of views (any n for the solver variant; a
                                      registered size for the others).
          --variant V                 solver, composite, individual … (default solver).
          --samples N                 Measured iterations (default 5).
          --instructions              Count instructions under valgrind --tool=callgrind.
          --output FILE.csv           Also write the figures as a results summary (with the
                                      instruction counts, for 'layout-bench gate').
          --help, -h                  Show this help.

        EXIT STATUS: 0 ok, 1 the workload failed its check, 2 bad input or valgrind missing.

        """
    }

    /// The parsed options.
    struct Options {
        var workload: Workload?
        var n: Int?
        var variant = "solver"
        var samples = 5
        var instructions = false
        var output: String? = nil
        var callgrindChild = false
    }

    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        let options = try parse(&arguments)
        guard let workload = options.workload else { throw .missingArgument("WORKLOAD", command: name) }
        guard let n = options.n else { throw .missingArgument("--n N", command: name) }
        let benchmark = try find(workload: workload, n: n, variant: options.variant, in: environment.registry)
        if options.callgrindChild { return try runUnderCallgrind(benchmark) }

        var instructions: [String: [Double]] = [:]
        var valgrind = "none"
        if options.instructions {
            (instructions, valgrind) = try CallgrindProfile.count(
                arguments: [name, workload.rawValue, "--n", String(n), "--variant", options.variant, "--callgrind-child"])
        }
        let configuration = RunConfiguration(warmupIterations: 1, minSamples: options.samples,
                                             maxSamples: options.samples, minTime: 0, maxTime: 600)
        let result: BenchmarkResult
        do {
            result = try BenchmarkRunner(configuration: configuration).run(benchmark)
        } catch {
            environment.console.err("\(benchmark.name): \(error)\n")
            return .regression
        }
        let profile = PhaseProfile(result: result, instructions: instructions)
        environment.console.out(profile.text(title: "\(benchmark.name): \(options.samples) iterations"
            + (options.instructions ? ", instructions by callgrind (\(valgrind))" : "")))
        if let output = options.output {
            var metadata = environment.metadata(.smoke)
            metadata.valgrind = valgrind
            try ResultsFiles.writeAtomically(profile.summaryCSV(metadata: metadata), to: output)
            environment.console.err("wrote \(output)\n")
        }
        return .ok
    }

    static func parse(_ arguments: inout ArgumentCursor) throws(CLIError) -> Options {
        var o = Options()
        while let token = try arguments.next() {
            switch token {
            case .positional(let argument):
                guard o.workload == nil else { throw .unexpectedArgument(argument, command: name) }
                guard let w = Workload(rawValue: argument) else {
                    throw .invalid("unknown workload '\(argument)' (expected \(Workload.allCases.map(\.rawValue).joined(separator: "|")))")
                }
                o.workload = w
            case .flag("--n"): o.n = try arguments.integer(for: "--n", minimum: 1)
            case .flag("--variant"): o.variant = try arguments.value(for: "--variant")
            case .flag("--samples"): o.samples = try arguments.integer(for: "--samples", minimum: 1)
            case .flag("--instructions"): o.instructions = true
            case .flag("--output"):
                o.output = try arguments.value(for: "--output", expected: "a path ending in .csv") {
                    $0.hasSuffix(".csv") && $0.count > 4 ? $0 : nil
                }
            case .flag("--callgrind-child"): o.callgrindChild = true
            case .flag(let flag): throw .unknownFlag(flag, command: name)
            }
        }
        return o
    }

    /// The registered benchmark `workload/variant/n`, or for the solver variant one made for any n.
    static func find(workload: Workload, n: Int, variant: String, in registry: BenchmarkRegistry) throws(CLIError) -> Benchmark {
        let name = "\(workload.rawValue)/\(variant)/\(n)"
        if let registered = registry.benchmarks.first(where: { $0.name == name }) { return registered }
        if variant == "solver" {
            let documents = DocumentCache(workload: workload, n: n)
            return Benchmark(workload: workload.rawValue, variant: variant, n: n, phases: [.build, .resize, .churn]) { context in
                try SolverSuite.run(documents.document, in: context)
            }
        }
        let variants = Set(registry.benchmarks.filter { $0.workload == workload.rawValue }.map(\.variant)).sorted()
        guard variants.contains(variant) else {
            throw .invalid("unknown variant '\(variant)' for \(workload.rawValue) (expected \(variants.joined(separator: "|")))")
        }
        let sizes = registry.benchmarks.filter { $0.workload == workload.rawValue && $0.variant == variant }.map(\.n).sorted()
        throw .invalid("\(workload.rawValue)/\(variant) is registered at n = \(sizes.map(String.init).joined(separator: ", ")) only")
    }

    /// The child under valgrind: one warm-up, then one iteration with each step counted from
    /// zero and dumped as `phase:step`.
    static func runUnderCallgrind(_ benchmark: Benchmark) throws(CLIError) -> ExitStatus {
        do {
            try benchmark.body(BenchmarkContext(benchmark: benchmark.descriptor, iteration: -1, allocationCounter: nil))
            let context = BenchmarkContext(benchmark: benchmark.descriptor, iteration: 0, allocationCounter: nil)
            context.phaseHooks = (start: { _, _ in lb_callgrind_zero_stats() },
                                  end: { phase, step in lb_callgrind_dump_stats_at("\(phase.name):\(step)") })
            lb_callgrind_start_instrumentation()
            try benchmark.body(context)
            lb_callgrind_stop_instrumentation()
        } catch {
            throw .invalid("\(benchmark.name) under callgrind: \(error)")
        }
        return .ok
    }
}
