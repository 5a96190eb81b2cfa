import XCTest
@testable import Cassowary
import Csys

/// Drift a layout would never see but a degenerate system with mixed coefficients leaves, found
/// and watched (`Solver+DriftCheck`): a check due by the work since the last one, a bar at the
/// rounding a sound tableau leaves (``SolverCore/driftResidualTolerance``), and cells that are
/// not sound keeping every update checked (``SolverCore/cellSoundTolerance``). Each file below
/// was published off lp-check's optimum (by 1.2e-9 to 2.3e-8 of it, relative to the heaviest
/// weight) before; updates only, never an explicit `verify`, each now publishes the optimum
/// (QSopt_ex's, exact).
final class SolverDriftWatchTests: XCTestCase {
    /// lp-check mixed 2073: the build pivots 27 times on 63 rows, less than half, so no check
    /// was due by pivots; but it updated 4 026 cells and rows for a tableau of 405 cells, and its
    /// values were 9.5e-8 off. Due by that work, the build's update verifies.
    func testABuildThatReworksItsRowsIsCheckedByItsWork() throws {
        let unchecked = try builtUnchecked(Self.mixed2073)
        let counters = unchecked.solver.counters
        XCTAssertLessThan(2 * counters.pivots, unchecked.solver.tableauSize.rows)
        XCTAssertGreaterThanOrEqual(workUnits(of: unchecked), workUnitsThatMakeACheckDue(in: unchecked))
        try assertCheckedFromTheBuild(Self.mixed2073, reach: 315_757.875)
    }

    /// lp-check mixed 31: the build's check found residuals of 3.4e-7 and verified; the
    /// suggestions after it published values 4.8e-11 to 5.4e-11 off their constraints — under
    /// what `verify` accepts, so unrefined at 1e-10 (v17 at 117.9999999936 for 118), and 1.6e-9
    /// of the objective off. At the drift bar every one of them is refined.
    func testResidualsUnderVerifysToleranceAreRefinedOnceDriftIsFound() throws {
        let program = CsysProgram(try CsysReader.read(Self.mixed31))
        try program.build()
        let afterBuild = program.solver.driftVerifications
        XCTAssertGreaterThanOrEqual(afterBuild, 1)
        try assertTheSteps(of: program, reach: 2_908.939_014_611_546_6)
        XCTAssertGreaterThan(program.solver.driftVerifications, afterBuild)
    }

    /// lp-check wide 634: the build's cells drifted 3e-8 and were rebuilt; the rebuilt tableau's
    /// cells are 5e-10 off, under the rebuild's bar (1e-9), and the two suggestions, which hardly
    /// pivot, read them times their step: values 7e-11 off, 2.3e-8 of the objective.
    /// Cells that are not sound keep every update checked.
    func testCellsNotSoundAfterARebuildKeepTheUpdatesChecked() throws {
        let program = CsysProgram(try CsysReader.read(Self.wide634))
        try program.build()
        XCTAssertEqual(program.solver.counters.cellDriftRebuilds, 1)
        XCTAssertTrue(program.solver.core.cellsOff)
        let afterBuild = program.solver.driftVerifications
        try assertTheSteps(of: program, reach: 257.042_136_191_981_2)
        XCTAssertGreaterThan(program.solver.driftVerifications, afterBuild)
    }

    /// lp-check wide 946: 16 pivots on 38 rows, its values 4.9e-11 off at the build, which
    /// neither the pivots nor the old bar called a check for; six suggestions read on.
    func testAFewPivotsThatLeaveValuesJustOffAreCaught() throws {
        let unchecked = try builtUnchecked(Self.wide946)
        XCTAssertLessThan(2 * unchecked.solver.counters.pivots, unchecked.solver.tableauSize.rows)
        try assertCheckedFromTheBuild(Self.wide946, reach: 116_448.180_028_086_3)
    }

    /// lp-check wide 6394: 12 pivots on 41 rows and 7 units of work a cell, under both bars,
    /// but three rows were solved for cells below a thousandth of their largest (two pivots, on
    /// 1.3e-4 and 6.4e-5 of it, and a new row for its subject); the
    /// values left a strong equality 2.9e-10 off its terms, and the file ended 1.1e-8 (relative)
    /// above the optimum, unchecked. Their growth (``SolverCounters/pivotGrowth``) makes the
    /// check due.
    func testAPivotThatMagnifiesItsRowsRoundingMakesTheCheckDue() throws {
        let unchecked = try builtUnchecked(Self.wide6394)
        let counters = unchecked.solver.counters
        XCTAssertLessThan(2 * counters.pivots, unchecked.solver.tableauSize.rows)
        XCTAssertLessThan(workUnits(of: unchecked), workUnitsThatMakeACheckDue(in: unchecked))
        XCTAssertGreaterThanOrEqual(counters.pivotGrowth, Tableau.growthPastTheBar)
        XCTAssertEqual(counters.smallPivots, 0)
        try assertCheckedFromTheBuild(Self.wide6394, reach: 51_681_079.448_268_905)
    }

    /// lp-check mixed 60199: after the build's check (42 pivots on 52 rows) and a second that
    /// found the residuals sound, three suggestions pivoted 21 times, under half the rows and
    /// under the work that makes a check due; the last of them, 14 pivots on cells of 2.5e-3 to
    /// 0.08 of their rows' largest, left required rows 3.6e-9 off their terms, and the file
    /// ended 3e-9 (relative) above the optimum, unchecked. Their growth compounds past the bar.
    func testPivotsWhoseGrowthCompoundsMakeTheCheckDue() throws {
        let program = CsysProgram(try CsysReader.read(Self.mixed60199))
        try program.build()
        let afterBuild = program.solver.driftVerifications
        try assertTheSteps(of: program, reach: 20_347_516.425)
        XCTAssertGreaterThan(program.solver.driftVerifications, afterBuild)
        XCTAssertEqual(program.solver.counters.smallPivots, 0)
    }

    /// The file replayed with its drift checks, updates only: its build's update verifies, and
    /// the steps after it end at the optimum.
    private func assertCheckedFromTheBuild(_ text: String, reach optimum: Double, line: UInt = #line) throws {
        let program = CsysProgram(try CsysReader.read(text))
        try program.build()
        XCTAssertGreaterThanOrEqual(program.solver.driftVerifications, 1, line: line)
        try assertTheSteps(of: program, reach: optimum, line: line)
    }

    /// The work (cells updated, rows visited) the program's solver has counted.
    private func workUnits(of program: CsysProgram) -> Int {
        program.solver.counters.rowTermOperations + program.solver.counters.rowsVisited
    }

    /// The work in one update that makes a drift check due on the program's tableau.
    private func workUnitsThatMakeACheckDue(in program: CsysProgram) -> Int {
        SolverCore.driftWorkPerCell * program.solver.core.tableau.matrix.cellCount
    }

    /// The file's build with no drift check: the counts the check's rules are judged on.
    private func builtUnchecked(_ text: String) throws -> CsysProgram {
        let program = CsysProgram(try CsysReader.read(text))
        program.solver.checksDrift = false
        try program.build()
        return program
    }

    /// The file's resize steps after its build, updates only: no failure held back, and the
    /// optimum published with every required constraint within rounding.
    private func assertTheSteps(of program: CsysProgram, reach optimum: Double, line: UInt = #line) throws {
        for step in program.resizeSteps { try program.run(step) }
        XCTAssertNil(program.solver.pendingFailure, line: line)
        SolverVerifyTests.assertPublished(program, reach: optimum, holdingRequiredTo: 1e-12, line: line)
    }

    static let mixed2073 = """
    csys 1
    # lp-check seed 2073
    c required 2*v26 >= -61
    c required 0.5*v14 <= -7.5
    c required 0.5*v11 <= 29
    c required 0.25*v18 + 2*v2 - 2*v17 + 0.25*v19 >= 39.25
    c required -2*v1 + 10*v2 == 370
    c required 10*v29 <= -332
    c required 2*v23 + 3*v32 + 0.25*v20 >= -125.75
    c required 0.25*v26 >= -19.5
    c required 10*v7 - 1*v2 == -610
    c required 10*v11 == 580
    c required 2*v17 + 1*v6 >= -28
    c required -1*v23 - 2*v31 <= 41
    c required 3*v29 >= -114
    c required 2*v15 - 1*v2 == -120
    c required -1*v31 + 2*v6 >= -93
    c required 3*v6 <= -162
    c required 10*v28 + 0.25*v25 - 2*v20 + 0.5*v16 >= -233
    c required 0.5*v6 <= -8
    c required 0.25*v3 + 1*v32 + 10*v10 + 2*v16 >= -452
    c required 10*v15 >= -451
    c required 1*v11 - 1*v28 + 1*v29 + 0.25*v30 >= 42.25
    c required 1*v16 + 0.25*v10 - 1*v21 <= 87
    c required 3*v6 + 2*v8 + 1*v10 - 1*v25 <= -292
    c required 1*v14 >= -28
    c required 0.5*v17 == 6.5
    c medium -1*v15 + 3*v6 + 0.5*v27 >= -77.5
    c strong*0.5 10*v8 - 2*v1 + 10*v30 == 69.5
    c medium 0.5*v20 == -31
    c strong*0.5 0.25*v14 + 10*v26 == -51
    c weak -1*v13 + 3*v9 >= 32
    c medium 2*v11 + 10*v26 == 26
    c medium 10*v5 + 3*v25 >= -23
    c strong*0.5 3*v31 + 10*v22 <= -39
    c medium*3 -2*v26 + 3*v29 + 3*v7 == 23.5
    c weak 10*v1 == -62
    c medium 10*v30 + 0.5*v11 <= -19
    c weak*2 2*v22 + 3*v8 + 0.5*v13 >= -66
    c strong 0.25*v20 + 0.5*v19 >= 27
    c weak*2 3*v23 + 1*v22 == 42.5
    c strong 2*v7 <= 23
    c weak*2 10*v29 <= -57
    c strong*0.5 3*v30 + 2*v6 <= 23
    c strong 10*v12 == 1
    c medium -2*v21 >= 67.5
    c weak 3*v7 + 0.5*v12 + 0.25*v31 >= -42.5
    c strong 0.5*v5 + 0.5*v32 + 0.25*v10 == -24
    c strong 3*v32 + 3*v27 + 10*v4 == 36.5
    c weak*7 0.25*v7 + 10*v23 + 0.5*v9 >= -39
    c weak*7 1*v29 - 2*v24 == 72.5
    c strong*0.5 -2*v16 - 2*v2 <= -35.5
    c medium*3 -2*v19 + 2*v12 + 0.5*v25 <= 36
    c strong -1*v32 + 2*v24 - 2*v30 <= 62.5
    c weak*2 0.5*v17 >= -58
    c medium 3*v22 >= 76.5
    c medium 10*v18 + 0.5*v10 == 55.5
    c medium*3 0.25*v28 + 3*v32 + 10*v10 <= 4.5
    c weak*2 3*v16 + 3*v27 + 3*v18 >= 5
    c weak*2 0.25*v8 <= 75
    c weak*7 -2*v32 - 2*v21 == 17
    c medium 10*v30 >= -63
    e medium v3
    e strong v18
    e strong v9
    s v3 -14
    s v18 -34
    s v9 -14
    """

    static let mixed31 = """
    csys 1
    # lp-check seed 31
    c required -1*v17 + 1*v14 + 3*v7 + 0.25*v3 <= -142.75
    c required 3*v12 + 1*v8 + 1*v7 + 2*v18 == 43
    c required -1*v13 + 10*v1 == -36
    c required -2*v14 + 0.25*v12 == 93.75
    c required 0.25*v2 + 3*v9 + 10*v11 + 0.25*v10 <= -406.5
    c required 0.5*v6 - 1*v18 + 2*v19 >= -116.5
    c required 0.5*v4 - 2*v13 - 1*v10 <= -85
    c required 0.5*v13 - 1*v2 - 1*v18 - 2*v4 == 60
    c required 10*v16 + 0.5*v2 >= 276
    c required 10*v4 >= -100
    c required 0.25*v1 - 2*v9 + 1*v16 - 1*v18 <= 102
    c required 1*v6 - 2*v2 - 2*v5 + 0.5*v4 >= 198
    c required 3*v18 - 2*v17 - 2*v19 + 10*v20 <= -140
    c required 0.25*v5 - 2*v12 + 0.5*v4 >= -77.5
    c required 3*v2 - 2*v4 <= -118
    c required -2*v7 + 0.5*v14 + 1*v10 >= 96.5
    c required 3*v9 + 0.25*v18 - 2*v7 <= -22
    c required 0.25*v7 + 0.5*v8 + 0.25*v20 - 1*v11 <= 1
    c required 3*v16 + 1*v15 - 1*v9 + 10*v6 <= 376
    c weak*7 3*v9 <= -10.5
    c strong 0.5*v8 + 3*v19 >= -20.5
    c weak*2 0.25*v18 >= -55.5
    c weak*7 10*v7 + 0.5*v1 + 10*v12 <= 52.5
    c strong*0.5 -2*v13 - 2*v20 >= 25
    c weak*2 1*v8 <= 25
    c weak*2 1*v4 + 0.25*v18 <= -16.5
    c medium*3 0.5*v5 + 0.25*v2 == -69
    c medium*3 -1*v15 + 1*v18 + 10*v5 <= 41
    c strong*0.5 0.25*v16 - 2*v1 <= -37
    c medium*3 3*v2 + 0.25*v19 == 78
    c medium*3 10*v8 + 1*v2 <= 25.5
    c strong 0.25*v17 >= 29.5
    c medium 1*v3 + 2*v15 >= 69.5
    c strong 3*v5 <= 39.5
    c medium*3 0.25*v11 + 0.5*v14 >= 73
    c weak*7 2*v11 - 2*v3 == -13.5
    c weak*2 0.5*v4 <= -12
    c weak*7 -1*v7 + 0.25*v3 <= 58.5
    e strong v14
    e strong v16
    s v14 -7
    s v16 35
    s v14 -43
    s v16 33
    """

    static let wide634 = """
    csys 1
    # lp-check seed 634 wide
    c required -0.125*v24 + 3*v5 - 1*v8 >= 29.5
    c required 0.75*v14 + 0.6180339887498949*v28 + 3*v24 <= 134.22793735874401
    c required 0.3333333333333333*v18 + 1*v15 + 1.3333333333333333*v12 + 0.75*v25 <= 75.66666666666666
    c required 0.6180339887498949*v1 + 2*v25 - 0.125*v8 <= -68.65208763999664
    c required -2*v10 - 0.5625*v24 >= 39.25
    c required 100*v10 + 100*v4 + 1*v23 + 3*v14 >= -9214
    c required 0.6180339887498949*v22 + 2*v9 + 3*v8 <= 37.201626123751154
    c required 100*v24 + 0.1*v15 + 100*v14 + 0.75*v28 <= 102.55000000000018
    c required 10*v1 - 2*v16 + 1.7777777777777777*v27 - 1*v3 <= -298.55555555555554
    c required 1.7777777777777777*v22 + 0.1*v27 - 1*v11 >= -31.455555555555556
    c required 0.25*v10 + 1.3333333333333333*v2 == 22.666666666666664
    c required 0.6180339887498949*v24 - 0.5625*v13 + 3*v18 + 0.5*v7 >= -17.244004495004624
    c required 0.25*v14 - 0.125*v25 <= -8
    c required 0.1*v19 + 2*v26 + 0.6180339887498949*v9 - 1*v4 >= -44.209830056250524
    c required 1.7777777777777777*v27 >= -85.55555555555554
    c required 0.1*v14 + 0.75*v15 <= 31.6
    c required 0.1*v19 + 0.1*v4 + 0.6180339887498949*v9 <= -2.1098300562505257
    c required 2*v7 + 2*v10 <= 51
    c required -0.5625*v26 - 0.125*v13 - 0.5625*v25 + 0.75*v3 >= 43.25
    c required 0.3333333333333333*v1 == -10.666666666666666
    c required 1.7777777777777777*v2 - 1*v16 + 0.1*v8 - 2*v12 <= 7.588888888888889
    c required 10*v10 <= -320
    c weak*7 2*v12 - 0.125*v13 + 0.1*v22 == 58
    c medium 1.7777777777777777*v12 + 0.6180339887498949*v25 - 1*v8 <= 59
    c strong 100*v7 + 0.3333333333333333*v5 + 1.3333333333333333*v4 <= -79
    c weak*2 0.25*v27 + 100*v8 - 2*v5 <= 67
    c strong -0.5625*v1 - 1*v11 + 0.75*v12 >= -46.5
    c medium*3 -1*v28 + 0.5*v20 == -60.5
    c strong*0.5 0.3333333333333333*v13 + 1.7777777777777777*v19 >= -8.5
    c weak*7 -2*v8 + 100*v21 >= 67.5
    c strong*0.5 0.5*v22 - 0.125*v20 <= -1
    c weak*2 -1*v2 == 35.5
    c weak*2 0.3333333333333333*v26 + 100*v10 >= -78.5
    c weak*7 10*v27 >= 12
    c medium*3 0.25*v3 >= -42.5
    c weak*2 0.75*v14 - 1*v27 == 14
    c weak*2 -2*v25 >= -53.5
    c medium -0.125*v19 + 1.7777777777777777*v17 <= -39.5
    c weak 0.75*v6 >= 24
    c weak*7 0.3333333333333333*v6 <= 67
    c strong*0.5 2*v7 + 1*v10 >= 67
    c weak*2 0.75*v15 <= 49.5
    c medium 0.1*v28 - 2*v12 >= 52
    c weak 1*v15 >= 34.5
    c weak*2 2*v11 + 1.7777777777777777*v27 <= 45
    c weak*7 -0.125*v1 + 0.3333333333333333*v5 - 1*v22 <= 10.5
    c strong 100*v13 + 1.7777777777777777*v7 + 10*v2 == 42
    c strong*0.5 1.3333333333333333*v22 == 7.5
    c medium -2*v18 + 3*v26 >= 57.5
    c strong 0.5*v17 + 3*v13 + 0.75*v18 >= -18.5
    c weak*2 0.1*v12 + 3*v15 == 49
    c strong*0.5 1.7777777777777777*v6 + 10*v18 - 1*v7 >= 45
    c weak 0.3333333333333333*v8 + 1*v22 == -13.5
    c weak*7 0.5*v16 - 2*v8 == 8
    c strong*0.5 0.3333333333333333*v9 >= -35.5
    e strong*0.5 v10
    s v10 -65
    s v10 -52
    """

    static let wide946 = """
    csys 1
    # lp-check seed 946 wide
    c required -1*v20 >= 24
    c required 0.6180339887498949*v15 + 0.25*v10 <= 23.770509831248425
    c required 0.75*v3 + 2*v17 + 2*v22 == -9
    c required -2*v7 + 1*v14 + 0.6180339887498949*v19 + 1*v5 >= -13.665631459994955
    c required 0.3333333333333333*v9 + 2*v10 + 0.25*v13 <= 138
    c required 0.75*v9 + 0.6180339887498949*v17 == 51.22871376374779
    c required 3*v5 + 10*v13 + 0.6180339887498949*v14 == 193.6393202250021
    c required -1*v15 + 0.75*v17 + 10*v9 + 1.7777777777777777*v6 <= 505.0833333333333
    c required 3*v4 <= -74
    c required 1*v13 + 1.3333333333333333*v12 - 0.5625*v5 + 3*v18 == -177.45833333333331
    c required 0.1*v20 + 0.25*v6 + 1.7777777777777777*v17 <= 39.93333333333333
    c required -0.125*v22 - 0.5625*v17 + 0.75*v19 + 3*v15 >= -18.9375
    c required 0.25*v5 + 0.6180339887498949*v19 + 0.1*v9 + 10*v18 <= -514.065631459995
    c required 0.25*v8 >= -9.25
    c required -0.125*v15 <= 23.125
    c required 0.25*v4 + 0.75*v3 - 0.5625*v16 - 1*v21 >= -32.25
    c required 0.25*v16 + 1.3333333333333333*v18 >= -73.33333333333333
    c weak*2 100*v8 <= 69
    c medium 10*v3 - 0.125*v20 >= -28
    c medium*3 -2*v1 == 5
    c weak 0.5*v2 == 46
    c strong 0.3333333333333333*v5 + 1.7777777777777777*v3 <= -38.5
    c weak 0.6180339887498949*v10 <= -36.5
    c medium 0.3333333333333333*v1 - 0.5625*v2 + 0.75*v8 <= 38
    c weak -0.125*v12 + 0.6180339887498949*v7 + 2*v11 == 31.5
    c medium*3 10*v12 + 10*v3 <= 23.5
    c medium -0.125*v22 == 78
    c weak 0.5*v3 + 2*v18 == -13.5
    c strong*0.5 -2*v3 <= 40.5
    c strong -0.5625*v20 - 1*v1 >= 50
    c medium*3 0.3333333333333333*v4 + 10*v15 >= -53
    c weak*7 100*v5 + 100*v19 + 0.6180339887498949*v21 <= -37
    c weak*2 0.1*v10 + 2*v22 + 1.7777777777777777*v1 == 11.5
    c medium*3 0.25*v7 - 0.5625*v9 - 2*v4 >= 60
    c strong*0.5 2*v22 + 0.5*v17 - 0.5625*v21 <= 6.5
    c strong*0.5 -0.125*v7 + 0.6180339887498949*v20 + 100*v12 == -24.5
    e medium v20
    e medium v17
    s v20 -56
    s v17 3
    s v20 -21
    s v17 39
    s v20 3
    s v17 44
    """

    static let wide6394 = """
    csys 1
    # lp-check seed 6394 wide
    c required 0.5*v15 <= 62
    c required -2*v12 == 38
    c required 0.6180339887498949*v20 == -27.193495504995376
    c required 0.75*v23 - 0.125*v12 + 0.25*v13 + 1.3333333333333333*v18 <= 125.79166666666666
    c required 0.1*v1 + 0.3333333333333333*v3 + 1.7777777777777777*v7 >= -20.177777777777777
    c required 0.1*v19 + 10*v10 <= 83.3
    c required 0.6180339887498949*v24 + 2*v16 + 0.1*v4 <= -33.53606797749978
    c required 0.6180339887498949*v17 + 2*v1 >= -46.729490168751575
    c required 0.1*v8 + 100*v4 <= 5705.4
    c required 0.75*v24 - 1*v20 + 3*v16 >= -14.5
    c required 0.1*v11 - 0.5625*v4 + 1.3333333333333333*v9 == -86.7625
    c required 3*v18 - 1*v14 - 0.5625*v23 >= 113.75
    c required 1.3333333333333333*v23 + 2*v11 + 1.7777777777777777*v14 >= 76.77777777777777
    c required -1*v16 + 3*v12 >= -38
    c required 0.6180339887498949*v2 + 1.7777777777777777*v4 + 0.75*v8 >= 160.99238698458007
    c required 10*v20 + 1*v24 <= -442
    c required -0.5625*v18 + 1.3333333333333333*v21 + 1.3333333333333333*v23 - 0.5625*v22 >= 9.312499999999996
    c required 0.5*v15 + 0.6180339887498949*v2 + 1.7777777777777777*v18 + 10*v14 >= 619.7146092068023
    c required 3*v20 + 1.3333333333333333*v7 - 1*v1 + 0.75*v5 == -140.83333333333334
    c strong*0.5 -0.125*v11 >= 47.5
    c strong*0.5 1.7777777777777777*v16 - 0.5625*v19 <= 64.5
    c strong*0.5 0.1*v19 + 0.6180339887498949*v7 + 1.3333333333333333*v18 >= -52
    c weak 0.75*v11 + 1*v18 + 1*v23 == -41
    c weak*2 1.7777777777777777*v19 <= -7
    c weak*2 0.1*v11 + 100*v5 == 49.5
    c medium*3 0.5*v21 + 3*v17 >= 35.5
    c weak 0.1*v9 + 1*v14 == 58
    c weak*7 0.6180339887498949*v3 <= -8.5
    c strong 0.3333333333333333*v15 == 10.5
    c strong 100*v16 + 1.3333333333333333*v14 == 68.5
    c strong*0.5 3*v15 - 0.5625*v16 == -15.5
    c weak*7 1*v10 <= 53
    c strong*0.5 1.7777777777777777*v3 >= 18
    c weak*7 1.7777777777777777*v24 >= -58
    c medium*3 10*v5 + 3*v17 + 1.7777777777777777*v13 <= 67
    c weak*7 1*v17 <= 69
    c strong*0.5 -1*v18 + 1.3333333333333333*v1 <= 32
    c medium*3 1.7777777777777777*v15 + 2*v13 >= 78.5
    e strong v6
    e strong v15
    e strong v24
    s v6 -59
    s v15 40
    s v24 33
    s v6 -75
    s v15 -22
    s v24 -27
    """

    static let mixed60199 = """
    csys 1
    # lp-check seed 60199
    c required 3*v10 + 0.25*v16 + 1*v14 + 0.25*v9 <= 51
    c required 2*v8 + 0.25*v3 >= -46.75
    c required 2*v20 + 0.25*v12 - 1*v22 + 0.25*v16 <= 43
    c required 3*v14 + 10*v2 >= -33
    c required 3*v24 == -90
    c required 0.25*v4 + 1*v18 + 3*v13 <= -31.25
    c required 0.25*v10 + 3*v17 <= -16.25
    c required 10*v12 <= -180
    c required -1*v23 >= 20
    c required 3*v2 + 10*v15 + 10*v19 - 2*v1 <= 418
    c required 3*v20 + 2*v10 + 2*v12 <= -37
    c required 0.5*v10 == 3.5
    c required -2*v7 >= -62
    c required 1*v4 == -9
    c required 2*v20 <= 36
    c required -1*v7 - 1*v22 >= -18
    c required 1*v15 + 0.25*v10 >= 23.75
    c required 2*v7 + 0.25*v8 - 1*v15 + 2*v4 >= 18.75
    c required -2*v18 - 2*v15 - 1*v5 <= -101
    c required 10*v25 + 2*v5 + 2*v16 >= -380
    c required 1*v12 + 0.25*v24 == -25.5
    c medium -1*v15 == 31
    c weak*7 10*v9 - 1*v24 + 10*v8 <= 58.5
    c medium 3*v17 + 0.5*v15 + 0.25*v23 >= 43
    c weak 0.25*v10 + 0.25*v5 + 3*v17 == 18
    c weak*2 1*v4 + 3*v21 == -32
    c strong*0.5 10*v2 + 0.25*v6 + 0.5*v21 >= 27.5
    c medium 1*v1 + 10*v17 + 10*v6 >= -9
    c strong*0.5 -1*v20 + 0.5*v19 >= 17
    c strong -2*v21 + 0.25*v5 <= -66.5
    c strong*0.5 0.5*v20 + 1*v9 + 1*v21 == 72
    c medium -2*v9 + 0.5*v12 + 1*v25 <= 65.5
    c weak 10*v5 + 10*v15 == -57
    c medium 0.5*v5 + 0.5*v12 <= 42.5
    c weak*7 0.5*v22 >= -28
    c medium*3 -1*v19 + 3*v2 >= -50
    c weak*7 2*v6 == -23
    c medium*3 0.25*v21 + 0.5*v12 + 3*v10 <= -56
    c medium 2*v20 - 2*v11 <= 40.5
    c strong 0.5*v7 + 2*v1 <= -31.5
    c strong*0.5 1*v8 + 2*v17 + 2*v9 <= -3.5
    c weak*2 2*v1 + 3*v13 + 1*v21 == -67
    c strong 3*v21 + 10*v6 == -74.5
    c strong*0.5 2*v19 + 1*v7 >= -12.5
    c weak*7 -2*v12 + 2*v4 >= 11.5
    c weak*7 0.5*v2 + 3*v14 >= -19
    c strong 3*v8 <= 35.5
    c medium*3 2*v24 + 2*v5 + 1*v16 >= 11.5
    e strong v23
    e strong v12
    e strong v9
    e strong v6
    s v23 -34
    s v12 5
    s v9 75
    s v6 -75
    s v23 -15
    s v12 4
    s v9 29
    s v6 -51
    s v23 -35
    s v12 -37
    s v9 26
    s v6 -62
    """
}
