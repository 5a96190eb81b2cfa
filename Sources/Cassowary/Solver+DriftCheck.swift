// An update checks what it publishes once the simplex has pivoted as often as half the
// system has rows since its last check.
//
// Rounding grows with the pivots: on dense systems with mixed coefficients (lp-check's large
// kind, 80–200 variables, ¼ beside 10) a build's tableau drifts until the values it reads off
// break required constraints by 8% to 160% of their terms (seeds 10, 1, 0 and 22 of 60; 46 of
// the 60 are off by more than the tolerance), while every row still looks consistent. `verify`
// catches that, but only when called. So `updateVariables` measures every active constraint's
// residual — O(constraints' terms), what one pass of `verify`'s refinement costs — when the
// pivots since the last check are at least half the rows, and hands a residual past
// ``SolverCore/residualTolerance`` to `verify`: the values published are then refined, or a
// rebuilt tableau's, or a certified vertex's, or the failure waits in `pendingFailure`.
// Pivots, not adds: a layout's build pivots a few times per hundred rows (chips at 100 views:
// 25 for 729), so it is not checked, where a check of every build cost 2.4% to 10% of its
// instructions; the drifting builds pivot more than their rows (lp-check large seed 0: 392
// pivots for 548 constraints, seed 22: 10 750 for 694). A check due by pivots also probes the
// rows' cells (`SolverCore+CellProbe`), which the residuals at the values cannot see, and
// rebuilds the tableau when they have drifted: `verify` refines values, not cells.
//
// A check is also due when an update's own work — cells updated, rows visited since the update
// before — is several times the tableau's cells (``SolverCore/driftWorkPerCell``): a check
// costs O(cells + terms), so it adds a bounded share to the work it follows, and work spread
// over many updates (a layout's steps and turns) never makes a frame pay for a check. Random
// degenerate systems reach it at their builds, which can pivot fewer than half their rows and still
// rework every row many times (lp-check mixed 2073: 27 pivots on 63 rows, 4 026 units for 405
// cells); a layout's build writes each cell a few times, and its step touches a few rows of
// thousands. And the bar for drift is the rounding a sound tableau leaves, not what a user
// would see: at 1e-10, 1.1% of lp-check's random files published values 1e-11 to 1e-10 off
// (wide 634: -3.3127777775 for -3.3127777778), which weights of 1e6 make 1e-9 to 1e-7 of the
// objective; a layout's rows hold to 1e-15 and cancel to 1e-14.
// A check is due, too, after an update whose pivots divided rows by cells small beside their
// largest, a thousandfold in all (``SolverCounters/pivotGrowth``, ``Tableau/growthPastTheBar``):
// that multiplies the rows' rounding past the bar in a few pivots, where the work and the pivots
// count up slowly (lp-check wide 6394: a build of 12 pivots and 7 units a cell, two of them on
// 1.3e-4 and 6.4e-5 of their rows, left a strong equality 2.9e-10 off its terms, 1.1e-8 of the
// objective; mixed 60199: a suggestion of 14 pivots on 2.5e-3 to 0.08 of their rows, 21 pivots
// after the last check on 52 rows, left required rows 3.6e-9 off; neither was checked).
// Growth is weighed per update, as work is, and only below a tenth (``Tableau/magnifyingPivot``):
// a layout's rows divide by cells of ¼ to 16:9 beside ones, and their pivots never add up to it.
// Drift found stays watched: every update checks while the residuals or the cells are off,
// the cells probed again after a `verify` that rebuilt the tableau, since a rebuild's own
// pivots drift (lp-check wide 2214: cells 1.7e-5 off after `verify`'s rebuild; the suggestions
// after it went 3e-7 above the optimum, unchecked).

extension SolverCore {
    /// How far (relative to its largest term) a constraint may miss at a drift check before
    /// the update is verified: a thousand times the rounding of its terms, a hundredth of what
    /// `verify` accepts (``residualTolerance``), which it reaches by refining once drift is found.
    static let driftResidualTolerance = 1e-13

    /// Whether the pivots since the last drift check make at least half the rows, or this
    /// update's pivots magnified their rows' rounding past the bar (``SolverCounters/pivotGrowth``),
    /// or its work (cells updated, rows visited) makes ``driftWorkPerCell`` units a cell.
    @inline(__always) var driftCheckDue: Bool {
        let since = SolverCore.counted(tableau.work.pivots, since: driftCheckPivots)
        if 2 * since >= tableau.matrix.liveRowCount && since > 0 { return true }
        guard Solver.watchesRounding else { return false }
        if SolverCore.counted(tableau.work.pivotGrowth, since: updateGrowthMark) >= Tableau.growthPastTheBar { return true }
        let worked = SolverCore.counted(driftWork, since: updateWorkMark)
        return worked >= SolverCore.driftWorkPerCell * tableau.matrix.cellCount && worked > 0
    }

    /// What a counter has added since `mark`. The counters only grow, but for `resetCounters`:
    /// then all of what they hold counts.
    @inline(__always) static func counted<Count: Numeric & Comparable>(_ count: Count, since mark: Count) -> Count {
        count >= mark ? count - mark : count
    }

    /// Units of work (cells updated, rows visited) per cell of the tableau that make a drift
    /// check due. A check costs about 2.5 units a cell (siblings at 1 000: 16 M instructions for
    /// 3 004 cells, where its build's 3 008 units cost 6.8 M), so a check adds at most a third to
    /// the update it follows. Layouts' builds do 1-4 units a cell (siblings 1.0, feed 2.5, chips
    /// 3.2, pinned 3.9) and are not checked; random degenerate systems 12-63 (lp-check mixed
    /// 289 and 31, wide 634 and 2214) are, at their builds.
    static let driftWorkPerCell = 8

    /// Cells updated and rows visited so far (``SolverCounters``): what a drift check weighs
    /// against the tableau's size.
    @inline(__always) var driftWork: Int {
        tableau.matrix.termOperations + tableau.work.rowsVisited
    }

    /// Whether a row was solved for a small cell since the last drift check
    /// (``SolverCounters/smallPivots``).
    @inline(__always) var pivotedOnSmallCell: Bool {
        tableau.work.smallPivots != driftCheckSmallPivots
    }

    /// Marks the pivots so far as checked.
    mutating func markDriftChecked() {
        driftCheckPivots = tableau.work.pivots
        driftCheckSmallPivots = tableau.work.smallPivots
    }

    /// The largest residual of an active constraint at the tableau's values, relative to its
    /// largest term (see `residual(of:)`).
    mutating func worstRelativeResidual() -> Double {
        worstResidual().relative
    }

    /// The active constraint furthest from holding at the tableau's values, relative to its
    /// largest term (`noSlot` when every one holds exactly), and its residual.
    mutating func worstResidual() -> (slot: Slot, residual: Double, relative: Double) {
        var worst: (slot: Slot, residual: Double, relative: Double) = (noSlot, 0, 0)
        let values = tableau.valueReader
        for slot in records.ids where records[slot].state == .active && !records[slot].pending {
            let (residual, scale) = residual(of: slot, at: values)
            let relative = abs(residual) / scale
            if relative > worst.relative { worst = (slot, residual, relative) }
        }
        return worst
    }
}

extension Solver {
    /// Whether drift checks probe the rows' cells (`SolverCore+CellProbe`): tests of the
    /// mechanisms found before the probe turn it off, to reach them as their files did.
    nonisolated(unsafe) static var probesCells = true

    /// Whether drift checks hold the tableau to the rounding a sound one leaves: due by work as
    /// well as pivots, the residuals' bar at ``SolverCore/driftResidualTolerance``, and cells
    /// watched until they are within ``SolverCore/cellSoundTolerance``. Tests of the mechanisms
    /// found before turn it off, to reach them as their files did.
    nonisolated(unsafe) static var watchesRounding = true

    /// Whether a rebuild for the cells whose tableau does not verify under its pivot ceiling
    /// is taken back (`restore`); off, `verify` goes on from the rebuilt tableau, as before.
    /// For tests that compare the two.
    nonisolated(unsafe) static var takesBackUnverifiedRebuilds = true

    /// After an update: when a check is due, the residuals; past the tolerance, `verify`. Once
    /// a `verify` has found the rows off their constraints (`rowsDrifted`: it answered from a
    /// certified basis, or refused), every update is verified until one passes: the rows are
    /// still those, and a suggestion's dual simplex on them stopped 1.2% above the optimum with
    /// every constraint held (lp-check mixed 532, unverified), which no residual shows.
    ///
    /// After a pivot on a small cell, too, the update verifies: lp-check wide 378 (unverified)
    /// pivoted a suggestion's infeasible row on 1.0086e-9 beside a 1 — rounding's residue, just
    /// above what the dual ratio test refuses — and published a required equality off by
    /// 3.4e-3 and soft rows off by hundreds, three pivots after the last check.
    ///
    /// And while the last check found the residuals off: `verify` then publishes refined
    /// values, but the rows keep their drift, and the next suggestions read through them
    /// (lp-check mixed 554, unverified: a build of 344 pivots left residuals of 4e-9; verified
    /// then, the next five steps, a few pivots each, went on to 1e-6 and 7.6e-6 above the optimum).
    ///
    /// And at every update of a system whose coefficients spread wider than the rules against
    /// residue were measured on (``SolverCore/measuredSpread``; they are off there): lp-check
    /// spread 430, 1000 beside 0.001 in one row, published 183 723.6 where the optimum is 0 after
    /// a build of three pivots. A layout's multipliers seldom reach that spread.
    ///
    /// And where the check is due, or a pivot was small, it probes the rows' cells, which no
    /// residual at the values shows (`SolverCore+CellProbe`): drifted, the tableau is rebuilt
    /// before `verify`, and while the one it is left with is not sound, every update checks
    /// its residuals and probes again (lp-check wide 2102: its rebuilt tableau drifted too,
    /// and the suggestions after it went 2.8e-6 above the optimum in a few pivots each).
    /// Cells as far off as a rebuild leaves them on that system (``SolverCore/rebuildGain``)
    /// are verified, not rebuilt again.
    func checkDriftIfDue() {
        // Work is weighed per update: a layout's turns and steps, each a few units a cell, do
        // not add up to a check on some later frame.
        defer {
            core.updateWorkMark = core.driftWork
            core.updateGrowthMark = core.tableau.work.pivotGrowth
        }
        guard checksDrift, rowsDrifted || core.residualsOff || core.cellsOff || core.driftCheckDue
            || core.pivotedOnSmallCell || core.coefficientSpread > SolverCore.measuredSpread else { return }
        let small = core.pivotedOnSmallCell
        // The cells are probed where pivots may have moved them and while they are off (the
        // probe that finds them sound ends the watch), not at every update a flag sends here.
        let probes = Solver.probesCells && !rowsDrifted
            && (core.driftCheckDue || small || (core.cellsOff && Solver.watchesRounding))
        core.markDriftChecked()
        let watches = Solver.watchesRounding
        let residualBar = watches ? SolverCore.driftResidualTolerance : SolverCore.residualTolerance
        let soundCells = watches ? SolverCore.cellSoundTolerance : SolverCore.cellDriftTolerance
        if !rowsDrifted && !small {
            core.residualsOff = core.worstRelativeResidual() > residualBar
        }
        var drifted = false, rederives = false
        if probes {
            let probe = core.worstProbeResidual()
            core.cellsOff = probe > soundCells
            drifted = probe > SolverCore.cellDriftTolerance
            // Rebuilt only past what a rebuild would leave: rows derived afresh come no
            // closer, and `verify` holds the values meanwhile.
            rederives = drifted && probe > (watches ? SolverCore.rebuildGain * core.rebuiltCellDrift : 0)
        }
        guard rowsDrifted || small || core.residualsOff || drifted else { return }
        let rebuilds = core.tableau.work.rebuilds, pivots = core.tableau.work.pivots
        driftVerifications += 1
        // A rebuilt tableau is verified under the pivot ceiling a rebuild's check runs under:
        // one whose walk goes on and on is refused, and `verify` tries the rebuild orders
        // (lp-check large 2, unverified: 44 000 pivots and 83 s without it, where the drifted
        // tableau verified in 2 s).
        let before = rederives && Solver.takesBackUnverifiedRebuilds ? core : nil
        if rederives && rederiveDriftedRows() {
            core.tableau.pivotRules.pivotCeiling = core.tableau.work.pivots + Solver.checkPivots(rows: core.tableau.matrix.liveRowCount)
            if let before, !rebuiltRowsVerify() { restore(before) }
        }
        do { try verify() } catch { core.deferredFailure = error }
        core.tableau.pivotRules.pivotCeiling = .max
        core.markDriftChecked()
        // The tableau the update leaves is probed in turn where it is new, or was probed before
        // and `verify` pivoted (its refinement moves constants, which the probe leaves out): a
        // rebuild's cells can drift too (lp-check wide 2102: 8e-7 after the build's rebuild
        // and the `verify` after it; 13 small pivots), and a tableau rebuilt here or by
        // `verify` starts with the flag clear.
        let rebuilt = core.tableau.work.rebuilds != rebuilds
        let pivoted = core.tableau.work.pivots != pivots
        if Solver.probesCells && (watches ? (probes && pivoted) || rebuilt : rederives) {
            let probe = core.worstProbeResidual()
            core.cellsOff = probe > soundCells
            if rebuilt { core.rebuiltCellDrift = probe }
        }
        // The rows are off if they were before it (its refinement moves their constants, not
        // the drift in their cells), or are after it, whatever sent the update there (lp-check
        // spread 430: verified after its build's small pivots, the rows were left 1.4e-10 off,
        // and the next suggestion, 11 pivots, published 0.9% above the optimum).
        // Rows solved for small cells carry their rounding magnified in their cells, which the
        // refinement leaves as they are: the next update checks again (lp-check layout 1323:
        // verified after the build's 4 small pivots, residuals of 2e-14; the next suggestion, 4
        // pivots on cells of 1 beside 5 844, left a required row 0.23 off its constraint).
        // Otherwise the residuals are measured only when no check before set the flag.
        core.residualsOff = small || core.residualsOff || core.worstRelativeResidual() > residualBar
    }

    /// Whether the tableau rebuilt for its cells verifies under its pivot ceiling.
    private func rebuiltRowsVerify() -> Bool {
        do {
            try core.verify()
            return true
        } catch {
            return false
        }
    }

    /// Back to the tableau a rebuild for its cells replaced, when the rebuilt one did not
    /// verify: on a dense tableau the rebuilt rows drift as far, the check walked to its
    /// ceiling, and `verify` then went through its rebuild orders (lp-check large 6: a build of
    /// 0.15 s before the probe took 7 s, ten rebuilds). The caller's constraints point at
    /// their slots in it again (a rebuild gives them new ones, and takes the deferred removals
    /// out); the work done stays counted, and the probe that follows takes the old tableau's
    /// drift as what a rebuild leaves, so that the next rebuild for its cells waits until
    /// they drift twice as far.
    private func restore(_ before: SolverCore) {
        let work = core.tableau.work
        core = before
        core.tableau.work = work
        core.pointConstraintsAtTheirSlots()
    }

    /// Rebuilds the tableau from the constraints (in the order that last passed a rebuild's
    /// check, else required constraints first), so that its rows are derived afresh: `verify`
    /// refines values, not cells. Returns whether it did: when the rebuild fails, the drifted
    /// tableau stays, and `verify` judges it.
    private func rederiveDriftedRows() -> Bool {
        do {
            try rebuildInOrder(passingRebuildOrder ?? .requiredFirst)
        } catch {
            return false
        }
        core.tableau.work.cellDriftRebuilds += 1
        return true
    }
}
