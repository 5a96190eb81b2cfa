import Foundation
import Harness
import XCTest

final class GateTests: XCTestCase {
    func series(allocations: Double, n: Int = 100) -> [FixtureSeries] {
        [FixtureSeries(n: n, values: noise(5).map { $0 * 1_000 }),
         FixtureSeries(n: n, metric: "allocations", values: Array(repeating: allocations, count: 5)),
         FixtureSeries(n: n, metric: "pivots", values: [3, 3, 3, 3, 3])]
    }

    func testOneExtraAllocationPerIterationFailsTheExactGate() throws {
        let dir = try temporaryDirectory(self)
        let baseline = try writeRun(dir, "baseline", series(allocations: 1_420))
        let same = try writeRun(dir, "same", series(allocations: 1_420))
        let more = try writeRun(dir, "more", series(allocations: 1_421))
        XCTAssertEqual(runAnalysis(["gate", "--baseline", baseline, same]).status, .ok)
        let (status, capture) = runAnalysis(["gate", "--baseline", baseline, more])
        XCTAssertEqual(status, .regression)
        XCTAssertTrue(capture.out.contains("nested/solver/100  build  allocations"), capture.out)
        XCTAssertTrue(capture.out.contains("1 regressed"), capture.out)
        // Time is never gated here: a slower wall time alone passes.
        let slower = try writeRun(dir, "slower", [FixtureSeries(values: [9_000, 9_000])] + series(allocations: 1_420).dropFirst())
        XCTAssertEqual(runAnalysis(["gate", "--baseline", baseline, slower]).status, .ok)
    }

    func testThresholdsFileOverridesPerBenchmarkGlob() throws {
        let dir = try temporaryDirectory(self)
        let baseline = try writeRun(dir, "baseline", series(allocations: 1_000))
        let more = try writeRun(dir, "more", series(allocations: 1_010))
        let rules = dir + "/rules.csv"
        try "benchmark,phase,metric,relative,absolute\r\nnested/*,*,allocations,0.02,0\r\n"
            .write(toFile: rules, atomically: true, encoding: .utf8)
        XCTAssertEqual(runAnalysis(["gate", "--baseline", baseline, more, "--thresholds", rules]).status, .ok)
        // thresholds.csv beside the baseline is the default.
        try FileManager.default.copyItem(atPath: rules, toPath: dir + "/thresholds.csv")
        XCTAssertEqual(runAnalysis(["gate", "--baseline", baseline, more]).status, .ok)
        try "benchmark,phase,metric,relative,absolute\r\n*,*,allocations,-1,0\r\n".write(toFile: rules, atomically: true, encoding: .utf8)
        let (status, capture) = runAnalysis(["gate", "--baseline", baseline, more, "--thresholds", rules])
        XCTAssertEqual(status, .badInput)
        XCTAssertEqual(capture.err, "layout-bench: error: \(rules): line 2: '-1' in column relative is not a number ≥ 0\n")
    }

    func testExponentRisingFromOneToOnePointFourFailsTheScalingGate() throws {
        let dir = try temporaryDirectory(self)
        func run(_ name: String, exponent: Double) throws -> String {
            let series = [100, 1_000, 10_000].map { n in
                FixtureSeries(n: n, metric: "allocations", values: [(10 * pow(Double(n), exponent)).rounded()])
            }
            return try writeRun(dir, name, series)
        }
        let baseline = try run("baseline", exponent: 1.0)
        let head = try run("head", exponent: 1.4)
        let rules = dir + "/rules.csv"   // every size may move freely: only the exponent is gated
        try "benchmark,phase,metric,relative,absolute\r\n*,*,allocations,1000,0\r\n".write(toFile: rules, atomically: true, encoding: .utf8)
        let gate = DeterministicGate(baseline: try RunData.load(baseline), run: try RunData.load(head),
                                     rules: try ThresholdRules.load(rules))
        XCTAssertEqual(gate.regressions.map(\.key), [MetricKey(benchmark: "nested/solver", phase: "build", metric: "exponent(allocations)")])
        XCTAssertEqual(try XCTUnwrap(gate.regressions.first).baseMedian, 1.0, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(gate.regressions.first).headMedian, 1.4, accuracy: 0.001)
        let (status, capture) = runAnalysis(["gate", "--baseline", baseline, head, "--thresholds", rules])
        XCTAssertEqual(status, .regression)
        XCTAssertTrue(capture.out.contains("exponent(allocations)"), capture.out)
        // A small rise (1.0 → 1.05) stays within the default allowance of 0.1.
        let gentle = try run("gentle", exponent: 1.05)
        XCTAssertEqual(runAnalysis(["gate", "--baseline", baseline, gentle, "--thresholds", rules]).status, .ok)
    }

    func testMetricsCountedDifferentlyAreReportedNotCompared() throws {
        let dir = try temporaryDirectory(self)
        let baseline = try writeRun(dir, "baseline", series(allocations: 1_000))
        var other = fixedMetadata(suite: .smoke)
        other.allocator = "jemalloc 5.2.1"
        let run = try writeRun(dir, "run", series(allocations: 2_000), metadata: other)
        let (status, capture) = runAnalysis(["gate", "--baseline", baseline, run])
        XCTAssertEqual(status, .ok)
        XCTAssertTrue(capture.out.contains("not comparable: nested/solver/100 build allocations: allocator 'jemalloc 5.3.0' vs 'jemalloc 5.2.1'"),
                      capture.out)
        // Solver counters do not depend on the allocator and are still compared.
        XCTAssertTrue(capture.out.contains("gate: 1 deterministic metrics"), capture.out)
    }

    func testInstructionsAllowOnePercentAndAFloor() {
        let rules = ThresholdRules()
        let key = MetricKey(benchmark: "b", phase: "build", metric: "instructions")
        let rule = rules.rule(for: key)
        XCTAssertEqual(rule.allowance(from: 10_000_000), 100_000)
        XCTAssertEqual(rule.allowance(from: 50_000), 2_000)
        var other = fixedMetadata(suite: .smoke)
        other.valgrind = "valgrind-3.22.0"
        XCTAssertEqual(DeterministicGate.countingDifference("instructions", fixedMetadata(suite: .smoke), other),
                       "valgrind 'none' vs 'valgrind-3.22.0'")
        XCTAssertNil(DeterministicGate.countingDifference("pivots", fixedMetadata(suite: .smoke), other))
    }

    func testBaselineUpdateFromAFileAndFromTwoRuns() throws {
        let dir = try temporaryDirectory(self)
        let run = try writeRun(dir, "run", series(allocations: 7))
        let (status, _) = runAnalysis(["baseline", "update", "--from", run, "--output", dir + "/baseline.csv"])
        XCTAssertEqual(status, .ok)
        XCTAssertEqual(try String(contentsOfFile: dir + "/baseline.csv", encoding: .utf8), try String(contentsOfFile: run, encoding: .utf8))
        let (fresh, capture) = runAnalysis(["baseline", "update"], directory: dir)
        XCTAssertEqual(fresh, .ok, capture.err)
        XCTAssertTrue(capture.err.contains("identical in two runs"), capture.err)
        XCTAssertEqual(runAnalysis(["gate", "--baseline", dir + "/baseline.csv", dir + "/baseline.csv"]).status, .ok)
        XCTAssertEqual(runAnalysis(["baseline"]).status, .badInput)
    }
}
