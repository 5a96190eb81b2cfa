#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where a run's two files go, and how they are written: to a temporary name, then renamed, so
/// a reader never sees half a file.
public struct ResultsFiles: Equatable, Sendable {
    /// The summary file (`results/<commit>.csv` or the `--output` path).
    public var summaryPath: String
    /// The samples file beside it (`NAME.samples.csv`).
    public var samplesPath: String

    /// The files for a summary at `summaryPath`; the samples go beside it as `NAME.samples.csv`.
    public init(summaryPath: String) {
        self.summaryPath = summaryPath
        samplesPath = Self.samplesPath(forSummary: summaryPath)
    }

    /// The default files of a commit: `results/<commit>.csv` under `directory`.
    public init(commit: String, directory: String = "results") {
        self.init(summaryPath: directory + "/" + commit + ".csv")
    }

    /// `DIR/NAME.samples.csv` for `DIR/NAME.csv` (or `PATH.samples.csv` without the extension).
    public static func samplesPath(forSummary path: String) -> String {
        let stem = path.hasSuffix(".csv") ? String(path.dropLast(4)) : path
        return stem + ".samples.csv"
    }

    /// Writes both files.
    ///
    /// - Throws: ``ResultsError/cannotWrite(_:reason:)`` naming the file.
    public func write(summary: String, samples: String) throws(ResultsError) {
        try Self.writeAtomically(summary, to: summaryPath)
        try Self.writeAtomically(samples, to: samplesPath)
    }

    /// Writes `text` to `path.tmp`, then renames it to `path`; creates the directory if needed.
    ///
    /// - Throws: ``ResultsError/cannotWrite(_:reason:)``.
    public static func writeAtomically(_ text: String, to path: String) throws(ResultsError) {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw .cannotWrite(path, reason: "cannot create directory \(directory)")
            }
        }
        let temporary = path + ".tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw .cannotWrite(path, reason: "cannot create \(temporary)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(path, reason: reason)
        }
    }

    /// The text of a file.
    ///
    /// - Throws: ``ResultsError/cannotRead(_:reason:)`` when it is missing or not UTF-8.
    public static func read(_ path: String) throws(ResultsError) -> String {
        guard FileManager.default.fileExists(atPath: path) else { throw .cannotRead(path, reason: "no such file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw .cannotRead(path, reason: "unreadable") }
        guard let text = String(data: data, encoding: .utf8) else { throw .cannotRead(path, reason: "not UTF-8 text") }
        return text
    }
}
