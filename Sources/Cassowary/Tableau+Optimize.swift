// The primal and dual simplex steps (Badros, Borning & Stuckey 2001, §3–4) over the
// lexicographic objective.
//
// Which symbol enters: the one with the shortest column among those that can lower the
// objective, so that each pivot substitutes into as few rows as it can (Bland's lowest id
// would pick the root's edit errors, made first and mentioned by every width on a screen:
// one pivot through every row). That rule takes many small steps where the tableau is dense:
// on a random system of 150 variables with mixed coefficients, one soft constraint's add took
// 13 842 pivots, none of them degenerate. So once one call has pivoted ``longWalk`` times,
// the symbol whose leading reduced cost is most negative enters instead (Dantzig's rule): the
// same add took 146 pivots with it. Measured by the length of its edge (the steepest edge:
// its reduced cost over the norm of its column), on lp-check's large systems (80–200
// variables, seeds 0–59) builds took 22% less time in all than by the cost alone (geometric
// mean 0.79; ten of the sixty slower, up to 2.2×). A layout's add pivots a handful of times,
// but for one that closes a long chain of tied items (below). Should pivots stall (a run of degenerate ones), Bland's rule
// (lowest id on every tie) takes over, which cannot cycle: a lexicographic objective is the
// limit of one weighted by ever larger factors per level, so Bland's argument carries over.

extension Tableau {
    /// Degenerate pivots in a row after which the simplex switches to Bland's rule.
    static let stallLimit = 32
    /// Pivots in one call of the simplex after which the steepest candidate enters.
    static let longWalk = 50
    /// Whether the primal ratio test and a removed constraint's marker refuse what rounding
    /// left of a zero (a test seam: off, they take it as they did when the fixtures of the
    /// rebuild, certificate and drift tests were found, and those tableaus drift again).
    nonisolated(unsafe) static var refusesResidueBeyondTheDualTest = true
    /// The fraction of its operands below which a cell's sum is cancellation (`cancels`).
    static let cancellation = 1e-12
    /// How far below zero a restricted basic may be left by a Harris step; the pivot resets
    /// such a residue to zero (`substitute`).
    static let feasibilityTolerance = 1e-9
    /// A restricted row's constant between this and zero after a substitution is reset to
    /// zero (above the Harris step's own residue).
    static let clampTolerance = 1e-8

    /// Steps one call of the simplex may take before it gives up with a typed error: far
    /// above what any system needs (a pivot per row, many times over), it only stops a
    /// simplex that rounding has sent cycling on an ill-conditioned tableau; fewer where
    /// ``PivotRules/pivotCeiling`` is near.
    var pivotBudget: Int { min(10_000 + 50 * matrix.liveRowCount, max(0, pivotRules.pivotCeiling - work.pivots)) }

    /// Primal simplex until no symbol can lower the objective.
    ///
    /// A candidate that no restricted row bounds moves along a ray of the feasible set, and
    /// no level's error — a weighted sum of non-negative symbols — can fall along a ray: its
    /// negative coefficients there are rounding residue (seen: -2.2e-7 against a level
    /// tolerance of 2e-7, from weights of 2e6 times row coefficients in the thousands). They
    /// are dropped and the simplex goes on, where Kiwi stops with "the objective is unbounded".
    /// - Complexity: per pivot, the entering symbol's column and the candidate set — never
    ///   the whole objective.
    mutating func optimize() throws(SolverError) {
        try optimize(deferringAfter: .max)
    }

    /// The simplex after an add. A walk that reaches ``longWalk`` pivots stops there, the
    /// tableau feasible, and sets ``optimizationDeferred``; while that is set, adds do not run
    /// the simplex at all, and the next call that needs the optimum finishes the walk once, for
    /// every constraint added meanwhile. On a dense tableau one soft constraint's add walked
    /// hundreds of pivots to an optimum the next add moved again (lp-check large seed 42: 8 779
    /// pivots in a build of 460 constraints, 777 once the walk waited). A layout's add pivots
    /// a handful of times; one that closes a chain of tied items (the layer's pinned stack or
    /// squeezed row of default-priority labels) walks a pivot per item, and that walk now
    /// happens at the update instead, the same pivots in all (pinned at 1 000 labels: 1 000
    /// in the add before; 51 there and 949 at the update now).
    mutating func optimizeAfterAdd() throws(SolverError) {
        if optimizationDeferred { return }
        try optimize(deferringAfter: Tableau.longWalk)
    }

    /// The simplex, stopping (deferred) once it has pivoted `limit` times.
    private mutating func optimize(deferringAfter limit: Int) throws(SolverError) {
        optimizationDeferred = false
        var stalled = 0, pivots = 0
        var budget = pivotBudget
        while true {
            budget -= 1
            if budget < 0 { throw .internalFailure("the simplex did not converge (rounding on an ill-conditioned system)") }
            let bland = stalled >= Tableau.stallLimit
            let entering = bland ? objective.entering()
                : pivots >= Tableau.longWalk ? steepestCandidate() : cheapestCandidate()
            if entering == noSymbol { return }
            // The kept reduced cost may be drift (see `Tableau+ReducedCost`): check it first.
            if !refreshReducedCost(entering) { continue }
            let leaving = leavingRow(for: entering, bland: bland)
            if leaving == noRow {
                // No row bounds it, or rounding's residue does first (`leavingRow`): computed
                // afresh, its cost is a sum of weights times non-negative coefficients, at
                // least zero, once the residue is zero; what is left is rounding.
                if refreshReducedCost(entering) { objective.dropNegativeCells(of: entering) }
                continue
            }
            stalled = nearZero(matrix.constants[leaving]) ? stalled + 1 : 0
            pivots += 1
            pivot(entering: entering, row: leaving)
            if pivots >= limit {
                optimizationDeferred = true
                return
            }
        }
    }

    /// The candidate whose leading reduced cost per unit of its edge's length is most
    /// negative, at the highest level (lowest id on a tie): the steepest edge.
    private func steepestCandidate() -> SymbolID {
        var best = noSymbol
        var bestKey = -Double.infinity, bestSlope = 0.0
        for symbol in objective.candidates {
            let (key, coefficient) = objective.leadingCost(of: symbol)
            if key < bestKey { continue }
            let slope = coefficient / edgeLength(symbol)
            if key > bestKey || slope < bestSlope || (slope == bestSlope && symbol < best) {
                best = symbol
                bestKey = key
                bestSlope = slope
            }
        }
        return best
    }

    /// How far the basis moves per unit of `symbol` as it enters: √(1 + Σ a²) over its
    /// column's cells (the core rows; the definitions follow them).
    private func edgeLength(_ symbol: SymbolID) -> Double {
        var sum = 1.0
        let l = symbol.column
        for i in 0..<matrix.lists.count(l) {
            let entry = matrix.lists[l, i]
            let a = matrix.cells[entry.row, Int(entry.cellPosition)].coefficient
            sum += a * a
        }
        return sum.squareRoot()
    }

    /// The candidate with the shortest column (lowest id on a tie).
    private func cheapestCandidate() -> SymbolID {
        var best = noSymbol
        var bestColumn = Int.max
        for symbol in objective.candidates {
            let column = matrix.columnCount(symbol)
            if column < bestColumn || (column == bestColumn && symbol < best) {
                best = symbol
                bestColumn = column
            }
        }
        return best
    }

    /// Phase one of `addWithArtificialVariable`: minimizes the artificial objective row (a
    /// copy of one row, so scanning it is cheap). Cells of the row smaller than `floor` do
    /// not enter (nor do those small beside the row's largest).
    mutating func optimizeArtificial(floor: Double) throws(SolverError) {
        var stalled = 0
        var budget = pivotBudget
        while true {
            budget -= 1
            if budget < 0 { throw .internalFailure("phase one did not converge (rounding on an ill-conditioned system)") }
            let bland = stalled >= Tableau.stallLimit
            let entering = artificialEnteringSymbol(bland: bland, floor: floor)
            if entering == noSymbol { return }
            // Every row bounds here, residue or not: phase one's row is a copy of one row, whose
            // cells come back as its pivots merge rows, and skipping rows there cycled (lp-check
            // wide 875: past a hundred seconds in one add).
            let leaving = leavingRow(for: entering, bland: bland, refusingResidue: false)
            if leaving == noRow {
                // Nothing bounds it, so its negative cell in the artificial row (a copy of a
                // row, bounded below by zero) is rounding: drop it.
                let p = matrix.position(of: entering, in: Tableau.artificialObjective)
                guard p >= 0 else { throw .internalFailure("the artificial objective is unbounded") }
                matrix.removeCell(row: Tableau.artificialObjective, at: p)
                continue
            }
            stalled = nearZero(matrix.constants[leaving]) ? stalled + 1 : 0
            pivot(entering: entering, row: leaving)
        }
    }

    /// A restricted symbol with a negative coefficient in the artificial row (beyond `floor`
    /// and a tolerance relative to the row's largest): the one with the shortest column, or
    /// with `bland`, the lowest id.
    private func artificialEnteringSymbol(bland: Bool, floor: Double) -> SymbolID {
        let r = Tableau.artificialObjective
        let tolerance = max(floor, matrix.largestCell(in: Tableau.artificialObjective) * Objective.relativeTolerance)
        var best = noSymbol
        var bestColumn = Int.max
        for i in 0..<matrix.cells.count(r) where matrix.cells[r, i].coefficient < -tolerance {
            let symbol = matrix.cells[r, i].symbol
            guard objective.isEligible(symbol) else { continue }
            let column = bland ? 0 : matrix.columnCount(symbol)
            if column < bestColumn || (column == bestColumn && symbol < best) {
                best = symbol
                bestColumn = column
            }
        }
        return best
    }

    /// The ratio test, in Harris's two passes: the restricted row that leaves as `entering`
    /// grows. Pass one bounds the step: each row's ratio computed as if its constant were
    /// `feasibilityTolerance` larger. Pass two takes, among the rows whose exact ratio is
    /// within that bound, the one with the largest coefficient: on a degenerate system many
    /// rows tie at ratio 0, and the smallest pivot among them multiplies its row's errors by
    /// its inverse (seen: a pivot on -1.6e-8 sending two variables to 1e14). Reads the rows in
    /// place (a copied row would retain its cells).
    /// With `bland` (pivots have stalled), pass two takes the lowest basic id instead, as
    /// Bland's rule must to rule out cycling.
    ///
    /// A cell that is what rounding left of a zero (``isNegligiblePivot(_:in:)``) does not
    /// bound the symbol, with `refusingResidue`: lp-check wide-churn 266 removed a soft
    /// constraint, and the simplex after it let a symbol whose reduced cost was a weight of
    /// 5e5 times a cell of -8.8e-12 enter, bounded by that cell alone: a step of 2.9e12 put
    /// the soft rows off their constraints by up to 754 and published 69 times the optimum.
    /// A candidate only such cells bound is one nothing bounds, and `optimize` drops its
    /// negative cost, the residue times a weight. (Leaving the cells out of the reduced cost
    /// as well put a symbol's kept cost 2 163 off its definition and a required constraint
    /// 2.4e-3 of its terms off: lp-check wide 456.)
    ///
    /// So is a candidate that a refused cell bounds before any other row: a step past the
    /// point where a refused row's basic falls below ``clampTolerance`` leaves that row
    /// infeasible, which no primal step may, and the walk goes on from an infeasible tableau.
    /// lp-check large 0: a cost of -5.4e-4 (weights times cells of 1e-7 and less) on a column
    /// whose tightest cell was -2.7e-7 beside a 400 (refused, a ratio of 1.05e9) went on to a
    /// row bounding it at 3.25e9; that row's basic fell to -602, the next pivots took rows
    /// below zero as leaving rows, and the walk ran 38 000 pivots to its budget before the
    /// solver rebuilt (a build of 58 s where one taking the residue row took 0.8 s, and one
    /// leaving the symbol out 0.16 s).
    mutating func leavingRow(for entering: SymbolID, bland: Bool = false, refusingResidue: Bool = true) -> RowID {
        let e = entering.column  // its column: the core rows (the ratio test needs no other)
        let refusesResidue = refusingResidue && pivotRules.refusesNegligiblePivots && Tableau.refusesResidueBeyondTheDualTest
        var bound = Double.infinity
        // The step at which a refused row's basic would fall below the clamp.
        var residueBound = Double.infinity
        for k in 0..<matrix.lists.count(e) {
            work.rowsVisited += 1
            let entry = matrix.lists[e, k]
            let r = entry.row
            let basic = matrix.rows[r].basic
            let coefficient = matrix.cells[r, Int(entry.cellPosition)].coefficient
            guard basic != noSymbol, coefficient < 0, symbols[basic].kind.isRestricted else { continue }
            if pivotRules.refusesSmallPivots && isSmallPivot(coefficient, in: entry.row) { continue }
            if refusesResidue && isNegligiblePivot(coefficient, in: r) {
                residueBound = min(residueBound, (max(matrix.constants[r], 0) + Tableau.clampTolerance) / -coefficient)
                continue
            }
            bound = min(bound, (max(matrix.constants[r], 0) + Tableau.feasibilityTolerance) / -coefficient)
        }
        var best = noRow
        var bestCoefficient = 0.0
        var bestBasic = SymbolID(Int32.max)
        for k in 0..<matrix.lists.count(e) {
            let entry = matrix.lists[e, k]
            let r = entry.row
            let basic = matrix.rows[r].basic
            let coefficient = matrix.cells[r, Int(entry.cellPosition)].coefficient
            guard basic != noSymbol, coefficient < 0, symbols[basic].kind.isRestricted else { continue }
            guard max(matrix.constants[r], 0) / -coefficient <= bound else { continue }
            if pivotRules.refusesSmallPivots && isSmallPivot(coefficient, in: entry.row) { continue }
            if refusesResidue && isNegligiblePivot(coefficient, in: r) { continue }
            let better = bland ? basic < bestBasic
                : -coefficient > bestCoefficient || (-coefficient == bestCoefficient && basic < bestBasic)
            if better {
                best = entry.row
                bestCoefficient = -coefficient
                bestBasic = basic
            }
        }
        if best != noRow && residueBound < max(matrix.constants[best], 0) / bestCoefficient { return noRow }
        return best
    }

    /// Dual simplex over the queue of rows made infeasible by edits (Kiwi's `dualOptimize`).
    mutating func dualOptimize() throws(SolverError) {
        var budget = pivotBudget
        while !infeasible.isEmpty, let row = infeasible.popLast() {
            budget -= 1
            if budget < 0 { throw .internalFailure("the dual simplex did not converge (rounding on an ill-conditioned system)") }
            guard matrix.rows[row].live, matrix.rows[row].basic != noSymbol, symbols[matrix.rows[row].basic].kind.isRestricted,
                  matrix.constants[row] < 0 else { continue }
            var entering = dualEnteringSymbol(for: row)
            if entering != noSymbol && matrix.cells.count(row) >= Tableau.detourRowLength && objective.sign(of: entering) == 0 {
                takeDetours(around: row)
                entering = dualEnteringSymbol(for: row)
            }
            if entering == noSymbol {
                // Rounding can leave a row that fixes its basic at zero (no cells) a few ulps
                // below it, e.g. `s = -3.6e-15`: that is zero, not an infeasible row.
                if matrix.constants[row] > -epsilon { continue }
                throw .internalFailure("the dual simplex found no entering symbol")
            }
            pivot(entering: entering, row: row)
        }
    }

    /// The length from which an infeasible row takes detours: what a detour saves is moving
    /// the row once per tied item, which on a short row costs what the detour does. (On the
    /// real screens' short rows, detours also made the resize's pivots wander among the bases
    /// of a face, so that warm sweeps kept finding new pairs of rows to record.)
    static let detourRowLength = 16

    /// Pivots each symbol of the infeasible `row` that ties at ratio zero into the degenerate
    /// row that would stop it (see ``degenerateBlockingRow(for:besides:)``). Every such symbol
    /// is a valid choice of the dual ratio test, so they are gathered in one scan of the row,
    /// not found again by a scan per pivot (a row as long as a column: Θ(r²) again); a pass
    /// that brings in new ones scans again. At most one detour per cell of the row at the start.
    mutating func takeDetours(around row: RowID) {
        var budget = matrix.cells.count(row)
        while budget > 0 {
            detourScratch.removeAll(keepingCapacity: true)
            for i in 0..<matrix.cells.count(row) {
                let cell = matrix.cells[row, i]
                if cell.coefficient > 0 && objective.isEligible(cell.symbol) && objective.sign(of: cell.symbol) == 0 {
                    detourScratch.append(cell.symbol)
                }
            }
            var progressed = false
            for k in 0..<detourScratch.count where budget > 0 {
                let symbol = detourScratch[k]
                // An earlier detour of this pass may have taken it out of the row.
                guard matrix.coefficient(of: symbol, in: row) > 0 else { continue }
                let blocking = degenerateBlockingRow(for: symbol, besides: row)
                guard blocking != noRow else { continue }
                pivot(entering: symbol, row: blocking)
                budget -= 1
                progressed = true
            }
            if !progressed { return }
        }
    }

    /// A row that would stop `entering` at once — restricted basic, negative coefficient,
    /// constant zero — other than `row`; the shortest such row, or `none`.
    ///
    /// On a face of optima the dual ratio test ties at zero: every tied item's free slack
    /// (a label's compression slack, while its hugging holds it at its intrinsic size) may
    /// enter the infeasible row at no cost, and each is stopped by that item's own degenerate
    /// row. Pivoting the infeasible row first hands it on to that row, and the next item's,
    /// and so on: one pivot per tied item, each carrying the long row that sums them (a grid
    /// of equal-hugging cells grown from zero: Θ(n^1.5) cell operations per resize). Pivoting
    /// the short degenerate row first instead moves no value (the symbol enters at zero),
    /// keeps every reduced cost (the symbol's is zero) and costs one short merge into the
    /// infeasible row, which loses the symbol: after one such pivot per tied item the row
    /// leaves with a symbol that can move it.
    ///
    /// (`mutating` for the reason ``dualEnteringSymbol(for:)`` is.)
    mutating func degenerateBlockingRow(for entering: SymbolID, besides row: RowID) -> RowID {
        let e = entering.column
        var best = noRow
        var bestCount = Int.max
        for k in 0..<matrix.lists.count(e) {
            let entry = matrix.lists[e, k]
            let r = entry.row
            guard entry.row != row, matrix.rows[r].basic != noSymbol, symbols[matrix.rows[r].basic].kind.isRestricted,
                  matrix.cells[r, Int(entry.cellPosition)].coefficient < 0, nearZero(matrix.constants[r]) else { continue }
            if matrix.cells.count(r) < bestCount {
                best = entry.row
                bestCount = matrix.cells.count(r)
            }
        }
        return best
    }

    /// The symbol of `row` whose objective coefficients over its row coefficient are
    /// lexicographically least; among ratios the objective calls equal, the largest
    /// coefficient (the pivot that divides least), then the lowest id. (`mutating` though it
    /// changes nothing: non-mutating, each call from `dualOptimize` copied the whole tableau
    /// to the stack, once a pivot.)
    mutating func dualEnteringSymbol(for row: RowID, above floor: Double = 0) -> SymbolID {
        var best = noSymbol
        var bestCoefficient = 0.0
        let smallest = pivotRules.refusesSmallPivots ? smallestPivot(in: row) : floor
        for i in 0..<matrix.cells.count(row) {
            let symbol = matrix.cells[row, i].symbol
            let coefficient = matrix.cells[row, i].coefficient
            guard coefficient > 0, objective.isEligible(symbol) else { continue }
            if coefficient < smallest { continue }
            if best == noSymbol {
                best = symbol
                bestCoefficient = coefficient
                continue
            }
            let order = objective.compareRatios(symbol, coefficient, best, bestCoefficient)
            if order < 0 || (order == 0 && (coefficient > bestCoefficient || (coefficient == bestCoefficient && symbol < best))) {
                best = symbol
                bestCoefficient = coefficient
            }
        }
        // A pivot on what rounding left of a zero (``negligiblePivot``) sent the basis's values
        // to 1e14: refused, the row may have no symbol to enter, and the caller rebuilds.
        if floor == 0 && best != noSymbol && pivotRules.refusesNegligiblePivots && !pivotRules.refusesSmallPivots
            && isNegligiblePivot(bestCoefficient, in: row) {
            return dualEnteringSymbolPastNegligible(for: row)
        }
        return best
    }

    /// ``dualEnteringSymbol(for:above:)`` among the cells above ``negligiblePivot`` of the row's
    /// largest (apart, so that the common case keeps one loop).
    @inline(never)
    private mutating func dualEnteringSymbolPastNegligible(for row: RowID) -> SymbolID {
        let negligible = matrix.largestCell(in: row) * Tableau.negligiblePivot
        return dualEnteringSymbol(for: row, above: negligible.nextUp)
    }

    /// Kiwi's `getMarkerLeavingRow`: the row to pivot a removed constraint's marker into.
    /// Prefers restricted rows with the tightest ratio, then any row (external basic). A cell
    /// that is what rounding left of a zero (``isNegligiblePivot(_:in:)``) is not a place for
    /// the marker: lp-check churn 862 removed a soft constraint whose marker's one negative
    /// cell was -7.1e-13 beside a 40, and the pivot on it left soft rows off their
    /// constraints by up to 0.11 and the published layout 570 times the optimum. Skipped, the
    /// row changes by that cell times the marker's value (~1e-9); with no other cell, the
    /// removal throws and the solver rebuilds without the constraint.
    mutating func markerLeavingRow(for marker: SymbolID) -> RowID {
        var negative = noRow, positive = noRow, other = noRow
        var negativeRatio = Double.infinity, positiveRatio = Double.infinity
        let refusesResidue = pivotRules.refusesNegligiblePivots && Tableau.refusesResidueBeyondTheDualTest
        let m = marker.column
        for k in 0..<matrix.lists.count(m) {
            work.rowsVisited += 1
            let entry = matrix.lists[m, k]
            let r = entry.row
            let basic = matrix.rows[r].basic
            guard basic != noSymbol else { continue }
            let c = matrix.cells[r, Int(entry.cellPosition)].coefficient
            if refusesResidue && isNegligiblePivot(c, in: r) { continue }
            if !symbols[basic].kind.isRestricted {
                if other == noRow { other = entry.row }
            } else if c < 0 {
                let ratio = -matrix.constants[r] / c
                if ratio < negativeRatio { negativeRatio = ratio; negative = entry.row }
            } else {
                let ratio = matrix.constants[r] / c
                if ratio < positiveRatio { positiveRatio = ratio; positive = entry.row }
            }
        }
        return negative != noRow ? negative : (positive != noRow ? positive : other)
    }
}
