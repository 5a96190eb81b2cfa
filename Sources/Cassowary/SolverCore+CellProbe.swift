// A probe of the rows' cells, which the residuals at the values cannot see.
//
// The values are read with every parametric symbol at zero, so a row's cell is multiplied by
// zero wherever it is read: a cell rounding has moved off what the constraints make it goes
// unseen until a pivot makes its symbol basic. Then the values move by the cell's error times
// the step. lp-check wide 1106 (unverified): a build of 244 pivots on 134 rows left cells of
// 1 at 1 + 7.8e-9 and residuals of 5e-12; a suggestion of 11 pivots later, none small,
// published a strong equality 6.3e-4 off (5.2e-6 of its terms), 317 above the optimum.
//
// So the probe reads the rows' cells alone (their constants left out) at a point where every
// parametric symbol is away from zero: a direction along which the tableau moves when its
// parametric symbols do. With cells true to the constraints, every constraint's terms cancel
// along it, whatever the constants; what is left is the cells' drift, apart from the values'
// (which the residuals measure).

extension SolverCore {
    /// How far (relative to its terms) a constraint's terms may miss cancelling along the
    /// probe's direction before the rows are taken to have drifted in their cells. A layout's
    /// rows cancel to 1e-14; most of lp-check's wide files leave more than 1e-8 after their
    /// builds. On its seeds 1 000-2 999 (unverified), at 1e-9 and at 1e-8 none is off the
    /// optimum by more than 1e-6 (nine were, of the wide and mixed kinds); 1e-9 leaves 43 of
    /// 4 000 off by more than 1e-9, 1e-8 77 (200 before), for more rebuilds: 168 of 400 mixed
    /// files rebuild at 1e-9, 94 at 1e-8, 37 before.
    static let cellDriftTolerance = 1e-9

    /// Cells this close to their constraints are sound: a layout's, a hundred times over.
    /// Cells further off than this, rebuilt or not, keep every update checked (`cellsOff`):
    /// a suggestion that only shifts constants reads them times its step (lp-check wide 634:
    /// cells 5e-10 off after a rebuild, then two suggestions without a pivot published values
    /// 7e-11 off, 2.3e-8 of the objective).
    static let cellSoundTolerance = 1e-12

    /// How many times what a rebuild left (``rebuiltCellDrift``) the cells must drift before
    /// they are derived afresh again: the pivots since have added at least as much rounding as
    /// the rebuild's own. A system whose rebuilt rows probe above ``cellDriftTolerance``
    /// cannot be brought under it by rebuilding: lp-check mixed 10 (unverified) rebuilt at
    /// every one of its twelve suggestions, each time to the same cells (2.7e-9), and its
    /// replay took 560 M instructions, four times what it took without the watch. Such cells
    /// still send every update to `verify`, which holds the values.
    static let rebuildGain = 2.0

    /// The largest sum of an active constraint's terms, relative to the largest of them, along
    /// the direction the rows' cells give when each parametric symbol but the dummies moves by
    /// an amount in [1, 2) (a fixed sequence, so that the probe is deterministic).
    /// - Complexity: O(cells + constraints' terms + d log d) for d definitions.
    mutating func worstProbeResidual() -> Double {
        // Its buffers are kept between probes: a resize step that makes a check due
        // allocates nothing (`AllocationTests`).
        var scratch = CellProbeScratch()
        swap(&scratch, &probeScratch)
        defer { swap(&scratch, &probeScratch) }
        while scratch.values.count < tableau.symbols.count { scratch.values.append(0) }
        // Dummies stay at zero: they never enter, so their cells never reach a value, and the
        // direction along one breaks a required equality written twice, whose redundant copy
        // has no symbol of its own to take it up (lp-check layout 54 read 1.0 there).
        for symbol in tableau.symbols.ids {
            let moves = tableau.matrix.basicRow[symbol] == noRow && tableau.symbols[symbol].kind != .dummy
            scratch.values[symbol] = moves ? SolverCore.probeValue(symbol) : 0
        }
        scratch.definitions.removeAll()
        for row in tableau.matrix.rows.ids where tableau.matrix.rows[row].live && tableau.matrix.rows[row].basic != noSymbol {
            let basic = tableau.matrix.rows[row].basic
            if tableau.matrix.rows[row].isDefinition {
                scratch.definitions.push(basic, rank: tableau.matrix.rows[row].rank)
                continue
            }
            scratch.values[basic] = tableau.matrix.cellsValue(row, at: scratch.values)  // core rows read parametric symbols only
        }
        // A definition reads only variables of older ones (lower ranks) and restricted symbols.
        while let basic = scratch.definitions.pop() {
            scratch.values[basic] = tableau.matrix.cellsValue(tableau.matrix.basicRow[basic], at: scratch.values)
        }
        var worst = 0.0
        for slot in records.ids where records[slot].state == .active && !records[slot].pending {
            let (sum, scale) = equation(of: slot, constant: 0) { scratch.values[$0] }
            worst = max(worst, abs(sum) / scale)
        }
        return worst
    }

    /// A parametric symbol's value at the probe point: in [1, 2), spread by the golden ratio's
    /// fraction so that no two nearby symbols share one.
    static func probeValue(_ symbol: SymbolID) -> Double {
        let x = Double(symbol.raw) * 0.6180339887498949
        return 1 + (x - x.rounded(.down))
    }
}

extension SparseMatrix {
    /// `Σ coefficient·value[symbol]` over the row's cells (its constant left out).
    func cellsValue(_ row: RowID, at value: IDArray<SymbolID, Double>) -> Double {
        var sum = 0.0
        for cell in cells.elementsInPlace(row) { sum += cell.coefficient * value[cell.symbol] }
        return sum
    }
}

/// The probe's buffers, kept between probes (``SolverCore/worstProbeResidual()``).
struct CellProbeScratch {
    /// Per symbol: its value along the probe's direction.
    var values = IDArray<SymbolID, Double>()
    /// The definitions to evaluate, oldest rank first.
    var definitions = RankHeap<LowestRankFirst>()
}
