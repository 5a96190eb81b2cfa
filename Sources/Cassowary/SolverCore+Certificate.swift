// A dual certificate: the check that the answer is optimal, made against the constraints
// as they were written, not against the tableau that found it.
//
// `verify` makes every constraint hold, but a tableau whose coefficients drifted can stop
// at a vertex it believes optimal and is not (seen: an objective 83% above the LP's, every
// constraint holding). Its reduced costs are computed from the same drifted rows, so they
// cannot tell. The duals can, computed afresh for the basis the tableau stopped at:
//
// - each constraint i has a dual yᵢ per objective level, with the own symbols' columns of
//   the constraint as written: a slack or error s with coefficient ±1 in constraint i has
//   reduced cost dₛ = cₛ − yᵢ·(±1), and a variable x has dₓ = −Σᵢ yᵢ·aᵢₓ;
// - a basic symbol has reduced cost 0 at every level. A basic slack or error pins its own
//   constraint's dual; the basic variables give one equation each for the duals of the
//   constraints that have no basic symbol of their own (required equalities, inequalities at
//   their bound): a square system over the original coefficients, solved by peeling off
//   its triangular part (layouts are almost all of it) and sparse elimination of the rest;
// - the answer is optimal when every non-basic variable's reduced cost is 0 at every level
//   and every non-basic slack's or error's is lexicographically ≥ 0 (highest level first).
//
// None of this reads a tableau coefficient, so drift cannot hide from it; a failure sends
// `Solver.verify` to rebuild the tableau, and then to a typed error.

extension SolverCore {
    /// What checking the duals found.
    enum Certificate: Equatable {
        case optimal
        /// The constraint whose symbol (or one of whose variables) shows the objective can
        /// still go down, by how much per unit at the first level that shows it, and that
        /// symbol (a variable's: the objective falls as it moves against the reduced cost's
        /// sign).
        case notOptimal(Slot, reducedCost: Double, entering: SymbolID)
        /// The basis cannot be checked as it is (a removed constraint's symbol still basic,
        /// a singular basis); a fresh tableau can be.
        case uncertain(String)
    }

    /// Relative size below which a reduced cost or a stationarity sum counts as zero, on top
    /// of the error the refined duals still carry (`SparseDualSystem.solveRefined`): the
    /// objective's own cancellation (1e-12), 10⁴ times the largest seen on lp-check's files
    /// once the duals are refined (2e-16), and 1/1000 of what it was before refinement (1e-9,
    /// needed then for errors of 2e-11) — so a real reduced cost of 10⁻¹⁰ of its sums no
    /// longer passes as zero.
    static let certificateTolerance = 1e-12

    /// The tolerance of the last resort, the basis the dense simplex finds without the
    /// tableau (`SolverCore+IndependentBasis`): the one before the duals were refined. That
    /// simplex stops within its own tolerances on equilibrated rows, which on wide coefficients
    /// leave reduced costs of up to 1e-9 of the sums in the constraints' own units (lp-check
    /// wide-churn 2989: refused at 1e-10, answered at the optimum at 1e-9); refusing its basis
    /// there refuses the answer.
    static let lastResortTolerance = 1e-9

    /// How many times a dual's estimated error a sum that reads it may be off by.
    static let dualErrorAllowance = 4.0

    /// Checks a basis's duals against the constraints as written: the tableau's own by
    /// default, or one found elsewhere (`SolverCore+IndependentBasis`).
    /// - Complexity: O(constraints' terms + tableau rows) on layouts; a coupled part costs
    ///   its sparse elimination's fill.
    func certifyOptimality(_ given: BasisShape? = nil, tolerance: Double = SolverCore.certificateTolerance) -> Certificate {
        switch descents(given ?? basisShape(), tolerance: tolerance, firstOnly: true) {
        case .found(let found):
            guard let first = found.first else { return .optimal }
            return .notOptimal(first.slot, reducedCost: first.reducedCost, entering: first.entering)
        case .uncertain(let reason):
            return .uncertain(reason)
        }
    }

    /// A non-basic symbol along which the duals show the objective can still go down: its
    /// constraint, its reduced cost at the first level that shows it, and the symbol.
    struct Descent {
        var slot: Slot
        var reducedCost: Double
        var entering: SymbolID
    }

    /// What scanning a basis's reduced costs found.
    enum DescentScan {
        case found([Descent])
        case uncertain(String)
    }

    /// The non-basic symbols whose reduced costs are negative beyond `tolerance` (relative,
    /// on top of the duals' own error), variables first; only the first when `firstOnly`. With
    /// `ties`, also the slacks and errors whose reduced costs are zero within it at every level
    /// (as descents of reduced cost 0): edges along the face of optima.
    func descents(_ basis: BasisShape, tolerance: Double, firstOnly: Bool, ties: Bool = false) -> DescentScan {
        let levelIDs = levelsInUse()
        if levelIDs.isEmpty { return .found([]) }  // no objective: feasibility is all
        var dual = DualSystem(levels: levelIDs.count, slots: records.count)

        // Pinned duals: a basic slack or error has reduced cost 0, so cₛ = yᵢ·coefficient.
        // Each basic variable gives the equation of its number.
        let equationOf = basis.numberOf
        for basic in basis.restricted {
            guard let (slot, coefficient) = ownColumn(of: basic, in: basis) else {
                return .uncertain("a basic symbol of no constraint in the solver")
            }
            guard dual.pin[slot] == false else { return .uncertain("two basic symbols of one constraint") }
            dual.pin[slot] = true
            for l in 0..<levelIDs.count {
                dual.y[slot.position * dual.levels + l] = cost(of: basic, level: levelIDs[l]) / coefficient
            }
        }

        // Unknown duals: constraints with a row and no basic symbol of their own.
        var unknownOf = IDArray<Slot, Int32>(repeating: none, count: records.count)
        var unknownSlots: [Slot] = []
        for s in records.ids where basis.participates[s] && !dual.pin[s] {
            unknownOf[s] = Int32(unknownSlots.count)
            unknownSlots.append(s)
        }
        guard unknownSlots.count == basis.variables.count else {
            return .uncertain("\(unknownSlots.count) constraints without a basic symbol for \(basis.variables.count) basic variables")
        }

        // The square system: at basic variable x, Σ over unknowns yᵤ·aᵤₓ = −Σ over pinned yₚ·aₚₓ
        // (a term below `epsilon` is not in the row, so not here either).
        var system = SparseDualSystem(equations: basis.variables.count, levels: dual.levels)
        for s in records.ids where basis.participates[s] {
            guard let terms = records[s].constraint?.expression.terms else { continue }
            system.beginConstraint()
            for term in terms where !nearZero(term.coefficient) {
                let a = term.coefficient
                let e = equationOf[variables[term.variable.id].symbol]
                guard e != none else { continue }
                if unknownOf[s] != none {
                    system.add(equation: Int(e), unknown: Int(unknownOf[s]), a)
                } else {
                    for l in 0..<dual.levels { system.rhs[Int(e) * dual.levels + l] -= dual.y[s.position * dual.levels + l] * a }
                }
            }
        }
        let solution: [Double]
        switch system.solveRefined() {
        case .solved(let values): solution = values
        case .failed(let reason): return .uncertain(reason)
        }
        for (u, slot) in unknownSlots.enumerated() {
            for l in 0..<dual.levels {
                dual.y[slot.position * dual.levels + l] = solution[u * dual.levels + l]
                dual.error[slot.position * dual.levels + l] = system.error[u * dual.levels + l]
            }
        }
        return .found(check(dual, levelIDs, basis, tolerance: tolerance, firstOnly: firstOnly, ties: ties))
    }

    /// The objective levels the active constraints use, highest first: the order of the
    /// certificate's duals, of the dense fallback's costs and of a vertex's objective.
    func levelsInUse() -> [LevelID] {
        var levelIDs: [LevelID] = []
        for record in records where record.state == .active && record.level != noLevel && !levelIDs.contains(record.level) {
            levelIDs.append(record.level)
        }
        let keys = tableau.objective.levels
        return levelIDs.sorted { keys[$0].key > keys[$1].key }
    }

    /// The basis the certificate and the published values read: its basic variables, numbered
    /// in row order (the unknowns of the basis values, the equations of the duals), its
    /// basic slacks and errors, and the constraints it has a row for.
    struct BasisShape {
        /// Per symbol: the basic variable's number, or `none`.
        var numberOf: IDArray<SymbolID, Int32>
        var variables: [SymbolID] = []
        var restricted: [SymbolID] = []
        /// Per symbol: whether it is basic.
        var isBasic: IDArray<SymbolID, Bool>
        /// Per slot: whether the constraint has a row, so a dual of its own.
        var participates: IDArray<Slot, Bool>

        init(symbols: Int, slots: Int) {
            numberOf = IDArray(repeating: none, count: symbols)
            isBasic = IDArray(repeating: false, count: symbols)
            participates = IDArray(repeating: false, count: slots)
        }
    }

    /// The tableau's basis.
    func basisShape() -> BasisShape {
        var shape = BasisShape(symbols: tableau.symbols.count, slots: records.count)
        for s in records.ids { shape.participates[s] = takesPart(s) }
        for r in tableau.matrix.rows.ids where tableau.matrix.rows[r].live {
            let basic = tableau.matrix.rows[r].basic
            guard basic != noSymbol else { continue }
            shape.isBasic[basic] = true
            if tableau.symbols[basic].kind == .external {
                shape.numberOf[basic] = Int32(shape.variables.count)
                shape.variables.append(basic)
            } else {
                shape.restricted.append(basic)
            }
        }
        return shape
    }

    /// Whether the constraint has a row, so a dual of its own in the basis. (Its fields read in
    /// place: a record passed by value is a copy, and a retain and release of its constraint.)
    func takesPart(_ slot: Slot) -> Bool {
        records[slot].state == .active && !records[slot].pending && !records[slot].redundant
            && records[slot].row != noRow && records[slot].constraint != nil
    }

    /// The slot whose constraint has the restricted symbol as its own, and its coefficient
    /// there (as `buildRow` wrote it); nil for a symbol of a removed constraint.
    private func ownColumn(of symbol: SymbolID, in basis: BasisShape) -> (Slot, Double)? {
        let slot = tableau.symbols[symbol].owner
        guard records.holds(slot), basis.participates[slot] else { return nil }
        let record = records[slot]
        let sign: Double = record.relation == .lessThanOrEqual ? 1 : -1
        if record.marker == symbol { return (slot, sign) }
        if record.other == symbol { return (slot, -sign) }
        return nil
    }

    /// The symbol's weight in the objective at a level (errors only).
    func cost(of symbol: SymbolID, level: LevelID) -> Double {
        let entry = tableau.objective.perSymbol[symbol]
        return entry.errorLevel == level ? entry.errorWeight : 0
    }

    /// Stationarity at every variable and the sign of every non-basic slack's and error's
    /// reduced cost, level by level.
    private func check(_ dual: DualSystem, _ levelIDs: [LevelID], _ basis: BasisShape, tolerance relative: Double,
                       firstOnly: Bool, ties: Bool = false) -> [Descent] {
        var found: [Descent] = []
        let n = dual.levels
        // Σᵢ yᵢ·aᵢₓ per variable and level, with the sum of magnitudes for scale and the sum
        // of the duals' errors times |aᵢₓ|.
        var sum = [Double](repeating: 0, count: variables.count * n)
        var scale = [Double](repeating: 0, count: variables.count * n)
        var error = [Double](repeating: 0, count: variables.count * n)
        var mentionedBy = IDArray<VariableID, Slot>(repeating: noSlot, count: variables.count)
        for s in records.ids where basis.participates[s] {
            guard let terms = records[s].constraint?.expression.terms else { continue }
            // A variable named twice adds twice, as it does in the row.
            for term in terms where !nearZero(term.coefficient) {
                let a = term.coefficient, v = term.variable.id, at = v.position * n
                mentionedBy[v] = s
                for l in 0..<n {
                    let term = dual.y[s.position * n + l] * a
                    sum[at + l] += term
                    scale[at + l] += abs(term)
                    error[at + l] += dual.error[s.position * n + l] * abs(a)
                }
            }
        }
        // Each level's heaviest weight; the records read in place (a `reduce` copied each).
        let weights = levelIDs.map { level in
            var weight = 0.0
            for s in records.ids where records[s].state == .active && records[s].level == level {
                weight = max(weight, records[s].strength)
            }
            return weight
        }
        for v in variables.ids where mentionedBy[v] != noSlot {
            let at = v.position * n
            for l in 0..<n {
                let tolerance = relative * max(scale[at + l], weights[l] * 1e-3)
                    + SolverCore.dualErrorAllowance * error[at + l]
                if abs(sum[at + l]) > tolerance {
                    found.append(Descent(slot: mentionedBy[v], reducedCost: -sum[at + l], entering: variables[v].symbol))
                    if firstOnly { return found }
                    break
                }
            }
        }
        for s in records.ids where basis.participates[s] {
            // The marker, then the other symbol: an array literal of the two allocated once per
            // constraint on every verify.
            for which in 0..<2 {
                let symbol = which == 0 ? records[s].marker : records[s].other
                guard symbol != noSymbol && tableau.symbols[symbol].kind != .dummy && !basis.isBasic[symbol]
                else { continue }
                guard let (_, coefficient) = ownColumn(of: symbol, in: basis) else { continue }
                // Lexicographically ≥ 0: the first level that is not zero decides.
                for l in 0..<n {
                    let c = cost(of: symbol, level: levelIDs[l])
                    let y = dual.y[s.position * n + l] * coefficient
                    let d = c - y
                    let tolerance = relative * max(abs(c), abs(y), weights[l] * 1e-3)
                        + SolverCore.dualErrorAllowance * dual.error[s.position * n + l]
                    if d < -tolerance {
                        found.append(Descent(slot: s, reducedCost: d, entering: symbol))
                        if firstOnly { return found }
                        break
                    }
                    if d > tolerance { break }
                    // Zero at every level: with `ties`, an edge along the face of optima.
                    if ties && l == n - 1 { found.append(Descent(slot: s, reducedCost: 0, entering: symbol)) }
                }
            }
        }
        return found
    }
}

/// The duals per constraint slot and level, their estimated errors (zero where a basic
/// symbol pins one), and which slots a basic symbol pins.
struct DualSystem {
    let levels: Int
    var y: [Double]
    var error: [Double]
    var pin: IDArray<Slot, Bool>

    init(levels: Int, slots: Int) {
        self.levels = levels
        y = [Double](repeating: 0, count: levels * slots)
        error = [Double](repeating: 0, count: levels * slots)
        pin = IDArray(repeating: false, count: slots)
    }
}
