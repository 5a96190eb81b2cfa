import Foundation

/// The builds `ab` compares, copied into one fresh directory at paths of equal length
/// (`…/a/NAME`, `…/b/NAME`, and `…/c/NAME` for the control's second copy of the base).
///
/// A process's path is on its stack twice (argv[0] and the executable's name for the loader),
/// so two paths of different lengths move everything below them on the stack; identical
/// binaries run from `build/release/layout-bench` and `copy` differed by 3–5% on some phases.
/// Each build gets its own copy (not a hard link): a copy of the base is then as separate from
/// the base as the head is, down to the page cache.
public struct ABStaging {
    /// One copy per slot.
    public enum Slot: String, CaseIterable, Sendable {
        case base = "a", head = "b", control = "c"
    }

    /// The fresh directory holding the copies.
    public let directory: String
    /// The copies' paths, by slot.
    public let paths: [Slot: String]

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
            for (slot, source) in sources {
                let folder = (directory as NSString).appendingPathComponent(slot.rawValue)
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let path = (folder as NSString).appendingPathComponent(name)
                try FileManager.default.copyItem(atPath: source, toPath: path)
                paths[slot] = path
            }
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw .cannotStage(directory, reason: error.localizedDescription)
        }
        self.directory = directory
        self.paths = paths
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
