import Harness
import XCTest

/// The rank tests, Holm's correction, the scaling fit and step detection against values
/// computed by hand (and, for the approximations, by the formulas written out in the comments).
final class AnalysisTests: XCTestCase {
    func testMannWhitneyExact() throws {
        // y above every x: U = 9 of 9; P(U ≥ 9) = 1 / C(6, 3) = 1/20, two-sided 0.1.
        let full = try XCTUnwrap(MannWhitney.test([1, 2, 3], [4, 5, 6]))
        XCTAssertEqual(full.u, 9)
        XCTAssertEqual(full.p, 0.1, accuracy: 1e-12)
        // y ranks 3, 6, 7 among 7: U = 16 − 6 = 10. The counts of U for m = 4, n = 3 are the
        // Gaussian binomial [7 3]: …, 2, 1, 1 for U = 10, 11, 12, so P(U ≥ 10) = 4/35.
        let partial = try XCTUnwrap(MannWhitney.test([1, 2, 3, 4], [2.5, 5, 6]))
        XCTAssertEqual(partial.u, 10)
        XCTAssertEqual(partial.p, 8.0 / 35, accuracy: 1e-12)
        XCTAssertEqual(MannWhitney.test([4, 5, 6], [1, 2, 3])?.p ?? 0, 0.1, accuracy: 1e-12)
        XCTAssertNil(MannWhitney.test([], [1]))
    }

    func testMannWhitneyWithTiesUsesTheCorrectedNormalApproximation() throws {
        // Ranks 1.5 1.5 3.5 | 3.5 5.5 5.5: U = 14.5 − 6 = 8.5, mean 4.5; ties 3 × (2³ − 2) = 18;
        // var = 9/12 · (7 − 18/30) = 4.8; z = (4 − 0.5)/√4.8; p = erfc(z/√2) = 0.110149.
        let result = try XCTUnwrap(MannWhitney.test([1, 1, 2], [2, 3, 3]))
        XCTAssertEqual(result.u, 8.5)
        XCTAssertEqual(result.p, 0.11014892418594703, accuracy: 1e-9)
        XCTAssertEqual(MannWhitney.test([5, 5], [5, 5])?.p, 1)
    }

    func testWilcoxonSignedRankExact() {
        // Ten positive, untied differences: only the all-positive pattern reaches W⁺ = 55.
        let all = WilcoxonSignedRank.greater((1...10).map { Double($0) / 100 })
        XCTAssertEqual(all.wPlus, 55)
        XCTAssertEqual(all.p, 1.0 / 1024, accuracy: 1e-15)
        // W⁺ = 1+2+3+4 = 10 of 15; subsets of {1…5} with sum ≥ 10 are the complements of the
        // 10 with sum ≤ 5, so p = 10/32.
        let mixed = WilcoxonSignedRank.greater([0.1, 0.2, 0.3, 0.4, -0.5, 0])
        XCTAssertEqual(mixed.count, 5)   // the zero is dropped
        XCTAssertEqual(mixed.wPlus, 10)
        XCTAssertEqual(mixed.p, 10.0 / 32, accuracy: 1e-15)
        XCTAssertEqual(WilcoxonSignedRank.greater([]).p, 1)
    }

    func testHolm() {
        // Sorted 0.005 0.01 0.03 0.04 → ×4 ×3 ×2 ×1 = 0.02 0.03 0.06 0.04 → running max 0.02 0.03 0.06 0.06.
        let adjusted = Holm.adjust([0.01, 0.04, 0.03, 0.005])
        for (a, e) in zip(adjusted, [0.03, 0.06, 0.06, 0.02]) { XCTAssertEqual(a, e, accuracy: 1e-15) }
        XCTAssertEqual(Holm.adjust([0.5, 0.9]), [1, 1])
        XCTAssertEqual(Holm.adjust([]), [])
    }

    func testScalingFit() throws {
        let linear = try XCTUnwrap(ScalingFit([(100, 200), (1_000, 2_000), (10_000, 20_000)]))
        XCTAssertEqual(linear.exponent, 1, accuracy: 1e-12)
        XCTAssertEqual(linear.coefficient, 2, accuracy: 1e-9)
        XCTAssertEqual(linear.rSquared, 1, accuracy: 1e-12)
        let quadratic = try XCTUnwrap(ScalingFit([(10, 100), (100, 10_000)]))
        XCTAssertEqual(quadratic.exponent, 2, accuracy: 1e-12)
        XCTAssertNil(ScalingFit([(100, 1), (100, 2)]))
        XCTAssertNil(ScalingFit([(100, 0), (1_000, 2)]))
    }

    func testBootstrapRatioIsSeededAndCoversTheTrueRatio() throws {
        let base = (0..<15).map { 1_000 + Double($0 % 5) * 10 }
        let head = base.map { $0 * 1.2 }
        let a = try XCTUnwrap(Bootstrap.ratioOfMedians(base, head))
        let b = try XCTUnwrap(Bootstrap.ratioOfMedians(base, head))
        XCTAssertEqual(a.low, b.low)
        XCTAssertEqual(a.high, b.high)
        XCTAssertLessThanOrEqual(a.low, 1.2 + 1e-9)
        XCTAssertGreaterThanOrEqual(a.high, 1.2 - 1e-9)
        XCTAssertGreaterThan(a.low, 1.1)
    }

    func testStepDetection() {
        let step = StepDetection.steps([100, 101, 99, 100, 100, 120, 121, 119, 120, 120])
        XCTAssertEqual(step.count, 1)
        XCTAssertEqual(step.first?.index, 5)
        XCTAssertEqual(step.first?.ratio ?? 0, 1.2, accuracy: 1e-9)
        // ±1% noise, no level change.
        XCTAssertEqual(StepDetection.steps([100, 101, 99, 100.5, 99.5, 101, 100, 99]), [])
        // Deterministic counts: any change is a step; two of them here.
        let counts = StepDetection.steps([7, 7, 7, 8, 8, 6], minimumChange: 1e-9, noiseFloor: 1e-9)
        XCTAssertEqual(counts.map(\.index), [3, 5])
        XCTAssertEqual(StepDetection.steps([5]), [])
    }

    func testCommitOrderFollowsGitThenFallback() {
        let revisions = ["aaaa1111", "bbbb2222", "cccc3333"]
        let sorted = CommitOrder.sort(["cccc333", "zz", "aaaa111", "yy"], revisions: revisions) { $0 == "zz" ? "1" : "2" }
        XCTAssertEqual(sorted, ["aaaa111", "cccc333", "zz", "yy"])
    }
}
