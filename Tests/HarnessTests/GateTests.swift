import Foundation
import Harness
import HarnessFixtures
import XCTest

final class GateTests: XCTestCase {
    func series(allocations: Double, n: Int = 100) -> [FixtureSeries] {
        [FixtureSeries(n: n, values: noise(5).map { $0 * 1_000 }),
         FixtureSeries(n: n, metric: "allocations", values: Array(repeating: allocations, count: 5)),
         FixtureSeries(n: n, metric: "pivots", values: [3, 3, 3, 3, 3])]
    }

    private func gate(_ baseline: [FixtureSeries], _ run: [FixtureSeries], rules: ThresholdRules = ThresholdRules(),
                      runMetadata: RunMetadata = fixedMetadata(suite: .smoke)) throws -> DeterministicGate {
        let dir = try temporaryDirectory(self)
        let b = try writeRun(dir, "baseline", baseline)
        let r = try writeRun(dir, "run", run, metadata: runMetadata)
        return DeterministicGate(baseline: try RunData.load(b), run: try RunData.load(r), rules: rules)
    }

    func testOneExtraAllocationPerIterationFailsTheExactGate() throws {
        XCTAssertEqual(try gate(series(allocations: 1_420), series(allocations: 1_420)).failures(), [])
        let more = try gate(series(allocations: 1_420), series(allocations: 1_421))
        XCTAssertEqual(more.failures(), [.regressed(1)])
        XCTAssertEqual(more.regressions.map(\.key), [MetricKey(benchmark: "nested/solver/100", phase: "build", metric: "allocations")])
        // Time is never gated here: a slower wall time alone passes.
        let slower = [FixtureSeries(values: [9_000, 9_000])] + series(allocations: 1_420).dropFirst()
        XCTAssertEqual(try gate(series(allocations: 1_420), slower).failures(), [])
    }

    /// An improvement beyond the allowance leaves the baseline stale: a later regression back
    /// to the old count would pass. It fails unless allowed.
    func testAnImprovementFailsUnlessAllowed() throws {
        let fewer = try gate(series(allocations: 1_420), series(allocations: 1_400))
        XCTAssertEqual(fewer.failures(), [.improved(1)])
        XCTAssertEqual(fewer.failures(DeterministicGate.Options(allowImprovements: true)), [])
        XCTAssertTrue(fewer.rendered(as: .table).contains("gate: FAIL: 1 improved (rewrite the baseline, or --allow-improvements)"))
    }

    /// A benchmark that silently stopped running must not leave the gate green (it used to
    /// pass with "0 deterministic metrics … missing from the run").
    func testMissingMetricsFailUnlessASmallerRunIsAllowed() throws {
        let baseline = series(allocations: 7) + series(allocations: 9, n: 1_000)
        let smaller = try gate(baseline, series(allocations: 7))
        XCTAssertEqual(smaller.failures(), [.missing(2)])
        XCTAssertEqual(smaller.failures(DeterministicGate.Options(allowMissing: true)), [])
        let table = smaller.rendered(as: .table)
        XCTAssertTrue(table.contains("missing from the run: nested/solver/1000 build allocations"), table)
        XCTAssertTrue(table.contains("gate: FAIL: 2 missing from the run (--allow-missing for a smaller run)"), table)
        // Nothing in common fails even when a smaller run is allowed.
        let other = try gate(baseline, [FixtureSeries(workload: "grid", metric: "allocations", values: [1])])
        XCTAssertEqual(other.failures(DeterministicGate.Options(allowMissing: true)), [.nothingCompared])
    }

    func testThresholdRulesOverridePerBenchmarkGlob() throws {
        let rules = ThresholdRules(rules: [ThresholdRules.Rule(benchmark: "nested/*", metric: "allocations", relative: 0.02, absolute: 0)])
        XCTAssertEqual(try gate(series(allocations: 1_000), series(allocations: 1_010), rules: rules).failures(), [])
        XCTAssertEqual(try gate(series(allocations: 1_000), series(allocations: 1_030), rules: rules).failures(), [.regressed(1)])
    }

    func testExponentRisingFromOneToOnePointFourFailsTheScalingGate() throws {
        func run(exponent: Double) -> [FixtureSeries] {
            [100, 1_000, 10_000].map { n in
                FixtureSeries(n: n, metric: "allocations", values: [(10 * pow(Double(n), exponent)).rounded()])
            }
        }
        // Every size may move freely: only the exponent is gated.
        let rules = ThresholdRules(rules: [ThresholdRules.Rule(metric: "allocations", relative: 1_000, absolute: 0)])
        let steeper = try gate(run(exponent: 1.0), run(exponent: 1.4), rules: rules)
        XCTAssertEqual(steeper.regressions.map(\.key), [MetricKey(benchmark: "nested/solver", phase: "build", metric: "exponent(allocations)")])
        XCTAssertEqual(try XCTUnwrap(steeper.regressions.first).baseMedian, 1.0, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(steeper.regressions.first).headMedian, 1.4, accuracy: 0.001)
        // A small rise (1.0 → 1.05) stays within the default allowance of 0.1.
        XCTAssertEqual(try gate(run(exponent: 1.0), run(exponent: 1.05), rules: rules).failures(), [])
    }

    func testMetricsCountedDifferentlyAreReportedNotCompared() throws {
        var other = fixedMetadata(suite: .smoke)
        other.allocator = "jemalloc 5.2.1"
        let gate = try gate(series(allocations: 1_000), series(allocations: 2_000), runMetadata: other)
        XCTAssertEqual(gate.failures(), [])
        let table = gate.rendered(as: .table)
        XCTAssertTrue(table.contains("not comparable: nested/solver/100 build allocations: allocator 'jemalloc 5.3.0' vs 'jemalloc 5.2.1'"), table)
        // Solver counters do not depend on the allocator and are still compared.
        XCTAssertTrue(table.contains("gate: 1 deterministic metrics"), table)
    }

    /// A phase's instructions are gated by their mean as well as their median: a resize whose
    /// first step grew while the other twenty stayed put moves only the mean.
    func testInstructionsGatedByTheirMeanAsWellAsTheirMedian() throws {
        func steps(first: Double) -> [FixtureSeries] {
            [FixtureSeries(phase: "resize", metric: "instructions", values: [first] + Array(repeating: 25_000, count: 20))]
        }
        XCTAssertEqual(try gate(steps(first: 1_000_000), steps(first: 1_000_000)).failures(), [])
        let heavier = try gate(steps(first: 1_000_000), steps(first: 2_500_000))
        XCTAssertEqual(heavier.failures(), [.regressed(1)])
        XCTAssertEqual(heavier.regressions.map(\.key),
                       [MetricKey(benchmark: "nested/solver/100", phase: "resize", metric: "instructions_mean")])
        // Within the instructions' allowance (1%, at least 2 000 a step), as the median is.
        XCTAssertEqual(try gate(steps(first: 1_000_000), steps(first: 1_030_000)).failures(), [])
        // Other deterministic metrics are gated by their median alone.
        let pivots = [FixtureSeries(phase: "resize", metric: "pivots", values: [9] + Array(repeating: 0, count: 20))]
        let morePivots = [FixtureSeries(phase: "resize", metric: "pivots", values: [30] + Array(repeating: 0, count: 20))]
        XCTAssertEqual(try gate(pivots, morePivots).failures(), [])
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
}
