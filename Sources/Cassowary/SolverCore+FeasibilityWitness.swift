// A second opinion on a conflict that only failing tableaus found.
//
// A conflict the kept tableau proves is reported at once. One that is reported after every
// rebuild order failed rests on tableaus that rounding had already taken apart, and on
// coefficients far apart it can be wrong: on lp-check spread 8642 (feasible in exact
// arithmetic, QSopt_ex), shrunk to five required and five soft constraints, the refused
// constraint's row reached the one parametric symbol that could make room for it through
// chains of definitions of 0.001 and 1 000, a cell of 1e-12 — the size cancellation leaves
// in cells of 10⁴ — and phase one stopped 2.8e-8 short in every order. The floorless rebuild
// pivoted on that cell, and its rows no longer stood for their constraints.
//
// So before such a conflict is reported, the required constraints — those held and the one
// refused — go to the dense simplex (`DenseLexicographicLP`, phase one only, the attempts of
// ``SolverCore/independentAttempts`` in turn). A point it finds is a witness that there is
// no conflict only if it holds every one of them, as written, far more closely than the
// conflict claimed (``witnessFraction`` of the margin phase one left, per unit of
// coefficients) and within `verify`'s tolerance of their constants; the failure is then what
// it is, a constraint the solver could not hold accurately
// (``SolverError/inaccurate(_:residual:)``). No witness, and the conflict stands.
//
// Both bounds are needed. A phase one's own tolerance lets a point through that misses by
// about the conflict: on lp-check wide-conflict (conflicts of 1e-6 injected beside constants of
// 10⁴) such points missed by 4e-9 per unit against margins of 1.2e-7 to 2.5e-7, while on 8642
// the witness holds to 1.3e-15 per unit against a margin of 5.9e-9. And by the terms' measure,
// nearly parallel rows that conflict by 0.001 meet at values of 4·10¹³ (wide-conflict 295).

extension SolverCore {
    /// How closely a witness must hold the required constraints, per unit of their
    /// coefficients, as a share of the margin by which phase one found them in conflict.
    static let witnessFraction = 1e-3

    /// Whether the dense simplex finds a point at which every active required constraint and
    /// `extra` hold, checked from the constraints as written: each misses by no more than
    /// ``witnessFraction`` of `margin` per unit of its coefficients (`margin`: what phase one
    /// left in the artificial, per unit, ``lastInfeasibility``), nor by more than
    /// ``residualTolerance`` of its constant. False, without trying, above
    /// ``lastResortRowLimit`` constraints.
    /// - Complexity: up to one dense phase one per attempt, O(rows² · columns) per
    ///   refactorization; the double-double attempts cost 10–20 times the others.
    func witnessesRequiredFeasibility(with extra: Constraint, against margin: Double) -> Bool {
        var constraints: [Constraint] = []
        for slot in records.ids {
            let record = records[slot]
            guard record.state == .active, !record.leaving, record.isRequired, let c = record.constraint, c !== extra
            else { continue }
            constraints.append(c)
        }
        constraints.append(extra)
        guard constraints.count <= SolverCore.lastResortRowLimit else { return false }

        // Columns: x⁺ and x⁻ per variable the constraints mention, then a slack per inequality.
        var columnOfVariable = IDArray<VariableID, Int32>(repeating: none, count: variables.count)
        var variableOfPair: [VariableID] = []
        for c in constraints {
            for term in c.expression.terms where columnOfVariable[term.variable.id] == none {
                columnOfVariable[term.variable.id] = Int32(2 * variableOfPair.count)
                variableOfPair.append(term.variable.id)
            }
        }
        let variableColumns = 2 * variableOfPair.count
        let slacks = constraints.filter { $0.relation != .equal }.count
        let rows = constraints.count, columns = variableColumns + slacks
        var a = [Double](repeating: 0, count: rows * columns)
        var b = [Double](repeating: 0, count: rows)
        var slack = variableColumns
        for (i, c) in constraints.enumerated() {
            b[i] = -c.expression.constant
            for term in c.expression.terms {
                let j = Int(columnOfVariable[term.variable.id])
                a[i * columns + j] += term.coefficient
                a[i * columns + j + 1] -= term.coefficient
            }
            switch c.relation {
            case .equal: continue
            case .lessThanOrEqual: a[i * columns + slack] = 1
            case .greaterThanOrEqual: a[i * columns + slack] = -1
            }
            slack += 1
        }

        for attempt in SolverCore.independentAttempts {
            let lp = DenseLexicographicLP(rows: rows, columns: columns, a: a, b: b, costs: [],
                                          primalTolerance: attempt.primalTolerance,
                                          scalesColumns: attempt.scalesColumns, precision: attempt.precision)
            guard case let .optimal(basis, values) = lp.solve() else { continue }
            var x = [Double](repeating: 0, count: variableColumns)
            for (column, value) in zip(basis, values) where column >= 0 && column < variableColumns { x[column] = value }
            var at = IDArray<VariableID, Double>(repeating: 0, count: variables.count)
            for (k, v) in variableOfPair.enumerated() { at[v] = x[2 * k] - x[2 * k + 1] }
            if constraints.allSatisfy({ SolverCore.holds($0, at: at, perUnit: SolverCore.witnessFraction * margin) }) {
                return true
            }
        }
        return false
    }

    /// Whether `constraint` misses at `value` by no more than `perUnit` per unit of its
    /// coefficients and ``residualTolerance`` of its constant (at least 1), its expression
    /// summed with each rounding carried (`CarriedSum`).
    private static func holds(_ constraint: Constraint, at value: IDArray<VariableID, Double>, perUnit: Double) -> Bool {
        var sum = CarriedSum(constraint.expression.constant)
        var units = 1.0
        for term in constraint.expression.terms {
            sum.add(term.coefficient, times: value[term.variable.id])
            units += abs(term.coefficient)
        }
        let miss = violation(of: constraint.relation, sum.value)
        return miss <= perUnit * units && miss <= residualTolerance * max(1, abs(constraint.expression.constant))
    }
}
