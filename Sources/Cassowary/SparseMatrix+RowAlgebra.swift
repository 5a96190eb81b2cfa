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
    mutating func add(row source: RowID, times factor: Double, to target: RowID) {
        substitutions += 1
        generation &+= 1  // coefficients change in place, too
        constants[target] += factor * constants[source]
        let sourceCount = rows[source].cells.count
        if SparseMatrix.mergesSparsely(sourceCount, into: rows[target].cells.count) {
            addSparsely(row: source, times: factor, to: target)
            return
        }
        for i in 0..<sourceCount { scratch[rows[source].cells[i].symbol] = Int32(i) }
        // Walk the target backwards so that swap-removal only moves visited cells.
        var j = rows[target].cells.count - 1
        while j >= 0 {
            let symbol = rows[target].cells[j].symbol
            let p = scratch[symbol]
            if p >= 0 {
                scratch[symbol] = -2
                addToCell(row: target, at: j, factor * rows[source].cells[Int(p)].coefficient)
            }
            j -= 1
        }
        for i in 0..<sourceCount {
            let cell = rows[source].cells[i]
            if scratch[cell.symbol] >= 0 {
                let c = factor * cell.coefficient
                if !dropsCell(c) { addCell(row: target, symbol: cell.symbol, coefficient: c) }
            }
            scratch[cell.symbol] = none
        }
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
