// Row algebra on the sparse rows: adding a symbol or a multiple of another row to a row,
// flipping a row's sign. Every cell update goes through `addToCell`, which decides when a sum
// has cancelled.

extension SparseMatrix {
    /// `row += coefficient·symbol`, dropping the cell when it cancels.
    mutating func add(symbol: SymbolID, coefficient: Double, to row: RowID) {
        generation &+= 1
        let p = position(of: symbol, in: row)
        if p < 0 {
            if !dropsCell(coefficient) { addCell(row: row, symbol: symbol, coefficient: coefficient) }
            return
        }
        addToCell(row: row, at: p, coefficient)
    }

    /// A sum of two cells that comes out within ``Tableau/cancellation`` of its larger
    /// operand is a zero: the operands carry their rows' rounding, and what cancellation leaves
    /// of it is noise that a later pivot would divide by (seen: a pivot on -1.6e-8 left by
    /// 0.25 and 10 sending two variables to 1e14).
    @inline(__always) func cancels(_ updated: Double, _ old: Double, _ delta: Double) -> Bool {
        dropsCell(updated) || abs(updated) <= Tableau.cancellation * max(abs(old), abs(delta))
    }

    /// Whether a cell row algebra makes is too small to keep (``cellTolerance``).
    @inline(__always) func dropsCell(_ value: Double) -> Bool { abs(value) < cellTolerance }

    /// `row.cells[position] += delta`, dropping the cell when the sum cancels (`cancels`):
    /// every merge of rows updates a shared cell this way.
    @inline(__always) mutating func addToCell(row: RowID, at position: Int, _ delta: Double) {
        let old = rows[row].cells[position].coefficient
        let updated = old + delta
        if cancels(updated, old, delta) {
            removeCell(row: row, at: position)
        } else {
            rows[row].cells[position].coefficient = updated
            termOperations += 1
        }
    }

    /// `target += factor·source` (cells and constant) in O(|target| + |source|).
    ///
    /// The target's cells are taken out of `rows` for the merge and walked through a buffer,
    /// and so are the marks: reached through `rows[target].cells[j]` and `scratch[symbol]`,
    /// each cell paid bounds and uniqueness checks of nested arrays. On rows of hundreds of
    /// cells (random systems fill their tableau in: lp-check's layout kind at 150 variables)
    /// builds took 1.6× less time; on a layout's rows of a handful, 1–3% fewer instructions.
    /// Nothing else writes the target's cells meanwhile: an entry that moves in a column
    /// belongs to another row, since a row names a symbol once.
    mutating func add(row source: RowID, times factor: Double, to target: RowID) {
        substitutions += 1
        generation &+= 1  // coefficients change in place, too
        constants[target] += factor * constants[source]
        let sourceCount = rows[source].cells.count
        if SparseMatrix.mergesSparsely(sourceCount, into: rows[target].cells.count) {
            addSparsely(row: source, times: factor, to: target)
            return
        }
        // The marks and the target's cells are taken out of `self` for the merge, so that
        // their buffers can be held while `self`'s other arrays change; the lists are made
        // unique once for all its cells.
        lists.makeUnique()
        var marks = IDArray<SymbolID, Int32>()
        swap(&marks, &scratch)
        var cells: [Cell] = []
        swap(&cells, &rows[target].cells)
        let definition = rows[target].isDefinition
        marks.withUnsafeMutableBufferPointer { marks in
            for i in 0..<sourceCount { marks[rows[source].cells[i].symbol] = Int32(i) }
            let kept = cells.withUnsafeMutableBufferPointer { t in
                mergeShared(into: t, marks, from: source, times: factor, definition: definition)
            }
            if kept < cells.count { cells.removeLast(cells.count - kept) }
            for i in 0..<sourceCount {
                let cell = rows[source].cells[i]
                if marks[cell.symbol] >= 0 {
                    let c = factor * cell.coefficient
                    if !dropsCell(c) { appendCell(to: &cells, row: target, definition: definition, cell.symbol, c) }
                }
                marks[cell.symbol] = none
            }
        }
        swap(&cells, &rows[target].cells)
        swap(&marks, &scratch)
    }

    /// Adds `factor·source` to the target cells (`t`, taken out of `rows`) whose symbols
    /// the source has (`marks[symbol]`: its position there), walking the target backwards so
    /// that swap-removal only moves visited cells; marks each shared symbol done (-2).
    /// Returns how many target cells are left at the front of `t`.
    @inline(__always)
    private mutating func mergeShared(into t: UnsafeMutableBufferPointer<Cell>, _ marks: IDMutableBuffer<SymbolID, Int32>,
                                      from source: RowID, times factor: Double, definition: Bool) -> Int {
        var count = t.count
        var j = count - 1
        while j >= 0 {
            let symbol = t[j].symbol
            let p = marks[symbol]
            if p >= 0 {
                marks[symbol] = -2
                let old = t[j].coefficient, delta = factor * rows[source].cells[Int(p)].coefficient
                let updated = old + delta
                termOperations += 1
                if cancels(updated, old, delta) {
                    count = removeCell(in: t, count: count, at: j, definition: definition)
                } else {
                    t[j].coefficient = updated
                }
            }
            j -= 1
        }
        return count
    }

    /// Multiplies the row's constant and cells by -1.
    mutating func reverseSign(_ row: RowID) {
        scale(row, by: -1)
    }

    /// Multiplies the row's constant and cells by `factor`.
    mutating func scale(_ row: RowID, by factor: Double) {
        generation &+= 1
        constants[row] *= factor
        for i in 0..<rows[row].cells.count { rows[row].cells[i].coefficient *= factor }
    }
}
