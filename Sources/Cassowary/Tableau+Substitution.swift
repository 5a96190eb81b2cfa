// Row algebra: adding rows, solving a row for a symbol, substituting a basic symbol's row
// wherever the symbol appears, and the pivot that combines them.

extension Tableau {
    /// `row += coefficient·symbol`, dropping the cell when it cancels.
    mutating func add(symbol: SymbolID, coefficient: Double, to row: RowID) {
        let p = position(of: symbol, in: row)
        if p < 0 {
            if !nearZero(coefficient) { addCell(row: row, symbol: symbol, coefficient: coefficient) }
            return
        }
        addToCell(row: row, at: p, coefficient)
    }

    /// A sum of two cells that comes out within ``Tableau/cancellation`` of its larger
    /// operand is a zero: the operands carry their rows' rounding, and what cancellation leaves
    /// of it is noise that a later pivot would divide by (seen: a pivot on -1.6e-8 left by
    /// 0.25 and 10 sending two variables to 1e14).
    @inline(__always) static func cancels(_ updated: Double, _ old: Double, _ delta: Double) -> Bool {
        nearZero(updated) || abs(updated) <= Tableau.cancellation * max(abs(old), abs(delta))
    }

    /// `row.cells[position] += delta`, dropping the cell when the sum cancels (`cancels`):
    /// every merge of rows updates a shared cell this way.
    @inline(__always) mutating func addToCell(row: RowID, at position: Int, _ delta: Double) {
        let r = Int(row)
        let old = rows[r].cells[position].coefficient
        let updated = old + delta
        if Tableau.cancels(updated, old, delta) {
            removeCell(row: row, at: position)
        } else {
            rows[r].cells[position].coefficient = updated
            counters.rowTermOperations += 1
        }
    }

    /// `target += factor·source` (cells and constant) in O(|target| + |source|), and records
    /// that the target's constraint absorbed the source's.
    mutating func add(row source: RowID, times factor: Double, to target: RowID) {
        let s = Int(source), t = Int(target)
        counters.substitutions += 1
        rows[t].constant += factor * rows[s].constant
        let sourceCount = rows[s].cells.count
        if Tableau.mergesSparsely(sourceCount, into: rows[t].cells.count) {
            addSparsely(row: source, times: factor, to: target)
            return
        }
        for i in 0..<sourceCount { scratch[Int(rows[s].cells[i].symbol)] = Int32(i) }
        // Walk the target backwards so that swap-removal only moves visited cells.
        var j = rows[t].cells.count - 1
        while j >= 0 {
            let symbol = Int(rows[t].cells[j].symbol)
            let p = scratch[symbol]
            if p >= 0 {
                scratch[symbol] = -2
                addToCell(row: target, at: j, factor * rows[s].cells[Int(p)].coefficient)
            }
            j -= 1
        }
        for i in 0..<sourceCount {
            let cell = rows[s].cells[i]
            if scratch[Int(cell.symbol)] >= 0 {
                let c = factor * cell.coefficient
                if !nearZero(c) { addCell(row: target, symbol: cell.symbol, coefficient: c) }
            }
            scratch[Int(cell.symbol)] = none
        }
        recordAbsorption(of: source, by: target)
    }

    /// Notes in the dependency graph that the target's constraint absorbed the source's.
    @inline(__always) mutating func recordAbsorption(of source: RowID, by target: RowID) {
        let absorber = rows[Int(target)].owner, owner = rows[Int(source)].owner
        if owner != none && absorber != none { deps.record(absorber: absorber, source: owner) }
    }

    /// Multiplies the row's constant and cells by -1.
    mutating func reverseSign(_ row: RowID) {
        let r = Int(row)
        rows[r].constant = -rows[r].constant
        for i in 0..<rows[r].cells.count { rows[r].cells[i].coefficient = -rows[r].cells[i].coefficient }
    }

    /// Makes `symbol` the row's basic: `basic = c + a·symbol + rest` becomes
    /// `symbol = (basic - c - rest) / a`. The symbol must have a cell in the row.
    mutating func solve(row: RowID, for symbol: SymbolID) {
        let r = Int(row)
        let p = position(of: symbol, in: row)
        let a = rows[r].cells[p].coefficient
        removeCell(row: row, at: p)
        let old = rows[r].basic
        if old != none {
            basicRow[Int(old)] = none
            markDirty(old)
            addCell(row: row, symbol: old, coefficient: -1)
        }
        let k = -1 / a
        rows[r].constant *= k
        for i in 0..<rows[r].cells.count { rows[r].cells[i].coefficient *= k }
        setBasic(row, symbol)
    }

    /// Replaces a restricted `symbol` by its core row wherever the simplex sees it: in the
    /// core rows of its column and in the objective. Definitions that mention it keep it
    /// (they read its value from its row when evaluated).
    /// - Complexity: O(Σ over the symbol's column of the row sizes, plus the row's size per
    ///   objective level where the symbol has a coefficient).
    mutating func substitute(_ symbol: SymbolID, with row: RowID) {
        if objective.head[Int(symbol)] != none { substituteInObjective(symbol, with: row) }
        let l = Int(symbol) * 2
        while let entry = lists[l].last {
            let target = entry.row
            let t = Int(target)
            let c = rows[t].cells[Int(entry.cellPosition)].coefficient
            counters.rowsVisited += 1
            removeCell(row: target, at: Int(entry.cellPosition))
            add(row: row, times: c, to: target)
            let basic = rows[t].basic
            if basic != none {
                markDirty(basic)
                if symbols[Int(basic)].kind.isRestricted && rows[t].constant < 0 {
                    // What a Harris step leaves below zero is within the feasibility
                    // tolerance: reset it, as a bounded shift, rather than carry it.
                    if rows[t].constant > -Tableau.clampTolerance {
                        rows[t].constant = 0
                    } else {
                        infeasible.append(target)
                    }
                }
            }
        }
    }

    /// `objective += Σ_level c_level · row` for the symbol's coefficients c, which leave it.
    private mutating func substituteInObjective(_ symbol: SymbolID, with row: RowID) {
        var taken: [(level: Int32, coefficient: Double)] = []
        swap(&taken, &objectiveScratch)  // own the buffer: no copy on write
        objective.take(symbol, into: &taken)
        let r = Int(row)
        for i in 0..<rows[r].cells.count {
            objective.add(rows[r].cells[i].symbol, taken, times: rows[r].cells[i].coefficient)
        }
        swap(&taken, &objectiveScratch)
    }

    /// `objective[level] += factor · row` (its cells: the objective keeps no constant, since
    /// only its coefficients steer the simplex; ``Solver/objectiveValues`` sums the errors).
    mutating func addToObjective(row: RowID, times factor: Double, level: Int32) {
        let r = Int(row)
        for i in 0..<rows[r].cells.count {
            objective.add(rows[r].cells[i].symbol, factor * rows[r].cells[i].coefficient, level: level)
        }
    }

    /// Swaps `entering` into the basis in place of `row`'s basic.
    mutating func pivot(entering: SymbolID, row: RowID) {
        counters.pivots += 1
        solve(row: row, for: entering)
        substitute(entering, with: row)
    }
}
