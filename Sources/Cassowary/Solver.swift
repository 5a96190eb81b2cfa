import Synchronization

/// An incremental Cassowary solver over a sparse, column-indexed tableau.
///
/// ```swift
/// let solver = Solver()
/// let x = solver.makeVariable("x"), w = solver.makeVariable("w")
/// try solver.add(x == 8)
/// try solver.add(x + w <= 320 - 8)
/// try solver.addEditVariable(w, strength: .strong)
/// try solver.suggestValue(200, for: w)
/// solver.updateVariables()
/// solver.value(of: w)  // 200
/// ```
/// Every method validates its input before it changes anything: after a throw the solver
/// holds what it held before. A solver is not thread-safe.
public final class Solver {
    // A solver is used from one thread and never re-enters itself, so no two accesses to
    // these overlap: the run-time exclusivity check (about 170 instructions per access)
    // would guard nothing.
    @exclusivity(unchecked) var core = SolverCore()
    /// Names are kept in two parts, joined only when read: a base (`v3`) and a suffix
    /// (`.x`); joining them up front cost ~170 instructions per variable, a tenth of what a
    /// layout item's attach cost.
    @exclusivity(unchecked) private var names = IDArray<VariableID, VariableName>()
    let serial: UInt32
    /// Public mutations since the invariant walk last ran (see `checkInvariantsIfEnabled`).
    var mutationsSinceCheck = 0
    /// Whether an update checks its values for drift when enough work was done since the
    /// last check (`Solver+DriftCheck`; a test seam: off, it publishes them unchecked).
    @exclusivity(unchecked) var checksDrift = true
    /// How many updates found drift and verified (for tests).
    @exclusivity(unchecked) var driftVerifications = 0
    /// Whether `verify` may answer from a basis found without the tableau (a test seam: off,
    /// `verify` answers and refuses as it did before that was built).
    nonisolated(unsafe) static var findsIndependentBasis = true
    /// Whether a `verify` after one that found the rows drifted certifies the tableau's basis
    /// before refining them (a test seam: off, it refines first and rebuilds as before).
    nonisolated(unsafe) static var certifiesDriftedBasisFirst = true
    /// Whether the last `verify` answered from a basis found without the tableau: the tableaus
    /// of this system drift, so the next one tries that before rebuilding them all again.
    private var answeredIndependently = false
    /// Whether the last `verify` found the tableau's values off and no tableau it then built
    /// verified: whatever it published (a certified vertex, an independent one) or threw, the
    /// rows kept are not held to their constraints by the invariant walk until a `verify`
    /// passes again. Drift is what `verify` exists to catch; a debug build's walk must not
    /// stop the process where `verify` answers or throws its typed error.
    private(set) var rowsDrifted = false
    /// The rebuild order that last passed its check: the next rebuild tries it first, since
    /// a system whose tableaus drift in one order keeps drifting in it (`Solver+Rebuild`).
    var passingRebuildOrder: RebuildOrder?
    /// Whether a rebuild tries the order that passed last first (a test seam: off, every
    /// rebuild tries the orders from the first).
    nonisolated(unsafe) static var remembersPassingOrder = true
    /// Tests set it to walk the invariants after every mutation, however large the solver.
    nonisolated(unsafe) static var checkEveryMutation = false
    /// Whether debug builds of this package walk the solver's invariants after public
    /// mutations (see `Solver+Invariants.swift`); tests that count allocations turn it off,
    /// since the walk allocates to keep its own books. No effect in release builds.
    nonisolated(unsafe) public static var invariantChecks = true

    private static let serials = Atomic<UInt32>(1)

    /// How the objective weighs soft constraints of different strengths.
    public enum ObjectiveMode: Sendable {
        /// Exact levels (``Strength/level``) compared highest first; Kiwi's weighted strengths
        /// share level 0, where they weigh as in Kiwi. The default.
        case lexicographic
        /// Every soft constraint in one weighted sum by ``Strength/value``, levels ignored:
        /// Kiwi's objective, for comparing the two on the same constraints.
        case weighted
    }

    /// The objective this solver uses (see ``ObjectiveMode``).
    public let objectiveMode: ObjectiveMode

    public init(objective: ObjectiveMode = .lexicographic) {
        serial = Solver.serials.wrappingAdd(1, ordering: .relaxed).oldValue
        objectiveMode = objective
        core.objectiveMode = objective
    }

    deinit {
        // Free the constraints for another solver.
        for record in core.records where record.state == .active { record.constraint?.slot = noSlot }
    }

    // MARK: Variables

    /// Makes room for `variables` more variables and `constraints` more constraints, as an
    /// array's `reserveCapacity` does: a bulk build of a known size then never copies the
    /// solver's per-variable and per-constraint arrays as they grow (at a million views,
    /// each copy is hundreds of megabytes of fresh memory).
    /// Sizes below zero, or beyond what the solver's 32-bit ids can number, reserve nothing.
    public func reserveCapacity(variables: Int, constraints: Int) {
        let most = Int(Int32.max)
        guard (0...most - names.count).contains(variables), (0...most - core.records.count).contains(constraints)
        else { return }
        names.reserveCapacity(names.count + variables)
        core.reserve(variables: variables, constraints: constraints)
    }

    /// A new variable of this solver; `name` is for diagnostics, dumps and csys files.
    public func makeVariable(_ name: String = "") -> Variable {
        let index = Int32(names.count)
        names.append(VariableName(base: name, suffix: ""))
        core.addVariables(1)
        return Variable(index: index, solverSerial: serial)
    }

    /// New variables with consecutive indices, one per suffix, named `base` followed by it
    /// (`v3` with `.x`, `.y`, … makes `v3.x`, `v3.y`, …): what a layout item makes at once.
    /// - Complexity: O(suffixes); the names are joined only when read.
    public func makeVariables(_ base: String, suffixes: [StaticString]) -> VariableGroup {
        let first = Int32(names.count)
        // Plain appends: `append(contentsOf:)` of a repeated element took the generic path,
        // several hundred instructions a call.
        for suffix in suffixes { names.append(VariableName(base: base, suffix: suffix)) }
        core.addVariables(suffixes.count)
        return VariableGroup(first: first, count: Int32(suffixes.count), solverSerial: serial)
    }

    /// New variables with consecutive indices, one per name, in the order given: what a
    /// program of a known file makes at once (`makeVariable` for each, without a dozen
    /// appends per variable).
    /// - Complexity: O(names).
    public func makeVariables(named names: [String]) -> [Variable] {
        // As `makeVariable`'s, ids are 32-bit: past them it stops, before anything is changed.
        precondition(names.count <= Int(Int32.max) - self.names.count, "more variables than 32-bit ids number")
        let first = Int32(self.names.count)
        for name in names { self.names.append(VariableName(base: name, suffix: "")) }
        core.addVariables(names.count)
        return (0..<Int32(names.count)).map { Variable(index: first + $0, solverSerial: serial) }
    }

    public var variableCount: Int { names.count }

    /// The variable with this index (0 ..< variableCount), or nil.
    public func variable(at index: Int) -> Variable? {
        index >= 0 && index < names.count ? Variable(index: Int32(index), solverSerial: serial) : nil
    }

    public func name(of variable: Variable) -> String {
        owns(variable) ? name(at: variable.id) : "?\(variable.index)"
    }

    /// The name of the variable with this index (`v#index` for one made without a name).
    private func name(at index: VariableID) -> String {
        let name = names[index]
        if name.suffix.utf8CodeUnitCount == 0 { return name.base.isEmpty ? "v#\(index)" : name.base }
        return name.base + name.suffix.description
    }

    /// The value written by the last ``updateVariables()``.
    public func value(of variable: Variable) -> Double {
        owns(variable) ? core.publishedValues[variable.id] : .nan
    }

    /// The value in the current solution, read from the tableau without a full update; while
    /// a ``pendingFailure`` waits, the last value ``updateVariables()`` published.
    /// - Complexity: the definitions whose value may have changed since the last update.
    public func currentValue(of variable: Variable) -> Double {
        settleQuietly()
        guard owns(variable) else { return .nan }
        guard core.deferredFailure == nil else { return value(of: variable) }
        core.tableau.refreshValues()
        return core.tableau.value(of: core.variables[variable.id].symbol)
    }

    /// Writes the current solution into the values ``value(of:)`` returns.
    ///
    /// Removals defer re-deriving what depended on a removed constraint until the solver is
    /// next asked for something; should that fail (rounding that even a rebuild of the tableau
    /// could not get past), the tableau lacks constraints, so the values are left as the last
    /// update published them, and the failure waits in ``pendingFailure`` for the next call
    /// that can throw.
    ///
    /// Once the simplex has pivoted half as many times as the tableau has rows since the last
    /// such check, an update also checks every active constraint against the values and the
    /// rows' cells against the constraints, rebuilds the tableau when the cells have drifted,
    /// and hands any residual past the tolerance to ``verify()`` (`Solver+DriftCheck.swift`): on dense systems
    /// with mixed coefficients a build's tableau can drift far from its constraints, and that
    /// answer is not published unchecked. Once a `verify` has found the rows off their
    /// constraints (it answered from a certified basis, or refused), every update verifies
    /// until one passes. A failure of that `verify` waits in ``pendingFailure``.
    /// - Complexity: proportional to the variables whose value may have changed since the
    ///   last update, not to all variables; plus, when a check is due, the constraints' terms
    ///   (amortized over that much work), and a `verify` where they are off.
    public func updateVariables() {
        settleQuietly()
        guard core.deferredFailure == nil else { return }
        core.updateVariables()
        checkDriftIfDue()
        checkInvariantsIfEnabled()
    }

    /// A failure met where nothing could throw it (see ``updateVariables()``): thrown, and
    /// cleared, by the next call that can throw. Values are not updated while it waits.
    public var pendingFailure: SolverError? { core.deferredFailure }

    /// Checks the current solution against every constraint as written and against the
    /// objective, refines away what rounding left, and writes the values as
    /// ``updateVariables()`` does — the certified vertex solved from the constraints as
    /// written, so ``value(of:)`` may differ from ``currentValue(of:)`` (the tableau's) until the
    /// next update: by rounding, or, where the tableau's values drifted from its basis's vertex
    /// and that vertex is feasible and no higher, by that distance. Use it where a wrong answer
    /// costs more than O(n): after a build, or on systems with mixed coefficients (¼ beside
    /// 10) and ties.
    /// When the kept tableau cannot be refined to a verified answer, it is rebuilt from the
    /// constraints in a stable order (required first; see `Solver+Rebuild.swift`) and checked
    /// again; ``SolverCounters/rebuilds`` counts those. A tableau whose values cannot be
    /// refined may still stand at the optimal basis: when the duals certify it and its vertex,
    /// solved from the constraints as written, holds every constraint, that vertex is the
    /// answer (``SolverCounters/certifiedVertices``).
    /// - Throws: ``SolverError/inaccurate(_:residual:)`` when a constraint cannot be made to
    ///   hold within the tolerance even then and no basis tried is certified,
    ///   ``SolverError/suboptimal(_:reducedCost:)`` when the duals computed from the
    ///   constraints as written show a better vertex; the values are then not to be trusted.
    /// - Complexity: O(constraints' terms + tableau cells) per refinement pass (at most a few);
    ///   a rebuild costs a build.
    public func verify() throws(SolverError) {
        try settle()
        core.willChange()  // refinement starts from the tableau's values, not a vertex published before
        defer {
            core.updateVariables()
            checkInvariantsIfEnabled()
        }
        // Where the last `verify` found the values off and answered from a certified basis,
        // or refused, the rows kept have drifted: refining them again moves the basis off the
        // one they stopped at, and the rebuild after builds the same tableau again. Its basis
        // is certified first (lp-check large 29: a rebuild at each of 3 suggestions, 1.2 s).
        if rowsDrifted && Solver.certifiesDriftedBasisFirst && publishCertifiedVertex() { return }
        var certified = false
        do {
            try core.verify()
            answeredIndependently = false
            rowsDrifted = false
        } catch {
            rowsDrifted = true
            // The tableau's values cannot be trusted; the basis it stopped at still can be,
            // when the duals certify it and its vertex holds every constraint: each rebuilt
            // tableau's first, then the one the solver is left with, then one found without a
            // tableau. Until a constraint or an edit variable is added or removed, a system that
            // needed that last time goes to it first: every rebuild order failed on the same
            // constraints then, and rebuilding them all again at every suggestion made a drag
            // of 12 steps on a system of 277 constraints take a minute.
            if answeredIndependently && (publishCertifiedVertex() || publishIndependentVertex()) { return }
            answeredIndependently = false
            do {
                try rebuild(after: error, checkVerifies: true) { () throws(SolverError) in
                    do throws(SolverError) {
                        try core.verify()
                        rowsDrifted = false
                    } catch {
                        certified = publishCertifiedVertex()
                        if !certified { throw error }
                    }
                }
            } catch {
                certified = publishCertifiedVertex()
                if !certified {
                    answeredIndependently = publishIndependentVertex()
                    certified = answeredIndependently
                }
                if !certified { throw error }
            }
        }
        if certified { return }
        // The certified vertex without the tableau's rounding (`SolverCore+BasisValues`).
        core.updateVariables()
        _ = core.publishValuesFromBasis()
        if core.publishLowerIndependentVertex() { core.tableau.work.independentVertices += 1 }
    }

    /// Publishes the certified vertex of the tableau's basis (`SolverCore.publishCertifiedVertex`);
    /// whether it could.
    private func publishCertifiedVertex() -> Bool {
        core.updateVariables()
        switch core.publishCertifiedVertex() {
        case nil: return false
        case .tableau?: core.tableau.work.certifiedVertices += 1
        case .independent?: core.tableau.work.independentVertices += 1
        }
        return true
    }

    /// The last resort: publishes the certified vertex of a basis found without the tableau
    /// (`SolverCore+IndependentBasis`); whether it could.
    private func publishIndependentVertex() -> Bool {
        core.updateVariables()
        guard core.publishIndependentVertex() else { return false }
        core.tableau.work.independentVertices += 1
        return true
    }

    /// Carries out the caller's removals, then adds back what re-derivations took out
    /// (removals defer it, so that removing several constraints in a row re-derives their
    /// dependents once); then, unless the caller only adds (`completing` false), finishes a
    /// walk of the simplex that adds deferred (``Tableau/optimizationDeferred``).
    @inline(__always) private func settle(completing: Bool = true) throws(SolverError) {
        if let failure = core.deferredFailure {
            core.deferredFailure = nil
            throw failure
        }
        if !core.leaving.isEmpty { try commitRemovals() }
        if !core.pending.isEmpty {
            do {
                try core.flushPending()
            } catch {
                // Taking constraints out of a system that held cannot make it infeasible: a
                // re-derivation that fails met rounding. Rebuilt from the constraints, the
                // tableau takes them all (the re-derived ones are still active records).
                try rebuild(after: error) {}
            }
        }
        if completing && core.tableau.optimizationDeferred {
            do {
                try core.completeOptimization()
            } catch {
                // Rounding stopped the walk: rebuilt from the constraints, the tableau walks
                // it again.
                try rebuild(after: error) { () throws(SolverError) in try core.completeOptimization() }
            }
        }
    }

    /// ``settle()`` where nothing can throw: a failure (a broken invariant) is thrown by the
    /// next call that can.
    private func settleQuietly() {
        do { try settle() } catch { core.deferredFailure = error }
    }

    @inline(__always) func owns(_ variable: Variable) -> Bool {
        variable.solverSerial == serial && names.holds(variable.id)
    }

    // MARK: Constraints

    /// Adds a constraint and re-optimizes. A re-optimization that walks long (50 pivots: a
    /// dense system's, or one closing a long chain of tied items) stops there, feasible; the
    /// adds after it skip the simplex, and the next call that reads, moves or checks the
    /// solution (values, a suggestion, ``verify()``) finishes it once for all of them.
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/foreignVariable(_:)``,
    ///   ``SolverError/nonFinite(_:)``, ``SolverError/unsatisfiable(_:conflicts:)`` for a
    ///   required constraint that cannot hold with the others, or
    ///   ``SolverError/inaccurate(_:residual:)`` for one that can, which rounding kept the
    ///   tableau from holding (`SolverCore+FeasibilityWitness`).
    /// - Complexity: the rows its subject is substituted into, plus any pivots; amortized
    ///   O(size of its row) on the layout hierarchies of workloads.md.
    public func add(_ constraint: Constraint) throws(SolverError) {
        answeredIndependently = false
        if isLeaving(constraint) && core.deferredFailure == nil {
            // Removed since the solver was last asked for anything: its rows are still in the
            // tableau, which holds this very system (`Solver+DeferredRemoval.swift`).
            core.stay(constraint.slot)
            core.tableau.work.constraintsAdded += 1
            checkInvariantsIfEnabled()
            return
        }
        if isActive(constraint) { throw .duplicateConstraint(constraint) }
        if constraint.slot != noSlot && constraint.solverSerial != serial { throw .constraintInAnotherSolver(constraint) }
        try validate(constraint)
        // The removals made so far are carried out, and what they took out is back, before
        // a new constraint meets the others: it must not conflict with a removed one.
        try settle(completing: false)
        let slot = core.allocateSlot(for: constraint)
        constraint.solverSerial = serial
        do {
            try core.insert(slot)
        } catch {
            core.freeSlot(slot)
            // Rounding that stopped the simplex is not the constraint's fault: rebuilt from
            // the others, the tableau takes it once more.
            try rebuild(after: error) { () throws(SolverError) in
                let again = core.allocateSlot(for: constraint)
                do throws(SolverError) {
                    try core.insert(again)
                } catch {
                    core.freeSlot(again)
                    throw error
                }
            }
        }
        core.tableau.work.constraintsAdded += 1
        checkInvariantsIfEnabled()
    }

    /// Removes a constraint and re-optimizes. Should the simplex fail half-way (rounding), the
    /// tableau is rebuilt from the other constraints (``SolverCounters/rebuilds``).
    /// - Throws: ``SolverError/unknownConstraint(_:)``; a rebuild's failure, where no order of
    ///   the other constraints builds (the constraint is out of the solver then too).
    /// - Complexity: an inequality or soft constraint: its marker's column; a required
    ///   equality: the rows that depend on it.
    ///
    /// The removal is carried out when the solver is next asked for something (an add of
    /// another constraint, a suggestion, values): adding the same constraint back before then
    /// leaves the tableau as it is, instead of taking the constraint's rows out and putting
    /// them back (`Solver+DeferredRemoval.swift`). A failure carrying it out is thrown by
    /// that call, or waits in ``pendingFailure``.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        answeredIndependently = false
        guard isActive(constraint) else { throw .unknownConstraint(constraint) }
        if core.records[constraint.slot].pending {
            // Out of the tableau already, waiting to be re-derived: forgetting it is enough
            // (nothing in the tableau changes, so nothing can fail half-way).
            try core.remove(constraint.slot)
        } else {
            core.markLeaving(constraint.slot)
        }
        core.tableau.work.constraintsRemoved += 1
        checkInvariantsIfEnabled()
    }

    /// Whether the constraint is in this solver. - Complexity: O(1).
    public func contains(_ constraint: Constraint) -> Bool { isActive(constraint) }

    /// Reads the record's fields in place: calling a non-mutating method on `core` through
    /// the class would copy the whole struct (and retain every array in it).
    @inline(__always) private func isActive(_ constraint: Constraint) -> Bool {
        let slot = constraint.slot
        return core.records.holds(slot) && core.records[slot].state == .active
            && core.records[slot].leavingIndex == none && core.records[slot].constraint === constraint
    }

    /// Whether the constraint was found implied by the others when it was (last) added:
    /// a required equality that reduced to `0 = 0` and so has no row.
    public func isRedundant(_ constraint: Constraint) -> Bool {
        settleQuietly()
        return isActive(constraint) && core.records[constraint.slot].redundant
    }

    /// Every constraint in the solver that is currently redundant, in order of addition.
    public var redundantConstraints: [Constraint] {
        settleQuietly()
        return core.records.filter { $0.state == .active && $0.redundant }
            .sorted { $0.sequence < $1.sequence }
            .compactMap { $0.constraint }
    }

    /// Every constraint in the solver, in order of addition (edit constraints excluded).
    public var constraints: [Constraint] {
        core.records.filter { $0.state == .active && !$0.leaving && !$0.isEdit }
            .sorted { $0.sequence < $1.sequence }
            .compactMap { $0.constraint }
    }

    private func validate(_ constraint: Constraint) throws(SolverError) {
        for term in constraint.expression.terms {
            guard owns(term.variable) else { throw .foreignVariable(term.variable) }
            guard term.coefficient.isFinite else {
                throw .nonFinite("coefficient of \(name(at: term.variable.id)) in \(describe(constraint))")
            }
        }
        guard constraint.expression.constant.isFinite else {
            throw .nonFinite("constant of \(describe(constraint))")
        }
        guard constraint.strength.value.isFinite, constraint.strength.level.isFinite else {
            throw .nonFinite("strength of \(describe(constraint))")
        }
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a soft `variable == value` constraint whose value
    /// ``suggestValue(_:for:)`` moves. Its initial value is 0, as in Kiwi.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/requiredEditStrength(_:)``, ``SolverError/foreignVariable(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        answeredIndependently = false
        guard owns(variable) else { throw .foreignVariable(variable) }
        guard core.variables[variable.id].editSlot == noSlot else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        guard strength.value.isFinite, strength.level.isFinite else {
            throw .nonFinite("strength of edit variable \(name(at: variable.id))")
        }
        try settle(completing: false)
        let constraint = Constraint(expression: Expression(variable), relation: .equal,
                                    strength: strength, label: "edit \(name(at: variable.id))")
        let slot = core.allocateSlot(for: constraint)
        core.records[slot].isEdit = true
        do {
            try core.insert(slot)
        } catch {
            core.freeSlot(slot)
            throw error
        }
        core.variables[variable.id].editSlot = slot
        core.editCount += 1
        checkInvariantsIfEnabled()
    }

    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        answeredIndependently = false
        guard owns(variable), core.variables[variable.id].editSlot != noSlot else {
            throw .unknownEditVariable(variable)
        }
        try commitRemovals()
        try core.remove(core.variables[variable.id].editSlot)
        core.variables[variable.id].editSlot = noSlot
        core.editCount -= 1
        checkInvariantsIfEnabled()
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        owns(variable) && core.variables[variable.id].editSlot != noSlot
    }

    /// The edit variables, in order of creation of the variables.
    public var editVariables: [Variable] {
        names.ids.filter { core.variables[$0].editSlot != noSlot }
            .map { Variable(index: $0.raw, solverSerial: serial) }
    }

    /// Suggests a value for an edit variable and re-optimizes with the dual simplex.
    /// Call ``updateVariables()`` (or read ``currentValue(of:)``) to see the result.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFinite(_:)``.
    /// - Complexity: the rows that mention the edit's error symbol, plus dual pivots; no
    ///   allocation once the solver has warmed up.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard owns(variable), core.variables[variable.id].editSlot != noSlot else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFinite("suggested value \(value) for \(name(at: variable.id))") }
        try settle()
        do {
            try core.suggest(value, editSlot: core.variables[variable.id].editSlot)
        } catch {
            // The suggestion is in the edit's record already: a rebuild takes it in.
            try rebuild(after: error) {}
        }
        checkInvariantsIfEnabled()
    }

    // MARK: Whole solver

    /// Removes every constraint and edit variable; variables stay, with value 0.
    public func reset() {
        answeredIndependently = false
        rowsDrifted = false  // a fresh core: no rows to have drifted
        for record in core.records { record.constraint?.slot = noSlot }
        let variables = names.count
        core = SolverCore()
        core.objectiveMode = objectiveMode
        core.addVariables(variables)
    }

    /// Work done so far; see ``SolverCounters``.
    public var counters: SolverCounters {
        var c = core.tableau.counters
        c.largestRow = max(c.largestRow, 0)
        return c
    }

    public func resetCounters() { core.tableau.setCounters(SolverCounters()) }

    /// Rows in the tableau (objectives excluded) and cells in them.
    public var tableauSize: (rows: Int, cells: Int) {
        settleQuietly()
        let artificialCells = core.tableau.matrix.cells.count(Tableau.artificialObjective)
        return (core.tableau.matrix.liveRowCount, core.tableau.matrix.cellCount - artificialCells)
    }

    /// The objective's value at each level that has soft constraints, highest level first:
    /// Σ strength × error over that level's constraints, the weighted violation the solution
    /// leaves there (Kiwi's one weighted sum is level 0).
    /// - Complexity: O(constraints).
    public var objectiveValues: [(level: Double, value: Double)] {
        settleQuietly()
        let t = core.tableau
        var sums = IDArray<LevelID, Double>(repeating: 0, count: t.objective.levels.count)
        for record in core.records where record.state == .active && record.level != noLevel && record.marker != noSymbol {
            var error = t.value(of: record.other)
            if record.relation == .equal { error += t.value(of: record.marker) }
            sums[record.level] += record.strength * error
        }
        return t.objective.levels.ids.filter { t.objective.levels[$0].users > 0 }
            .sorted { t.objective.levels[$0].key > t.objective.levels[$1].key }
            .map { (t.objective.levels[$0].key, sums[$0]) }
    }

    /// The constraint with the variables' names: `x + w <= 312 | required`.
    public func describe(_ constraint: Constraint) -> String {
        let body = ExpressionFormatter.format(constraint.expression) { name(of: $0) }
        let text = "\(body) \(constraint.relation) 0 | \(constraint.strength)"
        return constraint.label.map { "\($0): \(text)" } ?? text
    }
}

/// A variable's name as made: a base and a suffix, joined when read.
private struct VariableName {
    var base: String
    var suffix: StaticString
}
