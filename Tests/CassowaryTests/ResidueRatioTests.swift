import XCTest
@testable import Cassowary

/// The primal ratio test refuses rounding's residue as a pivot, but not as a bound: a step
/// that would take a refused row's basic below the clamp is not taken (`Tableau.leavingRow`).
final class ResidueRatioTests: XCTestCase {
    /// The shape lp-check large 0 met: `b1 = 289 - 2.74e-7·e + 400·x`, a cell of 6.9e-10 of
    /// its row's largest (refused), whose basic reaches zero at e = 1.05e9; `b2 = c - e`,
    /// reaching zero at e = c.
    private func tableau(sound constant: Double) -> (Tableau, entering: SymbolID, residue: RowID, sound: RowID) {
        var t = RatioTestTableau(tight: 289, cell: -2.74e-7, other: 400, sound: constant)
        XCTAssertTrue(t.tableau.isNegligiblePivot(-2.74e-7, in: t.tight))
        return (t.tableau, t.entering, t.tight, t.sound)
    }

    /// Past the residue row's zero (3.25e9 > 1.05e9), going on to `b2` would leave `b1` at
    /// -602: nothing leaves, and the simplex treats the symbol as one only residue bounds.
    func testAStepPastARefusedRowsZeroIsNotTaken() {
        var (t, e, _, _) = tableau(sound: 3.25e9)
        XCTAssertEqual(t.leavingRow(for: e), noRow)
    }

    /// Short of it (1e3: `b1` moves by 2.7e-4 and stays positive), the sound row leaves, as
    /// it did before the refused row counted.
    func testAStepShortOfARefusedRowsZeroIsTaken() {
        var (t, e, _, sound) = tableau(sound: 1e3)
        XCTAssertEqual(t.leavingRow(for: e), sound)
    }

    /// A refused row already at zero allows a step down to the clamp's depth only:
    /// 1e-8 / 2.74e-7 = 0.036. A step of 0.01 leaves it above the clamp, which resets it to
    /// zero; one of 1 would leave 2.7e-7 of infeasibility, more than the clamp forgives.
    func testARefusedRowAtZeroAllowsOnlyWhatTheClampForgives() {
        for (constant, leaves) in [(0.01, true), (1.0, false)] {
            var (t, e, residue, sound) = tableau(sound: constant)
            t.matrix.constants[residue] = 0
            XCTAssertEqual(t.leavingRow(for: e), leaves ? sound : noRow, "step \(constant)")
        }
    }

    /// Phase one keeps every row (`optimizeArtificial`): the residue row leaves there.
    func testPhaseOneStillTakesTheResidueRow() {
        var (t, e, residue, _) = tableau(sound: 3.25e9)
        XCTAssertEqual(t.leavingRow(for: e, refusingResidue: false), residue)
    }
}
