#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One build's `ab-worker`, seen from the driver: started, asked for iterations, stopped.
final class ABWorkerProcess {
    /// The phase totals of one iteration: per phase, the wall and CPU time of its steps summed.
    typealias Iteration = [String: (wall: Double, cpu: Double)]

    /// The build as the user named it, for messages.
    let binary: String
    private let process = Process()
    private let input: FileHandle
    private var reader: LineReader

    /// Starts `executable ab-worker` (the build named `binary`, or a copy of it) with
    /// `environment` (the driver's own when nil) and reads its greeting.
    ///
    /// - Throws: ``ABError`` when it is not executable, cannot start, or does not greet.
    init(binary: String, executable: String? = nil, environment: [String: String]? = nil) throws(ABError) {
        let executable = executable ?? binary
        guard FileManager.default.isExecutableFile(atPath: executable) else { throw .notExecutable(binary) }
        self.binary = binary
        let toWorker = Pipe(), fromWorker = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["ab-worker"]
        if let environment { process.environment = environment }
        process.standardInput = toWorker
        process.standardOutput = fromWorker
        process.standardError = FileHandle.nullDevice
        // A worker that dies must give an error here, not a SIGPIPE that kills the driver.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            throw .cannotLaunch(binary, reason: error.localizedDescription)
        }
        input = toWorker.fileHandleForWriting
        reader = LineReader(descriptor: fromWorker.fileHandleForReading.fileDescriptor)
        let first = reader.next()
        guard first == ABWorker.greeting else {
            stop()
            throw .notAWorker(binary, firstLine: first ?? "")
        }
    }

    /// The worker's benchmarks: name and suite level.
    func list() throws(ABError) -> [(name: String, suite: String)] {
        try send("list")
        var benchmarks: [(name: String, suite: String)] = []
        while let fields = try reply() {
            guard fields.count == 3, fields[0] == "benchmark" else { throw .workerDied(binary, status: nil) }
            benchmarks.append((fields[1], fields[2]))
        }
        return benchmarks
    }

    /// One iteration of `benchmark`.
    func iteration(of benchmark: String) throws(ABError) -> Iteration {
        try send("run " + benchmark)
        var totals: Iteration = [:]
        while let fields = try reply() {
            if fields.first == "error" {
                throw .benchmarkFailed(benchmark, binary: binary, message: fields.dropFirst().joined(separator: " "))
            }
            guard fields.count == 5, fields[0] == "sample", let wall = Double(fields[3]), let cpu = Double(fields[4]) else {
                throw .workerDied(binary, status: nil)
            }
            let total = totals[fields[1], default: (0, 0)]
            totals[fields[1]] = (total.wall + wall, total.cpu + cpu)
        }
        return totals
    }

    /// Asks the worker to quit and waits for it.
    func stop() {
        try? input.write(contentsOf: Data("quit\n".utf8))
        try? input.close()
        process.waitUntilExit()
    }

    private func send(_ request: String) throws(ABError) {
        do {
            try input.write(contentsOf: Data((request + "\n").utf8))
        } catch {
            throw .workerDied(binary, status: exitStatus)
        }
    }

    /// The fields of the next reply line; nil at `end`. An `error` line is returned as fields.
    private func reply() throws(ABError) -> [String]? {
        guard let line = reader.next() else { throw .workerDied(binary, status: exitStatus) }
        if line == "end" { return nil }
        if line.hasPrefix("error ") { return ["error", String(line.dropFirst(6))] }
        return line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }

    private var exitStatus: Int32? {
        process.isRunning ? nil : process.terminationStatus
    }
}

/// Lines read from a file descriptor through a buffer (a pipe delivers them in pieces).
struct LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line without its newline, or nil at the end of the input.
    mutating func next() -> String? {
        while true {
            if let end = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                start = end + 1
                if start > 65_536 {
                    buffer.removeFirst(start)
                    start = 0
                }
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[..<count])
        }
    }
}
