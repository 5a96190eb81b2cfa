import Foundation
import Harness
import XCTest

/// One crafted series of a results file: a benchmark's phase and metric with its raw values.
struct FixtureSeries {
    var workload = "nested"
    var variant = "solver"
    var n = 100
    var phase = "build"
    var metric = "wall_time"
    var values: [Double]

    var benchmark: String { "\(workload)/\(variant)/\(n)" }
}

/// Writes `DIR/NAME.csv` (and `NAME.samples.csv` unless told not to) holding `series`.
@discardableResult
func writeRun(
    _ directory: String, _ name: String, _ series: [FixtureSeries], metadata: RunMetadata = fixedMetadata(suite: .smoke),
    samples: Bool = true
) throws -> String {
    var summary = CSVWriter(header: SummaryRow.columns)
    var sampleRows = CSVWriter(header: SampleRows.columns)
    for s in series {
        let statistics = try XCTUnwrap(Statistics(s.values))
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
func noise(_ count: Int, shift: Int = 0) -> [Double] {
    let pattern = [0.0, 0.03, -0.02, 0.01, -0.03, 0.02, -0.01, 0.025, -0.025, 0.015, -0.015, 0.005, -0.005]
    return (0..<count).map { 1 + pattern[($0 * 5 + shift) % pattern.count] }
}

/// Runs the analysis commands in-process.
func runAnalysis(_ arguments: [String], registry: BenchmarkRegistry = testRegistry(), directory: String = "/nonexistent")
    -> (status: ExitStatus, capture: Capture) {
    let capture = Capture()
    let environment = CommandEnvironment(
        registry: registry, console: capture.console, resultsDirectory: directory,
        metadata: { fixedMetadata(suite: $0) }
    )
    let tool = CommandLineTool(
        name: "layout-bench", summary: "layout-bench: benchmarks.",
        commands: [CompareCommand.self, GateCommand.self, BaselineCommand.self, ABCommand.self, HistoryCommand.self,
                   ReportCommand.self]
    )
    return (tool.run(arguments, in: environment), capture)
}
