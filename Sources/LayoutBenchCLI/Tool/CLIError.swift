import Harness
import Peers

/// Everything that stops a command before it can do its work, each printed as one line, exit 2.
///
/// Every case is typed: what a command line got wrong, which selection matched nothing, which
/// file or tool failed. A new command adds the case it needs (with its message) rather than
/// passing a sentence through a catch-all.
public enum CLIError: Error, Equatable, Sendable, CustomStringConvertible {
    // The command line.
    /// No command was given.
    case missingCommand
    /// The first argument is not a command.
    case unknownCommand(String)
    /// A flag the command does not know.
    case unknownFlag(String, command: String)
    /// A flag given twice that is not meant to repeat (its earlier value would be lost).
    case repeatedFlag(String, command: String)
    /// A flag that needs a value came last, or before another flag.
    case missingValue(flag: String)
    /// A flag that takes no value was given one (`--quiet=yes`).
    case unexpectedValue(flag: String)
    /// A flag's value is not of the expected form.
    case badValue(flag: String, value: String, expected: String)
    /// A positional argument the command does not take.
    case unexpectedArgument(String, command: String)
    /// A positional argument or required flag the command needs.
    case missingArgument(String, command: String)
    /// Two flags that cannot be given together.
    case conflictingFlags(String, String, command: String)

    // What the command line names.
    /// The selection is empty.
    case noBenchmarks(String)
    /// The registry holds the same name twice.
    case duplicateBenchmarks([String])
    /// A benchmark name the registry does not hold.
    case unknownBenchmark(String)
    /// A workload the suite (or the registry) does not have.
    case unknownWorkload(String, expected: [String])
    /// A variant the workload does not have.
    case unknownVariant(String, workload: String?, expected: [String])
    /// A workload × variant registered at other sizes only.
    case unregisteredSize(String, sizes: [Int])

    // Files, programs and processes.
    /// A results file or directory that cannot be read, written or merged.
    case results(ResultsError)
    /// A csys program that cannot be made, read, or replayed by the solver.
    case csys(String, reason: String)
    /// Counting instructions under callgrind failed.
    case callgrind(CallgrindError)
    /// `ab` could not run one of its builds.
    case ab(ABError)
    /// The comparison with the peer solvers could not run.
    case peers(PeersError)
    /// A benchmark threw where a command needed it to run (under valgrind, say).
    case benchmarkFailed(String, reason: String)
    /// `ib` was given a path that holds no Interface Builder document.
    case interfaceBuilder(String, reason: String)

    // Refusals.
    /// `baseline update` from a tree with uncommitted changes: the baseline would name a
    /// commit whose code it does not measure.
    case dirtyTree(commit: String, source: String)

    /// The status the tool exits with for this error.
    public var exitStatus: ExitStatus { .badInput }

    /// One line: what is wrong, and where to look, for a tool called `layout-bench`.
    public var description: String { message(tool: "layout-bench") }

    /// One line: what is wrong, and where to look, for the tool called `tool`.
    public func message(tool: String) -> String {
        switch self {
        case .missingCommand:
            "no command given (see '\(tool) --help')"
        case .unknownCommand(let name):
            "unknown command '\(name)' (see '\(tool) --help')"
        case let .unknownFlag(flag, command):
            "unknown flag '\(flag)' for '\(command)' (see '\(tool) \(command) --help')"
        case let .repeatedFlag(flag, command):
            "flag '\(flag)' given twice for '\(command)' (it takes one value)"
        case .missingValue(let flag):
            "flag '\(flag)' needs a value"
        case .unexpectedValue(let flag):
            "flag '\(flag)' takes no value"
        case let .badValue(flag, value, expected):
            "bad value '\(value)' for '\(flag)': expected \(expected)"
        case let .unexpectedArgument(argument, command):
            "unexpected argument '\(argument)' for '\(command)' (see '\(tool) \(command) --help')"
        case let .missingArgument(what, command):
            "'\(command)' needs \(what) (see '\(tool) \(command) --help')"
        case let .conflictingFlags(a, b, command):
            "'\(command)' takes '\(a)' or '\(b)', not both"
        case .noBenchmarks(let selection):
            "no benchmarks match \(selection) (see '\(tool) list')"
        case .duplicateBenchmarks(let names):
            "benchmark names registered twice: \(names.joined(separator: ", "))"
        case .unknownBenchmark(let name):
            "unknown benchmark '\(name)' (see '\(tool) list')"
        case let .unknownWorkload(name, expected):
            "unknown workload '\(name)' (expected \(expected.joined(separator: "|")))"
        case let .unknownVariant(name, workload, expected):
            "unknown variant '\(name)'" + (workload.map { " for \($0)" } ?? "") + " (expected \(expected.joined(separator: "|")))"
        case let .unregisteredSize(series, sizes):
            "\(series) is registered at n = \(sizes.map(String.init).joined(separator: ", ")) only"
        case .results(let error):
            error.description
        case let .csys(what, reason):
            "\(what): \(reason)"
        case .callgrind(let error):
            "--instructions: \(error)"
        case .ab(let error):
            error.description
        case .peers(let error):
            error.description
        case let .benchmarkFailed(name, reason):
            "\(name): \(reason)"
        case let .interfaceBuilder(path, reason):
            "\(path): \(reason)"
        case let .dirtyTree(commit, source):
            "refusing to write a baseline from \(source): commit \(commit) has uncommitted changes "
                + "(commit or stash them, then run it again)"
        }
    }
}

/// `body`'s value, a results-file error turned into a ``CLIError``.
func reading<T>(_ body: @autoclosure () throws(ResultsError) -> T) throws(CLIError) -> T {
    do {
        return try body()
    } catch {
        throw .results(error)
    }
}
