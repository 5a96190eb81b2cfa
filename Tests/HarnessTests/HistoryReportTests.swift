import Foundation
import Harness
import HarnessFixtures
import XCTest

final class HistoryReportTests: XCTestCase {
    /// Five runs named by made-up commits (not in git: ordered by timestamp), allocations
    /// stepping up at the fourth; beside them, every other kind of file a results directory
    /// holds (as a clean clone's results/ does).
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
        try "benchmark,phase,metric,relative,absolute\r\n*,*,allocations,0,0\r\n".write(toFile: dir + "/thresholds.csv", atomically: true, encoding: .utf8)
        try "benchmark,workload,n,constraints,phase,peer\r\nchain/solver/100,chain,100,402,build,kiwisolver\r\n"
            .write(toFile: dir + "/peers-8d5c7b1.csv", atomically: true, encoding: .utf8)
        var profile = fixedMetadata(suite: .smoke, commit: "d2da2da")
        profile.valgrind = "valgrind-3.19.0"
        try writeRun(dir, "instructions", [FixtureSeries(n: 1_000, metric: "instructions", values: [5e6])], metadata: profile)
        try FileManager.default.copyItem(atPath: dir + "/c1.csv", toPath: dir + "/baseline.csv")
        try CSVWriter(header: SummaryRow.columns).text.write(toFile: dir + "/empty.csv", atomically: true, encoding: .utf8)
    }

    func testHistoryReadsTheRunsAndSkipsTheOtherFilesOnPurpose() throws {
        let dir = try temporaryDirectory(self)
        try makeRuns(dir)
        let history = try History.load(directory: dir, metrics: ["wall_time", "allocations"])
        XCTAssertEqual(history.runs.map(\.commit), ["c1", "c2", "c3", "c4", "c5"])
        XCTAssertEqual(history.skipped.map(\.file), ["baseline.csv", "empty.csv", "instructions.csv", "peers-8d5c7b1.csv", "thresholds.csv"])
        XCTAssertEqual(history.skipped.first { $0.file == "peers-8d5c7b1.csv" }?.reason,
                       "a comparison with the peer solvers (layout-bench peers)")
        let allocations = try XCTUnwrap(history.series.first { $0.key.metric == "allocations" })
        XCTAssertEqual(allocations.steps.map(\.index), [3])
        XCTAssertEqual(allocations.steps.first?.ratio ?? 0, 1.3, accuracy: 1e-9)
        XCTAssertTrue(history.series.filter { $0.key.metric == "wall_time" }.allSatisfy { $0.steps.isEmpty })
        let table = history.rendered(as: .table)
        XCTAssertTrue(table.contains("not a run, skipped: instructions.csv: the instruction gate's baseline"), table)
        XCTAssertTrue(table.contains("+30% at c4"), table)
    }

    func testAFileThatIsNeitherARunNorNamedAsSomethingElseIsAnError() throws {
        let dir = try temporaryDirectory(self)
        try makeRuns(dir)
        try "a,b\r\n1,2\r\n".write(toFile: dir + "/stray.csv", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try History.load(directory: dir, metrics: ["*"])) {
            XCTAssertEqual($0 as? ResultsError, .malformedCSV(dir + "/stray.csv", .missingColumn("suite")))
        }
    }

    /// The latest comparison sets the latest run against the one before it of the same suite
    /// and configuration: never a smoke run against a default one.
    func testTheLatestComparisonPairsRunsOfTheSameSuite() throws {
        let dir = try temporaryDirectory(self)
        try makeRuns(dir)
        var other = fixedMetadata(suite: .default, commit: "c6")
        other.timestamp = "2025-01-06T00:00:00Z"
        try writeRun(dir, "c6", [FixtureSeries(values: [1, 2, 3])], metadata: other)
        let history = try History.load(directory: dir, metrics: ["*"])
        XCTAssertNil(history.latestComparablePair, "the only default run has nothing to compare with")
        try FileManager.default.removeItem(atPath: dir + "/c6.csv")
        let pair = try XCTUnwrap(try History.load(directory: dir, metrics: ["*"]).latestComparablePair)
        XCTAssertEqual([pair.base.commit, pair.head.commit], ["c4", "c5"])
    }

    func testHistoryJSONIsValid() throws {
        let dir = try temporaryDirectory(self)
        try makeRuns(dir)
        let json = try History.load(directory: dir, metrics: ["allocations"]).rendered(as: .json)
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        XCTAssertEqual(parsed.count, 2 * 5)
        XCTAssertEqual(parsed.filter { $0["step"] as? Bool == true }.count, 2)
        XCTAssertTrue(parsed.first { $0["step"] as? Bool == false }?["step_ratio"] is NSNull)
    }
}
