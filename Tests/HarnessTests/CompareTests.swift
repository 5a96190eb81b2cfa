import Foundation
import Harness
import XCTest

final class CompareTests: XCTestCase {
    func testTwentyPercentSlowerOverFifteenSamplesRegresses() throws {
        let dir = try temporaryDirectory(self)
        let base = try writeRun(dir, "base", [FixtureSeries(values: noise(15).map { $0 * 1_000_000 })])
        let head = try writeRun(dir, "head", [FixtureSeries(values: noise(15, shift: 3).map { $0 * 1_200_000 })])
        let comparison = Comparison(base: try RunData.load(base), head: try RunData.load(head))
        let row = try XCTUnwrap(comparison.rows.first)
        XCTAssertEqual(row.verdict, .regressed)
        XCTAssertEqual(row.ratio, 1.2, accuracy: 0.02)
        XCTAssertLessThan(try XCTUnwrap(row.p), 0.001)
        let interval = try XCTUnwrap(row.interval)
        XCTAssertGreaterThan(interval.low, 1.1)

        let (status, capture) = runAnalysis(["compare", base, head, "--format", "markdown"])
        XCTAssertEqual(status, .regression)
        XCTAssertTrue(capture.out.contains("| nested/solver/100 | build | wall_time |"), capture.out)
        XCTAssertTrue(capture.out.contains("**1 regressed, 0 improved, 0 unchanged"), capture.out)
    }

    func testThreePercentNoiseIsUnchanged() throws {
        let dir = try temporaryDirectory(self)
        let base = try writeRun(dir, "base", [FixtureSeries(values: noise(15).map { $0 * 1_000_000 })])
        let head = try writeRun(dir, "head", [FixtureSeries(values: noise(15, shift: 7).map { $0 * 1_000_000 })])
        let comparison = Comparison(base: try RunData.load(base), head: try RunData.load(head))
        XCTAssertEqual(comparison.rows.map(\.verdict), [.unchanged])
        XCTAssertEqual(runAnalysis(["compare", base, head]).status, .ok)
    }

    func testClearButSmallChangeIsUnchangedAndDeterministicChangeIsExact() throws {
        let dir = try temporaryDirectory(self)
        let base = try writeRun(dir, "base", [
            FixtureSeries(values: noise(15).map { $0 * 1_000_000 }),
            FixtureSeries(metric: "allocations", values: Array(repeating: 500, count: 15)),
        ])
        let head = try writeRun(dir, "head", [
            FixtureSeries(values: noise(15).map { $0 * 1_040_000 }),   // 4% slower: clear, but under 5%
            FixtureSeries(metric: "allocations", values: Array(repeating: 499, count: 15)),
        ])
        let rows = Comparison(base: try RunData.load(base), head: try RunData.load(head)).rows
        XCTAssertEqual(rows.first { $0.key.metric == "wall_time" }?.verdict, .unchanged)
        XCTAssertEqual(rows.first { $0.key.metric == "allocations" }?.verdict, .improved)
    }

    func testBenchmarksInOneRunOnlyAreListed() throws {
        let dir = try temporaryDirectory(self)
        let base = try writeRun(dir, "base", [FixtureSeries(values: [1, 2, 3]), FixtureSeries(workload: "grid", values: [1])])
        let head = try writeRun(dir, "head", [FixtureSeries(values: [1, 2, 3]), FixtureSeries(workload: "chain", values: [1])])
        let comparison = Comparison(base: try RunData.load(base), head: try RunData.load(head))
        XCTAssertEqual(comparison.onlyInBase.map(\.benchmark), ["grid/solver/100"])
        XCTAssertEqual(comparison.onlyInHead.map(\.benchmark), ["chain/solver/100"])
        let (_, capture) = runAnalysis(["compare", base, head])
        XCTAssertTrue(capture.out.contains("only in base: grid/solver/100 build wall_time"), capture.out)
        XCTAssertTrue(capture.out.contains("only in head: chain/solver/100 build wall_time"), capture.out)
        let (_, csv) = runAnalysis(["compare", base, head, "--format", "csv"])
        XCTAssertTrue(csv.out.contains("chain/solver/100,build,wall_time,,,,,,,,,only_in_head"), csv.out)
        let (_, json) = runAnalysis(["compare", base, head, "--format", "json"])
        XCTAssertTrue(json.out.contains("\"verdict\": \"only_in_base\""), json.out)
    }

    func testWithoutSamplesTheSummaryIntervalsDecide() throws {
        let dir = try temporaryDirectory(self)
        let base = try writeRun(dir, "base", [FixtureSeries(values: noise(15).map { $0 * 1_000 })], samples: false)
        let head = try writeRun(dir, "head", [FixtureSeries(values: noise(15).map { $0 * 1_500 })], samples: false)
        let row = try XCTUnwrap(Comparison(base: try RunData.load(base), head: try RunData.load(head)).rows.first)
        XCTAssertNil(row.p)
        XCTAssertEqual(row.verdict, .regressed)
    }

    func testMalformedFilesExitTwoNamingFileAndLine() throws {
        let dir = try temporaryDirectory(self)
        let good = try writeRun(dir, "good", [FixtureSeries(values: [1, 2, 3]), FixtureSeries(phase: "resize", values: [4])])
        var lines = try String(contentsOfFile: good, encoding: .utf8).components(separatedBy: "\r\n")
        let median = SummaryRow.columns.firstIndex(of: "median") ?? 0
        var fields = lines[2].components(separatedBy: ",")
        fields[median] = "abc"
        lines[2] = fields.joined(separator: ",")
        let bad = dir + "/bad.csv"
        try lines.joined(separator: "\r\n").write(toFile: bad, atomically: true, encoding: .utf8)
        func assertBad(_ arguments: [String], _ message: String, line: UInt = #line) {
            let (status, capture) = runAnalysis(arguments)
            XCTAssertEqual(status, .badInput, line: line)
            XCTAssertEqual(capture.err, "layout-bench: error: " + message + "\n", line: line)
        }
        assertBad(["compare", good, bad], "\(bad): line 3: 'abc' in column median is not a number")
        assertBad(["gate", "--baseline", good, bad], "\(bad): line 3: 'abc' in column median is not a number")
        try "suite,benchmark\r\nsmoke,x,y\r\n".write(toFile: bad, atomically: true, encoding: .utf8)
        assertBad(["compare", bad, good], "\(bad): line 2: 3 fields where the header has 2")
        try "suite,benchmark\r\nsmoke,x\r\n".write(toFile: bad, atomically: true, encoding: .utf8)
        assertBad(["compare", good, bad], "\(bad): no column 'workload'")
        assertBad(["compare", good, dir + "/missing.csv"], "cannot read \(dir)/missing.csv: no such file")
        assertBad(["compare", good], "'compare' needs BASE.csv and HEAD.csv (see 'layout-bench compare --help')")
        assertBad(["compare", good, good, "--threshold", "x"], "bad value 'x' for '--threshold': expected a percentage ≥ 0 such as 5%")
        let samples = ResultsFiles.samplesPath(forSummary: good)
        try "benchmark,phase,metric,iteration,step,value,commit\r\nb,p,m,0,0,1,c\r\nb,p,m,1,0,x,c\r\n"
            .write(toFile: samples, atomically: true, encoding: .utf8)
        assertBad(["compare", good, good], "\(samples): line 3: 'x' in column value is not a number")
    }
}
