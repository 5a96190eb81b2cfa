import XCTest
@testable import Cassowary

/// The dense fallback simplex on LPs whose optimum is known by hand.
final class DenseLexicographicLPTests: XCTestCase {
    /// The objective `Σ cost·z` at the basis the LP returned.
    private func objective(_ outcome: DenseLexicographicLP.Outcome, _ costs: [Double]) -> Double? {
        guard case let .optimal(basis, values) = outcome else { return nil }
        var sum = 0.0
        for (column, value) in zip(basis, values) where column >= 0 { sum += costs[column] * value }
        return sum
    }

    /// The value of column j at the returned basis (0 when not basic).
    private func value(of j: Int, _ outcome: DenseLexicographicLP.Outcome) -> Double? {
        guard case let .optimal(basis, values) = outcome else { return nil }
        return zip(basis, values).first { $0.0 == j }?.1 ?? 0
    }

    /// Beale's example, which cycles under the textbook rules (most negative reduced cost,
    /// first row of the smallest ratio): every pivot from the start is degenerate. The
    /// optimum is −5/4 at z₄ = 1, z₆ = 1, z₁ = 3/4.
    func testBealesCyclingExampleReachesItsOptimum() {
        let costs: [Double] = [0, 0, 0, -0.75, 20, -0.5, 6]
        let a: [Double] = [1, 0, 0, 0.25, -8, -1, 9,
                           0, 1, 0, 0.5, -12, -0.5, 3,
                           0, 0, 1, 0, 0, 1, 0]
        let outcome = DenseLexicographicLP(rows: 3, columns: 7, a: a, b: [0, 0, 1], costs: [costs]).solve()
        let z = objective(outcome, costs)
        XCTAssertTrue(z.map { abs($0 + 1.25) < 1e-12 } == true, "objective \(String(describing: z))")
        XCTAssertTrue(value(of: 3, outcome).map { abs($0 - 1) < 1e-12 } == true)
        XCTAssertTrue(value(of: 5, outcome).map { abs($0 - 1) < 1e-12 } == true)
    }

    /// A row the others imply is dropped (basis −1), not left to block the ratio tests.
    func testARedundantRowIsDropped() {
        // z₀ + z₁ = 4, z₁ + z₂ = 3, and their sum z₀ + 2z₁ + z₂ = 7; minimize z₀ + z₂.
        let a: [Double] = [1, 1, 0,
                           0, 1, 1,
                           1, 2, 1]
        let costs: [Double] = [1, 0, 1]
        let outcome = DenseLexicographicLP(rows: 3, columns: 3, a: a, b: [4, 3, 7], costs: [costs]).solve()
        guard case let .optimal(basis, _) = outcome else {
            XCTFail("not optimal: \(outcome)")
            return
        }
        XCTAssertEqual(basis.filter { $0 < 0 }.count, 1)
        // z₁ = 3 at most (z₂ ≥ 0), so z₀ ≥ 1: the optimum is 1 at z = (1, 3, 0).
        XCTAssertTrue(objective(outcome, costs).map { abs($0 - 1) < 1e-12 } == true)
    }

    /// A column whose only positive entry is below the pivot tolerance is unbounded to the
    /// ratio test, yet its reduced cost is negative: what rounding leaves in a column of a
    /// variable free along a face of optima (lp-check wide 7577 was refused on one). Where no
    /// cost is negative no ray can lower the objective, so the column is skipped, not taken
    /// for an unbounded LP; where a cost is negative, a ray still is one.
    func testARayWhoseReducedCostIsRoundingIsSkipped() {
        // z₀ + 1e-11·z₂ = 2, z₁ − z₂ = 3, minimize 10⁶·z₀: at the basis (z₀, z₁) the reduced
        // cost of z₂ is −10⁻⁵ (below the entering tolerance, 10⁻⁶ at this scale) and no entry
        // of its column passes the pivot tolerance.
        let a: [Double] = [1, 0, 1e-11,
                           0, 1, -1]
        let costs: [Double] = [1e6, 0, 0]
        let outcome = DenseLexicographicLP(rows: 2, columns: 3, a: a, b: [2, 3], costs: [costs]).solve()
        XCTAssertTrue(value(of: 0, outcome).map { abs($0 - 2) < 1e-12 } == true, "\(outcome)")
        XCTAssertTrue(value(of: 2, outcome) == 0, "\(outcome)")
        // z₀ − z₂ = 2 with z₂ costing −1: a real ray, the LP unbounded.
        let unbounded = DenseLexicographicLP(rows: 1, columns: 2, a: [1, -1], b: [2], costs: [[0, -1]]).solve()
        XCTAssertEqual(unbounded, .gaveUp("an unbounded direction"))
    }

    /// A column whose reduced cost passes the entering tolerance, but whose step would lower
    /// the objective by less than the objective's own rounding, is not entered: two such
    /// columns took turns in one row until the pivot limit (lp-check spread 19282: a step of
    /// 3e-16 on 6.2e10, 24 000 pivots and a refactorization at each, 30 s per run).
    func testAStepThatLowersTheObjectiveOnlyByItsRoundingIsNotTaken() {
        // z₀ + z₁ = 1, z₂ = 10⁶; costs 1, 1 − 10⁻¹¹, 1. At the basis (z₀, z₂) the reduced
        // cost of z₁ is −10⁻¹¹ (the entering tolerance is 10⁻¹² at this scale) and its step
        // of 1 lowers an objective of 10⁶ + 1 by 10⁻¹¹: its rounding, not a descent.
        let a: [Double] = [1, 1, 0,
                           0, 0, 1]
        let costs: [Double] = [1, 1 - 1e-11, 1]
        let outcome = DenseLexicographicLP(rows: 2, columns: 3, a: a, b: [1, 1e6], costs: [costs]).solve()
        XCTAssertEqual(value(of: 0, outcome), 1, "\(outcome)")
        XCTAssertEqual(value(of: 1, outcome), 0, "\(outcome)")
        // The same reduced cost beside an objective of 2: a step of 1 lowers it by more than
        // its rounding, and is taken.
        let small = DenseLexicographicLP(rows: 2, columns: 3, a: a, b: [1, 1], costs: [costs]).solve()
        XCTAssertEqual(value(of: 1, small), 1, "\(small)")
    }

    func testAnInfeasibleSystemIsReported() {
        // z₀ + z₁ = −1 with z ≥ 0.
        let outcome = DenseLexicographicLP(rows: 1, columns: 2, a: [1, 1], b: [-1], costs: [[1, 1]]).solve()
        XCTAssertEqual(outcome, .infeasible)
    }

    /// Levels are minimized outright, highest first: no weight of the lower level trades
    /// against the higher one.
    func testAHigherLevelIsMinimizedOutright() {
        // z₀ + z₁ − z₂ = 4 (z₀ + z₁ ≥ 4, z₂ its surplus). Level one minimizes z₀, level two
        // 1000·z₁: z₁ must take all 4, however it costs below.
        let a: [Double] = [1, 1, -1]
        let outcome = DenseLexicographicLP(rows: 1, columns: 3, a: a, b: [4],
                                           costs: [[1, 0, 0], [0, 1000, 0]]).solve()
        XCTAssertTrue(value(of: 0, outcome).map { abs($0) < 1e-12 } == true)
        XCTAssertTrue(value(of: 1, outcome).map { abs($0 - 4) < 1e-12 } == true)
        // One weighted level trades them: z₀ takes it.
        let flat = DenseLexicographicLP(rows: 1, columns: 3, a: a, b: [4], costs: [[1, 1000, 0]]).solve()
        XCTAssertTrue(value(of: 0, flat).map { abs($0 - 4) < 1e-12 } == true)
    }

    /// Scaling the columns without a cost (1000 beside 0.001 here) keeps the optimal basis,
    /// and the values come back in the system's units.
    func testScaledColumnsGiveTheSameBasisAndValues() {
        // 1000·z₀ + z₂ = 5000, 0.001·z₁ + z₃ = 0.004; minimize z₂ + z₃: z₀ = 5, z₁ = 4.
        let a: [Double] = [1000, 0, 1, 0,
                           0, 0.001, 0, 1]
        let costs: [Double] = [0, 0, 1, 1]
        let plain = DenseLexicographicLP(rows: 2, columns: 4, a: a, b: [5000, 0.004], costs: [costs]).solve()
        let scaled = DenseLexicographicLP(rows: 2, columns: 4, a: a, b: [5000, 0.004], costs: [costs],
                                          scalesColumns: true).solve()
        for outcome in [plain, scaled] {
            XCTAssertTrue(value(of: 0, outcome).map { abs($0 - 5) < 1e-12 } == true, "\(outcome)")
            XCTAssertTrue(value(of: 1, outcome).map { abs($0 - 4) < 1e-12 } == true, "\(outcome)")
        }
        guard case let .optimal(plainBasis, _) = plain, case let .optimal(scaledBasis, _) = scaled else {
            return XCTFail("not optimal: \(plain), \(scaled)")
        }
        XCTAssertEqual(Set(plainBasis), Set(scaledBasis))
    }

    /// Coefficients far apart in one row (0.1 beside 100 and 16:9) and a tie between two
    /// columns at the optimum: the answer is the LP's to rounding.
    func testMixedScalesAndATie() {
        // 100·z₀ + 0.1·z₁ + (16/9)·z₂ − z₃ = 50 (≥ 50 with surplus z₃), z₀ + z₁ + z₄ = 1000.
        // Costs: z₀ 100, z₁ 0.1, z₂ 16/9 per unit of the first row: all three tie at 1 per unit
        // of it, so the optimum is 50 whichever carries it.
        let a: [Double] = [100, 0.1, 16.0 / 9, -1, 0,
                           1, 1, 0, 0, 1]
        let costs: [Double] = [100, 0.1, 16.0 / 9, 0, 0]
        let outcome = DenseLexicographicLP(rows: 2, columns: 5, a: a, b: [50, 1000], costs: [costs]).solve()
        XCTAssertTrue(objective(outcome, costs).map { abs($0 - 50) < 1e-9 } == true, "\(outcome)")
    }

    /// The same LPs in double-doubles (the last attempts of the fallback): the same optima.
    func testDoubleDoublesReachTheSameOptima() {
        let beale: [Double] = [1, 0, 0, 0.25, -8, -1, 9,
                               0, 1, 0, 0.5, -12, -0.5, 3,
                               0, 0, 1, 0, 0, 1, 0]
        let bealeCosts: [Double] = [0, 0, 0, -0.75, 20, -0.5, 6]
        let cycling = DenseLexicographicLP(rows: 3, columns: 7, a: beale, b: [0, 0, 1], costs: [bealeCosts],
                                           precision: .doubleDouble).solve()
        XCTAssertEqual(objective(cycling, bealeCosts) ?? .nan, -1.25, accuracy: 1e-15, "\(cycling)")

        let redundant = DenseLexicographicLP(rows: 3, columns: 3, a: [1, 1, 0, 0, 1, 1, 1, 2, 1], b: [4, 3, 7],
                                             costs: [[1, 0, 1]], precision: .doubleDouble).solve()
        guard case let .optimal(basis, _) = redundant else { return XCTFail("not optimal: \(redundant)") }
        XCTAssertEqual(basis.filter { $0 < 0 }.count, 1)
        XCTAssertEqual(objective(redundant, [1, 0, 1]) ?? .nan, 1, accuracy: 1e-15)

        XCTAssertEqual(DenseLexicographicLP(rows: 1, columns: 2, a: [1, 1], b: [-1], costs: [[1, 1]],
                                            precision: .doubleDouble).solve(), .infeasible)

        let levels = DenseLexicographicLP(rows: 1, columns: 3, a: [1, 1, -1], b: [4], costs: [[1, 0, 0], [0, 1000, 0]],
                                          precision: .doubleDouble).solve()
        XCTAssertEqual(value(of: 1, levels) ?? .nan, 4, accuracy: 1e-15)

        // 0.1 beside 100 and 16:9, scaled by powers of two only: the tie's optimum, 50.
        let a: [Double] = [100, 0.1, 16.0 / 9, -1, 0,
                           1, 1, 0, 0, 1]
        let costs: [Double] = [100, 0.1, 16.0 / 9, 0, 0]
        for scales in [false, true] {
            let outcome = DenseLexicographicLP(rows: 2, columns: 5, a: a, b: [50, 1000], costs: [costs],
                                               scalesColumns: scales, precision: .doubleDouble).solve()
            XCTAssertEqual(objective(outcome, costs) ?? .nan, 50, accuracy: 1e-12, "\(outcome)")
        }
    }

    /// What phase one leaves in an artificial, far below a double's rounding of the system
    /// yet above the double-double feasibility tolerance, is taken off its row: the system is
    /// feasible as the doubles state it, not refused as infeasible. Here 3·(1/3 in doubles)
    /// falls short of 1 by 2⁻⁵⁴ in exact arithmetic.
    func testAResidueBelowADoublesRoundingIsAbsorbed() {
        // (1/3)·z₀ = 1/3 and z₀ + z₁ = 1 − 2⁻⁵³ with z ≥ 0: z₀ = 1 and z₁ = −2⁻⁵³ in exact
        // arithmetic, infeasible by that much; in doubles, feasible.
        let third = 1.0 / 3
        let almostOne = 1 - Double(sign: .plus, exponent: -53, significand: 1)
        let outcome = DenseLexicographicLP(rows: 2, columns: 2, a: [third, 0, 1, 1], b: [third, almostOne],
                                           costs: [[0, 1]], precision: .doubleDouble).solve()
        XCTAssertEqual(value(of: 0, outcome) ?? .nan, 1, accuracy: 1e-15, "\(outcome)")
    }

    /// `x + y = 10`, `x <= 10⁶`, `y >= −10⁶`, no cost: every point is optimal. Phase one ends
    /// at the vertex x = 10⁶, y = −999 990 (the first column in fills the first row, the next
    /// the second); asked for the smallest values, the simplex goes on to a vertex of
    /// |x| + |y| = 10, in doubles and in double-doubles, scaled or not.
    func testAFaceOfOptimaEndsAtItsSmallestVertexWhenAsked() {
        // Columns: x⁺ x⁻ y⁺ y⁻ s₂ s₃.
        let a: [Double] = [1, -1, 1, -1, 0, 0,
                           1, -1, 0, 0, 1, 0,
                           0, 0, 1, -1, 0, -1]
        let b: [Double] = [10, 1e6, -1e6]
        func size(_ outcome: DenseLexicographicLP.Outcome) -> Double? {
            guard let xp = value(of: 0, outcome), let xm = value(of: 1, outcome),
                  let yp = value(of: 2, outcome), let ym = value(of: 3, outcome) else { return nil }
            return abs(xp - xm) + abs(yp - ym)
        }
        let plain = DenseLexicographicLP(rows: 3, columns: 6, a: a, b: b, costs: [[0, 0, 0, 0, 0, 0]]).solve()
        XCTAssertEqual(size(plain) ?? 0, 2e6 - 10, accuracy: 1e-6)
        for precision in [DenseLexicographicLP.Precision.double, .doubleDouble] {
            for scales in [false, true] {
                let smallest = DenseLexicographicLP(rows: 3, columns: 6, a: a, b: b, costs: [[0, 0, 0, 0, 0, 0]],
                                                    scalesColumns: scales, precision: precision, smallest: 0..<4).solve()
                XCTAssertEqual(size(smallest) ?? .infinity, 10, accuracy: 1e-9, "\(precision), scaled: \(scales)")
            }
        }
    }
}
