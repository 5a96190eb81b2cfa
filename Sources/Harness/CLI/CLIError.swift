/// Everything that stops a command before it can do its work, each printed as one line.
public enum CLIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No command was given.
    case missingCommand
    /// The first argument is not a command.
    case unknownCommand(String)
    /// A flag the command does not know.
    case unknownFlag(String, command: String)
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
    /// The selection is empty.
    case noBenchmarks(String)
    /// The registry holds the same name twice.
    case duplicateBenchmarks([String])
    /// A file could not be read.
    case cannotRead(String, reason: String)
    /// A file could not be written.
    case cannotWrite(String, reason: String)
    /// A file is not valid CSV, or lacks a needed column.
    case malformedCSV(String, CSVError)
    /// Two shards come from different commits.
    case commitsDiffer(String, String, String, String)
    /// A benchmark appears in two shards.
    case overlappingBenchmark(String, String, String)
    /// Two files do not have the same columns.
    case columnsDiffer(String, String)
    /// Any other bad input a command finds, in its own words (one line: `unknown workload 'x'`,
    /// `run.csys: line 12: …`), so a new command needs no new case here.
    case invalid(String)

    /// The status the tool exits with for this error.
    public var exitStatus: ExitStatus { .badInput }

    /// One line: what is wrong, and where to look.
    public var description: String {
        switch self {
        case .missingCommand:
            "no command given (see 'layout-bench --help')"
        case .unknownCommand(let name):
            "unknown command '\(name)' (see 'layout-bench --help')"
        case let .unknownFlag(flag, command):
            "unknown flag '\(flag)' for '\(command)' (see 'layout-bench \(command) --help')"
        case .missingValue(let flag):
            "flag '\(flag)' needs a value"
        case .unexpectedValue(let flag):
            "flag '\(flag)' takes no value"
        case let .badValue(flag, value, expected):
            "bad value '\(value)' for '\(flag)': expected \(expected)"
        case let .unexpectedArgument(argument, command):
            "unexpected argument '\(argument)' for '\(command)' (see 'layout-bench \(command) --help')"
        case let .missingArgument(what, command):
            "'\(command)' needs \(what) (see 'layout-bench \(command) --help')"
        case .noBenchmarks(let selection):
            "no benchmarks match \(selection) (see 'layout-bench list')"
        case .duplicateBenchmarks(let names):
            "benchmark names registered twice: \(names.joined(separator: ", "))"
        case let .cannotRead(path, reason):
            "cannot read \(path): \(reason)"
        case let .cannotWrite(path, reason):
            "cannot write \(path): \(reason)"
        case let .malformedCSV(path, error):
            "\(path): \(error)"
        case let .commitsDiffer(pathA, commitA, pathB, commitB):
            "refusing to merge shards of different commits: \(pathA) is \(commitA), \(pathB) is \(commitB)"
        case let .overlappingBenchmark(name, pathA, pathB):
            "refusing to merge overlapping shards: benchmark '\(name)' is in both \(pathA) and \(pathB)"
        case let .columnsDiffer(pathA, pathB):
            "refusing to merge files with different columns: \(pathA) and \(pathB)"
        case .invalid(let message):
            message
        }
    }
}
