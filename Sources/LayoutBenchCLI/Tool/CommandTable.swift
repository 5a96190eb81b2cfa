/// The command tables: what every benchmark tool built on this library gets, and what
/// `layout-bench` adds for the canonical workloads.
public enum CommandTable {
    /// The first line of `layout-bench --help`.
    public static let layoutBenchSummary = "layout-bench: benchmarks of the Cassowary solver and the layout layer."

    /// The commands any tool gets for its own registered benchmarks: run them, list them,
    /// merge shards, compare runs, gate a run on its deterministic counts, rewrite the baseline,
    /// time two builds against each other, follow history, write the report, profile one.
    public static var standard: [any Command.Type] { running + analysing }

    /// `layout-bench`'s table: the standard commands, those that work on the canonical
    /// workloads' csys programs (export, replay, the peers) and the Interface Builder import,
    /// in the order its help lists them.
    public static var layoutBench: [any Command.Type] {
        running + [ExportCommand.self, ReplayCommand.self, PeersCommand.self, IBCommand.self] + analysing
    }

    /// Running benchmarks and handling their results files.
    static var running: [any Command.Type] { [RunCommand.self, ListCommand.self, MergeCommand.self] }

    /// Judging results: comparisons, the gates, history, the report, profiles (and the worker
    /// `ab` starts, last).
    static var analysing: [any Command.Type] {
        [CompareCommand.self, GateCommand.self, BaselineCommand.self, ABCommand.self, HistoryCommand.self,
         ReportCommand.self, ProfileCommand.self, ABWorkerCommand.self]
    }
}
