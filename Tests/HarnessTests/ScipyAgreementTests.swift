import Harness
import XCTest

/// p-values against SciPy 1.17.1 with its defaults: `wilcoxon(d)` and `wilcoxon(d,
/// alternative="greater")` (exact up to 50 untied non-zero differences, the exact permutation
/// test with ties or zeros up to 13, the normal approximation beyond), `mannwhitneyu(x, y)`
/// (exact when a sample holds at most 8 untied values), `ttest_1samp(v, 0)` and `t.sf`. Every
/// expected figure below is SciPy's output, copied.
final class ScipyAgreementTests: XCTestCase {
    private func assertWilcoxon(_ d: [Double], greater: Double, twoSided: Double, less: Double? = nil,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(WilcoxonSignedRank.test(d, alternative: .greater).p, greater, accuracy: greater * 1e-12, file: file, line: line)
        XCTAssertEqual(WilcoxonSignedRank.test(d, alternative: .twoSided).p, twoSided, accuracy: twoSided * 1e-12, file: file, line: line)
        if let less {
            XCTAssertEqual(WilcoxonSignedRank.test(d, alternative: .less).p, less, accuracy: less * 1e-12, file: file, line: line)
        }
    }

    /// Thirty rounds all slower: exact 2⁻³⁰ (the normal approximation used to give 9.1e-7).
    private func sequence(_ range: ClosedRange<Int>, _ value: (Int) -> Double) -> [Double] { range.map(value) }

    func testWilcoxonIsExactUpToFiftyUntiedDifferences() {
        assertWilcoxon((1...30).map(Double.init), greater: 9.313225746154785e-10, twoSided: 1.862645149230957e-09)
        let mixed: [Double] = sequence(1...40) { i in Double((i * 37) % 101 - 30) + Double(i) / 1000 }
        assertWilcoxon(mixed,
                       greater: 4.415524745127186e-05, twoSided: 8.831049490254372e-05)
        assertWilcoxon([0.5, -0.2, 0.9, 1.1, -0.05, 0.7, 0.3, 0.8, -0.4, 1.3, 0.6, 0.25],
                       greater: 0.006103515625, twoSided: 0.01220703125, less: 0.995361328125)
    }

    /// Ties or zeros with at most 13 differences: the exact permutation p (the normal
    /// approximation gave 0.0526 for the first, 0.0118 against 0.0098 in the case).
    func testWilcoxonWithTiesOrZerosUpToThirteenIsThePermutationTest() {
        assertWilcoxon([1, 1, 2, -3, 4, 4, 4], greater: 0.046875, twoSided: 0.09375, less: 0.9609375)
        assertWilcoxon([0.01, 0.02, 0.02, -0.01, 0.03, 0.03, 0.03, -0.02, 0.04, 0.05, 0.01, 0.06, -0.03],
                       greater: 0.0181884765625, twoSided: 0.036376953125, less: 0.9862060546875)
        assertWilcoxon([0.0, 0.1, 0.2, -0.1, 0.0, 0.3, 0.4, 0.5, -0.2, 0.6], greater: 0.04296875, twoSided: 0.0859375, less: 0.9765625)
    }

    /// Beyond: the normal approximation with the tie correction, without a continuity correction.
    func testWilcoxonBeyondIsTheNormalApproximation() {
        assertWilcoxon([1, 2, 2, 3, -3, 4, 5, 5, 5, -6, 7, 8, 8, 9, 10, -10, 11, 12, 12, 13],
                       greater: 0.002538179836867438, twoSided: 0.005076359673734876, less: 0.9974618201631326)
        assertWilcoxon([0, 1, 2, 3, -4, 5, 6, 0, 8, -9, 10, 11, 12, -13, 14, 15, 16, 17, 18, 19],
                       greater: 0.0036993276826943083, twoSided: 0.007398655365388617, less: 0.9963006723173057)
        let tied: [Double] = sequence(1...30) { i in Double((i * 7) % 11 - 3) }
        assertWilcoxon(tied, greater: 0.0011485701471257983, twoSided: 0.0022971402942515966)
        let sixty: [Double] = sequence(1...60) { i in Double((i * 53) % 97 - 40) + Double(i) / 1000 }
        assertWilcoxon(sixty,
                       greater: 0.03863214429178832, twoSided: 0.07726428858357665)
    }

    func testMannWhitneyExactForSmallUntiedSamplesAsymptoticOtherwise() throws {
        func p(_ x: [Double], _ y: [Double]) throws -> Double { try XCTUnwrap(MannWhitney.test(x, y)).p }
        XCTAssertEqual(try p([1000, 1010, 990], [2100, 2120, 2080]), 0.1, accuracy: 1e-15)
        XCTAssertEqual(try p([1.2, 3.4, 2.2, 5.1, 0.7], [2.5, 4.4, 6.1, 3.9, 7.2, 5.5, 4.8]), 0.04797979797979798, accuracy: 1e-15)
        let x8: [Double] = sequence(0...7) { i in Double((i * 13) % 17) + Double(i) / 100 }
        let y30: [Double] = sequence(0...29) { i in Double((i * 11) % 19) + 3 + Double(i) / 1000 }
        XCTAssertEqual(try p(x8, y30), 0.08243889822837193, accuracy: 1e-14)
        XCTAssertEqual(try p(y30, x8), 0.08243889822837193, accuracy: 1e-14)
        let x12: [Double] = sequence(0...11) { i in Double((i * 13) % 29) + Double(i) / 100 }
        let y15: [Double] = sequence(0...14) { i in Double((i * 11) % 31) + 4 + Double(i) / 1000 }
        XCTAssertEqual(try p(x12, y15), 0.21339925437636265, accuracy: 1e-14)
        XCTAssertEqual(try p([1, 2, 2, 3], [2, 3, 4, 4]), 0.13416918012812584, accuracy: 1e-14)
        let x20: [Double] = sequence(0...19) { i in Double((i * 13) % 9) }
        let y20: [Double] = sequence(0...19) { i in Double((i * 11) % 9) + 1 }
        XCTAssertEqual(try p(x20, y20), 0.32085745424169543, accuracy: 1e-14)
    }

    func testStudentT() throws {
        let eight = try XCTUnwrap(StudentT.test([0.05, 0.04, 0.06, 0.05, 0.055, 0.045, 0.05, 0.06]))
        XCTAssertEqual(eight.t, 20.87617816590994, accuracy: 1e-12)
        XCTAssertEqual(eight.p, 1.454405149271262e-07, accuracy: 1e-18)
        XCTAssertEqual(eight.degreesOfFreedom, 7)
        let five = try XCTUnwrap(StudentT.test([0.1, -0.05, 0.2, 0.0, 0.08]))
        XCTAssertEqual(five.t, 1.5319865399606778, accuracy: 1e-12)
        XCTAssertEqual(five.p, 0.20028822953133177, accuracy: 1e-13)
        XCTAssertEqual(try XCTUnwrap(StudentT.test([1, 2])).p, 0.20483276469913345, accuracy: 1e-13)
        XCTAssertNil(StudentT.test([1]))
        XCTAssertEqual(try XCTUnwrap(StudentT.test([0.03, 0.03, 0.03])).p, 0)
        for (df, t, expected) in [(1, 3.0, 0.20483276469913345), (4, 2.5, 0.06676654481198814), (7, -4.2, 0.004035559925219959),
                                  (29, 1.1, 0.2803798137027988), (100, 0.3, 0.7647998803003035), (3, 25.0, 0.00014033138995754856)] {
            XCTAssertEqual(StudentT.twoSidedP(t: t, degreesOfFreedom: df), expected, accuracy: expected * 1e-11, "df \(df) t \(t)")
        }
        XCTAssertEqual(StudentT.quantile(0.975, degreesOfFreedom: 7), 2.364624251592784, accuracy: 1e-9)
        // Yuen's trimmed test: the trimmed mean is scipy.stats.trim_mean(v, 0.2); the p-value
        // 2·t.sf(|t|, n − 2g − 1) with the winsorized variance.
        let yuen = try XCTUnwrap(StudentT.trimmedTest([0.05, 0.04, 0.06, 0.05, 0.055, 0.045, 0.05, 0.06, 0.3, -0.2]))
        XCTAssertEqual(yuen.mean, 0.051666666666666666, accuracy: 1e-15)
        XCTAssertEqual(yuen.standardError, 0.0034641016151377543, accuracy: 1e-15)
        XCTAssertEqual(yuen.degreesOfFreedom, 5)
        XCTAssertEqual(yuen.p, 2.4519502455434918e-05, accuracy: 1e-15)
        let eleven = try XCTUnwrap(StudentT.trimmedTest([0.01, -0.02, 0.015, 0.0, 0.005, -0.01, 0.02, 0.3, -0.005, 0.0, 0.012]))
        XCTAssertEqual(eleven.mean, 0.005285714285714285, accuracy: 1e-15)
        XCTAssertEqual(eleven.p, 0.24998000353051905, accuracy: 1e-12)
        XCTAssertEqual(eleven.degreesOfFreedom, 6)
        XCTAssertEqual(try XCTUnwrap(StudentT.trimmedTest([0.1, -0.05, 0.2, 0.0, 0.08])).p, 0.29158011316770654, accuracy: 1e-12)
        XCTAssertEqual(StudentT.trimmedTest([0.1, 0.2, 0.3], trim: 0)?.p, StudentT.test([0.1, 0.2, 0.3])?.p)
        XCTAssertEqual(StudentT.quantile(0.975, degreesOfFreedom: 4), 2.7764451051977934, accuracy: 1e-9)
        XCTAssertEqual(StudentT.quantile(0.975, degreesOfFreedom: 1), 12.706204736174694, accuracy: 1e-8)
    }
}
