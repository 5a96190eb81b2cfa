/// All solver state in one struct, so that the algorithms run as `mutating` methods with
/// static exclusivity (a class's stored properties would be checked at run time).
struct SolverCore {
    var tableau = Tableau()
    var records = IDArray<Slot, ConstraintRecord>()
    private var freeSlots: [Slot] = []
    var nextSequence = 0
    /// Per variable: its external symbol and its edit slot.
    var variables = IDArray<VariableID, VariableState>()
    /// Per variable: its value at the last update. Apart from `variables`: a drag's replay
    /// writes one value per moved variable, and a view's four values take half a cache line
    /// where its four 16-byte states took a whole one (`Tableau.replayValueOrder`).
    var publishedValues = IDArray<VariableID, Double>()
    /// Whether the published values are a vertex's (`verify` published one), not the
    /// tableau's; and whether a change since then has to publish every variable again. An
    /// update publishes only what moved in the tableau, so a variable the change leaves where
    /// the tableau had it would keep the vertex's value beside the others' new ones: lp-check
    /// spread 5482, after a suggestion, published a required equality off by 48 (of terms up
    /// to 164), two of its variables from the tableau and one from the vertex before.
    var publishedOffTableau = false
    private var republishesAll = false
    var editCount = 0
    /// Per-slot scratch for graph walks; all false between operations.
    var marks = IDArray<Slot, Bool>()
    /// Constraints a re-derivation took out, to be added again by `flushPending`.
    var pending: [Slot] = []
    /// Constraints the caller removed that are still in the tableau, in order of removal;
    /// `noSlot` where one was added back before the removals were carried out.
    var leaving: [Slot] = []
    /// A failure of a deferred re-derivation met where nothing could throw; thrown next.
    var deferredFailure: SolverError?
    /// The pivots counted when an update last checked its values for drift
    /// (`Solver+DriftCheck`).
    var driftCheckPivots = 0
    /// The small pivots (``SolverCounters/smallPivots``) counted then.
    var driftCheckSmallPivots = 0
    /// The work counted at the end of the last update (`driftWork`): an update is checked by
    /// its own work, not by what updates before it did.
    var updateWorkMark = 0
    /// The pivots' growth (``SolverCounters/pivotGrowth``) at the end of the last update: an
    /// update is checked by the growth of its own pivots.
    var updateGrowthMark = 0.0
    /// Whether that check found a constraint off by more than ``driftResidualTolerance`` at
    /// the tableau's values: the rows carry drift, which `verify` refines out of the values it
    /// publishes but not out of the rows, so every update checks again until one finds none.
    var residualsOff = false
    /// Whether the last probe of the rows' cells found them further off their constraints
    /// than ``cellSoundTolerance`` (`SolverCore+CellProbe`), whether or not a rebuild followed:
    /// every update checks its residuals and probes again, until a probe finds the cells sound.
    var cellsOff = false
    /// What the probe read on the tableau a rebuild left, the last time one was probed: how
    /// close to their constraints rows derived afresh come on this system. Zero until then.
    var rebuiltCellDrift = 0.0
    /// The buffers of the probe of the cells, kept between probes.
    var probeScratch = CellProbeScratch()
    /// For tests of the way back: the next removal throws this once it has changed the
    /// tableau, as a removal that met rounding would (none has been seen; `Solver.remove`
    /// must still leave a whole solver).
    var injectedRemovalFailure: SolverError?
    /// Likewise for the next re-derivation (`flushPending`): none has failed on a layout.
    var injectedRederivationFailure: SolverError?
    /// Whether `insert` writes a definition directly when it can (`SolverCore+DirectDefinition`);
    /// off, every constraint takes the general way, for tests that compare the two tableaus.
    var definesDirectly = true
    /// Whether `chooseVariable` takes only a variable with the row's largest coefficient
    /// (strict partial pivoting) instead of one within ``subjectThreshold`` of it: one of the
    /// last rebuilds' orders (`Solver+Rebuild.swift`). Direct definitions keep the threshold.
    var strictSubjects = false
    /// Whether a phase one that ``artificialFloor`` leaves short of zero goes on with every
    /// cell of the artificial row allowed to enter, however small, and what it still leaves
    /// within rounding is taken off its constraint (``isRoundingResidue(_:)``): only in the
    /// last rebuild before a failure is reported (`Solver+FloorlessRebuild.swift`), whose
    /// answer must then be shown to hold.
    var floorlessPhaseOne = false
    /// Whether strengths keep their exact levels or all weigh in one objective (Kiwi's way).
    var objectiveMode = Solver.ObjectiveMode.lexicographic
    /// The largest constant or suggested value seen: incremental updates lose absolute
    /// precision in proportion to it (after `s root.w -1e308`, 1024 is lost in rounding),
    /// so the invariant walk scales its tolerance by it.
    var largestMagnitude = 1.0
    /// The widest spread of coefficient sizes seen (max of |c| and 1/|c|): rows mixing 10³⁰⁰
    /// and 1 lose everything below 10²⁸⁴ to rounding, and the walk's tolerances scale by it.
    var coefficientSpread = 1.0 {
        didSet { tableau.pivotRules.refusesNegligiblePivots = coefficientSpread <= SolverCore.measuredSpread }
    }
    /// How far from holding the last constraint refused as unsatisfiable was, at best (the
    /// artificial objective's minimum, per unit of the coefficients it was left over, or what
    /// an emptied equality's row kept).
    var lastInfeasibility = 0.0
    /// The last of ``independentAttempts`` whose basis certified: the next `verify` of a
    /// system that needed the dense fallback tries it first (`independentVertex(lastResort:)`).
    var passingIndependentAttempt: Int?
    /// The basis beside which the dense fallback's second opinion last kept the answer
    /// (``publishLowerIndependentVertex()``): asked again only once the basis or the
    /// constraints change.
    var keptBesideBasis: SecondOpinionKey?

    /// Whether an infeasibility is within what rounding of a tableau holding these
    /// magnitudes can leave (seen: 3.6e-6 and 3.7e-8 on feasible systems with constants in
    /// the hundreds, after a few hundred pivots): such a refusal is checked on a fresh tableau.
    func isMarginal(_ infeasibility: Double) -> Bool {
        infeasibility <= SolverCore.marginalInfeasibility * largestMagnitude * coefficientSpread
    }

    static let marginalInfeasibility = 1e-6

    /// Makes `count` variables: one external symbol each, value 0, no edit.
    mutating func addVariables(_ count: Int) {
        let first = Int32(variables.count)
        // Many at once (a csys file's, a bulk user's): every array extended once. A layout
        // item's few take the appends, which cost less than extending by a short sequence.
        if count >= SolverCore.bulkVariables && tableau.canAddSymbolsInBulk {
            let symbol = tableau.newVariableSymbols(count, firstVariable: VariableID(first))
            variables.append(contentsOf: (0..<Int32(count)).lazy.map {
                VariableState(symbol: SymbolID(symbol.raw + $0), editSlot: noSlot)
            })
            publishedValues.append(repeating: 0, count: count)
            return
        }
        for k in 0..<Int32(count) {
            let symbol = tableau.newSymbol(.external, owner: noSlot, variable: VariableID(first + k))
            variables.append(VariableState(symbol: symbol, editSlot: noSlot))
            publishedValues.append(0)
        }
    }

    /// From how many variables at once `addVariables` extends the arrays in bulk.
    static let bulkVariables = 32

    /// Room for `variables` more variables and `constraints` more constraints, each with its
    /// record and a row. The slack and error symbols some constraints make are not reserved:
    /// how many there will be depends on the relations and strengths.
    mutating func reserve(variables: Int, constraints: Int) {
        let slots = records.count + constraints
        records.reserveCapacity(slots)
        marks.reserveCapacity(slots)
        tableau.deps.reserveSlots(slots)
        self.variables.reserveCapacity(self.variables.count + variables)
        publishedValues.reserveCapacity(publishedValues.count + variables)
        tableau.reserve(symbols: tableau.symbols.count + variables,
                        rows: tableau.matrix.rows.count + constraints)
    }

    mutating func allocateSlot(for constraint: Constraint) -> Slot {
        var level = noLevel
        if !constraint.strength.isRequired {
            let key = objectiveMode == .lexicographic ? constraint.strength.level : 0
            level = tableau.objective.acquireLevel(key: key, weight: constraint.strength.value)
        }
        largestMagnitude = max(largestMagnitude, abs(constraint.expression.constant))
        for term in constraint.expression.terms where term.coefficient != 0 {
            let c = abs(term.coefficient)
            if c > coefficientSpread || 1 / c > coefficientSpread { coefficientSpread = max(c, 1 / c) }
        }
        let slot: Slot
        if !freeSlots.isEmpty, let reused = freeSlots.popLast() {
            slot = reused  // blank since `freeSlot`
        } else {
            slot = Slot(records.count)
            records.append(ConstraintRecord())
            marks.append(false)
            tableau.deps.ensureSlot(slot)
        }
        // Filled in place: a record built aside and then stored cost a copy, a retain and two
        // destroys per constraint.
        SolverCore.fill(&records[slot], with: constraint, level: level, sequence: nextSequence)
        nextSequence += 1
        constraint.slot = slot
        return slot
    }

    private static func fill(_ record: inout ConstraintRecord, with constraint: Constraint, level: LevelID, sequence: Int) {
        record.constraint = constraint
        record.state = .active
        record.relation = constraint.relation
        record.strength = constraint.strength.value
        record.level = level
        record.constant = constraint.expression.constant
        record.sequence = sequence
    }

    /// Points each active record's constraint at its slot here again, after a rebuild gave
    /// the constraints other slots and the solver kept (or went back to) this core.
    func pointConstraintsAtTheirSlots() {
        for slot in records.ids where records[slot].state == .active {
            records[slot].constraint?.slot = slot
        }
    }

    /// Returns a slot to the free list and makes every edge to it stale.
    mutating func freeSlot(_ slot: Slot) {
        if records[slot].level != noLevel { tableau.objective.releaseLevel(records[slot].level) }
        records[slot].constraint?.slot = noSlot
        records[slot] = ConstraintRecord()
        tableau.deps.retire(slot)
        freeSlots.append(slot)
    }

    /// Finishes the walk an add deferred (``Tableau/optimizationDeferred``): before anything
    /// reads the solution, moves it or checks it.
    mutating func completeOptimization() throws(SolverError) {
        if tableau.optimizationDeferred { try tableau.optimize() }
    }

    mutating func updateVariables() {
        // Callers finish a deferred walk first (`Solver.settle`, `verify`); this is the net
        // for a path that does not. Should finishing it fail, the values stay as last
        // published and the failure waits for the next call that can throw.
        do {
            try completeOptimization()
        } catch {
            deferredFailure = error
            return
        }
        publishedValues.withUnsafeMutableBufferPointer { published in
            tableau.refreshValues(publishing: published)
            // What moved in this refresh, or in ones without an update (`currentValue(of:)`).
            let changed = tableau.changedVariables, symbols = tableau.symbols, values = tableau.definitionValue
            for k in 0..<changed.count {
                let symbol = changed[k]
                let variable = symbols[symbol].variable
                if variable != noVariable { published[variable] = values[symbol] }
            }
        }
        tableau.clearChanged()
        if republishesAll { republishFromTableau() }
    }

    /// Before a change to the system (a constraint added or removed, a suggestion, a `verify`
    /// that starts from the tableau again): if the published values are a vertex's, the next
    /// update publishes every variable from the tableau.
    mutating func willChange() {
        if publishedOffTableau { republishesAll = true }
    }

    /// Every variable's published value taken from the tableau again.
    private mutating func republishFromTableau() {
        for v in variables.ids where variables[v].symbol != noSymbol {
            publishedValues[v] = tableau.value(of: variables[v].symbol)
        }
        publishedOffTableau = false
        republishesAll = false
    }
}

/// What the solver keeps per variable besides its published value (`publishedValues`).
struct VariableState {
    var symbol: SymbolID
    /// The slot of its edit constraint, or `none`.
    var editSlot: Slot
}
