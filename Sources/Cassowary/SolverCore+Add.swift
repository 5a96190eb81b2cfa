// Adding a constraint: build its row, then either make it the definition of one of its
// variables (no simplex work at all) or expand it into a core row, pick a subject and
// re-optimize (Badros et al. 2001, §3.3; Kiwi's `addConstraint`).

extension SolverCore {
    /// The fraction of a row's largest coefficient below which a variable is solved for
    /// only when no other can be (threshold partial pivoting, as sparse LU codes choose).
    static let subjectThreshold = 0.1

    /// What became of an added constraint.
    enum Insertion { case row, redundant }

    /// Inserts the constraint held by `slot` (already allocated and validated).
    /// On `unsatisfiable` the tableau holds what it held before and the slot is untouched
    /// for the caller to free.
    @discardableResult
    mutating func insert(_ slot: Slot) throws(SolverError) -> Insertion {
        willChange()
        if definesDirectly && defineDirectly(slot) { return .row }
        let row = buildRow(for: slot)
        // A variable of the row without a definition is free: solving the row for it holds
        // the constraint whatever the rest is, so the simplex need not see it. Until one
        // shows, expand the row's defined variables, newest first.
        var previous = previousSubject(of: slot)
        // A free variable can only come in with the definition just expanded: the row is
        // scanned for one again only then (Tableau+ExpansionQueue).
        tableau.beginExpansions(of: row)
        var expanded = noRow  // the definition expanded last
        var scans = true     // whether the row may hold a free variable outside `expanded`'s cells
        var sawResidue = false  // whether a free variable was passed over as cancellation's residue
        while true {
            var subject = noSymbol
            if previous != noSymbol {
                // Solved for that variable before: expand until it shows, looked up through
                // the column index. The row is not scanned for other free variables on the
                // way: a scan is Θ(row), and along a chain whose links bring a free variable
                // each (a label's height) that made re-deriving the chain's closing row Θ(n²).
                let p = tableau.matrix.position(of: previous, in: row)
                if p >= 0 && !tableau.isResidue(tableau.matrix.cells[row, p].coefficient, in: row) {
                    subject = previous
                } else {
                    if p >= 0 { sawResidue = true }
                    expanded = tableau.expandNewestQueued(in: row)
                    if expanded != noRow { continue }
                    previous = noSymbol  // it never showed: choose as for a new constraint
                }
            }
            if subject == noSymbol && (scans || tableau.bringsFreeVariable(expanded, into: row)) {
                subject = chooseVariable(row, sawResidue: &sawResidue)
                scans = subject != noSymbol
            }
            if subject != noSymbol {
                if tableau.breakCycles(in: row, subject: subject) {
                    tableau.beginExpansions(of: row)  // it expanded behind the queue's back
                    scans = true
                    continue
                }
                tableau.define(row, subject: subject)
                records[slot].row = row
                records[slot].constraint?.lastSubject = tableau.symbols[subject].variable
                return .row
            }
            expanded = tableau.expandNewestQueued(in: row)
            if expanded == noRow { break }
        }
        // A core row, over parametric restricted symbols only: a free variable left in it
        // holds what cancellation left of a zero coefficient.
        if sawResidue { tableau.dropFreeResidue(in: row) }
        tableau.substituteRestrictedBasics(in: row)
        if records[slot].isRequiredEquality {
            if tableau.matrix.cells.isEmpty(row) {
                if !nearZero(tableau.matrix.constants[row]) {
                    lastInfeasibility = abs(tableau.matrix.constants[row])
                    throw unsatisfiable(slot, failedRow: row)
                }
                markRedundant(slot, row: row)
                return .redundant
            }
            // Its dummy marker (see `SymbolKind.dummy`), with the sign a soft equality's
            // marker has, so that its row equation reads the same.
            let dummy = tableau.newSymbol(.dummy, owner: slot, variable: noVariable)
            tableau.matrix.addCell(row: row, symbol: dummy, coefficient: -1)
            records[slot].marker = dummy
        }
        if tableau.matrix.constants[row] < 0 { tableau.matrix.reverseSign(row) }
        let restricted = records[slot].isRequiredEquality ? noSymbol  // a dummy never becomes basic
            : chooseRestrictedSubject(row, marker: records[slot].marker, other: records[slot].other)
        if restricted == noSymbol {
            switch try addWithArtificialVariable(row, slot) {
            case .row: break
            case .redundant: return .redundant
            }
        } else {
            tableau.solve(row: row, for: restricted)
            tableau.substitute(restricted, with: row)
        }
        records[slot].row = row
        try tableau.optimizeAfterAdd()
        return .row
    }

    /// The variable the constraint's row was solved for when it was last in a solver, when it
    /// is still free; else `none`. (`mutating` for the reason `chooseVariable` is: called
    /// from `insert`, a non-mutating method copied all of `self`, 688 bytes, per constraint.)
    mutating func previousSubject(of slot: Slot) -> SymbolID {
        guard let variable = records[slot].constraint?.lastSubject, variables.holds(variable) else { return noSymbol }
        let symbol = variables[variable].symbol
        return tableau.matrix.basicRow[symbol] == noRow ? symbol : noSymbol
    }

    /// `expression OP 0` as a row over the variables as they are (defined ones kept), with a
    /// slack for an inequality and errors for a soft constraint (Kiwi's `createRow`).
    private mutating func buildRow(for slot: Slot) -> RowID {
        let row = tableau.matrix.newRow(owner: slot, constant: records[slot].constant)
        if let terms = records[slot].constraint?.expression.terms {
            for term in terms where !nearZero(term.coefficient) {
                tableau.matrix.add(symbol: variables[term.variable.id].symbol, coefficient: term.coefficient, to: row)
            }
        }
        var marker = noSymbol, other = noSymbol
        let required = records[slot].isRequired
        let strength = records[slot].strength
        let level = records[slot].level
        switch records[slot].relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let c: Double = records[slot].relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.newSymbol(.slack, owner: slot, variable: noVariable)
            tableau.matrix.addCell(row: row, symbol: marker, coefficient: c)
            if !required {
                other = tableau.newSymbol(.error, owner: slot, variable: noVariable)
                tableau.matrix.addCell(row: row, symbol: other, coefficient: -c)
                tableau.objective.add(other, strength, level: level)
                tableau.setErrorWeight(other, strength, level: level)
            }
        case .equal:
            if !required {
                marker = tableau.newSymbol(.error, owner: slot, variable: noVariable)
                other = tableau.newSymbol(.error, owner: slot, variable: noVariable)
                tableau.matrix.addCell(row: row, symbol: marker, coefficient: -1)
                tableau.matrix.addCell(row: row, symbol: other, coefficient: 1)
                tableau.objective.add(marker, strength, level: level)
                tableau.objective.add(other, strength, level: level)
                tableau.setErrorWeight(marker, strength, level: level)
                tableau.setErrorWeight(other, strength, level: level)
            }
        }
        records[slot].marker = marker
        records[slot].other = other
        return row
    }

    /// The variable without a definition to solve the row for: among those whose coefficient
    /// is within ``subjectThreshold`` of the row's largest (dividing the row by a small one
    /// multiplies its rounding, and chains of definitions multiply it again: seen, rows with
    /// cells of 4e5 from ¼-coefficients solved for, then pivots on 1e-8 relative to them),
    /// the one the fewest other definitions mention (each takes the new row in), the first on
    /// a tie; failing that, the largest; `none` when every variable of the row is defined or
    /// its coefficient is cancellation's residue (``Tableau/isResidue(_:in:)``; then
    /// `sawResidue` is set). (`mutating` only so that the call borrows `self` in place
    /// instead of copying it.)
    private mutating func chooseVariable(_ row: RowID, sawResidue: inout Bool) -> SymbolID {
        let largest = tableau.matrix.largestCell(in: row)
        let threshold = largest * (strictSubjects ? 1 : SolverCore.subjectThreshold)
        let residue = tableau.pivotRules.refusesResidue ? largest * Tableau.residueFraction : 0
        var best = noSymbol, bestReaders = Int.max
        var biggest = noSymbol, biggestSize = 0.0
        tableau.work.cellsScanned += tableau.matrix.cells.count(row)
        for i in 0..<tableau.matrix.cells.count(row) {
            let symbol = tableau.matrix.cells[row, i].symbol
            guard tableau.symbols[symbol].kind == .external, tableau.matrix.basicRow[symbol] == noRow else { continue }
            let size = abs(tableau.matrix.cells[row, i].coefficient)
            if size <= residue { sawResidue = true; continue }
            if size > biggestSize { biggest = symbol; biggestSize = size }
            guard size >= threshold else { continue }
            let readers = tableau.matrix.referenceCount(symbol)
            if readers == 0 { return symbol }
            if readers < bestReaders {
                best = symbol
                bestReaders = readers
            }
        }
        return best != noSymbol ? best : biggest
    }

    /// For a core row: the constraint's own slack or error when its coefficient is negative
    /// (so the row stays feasible); `none` sends the row down the artificial-variable path.
    private mutating func chooseRestrictedSubject(_ row: RowID, marker: SymbolID, other: SymbolID) -> SymbolID {
        if marker != noSymbol && tableau.matrix.coefficient(of: marker, in: row) < 0 { return marker }
        if other != noSymbol && tableau.matrix.coefficient(of: other, in: row) < 0 { return other }
        return noSymbol
    }

    /// Finds a feasible basis for a row with no usable subject by minimizing an artificial
    /// variable equal to it (Kiwi's `addWithArtificialVariable`). A row that empties is a
    /// redundant constraint; a minimum above zero makes the constraint unsatisfiable.
    private mutating func addWithArtificialVariable(_ row: RowID, _ slot: Slot) throws(SolverError) -> Insertion {
        let art = Tableau.artificialSymbol
        let objective = Tableau.artificialObjective
        tableau.setBasic(row, art)
        tableau.matrix.clearRow(objective)
        tableau.matrix.constants[objective] = tableau.matrix.constants[row]
        for i in 0..<tableau.matrix.cells.count(row) {
            let cell = tableau.matrix.cells[row, i]
            tableau.matrix.addCell(row: objective, symbol: cell.symbol, coefficient: cell.coefficient)
        }
        try tableau.optimizeArtificial(floor: artificialFloor)
        if floorlessPhaseOne && !nearZero(tableau.matrix.constants[objective]) {
            // What the floor kept out may be the room the constraint needs.
            try tableau.optimizeArtificial(floor: 0)
        }
        let infeasibility = tableau.matrix.constants[objective]
        var feasible = nearZero(infeasibility)
        // What rounding of the constants could leave grows with the coefficients the minimum
        // is left over (a row of dummies at ±8e7, from nearly parallel equalities, showed 0.08
        // on a feasible system): the infeasibility is judged per unit of them.
        var weight = 1.0
        for i in 0..<tableau.matrix.cells.count(objective) { weight += abs(tableau.matrix.cells[objective, i].coefficient) }
        tableau.matrix.clearRow(objective)
        let basic = tableau.matrix.basicRow[art]
        if !feasible && basic != noRow && floorlessPhaseOne && isRoundingResidue(abs(infeasibility) / weight) {
            // The last resort only: the residue is taken off the constraint, whose row then
            // holds, and the refinement that must follow puts it back where it can.
            tableau.matrix.constants[basic] = 0
            feasible = true
        }
        if basic != noRow {
            if !feasible {
                lastInfeasibility = abs(infeasibility) / weight
                let error = unsatisfiable(slot, failedRow: basic)
                try tableau.optimize()
                throw error
            }
            let entering = anyPivotableSymbol(in: basic)
            if entering == noSymbol {
                markRedundant(slot, row: basic)
                return .redundant
            }
            tableau.pivot(entering: entering, row: basic)
        }
        // The artificial variable is parametric now: fixing it at zero is the constraint.
        while let entry = tableau.matrix.lists.last(art.column) {
            tableau.matrix.removeCell(row: entry.row, at: Int(entry.cellPosition))
        }
        tableau.objective.clear(art)
        return .row
    }

    /// Whether what phase one leaves in the artificial, per unit of the coefficients it is left
    /// over, is within the rounding of the constants: 1e-12 of the largest. lp-check spread
    /// 4404, feasible in exact arithmetic (QSopt_ex), left 1.7e-13 to 4e-12 per unit (constants
    /// up to 49 000) in every rebuild order and was refused as conflicting; a conflict by a
    /// margin of 1e-6 (lp-check's conflict kinds) leaves ~1e-8 per unit of coefficients of up
    /// to 100.
    func isRoundingResidue(_ infeasibility: Double) -> Bool {
        infeasibility <= SolverCore.roundingResidue * largestMagnitude
    }

    static let roundingResidue = 1e-12

    /// The size below which a cell of the artificial row is rounding and does not enter:
    /// epsilon within the coefficient spread lp-check's conflict kinds were measured on
    /// (``measuredSpread``), smaller by the square of how far the system goes beyond it.
    /// Products of small coefficients along chains of definitions are small and real:
    /// `0.001·v28` over a v28 defined with `0.001·e16` over another `0.001·…` reads 4e-10 per
    /// unit of an error that must move by 5 000, and at epsilon feasible systems were refused
    /// (lp-check spread 122, 276). Within the measured spread a floor of zero let cells of
    /// 2e-11 that were rounding take three real conflicts of 1e-6 (lp-check conflict 643)
    /// and leave the tableau off by 3e5.
    var artificialFloor: Double {
        tightenedBeyondMeasuredSpread(epsilon)
    }

    /// The restricted symbol of the row with the largest coefficient if it has one, else the
    /// symbol with the largest: the largest pivot divides the least. A dummy never pivots, nor
    /// does what rounding left of a zero (``Tableau/negligiblePivot``, within the measured
    /// spread: ``PivotRules/refusesNegligiblePivots``): `none` when the row
    /// holds nothing else (the constraint is redundant). A required equality written twice
    /// left cells of 6e-15 and 2.3e-12 beside its dummies' ±1; pivoted on, they put 1e11–1e14
    /// into the rows and the objective, whose reduced costs then stopped the simplex 1.7e-4
    /// above the optimum (lp-check layout 54, unverified).
    private func anyPivotableSymbol(in row: RowID) -> SymbolID {
        var best = noSymbol, bestSize = -1.0, bestRestricted = false
        let residue = tableau.pivotRules.refusesNegligiblePivots ? tableau.matrix.largestCell(in: row) * Tableau.negligiblePivot : 0
        for i in 0..<tableau.matrix.cells.count(row) {
            let cell = tableau.matrix.cells[row, i]
            guard tableau.symbols[cell.symbol].kind != .dummy, abs(cell.coefficient) > residue else { continue }
            let restricted = tableau.symbols[cell.symbol].kind.isRestricted
            let size = abs(cell.coefficient)
            if (restricted && !bestRestricted) || (restricted == bestRestricted && size > bestSize) {
                best = cell.symbol
                bestSize = size
                bestRestricted = restricted
            }
        }
        return best
    }

    /// A required equality that reduced to 0 = 0: it keeps its dependency record (so that it
    /// comes back when what implied it goes) but no row.
    private mutating func markRedundant(_ slot: Slot, row: RowID) {
        tableau.dropRow(row)
        tableau.releaseSymbol(records[slot].marker)
        records[slot].marker = noSymbol
        records[slot].row = noRow
        records[slot].redundant = true
        tableau.work.redundantConstraints += 1
    }

    /// Drops the failed row, forgets the slot's edges, and names the required constraints it
    /// was built from: those its row absorbed (transitively) and those whose slack is in it.
    private mutating func unsatisfiable(_ slot: Slot, failedRow row: RowID) -> SolverError {
        var seeds: [Slot] = [slot]
        for cell in tableau.matrix.cells.elements(row) {
            let owner = tableau.symbols[cell.symbol].owner
            if owner != noSlot && owner != slot { seeds.append(owner) }
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
            .filter { records[$0].state == .active && records[$0].isRequired }
            .sorted { records[$0].sequence < records[$1].sequence }
            .compactMap { records[$0].constraint }
        tableau.dropRow(row)
        tableau.releaseSymbol(records[slot].marker)
        tableau.releaseSymbol(records[slot].other)
        guard let constraint = records[slot].constraint else {
            return .internalFailure("a failing slot without a constraint")
        }
        return .unsatisfiable(constraint, conflicts: conflicts)
    }
}
