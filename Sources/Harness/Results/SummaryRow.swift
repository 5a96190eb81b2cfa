/// One row of a summary file: the statistics of one benchmark × phase × metric, with the run's
/// metadata.
public struct SummaryRow: Equatable, Sendable {
    /// The run.
    public var metadata: RunMetadata
    /// The benchmark.
    public var benchmark: BenchmarkDescriptor
    /// The phase.
    public var phase: Phase
    /// The metric.
    public var metric: Metric
    /// The statistics of its samples.
    public var statistics: Statistics

    /// Makes a row.
    public init(metadata: RunMetadata, benchmark: BenchmarkDescriptor, phase: Phase, metric: Metric, statistics: Statistics) {
        self.metadata = metadata
        self.benchmark = benchmark
        self.phase = phase
        self.metric = metric
        self.statistics = statistics
    }

    /// The columns of a summary file, in order.
    public static let columns = [
        "suite", "benchmark", "workload", "variant", "n", "phase", "metric", "unit", "samples",
        "min", "p10", "median", "p90", "max", "mean", "stddev", "mad", "ci_low", "ci_high",
    ] + RunMetadata.columns

    /// The row's fields, in ``columns`` order.
    public var fields: [String] {
        let s = statistics
        return [
            metadata.suite, benchmark.name, benchmark.workload, benchmark.variant, String(benchmark.n),
            phase.name, metric.name, metric.unit, String(s.count),
        ] + [s.min, s.p10, s.median, s.p90, s.max, s.mean, s.stddev, s.mad, s.ciLow, s.ciHigh].map(formatNumber)
            + metadata.fields
    }

    /// The rows of a summary file read back.
    ///
    /// - Throws: ``CSVError`` for a missing column (`.missingColumn`) or a bad number
    ///   (`.malformed`, with the line: the header is line 1).
    public static func rows(from table: CSVTable) throws(CSVError) -> [SummaryRow] {
        var indices: [Int] = []
        // `valgrind` came later than the other columns: files without it read as `none`.
        let valgrindColumn = table.column("valgrind")
        for name in columns where name != "valgrind" {
            guard let index = table.column(name) else { throw .missingColumn(name) }
            indices.append(index)
        }
        var rows: [SummaryRow] = []
        for (offset, record) in table.rows.enumerated() {
            let line = offset + 2
            let f = indices.map { record[$0] }
            func number(_ i: Int) throws(CSVError) -> Double {
                guard let value = Double(f[i]), value.isFinite else {
                    throw .malformed(line: line, reason: "'\(f[i])' in column \(columns[i]) is not a number")
                }
                return value
            }
            func integer(_ i: Int) throws(CSVError) -> Int {
                guard let value = Int(f[i]) else {
                    throw .malformed(line: line, reason: "'\(f[i])' in column \(columns[i]) is not an integer")
                }
                return value
            }
            let statistics = Statistics(
                count: try integer(8), min: try number(9), p10: try number(10), median: try number(11),
                p90: try number(12), max: try number(13), mean: try number(14), stddev: try number(15),
                mad: try number(16), ciLow: try number(17), ciHigh: try number(18)
            )
            let metadata = RunMetadata(
                suite: f[0], commit: f[19], dirty: f[20], timestamp: f[21], host: f[22], cpuModel: f[23],
                cores: try integer(24), toolchain: f[25], configuration: f[26], allocator: f[27],
                valgrind: valgrindColumn.map { record[$0] } ?? "none"
            )
            rows.append(SummaryRow(
                metadata: metadata,
                benchmark: BenchmarkDescriptor(name: f[1], workload: f[2], variant: f[3], n: try integer(4)),
                phase: Phase(f[5]), metric: Metric(name: f[6]), statistics: statistics
            ))
        }
        return rows
    }
}

extension Statistics {
    /// Statistics given field by field (as read back from a file).
    public init(
        count: Int, min: Double, p10: Double, median: Double, p90: Double, max: Double, mean: Double,
        stddev: Double, mad: Double, ciLow: Double, ciHigh: Double
    ) {
        self.count = count
        self.min = min
        self.p10 = p10
        self.median = median
        self.p90 = p90
        self.max = max
        self.mean = mean
        self.stddev = stddev
        self.mad = mad
        self.ciLow = ciLow
        self.ciHigh = ciHigh
    }
}

extension RunMetadata {
    /// The metadata columns, in order, as they end every results row.
    public static let columns = [
        "commit", "dirty", "timestamp", "host", "cpu_model", "cores", "toolchain", "configuration", "allocator",
        "valgrind",
    ]

    /// The metadata's fields in ``columns`` order.
    public var fields: [String] {
        [commit, dirty, timestamp, host, cpuModel, String(cores), toolchain, configuration, allocator, valgrind]
    }
}

/// A number as results files write it: whole numbers without a fraction, others in Swift's
/// shortest form that reads back exactly.
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 9.0e15 {
        return String(Int64(value))
    }
    return String(value)
}
