// Checking a solution against the constraints as they were written, refining it, and
// refusing it when it cannot be made right.
//
// The tableau is kept incrementally: every pivot adds its rows' rounding, and a degenerate
// system with mixed coefficients (¼ beside 10, ties everywhere) multiplies it by the growth
// of each pivot until values are off by 1e-2 while every row still looks consistent. So the
// answer is checked where rounding cannot hide: each constraint's residual — its expression
// at the values, plus its slack and error symbols, which must be zero — and each parametric
// symbol's reduced cost, computed afresh from its column.
//
// A residual is refined away the way a suggestion moves an edit constraint: its constant
// moves by the residual, through its marker's column (or row, where the marker is basic),
// and the dual simplex restores feasibility; a few passes take the values to the rounding
// of the constraints' own terms (iterative refinement, with the tableau as the approximate
// inverse). A hidden candidate sends the simplex back to work. What is still off after that
// is a typed error, never an answer.

extension SolverCore {
    /// How far a constraint may be from holding, relative to the largest of its terms.
    static let residualTolerance = 1e-10
    /// Refinement passes before a residual is reported.
    static let refinementPasses = 6
    /// A residual this large (relative) means rows that no longer stand for their
    /// constraints: reported at once, not refined.
    static let hopelessResidual = 1e-3

    /// Checks and refines the current solution; throws ``SolverError/inaccurate(_:residual:)``
    /// when a constraint cannot be made to hold within ``residualTolerance``.
    /// - Complexity: O(constraints' terms + the tableau's cells) per pass.
    mutating func verify() throws(SolverError) {
        try completeOptimization()
        try refine()
        // Every constraint holds; now that no other vertex is better.
        switch certifyOptimality() {
        case .optimal: return
        case let .notOptimal(slot, reducedCost, _):
            guard let constraint = records[slot].constraint else {
                throw .internalFailure("a reduced cost on a slot without a constraint")
            }
            throw .suboptimal(constraint, reducedCost: reducedCost)
        case let .uncertain(reason):
            throw .internalFailure("cannot certify the answer: \(reason)")
        }
    }

    /// The first half of ``verify()``: refines the values until every constraint holds within
    /// ``residualTolerance`` (the values are then a witness that the system is feasible), or
    /// throws ``SolverError/inaccurate(_:residual:)``.
    mutating func refine() throws(SolverError) {
        var pass = 0
        while true {
            do {
                try tableau.dualOptimize()
            } catch {
                // A row the refinement made infeasible that nothing but rounding's residue could
                // repair (the dual ratio test refuses it): the answer misses a constraint.
                tableau.refreshValues()
                let worst = worstResidual()
                guard worst.slot != noSlot else { throw error }
                throw inaccurate(worst.slot, worst.residual)
            }
            tableau.refreshValues()
            var worst: (slot: Slot, residual: Double, relative: Double) = (noSlot, 0, 0)
            var shifted = false
            for slot in records.ids where records[slot].state == .active && !records[slot].pending {
                let (residual, scale) = residual(of: slot)
                let relative = abs(residual) / scale
                if relative > worst.relative { worst = (slot, residual, relative) }
                // Rounding of the terms themselves is as good as it gets; refine beyond it.
                if relative > 1e-14 && shift(slot, by: residual) { shifted = true }
            }
            // Past refinement: the tableau no longer approximates the constraints.
            if worst.relative > SolverCore.hopelessResidual { throw inaccurate(worst.slot, worst.residual) }
            let hidden = revealCandidates()
            if hidden { try tableau.optimize() }
            if worst.relative <= SolverCore.residualTolerance && !hidden { break }
            pass += 1
            if pass >= SolverCore.refinementPasses || (!shifted && !hidden) {
                if worst.relative <= SolverCore.residualTolerance { break }
                throw inaccurate(worst.slot, worst.residual)
            }
        }
    }

    /// How far (relative) a constraint may be from holding before the rows are taken not to
    /// stand for it any more: far above what a healthy build leaves (1e-8 on lp-check's
    /// mixed files), far below what a pivot on rounding leaves (0.9 and 3 000).
    static let standingResidual = 1e-6

    /// Whether every active constraint holds at the tableau's values within
    /// ``standingResidual``: asked before a conflict is reported, since rows that rounding
    /// took away from their constraints can prove one that is not there (lp-check mixed
    /// 310422 and 314116, both feasible for HiGHS, were refused as unsatisfiable).
    /// - Complexity: O(constraints' terms) and a refresh of the values.
    mutating func standsForItsConstraints() -> Bool {
        tableau.refreshValues()
        let values = tableau.valueReader  // nothing changes the tableau in the loop
        for slot in records.ids where records[slot].state == .active && !records[slot].pending {
            let (residual, scale) = residual(of: slot, at: values)
            if abs(residual) > SolverCore.standingResidual * scale { return false }
        }
        return true
    }

    private mutating func inaccurate(_ slot: Slot, _ residual: Double) -> SolverError {
        tableau.refreshValues()
        guard let constraint = records[slot].constraint else {
            return .internalFailure("a residual on a slot without a constraint")
        }
        return .inaccurate(constraint, residual: residual)
    }

    /// The constraint's expression at the current values plus its own symbols' terms (zero
    /// when it holds), and the largest term, for scale. Called once a constraint per refinement
    /// pass: `mutating` for the reason `chooseVariable` is (non-mutating, each call copied the
    /// whole solver core to the stack), and the record's fields read in place (bound to a
    /// constant, the record was a copy, and a retain and release of its constraint).
    mutating func residual(of slot: Slot) -> (residual: Double, scale: Double) {
        residual(of: slot, at: tableau.valueReader)
    }

    /// ``residual(of:)`` with the values read through `values` (``Tableau/valueReader``, not
    /// `tableau` in the closure, which copied the whole core at every call): a loop over the
    /// constraints that does not change the tableau takes one reader for all of them.
    @inline(__always)
    mutating func residual(of slot: Slot, at values: Tableau.ValueReader) -> (residual: Double, scale: Double) {
        let (sum, scale) = equation(of: slot, constant: records[slot].constant) { values.value(of: $0) }
        return (sum, scale)
    }

    /// The constraint's equation as the tableau writes it — `constant`, its terms and its own
    /// symbols' terms, each symbol at `value` — and its largest term (not its own symbols'),
    /// for scale: the residual at the values, or the probe of the cells along a direction
    /// (`SolverCore+CellProbe`, with the constant left out).
    func equation(of slot: Slot, constant: Double, at value: (SymbolID) -> Double) -> (sum: Double, scale: Double) {
        var (sum, scale) = expression(constant: constant, terms: records[slot].constraint?.expression.terms, at: value)
        let (m, o) = ownCoefficients(records[slot].relation)
        let marker = records[slot].marker, other = records[slot].other
        if marker != noSymbol { sum += m * value(marker) }
        if other != noSymbol { sum += o * value(other) }
        return (sum, scale)
    }

    /// The constraint's expression (without its own symbols) with each variable's symbol at
    /// `value`, and its largest term, for scale.
    func expression(of record: ConstraintRecord, at value: (SymbolID) -> Double) -> (sum: Double, scale: Double) {
        expression(constant: record.constant, terms: record.constraint?.expression.terms, at: value)
    }

    /// `constant + Σ terms` with each variable's symbol at `value`, and the largest term.
    func expression(constant: Double, terms: [Term]?, at value: (SymbolID) -> Double) -> (sum: Double, scale: Double) {
        var sum = constant
        var scale = max(1, abs(constant))
        for term in terms ?? [] {
            let v = term.coefficient * value(variables[term.variable.id].symbol)
            sum += v
            scale = max(scale, abs(v))
        }
        return (sum, scale)
    }

    /// The coefficients `buildRow` gave a record's marker and other symbol, by its relation.
    func ownCoefficients(_ relation: Relation) -> (marker: Double, other: Double) {
        switch relation {
        case .lessThanOrEqual: return (1, -1)
        case .greaterThanOrEqual: return (-1, 1)
        case .equal: return (-1, 1)
        }
    }

    /// Moves the tableau so that the constraint's residual `residual` is taken out: the
    /// tableau's values hold the constraint as if its constant were `residual` less, so the
    /// tableau's constant for it moves by `residual` (see `suggest`, which moves an edit's). Returns
    /// whether it could: a required equality has no marker, and is shifted through its row
    /// when that row is still its own and solved for one of its variables.
    private mutating func shift(_ slot: Slot, by residual: Double) -> Bool {
        let record = records[slot]
        let marker = record.marker
        if marker != noSymbol {
            let c = ownCoefficients(record.relation).marker
            let row = tableau.matrix.basicRow[marker]
            if row != noRow {
                tableau.matrix.constants[row] -= residual / c
                tableau.markDirty(marker)
                if tableau.matrix.constants[row] < 0 { tableau.infeasible.append(row) }
            } else {
                shiftColumn(of: marker, by: residual / c)
            }
            // Constants only: a recorded value order and a recorded shift read them live, so
            // neither retires (the next drag step replays them).
            return true
        }
        // A required equality: only through a definition solved for one of its variables.
        let row = record.row
        guard row != noRow, tableau.matrix.rows[row].owner == slot, tableau.matrix.rows[row].isDefinition,
              let terms = record.constraint?.expression.terms else { return false }
        let basic = tableau.matrix.rows[row].basic
        var a = 0.0
        for term in terms where variables[term.variable.id].symbol == basic { a += term.coefficient }
        guard a != 0 else { return false }
        tableau.matrix.constants[row] -= residual / a
        tableau.markDirty(basic)
        return true
    }

    /// `row.constant += coefficient of symbol × delta` for every row that mentions the symbol.
    private mutating func shiftColumn(of symbol: SymbolID, by delta: Double) {
        _ = tableau.shiftConstants(list: symbol.column, by: delta)
        _ = tableau.shiftConstants(list: symbol.references, by: delta)
    }

    /// Recomputes every parametric symbol's reduced cost from its column; returns whether one
    /// that the kept objective hid can lower it.
    private mutating func revealCandidates() -> Bool {
        var found = false
        for s in tableau.symbols.ids where tableau.matrix.basicRow[s] == noRow && tableau.objective.isEligible(s)
            && tableau.symbols[s].owner != noSlot {
            if tableau.refreshReducedCost(s) { found = true }
        }
        return found
    }
}
