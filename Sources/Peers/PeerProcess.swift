#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs one command as a subprocess with a time limit, its output caught in files (a pipe
/// could fill and stall a peer that prints many mismatch lines while nobody reads it).
public enum PeerProcess {
    /// How a run ended.
    public enum Outcome: Equatable, Sendable {
        /// The process exited with a status; its standard output and error.
        case exited(status: Int32, stdout: String, stderr: String)
        /// The process was ended by a signal it did not send itself.
        case signalled(signal: Int32, stderr: String)
        /// The time limit passed; the process was killed.
        case timedOut(seconds: Double)
        /// The command could not be started (no such file, not executable).
        case cannotLaunch(String)
    }

    /// Runs `arguments[0]` (looked up on `PATH` when it has no slash) with the rest as its
    /// arguments, in the current directory; kills it when it runs past `timeout` seconds.
    ///
    /// A timed-out process gets SIGTERM, then SIGKILL a second later if it is still there.
    public static func run(_ arguments: [String], timeout: Double) -> Outcome {
        guard let executable = arguments.first else { return .cannotLaunch("empty command") }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-bench-peer-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            return .cannotLaunch("cannot create \(scratch.path)")
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
              FileManager.default.createFile(atPath: errURL.path, contents: nil),
              let out = try? FileHandle(forWritingTo: outURL),
              let err = try? FileHandle(forWritingTo: errURL)
        else { return .cannotLaunch("cannot create output files in \(scratch.path)") }
        defer {
            try? out.close()
            try? err.close()
        }

        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = Array(arguments.dropFirst())
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return .cannotLaunch("\(executable): \(error.localizedDescription)")
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            stop(process, waitingFor: finished)
            return .timedOut(seconds: timeout)
        }
        process.waitUntilExit()
        let stderr = text(at: errURL)
        if process.terminationReason == .uncaughtSignal {
            return .signalled(signal: process.terminationStatus, stderr: stderr)
        }
        return .exited(status: process.terminationStatus, stdout: text(at: outURL), stderr: stderr)
    }

    private static func stop(_ process: Process, waitingFor finished: DispatchSemaphore) {
        process.terminate()
        if finished.wait(timeout: .now() + 1) == .timedOut {
            _ = kill(process.processIdentifier, SIGKILL)
            _ = finished.wait(timeout: .now() + 5)
        }
    }

    private static func text(at url: URL) -> String {
        guard let data = try? Data(contentsOf: url) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
