/// What a run records about itself: the code (commit, dirty), when, where, and how it was built
/// and counted. Every row of a results file carries it.
public struct RunMetadata: Equatable, Sendable, Codable {
    /// The suite that was run (`smoke`, `default`, `full`).
    public var suite: String
    /// `git rev-parse --short HEAD`, or `unknown` outside a git checkout.
    public var commit: String
    /// `true` when `git status --porcelain` lists changes to tracked files, `false` when clean, `unknown` outside git.
    public var dirty: String
    /// When the run started, ISO 8601 in UTC (`2025-01-31T12:00:00Z`).
    public var timestamp: String
    /// The host name.
    public var host: String
    /// The CPU model (`/proc/cpuinfo`'s `model name`).
    public var cpuModel: String
    /// Logical cores available to the process.
    public var cores: Int
    /// The Swift toolchain version.
    public var toolchain: String
    /// `debug` or `release`.
    public var configuration: String
    /// How allocations were counted (`jemalloc 5.3.0`, or `none`).
    public var allocator: String
    /// How instructions were counted (`valgrind-3.19.0`), or `none` when the run counted none.
    public var valgrind: String

    /// Makes metadata from its fields.
    public init(
        suite: String, commit: String, dirty: String, timestamp: String, host: String, cpuModel: String,
        cores: Int, toolchain: String, configuration: String, allocator: String, valgrind: String = "none"
    ) {
        self.suite = suite
        self.commit = commit
        self.dirty = dirty
        self.timestamp = timestamp
        self.host = host
        self.cpuModel = cpuModel
        self.cores = cores
        self.toolchain = toolchain
        self.configuration = configuration
        self.allocator = allocator
        self.valgrind = valgrind
    }

    /// The build configuration of this binary.
    public static var buildConfiguration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    /// `jemalloc <version>` when jemalloc answers, else `none`.
    public static var allocatorDescription: String {
        guard let version = AllocationCounter()?.version else { return "none" }
        let release = version.split(separator: "-").first.map(String.init) ?? version
        return "jemalloc \(release)"
    }
}
