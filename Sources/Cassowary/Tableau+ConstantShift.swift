// Moving row constants along a symbol's column: what a suggestion does to every row that
// mentions its edit marker, and what refinement does for a constraint's residual. On a wide
// screen every view reads the root's width, so a resize step visits hundreds of rows here;
// it runs on buffers (no uniqueness or bounds check per row; the column index names only rows
// and cells that exist).

extension Tableau {
    /// `constant += delta × (the symbol's coefficient)` in every row of list `l` (a symbol's
    /// core rows, `2·symbol`, or the definitions that mention it, `2·symbol + 1`). Each moved
    /// basic turns dirty (as ``markDirty(_:)``); a restricted one left below zero queues its
    /// row for the dual simplex. The artificial objective (no basic) does not move.
    /// Returns how many rows moved.
    /// - Complexity: O(the list's length).
    mutating func shiftConstants(list l: ListID, by delta: Double) -> Int {
        var moved = 0
        // Taken out of `self` for the loop (put back below), so appending stays unique.
        var dirty: [SymbolID] = [], infeasible: [RowID] = []
        swap(&dirty, &self.dirty)
        swap(&infeasible, &self.infeasible)
        // Mutable borrows only: a read-only `withUnsafeBufferPointer` on a stored array of
        // `self` retains it for the call (an atomic increment and decrement).
        matrix.lists.withUnsafeBuffers { lists in
        matrix.cells.withUnsafeBuffers { cells in
        matrix.rows.withUnsafeMutableBufferPointer { rows in
        matrix.constants.withUnsafeMutableBufferPointer { constants in
        symbols.withUnsafeMutableBufferPointer { symbols in
            for entry in lists.elements(of: l) {
                let r = entry.row
                let basic = rows[r].basic
                if basic == noSymbol { continue }
                moved &+= 1
                // The entry names a cell that exists (the column index's invariant): read
                // without a bounds check.
                let coefficient = cells[r, Int(entry.cellPosition)].coefficient
                let constant = constants[r] + delta * coefficient
                constants[r] = constant
                // `markDirty`'s rule, written out: through a shared helper the loop cost
                // form's resize step 1.3% more.
                let kind = symbols[basic].kind
                if !symbols[basic].isDirty && (kind == .external || lists.count(basic.references) > 0) {
                    symbols[basic].isDirty = true
                    dirty.append(basic)
                }
                if kind.isRestricted && constant < 0 { infeasible.append(entry.row) }
            }
        }}}}}
        swap(&dirty, &self.dirty)
        swap(&infeasible, &self.infeasible)
        return moved
    }
}
