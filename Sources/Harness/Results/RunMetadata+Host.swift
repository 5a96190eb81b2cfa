import Foundation

extension RunMetadata {
    /// The metadata of a run starting now in the current directory: git, host, CPU, toolchain.
    ///
    /// `dirty` looks at tracked files only: the results files a run writes must not make the
    /// next run dirty. Each probe that fails (no git, no `/proc/cpuinfo`, no `swift` on the path) gives
    /// `unknown` rather than an error.
    public static func current(suite: String) -> RunMetadata {
        let commit = run(["git", "rev-parse", "--short", "HEAD"])
        let status = commit == nil ? nil : run(["git", "status", "--porcelain", "--untracked-files=no"])
        return RunMetadata(
            suite: suite,
            commit: commit ?? "unknown",
            dirty: status.map { $0.isEmpty ? "false" : "true" } ?? "unknown",
            timestamp: iso8601(Date()),
            host: ProcessInfo.processInfo.hostName,
            cpuModel: cpuModel() ?? "unknown",
            cores: ProcessInfo.processInfo.activeProcessorCount,
            toolchain: toolchainVersion(),
            configuration: buildConfiguration,
            allocator: allocatorDescription
        )
    }

    /// `date` as `YYYY-MM-DDTHH:MM:SSZ` in UTC.
    public static func iso8601(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        return "\(c.year ?? 0)-\(two(c.month))-\(two(c.day))T\(two(c.hour)):\(two(c.minute)):\(two(c.second))Z"
    }

    private static func cpuModel() -> String? {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in info.split(separator: "\n") where line.hasPrefix("model name") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// The toolchain that runs here (`swift --version`), else the compiler this was built with.
    private static func toolchainVersion() -> String {
        if let output = run(["swift", "--version"]),
           let range = output.range(of: "Swift version ") {
            let rest = output[range.upperBound...]
            return String(rest.prefix { !$0.isWhitespace })
        }
        #if compiler(>=6.3)
        return "6.3+"
        #elseif compiler(>=6.2)
        return "6.2"
        #else
        return "6.x"
        #endif
    }

    /// The trimmed standard output of a command, or nil if it cannot run or fails.
    private static func run(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
