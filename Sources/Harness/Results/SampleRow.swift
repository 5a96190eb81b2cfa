/// The samples file: one row per sample × metric, so every raw value can be re-analysed.
///
/// Rows are kept narrow (a run holds hundreds of thousands of them): the benchmark's workload,
/// variant and n, the metric's unit and the run's metadata are in the summary file, joined on
/// `benchmark`, `metric` and `commit`.
public enum SampleRows {
    /// The columns of a samples file, in order.
    public static let columns = ["benchmark", "phase", "metric", "iteration", "step", "value", "commit"]

    /// Appends the rows of every sample of `results` to `writer`.
    public static func append(_ results: [BenchmarkResult], metadata: RunMetadata, to writer: inout CSVWriter) {
        for result in results {
            for sample in result.samples {
                for (metric, value) in sample.values {
                    writer.append([
                        result.benchmark.name, sample.phase.name, metric.name, String(sample.iteration),
                        String(sample.step), formatNumber(value), metadata.commit,
                    ])
                }
            }
        }
    }
}
