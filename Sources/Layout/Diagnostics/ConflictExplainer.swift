import Cassowary

/// Turns the solver's conflict candidates into layout constraints, and cuts them down to a
/// minimal conflicting set by deletion: drop one candidate, and keep it dropped if the rest
/// still conflicts with the failing constraint (checked in a scratch solver).
struct ConflictExplainer {
    let engine: LayoutEngine
    /// Above this many candidates the set is reported as the solver gave it (each check is a
    /// scratch solve, so minimizing costs O(k²) additions).
    static let minimizeLimit = 64

    func explain(_ failing: LayoutConstraint, solverConflicts: [Constraint]) -> UnsatisfiableConstraint {
        var byConstraint: [ObjectIdentifier: LayoutConstraint] = [:]
        for c in engine.active { if let sc = c.solverConstraint { byConstraint[ObjectIdentifier(sc)] = c } }
        var candidates: [LayoutConstraint] = []
        for sc in solverConflicts {
            if let c = byConstraint[ObjectIdentifier(sc)], c !== failing, c.priority.isRequired { candidates.append(c) }
        }
        if candidates.count <= ConflictExplainer.minimizeLimit, let target = failing.solverConstraint {
            candidates = minimize(target, candidates)
        }
        return UnsatisfiableConstraint(constraint: failing.summary, conflicts: candidates.map(\.summary))
    }

    private func minimize(_ failing: Constraint, _ candidates: [LayoutConstraint]) -> [LayoutConstraint] {
        var kept = candidates
        var i = 0
        while i < kept.count {
            var trial = kept
            trial.remove(at: i)
            if conflicts(failing, trial.compactMap(\.solverConstraint)) { kept = trial } else { i += 1 }
        }
        return kept
    }

    /// Whether `failing` cannot be added to a solver holding `set`.
    private func conflicts(_ failing: Constraint, _ set: [Constraint]) -> Bool {
        let scratch = Solver()
        var variables: [Int32: Variable] = [:]
        func copy(_ c: Constraint) -> Constraint {
            let terms = c.expression.terms.map { term -> Term in
                let v = variables[term.variable.index] ?? {
                    let made = scratch.makeVariable()
                    variables[term.variable.index] = made
                    return made
                }()
                return Term(v, term.coefficient)
            }
            return Constraint(expression: Expression(terms: terms, constant: c.expression.constant),
                              relation: c.relation, strength: .required)
        }
        do {
            for c in set { try scratch.add(copy(c)) }
            try scratch.add(copy(failing))
            return false
        } catch {
            return true
        }
    }
}
