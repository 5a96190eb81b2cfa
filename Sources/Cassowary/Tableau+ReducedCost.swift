// A symbol's reduced cost computed afresh from the tableau, to check the one the objective
// keeps.
//
// The objective is kept incrementally: every pivot folds the leaving row into it, and each
// fold adds the rows' rounding times weights up to 1e6 and more. On degenerate systems with
// mixed coefficients that drift reached 1e-4, enough to give a symbol a negative reduced
// cost it does not have (the simplex walks off the optimum, or finds no row to bound the
// symbol and calls the objective unbounded), or to hide one it has. But a parametric
// symbol's reduced cost is a short sum over its column: its own weight if it is an error,
// plus, for each core row whose basic is an error, that error's weight times the symbol's
// coefficient there. The simplex computes it before each pivot (the ratio test walks the same
// column) and puts it in place of the kept one.

extension Tableau {
    /// Records an error symbol's weight and level (0 and `none`: it no longer counts).
    mutating func setErrorWeight(_ symbol: SymbolID, _ weight: Double, level: LevelID) {
        guard symbol != noSymbol else { return }
        objective.setErrorWeight(symbol, weight, level: level)
    }

    /// Computes the reduced cost of a parametric symbol from its column, puts it in the
    /// objective in place of what was kept there, and returns whether the symbol can still
    /// enter (lower the objective).
    /// - Complexity: O(column + levels touched).
    @discardableResult
    mutating func refreshReducedCost(_ symbol: SymbolID) -> Bool {
        var terms: [(level: LevelID, coefficient: Double)] = []
        swap(&terms, &objectiveScratch)  // own the buffer: no copy on write
        terms.removeAll(keepingCapacity: true)
        let own = objective.perSymbol[symbol]
        if own.errorWeight != 0 { accumulate(&terms, own.errorLevel, own.errorWeight) }
        let l = symbol.column
        for k in 0..<matrix.lists.count(l) {
            let entry = matrix.lists[l, k]
            let basic = matrix.rows[entry.row].basic
            guard basic != noSymbol else { continue }
            let error = objective.perSymbol[basic]
            guard error.errorWeight != 0 else { continue }
            let coefficient = matrix.cells[entry.row, Int(entry.cellPosition)].coefficient
            accumulate(&terms, error.errorLevel, error.errorWeight * coefficient)
        }
        // Highest level first, as the objective keeps a symbol's list.
        terms.sort { objective.levels[$0.level].key > objective.levels[$1.level].key }
        objective.clear(symbol)
        objective.add(symbol, terms, times: 1)
        swap(&terms, &objectiveScratch)
        return objective.isCandidate(symbol)
    }

    private func accumulate(_ terms: inout [(level: LevelID, coefficient: Double)], _ level: LevelID, _ amount: Double) {
        for i in 0..<terms.count where terms[i].level == level {
            terms[i].coefficient += amount
            return
        }
        terms.append((level, amount))
    }
}
