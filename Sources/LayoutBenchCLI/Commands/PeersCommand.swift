import Harness
import LayoutBenchmarks
import Peers

/// `layout-bench peers`: this solver against the peer solvers on the same csys files, side by
/// side in one run, written to `results/peers-<commit>.csv` with the ratios peer ÷ ours.
public enum PeersCommand: Command {
    public static let name = "peers"
    public static let repeatableFlags: Set<String> = ["--filter"]
    public static let summary = "Run this solver and the peer solvers in turns on every workload; ratios to CSV."
    public static var help: String {
        """
        Export each selected workload (solver variant) to a csys file, then replay it in turns:
        this solver in-process (a fresh solver each round), then each peer's replayer
        (scripts/peers, one round per call, with its x checks), for R rounds. Writes each side's
        median per phase (build; resize and churn: the median step), the ratio peer ÷ ours,
        peak memory per constraint and the peer's status to results/peers-<commit>.csv, and
        prints the Markdown table of docs/peers.md on stdout.

        A peer that is not installed is skipped with one line on stderr. A call that runs past
        the time limit is killed and recorded as a timeout; that peer is not run again on larger
        sizes of the same workload. A peer whose x checks fail is recorded as wrong.

        USAGE: layout-bench peers [--suite S] [--peer LIST] [--rounds R] [--timeout SECONDS]
                                  [--filter GLOB]... [--output FILE]
               layout-bench peers --table FILE

        OPTIONS:
          --suite S                   smoke (n = 100), default (up to 10 000) or full (up to
                                      100 000). Default: default.
          --peer LIST                 Comma-separated: \(Peer.catalog.map(\.name).joined(separator: ",")) (default all).
          --rounds R                  Rounds per side, A B A B … (≥ 1, default 3).
          --timeout SECONDS           Limit per peer call, then it is killed (> 0, default \(PeerResults.number(defaultTimeout))).
          --filter GLOB               Only benchmarks whose name (workload/solver/n) matches;
                                      may be repeated.
          --output FILE               Where the CSV goes (default results/peers-<commit>.csv).
          --table FILE                Print the Markdown table of a peers CSV and run nothing.
          --help, -h                  Show this help.

        Run it from the repository's root (the peers' replayers are found under scripts/peers).
        EXIT STATUS: 0 done (a peer's timeout or wrong answer is in the file), 1 this solver's
        own x checks failed, 2 bad input.

        """
    }

    /// The time limit per peer call unless `--timeout` says otherwise: long enough for Kiwi's
    /// nested build at n = 1 000 with its churn steps, short enough to bound its n = 10 000.
    public static let defaultTimeout = 60.0

    /// The options of one run, as parsed.
    struct Options: Equatable, Sendable {
        var suite: SuiteLevel = .default
        /// Peer names from `--peer`; nil for all.
        var peers: [String]?
        var rounds = 3
        var timeout = PeersCommand.defaultTimeout
        var filters: [String] = []
        var output: String?
        /// `--table FILE`: render this file, run nothing.
        var table: String?
    }

    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        try run(&arguments, in: environment, catalog: Peer.catalog)
    }

    /// Runs with the peers of `catalog` (the tests give fake ones).
    static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment, catalog: [Peer]) throws(CLIError) -> ExitStatus {
        let options = try parse(&arguments, catalog: catalog)
        if let table = options.table {
            let (rows, timeout, metadata) = try reading(PeerResults.read(ResultsFiles.read(table), path: table))
            environment.console.out(PeersTable.markdown(rows, timeout: timeout, metadata: metadata))
            return .ok
        }
        let filters = options.filters.compactMap(BenchmarkFilter.init)
        let benchmarks = selection(options.suite).filter { b in filters.isEmpty || filters.contains { $0.matches(b.name) } }
        guard !benchmarks.isEmpty else {
            throw .noBenchmarks("--suite \(options.suite.rawValue) --filter \(options.filters.joined(separator: " "))")
        }
        let names = options.peers ?? catalog.map(\.name)
        let peers = names.compactMap { name in catalog.first { $0.name == name } }
        let metadata = environment.metadata(options.suite)
        let comparison = PeerComparison(benchmarks: benchmarks, peers: peers, rounds: options.rounds,
                                        timeout: options.timeout, log: environment.console.err)
        let (rows, oursWrong): ([PeerResultRow], Bool)
        do {
            (rows, oursWrong) = try comparison.run()
        } catch {
            throw .peers(error)
        }
        let path = options.output ?? environment.resultsDirectory + "/peers-\(metadata.commit).csv"
        try reading(ResultsFiles.writeAtomically(PeerResults.csv(rows, metadata: metadata, timeout: options.timeout), to: path))
        environment.console.err("peers: wrote \(path)\n")
        let columns = ["commit": metadata.commit, "host": metadata.host, "cpu_model": metadata.cpuModel,
                       "timestamp": metadata.timestamp]
        environment.console.out(PeersTable.markdown(rows, timeout: options.timeout, metadata: columns))
        return oursWrong ? .regression : .ok
    }

    /// The benchmarks of a suite: every workload, its sizes in increasing order.
    static func selection(_ suite: SuiteLevel) -> [PeerBenchmark] {
        let sizes: [Int] = switch suite {
        case .smoke: [100]
        case .default: Workload.defaultSizes
        case .full: Workload.defaultSizes + Workload.fullSizes
        }
        return Workload.allCases.flatMap { workload in sizes.map { PeerBenchmark(workload: workload, n: $0) } }
    }

    static func parse(_ arguments: inout ArgumentCursor, catalog: [Peer]) throws(CLIError) -> Options {
        var options = Options()
        while let token = try arguments.next() {
            switch token {
            case .positional(let argument):
                throw .unexpectedArgument(argument, command: name)
            case .flag("--suite"):
                options.suite = try arguments.choice(for: "--suite", SuiteLevel.self)
            case .flag("--peer"):
                let expected = catalog.map(\.name).joined(separator: ",")
                // Typed, so that the closure's nil is a refusal and not a `nil` list (all peers).
                let names: [String] = try arguments.value(for: "--peer", expected: "a comma-separated list of \(expected)") { text in
                    let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                    return names.allSatisfy { name in catalog.contains { $0.name == name } } ? names : nil
                }
                options.peers = names
            case .flag("--rounds"):
                options.rounds = try arguments.integer(for: "--rounds", minimum: 1)
            case .flag("--timeout"):
                options.timeout = try arguments.value(for: "--timeout", expected: "a number of seconds > 0") { text in
                    Double(text).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
                }
            case .flag("--filter"):
                let pattern = try arguments.value(for: "--filter")
                guard BenchmarkFilter(pattern) != nil else {
                    throw .badValue(flag: "--filter", value: pattern, expected: "a glob or a /regular expression/")
                }
                options.filters.append(pattern)
            case .flag("--output"):
                options.output = try arguments.value(for: "--output")
            case .flag("--table"):
                options.table = try arguments.value(for: "--table")
            case .flag(let flag):
                throw .unknownFlag(flag, command: name)
            }
        }
        return options
    }
}
