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
    /// The files of the directory that are not runs (peers comparisons, baselines …), and why.
    public var skipped: [Skipped] = []

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

    /// Files of a results directory that are not runs of a commit, and what they are.
    public static func role(ofFile name: String) -> String? {
        switch name {
        case "baseline.csv": return "the deterministic gate's baseline (a copy of a run, not a commit of its own)"
        case "instructions.csv": return "the instruction gate's baseline (callgrind counts per phase, scripts/instructions)"
        case "thresholds.csv": return "the gate's threshold rules"
        default:
            if name.hasPrefix("peers-") { return "a comparison with the peer solvers (layout-bench peers)" }
            return nil
        }
    }

    /// The runs of `directory`, ordered by git: every `*.csv` except samples files (read with
    /// their run), the files ``role(ofFile:)`` names (skipped on purpose, listed in
    /// ``skipped``) and files without rows (a run that measured nothing, listed too).
    ///
    /// - Throws: ``ResultsError`` for an unreadable directory, or a file that is neither
    ///   named as something else nor a readable results file.
    public static func load(directory: String, metrics: [String]) throws(ResultsError) -> History {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw .cannotRead(directory, reason: "not a readable directory")
        }
        var data: [String: RunData] = [:]
        var skipped: [Skipped] = []
        for name in names where name.hasSuffix(".csv") && !name.hasSuffix(".samples.csv") {
            if let role = role(ofFile: name) {
                skipped.append(Skipped(file: name, reason: role))
                continue
            }
            do throws(ResultsError) {
                data[String(name.dropLast(4))] = try RunData.load(directory + "/" + name, samples: false)
            } catch {
                guard case .noRows = error else { throw error }
                skipped.append(Skipped(file: name, reason: "no rows (a run that measured nothing)"))
            }
        }
        let revisions = CommitOrder.revisions(in: directory) ?? []
        let stems = Array(data.keys)
        let ordered = CommitOrder.sort(stems, revisions: revisions) { data[$0]?.rows.first?.metadata.timestamp ?? "" }
        var history = History(runs: ordered.compactMap { stem in data[stem].map { Run(commit: stem, data: $0) } }, metrics: metrics)
        history.skipped = skipped
        return history
    }

    /// A file of the directory not read as a run.
    public struct Skipped: Equatable, Sendable {
        /// Its name.
        public var file: String
        /// What it is.
        public var reason: String
    }
}

extension History {
    /// The latest run and the most recent run before it of the same suite and build
    /// configuration (a smoke run is not compared with a default one, nor debug with release);
    /// nil when there is none.
    public var latestComparablePair: (base: Run, head: Run)? {
        guard let head = runs.last, let meta = head.data.rows.first?.metadata else { return nil }
        let base = runs.dropLast().last { run in
            guard let other = run.data.rows.first?.metadata else { return false }
            return other.suite == meta.suite && other.configuration == meta.configuration
        }
        return base.map { ($0, head) }
    }
}
