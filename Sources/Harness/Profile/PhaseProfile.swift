/// A profile's figures per phase: time, allocations, the counters the suite shows
/// (``ProfileColumns``), and what callgrind counted, if it ran (``CallgrindMetric``).
public struct PhaseProfile {
    /// One phase.
    struct Phase {
        var name: String
        var steps: Int
        /// Median per step of each metric (counters included).
        var medians: [String: Double]
        /// Total over an iteration's steps of wall time (median iteration).
        var totalWall: Double
        /// Each callgrind metric counted: per step (median) and per iteration (sum).
        var counted: [CallgrindMetric: (median: Double, total: Double)]
    }

    var phases: [Phase] = []
    var result: BenchmarkResult
    /// Callgrind's counts per metric and phase, one per step (empty when it did not run).
    var callgrindCounts: [CallgrindMetric: [String: [Double]]]
    var columns: ProfileColumns

    /// The profile of `result`, with callgrind's counts per metric and phase (empty when not
    /// counted) and the counters `columns` names.
    public init(result: BenchmarkResult, counted: [CallgrindMetric: [String: [Double]]], columns: ProfileColumns = .none) {
        self.result = result
        callgrindCounts = counted
        self.columns = columns
        let iterations = max(1, result.iterations)
        for series in result.series() where series.metric == .wallTime {
            let sorted = series.values.sorted()
            var medians: [String: Double] = [:]
            for other in result.series() where other.phase == series.phase {
                medians[other.metric.name] = Statistics.quantile(other.values.sorted(), 0.5)
            }
            let phaseCounts = counted.compactMapValues { $0[series.phase.name] }.mapValues { values in
                (median: Statistics.quantile(values.sorted(), 0.5), total: values.reduce(0, +))
            }
            phases.append(Phase(name: series.phase.name, steps: series.values.count / iterations, medians: medians,
                                totalWall: sorted.reduce(0, +) / Double(iterations), counted: phaseCounts))
        }
    }

    /// The readable profile.
    public func text(title: String) -> String {
        var header = ["phase", "steps", "median/step", "per iteration", "of a frame", "allocs/step", "bytes/step"]
            + columns.counters.map(\.label)
        // Instructions per step and per iteration; misses per step.
        let metrics = CallgrindMetric.allCases.filter { metric in phases.contains { $0.counted[metric] != nil } }
        for metric in metrics {
            header += metric == .instructions ? ["instructions/step", "instructions"] : [metric.label + "/step"]
        }
        var table = TextTable(header: header, alignRight: [false] + Array(repeating: true, count: header.count - 1))
        for p in phases {
            func m(_ name: String) -> String { p.medians[name].map { formatNumber($0.rounded()) } ?? "-" }
            var row = [p.name, String(p.steps), Humanize.duration(p.medians["wall_time"] ?? 0), Humanize.duration(p.totalWall),
                       String(format: "%.2f%%", p.totalWall / 16_666_667 * 100), m("allocations"),
                       p.medians["allocated_bytes"].map { Humanize.bytes($0) } ?? "-"] + columns.counters.map { m($0.metric) }
            for metric in metrics {
                let count = p.counted[metric]
                row.append(count.map { formatNumber($0.median.rounded()) } ?? "-")
                if metric == .instructions { row.append(count.map { formatNumber($0.total.rounded()) } ?? "-") }
            }
            table.rows.append(row)
        }
        var text = title + "\n" + table.text
        let build = phases.first { $0.name == "build" }?.medians ?? [:]
        let levels = columns.levelsAfterBuild.compactMap { column in
            build[column.metric].map { "\(column.label) \(formatNumber($0))" }
        }
        if !levels.isEmpty { text += "after build: " + levels.joined(separator: ", ") + "\n" }
        let note = columns.note.map { "; " + $0 } ?? ""
        text += "(medians per step over the iterations; 'per iteration' is the mean sum of an iteration's steps\(note))\n"
        return text
    }

    /// A results summary: the run's rows, plus each callgrind metric per phase when counted
    /// (`instructions`, `l1_misses`, `l2_misses`).
    public func summaryCSV(metadata: RunMetadata) -> String {
        var report = RunReport(metadata: metadata, results: [result])
        for metric in CallgrindMetric.allCases {
            for (phase, values) in (callgrindCounts[metric] ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let statistics = Statistics(values) else { continue }
                report.rows.append(SummaryRow(metadata: metadata, benchmark: result.benchmark, phase: Harness.Phase(phase),
                                              metric: .counter(metric.rawValue), statistics: statistics))
            }
        }
        return report.summaryCSV
    }
}
