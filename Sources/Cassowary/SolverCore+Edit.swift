// Edit variables: a soft `v == value` constraint whose value moves by `suggestValue`
// (Badros et al. 2001, §4; Kiwi's `suggestValue`), re-optimized with the dual simplex.

extension SolverCore {
    /// Moves the edit constraint of `variable` to `value` and restores optimality. The dual
    /// simplex starts from an optimum: its one caller, `Solver.suggestValue`, has finished a
    /// deferred walk (`Solver.settle`).
    /// - Complexity: the rows in the edit error's column, plus any dual pivots.
    mutating func suggest(_ value: Double, editSlot slot: Slot) throws(SolverError) {
        willChange()
        let delta = value + records[slot].constant
        largestMagnitude = max(largestMagnitude, abs(value), abs(records[slot].constant))
        records[slot].constant = -value
        let marker = records[slot].marker, other = records[slot].other
        // Moving the value by delta is the change of variables `marker → marker + delta`
        // (or `other → other − delta`): where the symbol is basic only its row and the
        // definitions that mention it move; where it is parametric, every row that does.
        var row = tableau.matrix.basicRow[marker]
        if row != noRow {
            tableau.matrix.constants[row] -= delta
            tableau.markDirty(marker)
            if tableau.matrix.constants[row] < 0 { tableau.infeasible.append(row) }
            shiftRows(list: marker.references, by: delta)
        } else {
            row = tableau.matrix.basicRow[other]
            if row != noRow {
                tableau.matrix.constants[row] += delta
                tableau.markDirty(other)
                if tableau.matrix.constants[row] < 0 { tableau.infeasible.append(row) }
                shiftRows(list: other.references, by: -delta)
            } else {
                shiftRows(list: marker.column, by: delta)
                shiftRows(list: marker.references, by: delta)
            }
        }
        try tableau.dualOptimize()
    }

    /// Moves the constant of every row in one of a symbol's lists (its core rows, which may
    /// turn infeasible, or its definitions) by `delta` times the symbol's coefficient; a
    /// drag's repeated suggestions replay a recorded plan (`Tableau+ShiftPlan`).
    private mutating func shiftRows(list l: ListID, by delta: Double) {
        tableau.work.rowsVisited += tableau.shiftConstantsPlanned(list: l, by: delta)
    }
}
