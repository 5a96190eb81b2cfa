import Foundation
import Harness

/// One crafted series of a results file: a benchmark's phase and metric with its raw values.
public struct FixtureSeries {
    public var workload: String
    public var variant: String
    public var n: Int
    public var phase: String
    public var metric: String
    public var values: [Double]

    public init(workload: String = "nested", variant: String = "solver", n: Int = 100, phase: String = "build",
                metric: String = "wall_time", values: [Double]) {
        self.workload = workload
        self.variant = variant
        self.n = n
        self.phase = phase
        self.metric = metric
        self.values = values
    }

    public var benchmark: String { "\(workload)/\(variant)/\(n)" }
}

/// A fixture that cannot be written as asked.
public struct FixtureError: Error {
    public var message: String

    public init(message: String) {
        self.message = message
    }
}

/// Writes `DIR/NAME.csv` (and `NAME.samples.csv` unless told not to) holding `series`.
@discardableResult
public func writeRun(
    _ directory: String, _ name: String, _ series: [FixtureSeries], metadata: RunMetadata = fixedMetadata(suite: .smoke),
    samples: Bool = true
) throws -> String {
    var summary = CSVWriter(header: SummaryRow.columns)
    var sampleRows = CSVWriter(header: SampleRows.columns)
    for s in series {
        guard let statistics = Statistics(s.values) else { throw FixtureError(message: "no statistics of \(s.values)") }
        let row = SummaryRow(metadata: metadata, benchmark: BenchmarkDescriptor(name: s.benchmark, workload: s.workload,
                                                                                variant: s.variant, n: s.n),
                             phase: Phase(s.phase), metric: Metric(name: s.metric), statistics: statistics)
        summary.append(row.fields)
        for (i, v) in s.values.enumerated() {
            sampleRows.append([s.benchmark, s.phase, s.metric, String(i), "0", formatNumber(v), metadata.commit])
        }
    }
    let path = directory + "/" + name + ".csv"
    try summary.text.write(toFile: path, atomically: true, encoding: .utf8)
    if samples {
        try sampleRows.text.write(toFile: ResultsFiles.samplesPath(forSummary: path), atomically: true, encoding: .utf8)
    }
    return path
}

/// ±3% around 1, in a fixed order that differs with `shift` (so two runs do not move together).
public func noise(_ count: Int, shift: Int = 0) -> [Double] {
    let pattern = [0.0, 0.03, -0.02, 0.01, -0.03, 0.02, -0.01, 0.025, -0.025, 0.015, -0.015, 0.005, -0.005]
    return (0..<count).map { 1 + pattern[($0 * 5 + shift) % pattern.count] }
}
