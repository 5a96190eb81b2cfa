/// The outcome of a run in the forms it is written: summary rows, summary CSV, samples CSV.
public struct RunReport: Sendable {
    /// The run's metadata.
    public var metadata: RunMetadata
    /// The measured results.
    public var results: [BenchmarkResult]
    /// One row per benchmark × phase × metric.
    public var rows: [SummaryRow]

    /// Summarizes `results`.
    ///
    /// - Complexity: dominated by the bootstraps, O(r · s) for r resamples and s samples.
    public init(metadata: RunMetadata, results: [BenchmarkResult]) {
        self.metadata = metadata
        self.results = results
        rows = results.flatMap { result in
            result.series().compactMap { series in
                Statistics(series.values).map {
                    SummaryRow(metadata: metadata, benchmark: series.benchmark, phase: series.phase,
                               metric: series.metric, statistics: $0)
                }
            }
        }
    }

    /// The summary file's text.
    public var summaryCSV: String {
        var writer = CSVWriter(header: SummaryRow.columns)
        for row in rows { writer.append(row.fields) }
        return writer.text
    }

    /// The samples file's text.
    public var samplesCSV: String {
        var writer = CSVWriter(header: SampleRows.columns)
        SampleRows.append(results, metadata: metadata, to: &writer)
        return writer.text
    }
}
