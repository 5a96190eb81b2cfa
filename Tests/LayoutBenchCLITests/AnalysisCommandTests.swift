import Foundation
import Harness
import HarnessFixtures
import LayoutBenchCLI
import XCTest

/// `compare`, `gate`, `baseline`, `history` and `report` through the real table: exit
/// statuses, and one line on stderr for every bad input.
final class AnalysisCommandTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try temporaryDirectory(self)
    }

    private func series(allocations: Double, n: Int = 100) -> [FixtureSeries] {
        [FixtureSeries(n: n, values: noise(5).map { $0 * 1_000 }),
         FixtureSeries(n: n, metric: "allocations", values: Array(repeating: allocations, count: 5))]
    }

    private func assertBad(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let (status, capture) = runTool(arguments, directory: dir)
        XCTAssertEqual(status, .badInput, file: file, line: line)
        XCTAssertEqual(capture.err, "layout-bench: error: " + message + "\n", file: file, line: line)
    }

    private func emptyRun(_ name: String) throws -> String {
        let path = dir + "/" + name + ".csv"
        try CSVWriter(header: SummaryRow.columns).text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A run whose benchmarks stopped running (a header, no rows) no longer passes.
    func testGateExitStatuses() throws {
        let baseline = try writeRun(dir, "baseline", series(allocations: 10) + series(allocations: 20, n: 1_000))
        let same = try writeRun(dir, "same", series(allocations: 10) + series(allocations: 20, n: 1_000))
        XCTAssertEqual(runTool(["gate", "--baseline", baseline, same]).status, .ok)
        let empty = try emptyRun("empty")
        assertBad(["gate", "--baseline", baseline, empty], "\(empty): no rows (a run that measured nothing)")
        assertBad(["gate", "--baseline", empty, same], "\(empty): no rows (a run that measured nothing)")
        let smaller = try writeRun(dir, "smaller", series(allocations: 10))
        let (missing, capture) = runTool(["gate", "--baseline", baseline, smaller])
        XCTAssertEqual(missing, .regression)
        XCTAssertTrue(capture.out.contains("gate: FAIL: 1 missing from the run"), capture.out)
        XCTAssertEqual(runTool(["gate", "--baseline", baseline, smaller, "--allow-missing"]).status, .ok)
        let fewer = try writeRun(dir, "fewer", series(allocations: 9) + series(allocations: 20, n: 1_000))
        XCTAssertEqual(runTool(["gate", "--baseline", baseline, fewer]).status, .regression)
        XCTAssertEqual(runTool(["gate", "--baseline", baseline, fewer, "--allow-improvements"]).status, .ok)
        let more = try writeRun(dir, "more", series(allocations: 11) + series(allocations: 20, n: 1_000))
        XCTAssertEqual(runTool(["gate", "--baseline", baseline, more, "--allow-improvements", "--allow-missing"]).status, .regression)
        let (_, markdown) = runTool(["gate", "--baseline", baseline, more, "--format", "markdown"])
        XCTAssertTrue(markdown.out.hasSuffix("**gate: FAIL: 1 regressed**\n"), markdown.out)
    }

    func testGateRulesFileAndItsDefaultPlace() throws {
        let baseline = try writeRun(dir, "baseline", series(allocations: 1_000))
        let more = try writeRun(dir, "more", series(allocations: 1_010))
        let rules = dir + "/rules.csv"
        try "benchmark,phase,metric,relative,absolute\r\nnested/*,*,allocations,0.02,0\r\n".write(toFile: rules, atomically: true, encoding: .utf8)
        XCTAssertEqual(runTool(["gate", "--baseline", baseline, more, "--thresholds", rules]).status, .ok)
        XCTAssertEqual(runTool(["gate", "--baseline", baseline, more]).status, .regression)
        try FileManager.default.copyItem(atPath: rules, toPath: dir + "/thresholds.csv")
        XCTAssertEqual(runTool(["gate", "--baseline", baseline, more]).status, .ok, "thresholds.csv beside the baseline")
        try "benchmark,phase,metric,relative,absolute\r\n*,*,allocations,-1,0\r\n".write(toFile: rules, atomically: true, encoding: .utf8)
        assertBad(["gate", "--baseline", baseline, more, "--thresholds", rules],
                  "\(rules): line 2: '-1' in column relative is not a number ≥ 0")
    }

    func testCompareExitStatusesAndFormats() throws {
        let base = try writeRun(dir, "base", [FixtureSeries(values: noise(15).map { $0 * 1_000_000 })])
        let head = try writeRun(dir, "head", [FixtureSeries(values: noise(15, shift: 3).map { $0 * 1_200_000 })])
        let (status, capture) = runTool(["compare", base, head, "--format", "markdown"])
        XCTAssertEqual(status, .regression)
        XCTAssertTrue(capture.out.contains("| nested/solver/100 | build | wall_time |"), capture.out)
        XCTAssertEqual(runTool(["compare", base, base]).status, .ok)
        let (_, json) = runTool(["compare", base, head, "--format", "json"])
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        // Three against three: too few samples, whatever the change, and not a failure.
        let three = try writeRun(dir, "three", [FixtureSeries(values: [1_000, 1_010, 990])])
        let slower = try writeRun(dir, "slower", [FixtureSeries(values: [2_100, 2_120, 2_080])])
        let (few, table) = runTool(["compare", three, slower])
        XCTAssertEqual(few, .ok)
        XCTAssertTrue(table.out.contains("+110%"), table.out)
        XCTAssertTrue(table.out.contains("too few samples"), table.out)
        let empty = try emptyRun("empty")
        assertBad(["compare", base, empty], "\(empty): no rows (a run that measured nothing)")
    }

    func testMalformedFilesExitTwoNamingFileAndLine() throws {
        let good = try writeRun(dir, "good", [FixtureSeries(values: [1, 2, 3]), FixtureSeries(phase: "resize", values: [4])])
        var lines = try String(contentsOfFile: good, encoding: .utf8).components(separatedBy: "\r\n")
        let median = SummaryRow.columns.firstIndex(of: "median") ?? 0
        var fields = lines[2].components(separatedBy: ",")
        fields[median] = "abc"
        lines[2] = fields.joined(separator: ",")
        let bad = dir + "/bad.csv"
        try lines.joined(separator: "\r\n").write(toFile: bad, atomically: true, encoding: .utf8)
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

    func testBaselineUpdateFromAFileAndFromTwoRuns() throws {
        let run = try writeRun(dir, "run", series(allocations: 7))
        let (status, _) = runTool(["baseline", "update", "--from", run, "--output", dir + "/baseline.csv"])
        XCTAssertEqual(status, .ok)
        XCTAssertEqual(try String(contentsOfFile: dir + "/baseline.csv", encoding: .utf8), try String(contentsOfFile: run, encoding: .utf8))
        let (fresh, capture) = runTool(["baseline", "update"], directory: dir)
        XCTAssertEqual(fresh, .ok, capture.err)
        XCTAssertTrue(capture.err.contains("identical in two runs"), capture.err)
        XCTAssertEqual(runTool(["gate", "--baseline", dir + "/baseline.csv", dir + "/baseline.csv"]).status, .ok)
        assertBad(["baseline"], "'baseline' needs the action 'update' (see 'layout-bench baseline --help')")
    }

    /// Both committed baselines once came from dirty trees; now neither way writes one.
    func testBaselineUpdateRefusesADirtyTree() throws {
        let (status, capture) = runTool(["baseline", "update", "--output", dir + "/b.csv"], directory: dir, dirty: "true")
        XCTAssertEqual(status, .badInput)
        XCTAssertEqual(capture.err, "layout-bench: error: refusing to write a baseline from a fresh run: commit abc1234 has "
            + "uncommitted changes (commit or stash them, then run it again)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/b.csv"))
        let dirtyRun = try writeRun(dir, "dirty", series(allocations: 7), metadata: fixedMetadata(suite: .smoke, dirty: "true"))
        assertBad(["baseline", "update", "--from", dirtyRun, "--output", dir + "/b.csv"],
                  "refusing to write a baseline from \(dirtyRun): commit abc1234 has uncommitted changes (commit or stash them, then run it again)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/b.csv"))
        let empty = try emptyRun("empty")
        assertBad(["baseline", "update", "--from", empty, "--output", dir + "/b.csv"], "\(empty): no rows (a run that measured nothing)")
    }

    /// A clean clone's results/ holds peers and instruction files beside the runs: history and
    /// report read the runs and name the rest as skipped.
    func testHistoryAndReportOnAResultsFolderWithPeersAndInstructions() throws {
        for (i, commit) in ["c1", "c2"].enumerated() {
            var metadata = fixedMetadata(suite: .smoke, commit: commit)
            metadata.timestamp = "2025-01-0\(i + 1)T00:00:00Z"
            try writeRun(dir, commit, series(allocations: 10 + Double(i)), metadata: metadata)
        }
        try "benchmark,workload,n\r\nchain/solver/100,chain,100\r\n".write(toFile: dir + "/peers-8d5c7b1.csv", atomically: true, encoding: .utf8)
        try writeRun(dir, "instructions", [FixtureSeries(metric: "instructions", values: [5e6])])
        let (status, capture) = runTool(["history", dir])
        XCTAssertEqual(status, .ok, capture.err)
        XCTAssertTrue(capture.out.hasPrefix("history of 2 runs: c1 → c2\n"), capture.out)
        XCTAssertTrue(capture.out.contains("not a run, skipped: peers-8d5c7b1.csv"), capture.out)
        let (reported, report) = runTool(["report", dir, "--out", dir + "/report.html"])
        XCTAssertEqual(reported, .ok, report.err)
        let html = try String(contentsOfFile: dir + "/report.html", encoding: .utf8)
        XCTAssertTrue(html.contains("peers-8d5c7b1.csv"), "named as skipped")
        XCTAssertFalse(html.contains("<script"))
        assertBad(["history", dir + "/none"], "cannot read \(dir)/none: not a readable directory")
        assertBad(["report", dir], "'report' needs --out FILE (see 'layout-bench report --help')")
        let lonely = dir + "/lonely"
        try FileManager.default.createDirectory(atPath: lonely, withIntermediateDirectories: true)
        assertBad(["report", lonely, "--out", dir + "/r.html"], "\(lonely): no results of a run (<commit>.csv)")
    }
}
