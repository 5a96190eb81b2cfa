/// The samples file: one row per sample × metric, so every raw value can be re-analysed.
public enum SampleRows {
    /// The columns of a samples file, in order.
    public static let columns = [
        "suite", "benchmark", "workload", "variant", "n", "phase", "metric", "unit", "iteration", "step",
        "value", "commit", "dirty", "timestamp",
    ]

    /// Appends the rows of every sample of `results` to `writer`.
    public static func append(_ results: [BenchmarkResult], metadata: RunMetadata, to writer: inout CSVWriter) {
        for result in results {
            let b = result.benchmark
            let prefix = [metadata.suite, b.name, b.workload, b.variant, String(b.n)]
            let suffix = [metadata.commit, metadata.dirty, metadata.timestamp]
            for sample in result.samples {
                for (metric, value) in sample.values {
                    writer.append(prefix + [
                        sample.phase.name, metric.name, metric.unit, String(sample.iteration), String(sample.step),
                        formatNumber(value),
                    ] + suffix)
                }
            }
        }
    }
}
