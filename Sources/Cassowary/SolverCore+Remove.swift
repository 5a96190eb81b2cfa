// Removing a constraint. Inequalities and soft constraints of the core go Kiwi's way (pivot
// the marker out, drop its row); a required equality has no marker, and a variable's
// definition is not in the simplex, so for those the constraints whose rows took in the
// removed row are re-derived from their own constraints instead.

extension SolverCore {
    mutating func remove(_ slot: Slot) throws(SolverError) {
        willChange()
        let record = records[slot]
        if record.pending {
            // Out of the tableau already, waiting to be re-derived: forgetting it is enough.
            unqueue(slot)
            freeSlot(slot)
            return
        }
        if record.row == noRow {
            freeSlot(slot)  // a redundant required equality: it contributed nothing to any row
            return
        }
        if record.isRequiredEquality || tableau.matrix.rows[record.row].isDefinition {
            // No marker to pivot out (or none the simplex sees): drop what took its row in.
            try rederive(removing: slot)
        } else {
            try removeWithMarker(slot)
        }
        if let failure = injectedRemovalFailure {
            injectedRemovalFailure = nil
            throw failure
        }
        try tableau.optimize()
    }

    private mutating func removeWithMarker(_ slot: Slot) throws(SolverError) {
        let record = records[slot]
        removeErrorsFromObjective(record)
        let marker = record.marker
        var row = tableau.matrix.basicRow[marker]
        if row == noRow {
            row = tableau.markerLeavingRow(for: marker)
            if row == noRow { throw .internalFailure("no row to pivot a removed constraint's marker into") }
            tableau.pivot(entering: marker, row: row)
        }
        let owner = tableau.matrix.rows[row].owner
        if owner != slot && owner != noSlot {
            // The dropped row carried `owner`'s relation; this constraint's row carries it
            // from now on. The removed constraint stays as a ghost node, so that whatever
            // its row absorbed still reaches `owner`.
            let kept = record.row
            tableau.matrix.rows[kept].owner = owner
            records[owner].row = kept
            tableau.deps.record(absorber: owner, source: slot)
            records[slot].row = noRow
        }
        tableau.dropRow(row)
        tableau.releaseSymbol(record.marker)
        tableau.releaseSymbol(record.other)
        if owner == slot {
            freeSlot(slot)
        } else {
            if record.level != noLevel { tableau.objective.releaseLevel(record.level) }
            records[slot].constraint?.slot = noSlot
            records[slot].constraint = nil
            records[slot].state = .ghost
            records[slot].level = noLevel
            records[slot].marker = noSymbol
            records[slot].other = noSymbol
        }
    }

    /// Subtracts the constraint's weighted errors from the objective (Kiwi's
    /// `removeConstraintEffects`).
    private mutating func removeErrorsFromObjective(_ record: ConstraintRecord) {
        guard !record.isRequired else { return }
        addErrorsToObjective(of: record, times: -1)
        tableau.setErrorWeight(record.marker, 0, level: noLevel)
        tableau.setErrorWeight(record.other, 0, level: noLevel)
    }

    /// `objective += factor · strength · (the record's error symbols)`, each basic error
    /// replaced by its row.
    private mutating func addErrorsToObjective(of record: ConstraintRecord, times factor: Double) {
        let weight = factor * record.strength
        if record.relation == .equal { addToObjective(record.marker, weight, level: record.level) }
        addToObjective(record.other, weight, level: record.level)
    }

    private mutating func addToObjective(_ symbol: SymbolID, _ weight: Double, level: LevelID) {
        let basic = tableau.matrix.basicRow[symbol]
        if basic != noRow {
            tableau.addToObjective(row: basic, times: weight, level: level)
        } else {
            tableau.objective.add(symbol, weight, level: level)
        }
    }

    /// Removes a required equality that has a row: drops the rows of every constraint that
    /// reaches it through the dependency graph, then adds those constraints again.
    /// - Complexity: proportional to the rows that depend on it, not to the tableau.
    private mutating func rederive(removing slot: Slot) throws(SolverError) {
        let affected = tableau.deps.closure(from: slot, followingDependents: true, marks: &marks)
        // The objective is Σ strength · error over the soft constraints, each basic error
        // written as its row. A dropped row's basic becomes parametric: where it is an error,
        // the objective takes the symbol back in place of the row. Then the errors of the
        // affected soft constraints leave it with them (they come back when re-derived).
        // Nothing else in the objective changes: no other row mentions a dropped row's
        // basic, and no row outside the closure mentions an affected constraint's symbols.
        for s in affected where records[s].row != noRow { restoreBasicInObjective(records[s].row) }
        for s in affected {
            let record = records[s]
            guard record.state == .active && !record.isRequired && record.marker != noSymbol else { continue }
            let weight = -record.strength
            if record.relation == .equal { tableau.objective.add(record.marker, weight, level: record.level) }
            tableau.objective.add(record.other, weight, level: record.level)
            tableau.setErrorWeight(record.marker, 0, level: noLevel)
            tableau.setErrorWeight(record.other, 0, level: noLevel)
        }
        var again: [Slot] = []
        for s in affected {
            let record = records[s]
            if record.row != noRow { tableau.dropRow(record.row) }
            if s != slot && record.state == .active { again.append(s) }
        }
        for s in affected {
            tableau.releaseSymbol(records[s].marker)
            tableau.releaseSymbol(records[s].other)
            if s != slot && records[s].state == .active {
                tableau.deps.retire(s)
                records[s].row = noRow
                records[s].marker = noSymbol
                records[s].other = noSymbol
                records[s].redundant = false
            } else {
                freeSlot(s)
            }
        }
        try tableau.optimize()
        for s in again { enqueue(s) }
    }

    /// Before a row is dropped: if its basic is a soft constraint's error, the objective holds
    /// the row in its place; `objective += weight · (basic − row)` puts the symbol back.
    private mutating func restoreBasicInObjective(_ row: RowID) {
        let basic = tableau.matrix.rows[row].basic
        guard basic != noSymbol, tableau.symbols[basic].kind == .error else { return }
        let owner = records[tableau.symbols[basic].owner]
        guard owner.level != noLevel else { return }
        tableau.objective.add(basic, owner.strength, level: owner.level)
        tableau.addToObjective(row: row, times: -owner.strength, level: owner.level)
    }

    // MARK: Pending re-derivations

    private mutating func enqueue(_ slot: Slot) {
        records[slot].pendingIndex = Int32(pending.count)
        pending.append(slot)
    }

    /// Takes a slot off the pending list in O(1) (the list's order does not matter: it is
    /// sorted by sequence when flushed).
    private mutating func unqueue(_ slot: Slot) {
        let index = Int(records[slot].pendingIndex)
        let last = pending.removeLast()
        if last != slot {
            pending[index] = last
            records[last].pendingIndex = Int32(index)
        }
        records[slot].pendingIndex = none
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
        again.sort { records[$0].sequence < records[$1].sequence }
        tableau.work.rederivedConstraints += again.count
        if let failure = injectedRederivationFailure {
            injectedRederivationFailure = nil
            throw failure
        }
        for s in again {
            records[s].pendingIndex = none
            do {
                try insert(s)
            } catch {
                throw .internalFailure("re-deriving a constraint after a removal failed: \(error)")
            }
        }
    }
}
