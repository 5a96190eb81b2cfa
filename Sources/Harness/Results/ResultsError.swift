/// Why a results file (or a directory of them) could not be read, written or merged.
public enum ResultsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file could not be read.
    case cannotRead(String, reason: String)
    /// A file could not be written.
    case cannotWrite(String, reason: String)
    /// A file is not valid CSV, lacks a needed column, or holds a bad value.
    case malformedCSV(String, CSVError)
    /// A results file holds a header and no rows: a run that measured nothing.
    case noRows(String)
    /// A directory holds no results of any run.
    case noRuns(directory: String)
    /// Two shards come from different commits.
    case commitsDiffer(String, String, String, String)
    /// A benchmark appears in two shards.
    case overlappingBenchmark(String, String, String)
    /// Two files do not have the same columns.
    case columnsDiffer(String, String)

    /// One line: what is wrong, and where.
    public var description: String {
        switch self {
        case let .cannotRead(path, reason):
            "cannot read \(path): \(reason)"
        case let .cannotWrite(path, reason):
            "cannot write \(path): \(reason)"
        case let .malformedCSV(path, error):
            "\(path): \(error)"
        case .noRows(let path):
            "\(path): no rows (a run that measured nothing)"
        case .noRuns(let directory):
            "\(directory): no results of a run (<commit>.csv)"
        case let .commitsDiffer(pathA, commitA, pathB, commitB):
            "refusing to merge shards of different commits: \(pathA) is \(commitA), \(pathB) is \(commitB)"
        case let .overlappingBenchmark(name, pathA, pathB):
            "refusing to merge overlapping shards: benchmark '\(name)' is in both \(pathA) and \(pathB)"
        case let .columnsDiffer(pathA, pathB):
            "refusing to merge files with different columns: \(pathA) and \(pathB)"
        }
    }
}
