import CCallgrind
import Foundation
import Harness

/// Runs this binary again under `valgrind --tool=callgrind --instr-atstart=no` and reads the
/// instruction count of every step it dumped.
enum CallgrindProfile {
    /// The instructions of each step, by phase, and the valgrind version that counted them.
    ///
    /// - Parameter arguments: the child's arguments (a `profile … --callgrind-child` line).
    /// - Throws: ``CLIError/invalid(_:)`` saying plainly that valgrind is missing, or that the
    ///   run under it failed.
    static func count(arguments: [String]) throws(CLIError) -> (instructions: [String: [Double]], valgrind: String) {
        guard lb_callgrind_compiled_in() == 1 else {
            throw .invalid("--instructions: this build has no callgrind client requests (valgrind's headers were "
                + "missing when it was built: apt-get install valgrind, then rebuild)")
        }
        guard let version = run("/usr/bin/env", ["valgrind", "--version"]).flatMap({ $0.status == 0 ? $0.output : nil }) else {
            throw .invalid("--instructions: valgrind is not installed (Debian: apt-get install valgrind)")
        }
        let directory = NSTemporaryDirectory() + "layout-bench-callgrind-" + UUID().uuidString
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(directory, reason: "cannot create the temporary directory")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let outFile = directory + "/callgrind.out"
        let child = run("/usr/bin/env", ["valgrind", "--tool=callgrind", "--instr-atstart=no",
                                         "--callgrind-out-file=" + outFile, executable] + arguments)
        guard let child, child.status == 0 else {
            throw .invalid("--instructions: the run under valgrind failed: " + (child?.errorTail ?? "could not start valgrind"))
        }
        var instructions: [String: [(step: Int, value: Double)]] = [:]
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for file in files where file.hasPrefix("callgrind.out.") {
            guard let text = try? String(contentsOfFile: directory + "/" + file, encoding: .utf8),
                  let dump = parse(text) else { continue }
            instructions[dump.phase, default: []].append((dump.step, dump.instructions))
        }
        guard !instructions.isEmpty else { throw .invalid("--instructions: callgrind wrote no per-phase dumps") }
        return (instructions.mapValues { $0.sorted { $0.step < $1.step }.map(\.value) }, version)
    }

    /// The phase, step and instruction total of one dump (`desc: Trigger: Client Request: build:0`,
    /// `summary: 123456`), or nil when it is not a step's dump.
    static func parse(_ text: String) -> (phase: String, step: Int, instructions: Double)? {
        var label: Substring? = nil
        var total: Double? = nil
        for line in text.split(separator: "\n") {
            if line.hasPrefix("desc: Trigger: Client Request: ") {
                label = line.dropFirst("desc: Trigger: Client Request: ".count)
            } else if line.hasPrefix("summary: ") || line.hasPrefix("totals: ") {
                total = line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
            }
        }
        guard let label, let total, let colon = label.lastIndex(of: ":"),
              let step = Int(label[label.index(after: colon)...]) else { return nil }
        return (String(label[..<colon]), step, total)
    }

    /// Runs a program; its stdout, exit status and the last line of its stderr.
    static func run(_ path: String, _ arguments: [String]) -> (output: String, status: Int32, errorTail: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return nil }
        // Read stderr on another thread so neither pipe fills up and blocks the child.
        nonisolated(unsafe) var errorData = Data()
        let reader = Thread { errorData = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1_000) }
        let tail = String(decoding: errorData, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        return (String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines), process.terminationStatus, tail)
    }
}
