// The primal and dual simplex steps (Badros, Borning & Stuckey 2001, §3–4), with Bland's
// rule (lowest symbol id on every tie) against cycling.

extension Tableau {
    /// Primal simplex on an objective row until no cell can lower it.
    /// - Throws: ``SolverError/internalFailure(_:)`` if the objective is unbounded, which a
    ///   weighted sum of non-negative errors cannot be.
    mutating func optimize(_ objective: RowID) throws(SolverError) {
        while true {
            let entering = enteringSymbol(in: objective)
            if entering == none { return }
            let leaving = leavingRow(for: entering)
            if leaving == none { throw .internalFailure("the objective is unbounded") }
            pivot(entering: entering, row: leaving)
        }
    }

    /// The lowest-id restricted symbol with a negative objective coefficient, or `none`.
    ///
    /// Objective coefficients are sums of strengths (up to 10⁹) times row coefficients, so
    /// rounding leaves residues far above `epsilon`; a coefficient counts as negative only
    /// beyond a tolerance relative to the objective's largest one. Real preferences differ
    /// by at least a weak strength (1), well above that tolerance.
    func enteringSymbol(in objective: RowID) -> SymbolID {
        var largest = 0.0
        for cell in rows[Int(objective)].cells { largest = max(largest, abs(cell.coefficient)) }
        let tolerance = max(epsilon, largest * 1e-11)
        var best = none
        for cell in rows[Int(objective)].cells where cell.coefficient < -tolerance {
            let kind = symbols[Int(cell.symbol)].kind
            if kind != .artificial && kind != .external && (best == none || cell.symbol < best) {
                best = cell.symbol
            }
        }
        return best
    }

    /// The ratio test: the restricted row that first hits zero as `entering` grows.
    mutating func leavingRow(for entering: SymbolID) -> RowID {
        var best = none
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for entry in columns[Int(entering)] {
            counters.rowsVisited += 1
            let row = rows[Int(entry.row)]
            let coefficient = row.cells[Int(entry.cellPosition)].coefficient
            guard row.basic != none, coefficient < 0, symbols[Int(row.basic)].kind.isRestricted else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                best = entry.row
                bestRatio = ratio
                bestBasic = row.basic
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
            if entering == none { throw .internalFailure("the dual simplex found no entering symbol") }
            pivot(entering: entering, row: row)
        }
    }

    /// The symbol of `row` whose objective coefficient over row coefficient is least.
    func dualEnteringSymbol(for row: RowID) -> SymbolID {
        var best = none
        var bestRatio = Double.infinity
        for cell in rows[Int(row)].cells where cell.coefficient > 0 {
            let kind = symbols[Int(cell.symbol)].kind
            guard kind != .artificial && kind != .external else { continue }
            let ratio = coefficient(of: cell.symbol, in: Tableau.objective) / cell.coefficient
            if ratio < bestRatio || (ratio == bestRatio && cell.symbol < best) {
                best = cell.symbol
                bestRatio = ratio
            }
        }
        return best
    }

    /// Kiwi's `getMarkerLeavingRow`: the row to pivot a removed constraint's marker into.
    /// Prefers restricted rows with the tightest ratio, then any row (external basic).
    mutating func markerLeavingRow(for marker: SymbolID) -> RowID {
        var negative = none, positive = none, other = none
        var negativeRatio = Double.infinity, positiveRatio = Double.infinity
        for entry in columns[Int(marker)] {
            counters.rowsVisited += 1
            let row = rows[Int(entry.row)]
            guard row.basic != none else { continue }
            let c = row.cells[Int(entry.cellPosition)].coefficient
            if !symbols[Int(row.basic)].kind.isRestricted {
                if other == none { other = entry.row }
            } else if c < 0 {
                let ratio = -row.constant / c
                if ratio < negativeRatio { negativeRatio = ratio; negative = entry.row }
            } else {
                let ratio = row.constant / c
                if ratio < positiveRatio { positiveRatio = ratio; positive = entry.row }
            }
        }
        return negative != none ? negative : (positive != none ? positive : other)
    }
}
