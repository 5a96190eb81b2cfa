import XCTest
@testable import Cassowary

/// The careful ratio test of the last rebuild (`Tableau+SmallPivots`): a cell below 1e-7 of
/// its row's largest does not bound the entering symbol, however tight its ratio.
final class SmallPivotTests: XCTestCase {
    /// Two restricted rows bound slack `e`: `b1 = 393 - 2.4e-7·e + 40·x` (ratio 1.6e9, on a
    /// pivot of 6e-9 of its row) and `b2 = 1e10 - e` (ratio 1e10).
    private func tableau() -> (Tableau, entering: SymbolID, small: RowID, sound: RowID) {
        let t = RatioTestTableau(tight: 393, cell: -2.4e-7, other: 40, sound: 1e10)
        return (t.tableau, t.entering, t.tight, t.sound)
    }

    func testTheTightestRatioLeavesByDefault() {
        var (t, e, small, _) = tableau()
        XCTAssertEqual(t.leavingRow(for: e), small)
    }

    func testACarefulRatioTestRefusesTheSmallPivot() {
        var (t, e, small, sound) = tableau()
        t.pivotRules.refusesSmallPivots = true
        XCTAssertTrue(t.isSmallPivot(-2.4e-7, in: small))
        XCTAssertFalse(t.isSmallPivot(-1, in: sound))
        XCTAssertEqual(t.leavingRow(for: e), sound)
    }

    /// `b = -5 + 2.4e-7·e + 40·x`, infeasible; `x` costs 1 and `e` nothing, so the dual
    /// ratio test takes `e` (ratio 0), moving it by 2e7; the careful one takes `x`.
    func testACarefulDualRatioTestPassesOverTheSmallCell() {
        var t = Tableau()
        let e = t.newSymbol(.slack, owner: noSlot, variable: noVariable)
        let x = t.newSymbol(.slack, owner: noSlot, variable: noVariable)
        let b = t.newSymbol(.slack, owner: noSlot, variable: noVariable)
        let row = t.matrix.newRow(owner: noSlot, constant: -5)
        t.matrix.addCell(row: row, symbol: x, coefficient: 40)
        t.matrix.addCell(row: row, symbol: e, coefficient: 2.4e-7)
        t.setBasic(row, b)
        let level = t.objective.acquireLevel(key: 1, weight: 1)
        t.objective.add(x, 1, level: level)
        XCTAssertEqual(t.dualEnteringSymbol(for: row), e)
        t.pivotRules.refusesSmallPivots = true
        XCTAssertEqual(t.dualEnteringSymbol(for: row), x)
        XCTAssertEqual(t.smallestPivot(in: row), 4e-6, accuracy: 1e-20)
    }
}
