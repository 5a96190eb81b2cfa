// Rebuilding the tableau from the constraints, when an incrementally kept one can no longer
// be refined to an answer (`verify`).
//
// Each pivot adds its rows' rounding, and the order constraints arrive in decides which
// pivots happen: on degenerate systems with mixed coefficients, soft constraints interleaved
// with required ones send the simplex through bases whose rows grow to 10⁷ beside 1, and the
// answer drifts past what refinement can take out. Built afresh — required constraints
// first, so that the feasible set is settled before any soft constraint pulls on it, then
// soft ones strongest first, then the edits at their current suggestions — the same system
// goes through far fewer such bases (seen: 41 of 300 random degenerate files unverifiable
// that way, against 70 in file order; one of the two orders verifies on 285).

extension Solver {
    /// Rebuilds after an internal failure of the simplex (rounding on an ill-conditioned
    /// tableau), rethrowing `original` when it is anything else or the rebuild fails too.
    func rebuildAfter(_ original: SolverError) throws(SolverError) {
        guard case .internalFailure = original else { throw original }
        do { try rebuildInStableOrder() } catch { throw original }
    }

    /// Rebuilds the tableau from the constraints and edit variables it holds, required ones
    /// first, soft ones by decreasing strength, edits last at their current suggestions.
    /// On a throw, the solver is as it was before the call.
    /// - Complexity: a build of every constraint.
    func rebuildInStableOrder() throws(SolverError) {
        let old = core
        let active = old.records.indices.filter { old.records[$0].state == .active && old.records[$0].constraint != nil }
        let order = active.sorted { a, b in
            let x = old.records[a], y = old.records[b]
            if x.isEdit != y.isEdit { return !x.isEdit }
            if x.isRequired != y.isRequired { return x.isRequired }
            if let lx = x.constraint?.strength.level, let ly = y.constraint?.strength.level, lx != ly { return lx > ly }
            if x.strength != y.strength { return x.strength > y.strength }
            return x.sequence < y.sequence
        }
        var fresh = SolverCore()
        fresh.objectiveMode = objectiveMode
        fresh.addVariables(old.variables.count)
        do {
            for index in order {
                let record = old.records[index]
                guard let constraint = record.constraint else { continue }
                constraint.lastSubject = none  // no hint from the tableau being replaced
                let slot = fresh.allocateSlot(for: constraint)
                if record.isEdit {
                    fresh.records[Int(slot)].isEdit = true
                    fresh.records[Int(slot)].constant = record.constant  // the current suggestion
                }
                try fresh.insert(slot)
                if record.isEdit, let term = constraint.expression.terms.first {
                    fresh.variables[Int(term.variable.index)].editSlot = slot
                    fresh.editCount += 1
                }
            }
        } catch {
            // The constraints point at the old slots again.
            for index in active { old.records[index].constraint?.slot = Slot(index) }
            throw error
        }
        fresh.largestMagnitude = max(fresh.largestMagnitude, old.largestMagnitude)
        fresh.coefficientSpread = max(fresh.coefficientSpread, old.coefficientSpread)
        fresh.tableau.counters = old.tableau.counters
        fresh.tableau.counters.rebuilds += 1
        core = fresh
    }
}
