/// Why `ab` could not run one of its builds.
public enum ABError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path is not an executable file.
    case notExecutable(String)
    /// The process could not be started.
    case cannotLaunch(String, reason: String)
    /// The process did not greet with the worker protocol (a build from before `ab-worker`,
    /// or not a benchmark tool at all); what it wrote first.
    case notAWorker(String, firstLine: String)
    /// The worker ended or broke the protocol; its exit status, if it exited.
    case workerDied(String, status: Int32?)
    /// The worker could not run a benchmark; its message.
    case benchmarkFailed(String, binary: String, message: String)
    /// The two builds share no benchmark of the selection.
    case nothingInCommon(selection: String)
    /// The builds could not be copied side by side into the directory.
    case cannotStage(String, reason: String)

    /// One line.
    public var description: String {
        switch self {
        case .notExecutable(let path):
            "cannot run \(path): not an executable file"
        case let .cannotLaunch(path, reason):
            "cannot run \(path): \(reason)"
        case let .notAWorker(path, firstLine):
            "\(path) does not speak the ab protocol (\(ABWorker.greeting)); it answered '\(firstLine)' "
                + "(a build from before 'ab-worker'?)"
        case let .workerDied(path, status):
            "\(path) ab-worker stopped" + (status.map { " with status \($0)" } ?? "") + " in the middle of a request"
        case let .benchmarkFailed(name, binary, message):
            "\(binary): \(name) failed: \(message)"
        case .nothingInCommon(let selection):
            "the two builds have no benchmark of \(selection) in common"
        case let .cannotStage(directory, reason):
            "cannot copy the builds into \(directory): \(reason)"
        }
    }
}
