// The answer of last resort: a basis found without the incremental tableau.
//
// Some systems with coefficients far apart (100 beside 0.1 and 16:9 in one row) send every
// tableau `verify` builds — the kept one and each rebuild order — through bases whose rows
// grow to 10¹⁶, and none of them ends at a basis the duals certify. Their LPs are not hard:
// HiGHS solves them. What the tableaus lack is a way to shed the rounding they gather along the
// path. Here the same system, as the records hold it, goes to a dense simplex that refactors
// from the constraints as written (`DenseLexicographicLP`); the basis it ends at is then held
// to exactly the standard a tableau's basis is held to — certified by the duals, its vertex
// solved from the constraints as written and checked feasible — before its vertex is
// published. A wrong basis costs the refusal it replaces, never a wrong answer.
//
// Dense, so bounded: as the last resort, systems of up to `lastResortRowLimit` constraints;
// as a second opinion beside an answer the tableau stands by, up to `independentRowLimit`. A
// larger system keeps its typed error.

extension SolverCore {
    /// The most constraints the dense simplex takes as a second opinion beside an answer the
    /// tableau stands by (``publishLowerIndependentVertex()``, `publishCertifiedVertex()`): its
    /// refactorization is O(rows² · columns), paid at every `verify` of such a system.
    static let independentRowLimit = 600
    /// The most it takes as the last resort, where the answer is otherwise a refusal. lp-check's
    /// large kind (80–200 variables, 560–680 constraints) had 6 refusals in seeds 40–239 at
    /// 605–654 constraints, every tableau drifted past use after some 20 000 pivots; the dense
    /// simplex answers each at the optimum (a replay of 16–82 s, against the refusal).
    static let lastResortRowLimit = 1_000

    /// The dense system of `independentSystem(limit:)` and what its rows and columns stand for.
    struct IndependentSystem {
        var slots: [Slot]
        /// Per column, the tableau's symbol (a variable's two columns name its symbol twice).
        var columnSymbol: [SymbolID]
        /// The variables' columns come first, this many.
        var variableColumns: Int
        var a: [Double]
        var b: [Double]
        var costs: [[Double]]
    }

    /// The system as the records hold it: per active constraint a row
    /// `Σ a·(x⁺ − x⁻) + m·marker + o·other = −constant` over non-negative columns (each
    /// variable split in two, each slack and error its own column), costs per level highest
    /// first. Nil when there is none or it has more than `limit` rows. Built once for every
    /// attempt.
    func independentSystem(limit: Int) -> IndependentSystem? {
        var slots: [Slot] = []
        for s in records.ids where records[s].state == .active && !records[s].pending && records[s].constraint != nil {
            slots.append(s)
        }
        guard !slots.isEmpty, slots.count <= limit else { return nil }

        // Columns: two per variable the rows mention, then the slacks and errors.
        var columnOfVariable = IDArray<VariableID, Int32>(repeating: none, count: variables.count)
        var columnSymbol: [SymbolID] = []
        for s in slots {
            for term in records[s].constraint?.expression.terms ?? [] where !nearZero(term.coefficient) {
                let v = term.variable.id
                guard columnOfVariable[v] == none else { continue }
                columnOfVariable[v] = Int32(columnSymbol.count)
                columnSymbol += [variables[v].symbol, variables[v].symbol]
            }
        }
        let variableColumns = columnSymbol.count
        var ownColumns: [(row: Int, column: Int, coefficient: Double)] = []
        for (i, s) in slots.enumerated() {
            let record = records[s]
            let (m, o) = ownCoefficients(record.relation)
            for (symbol, coefficient) in [(record.marker, m), (record.other, o)]
            where symbol != noSymbol && tableau.symbols[symbol].kind != .dummy {
                ownColumns.append((i, columnSymbol.count, coefficient))
                columnSymbol.append(symbol)
            }
        }
        let rows = slots.count, columns = columnSymbol.count
        var a = [Double](repeating: 0, count: rows * columns)
        var b = [Double](repeating: 0, count: rows)
        for (i, s) in slots.enumerated() {
            b[i] = -records[s].constant
            for term in records[s].constraint?.expression.terms ?? [] where !nearZero(term.coefficient) {
                let j = Int(columnOfVariable[term.variable.id])
                a[i * columns + j] += term.coefficient
                a[i * columns + j + 1] -= term.coefficient
            }
        }
        for own in ownColumns { a[own.row * columns + own.column] = own.coefficient }

        // Costs per level in use, highest first, as the certificate orders them.
        let costs = levelsInUse().map { level in
            (0..<columns).map { j in j < variableColumns ? 0 : cost(of: columnSymbol[j], level: level) }
        }

        return IndependentSystem(slots: slots, columnSymbol: columnSymbol, variableColumns: variableColumns,
                                 a: a, b: b, costs: costs)
    }

    /// The bases a dense simplex run as `attempt` ends at on `system`, in the tableau's
    /// symbols: the one of the smallest values, then the one the objective's levels left
    /// before that (where it differs; `DenseLexicographicLP.solveBoth()`); none when it does
    /// not end at an optimum (or a feasible basis to step on from).
    mutating func independentBases(_ system: IndependentSystem, _ attempt: IndependentAttempt) -> [BasisShape] {
        let lp = DenseLexicographicLP(rows: system.slots.count, columns: system.columnSymbol.count, a: system.a,
                                      b: system.b, costs: system.costs, primalTolerance: attempt.primalTolerance,
                                      scalesColumns: attempt.scalesColumns, precision: attempt.precision,
                                      smallest: SolverCore.seeksSmallestVertex ? 0..<system.variableColumns : 0..<0)
        let (outcome, plain, pivots) = lp.solveBoth()
        tableau.work.fallbackPivots += pivots
        let basis: [Int]
        switch outcome {
        case let .optimal(optimal, _): basis = optimal
        case let .stopped(feasible): basis = feasible  // taken further by certified steps
        case .infeasible, .gaveUp: return []
        }
        var bases = [basis]
        if let plain, plain != basis { bases.append(plain) }
        return bases.compactMap { shape(of: $0, in: system) }
    }

    /// A dense basis (per row, its basic column) in the tableau's symbols; nil when singular.
    private func shape(of basis: [Int], in system: IndependentSystem) -> BasisShape? {
        var shape = BasisShape(symbols: tableau.symbols.count, slots: records.count)
        for (i, s) in system.slots.enumerated() where basis[i] >= 0 { shape.participates[s] = true }
        for column in basis where column >= 0 {
            let symbol = system.columnSymbol[column]
            guard !shape.isBasic[symbol] else { return nil }  // x⁺ and x⁻ both basic: singular
            shape.isBasic[symbol] = true
            if column < system.variableColumns {
                shape.numberOf[symbol] = Int32(shape.variables.count)
                shape.variables.append(symbol)
            } else {
                shape.restricted.append(symbol)
            }
        }
        return shape
    }

    /// Whether the dense simplex seeks, among the optimal vertices, one of the smallest values
    /// (`DenseLexicographicLP(…smallest:)`; a test seam: off, it ends wherever the last level
    /// of the objective leaves it, as it did before).
    nonisolated(unsafe) static var seeksSmallestVertex = true

    /// ``lastResortTolerance`` within the coefficient spread it was measured on (lp-check's
    /// wide kinds, 100 beside 0.1), tighter by the square of how far this system's spread
    /// goes beyond it: the certificate's sums carry both a coefficient and its reciprocal's
    /// rounding. At 1e-3 beside 1e3 the dense simplex's basis certified at 1e-9 stood 3.6e-6 to
    /// 5e-4 above the optimum (4 of 100 random files, no error): refused now, a typed error.
    var lastResortTolerance: Double {
        tightenedBeyondMeasuredSpread(SolverCore.lastResortTolerance)
    }

    /// `tolerance` within ``measuredSpread``; beyond it, smaller by the square of how far this
    /// system's spread goes: the rule of the last resort's certificate and of the artificial
    /// simplex's floor.
    func tightenedBeyondMeasuredSpread(_ tolerance: Double) -> Double {
        let beyond = coefficientSpread / SolverCore.measuredSpread
        return beyond <= 1 ? tolerance : tolerance / (beyond * beyond)
    }

    /// The widest coefficient spread lp-check's files held before the spread kind (the wide
    /// kinds: 100 and 0.1); the tolerances measured on them hold up to it.
    static let measuredSpread = 100.0

    /// How the dense simplex is run, in the order `independentVertex()` tries them until one
    /// ends at a basis that certifies. Rows held to 1e-13 of the largest right-hand side
    /// first, as finely as the certificate holds the vertex (1e-10 of each constraint's
    /// terms): at 1e-9 alone, optimal bases of lp-check spread files stood 1e-10 to 1e-7
    /// outside their constraints and were refused. A finer tolerance also sends the simplex
    /// down other paths, and on ten files of spread 0–3 999 only 1e-9 ends at a basis that
    /// certifies: it comes second. Then both again with the variables' columns scaled
    /// (`DenseLexicographicLP(…scalesColumns:)`), which answers 29 of the 62 files those two
    /// leave refused; last, so that no answer the unscaled runs give changes. Each attempt that
    /// fails costs a dense solve more: replaying spread seeds 0–199 took about 15% longer with
    /// the scaled ones (a system within ``crossCheckedSpread``, as layouts are, asks for the
    /// independent vertex only as a last resort). Last, unscaled and scaled, in double-doubles
    /// (`DenseLexicographicLP.Precision.doubleDouble`), rows held to 1e-24: of the 32 files of
    /// spread 0–3 999 the four in doubles left refused, 28 are answered (the doubles' runs had
    /// stopped on pivots a refactorization found below zero, which their tolerances of 1e-9
    /// let through). An operation in double-doubles costs 10–20 of a double's; they run only
    /// where a refusal is otherwise certain (such a file's replay: 0.4 s refused, 0.6–1.5 s
    /// answered, the way that certified remembered).
    static let independentAttempts = [IndependentAttempt(primalTolerance: 1e-13, scalesColumns: false),
                                      IndependentAttempt(primalTolerance: 1e-9, scalesColumns: false),
                                      IndependentAttempt(primalTolerance: 1e-13, scalesColumns: true),
                                      IndependentAttempt(primalTolerance: 1e-9, scalesColumns: true),
                                      IndependentAttempt(primalTolerance: 1e-24, scalesColumns: false, precision: .doubleDouble),
                                      IndependentAttempt(primalTolerance: 1e-24, scalesColumns: true, precision: .doubleDouble)]

    /// One way to run the dense simplex (``independentAttempts``).
    struct IndependentAttempt {
        /// How far below zero, relative to the largest right-hand side, a row may go in a step.
        var primalTolerance: Double
        /// Whether the columns without a cost are scaled to a largest coefficient of 1.
        var scalesColumns: Bool
        var precision: DenseLexicographicLP.Precision = .double
    }

    /// The vertex of `independentBases(_:_:)` (each of ``independentAttempts`` in turn), or of
    /// a basis steps from it lead to (`certifiedVertex(from:tolerance:)`), when the duals
    /// certify it and it is feasible.
    ///
    /// Only where it is the last resort (`lastResort`: the answer otherwise a refusal) does it
    /// go on to the double-double attempts; as a second opinion beside an answer the tableau
    /// stands by (``publishLowerIndependentVertex()``, `publishCertifiedVertex()`), the
    /// doubles' attempts alone, so that their cost (an operation in double-doubles costs 10–20
    /// of a double's) falls only where a refusal was otherwise certain. As second opinions they changed no answer of lp-check
    /// spread 0–3 999, and replaying its seeds 0–299 took as long either way (35 s).
    ///
    /// A certified vertex that leaves a required constraint off by more than ``swapResidual``
    /// of its terms is kept only if no other attempt's holds them all that well (the one that
    /// holds them best, then): such a vertex stands on a basis feasible only within the
    /// certificate's tolerance, and buys objective with that. On lp-check spread 2991 the
    /// unscaled runs' vertex left one off by 5.1e-12 and stood 1.4e-5 of the objective below
    /// the exact optimum; the scaled runs' holds them to 1.4e-16 and is the exact optimum to
    /// 1.4e-14.
    ///
    /// The attempt that certified last time goes first (and is taken, however well it holds
    /// them: it was the best there was): a system that needed the fallback
    /// needs it again at the next suggestion, and the attempts before it fail again, each a
    /// dense solve (on lp-check spread 279, answered by the first double-double attempt, the
    /// four in doubles were 57% of its replay).
    ///
    /// `beside` is how far off its required constraints the answer it would replace is: where
    /// that is more than ``swapResidual`` and the doubles' attempts hold them no better, the
    /// double-double attempts run as well (lp-check spread 6432: the tableau's basis and every
    /// doubles' attempt ended at one vertex, a required constraint off by 2.2e-11 of its terms
    /// and 20% below the exact optimum).
    mutating func independentVertex(lastResort: Bool = false, beside currentResidual: Double = 0) -> BasisVertex? {
        guard Solver.findsIndependentBasis,
              let system = independentSystem(limit: lastResort ? SolverCore.lastResortRowLimit : SolverCore.independentRowLimit)
        else { return nil }
        var order = Array(SolverCore.independentAttempts.indices)
        if let first = passingIndependentAttempt, let k = order.firstIndex(of: first) {
            order.remove(at: k)
            order.insert(first, at: 0)
        }
        var best: (vertex: BasisVertex, residual: Double, attempt: Int)?
        for k in order {
            // Beside an answer, the double-doubles only to hold the required constraints better
            // than it and than the doubles' attempts (or the one that did so last time).
            if !lastResort && SolverCore.independentAttempts[k].precision != .double
                && !(currentResidual > SolverCore.swapResidual && (best != nil || k == passingIndependentAttempt)) { continue }
            guard let vertex = lowestCertifiedVertex(from: independentBases(system, SolverCore.independentAttempts[k]))
            else { continue }
            let residual = worstRequiredResidual { vertex.value(of: $0) }
            if residual <= SolverCore.swapResidual || k == passingIndependentAttempt {
                passingIndependentAttempt = k
                return vertex
            }
            if best.map({ residual < $0.residual }) ?? true { best = (vertex, residual, k) }
        }
        passingIndependentAttempt = best?.attempt
        return best?.vertex
    }

    /// The certified vertex (`certifiedVertex(from:tolerance:)`) of each of `bases` that has
    /// one, the lowest as the constraints are written; the first on a tie (the smallest
    /// values' basis comes first).
    private func lowestCertifiedVertex(from bases: [BasisShape]) -> BasisVertex? {
        // One basis (the smallest values' level did not run, or ended where the levels above
        // left it): nothing to compare, no objective to evaluate.
        if bases.count == 1 { return certifiedVertex(from: bases[0], tolerance: lastResortTolerance) }
        var lowest: (vertex: BasisVertex, objective: LevelledObjective)?
        for basis in bases {
            guard let vertex = certifiedVertex(from: basis, tolerance: lastResortTolerance) else { continue }
            let objective = objective(at: vertex)
            if lowest.map({ objective.isLower(than: $0.objective) }) ?? true { lowest = (vertex, objective) }
        }
        return lowest?.vertex
    }

    /// Coefficient spread (`coefficientSpread`) above which an answer `verify` stands by is
    /// also compared with the independent basis's: a second opinion where rounding is widest
    /// (100 beside 0.1, weights of 10⁶). Of lp-check's wide seeds 0–999 and 5 000–5 999 it
    /// changes one answer: 5594, whose certified vertex stands at values of 10⁸–10⁹, where
    /// evaluating the objective rounds by 6e-9 of it, while the independent vertex on the same
    /// face of optima is small. Layout systems (±1, ½, aspect ratios) and the mixed systems
    /// (¼ to 10) stay below it and pay nothing.
    static let crossCheckedSpread = 10.0

    /// After `verify` stood by the published values: on a system of a wide coefficient spread
    /// and within the dense fallback's size, publishes the independent basis's vertex instead
    /// when it replaces them (``independentReplaces(_:_:holding:)``). Returns whether it did.
    ///
    /// Once it has kept an answer, it is not asked again beside the same basis of the same
    /// constraints (``keptBesideBasis``): the drift watch sends a wide system's updates to
    /// `verify` one after another, and a dense solve at each was nine tenths of lp-check wide
    /// 35's replay (1.07 G instructions) while the tableau's basis stayed as it was.
    mutating func publishLowerIndependentVertex() -> Bool {
        guard coefficientSpread > SolverCore.crossCheckedSpread else { return false }
        let key = secondOpinionKey()
        if key == keptBesideBasis { return false }
        let held = worstRequiredResidual(publishedValue)
        guard let vertex = independentVertex(beside: held), independentReplaces(vertex, publishedValue, holding: held)
        else {
            keptBesideBasis = key
            return false
        }
        keptBesideBasis = nil
        publishAll(vertex)
        return true
    }

    /// What a second opinion was asked beside: the constraints added and removed so far, and
    /// the tableau's basic symbols in row order.
    struct SecondOpinionKey: Equatable {
        var added: Int
        var removed: Int
        var basics: [SymbolID]
    }

    func secondOpinionKey() -> SecondOpinionKey {
        var basics: [SymbolID] = []
        basics.reserveCapacity(tableau.matrix.liveRowCount)
        for r in tableau.matrix.rows.ids where tableau.matrix.rows[r].live { basics.append(tableau.matrix.rows[r].basic) }
        return SecondOpinionKey(added: tableau.work.constraintsAdded, removed: tableau.work.constraintsRemoved, basics: basics)
    }

    /// Whether the independent vertex replaces an answer whose values are `current`: it holds
    /// the required constraints within ``swapResidual`` where the answer does not; or its
    /// objective is lower, and it holds them as well (within ``swapResidual``). Lower alone is
    /// not enough: at weights of 10⁶ and coefficients of
    /// 10³ a required constraint off by 8e-12 of its terms bought 0.12% of the objective
    /// (lp-check spread 209: published below the optimum, which the tableau's basis held;
    /// HiGHS itself reads 0.4% low on spread 232 that way, where `glpsol --exact` agrees with
    /// the tableau).
    /// `currentHeld`: the worst required residual of `current` (``worstRequiredResidual(_:)``),
    /// which the caller has measured already.
    func independentReplaces(_ vertex: BasisVertex, _ current: (SymbolID) -> Double, holding currentHeld: Double) -> Bool {
        let candidate: (SymbolID) -> Double = { vertex.value(of: $0) }
        let held = worstRequiredResidual(candidate)
        // Values off a required constraint by more than solving a sound basis leaves, beside a
        // certified vertex that holds every one that well: what those values gain is bought
        // with their residual (spread 6432, `independentVertex(lastResort:beside:)`).
        if currentHeld > SolverCore.swapResidual && held <= SolverCore.swapResidual { return true }
        guard objective(candidate).isLower(than: objective(current)) else { return false }
        return held <= max(currentHeld, SolverCore.swapResidual)
    }

    /// Whether values `candidate` hold the required constraints as well as `current` do, within
    /// ``swapResidual``: what any values must, to replace others by being lower.
    func holdsRequired(_ candidate: (SymbolID) -> Double, asWellAs current: (SymbolID) -> Double) -> Bool {
        worstRequiredResidual(candidate) <= max(worstRequiredResidual(current), SolverCore.swapResidual)
    }

    /// How far, relative to its terms, values that replace others by being lower may leave a
    /// required constraint that those hold better: a few hundred units in the last place, what
    /// solving a sound basis leaves.
    static let swapResidual = 1e-13

    /// The largest amount by which a required constraint fails at `value`, relative to the
    /// largest of its terms.
    func worstRequiredResidual(_ value: (SymbolID) -> Double) -> Double {
        var worst = 0.0
        for record in records where record.state == .active && !record.pending && record.isRequired {
            let (sum, scale) = expression(of: record, at: value)
            worst = max(worst, SolverCore.violation(of: record.relation, sum) / scale)
        }
        return worst
    }

    /// Publishes `independentVertex()` — every variable, the non-basic ones at zero; returns
    /// whether it could.
    mutating func publishIndependentVertex() -> Bool {
        guard let vertex = independentVertex(lastResort: true) else { return false }
        publishAll(vertex)
        return true
    }

    /// The objective at a vertex as the constraints are written: per level in use, highest
    /// first, the weighted sum of the soft constraints' violations.
    func objective(at vertex: BasisVertex) -> LevelledObjective {
        objective { vertex.value(of: $0) }
    }

    /// The objective at the published values (`value(of:)`).
    func publishedObjective() -> LevelledObjective {
        objective(publishedValue)
    }

    /// A symbol's published value: its variable's, or zero for a symbol of no variable.
    func publishedValue(_ symbol: SymbolID) -> Double {
        let variable = tableau.symbols[symbol].variable
        return variable == noVariable ? 0 : publishedValues[variable]
    }

    /// How far `sum OP 0` misses: |sum| for an equality, the part on the wrong side otherwise.
    static func violation(of relation: Relation, _ sum: Double) -> Double {
        switch relation {
        case .equal: return abs(sum)
        case .lessThanOrEqual: return max(sum, 0)
        case .greaterThanOrEqual: return max(-sum, 0)
        }
    }

    /// The objective at a vertex summed plainly, in doubles: what the rounding of its values
    /// costs shows as the difference from `objective(at:)`.
    func plainObjective(at vertex: BasisVertex) -> LevelledObjective {
        objective(carried: false) { vertex.value(of: $0) }
    }

    private func objective(carried: Bool = true, _ value: (SymbolID) -> Double) -> LevelledObjective {
        let levelIDs = levelsInUse()
        var sums = [Double](repeating: 0, count: levelIDs.count)
        var heaviest = [Double](repeating: 0, count: levelIDs.count)
        for record in records where record.state == .active && !record.pending && record.level != noLevel {
            guard let l = levelIDs.firstIndex(of: record.level) else { continue }
            heaviest[l] = max(heaviest[l], record.strength)
            let sum = carried ? carriedSum(of: record, at: value) : expression(of: record, at: value).sum
            sums[l] += record.strength * SolverCore.violation(of: record.relation, sum)
        }
        return LevelledObjective(sums: sums, heaviest: heaviest)
    }

    /// The constraint's expression at `value`, each product's and each addition's rounding
    /// carried along (the product's by a fused multiply-add, the sum's by Knuth's two-sum) and
    /// added back at the end: as good as a sum in twice the precision, where the plain sum
    /// loses what cancels. Vertices are compared by it: at values of 9e9 under
    /// coefficients of 1e3 a strong constraint's terms of 4.5e11 cancel to 2.3e-5, which the
    /// plain sum reads as 0, and an answer 22.9 above the optimum passed for it (lp-check
    /// spread 2078, shrunk to 5 constraints).
    func carriedSum(of record: ConstraintRecord, at value: (SymbolID) -> Double) -> Double {
        var sum = CarriedSum(record.constant)
        for term in record.constraint?.expression.terms ?? [] {
            sum.add(term.coefficient, times: value(variables[term.variable.id].symbol))
        }
        return sum.value
    }
}

/// An objective's value per level, highest first, and each level's heaviest weight.
struct LevelledObjective {
    var sums: [Double]
    var heaviest: [Double]

    /// Lower at the first level where the two differ by more than 1e-9 of the larger sum or
    /// of the level's heaviest weight — what lp-check calls the optimum. Below that, the
    /// difference is the rounding of the published values (refined to 1e-10 of their terms,
    /// times weights of 10⁶).
    func isLower(than other: LevelledObjective) -> Bool {
        for l in 0..<min(sums.count, other.sums.count) {
            let a = sums[l], b = other.sums[l]
            let tolerance = 1e-9 * max(1, abs(a), abs(b), heaviest[l])
            if a < b - tolerance { return true }
            if a > b + tolerance { return false }
        }
        return false
    }

    /// Lower at the first level where the two differ at all: no tolerance.
    func isStrictlyLower(than other: LevelledObjective) -> Bool {
        for l in 0..<min(sums.count, other.sums.count) where sums[l] != other.sums[l] {
            return sums[l] < other.sums[l]
        }
        return false
    }
}
