import Harness
import LayoutBenchmarks

/// `layout-bench run`: runs the selected benchmarks, writes the summary and samples CSV files,
/// prints the results.
public enum RunCommand: Command {
    /// The options of a run.
    public struct Options: Equatable {
        /// Which benchmarks.
        public var selection = SelectionOptions(suite: .default)
        /// `--samples`, `--max-samples`, `--min-time`, `--max-time`, `--warmup` (nil: the suite's).
        public var minSamples: Int?
        public var maxSamples: Int?
        public var minTime: Double?
        public var maxTime: Double?
        public var warmup: Int?
        /// `--output`: the summary file (nil: `results/<commit>.csv`).
        public var output: String?
        /// `--format` for stdout.
        public var format = OutputFormat.table
        /// `--quiet`: no progress on stderr.
        public var quiet = false
        /// `--ib`: Interface Builder files or folders whose scenes run too (``IBSuite``).
        public var interfaceBuilderPaths: [String] = []

        /// The default options.
        public init() {}

        /// The sampling budget: the suite's, with any flags applied.
        public var configuration: RunConfiguration {
            var configuration = selection.suite.defaultConfiguration
            if let minSamples { configuration.minSamples = minSamples }
            if let maxSamples { configuration.maxSamples = maxSamples }
            if let minTime { configuration.minTime = minTime }
            if let maxTime { configuration.maxTime = maxTime }
            if let warmup { configuration.warmupIterations = warmup }
            configuration.maxSamples = max(configuration.maxSamples, configuration.minSamples)
            return configuration
        }

        /// Parses `run`'s arguments.
        ///
        /// - Throws: ``CLIError`` for an unknown flag, a missing or bad value, or a positional.
        public static func parse(_ cursor: inout ArgumentCursor) throws(CLIError) -> Options {
            var options = Options()
            while let token = try cursor.next() {
                guard case .flag(let flag) = token else {
                    if case .positional(let argument) = token { throw .unexpectedArgument(argument, command: name) }
                    continue
                }
                if try options.selection.parse(flag, from: &cursor) { continue }
                switch flag {
                case "--samples": options.minSamples = try cursor.integer(for: flag, minimum: 1)
                case "--max-samples": options.maxSamples = try cursor.integer(for: flag, minimum: 1)
                case "--min-time": options.minTime = try cursor.seconds(for: flag)
                case "--max-time": options.maxTime = try cursor.seconds(for: flag)
                case "--warmup": options.warmup = try cursor.integer(for: flag, minimum: 0)
                case "--output": options.output = try cursor.value(for: flag, expected: "a path ending in .csv") {
                        $0.hasSuffix(".csv") && $0.count > 4 ? $0 : nil
                    }
                case "--format": options.format = try cursor.choice(for: flag, OutputFormat.self)
                case "--quiet", "-q": options.quiet = true
                case "--ib": options.interfaceBuilderPaths.append(try cursor.value(for: flag))
                default: throw .unknownFlag(flag, command: name)
                }
            }
            return options
        }
    }

    public static let name = "run"
    public static let repeatableFlags: Set<String> = ["--filter", "--ib"]
    public static let summary = "Run benchmarks; write results/<commit>.csv and .samples.csv."
    public static let help = """
        Run the selected benchmarks and write their results.

        USAGE: layout-bench run [options]

        Each benchmark is warmed up, then sampled until it has both --samples iterations and
        --min-time seconds, or until --max-samples or --max-time is reached. The summary (one
        row per benchmark × phase × metric) goes to results/<commit>.csv and the raw samples to
        results/<commit>.samples.csv, each written to a temporary name and renamed.

        OPTIONS:
        \(SelectionOptions.help)
          --samples N                 Iterations to measure at least (smoke 3, default 5, full 10).
          --max-samples N             Iterations to measure at most (smoke 3, default 50, full 1000).
          --min-time SECONDS          Time to keep sampling at least (smoke 0, default 0.2, full 1).
          --max-time SECONDS          No new iteration after this (smoke 0.5, default 2, full 10).
          --warmup N                  Unmeasured iterations first (default 1).
          --output DIR/NAME.csv       Write the summary here, the samples to DIR/NAME.samples.csv.
          --format table|csv|json     What stdout gets at the end (default table).
          --quiet, -q                 No progress on stderr.
          --ib FILE|FOLDER            Also run every scene of these .storyboard/.xib files
                                      (repeatable): ib-<file>-<scene>/scene/<views>, in every
                                      suite, phases build, layout, rotate, size-class and
                                      content-size (Dynamic Type: the text views' sizes at
                                      AX3 and back); select them alone with --filter 'ib-*'.
          --help, -h                  Show this help.

        EXIT STATUS: 0 ok, 1 a benchmark failed, 2 bad input (an --ib file that cannot be read).

        """

    /// Parses the options, runs the benchmarks, writes the files and prints the results.
    ///
    /// - Throws: ``CLIError`` for bad arguments, an empty selection or an unwritable file.
    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        let options = try Options.parse(&arguments)
        var registry = environment.registry
        if !options.interfaceBuilderPaths.isEmpty {
            var files: [String] = []
            for path in options.interfaceBuilderPaths { files += try IBCommand.documents(at: path) }
            // Each failure is "PATH: why".
            if let failure = IBSuite.register(paths: files, into: &registry).first {
                let parts = failure.split(separator: ": ", maxSplits: 1).map(String.init)
                throw .interfaceBuilder(parts[0], reason: parts.count > 1 ? parts[1] : "cannot be read")
            }
        }
        let benchmarks = try options.selection.select(from: registry)
        let metadata = environment.metadata(options.selection.suite)
        let files = options.output.map(ResultsFiles.init(summaryPath:))
            ?? ResultsFiles(commit: metadata.commit, directory: environment.resultsDirectory)

        let runner = BenchmarkRunner(configuration: options.configuration)
        let console = environment.console
        let start = Clock.wallNanoseconds()
        let (results, failures) = runner.run(benchmarks) { event in
            guard !options.quiet else { return }
            let elapsed = Humanize.significant(Double(Clock.wallNanoseconds() - start) / 1e9) + " s"
            switch event {
            case .started:
                break
            case let .finished(benchmark, index, total, iterations, seconds):
                console.err("[\(index)/\(total)] \(benchmark.name): \(iterations) iterations in "
                    + Humanize.significant(seconds) + " s (elapsed \(elapsed))\n")
            case let .failed(benchmark, index, total, error):
                console.err("[\(index)/\(total)] \(benchmark.name): failed: \(error) (elapsed \(elapsed))\n")
            }
        }

        let report = RunReport(metadata: metadata, results: results)
        try reading(files.write(summary: report.summaryCSV, samples: report.samplesCSV))
        console.out(report.rendered(as: options.format))
        if !options.quiet { console.err("wrote \(files.summaryPath) and \(files.samplesPath)\n") }
        for failure in failures {
            console.err("\(failure.benchmark.name) failed: \(failure.error)\n")
        }
        return failures.isEmpty ? .ok : .regression
    }
}
