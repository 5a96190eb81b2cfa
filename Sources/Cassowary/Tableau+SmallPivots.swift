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

    /// Whether `coefficient`, a cell of `row`, is below ``pivotTolerance`` of its largest.
    /// - Complexity: O(|row|); called only while ``refusesSmallPivots`` is set.
    func isSmallPivot(_ coefficient: Double, in row: RowID) -> Bool {
        abs(coefficient) < smallestPivot(in: row)
    }

    /// The smallest cell of `row` a careful ratio test pivots on.
    func smallestPivot(in row: RowID) -> Double {
        Tableau.pivotTolerance * matrix.largestCell(in: row)
    }
}
