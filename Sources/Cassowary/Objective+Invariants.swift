// The objective's own invariants (see ``Objective``): each symbol's list runs from the highest
// level down with its levels' keys, the candidate set holds exactly the eligible symbols whose
// first coefficient is negative, and the cell count matches the lists. That the objective
// equals its definition (Σ weight · error, each basic error written as its row) and is optimal
// between operations is the tableau's to check: `Solver.invariantViolations`.

extension Objective {
    /// Every broken invariant of the objective's storage, one line each.
    /// - Complexity: O(symbols + cells); for tests and diagnostics.
    func invariantViolations() -> [String] {
        var out: [String] = []
        var listed = 0
        for symbol in perSymbol.ids {
            if !isOrdered(symbol) { out.append("objective: the list of \(symbol) is out of order or has a wrong key") }
            listed += cells(of: symbol).count
            if (isEligible(symbol) && sign(of: symbol) < 0) != isCandidate(symbol) {
                out.append("objective: candidate set wrong for \(symbol)")
            }
        }
        for (k, symbol) in candidates.enumerated() where perSymbol[symbol].candidatePosition != Int32(k) {
            out.append("objective: candidate \(symbol) at \(k) records position \(perSymbol[symbol].candidatePosition)")
        }
        if listed != cellCount { out.append("objective: \(listed) cells in the lists, counted \(cellCount)") }
        return out
    }
}
