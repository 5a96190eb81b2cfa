import Foundation
import XCTest
@testable import Cassowary

/// What solving a row for a cell small beside the row's largest adds to
/// ``SolverCounters/pivotGrowth`` (`Tableau+Substitution`): the decimal logarithm of the growth,
/// from a tenth down; an update whose share reaches ``Tableau/growthPastTheBar`` is checked
/// (`SolverDriftWatchTests`).
final class PivotGrowthTests: XCTestCase {
    /// The tight row, `b1 = 1 + cell·e + other·x`, solved for `e`: the growth it counts, and
    /// whether it counted small.
    private func solved(cell: Double, other: Double) -> (growth: Double, small: Int) {
        var t = RatioTestTableau(tight: 1, cell: cell, other: other, sound: 1)
        t.tableau.solve(row: t.tight, for: t.entering)
        return (t.tableau.work.pivotGrowth, t.tableau.work.smallPivots)
    }

    func testACellAsLargeAsATenthOfItsRowAddsNothingBelowItsGrowth() {
        XCTAssertEqual(solved(cell: 1, other: 1).growth, 0)
        XCTAssertEqual(solved(cell: -0.5625, other: 1).growth, 0)  // a 16:9 multiplier
        XCTAssertEqual(solved(cell: 0.11, other: 1).growth, 0)
        XCTAssertEqual(solved(cell: 0.1, other: 1).growth, 1, accuracy: 1e-7)
        XCTAssertEqual(solved(cell: 2.5e-3, other: 1).growth, log10(400), accuracy: 1e-7)
        XCTAssertEqual(solved(cell: -1e-4, other: 1).growth, 4, accuracy: 1e-7)
    }

    /// A cell weighed against the row's largest other cell, whatever its own size.
    func testTheGrowthIsRelativeToTheRowsLargestCell() {
        XCTAssertEqual(solved(cell: 4, other: 4_000).growth, 3, accuracy: 1e-7)
        XCTAssertEqual(solved(cell: 1e-6, other: 1e-6).growth, 0)
    }

    /// Small pivots (below 1e-7 of the row and below 1e-3) count apart, in their growth too.
    func testASmallPivotCountsInBoth() {
        let (growth, small) = solved(cell: 1e-8, other: 1)
        XCTAssertEqual(growth, 8, accuracy: 1e-7)
        XCTAssertEqual(small, 1)
        XCTAssertEqual(solved(cell: 1e-4, other: 1).small, 0)
    }

    /// The logarithm the growth is counted in, against the C library's.
    func testTheDecimalLogarithmIsWithinATenMillionth() {
        for x in [1.0, 1.5, 1.999_999, 2, 10, 400, 1e4, 12_345.678, 1e100, 1.7e308] {
            XCTAssertEqual(Tableau.decimalLogarithm(x), log10(x), accuracy: 1e-7, "\(x)")
        }
    }

    /// A growth past any double counts as the largest one: an infinite sum would leave every
    /// later update's share NaN, never due.
    func testAGrowthPastAnyDoubleStaysFinite() {
        let growth = solved(cell: Double.leastNormalMagnitude * 1e-3, other: 1e10).growth
        XCTAssertTrue(growth.isFinite)
        XCTAssertEqual(growth, 308)
    }
}
