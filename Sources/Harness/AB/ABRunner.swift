import Foundation

/// Runs two builds of `layout-bench` in the same job, interleaved A B B A A B B A …, each
/// round a fresh process per build writing its results to a temporary file, and collects
/// each round's medians.
public struct ABRunner {
    /// The two binaries.
    public var base: String
    public var head: String
    /// The arguments given to each binary's `run` (suite, filters, budgets).
    public var runArguments: [String]
    /// The metric compared (`wall_time` or `cpu_time`).
    public var metric: String
    /// The directory of the temporary results files.
    public var directory: String

    /// Makes a runner.
    public init(base: String, head: String, runArguments: [String], metric: String, directory: String) {
        self.base = base
        self.head = head
        self.runArguments = runArguments
        self.metric = metric
        self.directory = directory
    }

    /// Runs `rounds` rounds, telling `progress` after each.
    ///
    /// - Returns: per round, per benchmark × phase, the two medians of ``metric``.
    /// - Throws: ``CLIError`` when a binary cannot run, fails, or writes an unreadable file.
    public func run(rounds: Int, progress: (Int) -> Void) throws(CLIError) -> [[MetricKey: (base: Double, head: Double)]] {
        for binary in [base, head] where !FileManager.default.isExecutableFile(atPath: binary) {
            throw .cannotRead(binary, reason: "not an executable file")
        }
        var results: [[MetricKey: (base: Double, head: Double)]] = []
        for round in 0..<rounds {
            // A B, then B A: each build runs first as often as second, and drift in time
            // (a warming machine, a neighbour) falls on both.
            let order = round % 2 == 0 ? [(base, "base"), (head, "head")] : [(head, "head"), (base, "base")]
            var medians: [String: [MetricKey: Double]] = [:]
            for (binary, role) in order {
                let output = "\(directory)/round\(round)-\(role).csv"
                try launch(binary, arguments: ["run"] + runArguments + ["--output", output, "--quiet", "--format", "csv"])
                let data = try RunData.load(output, samples: false)
                var byKey: [MetricKey: Double] = [:]
                for row in data.rows where row.metric.name == metric { byKey[row.key] = row.statistics.median }
                medians[role] = byKey
            }
            var pairs: [MetricKey: (base: Double, head: Double)] = [:]
            for (key, b) in medians["base"] ?? [:] {
                if let h = medians["head"]?[key] { pairs[key] = (b, h) }
            }
            results.append(pairs)
            progress(round + 1)
        }
        return results
    }

    /// Runs a binary to completion, its stdout discarded.
    func launch(_ binary: String, arguments: [String]) throws(CLIError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .cannotRead(binary, reason: "cannot run: \(error.localizedDescription)")
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
            throw .invalid("\(binary) run exited with status \(process.terminationStatus): \(text)")
        }
    }
}
