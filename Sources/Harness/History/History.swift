import Foundation

/// Every benchmark across the runs in a results directory, in git order, with step changes.
public struct History: Sendable {
    /// One run: its commit id (the file's name) and data.
    public struct Run: Sendable {
        public var commit: String
        public var data: RunData
    }

    /// One metric across the runs.
    public struct Series: Sendable {
        public var key: MetricKey
        /// (index of the run, median), for the runs that have the key.
        public var points: [(run: Int, median: Double)]
        /// Step changes, indexed into ``points``.
        public var steps: [StepDetection.Step]
    }

    /// The runs, oldest first.
    public var runs: [Run]
    /// The series, by key.
    public var series: [Series]

    /// Builds the history of `runs` (already in order) for the metrics matching `metrics`.
    public init(runs: [Run], metrics: [String]) {
        self.runs = runs
        var points: [MetricKey: [(run: Int, median: Double)]] = [:]
        for (index, run) in runs.enumerated() {
            for row in run.data.rows where metrics.contains(where: { Glob.matches($0, row.metric.name) }) {
                points[row.key, default: []].append((index, row.statistics.median))
            }
        }
        series = points.keys.sorted().map { key in
            let p = points[key] ?? []
            let deterministic = Metric(name: key.metric).isDeterministic
            // A timing step needs enough runs to tell it from the noise between runs.
            let steps = !deterministic && p.count < 4 ? [] : StepDetection.steps(p.map(\.median), minimumChange: deterministic ? 1e-9 : 0.05,
                                            noiseFloor: deterministic ? 1e-9 : 0.01)
            return Series(key: key, points: p, steps: steps)
        }
    }

    /// The summary files of `directory` (not samples, baseline or thresholds), ordered by git.
    ///
    /// - Throws: ``CLIError`` for an unreadable directory or a malformed file.
    public static func load(directory: String, metrics: [String]) throws(CLIError) -> History {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .cannotRead(directory, reason: "not a readable directory")
        }
        let stems = names.filter { $0.hasSuffix(".csv") && !$0.hasSuffix(".samples.csv") }
            .map { String($0.dropLast(4)) }
            .filter { !["baseline", "thresholds"].contains($0) && !$0.hasSuffix(".tmp") }
        var data: [String: RunData] = [:]
        for stem in stems { data[stem] = try RunData.load(directory + "/" + stem + ".csv", samples: false) }
        let revisions = CommitOrder.revisions(in: directory) ?? []
        let ordered = CommitOrder.sort(stems, revisions: revisions) { data[$0]?.rows.first?.metadata.timestamp ?? "" }
        return History(runs: ordered.compactMap { stem in data[stem].map { Run(commit: stem, data: $0) } }, metrics: metrics)
    }
}
