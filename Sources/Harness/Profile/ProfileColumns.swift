/// What `profile` shows of the counters a suite reports: a column per counter, the levels read
/// after the build, and a note on what they mean. The suite that measures them registers them
/// (``BenchmarkRegistry/profileColumns``); a registry starts with none, so a package's profile
/// shows only what its own benchmarks measure.
public struct ProfileColumns: Sendable {
    /// A heading and the metric it shows.
    public struct Column: Sendable, Equatable {
        public var label: String
        public var metric: String

        public init(_ label: String, metric: String) {
            self.label = label
            self.metric = metric
        }
    }

    /// One column each, a median per step.
    public var counters: [Column]
    /// Read from the `build` phase, on the line under the table.
    public var levelsAfterBuild: [Column]
    /// A sentence added to the table's footnote (what a column counts).
    public var note: String?

    public init(counters: [Column] = [], levelsAfterBuild: [Column] = [], note: String? = nil) {
        self.counters = counters
        self.levelsAfterBuild = levelsAfterBuild
        self.note = note
    }

    /// No counter shown.
    public static let none = ProfileColumns()
}
