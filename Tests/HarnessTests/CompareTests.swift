import Foundation
import Harness
import HarnessFixtures
import XCTest

final class CompareTests: XCTestCase {
    private func compare(_ base: [FixtureSeries], _ head: [FixtureSeries], samples: Bool = true) throws -> Comparison {
        let dir = try temporaryDirectory(self)
        let b = try writeRun(dir, "base", base, samples: samples)
        let h = try writeRun(dir, "head", head, samples: samples)
        return Comparison(base: try RunData.load(b), head: try RunData.load(h))
    }

    func testTwentyPercentSlowerOverFifteenSamplesRegresses() throws {
        let comparison = try compare([FixtureSeries(values: noise(15).map { $0 * 1_000_000 })],
                                     [FixtureSeries(values: noise(15, shift: 3).map { $0 * 1_200_000 })])
        let row = try XCTUnwrap(comparison.rows.first)
        XCTAssertEqual(row.verdict, .regressed)
        XCTAssertEqual(row.ratio, 1.2, accuracy: 0.02)
        XCTAssertLessThan(try XCTUnwrap(row.p), 0.001)
        XCTAssertGreaterThan(try XCTUnwrap(row.interval).low, 1.1)
        XCTAssertTrue(comparison.markdown.contains("| nested/solver/100 | build | wall_time |"), comparison.markdown)
        XCTAssertTrue(comparison.markdown.contains("**1 regressed, 0 improved, 0 unchanged"), comparison.markdown)
    }

    func testThreePercentNoiseIsUnchanged() throws {
        let comparison = try compare([FixtureSeries(values: noise(15).map { $0 * 1_000_000 })],
                                     [FixtureSeries(values: noise(15, shift: 7).map { $0 * 1_000_000 })])
        XCTAssertEqual(comparison.rows.map(\.verdict), [.unchanged])
    }

    func testClearButSmallChangeIsUnchangedAndDeterministicChangeIsExact() throws {
        let rows = try compare([
            FixtureSeries(values: noise(15).map { $0 * 1_000_000 }),
            FixtureSeries(metric: "allocations", values: Array(repeating: 500, count: 15)),
        ], [
            FixtureSeries(values: noise(15).map { $0 * 1_040_000 }),   // 4% slower: clear, but under 5%
            FixtureSeries(metric: "allocations", values: Array(repeating: 499, count: 15)),
        ]).rows
        XCTAssertEqual(rows.first { $0.key.metric == "wall_time" }?.verdict, .unchanged)
        XCTAssertEqual(rows.first { $0.key.metric == "allocations" }?.verdict, .improved)
    }

    /// One sample each cannot decide anything about time, however large the change (it used to
    /// say "regressed" with p = 1.000); a count of one sample is exact and decides.
    func testOneSampleOfTimeIsTooFewButOneCountDecides() throws {
        let rows = try compare([
            FixtureSeries(values: [1_000_000]),
            FixtureSeries(metric: "allocations", values: [500]),
        ], [
            FixtureSeries(values: [1_080_000]),
            FixtureSeries(metric: "allocations", values: [501]),
        ]).rows
        let time = try XCTUnwrap(rows.first { $0.key.metric == "wall_time" })
        XCTAssertEqual(time.verdict, .tooFewSamples)
        XCTAssertEqual(time.p, 1)
        XCTAssertEqual(rows.first { $0.key.metric == "allocations" }?.verdict, .regressed)
    }

    /// Three against three: the smallest two-sided Mann-Whitney p is 2 / C(6, 3) = 0.1, so no
    /// change, not even +110%, is "unchanged" or "regressed" at α = 0.01.
    func testThreeAgainstThreeIsTooFewSamplesWhateverTheChange() throws {
        XCTAssertEqual(MannWhitney.smallestP(3, 3), 0.1, accuracy: 1e-15)
        XCTAssertEqual(MannWhitney.smallestP(5, 5), 2.0 / 252, accuracy: 1e-15)
        let comparison = try compare([FixtureSeries(values: [1_000, 1_010, 990])],
                                     [FixtureSeries(values: [2_100, 2_120, 2_080])])
        let row = try XCTUnwrap(comparison.rows.first)
        XCTAssertEqual(row.verdict, .tooFewSamples)
        XCTAssertEqual(try XCTUnwrap(row.p), 0.1, accuracy: 1e-15)
        XCTAssertTrue(comparison.summaryLine.contains("1 with too few samples to decide"), comparison.summaryLine)
        XCTAssertTrue(comparison.table.contains("too few samples"), comparison.table)
        // Five against five can decide.
        let five = try compare([FixtureSeries(values: noise(5).map { $0 * 1_000 })],
                               [FixtureSeries(values: noise(5).map { $0 * 2_100 })])
        XCTAssertEqual(five.rows.first?.verdict, .regressed)
    }

    /// Beyond the threshold but not clear: inconclusive, not "unchanged".
    func testABigButUnclearChangeIsInconclusive() throws {
        let base = [1.0, 1.5, 0.7, 1.2, 0.9, 1.4, 0.8, 1.1].map { $0 * 1_000 }
        let head = [1.3, 0.8, 1.6, 1.0, 1.5, 0.9, 1.4, 1.2].map { $0 * 1_000 }
        let row = try XCTUnwrap(try compare([FixtureSeries(values: base)], [FixtureSeries(values: head)]).rows.first)
        XCTAssertGreaterThan(row.ratio, 1.05)
        XCTAssertGreaterThan(try XCTUnwrap(row.p), 0.01)
        XCTAssertEqual(row.verdict, .inconclusive)
    }

    func testBenchmarksInOneRunOnlyAreListed() throws {
        let comparison = try compare([FixtureSeries(values: [1, 2, 3]), FixtureSeries(workload: "grid", values: [1])],
                                     [FixtureSeries(values: [1, 2, 3]), FixtureSeries(workload: "chain", values: [1])])
        XCTAssertEqual(comparison.onlyInBase.map(\.benchmark), ["grid/solver/100"])
        XCTAssertEqual(comparison.onlyInHead.map(\.benchmark), ["chain/solver/100"])
        XCTAssertTrue(comparison.table.contains("only in base: grid/solver/100 build wall_time"), comparison.table)
        XCTAssertTrue(comparison.csv.contains("chain/solver/100,build,wall_time,,,,,,,,,only_in_head"), comparison.csv)
    }

    func testWithoutSamplesTheSummaryIntervalsDecide() throws {
        let row = try XCTUnwrap(try compare([FixtureSeries(values: noise(15).map { $0 * 1_000 })],
                                            [FixtureSeries(values: noise(15).map { $0 * 1_500 })], samples: false).rows.first)
        XCTAssertNil(row.p)
        XCTAssertEqual(row.verdict, .regressed)
    }

    /// JSON comes from an encoder: a missing figure is null, and a ratio from a zero base
    /// (0 → 3 allocations) is null, not `inf`.
    func testJSONIsValidWithNullsForMissingAndInfiniteFigures() throws {
        let comparison = try compare([FixtureSeries(metric: "allocations", values: [0, 0, 0]),
                                      FixtureSeries(workload: "grid", values: [1])],
                                     [FixtureSeries(metric: "allocations", values: [3, 3, 3])])
        let json = comparison.json
        XCTAssertFalse(json.contains("inf"), json)
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        XCTAssertEqual(parsed.count, 2)
        let allocations = try XCTUnwrap(parsed.first { $0["metric"] as? String == "allocations" })
        XCTAssertTrue(allocations["ratio"] is NSNull)
        XCTAssertEqual(allocations["head_median"] as? Int, 3)
        XCTAssertEqual(allocations["verdict"] as? String, "regressed")
        let missing = try XCTUnwrap(parsed.first { $0["verdict"] as? String == "only_in_base" })
        XCTAssertTrue(missing["base_median"] is NSNull)
        XCTAssertTrue(missing["p"] is NSNull)
    }

    func testEmptyResultsFileIsRefused() throws {
        let dir = try temporaryDirectory(self)
        let empty = dir + "/empty.csv"
        try CSVWriter(header: SummaryRow.columns).text.write(toFile: empty, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try RunData.load(empty)) {
            XCTAssertEqual($0 as? ResultsError, .noRows(empty))
            XCTAssertEqual(($0 as? ResultsError)?.description, "\(empty): no rows (a run that measured nothing)")
        }
    }
}
