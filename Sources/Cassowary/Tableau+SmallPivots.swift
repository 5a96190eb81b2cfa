// Small pivots, refused on a last rebuild. A sum that cancels to within 1e-12 of its operands
// is dropped (`SparseMatrix.cancels`), but once rows have been divided by small pivots, what
// is left can sit at 1e-8 of its row's other cells, and a ratio test that takes it moves a
// symbol by the row's constant over it (seen, on a system with 16:9, 0.618 and 100 among its
// coefficients: a pivot on -2.4e-7 in a row whose largest cell was 40, a step of 1.6e9, in
// every rebuild order, and no order verifying). Such a cell is not always rounding — dropping
// every one turned answers into refusals — so small pivots are refused only on the last
// rebuild a solver tries, when every other order has failed: the rows they sit in do not
// bound the entering symbol (primal), and the symbols do not enter (dual), as LP codes refuse
// pivots below a tolerance. What that tableau answers is verified like any other.

extension Tableau {
    /// The smallest pivot a careful ratio test takes, relative to its row's largest cell.
    static let pivotTolerance = 1e-7

    /// Relative to its row's largest other cell, a cell whose row, solved for it, counts in
    /// ``SolverCounters/pivotGrowth``: dividing by it multiplies the row's rounding by ten or
    /// more. A layout's rows divide by cells of ¼ to 16:9 beside ones, and are not counted.
    static let magnifyingPivot = 0.1

    /// The growth (decimal logarithm, ``SolverCounters/pivotGrowth``) of one update's rows
    /// that takes rounding (1e-16 of a row's cells) past a drift check's bar
    /// (``SolverCore/driftResidualTolerance``, 1e-13): a thousand, in one pivot or compounded.
    /// lp-check wide 6394 built in 12 pivots, two of them on cells of 1.3e-4 and 6.4e-5 of their
    /// rows' largest, and published a strong equality 2.9e-10 off its terms, unchecked; mixed
    /// 60199's fifth suggestion pivoted 14 times, on cells of 2.5e-3 to 0.08 of their rows'
    /// largest, and published required rows 3.6e-9 off their terms, unchecked.
    static let growthPastTheBar = 3.0

    /// Whether `coefficient`, a cell of `row`, is below ``pivotTolerance`` of its largest.
    /// - Complexity: O(|row|); called only while ``PivotRules/refusesSmallPivots`` is set.
    func isSmallPivot(_ coefficient: Double, in row: RowID) -> Bool {
        abs(coefficient) < smallestPivot(in: row)
    }

    /// The smallest cell of `row` a careful ratio test pivots on.
    func smallestPivot(in row: RowID) -> Double {
        Tableau.pivotTolerance * matrix.largestCell(in: row)
    }

    /// Relative to its row's largest cell, the pivot the dual ratio test and a redundant
    /// equality's row refuse, careful or not: what rounding leaves of a zero. Rows carry ~1e-12
    /// of relative rounding after tens of pivots with mixed coefficients; pivots on cells of
    /// 1.45e-14 and 5.8e-12 beside cells of 1 (lp-check layout 12 and 220, coefficients ±1 and
    /// ½ only, unverified) sent values to 1e14 and broke required constraints by more than
    /// their terms. So the line is drawn three orders above that, and far below what a layout's
    /// rows divide by; only while the coefficients spread no wider than the measured spread
    /// (``PivotRules/refusesNegligiblePivots``).
    static let negligiblePivot = 1e-9

    /// Whether `coefficient`, a cell of `row`, is at or below ``negligiblePivot`` of its
    /// largest. A coefficient of 1e-3 or more is not, short of cells of 1e6 beside it: those
    /// are let through without a scan of the row. (`mutating` though it changes nothing: from
    /// the dual ratio test, a non-mutating call copied the whole tableau, 100 instructions a
    /// call.)
    @inline(__always) mutating func isNegligiblePivot(_ coefficient: Double, in row: RowID) -> Bool {
        abs(coefficient) < 1e-3 && negligible(coefficient, in: row)
    }

    /// ``isNegligiblePivot(_:in:)`` past its first test, apart: a pivot is rarely that small.
    @inline(never) private mutating func negligible(_ coefficient: Double, in row: RowID) -> Bool {
        abs(coefficient) <= matrix.largestCell(in: row) * Tableau.negligiblePivot
    }
}
