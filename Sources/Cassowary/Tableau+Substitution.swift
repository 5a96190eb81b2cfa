// The simplex's row operations: solving a row for a symbol, substituting a basic symbol's row
// wherever the symbol appears, and the pivot that combines them.

extension Tableau {
    /// `target += factor·source` in the sparse rows, and records that the target's constraint
    /// absorbed the source's.
    mutating func add(row source: RowID, times factor: Double, to target: RowID) {
        matrix.add(row: source, times: factor, to: target)
        recordAbsorption(of: source, by: target)
    }

    /// Notes in the dependency graph that the target's constraint absorbed the source's.
    @inline(__always) mutating func recordAbsorption(of source: RowID, by target: RowID) {
        let absorber = matrix.rows[target].owner, owner = matrix.rows[source].owner
        if owner != noSlot && absorber != noSlot { deps.record(absorber: absorber, source: owner) }
    }

    /// Makes `symbol` the row's basic: `basic = c + a·symbol + rest` becomes
    /// `symbol = (basic - c - rest) / a`. The symbol must have a cell in the row.
    mutating func solve(row: RowID, for symbol: SymbolID) {
        let p = matrix.position(of: symbol, in: row)
        let a = matrix.cells[row, p].coefficient
        matrix.removeCell(row: row, at: p)
        let old = matrix.clearBasic(of: row)
        // The old basic's cell, -1 scaled, is added after the scale: the scale's pass then
        // measures the row's other cells, against which `a` is counted.
        let factor = -1 / a
        let largest = matrix.scale(row, by: factor)
        if old != noSymbol {
            markDirty(old)
            matrix.addCell(row: row, symbol: old, coefficient: -factor)
        }
        countIfMagnifying(a, beside: largest)
        setBasic(row, symbol)
    }

    /// Replaces a restricted `symbol` by its core row wherever the simplex sees it: in the
    /// core rows of its column and in the objective. Definitions that mention it keep it
    /// (they read its value from its row when evaluated).
    /// - Complexity: O(Σ over the symbol's column of the row sizes, plus the row's size per
    ///   objective level where the symbol has a coefficient).
    mutating func substitute(_ symbol: SymbolID, with row: RowID) {
        if objective.perSymbol[symbol].head != Objective.noCell { substituteInObjective(symbol, with: row) }
        // Most often nothing else mentions it: an added row's own slack or error.
        if matrix.lists.isEmpty(symbol.column) { return }
        var targets: [RowID] = []
        swap(&targets, &walks.targets)
        targets.removeAll(keepingCapacity: true)
        matrix.substitute(symbol.column, with: row, into: &targets)
        work.rowsVisited += targets.count
        for target in targets {
            recordAbsorption(of: row, by: target)
            let basic = matrix.rows[target].basic
            if basic != noSymbol {
                markDirty(basic)
                if symbols[basic].kind.isRestricted && matrix.constants[target] < 0 {
                    // What a Harris step leaves below zero is within the feasibility
                    // tolerance: reset it, as a bounded shift, rather than carry it.
                    if matrix.constants[target] > -Tableau.clampTolerance {
                        matrix.constants[target] = 0
                    } else {
                        infeasible.append(target)
                    }
                }
            }
        }
        swap(&targets, &walks.targets)
    }

    /// `objective += Σ_level c_level · row` for the symbol's coefficients c, which leave it.
    private mutating func substituteInObjective(_ symbol: SymbolID, with row: RowID) {
        var taken: [(level: LevelID, coefficient: Double)] = []
        swap(&taken, &objectiveScratch)  // own the buffer: no copy on write
        objective.take(symbol, into: &taken)
        objective.add(taken, timesEach: matrix.cells.elementsInPlace(row))
        swap(&taken, &objectiveScratch)
    }

    /// `objective[level] += factor · row` (its cells: the objective keeps no constant, since
    /// only its coefficients steer the simplex; ``Solver/objectiveValues`` sums the errors).
    mutating func addToObjective(row: RowID, times factor: Double, level: LevelID) {
        for i in 0..<matrix.cells.count(row) {
            objective.add(matrix.cells[row, i].symbol, factor * matrix.cells[row, i].coefficient, level: level)
        }
    }

    /// Adds a row solved for `a` at or below ``magnifyingPivot`` of the row's largest other
    /// cell to ``SolverCounters/pivotGrowth``, and counts it small
    /// (``SolverCounters/smallPivots``) when below ``pivotTolerance`` of it and below 1e-3 (the
    /// small pivots' rules were measured with that bar).
    @inline(__always) private mutating func countIfMagnifying(_ a: Double, beside largest: Double) {
        let magnitude = abs(a)
        guard magnitude <= Tableau.magnifyingPivot * largest else { return }
        countGrowth(largest / magnitude)
        if magnitude < 1e-3 && magnitude < Tableau.pivotTolerance * largest { work.smallPivots += 1 }
    }

    /// Off the hot path: a layout's rows never get here. A growth past any double (a cell
    /// that underflowed) counts as the largest one: an infinite sum would make every later
    /// update's share NaN, and no update checked by growth again.
    @inline(never) private mutating func countGrowth(_ growth: Double) {
        work.pivotGrowth += growth.isFinite ? Tableau.decimalLogarithm(growth) : 308
    }

    /// log₁₀ of a finite `x` ≥ 1 to within 1e-7, from the standard library alone (the solver
    /// imports no C math): x = s·2ᵉ with s in [1, 2), and ln s = 2·atanh((s-1)/(s+1)), whose
    /// series in t = (s-1)/(s+1) < ⅓ stops past t¹¹.
    static func decimalLogarithm(_ x: Double) -> Double {
        let s = x.significand, t = (s - 1) / (s + 1), t2 = t * t
        let lnS = 2 * t * (1 + t2 * (1 / 3 + t2 * (1 / 5 + t2 * (1 / 7 + t2 * (1 / 9 + t2 / 11)))))
        return (Double(x.exponent) * 0.693_147_180_559_945_3 + lnS) / 2.302_585_092_994_046
    }

    /// Swaps `entering` into the basis in place of `row`'s basic.
    mutating func pivot(entering: SymbolID, row: RowID) {
        work.pivots += 1
        solve(row: row, for: entering)
        substitute(entering, with: row)
    }
}
