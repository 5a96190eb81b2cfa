// Adding a constraint: build its row from the current tableau, pick a subject, and
// re-optimize (Badros et al. 2001, §3.3; Kiwi's `addConstraint`).

extension SolverCore {
    /// What became of an added constraint.
    enum Insertion { case row, redundant }

    /// Inserts the constraint held by `slot` (already allocated and validated).
    /// On `unsatisfiable` the tableau holds what it held before and the slot is untouched
    /// for the caller to free.
    @discardableResult
    mutating func insert(_ slot: Slot) throws(SolverError) -> Insertion {
        let row = buildRow(for: slot)
        if records[Int(slot)].isRequiredEquality && tableau.rows[Int(row)].cells.isEmpty {
            if !nearZero(tableau.rows[Int(row)].constant) { throw unsatisfiable(slot, failedRow: row) }
            markRedundant(slot, row: row)
            return .redundant
        }
        let subject = chooseSubject(row, marker: records[Int(slot)].marker, other: records[Int(slot)].other)
        if subject == none {
            switch try addWithArtificialVariable(row, slot) {
            case .row: break
            case .redundant: return .redundant
            }
        } else {
            tableau.solve(row: row, for: subject)
            tableau.substitute(subject, with: row)
        }
        records[Int(slot)].row = row
        try tableau.optimize(Tableau.objective)
        return .row
    }

    /// `expression OP 0` as a row over the current parametric symbols, with a slack for an
    /// inequality and errors for a soft constraint (Kiwi's `createRow`), constant made ≥ 0.
    private mutating func buildRow(for slot: Slot) -> RowID {
        let s = Int(slot)
        let row = tableau.newRow(owner: slot, constant: records[s].constant)
        if let terms = records[s].constraint?.expression.terms {
            for term in terms where !nearZero(term.coefficient) {
                let symbol = variables[Int(term.variable.index)].symbol
                let basic = tableau.basicRow[Int(symbol)]
                if basic != none {
                    tableau.add(row: basic, times: term.coefficient, to: row)
                } else {
                    tableau.add(symbol: symbol, coefficient: term.coefficient, to: row)
                }
            }
        }
        var marker = none, other = none
        let required = records[s].isRequired
        let strength = records[s].strength
        switch records[s].relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let c: Double = records[s].relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.newSymbol(.slack, owner: slot, variable: none)
            tableau.addCell(row: row, symbol: marker, coefficient: c)
            if !required {
                other = tableau.newSymbol(.error, owner: slot, variable: none)
                tableau.addCell(row: row, symbol: other, coefficient: -c)
                tableau.add(symbol: other, coefficient: strength, to: Tableau.objective)
            }
        case .equal:
            if !required {
                marker = tableau.newSymbol(.error, owner: slot, variable: none)
                other = tableau.newSymbol(.error, owner: slot, variable: none)
                tableau.addCell(row: row, symbol: marker, coefficient: -1)
                tableau.addCell(row: row, symbol: other, coefficient: 1)
                tableau.add(symbol: marker, coefficient: strength, to: Tableau.objective)
                tableau.add(symbol: other, coefficient: strength, to: Tableau.objective)
            }
        }
        records[Int(slot)].marker = marker
        records[Int(slot)].other = other
        if tableau.rows[Int(row)].constant < 0 { tableau.reverseSign(row) }
        return row
    }

    /// The symbol to solve the new row for: an external symbol no other row mentions (no
    /// substitution needed), else the external with the shortest column, else the
    /// constraint's own slack or error when its coefficient is negative (so the row stays
    /// feasible). `none` sends the row down the artificial-variable path.
    /// (`mutating` only so that the call borrows `self` in place instead of copying it.)
    private mutating func chooseSubject(_ row: RowID, marker: SymbolID, other: SymbolID) -> SymbolID {
        var best = none
        var bestColumn = Int.max
        let r = Int(row)
        for i in 0..<tableau.rows[r].cells.count {
            let symbol = tableau.rows[r].cells[i].symbol
            guard tableau.symbols[Int(symbol)].kind == .external else { continue }
            let column = tableau.columns[Int(symbol)].count
            if column == 1 { return symbol }
            if column < bestColumn {
                best = symbol
                bestColumn = column
            }
        }
        if best != none { return best }
        if marker != none && tableau.coefficient(of: marker, in: row) < 0 { return marker }
        if other != none && tableau.coefficient(of: other, in: row) < 0 { return other }
        return none
    }

    /// Finds a feasible basis for a row with no usable subject by minimizing an artificial
    /// variable equal to it (Kiwi's `addWithArtificialVariable`). A row that empties is a
    /// redundant constraint; a minimum above zero makes the constraint unsatisfiable.
    private mutating func addWithArtificialVariable(_ row: RowID, _ slot: Slot) throws(SolverError) -> Insertion {
        let art = Tableau.artificialSymbol
        let objective = Tableau.artificialObjective
        tableau.setBasic(row, art)
        tableau.clearRow(objective)
        tableau.rows[Int(objective)].constant = tableau.rows[Int(row)].constant
        for cell in tableau.rows[Int(row)].cells {
            tableau.addCell(row: objective, symbol: cell.symbol, coefficient: cell.coefficient)
        }
        try tableau.optimize(objective)
        let feasible = nearZero(tableau.rows[Int(objective)].constant)
        tableau.clearRow(objective)
        let basic = tableau.basicRow[Int(art)]
        if basic != none {
            if !feasible {
                let error = unsatisfiable(slot, failedRow: basic)
                try tableau.optimize(Tableau.objective)
                throw error
            }
            if tableau.rows[Int(basic)].cells.isEmpty {
                markRedundant(slot, row: basic)
                return .redundant
            }
            tableau.pivot(entering: anyPivotableSymbol(in: basic), row: basic)
        }
        // The artificial variable is parametric now: fixing it at zero is the constraint.
        while let entry = tableau.columns[Int(art)].last {
            tableau.removeCell(row: entry.row, at: Int(entry.cellPosition))
        }
        return .row
    }

    /// A restricted symbol of the row if it has one, else any symbol (the row is not empty).
    private func anyPivotableSymbol(in row: RowID) -> SymbolID {
        let cells = tableau.rows[Int(row)].cells
        for cell in cells where tableau.symbols[Int(cell.symbol)].kind.isRestricted { return cell.symbol }
        return cells[0].symbol
    }

    /// A required equality that reduced to 0 = 0: it keeps its dependency record (so that it
    /// comes back when what implied it goes) but no row.
    private mutating func markRedundant(_ slot: Slot, row: RowID) {
        tableau.dropRow(row)
        records[Int(slot)].row = none
        records[Int(slot)].redundant = true
        tableau.counters.redundantConstraints += 1
    }

    /// Drops the failed row, forgets the slot's edges, and names the required constraints it
    /// was built from: those its row absorbed (transitively) and those whose slack is in it.
    private mutating func unsatisfiable(_ slot: Slot, failedRow row: RowID) -> SolverError {
        var seeds: [Slot] = [slot]
        for cell in tableau.rows[Int(row)].cells {
            let owner = tableau.symbols[Int(cell.symbol)].owner
            if owner != none && owner != slot { seeds.append(owner) }
        }
        var seen = Set<Slot>()
        var found: [Slot] = []
        for seed in seeds {
            for s in tableau.deps.closure(from: seed, followingDependents: false, marks: &marks)
            where s != slot && seen.insert(s).inserted {
                found.append(s)
            }
        }
        let conflicts = found
            .filter { records[Int($0)].state == .active && records[Int($0)].isRequired }
            .sorted { records[Int($0)].sequence < records[Int($1)].sequence }
            .compactMap { records[Int($0)].constraint }
        tableau.dropRow(row)
        tableau.releaseSymbol(records[Int(slot)].marker)
        tableau.releaseSymbol(records[Int(slot)].other)
        guard let constraint = records[Int(slot)].constraint else {
            return .internalFailure("a failing slot without a constraint")
        }
        return .unsatisfiable(constraint, conflicts: conflicts)
    }
}
