// Removals wait until the solver is next asked for something.
//
// Taking a link out of a chain is Θ(n) in any tableau kept in dictionary form: the row that
// closes the chain (`Σ h ≤ H` of a pinned stack, the common width of a fill-equally row)
// expanded every definition through that link and must lose those cells, and adding the link
// back must put them in again (docs/solver.md, "Ties"). Removing a view's lines and adding the
// same lines back — a constraint update pass that deactivates and re-activates, a view taken
// out and put back — leaves the system as it was, so the solver does not carry such a removal
// out: `remove` marks the constraint as leaving, `add` of the same constraint before anything
// else clears the mark, and any other call carries out the removals first, in the order they
// were made. Until then a leaving constraint is out of the solver to every caller (`contains`,
// `constraints`, a second `remove`), but its rows stay in the tableau.

extension SolverCore {
    /// Marks an active constraint whose rows are in the tableau as leaving.
    mutating func markLeaving(_ slot: Slot) {
        records[slot].leavingIndex = Int32(leaving.count)
        leaving.append(slot)
    }

    /// A leaving constraint added back before its removal was carried out: it stays, rows
    /// and all. Trailing holes in the list go with it, so that removing and adding back one
    /// constraint over and over keeps the list empty.
    mutating func stay(_ slot: Slot) {
        let index = Int(records[slot].leavingIndex)
        records[slot].leavingIndex = none
        leaving[index] = noSlot
        while let last = leaving.last, last == noSlot { leaving.removeLast() }
    }
}

extension Solver {
    /// Whether the constraint was removed from this solver and its removal not yet carried
    /// out (so that adding it back leaves the tableau as it is).
    @inline(__always) func isLeaving(_ constraint: Constraint) -> Bool {
        let slot = constraint.slot
        return core.records.holds(slot) && core.records[slot].leavingIndex != none
            && core.records[slot].constraint === constraint
    }

    /// Carries out the removals the caller made since the solver was last asked for
    /// something, in the order they were made.
    ///
    /// A removal that fails half-way (the simplex met rounding) rebuilds the tableau from the
    /// other constraints, as ``remove(_:)`` promises; the constraints still leaving then are
    /// left out of the rebuild, which carries out their removal too.
    func commitRemovals() throws(SolverError) {
        var k = 0
        while k < core.leaving.count {
            let slot = core.leaving[k]
            // A hole, or a slot whose removal a failed commit carried out already.
            guard slot != noSlot, core.records[slot].leavingIndex == Int32(k),
                  let constraint = core.records[slot].constraint else { k += 1; continue }
            core.records[slot].leavingIndex = none
            k += 1
            do {
                try core.remove(slot)
            } catch {
                try rebuild(removing: constraint, after: error)
                return  // a rebuild that succeeded carried out the rest as well
            }
        }
        core.leaving.removeAll(keepingCapacity: true)
    }
}
