import Harness
import HarnessFixtures
import XCTest

final class StatisticsTests: XCTestCase {
    func testOddSeriesAgainstHandComputedValues() throws {
        let s = try XCTUnwrap(Statistics([100, 3, 1, 4, 2]))
        XCTAssertEqual(s.count, 5)
        XCTAssertEqual(s.min, 1)
        XCTAssertEqual(s.max, 100)
        XCTAssertEqual(s.median, 3)
        XCTAssertEqual(s.p10, 1.4, accuracy: 1e-12)       // rank 0.4 between 1 and 2
        XCTAssertEqual(s.p90, 61.6, accuracy: 1e-12)      // rank 3.6 between 4 and 100
        XCTAssertEqual(s.mean, 22)
        XCTAssertEqual(s.stddev, (7610.0 / 4).squareRoot(), accuracy: 1e-12)  // Σ(x−22)² = 7610
        XCTAssertEqual(s.mad, 1)                          // |x−3| = 2 1 0 1 97 → 1
    }

    func testEvenSeriesInterpolatesTheMedian() throws {
        let s = try XCTUnwrap(Statistics([4, 1, 3, 2]))
        XCTAssertEqual(s.median, 2.5)
        XCTAssertEqual(s.p10, 1.3, accuracy: 1e-12)       // rank 0.3
        XCTAssertEqual(s.p90, 3.7, accuracy: 1e-12)       // rank 2.7
        XCTAssertEqual(s.mean, 2.5)
        XCTAssertEqual(s.stddev, (5.0 / 3).squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(s.mad, 1)                          // 1.5 0.5 0.5 1.5 → 1
    }

    func testSingleValueAndConstantSeries() throws {
        let one = try XCTUnwrap(Statistics([7]))
        XCTAssertEqual([one.min, one.median, one.max, one.stddev, one.mad, one.ciLow, one.ciHigh], [7, 7, 7, 0, 0, 7, 7])
        let constant = try XCTUnwrap(Statistics(Array(repeating: 42, count: 50)))
        XCTAssertEqual(constant.ciLow, 42)
        XCTAssertEqual(constant.ciHigh, 42)
    }

    func testEmptyOrNonFiniteSeriesHasNoStatistics() {
        XCTAssertNil(Statistics([]))
        XCTAssertNil(Statistics([1, .nan]))
        XCTAssertNil(Statistics([1, .infinity]))
    }

    func testBootstrapIntervalIsSeededAndBracketsTheMedian() throws {
        let values: [Double] = (0..<41).map { (i: Int) -> Double in
            let spread = Double((i * 37) % 41)
            return spread + 0.5 * Double(i % 3)
        }
        let a = try XCTUnwrap(Statistics(values))
        let b = try XCTUnwrap(Statistics(values.reversed()))
        XCTAssertEqual(a, b, "the same samples, in any order, give the same interval")
        XCTAssertLessThanOrEqual(a.ciLow, a.median)
        XCTAssertGreaterThanOrEqual(a.ciHigh, a.median)
        XCTAssertGreaterThan(a.ciHigh, a.ciLow)
        XCTAssertGreaterThanOrEqual(a.ciLow, a.min)
        XCTAssertLessThanOrEqual(a.ciHigh, a.max)
    }

    /// The counting bootstrap gives exactly what sorting every resample would.
    func testBootstrapMatchesANaiveResampleAndSort() {
        for n in [2, 3, 10, 11] {
            let sorted = (0..<n).map { Double($0 * $0) }
            let fast = Statistics.bootstrapMedianInterval(sorted, resamples: 200, seed: 99)
            var generator = SeededGenerator(seed: 99)
            var medians: [Double] = []
            for _ in 0..<200 {
                let resample = (0..<n).map { _ in sorted[generator.index(below: n)] }.sorted()
                medians.append(Statistics.quantile(resample, 0.5))
            }
            medians.sort()
            XCTAssertEqual(fast.0, Statistics.quantile(medians, 0.025), "n = \(n)")
            XCTAssertEqual(fast.1, Statistics.quantile(medians, 0.975), "n = \(n)")
        }
    }

    func testSeededGeneratorIsFixed() {
        // SplitMix64 from seed 0: the reference sequence.
        var generator = SeededGenerator(seed: 0)
        XCTAssertEqual(generator.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(generator.next(), 0x6E78_9E6A_A1B9_65F4)
    }
}
