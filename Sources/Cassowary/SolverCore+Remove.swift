// Removing a constraint. Inequalities and soft constraints go Kiwi's way (pivot the marker
// out, drop its row); a required equality has no marker, so the constraints whose rows took
// in its row are re-derived from their definitions instead.

extension SolverCore {
    mutating func remove(_ slot: Slot) throws(SolverError) {
        let record = records[Int(slot)]
        if record.pending {
            // Out of the tableau already, waiting to be re-derived: forgetting it is enough.
            records[Int(slot)].pending = false
            pending.removeAll { $0 == slot }
            freeSlot(slot)
            return
        }
        if record.isRequiredEquality {
            if record.row == none {
                freeSlot(slot)  // redundant: it contributed nothing to any row
                return
            }
            try rederive(removing: slot)
        } else {
            try removeWithMarker(slot)
        }
        try tableau.optimize(Tableau.objective)
    }

    private mutating func removeWithMarker(_ slot: Slot) throws(SolverError) {
        let record = records[Int(slot)]
        removeErrorsFromObjective(record)
        let marker = record.marker
        var row = tableau.basicRow[Int(marker)]
        if row == none {
            row = tableau.markerLeavingRow(for: marker)
            if row == none { throw .internalFailure("no row to pivot a removed constraint's marker into") }
            tableau.pivot(entering: marker, row: row)
        }
        let owner = tableau.rows[Int(row)].owner
        if owner != slot && owner != none {
            // The dropped row carried `owner`'s relation; this constraint's row carries it
            // from now on. The removed constraint stays as a ghost node, so that whatever
            // its row absorbed still reaches `owner`.
            let kept = record.row
            tableau.rows[Int(kept)].owner = owner
            records[Int(owner)].row = kept
            tableau.deps.record(absorber: owner, source: slot)
            records[Int(slot)].row = none
        }
        tableau.dropRow(row)
        tableau.releaseSymbol(record.marker)
        tableau.releaseSymbol(record.other)
        if owner == slot {
            freeSlot(slot)
        } else {
            records[Int(slot)].constraint?.slot = none
            records[Int(slot)].constraint = nil
            records[Int(slot)].state = .ghost
            records[Int(slot)].marker = none
            records[Int(slot)].other = none
        }
    }

    /// Subtracts the constraint's weighted errors from the objective (Kiwi's
    /// `removeConstraintEffects`).
    private mutating func removeErrorsFromObjective(_ record: ConstraintRecord) {
        guard !record.isRequired else { return }
        addErrorsToObjective(of: record, times: -1)
    }

    /// `objective += factor · strength · (the record's error symbols)`, each basic error
    /// replaced by its row.
    private mutating func addErrorsToObjective(of record: ConstraintRecord, times factor: Double) {
        let weight = factor * record.strength
        if record.relation == .equal { addToObjective(record.marker, weight) }
        addToObjective(record.other, weight)
    }

    private mutating func addToObjective(_ symbol: SymbolID, _ weight: Double) {
        let basic = tableau.basicRow[Int(symbol)]
        if basic != none {
            tableau.add(row: basic, times: weight, to: Tableau.objective)
        } else {
            tableau.add(symbol: symbol, coefficient: weight, to: Tableau.objective)
        }
    }

    /// Removes a required equality that has a row: drops the rows of every constraint that
    /// reaches it through the dependency graph, then adds those constraints again.
    /// - Complexity: proportional to the rows that depend on it, not to the tableau.
    private mutating func rederive(removing slot: Slot) throws(SolverError) {
        let affected = tableau.deps.closure(from: slot, followingDependents: true, marks: &marks)
        var again: [Slot] = []
        var objectiveTouched = false
        for s in affected {
            let record = records[Int(s)]
            if record.row != none { tableau.dropRow(record.row) }
            if tableau.deps.absorbedByObjective[Int(s)] || (record.state == .active && !record.isRequired) {
                objectiveTouched = true
            }
            if s != slot && record.state == .active { again.append(s) }
        }
        for s in affected {
            tableau.releaseSymbol(records[Int(s)].marker)
            tableau.releaseSymbol(records[Int(s)].other)
            if s != slot && records[Int(s)].state == .active {
                tableau.deps.retire(s)
                records[Int(s)].row = none
                records[Int(s)].marker = none
                records[Int(s)].other = none
                records[Int(s)].redundant = false
            } else {
                freeSlot(s)
            }
        }
        if objectiveTouched { rebuildObjective() }
        try tableau.optimize(Tableau.objective)
        for s in again { records[Int(s)].pending = true }
        pending += again
    }

    /// Adds back the constraints that re-derivations took out, in their original order.
    ///
    /// Deferred until the solver is next asked for something (an add, a suggestion, values),
    /// so that removing several constraints in a row — all the lines of a view — re-derives
    /// their shared dependents once, not once per removal.
    mutating func flushPending() throws(SolverError) {
        guard !pending.isEmpty else { return }
        var again = pending
        pending.removeAll(keepingCapacity: true)
        again.sort { records[Int($0)].sequence < records[Int($1)].sequence }
        tableau.counters.rederivedConstraints += again.count
        for s in again {
            records[Int(s)].pending = false
            do {
                try insert(s)
            } catch {
                throw .internalFailure("re-deriving a constraint after a removal failed: \(error)")
            }
        }
    }

    /// The objective from scratch: every soft constraint's weighted errors, with basic
    /// errors replaced by their rows (solver-notes, pitfall 1).
    /// - Complexity: O(soft constraints), once per removal that touched the objective.
    mutating func rebuildObjective() {
        tableau.clearRow(Tableau.objective)
        for record in records where record.state == .active && !record.isRequired && record.marker != none {
            addErrorsToObjective(of: record, times: 1)
        }
    }
}
