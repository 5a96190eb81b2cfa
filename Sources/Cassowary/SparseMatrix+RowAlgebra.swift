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
        let old = cells[row, position].coefficient
        let updated = old + delta
        if cancels(updated, old, delta) {
            removeCell(row: row, at: position)
        } else {
            cells.makeUnique()
            cells.elementUnchecked(row, position).pointee.coefficient = updated
            termOperations += 1
        }
    }

    /// `target += factor·source` (cells and constant) in O(|target| + |source|).
    ///
    /// The target's cells are written in place, through a pointer to its block, and the marks
    /// through a buffer: reached through `cells[target, j]` and `scratch[symbol]`, each cell
    /// paid bounds and uniqueness checks.
    /// On rows of hundreds of cells (random systems fill their tableau in: lp-check's layout
    /// kind at 150 variables) builds took 1.6× less time; on a layout's rows of a handful,
    /// 1–3% fewer instructions. Nothing else writes the target's cells meanwhile: an entry
    /// that moves in a column belongs to another row, since a row names a symbol once.
    mutating func add(row source: RowID, times factor: Double, to target: RowID) {
        substitutions += 1
        generation &+= 1  // coefficients change in place, too
        constants[target] += factor * constants[source]
        let sourceCount = cells.count(source)
        if SparseMatrix.mergesSparsely(sourceCount, into: cells.count(target)) {
            addSparsely(row: source, times: factor, to: target)
            return
        }
        // The marks are taken out of `self` for the merge, so that their buffer can be held
        // while `self`'s other arrays change; the lists and cells are made unique once for
        // all the cells, and the target's block given room for the source's cells it lacks
        // before they are appended (for all the source's, it grew twice as often: chips'
        // resize steps allocated 3.3 times the bytes).
        lists.makeUnique()
        cells.makeUnique()
        var marks = IDArray<SymbolID, Int32>()
        swap(&marks, &scratch)
        let definition = rows[target].isDefinition
        let s = cells.elementsUnchecked(source)
        marks.withUnsafeMutableBufferPointer { marks in
            for i in 0..<sourceCount { marks[s[i].symbol] = Int32(i) }
            let (kept, shared) = mergeShared(into: cells.elementsUnchecked(target), count: cells.count(target), marks,
                                             from: s, times: factor, definition: definition)
            cells.setCountUnchecked(target, kept)
            let t = cells.elementsUnchecked(target, room: sourceCount - shared)
            var count = kept
            for i in 0..<sourceCount {
                let cell = s[i]
                if marks[cell.symbol] >= 0 {
                    let c = factor * cell.coefficient
                    if !dropsCell(c) { count = appendCell(to: t, at: count, row: target, definition: definition, cell.symbol, c) }
                }
                marks[cell.symbol] = none
            }
            cells.setCountUnchecked(target, count)
        }
        swap(&marks, &scratch)
    }

    /// Adds `factor·source` (`s`) to the first `count` target cells (`t`) whose symbols the
    /// source has (`marks[symbol]`: its position there), walking the target backwards so
    /// that swap-removal only moves visited cells; marks each shared symbol done (-2).
    /// Returns how many target cells are left at the front of `t`, and how many symbols the
    /// two rows shared.
    @inline(__always)
    private mutating func mergeShared(into t: UnsafeMutablePointer<Cell>, count: Int, _ marks: IDMutableBuffer<SymbolID, Int32>,
                                      from s: UnsafeMutablePointer<Cell>, times factor: Double,
                                      definition: Bool) -> (kept: Int, shared: Int) {
        var count = count, shared = 0
        var j = count - 1
        while j >= 0 {
            let symbol = t[j].symbol
            let p = marks[symbol]
            if p >= 0 {
                marks[symbol] = -2
                shared += 1
                let old = t[j].coefficient, delta = factor * s[Int(p)].coefficient
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
        return (count, shared)
    }

    /// Multiplies the row's constant and cells by -1.
    mutating func reverseSign(_ row: RowID) {
        scale(row, by: -1)
    }

    /// Multiplies the row's constant and cells by `factor`.
    mutating func scale(_ row: RowID, by factor: Double) {
        generation &+= 1
        constants[row] *= factor
        cells.makeUnique()
        let c = cells.elementsUnchecked(row)
        for i in 0..<cells.count(row) { c[i].coefficient *= factor }
    }
}
