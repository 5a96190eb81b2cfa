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
// that way, against 70 in file order). Where that order fails too, others are tried — the
// required constraints in reverse, then inequalities before equalities — since which bases
// grow depends on the order (of 22 files still unverifiable, 13 verify with the first of
// those and 19 with one of them). The last resort refuses small pivots
// (`Tableau+SmallPivots`).

extension Solver {
    /// The orders a rebuild tries, in turn (see ``RebuildOrder``).
    static let rebuildOrders: [RebuildOrder] = [.requiredFirst, .requiredReversed, .inequalitiesFirst, .carefulPivots,
                                                .carefulStrictSubjects, .carefulReversed, .carefulInequalitiesFirst,
                                                .carefulGeneralInsertion]

    enum RebuildOrder {
        /// Required constraints in order of addition, then soft ones strongest first.
        case requiredFirst
        /// The same with the required constraints in reverse order of addition.
        case requiredReversed
        /// Required inequalities, then required equalities, then soft ones strongest first.
        case inequalitiesFirst
        /// As `requiredFirst`, with the ratio tests refusing small pivots from then on
        /// (`Tableau+SmallPivots`).
        case carefulPivots
        /// The last resorts, all refusing small pivots as `carefulPivots` does. Which bases a
        /// build walks through is chaotic on these systems, so each further order is another
        /// chance (wide-churn lp-check seeds 0–1 199, with `cellEpsilon`: 57 typed errors with
        /// the four orders above, 14 with these four after them, none off the LP's optimum).
        /// As `carefulPivots`, with `chooseVariable` taking only a variable of the row's
        /// largest coefficient (``SolverCore/strictSubjects``).
        case carefulStrictSubjects
        /// As `requiredReversed`.
        case carefulReversed
        /// As `inequalitiesFirst`.
        case carefulInequalitiesFirst
        /// As `carefulPivots`, without direct definitions (`SolverCore+DirectDefinition`).
        case carefulGeneralInsertion

        /// Whether the order's tableau refuses small pivots (`Tableau+SmallPivots`).
        var refusesSmallPivots: Bool {
            switch self {
            case .requiredFirst, .requiredReversed, .inequalitiesFirst: return false
            default: return true
            }
        }
    }

    /// After `original` — an internal failure of the simplex (rounding on an ill-conditioned
    /// tableau), an unsatisfiable constraint missed by no more than rounding
    /// (``SolverCore/isMarginal(_:)``; a real conflict misses by far more and pays nothing)
    /// or proved by a tableau that no longer stands for its constraints
    /// (``SolverCore/standsForItsConstraints()``; a real conflict pays one pass over them), or
    /// an answer `verify` cannot stand by — rebuilds the tableau in each of
    /// ``rebuildOrders`` until `check` passes on it; rethrows `original` for anything else.
    /// When no order passes, it throws the failure that says most (``RebuildOutcome``).
    /// The last resort, when every order fails, is a rebuild whose phase one goes past its
    /// floor where the floor leaves it short (`Solver+FloorlessRebuild.swift`);
    /// `checkVerifies` says whether `check` holds the answer to ``SolverCore/verify()``'s
    /// standard itself, or that rebuild must find a witness that the system holds.
    func rebuild(after original: SolverError, checkVerifies: Bool = false,
                 until check: () throws(SolverError) -> Void) throws(SolverError) {
        switch original {
        case .internalFailure, .inaccurate, .suboptimal: break
        case .unsatisfiable where core.isMarginal(core.lastInfeasibility) || !core.standsForItsConstraints(): break
        default: throw original
        }
        if case let .failed(error, _) = rebuildInSomeOrder(after: original, until: check) {
            if passesFloorless(refining: !checkVerifies, until: check) { return }
            throw witnessed(Solver.failureToReport(error, after: original))
        }
    }

    /// `failure`, unless it is a conflict the dense simplex finds a witness against — a point
    /// that holds every required constraint and the one named far more closely than phase one
    /// found them to conflict (``SolverCore/witnessesRequiredFeasibility(with:against:)``):
    /// then the named constraint could not be held accurately, and that is the failure
    /// (lp-check spread 8642: feasible, refused as conflicting with 29 constraints after every
    /// rebuild).
    private func witnessed(_ failure: SolverError) -> SolverError {
        guard case let .unsatisfiable(named, _) = failure,
              core.witnessesRequiredFeasibility(with: named, against: core.lastInfeasibility) else { return failure }
        return .inaccurate(named, residual: core.lastInfeasibility)
    }

    /// What to throw when no rebuild passed: `failure`, unless it is an internal failure (the
    /// simplex of some rebuild stopped, which says nothing a caller can act on, and reads as a
    /// broken invariant) while `original` names a constraint the answer misses or could
    /// improve on. Then `original`: on lp-check spread 279 every order's check stopped with
    /// "the dual simplex found no entering symbol", after the kept tableau's answer had left
    /// a strong constraint (its line 66) off by 1.3e4 after refinement.
    static func failureToReport(_ failure: SolverError, after original: SolverError) -> SolverError {
        guard case .internalFailure = failure else { return failure }
        switch original {
        case .inaccurate, .suboptimal: return original
        default: return failure
        }
    }

    /// How rebuilding in each of ``rebuildOrders`` ended: passed, or the failure that says
    /// most of why none did, by rank (ties to the later order).
    private enum RebuildOutcome {
        case passed
        case failed(SolverError, rank: Int)

        /// 3: a conflict that misses by more than rounding, whether `check` met it or a
        /// rebuild did (a constraint the tableau took by pivoting on a residue is refused
        /// when its rows are built again: that names the culprit). 2: what `check` threw
        /// otherwise — a conflict it met included, which concerns what the caller asked.
        /// 1: a rebuild's other failures. 0: a rebuild's conflict within rounding — an
        /// order that meets rounding first names a constraint that held with the others
        /// (`SolverRebuildBlameTests`).
        static func rank(_ error: SolverError, fromCheck: Bool, marginal: Bool) -> Int {
            guard case .unsatisfiable = error else { return fromCheck ? 2 : 1 }
            return marginal ? (fromCheck ? 2 : 0) : 3
        }
    }

    /// Rebuilds in each of ``rebuildOrders`` until `check` passes (`original` is what failed
    /// before, should there be no order).
    private func rebuildInSomeOrder(after original: SolverError, until check: () throws(SolverError) -> Void) -> RebuildOutcome {
        var outcome = RebuildOutcome.failed(original, rank: -1)
        func note(_ error: SolverError, fromCheck: Bool) {
            let rank = RebuildOutcome.rank(error, fromCheck: fromCheck, marginal: core.isMarginal(core.lastInfeasibility))
            if case let .failed(_, best) = outcome, rank >= best { outcome = .failed(error, rank: rank) }
        }
        // The order that passed last comes first: on a system of 150 variables with mixed
        // coefficients the same four orders failed before it at every suggestion, a few
        // seconds each (lp-check large).
        let first = Solver.remembersPassingOrder ? passingRebuildOrder.map { [$0] } ?? [] : []
        passingRebuildOrder = nil
        for order in first + Solver.rebuildOrders.filter({ !first.contains($0) }) {
            do {
                try rebuildInOrder(order)
            } catch {
                note(newestNamed(error), fromCheck: false)
                continue
            }
            core.tableau.pivotRules.pivotCeiling = core.tableau.work.pivots + Solver.checkPivots(rows: core.tableau.matrix.liveRowCount)
            defer { core.tableau.pivotRules.pivotCeiling = .max }
            do {
                try check()
                passingRebuildOrder = order
                return .passed
            } catch {
                note(error, fromCheck: true)
            }
        }
        return outcome
    }

    /// The pivots a rebuilt tableau's check may take: twice its rows, and a hundred. The
    /// walk of a tableau built afresh that drifts goes on and on — values of 10¹¹ to 10⁴⁷ —
    /// before the check refuses it (lp-check large 23: 7 843 pivots for 770 rows, then the
    /// next order passed in 433). Of 7 065 checks that passed on lp-check's large, spread and
    /// wide kinds none took more than 2.12 times its rows (341 for 161); of 8 248 that failed,
    /// a tenth took more than 1.6 times, 326 more than the ceiling, the slowest 101 times.
    static func checkPivots(rows: Int) -> Int { 2 * rows + 100 }

    /// A conflict a rebuild met, told as the constraints came: they were added one at a time
    /// and held together until the newest of them came, so that one is named and the rest
    /// are what it conflicts with. A rebuild's order (reversed, inequalities first) names
    /// whichever of them it reached last instead (lp-check wide-conflict 775: the 48th
    /// constraint named for the 153rd, whose sum of three others it asks to exceed).
    private func newestNamed(_ error: SolverError) -> SolverError {
        guard case let .unsatisfiable(named, conflicts) = error else { return error }
        func sequence(_ c: Constraint) -> Int {
            core.records.holds(c.slot) && core.records[c.slot].constraint === c ? core.records[c.slot].sequence : -1
        }
        guard let newest = conflicts.max(by: { sequence($0) < sequence($1) }),
              sequence(newest) > sequence(named) else { return error }
        let rest = (conflicts.filter { $0 !== newest } + [named]).sorted { sequence($0) < sequence($1) }
        return .unsatisfiable(newest, conflicts: rest)
    }

    /// After a removal failed half-way (`original`): rebuilds the tableau from every other
    /// constraint, in each of ``rebuildOrders`` until one builds. The constraint is out of
    /// the solver either way; should no order build (the rest held before, so only a broken
    /// invariant could do that), the last failure is thrown and also waits in
    /// ``pendingFailure``, since the tableau left behind is not whole.
    func rebuild(removing constraint: Constraint, after original: SolverError) throws(SolverError) {
        let slot = constraint.slot
        // Still in its record if the removal failed before freeing it: `rebuildInOrder` takes
        // only records that hold a constraint.
        if core.records.holds(slot) && core.records[slot].constraint === constraint {
            core.records[slot].constraint = nil
        }
        constraint.slot = noSlot
        if case let .failed(error, _) = rebuildInSomeOrder(after: original, until: {}) {
            core.deferredFailure = error
            throw error
        }
    }

    /// Rebuilds the tableau from the constraints and edit variables it holds in `order`,
    /// edits last at their current suggestions. On a throw, the solver is as it was before.
    /// - Complexity: a build of every constraint.
    func rebuildInOrder(_ order: RebuildOrder, floorless: Bool = false) throws(SolverError) {
        let old = core
        // A constraint the caller removed and the solver has not yet taken out stays out.
        let active = old.records.ids.filter {
            old.records[$0].state == .active && old.records[$0].constraint != nil && !old.records[$0].leaving
        }
        let sorted = active.sorted { a, b in
            let x = old.records[a], y = old.records[b]
            if x.isEdit != y.isEdit { return !x.isEdit }
            if x.isRequired != y.isRequired { return x.isRequired }
            if x.isRequired {
                switch order {
                case .requiredFirst, .carefulPivots, .carefulStrictSubjects, .carefulGeneralInsertion:
                    return x.sequence < y.sequence
                case .requiredReversed, .carefulReversed: return x.sequence > y.sequence
                case .inequalitiesFirst, .carefulInequalitiesFirst:
                    if x.isRequiredEquality != y.isRequiredEquality { return !x.isRequiredEquality }
                    return x.sequence < y.sequence
                }
            }
            if let lx = x.constraint?.strength.level, let ly = y.constraint?.strength.level, lx != ly { return lx > ly }
            if x.strength != y.strength { return x.strength > y.strength }
            return x.sequence < y.sequence
        }
        var fresh = SolverCore()
        fresh.objectiveMode = objectiveMode
        // The tableau built this way stays careful in what follows (suggestions, churn).
        fresh.tableau.pivotRules.refusesSmallPivots = order.refusesSmallPivots
        fresh.strictSubjects = order == .carefulStrictSubjects
        if order == .carefulGeneralInsertion { fresh.definesDirectly = false }
        fresh.floorlessPhaseOne = floorless
        fresh.tableau.shortcuts = old.tableau.shortcuts  // a test's choices hold
        fresh.addVariables(old.variables.count)
        do {
            for index in sorted {
                let record = old.records[index]
                guard let constraint = record.constraint else { continue }
                constraint.lastSubject = noVariable  // no hint from the tableau being replaced
                let slot = fresh.allocateSlot(for: constraint)
                // The order the constraints were added in, not this rebuild's: it orders the
                // next rebuild, `constraints`, the re-adds after a removal, and conflicts.
                fresh.records[slot].sequence = record.sequence
                if record.isEdit {
                    fresh.records[slot].isEdit = true
                    fresh.records[slot].constant = record.constant  // the current suggestion
                }
                try fresh.insert(slot)
                if record.isEdit, let term = constraint.expression.terms.first {
                    fresh.variables[term.variable.id].editSlot = slot
                    fresh.editCount += 1
                }
            }
        } catch {
            // The constraints point at the old slots again; how far a refused one missed is
            // the rebuild's (a conflict within rounding is told from a real one by it).
            old.pointConstraintsAtTheirSlots()
            core.lastInfeasibility = fresh.lastInfeasibility
            throw error
        }
        fresh.nextSequence = old.nextSequence
        fresh.largestMagnitude = max(fresh.largestMagnitude, old.largestMagnitude)
        fresh.coefficientSpread = max(fresh.coefficientSpread, old.coefficientSpread)
        // The rebuild's work counts on top of what the solver had done.
        fresh.tableau.setCounters(old.tableau.counters.adding(fresh.tableau.counters))
        fresh.tableau.work.rebuilds += 1
        for record in old.records where record.state == .active && record.leaving {
            record.constraint?.slot = noSlot
        }
        core = fresh
    }
}
