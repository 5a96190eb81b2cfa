import Foundation

/// Puts commit ids (as results files are named: short hashes) in git order, oldest first.
public enum CommitOrder {
    /// Every commit reachable from any ref in `repository`, oldest first (`git rev-list
    /// --topo-order --reverse --all`), or nil when git cannot answer.
    public static func revisions(in repository: String) -> [String]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", repository, "rev-list", "--topo-order", "--reverse", "--all"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// `ids` sorted by their place in `revisions` (each id a prefix of a full hash); ids git
    /// does not know go last, by `fallback` (e.g. the run's timestamp), then by id.
    public static func sort(_ ids: [String], revisions: [String], fallback: (String) -> String = { _ in "" }) -> [String] {
        var position: [String: Int] = [:]
        for id in ids {
            if let index = revisions.firstIndex(where: { $0.hasPrefix(id) }) { position[id] = index }
        }
        return ids.sorted { a, b in
            switch (position[a], position[b]) {
            case let (x?, y?): x < y
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): (fallback(a), a) < (fallback(b), b)
            }
        }
    }
}
