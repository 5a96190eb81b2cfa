// Edit variables: a soft `v == value` constraint whose value moves by `suggestValue`
// (Badros et al. 2001, §4; Kiwi's `suggestValue`), re-optimized with the dual simplex.

extension SolverCore {
    /// Moves the edit constraint of `variable` to `value` and restores optimality.
    /// - Complexity: the rows in the edit error's column, plus any dual pivots.
    mutating func suggest(_ value: Double, editSlot slot: Slot) throws(SolverError) {
        let s = Int(slot)
        let delta = value + records[s].constant
        records[s].constant = -value
        let marker = records[s].marker, other = records[s].other
        var row = tableau.basicRow[Int(marker)]
        if row != none {
            tableau.rows[Int(row)].constant -= delta
            if tableau.rows[Int(row)].constant < 0 { tableau.infeasible.append(row) }
        } else {
            row = tableau.basicRow[Int(other)]
            if row != none {
                tableau.rows[Int(row)].constant += delta
                if tableau.rows[Int(row)].constant < 0 { tableau.infeasible.append(row) }
            } else {
                shiftRows(mentioning: marker, by: delta)
            }
        }
        try tableau.dualOptimize()
    }

    private mutating func shiftRows(mentioning marker: SymbolID, by delta: Double) {
        let count = tableau.columns[Int(marker)].count
        for i in 0..<count {
            let entry = tableau.columns[Int(marker)][i]
            let r = Int(entry.row)
            let basic = tableau.rows[r].basic
            if basic == none { continue }  // an objective row
            tableau.counters.rowsVisited += 1
            let c = tableau.rows[r].cells[Int(entry.cellPosition)].coefficient
            tableau.rows[r].constant += delta * c
            tableau.markDirty(basic)
            if tableau.symbols[Int(basic)].kind.isRestricted && tableau.rows[r].constant < 0 {
                tableau.infeasible.append(entry.row)
            }
        }
    }
}
