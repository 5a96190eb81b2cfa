import Foundation
import Harness
import XCTest

final class HistoryReportTests: XCTestCase {
    /// Five runs named by made-up commits (not in git: ordered by timestamp), allocations
    /// stepping up at the fourth.
    func makeRuns(_ dir: String) throws {
        for (i, commit) in ["c1", "c2", "c3", "c4", "c5"].enumerated() {
            var metadata = fixedMetadata(suite: .smoke, commit: commit)
            metadata.timestamp = "2025-01-0\(i + 1)T00:00:00Z"
            let allocations = i < 3 ? 100.0 : 130.0
            var series: [FixtureSeries] = []
            for n in [100, 1_000] {
                let scale = Double(n) * 1_000
                let times: [Double] = noise(5, shift: i).map { $0 * scale }
                let counts = [Double](repeating: allocations * Double(n) / 100, count: 5)
                series.append(FixtureSeries(n: n, values: times))
                series.append(FixtureSeries(n: n, metric: "allocations", values: counts))
            }
            try writeRun(dir, commit, series, metadata: metadata)
        }
        try "not a run".write(toFile: dir + "/thresholds.csv", atomically: true, encoding: .utf8)
    }

    func testHistoryOrdersRunsAndMarksTheStep() throws {
        let dir = try temporaryDirectory(self)
        try makeRuns(dir)
        let history = try History.load(directory: dir, metrics: ["wall_time", "allocations"])
        XCTAssertEqual(history.runs.map(\.commit), ["c1", "c2", "c3", "c4", "c5"])
        let allocations = try XCTUnwrap(history.series.first { $0.key.metric == "allocations" })
        XCTAssertEqual(allocations.steps.map(\.index), [3])
        XCTAssertEqual(allocations.steps.first?.ratio ?? 0, 1.3, accuracy: 1e-9)
        XCTAssertTrue(history.series.filter { $0.key.metric == "wall_time" }.allSatisfy { $0.steps.isEmpty })
        let (status, capture) = runAnalysis(["history", dir, "--steps-only"])
        XCTAssertEqual(status, .ok)
        XCTAssertTrue(capture.out.contains("+30% at c4"), capture.out)
        XCTAssertFalse(capture.out.contains("wall_time"), capture.out)
        XCTAssertEqual(runAnalysis(["history", dir + "/none"]).status, .badInput)
    }

    func testReportIsOneSelfContainedPageAndHandlesMissingVariants() throws {
        let dir = try temporaryDirectory(self)
        try makeRuns(dir)
        let out = dir + "/report.html"
        let (status, capture) = runAnalysis(["report", dir, "--out", out])
        XCTAssertEqual(status, .ok, capture.err)
        let html = try String(contentsOfFile: out, encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(html.contains("<svg"))
        XCTAssertTrue(html.contains("k=1.00"), "the fitted exponent is printed")
        XCTAssertTrue(html.contains("No composite and individual variants"))
        XCTAssertTrue(html.contains("16.7 ms"))
        XCTAssertFalse(html.contains("http://") && html.contains("<script"), "no scripts, no network")
        XCTAssertFalse(html.contains("<script"))
        XCTAssertEqual(runAnalysis(["report", dir]).status, .badInput)
    }
}
