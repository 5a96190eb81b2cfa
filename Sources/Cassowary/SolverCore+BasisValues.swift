// The values of a certified basis, solved from the constraints as written.
//
// Refinement (`verify`) takes residuals down to 1e-10 of a constraint's terms and no
// further: past that, shifting constants through a tableau with rows of 10⁷ beside 1 makes
// residuals grow again (tried: refining toward 1e-13 left 3 of 2 000 mixed lp-check files
// off instead of 8, but refused 66 instead of 40). Yet 1e-10 of terms of 10⁴, times a weight
// of 10⁶, keeps the objective 1e-6 above the optimum. Once the duals say the basis is the
// optimal one, its vertex is fixed: the basic variables solve one square system — each
// constraint without a basic symbol of its own holds with its slack and errors at zero — the
// transpose of the duals' system, solved the same way, with nothing read from the tableau.

//
// Only the published values (`value(of:)`) take them: the tableau keeps its own, so that the
// steps after are the steps they would have been (written into the tableau's definitions,
// they made later refinements diverge on 2 of 2 000 mixed files).

extension SolverCore {
    /// Publishes the basic variables' values solved from the basis and the constraints as
    /// written, when the solve succeeds and agrees with the tableau's values to within
    /// refinement's tolerance (a correction of rounding, never of the answer). Call it after
    /// ``updateVariables()``. Returns whether it did.
    /// - Complexity: as ``certifyOptimality()``.
    mutating func publishValuesFromBasis() -> Bool {
        tableau.refreshValues()
        let basis = basisShape()
        let unknownOf = basis.numberOf, basicVariables = basis.variables
        var pinned = [Bool](repeating: false, count: records.count)
        for basic in basis.restricted {
            let owner = tableau.symbols[Int(basic)].owner
            if owner != none && Int(owner) < records.count { pinned[Int(owner)] = true }
        }
        // One equation per constraint whose own symbols are all at zero.
        var equations: [Slot] = []
        for s in 0..<records.count where takesPart(records[s]) && !pinned[s] { equations.append(Slot(s)) }
        guard equations.count == basicVariables.count, !equations.isEmpty else { return false }
        var system = SparseDualSystem(equations: equations.count, levels: 1)
        var scale = [Double](repeating: 1, count: equations.count)
        for (e, slot) in equations.enumerated() {
            let record = records[Int(slot)]
            guard let terms = record.constraint?.expression.terms else { return false }
            system.rhs[e] = -record.constant
            scale[e] = max(1, abs(record.constant))
            for term in terms where !nearZero(term.coefficient) {
                let u = unknownOf[Int(variables[Int(term.variable.index)].symbol)]
                // A variable that is not basic is parametric: its value is zero.
                if u != none { system.add(equation: e, unknown: Int(u), term.coefficient) }
                scale[e] = max(scale[e], abs(term.coefficient * tableau.value(of: variables[Int(term.variable.index)].symbol)))
            }
        }
        guard case let .solved(x) = system.solve() else { return false }
        // A correction of rounding only: each value within the tolerance of its terms.
        let largest = scale.max() ?? 1
        for (u, symbol) in basicVariables.enumerated() {
            let old = tableau.value(of: symbol)
            guard x[u].isFinite, abs(x[u] - old) <= SolverCore.residualTolerance * max(largest, abs(old)) * 100 else { return false }
        }
        for (u, symbol) in basicVariables.enumerated() {
            let variable = Int(tableau.symbols[Int(symbol)].variable)
            if variable >= 0 { variables[variable].value = x[u] }
        }
        return true
    }
}
