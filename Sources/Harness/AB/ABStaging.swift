#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The builds `ab` compares, copied into one fresh directory at paths of equal length
/// (`…/a/NAME`, `…/b/NAME`, and `…/c/NAME` for the control's second copy of the base).
///
/// A process's path is on its stack twice (argv[0] and the executable's name for the loader),
/// so two paths of different lengths move everything below them on the stack, a known source
/// of measurement bias. Each build gets its own copy (not a hard link): a copy of the base is
/// then as separate from the base as the head is, down to the page cache. ``refresh()`` makes
/// every copy afresh: where a file's code lies in physical memory holds as long as the file
/// does, and in one A/A run a copy ran nested setup 3% slower than the other copy in 9 of 10
/// rounds.
public struct ABStaging {
    /// One copy per slot.
    public enum Slot: String, CaseIterable, Sendable {
        case base = "a", head = "b", control = "c"
    }

    /// The fresh directory holding the copies.
    public let directory: String
    /// The copies' paths, by slot.
    public let paths: [Slot: String]
    /// What each copy is a copy of.
    private let sources: [Slot: String]

    /// Copies `base` and `head` (and `base` again when `control`) into a fresh directory under
    /// `parent`, each under the base's file name.
    ///
    /// - Throws: ``ABError`` when a build is not an executable file or cannot be copied.
    public init(base: String, head: String, control: Bool, parent: String = NSTemporaryDirectory()) throws(ABError) {
        for binary in [base, head] where !FileManager.default.isExecutableFile(atPath: binary) {
            throw .notExecutable(binary)
        }
        let name = (base as NSString).lastPathComponent
        let directory = (parent as NSString).appendingPathComponent("ab-" + UUID().uuidString.prefix(8).lowercased())
        var sources: [(Slot, String)] = [(.base, base), (.head, head)]
        if control { sources.append((.control, base)) }
        var paths: [Slot: String] = [:]
        do {
            for (slot, _) in sources {
                let folder = (directory as NSString).appendingPathComponent(slot.rawValue)
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                paths[slot] = (folder as NSString).appendingPathComponent(name)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw .cannotStage(directory, reason: error.localizedDescription)
        }
        self.directory = directory
        self.paths = paths
        self.sources = Dictionary(uniqueKeysWithValues: sources)
        do {
            try refresh()
        } catch {
            remove()
            throw error
        }
    }

    /// Copies every build again, each to a new file renamed over the old one (so a new file,
    /// never the old one's inode reused, and new pages in the page cache).
    ///
    /// - Throws: ``ABError/cannotStage(_:reason:)`` when a copy fails.
    public func refresh() throws(ABError) {
        for (slot, path) in paths.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard let source = sources[slot] else { continue }
            let fresh = path + ".new"
            do {
                try? FileManager.default.removeItem(atPath: fresh)
                try FileManager.default.copyItem(atPath: source, toPath: fresh)
                guard rename(fresh, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
            } catch {
                throw .cannotStage(directory, reason: error.localizedDescription)
            }
        }
    }

    /// The copy in `slot`; the base's for a slot not staged.
    public subscript(slot: Slot) -> String {
        paths[slot] ?? paths[.base] ?? ""
    }

    /// Removes the directory and its copies.
    public func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}
