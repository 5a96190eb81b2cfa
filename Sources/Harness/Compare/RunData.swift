import Foundation

/// A results file read back for analysis: its summary rows by key, and, when the samples file
/// beside it exists, every raw value by key.
public struct RunData: Sendable {
    /// Where the summary was read from.
    public var path: String
    /// The summary rows, in file order.
    public var rows: [SummaryRow]
    /// The raw values per key (empty when there is no samples file).
    public var samples: [MetricKey: [Double]]

    /// Makes run data from rows and samples (tests, and runs built in memory).
    public init(path: String, rows: [SummaryRow], samples: [MetricKey: [Double]] = [:]) {
        self.path = path
        self.rows = rows
        self.samples = samples
    }

    /// The summary rows by key (the first row wins if a key repeats).
    public var rowsByKey: [MetricKey: SummaryRow] {
        var byKey: [MetricKey: SummaryRow] = [:]
        for row in rows where byKey[row.key] == nil { byKey[row.key] = row }
        return byKey
    }

    /// The commit of the run (of its first row), or `unknown` for an empty file.
    public var commit: String { rows.first?.metadata.commit ?? "unknown" }

    /// Reads `path` and, if present, `NAME.samples.csv` beside it.
    ///
    /// - Parameter samples: false to skip the samples file even when it exists.
    /// - Throws: ``ResultsError/cannotRead(_:reason:)`` for a missing file,
    ///   ``ResultsError/malformedCSV(_:_:)`` (naming the file and line) for a malformed one and
    ///   ``ResultsError/noRows(_:)`` for one without rows: a run that measured nothing is bad
    ///   input to every analysis, not a pass.
    public static func load(_ path: String, samples loadSamples: Bool = true) throws(ResultsError) -> RunData {
        let table = try ShardMerge.load(path)
        let rows: [SummaryRow]
        do {
            rows = try SummaryRow.rows(from: table)
        } catch {
            throw .malformedCSV(path, error)
        }
        guard !rows.isEmpty else { throw .noRows(path) }
        var data = RunData(path: path, rows: rows)
        let samplesPath = ResultsFiles.samplesPath(forSummary: path)
        if loadSamples, ResultsFiles.exists(samplesPath) {
            data.samples = try loadSampleValues(samplesPath)
        }
        return data
    }

    /// The values of a samples file by key.
    ///
    /// - Throws: ``ResultsError`` naming the file (and the line of a bad value).
    public static func loadSampleValues(_ path: String) throws(ResultsError) -> [MetricKey: [Double]] {
        let table = try ShardMerge.load(path)
        var indices: [Int] = []
        for name in ["benchmark", "phase", "metric", "value"] {
            guard let index = table.column(name) else { throw .malformedCSV(path, .missingColumn(name)) }
            indices.append(index)
        }
        var values: [MetricKey: [Double]] = [:]
        for (offset, record) in table.rows.enumerated() {
            guard let value = Double(record[indices[3]]), value.isFinite else {
                throw .malformedCSV(path, .malformed(line: offset + 2, reason: "'\(record[indices[3]])' in column value is not a number"))
            }
            let key = MetricKey(benchmark: record[indices[0]], phase: record[indices[1]], metric: record[indices[2]])
            values[key, default: []].append(value)
        }
        return values
    }
}

extension SummaryRow {
    /// The row's key: benchmark, phase, metric.
    public var key: MetricKey {
        MetricKey(benchmark: benchmark.name, phase: phase.name, metric: metric.name)
    }
}

extension ResultsFiles {
    /// True when a file exists at `path`.
    public static func exists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
