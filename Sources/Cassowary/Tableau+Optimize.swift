// The primal and dual simplex steps (Badros, Borning & Stuckey 2001, §3–4) over the
// lexicographic objective.
//
// Which symbol enters: the one with the shortest column among those that can lower the
// objective, so that each pivot substitutes into as few rows as it can (Bland's lowest id
// would pick the root's edit errors, made first and mentioned by every width on a screen:
// one pivot through every row). Should pivots stall (a run of degenerate ones), Bland's rule
// (lowest id on every tie) takes over, which cannot cycle: a lexicographic objective is the
// limit of one weighted by ever larger factors per level, so Bland's argument carries over.

extension Tableau {
    /// Degenerate pivots in a row after which the simplex switches to Bland's rule.
    static let stallLimit = 32

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
        var stalled = 0
        while true {
            let entering = stalled < Tableau.stallLimit ? cheapestCandidate() : objective.entering()
            if entering == none { return }
            let leaving = leavingRow(for: entering)
            if leaving == none {
                objective.dropNegativeCells(of: entering)
                continue
            }
            stalled = nearZero(rows[Int(leaving)].constant) ? stalled + 1 : 0
            pivot(entering: entering, row: leaving)
        }
    }

    /// The candidate with the shortest column (lowest id on a tie).
    private func cheapestCandidate() -> SymbolID {
        var best = none
        var bestColumn = Int.max
        for symbol in objective.candidates {
            let column = columnCount(symbol)
            if column < bestColumn || (column == bestColumn && symbol < best) {
                best = symbol
                bestColumn = column
            }
        }
        return best
    }

    /// Phase one of `addWithArtificialVariable`: minimizes the artificial objective row (a
    /// copy of one row, so scanning it is cheap).
    mutating func optimizeArtificial() throws(SolverError) {
        var stalled = 0
        while true {
            let entering = artificialEnteringSymbol(bland: stalled >= Tableau.stallLimit)
            if entering == none { return }
            let leaving = leavingRow(for: entering)
            if leaving == none { throw .internalFailure("the artificial objective is unbounded") }
            stalled = nearZero(rows[Int(leaving)].constant) ? stalled + 1 : 0
            pivot(entering: entering, row: leaving)
        }
    }

    /// A restricted symbol with a negative coefficient in the artificial row (beyond a
    /// tolerance relative to the row's largest): the one with the shortest column, or with
    /// `bland`, the lowest id.
    private func artificialEnteringSymbol(bland: Bool) -> SymbolID {
        let r = Int(Tableau.artificialObjective)
        var largest = 0.0
        for i in 0..<rows[r].cells.count { largest = max(largest, abs(rows[r].cells[i].coefficient)) }
        let tolerance = max(epsilon, largest * Objective.relativeTolerance)
        var best = none
        var bestColumn = Int.max
        for i in 0..<rows[r].cells.count where rows[r].cells[i].coefficient < -tolerance {
            let symbol = rows[r].cells[i].symbol
            guard objective.isEligible(symbol) else { continue }
            let column = bland ? 0 : columnCount(symbol)
            if column < bestColumn || (column == bestColumn && symbol < best) {
                best = symbol
                bestColumn = column
            }
        }
        return best
    }

    /// The ratio test: the restricted row that first hits zero as `entering` grows.
    /// Reads the rows in place (a copied row would retain its cell array).
    mutating func leavingRow(for entering: SymbolID) -> RowID {
        var best = none
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        let e = Int(entering) * 2  // its column: the core rows (the ratio test needs no other)
        for k in 0..<lists[e].count {
            counters.rowsVisited += 1
            let entry = lists[e][k]
            let r = Int(entry.row)
            let basic = rows[r].basic
            let coefficient = rows[r].cells[Int(entry.cellPosition)].coefficient
            guard basic != none, coefficient < 0, symbols[Int(basic)].kind.isRestricted else { continue }
            let ratio = -rows[r].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = entry.row
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best
    }

    /// Dual simplex over the queue of rows made infeasible by edits (Kiwi's `dualOptimize`).
    mutating func dualOptimize() throws(SolverError) {
        while let row = infeasible.popLast() {
            let r = Int(row)
            guard rows[r].live, rows[r].basic != none, symbols[Int(rows[r].basic)].kind.isRestricted,
                  rows[r].constant < 0 else { continue }
            let entering = dualEnteringSymbol(for: row)
            if entering == none {
                // Rounding can leave a row that fixes its basic at zero (no cells) a few ulps
                // below it, e.g. `s = -3.6e-15`: that is zero, not an infeasible row.
                if rows[r].constant > -epsilon { continue }
                throw .internalFailure("the dual simplex found no entering symbol")
            }
            pivot(entering: entering, row: row)
        }
    }

    /// The symbol of `row` whose objective coefficients over its row coefficient are
    /// lexicographically least (ties: lowest id).
    func dualEnteringSymbol(for row: RowID) -> SymbolID {
        var best = none
        var bestCoefficient = 0.0
        let r = Int(row)
        for i in 0..<rows[r].cells.count {
            let symbol = rows[r].cells[i].symbol
            let coefficient = rows[r].cells[i].coefficient
            guard coefficient > 0, objective.isEligible(symbol) else { continue }
            if best == none || objective.ratio(symbol, coefficient, isLessThan: best, bestCoefficient)
                || (symbol < best && !objective.ratio(best, bestCoefficient, isLessThan: symbol, coefficient)) {
                best = symbol
                bestCoefficient = coefficient
            }
        }
        return best
    }

    /// Kiwi's `getMarkerLeavingRow`: the row to pivot a removed constraint's marker into.
    /// Prefers restricted rows with the tightest ratio, then any row (external basic).
    mutating func markerLeavingRow(for marker: SymbolID) -> RowID {
        var negative = none, positive = none, other = none
        var negativeRatio = Double.infinity, positiveRatio = Double.infinity
        let m = Int(marker) * 2
        for k in 0..<lists[m].count {
            counters.rowsVisited += 1
            let entry = lists[m][k]
            let r = Int(entry.row)
            let basic = rows[r].basic
            guard basic != none else { continue }
            let c = rows[r].cells[Int(entry.cellPosition)].coefficient
            if !symbols[Int(basic)].kind.isRestricted {
                if other == none { other = entry.row }
            } else if c < 0 {
                let ratio = -rows[r].constant / c
                if ratio < negativeRatio { negativeRatio = ratio; negative = entry.row }
            } else {
                let ratio = rows[r].constant / c
                if ratio < positiveRatio { positiveRatio = ratio; positive = entry.row }
            }
        }
        return negative != none ? negative : (positive != none ? positive : other)
    }
}
