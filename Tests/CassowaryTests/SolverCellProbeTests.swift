@testable import Cassowary
import Csys
import XCTest

/// The probe of the rows' cells (`SolverCore+CellProbe`) and the drift check's rebuild when it
/// finds them off (`Solver+DriftCheck`).
final class SolverCellProbeTests: XCTestCase {
    override func tearDown() {
        Solver.probesCells = true
    }

    /// A column of three views with multipliers of 16:9 and the golden ratio, a soft preferred
    /// width, and a required bound: a tableau with definitions, core rows and both kinds of
    /// restricted symbol.
    private func smallSystem() throws -> Solver {
        let solver = Solver()
        let x = (0..<6).map { solver.makeVariable("v\($0)") }
        try solver.add(Constraint(Expression(terms: [Term(x[0], 1.7777777777777777), Term(x[1], -1)], constant: 4), .equal, Expression(constant: 0)))
        try solver.add(Constraint(Expression(terms: [Term(x[1], 0.6180339887498949), Term(x[2], 1)]), .lessThanOrEqual, Expression(constant: 90)))
        try solver.add(Constraint(Expression(terms: [Term(x[2], 0.25), Term(x[3], 3)]), .greaterThanOrEqual, Expression(constant: 12)))
        try solver.add(Constraint(Expression(terms: [Term(x[3], 1), Term(x[4], -0.5)]), .equal, Expression(constant: 7), strength: .strong))
        try solver.add(Constraint(Expression(x[4]), .equal, Expression(constant: 200), strength: .medium))
        try solver.add(Constraint(Expression(terms: [Term(x[0], 1), Term(x[5], 1)]), .equal, Expression(constant: 50), strength: .weak))
        try solver.add(Constraint(Expression(x[2]), .greaterThanOrEqual, Expression(constant: 10), strength: .weak))
        solver.updateVariables()
        return solver
    }

    /// Sound rows cancel along the probe's direction to rounding; a row's constant moved by 1
    /// shows in the residuals and not in the probe; a cell moved by 1e-6 of itself shows in
    /// the probe and not in the residuals (its symbol is parametric, at zero).
    func testTheProbeSeesTheCellsAndNotTheConstants() throws {
        let solver = try smallSystem()
        let probe = solver.core.worstProbeResidual(), residual = solver.core.worstRelativeResidual()
        XCTAssertLessThan(probe, 1e-13)
        XCTAssertLessThan(residual, 1e-13)

        let t = solver.core.tableau
        let row = try XCTUnwrap(t.matrix.rows.indexed.first { $0.1.live && $0.1.basic != noSymbol
            && t.matrix.cells.count($0.0) > 0 }?.0)
        let moved = try smallSystem()
        moved.core.tableau.matrix.constants[row] += 1
        moved.core.tableau.markDirty(moved.core.tableau.matrix.rows[row].basic)
        moved.core.tableau.refreshValues()
        XCTAssertGreaterThan(moved.core.worstRelativeResidual(), 1e-3)
        XCTAssertEqual(moved.core.worstProbeResidual(), probe)

        let drifted = try smallSystem()
        var cell = drifted.core.tableau.matrix.cells[row, 0]
        cell.coefficient *= 1 + 1e-6
        drifted.core.tableau.matrix.cells[row, 0] = cell
        XCTAssertEqual(drifted.core.worstRelativeResidual(), residual)
        XCTAssertGreaterThan(drifted.core.worstProbeResidual(), 1e-8)
    }

    /// lp-check wide 1106 (unverified), shrunk to 44 constraints and two suggestions. The
    /// build's one small pivot sends its update to `verify`, which refines the values and
    /// leaves the cells 1.6e-7 off; the second suggestion pivots once on those rows and
    /// publishes 14 729.487, where HiGHS's optimum is 14 729.275 (every constraint required
    /// holds). Probed, the build's cells are rebuilt, and the same step reaches the optimum.
    func testAnUpdateRebuildsCellsThatDrifted() throws {
        Solver.probesCells = false
        Solver.watchesRounding = false
        defer { Solver.probesCells = true; Solver.watchesRounding = true }
        let unprobed = try replayed(Self.wide1106)
        XCTAssertEqual(unprobed.solver.counters.rebuilds, 0)
        XCTAssertGreaterThan(SolverVerifyTests.objective(unprobed, published: true).objective, 14_729.48)

        Solver.probesCells = true
        Solver.watchesRounding = true
        let probed = try replayed(Self.wide1106)
        XCTAssertEqual(probed.solver.counters.cellDriftRebuilds, 1)
        XCTAssertEqual(probed.solver.counters.rebuilds, 1)
        XCTAssertLessThan(probed.solver.core.worstProbeResidual(), SolverCore.cellDriftTolerance)
        SolverVerifyTests.assertPublished(probed, reach: 14_729.274_590_324_476, holdingRequiredTo: 1e-12)
    }

    /// lp-check layout 1323, shrunk (`SolverDriftCheckTests`): the build's small pivot left its
    /// cells drifted; probed, they are rebuilt, no row is solved for a small cell any more, and
    /// the suggestion after needs no `verify` to reach the optimum.
    func testARebuildForTheCellsLeavesNoSmallPivot() throws {
        let program = try replayed(SolverDriftCheckTests.layout1323)
        XCTAssertEqual(program.solver.counters.cellDriftRebuilds, 1)
        XCTAssertEqual(program.solver.driftVerifications, 1)
        SolverVerifyTests.assertPublished(program, reach: 1_327.534_583_333_333_3, holdingRequiredTo: 1e-12)
    }

    /// lp-check wide 2102 (unverified), shrunk to 45 constraints, four edits and three
    /// suggestions. The build's cells drift and are rebuilt, and the rebuilt tableau's drift
    /// too (6e-7): every update after checks its residuals. With the flag cleared before each
    /// step, the second suggestion (one pivot) reads through those cells and publishes
    /// 22 710 100.73 where HiGHS's optimum is 22 710 066.99; flagged, the two steps after the
    /// first are verified (the last one rebuilds) and reach it. (Flags cleared, this reaches the
    /// wrong answer only with the drift bar of before: `Solver.watchesRounding` off.)
    func testWhileTheCellsStayDriftedEveryUpdateChecks() throws {
        Solver.watchesRounding = false
        defer { Solver.watchesRounding = true }
        let unflagged = CsysProgram(try CsysReader.read(Self.wide2102))
        try unflagged.build()
        for step in unflagged.resizeSteps {
            unflagged.solver.core.cellsOff = false
            try unflagged.run(step)
        }
        Solver.watchesRounding = true
        XCTAssertGreaterThan(SolverVerifyTests.objective(unflagged, published: true).objective, 22_710_100)

        let program = CsysProgram(try CsysReader.read(Self.wide2102))
        try program.build()
        XCTAssertEqual(program.solver.counters.cellDriftRebuilds, 1)
        XCTAssertTrue(program.solver.core.cellsOff)
        XCTAssertEqual(program.solver.driftVerifications, 1)
        for step in program.resizeSteps { try program.run(step) }
        // Every step is verified, the first too: its residuals are past the drift bar.
        XCTAssertEqual(program.solver.driftVerifications, 4)
        XCTAssertNil(program.solver.pendingFailure)
        SolverVerifyTests.assertPublished(program, reach: 22_710_066.992_030_967, holdingRequiredTo: 1e-12)
    }

    /// lp-check mixed 10, shrunk: its cells, rebuilt from the constraints, probe at 1.5e-9 to
    /// 2.7e-9, above the rebuild's bar (1e-9). Every suggestion found them there and rebuilt
    /// them, to the same cells: 14 rebuilds for 12 suggestions, where one does as well. Once
    /// a rebuild's own cells are known, the rows are derived afresh again only past twice
    /// that (``SolverCore/rebuildGain``); the updates stay watched (`cellsOff`) and verified,
    /// and publish the optimum (QSopt_ex's, exact).
    func testCellsARebuildCannotBringUnderTheBarAreNotRebuiltAgain() throws {
        let program = try replayed(Self.mixed10)
        XCTAssertEqual(program.solver.counters.cellDriftRebuilds, 1)
        XCTAssertEqual(program.solver.counters.rebuilds, 1)
        XCTAssertGreaterThan(program.solver.core.rebuiltCellDrift, SolverCore.cellDriftTolerance)
        XCTAssertTrue(program.solver.core.cellsOff)
        XCTAssertEqual(program.solver.driftVerifications, 1 + program.resizeSteps.count)
        SolverVerifyTests.assertPublished(program, reach: 859.720_142_821_965, holdingRequiredTo: 1e-12)
    }

    /// lp-check mixed 2436: the build's probe finds the cells drifted and rebuilds them, and
    /// the rebuilt tableau does not verify under its pivot ceiling. The tableau before the
    /// rebuild is taken back and verified, as it was before the probe, instead of `verify`
    /// going on from the rebuilt one; here that saves a sixth of the build's row work (1 519
    /// substitutions for 2 120), on dense tableaus most of it (lp-check large 6: 7 s, ten
    /// rebuilds, where 0.76 s and one do). The same optimum (QSopt_ex's, exact) either way.
    func testARebuildForTheCellsThatDoesNotVerifyIsTakenBack() throws {
        Solver.takesBackUnverifiedRebuilds = false
        let goingOn = try replayed(Self.mixed2436)
        Solver.takesBackUnverifiedRebuilds = true
        let program = try replayed(Self.mixed2436)
        XCTAssertEqual(program.solver.counters.cellDriftRebuilds, 1)
        XCTAssertEqual(program.solver.counters.rebuilds, goingOn.solver.counters.rebuilds)
        // The work of the rebuilt tableau's check stays counted, and less follows it.
        XCTAssertLessThan(program.solver.counters.substitutions, goingOn.solver.counters.substitutions)
        SolverVerifyTests.assertPublished(goingOn, reach: 70_000, holdingRequiredTo: 1e-12)
        SolverVerifyTests.assertPublished(program, reach: 70_000, holdingRequiredTo: 1e-12)
    }

    /// The file's build and resize steps, updates only (no `verify`, as a layout runs).
    private func replayed(_ text: String) throws -> CsysProgram {
        let program = CsysProgram(try CsysReader.read(text))
        try program.build()
        for step in program.resizeSteps { try program.run(step) }
        XCTAssertNil(program.solver.pendingFailure)
        return program
    }

    static let wide1106 = """
    csys 1
    c required 1.3333333333333333*v33 + 0.6180339887498949*v21 + 1.3333333333333333*v26 - 1*v37 <= 11.958462734167298
    c required 0.1*v36 + 1*v26 >= -62.9
    c required 1.7777777777777777*v24 + 1*v2 <= 114
    c required 2*v45 + 0.25*v23 <= -74.25
    c required 100*v15 + 0.1*v7 >= -4113.3
    c required 0.6180339887498949*v46 - 2*v35 - 1*v21 - 0.125*v32 <= 15.75774241625389
    c required -0.125*v33 + 0.6180339887498949*v19 <= -23.67298567374695
    c required 0.25*v42 + 0.6180339887498949*v45 >= -71.23529157249601
    c required 1*v40 - 1*v3 + 0.25*v24 + 0.75*v15 <= 48.75
    c required 10*v16 - 1*v43 + 3*v6 + 1.7777777777777777*v11 >= -454.77777777777777
    c required 1.3333333333333333*v19 + 100*v35 + 0.5*v34 + 0.6180339887498949*v22 >= -1374.430598689167
    c required 3*v32 - 0.5625*v7 <= -117.5625
    c required 0.75*v26 <= -44.25
    c required -1*v21 + 0.5*v31 <= 27
    c required 0.3333333333333333*v36 + 10*v2 + 2*v28 - 1*v38 <= -86
    c required 0.1*v39 + 1.7777777777777777*v31 + 0.6180339887498949*v38 <= 63.4043607679176
    c required -0.5625*v48 + 3*v24 - 0.5625*v3 + 0.1*v28 <= 217.8375
    c medium*3 1.7777777777777777*v2 - 2*v16 == 34.5
    c weak 3*v40 == -51.5
    c weak*7 2*v34 == 48.5
    c weak 1*v9 + 0.75*v4 + 100*v37 == 24.5
    c weak*2 10*v4 + 10*v19 >= -31
    c weak 100*v5 + 0.1*v11 + 3*v26 <= 55.5
    c strong*0.5 0.6180339887498949*v16 >= -72
    c weak*2 0.25*v34 + 10*v48 + 1.3333333333333333*v15 <= 47.5
    c weak*7 0.1*v4 >= -47.5
    c medium*3 -0.5625*v39 == -78.5
    c weak 10*v40 - 0.5625*v22 == 9
    c weak 1.3333333333333333*v21 + 0.6180339887498949*v15 >= -78
    c weak*7 10*v46 - 0.5625*v24 >= -32
    c strong 1*v26 + 1.7777777777777777*v37 <= -67
    c strong 0.1*v5 - 0.5625*v32 - 0.125*v33 == -41
    c weak -0.5625*v4 - 1*v16 == 33.5
    c weak*7 1.3333333333333333*v48 - 1*v26 <= -80
    c weak*7 -0.125*v42 == -72.5
    c medium*3 10*v48 + 0.25*v23 >= 72
    c medium -0.125*v38 + 2*v18 >= -19.5
    c medium*3 0.3333333333333333*v8 + 0.6180339887498949*v37 == 37.5
    c medium*3 -1*v11 + 0.6180339887498949*v2 + 10*v38 == 12
    c weak -1*v33 == -40
    c medium*3 0.5*v49 + 1*v1 + 0.1*v5 <= -53.5
    c weak*2 0.75*v32 + 2*v13 == 29
    c strong*0.5 2*v27 + 0.25*v30 <= -55
    c weak 3*v20 - 0.125*v3 == -25
    e strong v24
    e medium v36
    e strong*0.5 v9
    s v24 25
    s v36 -53
    """

    static let wide2102 = """
    csys 1
    c required 1.3333333333333333*v33 + 0.5*v37 >= -50.16666666666666
    c required 0.6180339887498949*v5 + 0.25*v11 == -14.478713763747793
    c required 0.3333333333333333*v39 >= -28
    c required -0.5625*v27 + 0.5*v16 == -10.125
    c required 0.3333333333333333*v26 + 2*v6 + 0.1*v20 + 0.5*v12 <= -5.766666666666666
    c required -1*v36 - 2*v13 == 54
    c required 0.1*v1 + 2*v21 + 100*v3 >= -4602.1
    c required 100*v13 + 1.7777777777777777*v3 == -3983.5555555555557
    c required -2*v23 >= 104
    c required 0.25*v18 + 0.25*v3 + 0.1*v1 + 10*v24 <= 545.65
    c required 3*v34 - 2*v28 + 0.75*v20 - 1*v10 <= 0.75
    c required 3*v26 - 1*v28 + 0.75*v12 + 1*v8 >= -72.5
    c required 2*v8 + 1.7777777777777777*v33 + 100*v7 <= 655.1111111111111
    c required 0.1*v16 + 0.25*v35 == 9.8
    c required 0.75*v16 <= 43.5
    c required -0.125*v29 + 100*v35 + 0.5*v23 >= 3173.75
    c required 0.1*v21 >= 5.4
    c required -1*v24 - 0.5625*v17 + 100*v12 - 1*v5 >= -5058.125
    c required 3*v38 + 0.1*v37 + 1.3333333333333333*v20 == -102.36666666666667
    c required 0.75*v15 + 2*v14 - 0.5625*v16 == -90.375
    c required 0.1*v27 - 0.5625*v34 + 0.6180339887498949*v24 <= 34.35723342624464
    c required 0.6180339887498949*v2 - 0.125*v14 + 0.1*v28 + 0.1*v29 >= -46.42786404500042
    c required -1*v22 >= -12
    c required 0.1*v3 + 1.7777777777777777*v39 + 0.6180339887498949*v5 - 1*v22 == -68.34538043041447
    c required 0.3333333333333333*v2 + 0.6180339887498949*v14 + 100*v32 + 100*v22 <= 4594.667701873338
    c required 10*v12 + 3*v11 >= -571
    c required 0.25*v18 + 1*v7 <= 39.5
    c required 2*v34 + 100*v5 + 0.75*v32 + 10*v17 >= -2377.5
    c required 0.6180339887498949*v37 + 10*v15 <= 242.75580140374444
    c required 0.3333333333333333*v32 + 0.75*v17 - 0.125*v36 == -7.5
    c required -0.5625*v15 + 1.3333333333333333*v39 + 1*v17 <= -85.8125
    c strong 0.5*v34 - 1*v38 + 2*v6 >= 27
    c medium*3 -0.5625*v20 <= 58.5
    c weak*7 2*v31 + 0.1*v32 - 2*v34 == -67
    c strong 100*v18 + 0.25*v24 + 100*v21 == 66.5
    c strong*0.5 0.3333333333333333*v22 >= 17.5
    c strong*0.5 1.3333333333333333*v18 + 0.1*v35 >= -37.5
    c strong 0.5*v3 + 0.5*v26 + 1.3333333333333333*v22 == 28
    c strong*0.5 -1*v21 + 1*v9 - 0.5625*v24 >= -51.5
    c strong 0.25*v14 + 10*v6 == -13
    c medium 0.25*v9 + 3*v3 == 46
    c medium 1.7777777777777777*v10 + 0.1*v25 + 1*v8 <= 78
    c weak*2 0.6180339887498949*v10 + 0.5*v35 == 2
    c medium 0.25*v25 == 40.5
    c strong*0.5 0.3333333333333333*v22 + 3*v31 >= -11.5
    e strong*0.5 v16
    e strong*0.5 v24
    e strong v21
    e strong*0.5 v15
    s v21 54
    s v15 -16
    s v16 55
    """

    static let mixed10 = """
    csys 1
    # lp-check seed 10 (mixed), 59 of its 155 constraints
    c required 10*v50 + 3*v16 + 10*v21 >= 508
    c required -2*v55 + 3*v33 - 2*v11 <= 8
    c required -1*v53 - 1*v39 + 2*v43 <= 95
    c required -1*v8 + 10*v50 == 96
    c required 3*v5 - 1*v50 >= -208
    c required -2*v30 + 0.5*v28 + 10*v49 >= -543.5
    c required 0.25*v33 + 0.25*v17 + 0.5*v26 + 10*v29 >= -172.5
    c required 0.25*v2 - 1*v38 + 3*v21 <= 125.5
    c required 0.5*v16 - 1*v11 == 28
    c required -1*v37 + 3*v48 >= -63
    c required 3*v52 - 2*v56 + 0.25*v38 - 2*v2 >= -195.5
    c required 1*v56 + 1*v4 + 0.25*v43 >= 57.5
    c required 0.25*v37 + 3*v28 <= -27.25
    c required 2*v15 - 1*v4 + 0.25*v38 >= -185.5
    c required 3*v26 == -129
    c required 10*v11 + 0.25*v26 + 1*v52 + 2*v49 <= -362.75
    c medium 0.25*v32 + 1*v30 + 3*v50 == 11
    c weak*2 1*v17 >= -44
    c weak 10*v16 + 0.5*v8 + 0.25*v33 <= 1.5
    c medium*3 0.5*v22 + 3*v39 + 1*v53 >= -53
    c strong 3*v46 + 10*v24 + 0.25*v32 >= -62.5
    c strong 0.25*v36 == -6.5
    c medium 1*v38 + 2*v28 + 2*v47 <= 43.5
    c weak -2*v25 == -28.5
    c weak*7 0.5*v53 + 10*v4 >= -59
    c strong -2*v13 + 3*v44 + 3*v28 >= -31.5
    c weak*2 10*v55 + 2*v54 - 2*v24 >= 66
    c strong*0.5 2*v47 >= -32
    c weak*7 1*v41 - 2*v44 <= 65
    c medium*3 2*v56 + 10*v32 <= -18
    c strong*0.5 3*v33 - 1*v7 == -17
    c medium 0.5*v5 + 0.25*v18 + 0.5*v16 == 56.5
    c weak*7 2*v50 - 1*v37 <= -76.5
    c weak*7 1*v29 <= 72
    c medium*3 0.5*v9 + 2*v2 - 1*v56 >= -41.5
    c weak*2 3*v20 + 2*v37 + 2*v4 >= 16
    c weak 3*v31 >= 24
    c strong 1*v55 + 2*v41 + 0.5*v2 >= 23.5
    c strong 3*v39 - 2*v46 + 0.25*v31 <= 58
    c strong 1*v55 + 2*v38 + 1*v3 <= -46.5
    c medium*3 -1*v48 >= 45
    c medium -1*v24 >= -60
    c weak*7 2*v3 + 2*v8 == -69
    c medium*3 2*v20 + 2*v21 == 8
    c medium 1*v24 + 0.5*v15 + 1*v21 == 51.5
    c strong 1*v48 + 2*v46 + 1*v24 <= -10.5
    c weak*2 3*v2 + 3*v39 + 10*v20 == 1
    c weak*2 0.25*v9 + 0.25*v19 + 0.5*v13 == 26
    c strong 3*v10 + 0.25*v15 >= -3.5
    c strong -1*v28 - 2*v2 + 3*v52 == -26.5
    c weak*2 0.25*v24 == -52.5
    c weak -1*v35 >= -30
    c weak 3*v55 + 0.5*v5 - 1*v54 == 3
    c medium*3 -2*v46 + 10*v15 >= -47.5
    c medium*3 -2*v49 + 3*v19 == -66.5
    c weak 3*v4 - 1*v11 >= -43.5
    c strong*0.5 -2*v18 == -51.5
    c medium 1*v27 - 1*v26 + 2*v42 == 28.5
    c medium*3 0.25*v28 >= -8
    e medium v44
    e strong*0.5 v29
    e strong v23
    e medium v27
    s v44 60
    s v29 -47
    s v23 -93
    s v27 39
    s v44 69
    s v29 -31
    s v23 -91
    s v27 34
    s v44 40
    s v29 -48
    s v23 -35
    s v27 52
    """

    static let mixed2436 = """
    csys 1
    # lp-check seed 2436
    c required 0.5*v8 + 2*v1 >= -15.5
    c required 10*v12 - 2*v20 + 10*v18 <= -412
    c required -2*v19 + 10*v2 <= -50
    c required -2*v20 + 10*v18 + 2*v23 >= 162
    c required 1*v8 >= -14
    c required -2*v4 + 10*v15 <= 200
    c required 1*v20 + 0.25*v17 + 2*v16 + 0.5*v19 >= 59.75
    c required -1*v19 + 0.5*v8 - 2*v3 + 0.5*v2 == -40
    c required 10*v12 - 1*v6 + 10*v8 + 1*v20 <= -490
    c required 10*v10 - 1*v9 - 1*v21 >= -322
    c required 0.5*v23 + 1*v11 + 1*v19 + 2*v9 == -66
    c required 1*v6 + 0.5*v12 - 2*v2 + 3*v1 <= 5.5
    c required 1*v14 - 1*v20 + 0.25*v2 + 2*v21 <= 74.75
    c required 1*v22 + 0.25*v18 + 0.5*v11 + 1*v23 >= -7.5
    c required 1*v2 + 0.25*v22 <= -8.25
    c required -1*v2 - 1*v18 <= 1
    c required 0.5*v23 + 3*v15 + 2*v17 + 0.5*v14 == 195
    c required -1*v24 + 10*v5 >= 359
    c required 1*v23 + 0.25*v7 - 2*v20 == 69.25
    c strong -1*v8 - 1*v22 + 0.5*v21 <= -80
    c medium 3*v4 + 2*v12 + 10*v7 <= -25
    c weak*7 -2*v23 <= 59
    c strong -1*v16 + 10*v15 >= 74
    c medium -2*v11 + 2*v20 + 10*v10 >= 18
    c medium*3 0.25*v10 - 1*v11 >= -22.5
    c weak*7 10*v3 - 2*v11 == 40
    c weak*7 -1*v22 - 2*v1 <= -17
    c strong*0.5 3*v17 + 0.5*v7 >= 1
    c strong*0.5 1*v21 - 2*v22 <= -7.5
    c weak*2 -2*v3 + 3*v9 <= 66
    c medium -2*v19 == 4
    c strong 0.25*v24 + 1*v14 <= 75
    c medium 0.5*v17 + 0.25*v1 <= -73.5
    c medium 1*v19 >= 68
    c weak*7 3*v13 == 58.5
    c weak 1*v15 + 10*v24 == 38.5
    c strong 1*v22 + 0.5*v9 + 0.5*v7 == -69
    c medium 1*v15 <= -0.5
    c medium 3*v23 - 1*v20 + 2*v22 == -39
    c medium*3 -1*v16 - 1*v20 - 1*v9 >= 36
    c weak*2 -1*v11 + 10*v3 - 1*v7 <= 13.5
    c strong 0.5*v12 + 3*v15 <= -39.5
    c strong*0.5 2*v7 + 1*v10 + 1*v18 >= 54.5
    e strong*0.5 v6
    s v6 18
    """
}
