import Foundation
import Harness

/// `layout-bench profile BENCHMARK [--instructions | --cache]` (or `WORKLOAD --n N [--variant V]`): where
/// the time goes.
public enum ProfileCommand: Command {
    public static let name = "profile"
    public static let summary = "Where a benchmark's time goes: phases, allocations, solver work, instructions."
    public static var help: String {
        """
        Run one benchmark and show, per phase: steps, median and total time (and the share of a
        16.7 ms frame), allocations and bytes per step, and the solver's work per step (pivots,
        substitutions, rows touched, cell operations), then the tableau's size and its largest
        row. With --instructions, also the instructions of each phase, counted by valgrind's
        callgrind (client requests around each step; deterministic on a noisy VM). With
        --cache, also the data accesses of each step that miss a 32 KiB first-level cache and
        a 512 KiB second-level one, in callgrind's cache simulation (a fixed model of one core
        of the reference machine, whatever the host: the same counts everywhere; slower).
        The samples follow one unmeasured warm-up iteration, whose freed memory they reuse: a
        first build in a fresh process (`run --warmup 0`) also pays for every new page, which
        at a million views is most of its time.

        USAGE: layout-bench profile BENCHMARK [options]
               layout-bench profile WORKLOAD --n N [--variant V] [options]

        ARGUMENTS:
          BENCHMARK                   A benchmark's name, as 'list' shows it (nested/solver/1000).
          WORKLOAD                    A workload, with --n and --variant naming the benchmark
                                      WORKLOAD/VARIANT/N (layout-bench makes the solver variant
                                      of a canonical workload at any n).

        OPTIONS:
          --n N                       Number of views.
          --variant V                 solver, composite, individual … (default solver).
          --samples N                 Measured iterations (default 5).
          --instructions              Count instructions under valgrind --tool=callgrind.
          --cache                     Count instructions and L1 and L2 data misses (implies
                                      --instructions).
          --output FILE.csv           Also write the figures as a results summary (with the
                                      instruction counts, for 'layout-bench gate', and
                                      with --cache l1_misses and l2_misses per phase).
          --help, -h                  Show this help.

        EXIT STATUS: 0 ok, 1 the benchmark failed (its check), 2 bad input or valgrind missing.

        """
    }

    /// The parsed options.
    struct Options {
        var target: String?
        var n: Int?
        var variant: String?
        var samples = 5
        var instructions = false
        var cache = false
        var output: String? = nil
        var callgrindChild = false
    }

    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        let options = try parse(&arguments)
        let benchmark = try find(options, in: environment)
        if options.callgrindChild {
            do {
                try CallgrindProfile.runChild(benchmark)
            } catch {
                throw .benchmarkFailed(benchmark.name + " under callgrind", reason: String(describing: error))
            }
            return .ok
        }
        var counted: [CallgrindMetric: [String: [Double]]] = [:]
        var valgrind = "none"
        if options.instructions || options.cache {
            do {
                (counted, valgrind) = try CallgrindProfile.count(arguments: [name, benchmark.name, "--callgrind-child"],
                                                                 cache: options.cache)
            } catch {
                throw .callgrind(error)
            }
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
        let profile = PhaseProfile(result: result, counted: counted, columns: environment.registry.profileColumns)
        let counter = options.cache ? ", instructions and data misses (32 KiB L1, 512 KiB L2) by callgrind (\(valgrind))"
            : options.instructions ? ", instructions by callgrind (\(valgrind))" : ""
        environment.console.out(profile.text(title: "\(benchmark.name): \(options.samples) iterations" + counter))
        if let output = options.output {
            var metadata = environment.metadata(.smoke)
            metadata.valgrind = valgrind
            try reading(ResultsFiles.writeAtomically(profile.summaryCSV(metadata: metadata), to: output))
            environment.console.err("wrote \(output)\n")
        }
        return .ok
    }

    static func parse(_ arguments: inout ArgumentCursor) throws(CLIError) -> Options {
        var o = Options()
        while let token = try arguments.next() {
            switch token {
            case .positional(let argument):
                guard o.target == nil else { throw .unexpectedArgument(argument, command: name) }
                o.target = argument
            case .flag("--n"): o.n = try arguments.integer(for: "--n", minimum: 1)
            case .flag("--variant"): o.variant = try arguments.value(for: "--variant")
            case .flag("--samples"): o.samples = try arguments.integer(for: "--samples", minimum: 1)
            case .flag("--instructions"): o.instructions = true
            case .flag("--cache"): o.cache = true
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

    /// The benchmark the options name: registered, or made on request by the tool (the solver
    /// variant of a canonical workload at any n); otherwise the most helpful error.
    static func find(_ options: Options, in environment: CommandEnvironment) throws(CLIError) -> Benchmark {
        guard let target = options.target else { throw .missingArgument("BENCHMARK (or WORKLOAD --n N)", command: name) }
        let registry = environment.registry
        if target.contains("/") {
            guard options.n == nil, options.variant == nil else {
                throw .conflictingFlags(target, options.n != nil ? "--n" : "--variant", command: name)
            }
            if let benchmark = registry.benchmarks.first(where: { $0.name == target }) ?? environment.benchmarkOnRequest(target) {
                return benchmark
            }
            throw .unknownBenchmark(target)
        }
        let workloads = registry.benchmarks.reduce(into: [String]()) { if !$0.contains($1.workload) { $0.append($1.workload) } }
        guard workloads.contains(target) else { throw .unknownWorkload(target, expected: workloads) }
        guard let n = options.n else { throw .missingArgument("--n N", command: name) }
        let variant = options.variant ?? "solver"
        let name = "\(target)/\(variant)/\(n)"
        if let benchmark = registry.benchmarks.first(where: { $0.name == name }) ?? environment.benchmarkOnRequest(name) {
            return benchmark
        }
        let variants = Set(registry.benchmarks.filter { $0.workload == target }.map(\.variant)).sorted()
        guard variants.contains(variant) else { throw .unknownVariant(variant, workload: target, expected: variants) }
        let sizes = registry.benchmarks.filter { $0.workload == target && $0.variant == variant }.map(\.n).sorted()
        throw .unregisteredSize("\(target)/\(variant)", sizes: sizes)
    }
}
