// The last rebuild before a failure is reported: one whose phase one does not stop at the
// floor.
//
// Phase one ignores cells of the artificial row below a floor (``SolverCore/artificialFloor``),
// since at zero, cells of 2e-11 that were rounding took real conflicts of 1e-6 (lp-check
// conflict 643). But products of small coefficients along chains of definitions are small
// and real as well: on lp-check spread 3341 (feasible in exact arithmetic) the room a
// constraint needed came through cells under the floor, the artificial stayed at 5.1e-8 per
// unit in every rebuild order, and the constraint was refused as conflicting (3161 the same).
// So when every order has failed, one more rebuild lets a phase one that the floor leaves
// short of zero go on without it. What it builds is taken only with a witness that the system
// is feasible — the vertex of its basis, solved from the constraints as written, holding
// every one of them within `verify`'s tolerance — and otherwise the solver is put back as it
// was and the failure stands. Pivots on cells that small leave rows that no longer stand for
// their constraints (on 3341, soft ones off by 1e5 after refinement), so the witness is the
// basis's vertex, not the tableau's values.
//
// The same rebuild takes what phase one leaves in the artificial as rounding when it is
// within ``SolverCore/isRoundingResidue(_:)`` — the constraint's row is taken as holding, its
// residue off — where any other rebuild refuses it: on lp-check spread 4404, feasible in
// exact arithmetic, every order met such a residue on some constraint, and the file was
// refused as conflicting. The refinement that follows puts the residue back where the
// constraints allow, and the witness decides as above: a real conflict holds no witness.

extension Solver {
    /// Rebuilds in ``RebuildOrder/requiredFirst`` with a floorless phase one (a phase one
    /// the floor leaves short of zero goes on without it), then runs `check`, then, with
    /// `refining`, asks for a witness: the basis's vertex holding every constraint as written
    /// (``SolverCore/basisWitnessesFeasibility()``), or else the tableau's values refined to
    /// hold them (``SolverCore/refine()``). Whether all passed; where one did not, the solver
    /// is as it was before the call.
    /// - Complexity: a build of every constraint, and a refinement.
    func passesFloorless(refining: Bool, until check: () throws(SolverError) -> Void) -> Bool {
        let saved = core
        var owners: [(constraint: Constraint, slot: Slot)] = []
        for slot in saved.records.ids {
            if let constraint = saved.records[slot].constraint { owners.append((constraint, constraint.slot)) }
        }
        do {
            try rebuildInOrder(.requiredFirst, floorless: true)
            try check()
            if refining && !core.basisWitnessesFeasibility() { try core.refine() }
            // What follows (suggestions, further constraints) keeps the floor.
            core.floorlessPhaseOne = false
            core.tableau.work.floorlessRebuilds += 1
            return true
        } catch {
            for slot in core.records.ids { core.records[slot].constraint?.slot = noSlot }
            for owner in owners { owner.constraint.slot = owner.slot }
            core = saved
            return false
        }
    }
}
