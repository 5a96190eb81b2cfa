import Harness

/// How `layout-bench` exits. Only `main.swift` turns it into a process exit.
public enum ExitStatus: Int32, Sendable {
    /// Success.
    case ok = 0
    /// A regression was found (or a benchmark failed while running).
    case regression = 1
    /// Bad input: an unknown command or flag, a bad value, a missing or malformed file.
    case badInput = 2
}
