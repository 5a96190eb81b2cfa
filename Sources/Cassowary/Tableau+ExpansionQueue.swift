// Expanding a row's definitions newest first, without scanning the row for each one. A row
// that spans a chain (`y[n] + h[n] <= H` over n stacked labels, once their heights are
// defined) expands n definitions one at a time; finding the newest by a scan of the growing
// row each time, and looking for a free variable in all of it again, made adding it Θ(n²).
// The queue holds the row's defined variables by rank; what an expansion brings in is
// exactly the expanded definition's cells, so only those are queued and checked.

extension Tableau {
    /// Queues every defined variable of `row`: O(|row| log |row|), once per run of expansions.
    mutating func beginExpansions(of row: RowID) {
        expansionQueue.removeAll()
        for i in 0..<matrix.cells.count(row) { queueIfDefined(matrix.cells[row, i].symbol) }
    }

    /// `expandNewest(in:)` from the queue: expands the row's defined variable of highest
    /// rank and queues what its definition brings in. Returns the definition's row, or
    /// `none` when the row has no defined variable left.
    mutating func expandNewestQueued(in row: RowID) -> RowID {
        while let symbol = expansionQueue.pop() {
            // Entries go stale: a variable cancelled out, or expanded and queued again.
            guard matrix.isDefined(symbol), matrix.position(of: symbol, in: row) >= 0 else { continue }
            let definition = matrix.basicRow[symbol]
            expand(symbol, in: row)
            for i in 0..<matrix.cells.count(definition) { queueIfDefined(matrix.cells[definition, i].symbol) }
            return definition
        }
        return noRow
    }

    /// Whether the definition's row mentions a variable that is free (no definition) and now
    /// in `row`: after expanding it, the only place a free variable can have come from.
    /// (`mutating` for the reason `SolverCore.chooseVariable` is: called from `insert`, the
    /// non-mutating method copied the whole tableau to the stack at each call, two a
    /// constraint on average: 15 M of pinned/solver/10000's 614 M build instructions.)
    mutating func bringsFreeVariable(_ definition: RowID, into row: RowID) -> Bool {
        guard definition != noRow else { return false }
        for i in 0..<matrix.cells.count(definition) {
            let symbol = matrix.cells[definition, i].symbol
            if symbols[symbol].kind == .external && matrix.basicRow[symbol] == noRow
                && matrix.position(of: symbol, in: row) >= 0 { return true }
        }
        return false
    }

    private mutating func queueIfDefined(_ symbol: SymbolID) {
        if matrix.isDefined(symbol) { expansionQueue.push(symbol, rank: matrix.rank(of: symbol)) }
    }

    // MARK: Residue of cancellation

    /// The fraction of a row's largest cell at or below which a free variable's coefficient
    /// is what cancellation left of zero: expanding definitions adds and subtracts products
    /// whose rounding can survive the merge's relative test when the operands are small
    /// beside the row (seen: 7.2e-15 beside 261, from operands of about 1/128). Solving the
    /// row for such a variable divides it by rounding: every value that reads it went off by
    /// its whole size.
    static let residueFraction = 1e-12

    /// Whether `coefficient`, a free variable's in `row`, is cancellation's residue. A
    /// coefficient of 1e-3 or more is residue only beside cells of 1e9, which no layout's row
    /// holds: those are let through without scanning the row for its largest cell.
    func isResidue(_ coefficient: Double, in row: RowID) -> Bool {
        pivotRules.refusesResidue && abs(coefficient) < 1e-3
            && abs(coefficient) <= matrix.largestCell(in: row) * Tableau.residueFraction
    }

    /// Takes out of a row about to enter the core the cells of free variables whose
    /// coefficients are residue (the row does not depend on those variables).
    mutating func dropFreeResidue(in row: RowID) {
        let residue = matrix.largestCell(in: row) * Tableau.residueFraction
        var i = matrix.cells.count(row) - 1
        while i >= 0 {
            let cell = matrix.cells[row, i]
            if symbols[cell.symbol].kind == .external && matrix.basicRow[cell.symbol] == noRow
                && abs(cell.coefficient) <= residue {
                matrix.removeCell(row: row, at: i)
            }
            i -= 1
        }
    }
}
