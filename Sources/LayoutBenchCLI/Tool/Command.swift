import Harness

/// A subcommand of the tool. The tool's table is a list of these types: adding a command is
/// one file with a type conforming to `Command`, and one line in a table (``CommandTable``).
///
/// Help texts name the tool `layout-bench`; a tool built under another name (a package's own
/// benchmark executable) prints its own name in their place.
public protocol Command {
    /// The word that selects it (`run`).
    static var name: String { get }
    /// One line for the tool's list of commands.
    static var summary: String { get }
    /// The full help text (usage, flags, examples), printed by `--help`.
    static var help: String { get }
    /// The flags that may be given more than once (`--filter`); any other flag given twice is
    /// refused.
    static var repeatableFlags: Set<String> { get }
    /// Parses the arguments after the command's name and does the work.
    ///
    /// - Throws: ``CLIError`` for anything the user got wrong; printed as one line, exit 2.
    static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus
}

extension Command {
    /// No flag repeats unless a command says so.
    public static var repeatableFlags: Set<String> { [] }
}

/// Where a command's output goes.
public struct Console {
    /// Writes to standard output.
    public var out: (String) -> Void
    /// Writes to standard error.
    public var err: (String) -> Void

    /// A console writing through the given functions.
    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        self.out = out
        self.err = err
    }
}

/// What a command works with: the benchmarks, the console, where results go, and how the run's
/// metadata is found (injected so tests need no git).
public struct CommandEnvironment {
    /// The registered benchmarks.
    public var registry: BenchmarkRegistry
    /// Standard output and error.
    public var console: Console
    /// The directory of `<commit>.csv` when `run` has no `--output`.
    public var resultsDirectory: String
    /// The metadata of a run of the given suite.
    public var metadata: (SuiteLevel) -> RunMetadata
    /// A benchmark made on request for a name the registry does not hold (`profile` of the
    /// solver variant at any n), or nil.
    public var benchmarkOnRequest: (String) -> Benchmark?

    /// Makes an environment.
    public init(
        registry: BenchmarkRegistry, console: Console, resultsDirectory: String = "results",
        benchmarkOnRequest: @escaping (String) -> Benchmark? = { _ in nil },
        metadata: @escaping (SuiteLevel) -> RunMetadata
    ) {
        self.registry = registry
        self.console = console
        self.resultsDirectory = resultsDirectory
        self.benchmarkOnRequest = benchmarkOnRequest
        self.metadata = metadata
    }
}
