import Harness

/// Why the comparison with the peer solvers could not run or its file could not be read.
public enum PeersError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A csys file or a peers results file could not be written or read.
    case results(ResultsError)
    /// This solver could not replay a csys file (it cannot be read, or the solver refused a
    /// statement): the file and the reason.
    case ownReplay(String, reason: String)

    /// One line.
    public var description: String {
        switch self {
        case .results(let error): error.description
        case let .ownReplay(path, reason): "\(path): \(reason)"
        }
    }
}
