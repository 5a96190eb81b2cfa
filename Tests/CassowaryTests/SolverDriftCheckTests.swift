import XCTest
@testable import Cassowary
import Csys

/// An update checks the values it publishes once the simplex has pivoted half the rows' worth
/// since the last check (or worked several times the tableau's cells: `SolverDriftWatchTests`), and hands drift to `verify` (`Solver+DriftCheck`): a dense build whose
/// tableau drifted is not published unchecked.
final class SolverDriftCheckTests: XCTestCase {
    /// lp-check's large kind at seed 32 (89 variables, 221 constraints, three edit variables):
    /// its build pivots 280 times over fewer rows, and its tableau drifts. Unchecked, the update
    /// publishes values that break a required constraint by 2.9e-5 of its terms; checked, it
    /// verifies once (a rebuild) and publishes the optimum, every required constraint within
    /// rounding — as an explicit `verify` does.
    func testADriftedBuildIsVerifiedByItsUpdate() throws {
        // Found when the primal ratio test and a removal's marker took rounding's residue;
        // with that refusal off, the tableau drifts as it did then.
        Tableau.refusesResidueBeyondTheDualTest = false
        defer { Tableau.refusesResidueBeyondTheDualTest = true }
        let unchecked = CsysProgram(try CsysReader.read(Self.large32))
        unchecked.solver.checksDrift = false
        try unchecked.run(unchecked.buildStep)
        XCTAssertGreaterThan(SolverVerifyTests.objective(unchecked, published: true).worstRequired, 1e-6)

        let checked = CsysProgram(try CsysReader.read(Self.large32))
        try checked.run(checked.buildStep)
        XCTAssertEqual(checked.solver.driftVerifications, 1)
        XCTAssertNil(checked.solver.pendingFailure)
        let published = SolverVerifyTests.objective(checked, published: true)
        XCTAssertLessThanOrEqual(published.worstRequired, 1e-12)

        try unchecked.solver.verify()
        let verified = SolverVerifyTests.objective(unchecked, published: true)
        XCTAssertEqual(published.objective, verified.objective, accuracy: abs(verified.objective) * 1e-9)
    }

    /// lp-check mixed 532, shrunk: the build's update verifies (drift) and answers from a
    /// certified basis, its rows off their constraints. A suggestion's dual simplex on those
    /// rows stopped 0.58% above the optimum with every constraint held, which no residual
    /// shows; published unverified. Until a `verify` passes again every update verifies.
    func testOnceTheRowsAreKnownDriftedEveryUpdateIsVerified() throws {
        // Found when the primal ratio test and a removal's marker took rounding's residue;
        // with that refusal off, the tableau drifts as it did then.
        Tableau.refusesResidueBeyondTheDualTest = false
        defer { Tableau.refusesResidueBeyondTheDualTest = true }
        let program = CsysProgram(try CsysReader.read(Self.mixed532))
        try program.run(program.buildStep)
        XCTAssertEqual(program.solver.driftVerifications, 1)
        XCTAssertTrue(program.solver.rowsDrifted)
        for step in program.resizeSteps { try program.run(step) }
        XCTAssertEqual(program.solver.driftVerifications, 2)
        XCTAssertNil(program.solver.pendingFailure)
        SolverVerifyTests.assertPublished(program, reach: 63_480_736.950_5, holdingRequiredTo: 1e-12)
    }

    /// The whole file — the build, then suggestions on its three edit variables — with updates
    /// only, never an explicit `verify`: HiGHS's optimum, 216 764 890.782.
    func testTheFileEndsAtTheOptimumWithoutAnExplicitVerify() throws {
        let program = CsysProgram(try CsysReader.read(Self.large32))
        try program.run(0..<program.document.statements.count)
        XCTAssertNil(program.solver.pendingFailure)
        SolverVerifyTests.assertPublished(program, reach: 216_764_890.782_458_93, holdingRequiredTo: 1e-12)
    }

    /// lp-check wide 378, shrunk: the second suggestion's dual simplex pivoted an infeasible
    /// row on 1.0086e-9 beside a 1 — rounding's residue, just above what the dual ratio test
    /// refuses — three pivots after the build; published unchecked, a required equality was
    /// off by 1.5e-4 of its terms and the objective 83 340.5 (HiGHS: 83 295.872). That pivot
    /// is counted small, and the update after it verifies. (Its build reworks its rows enough
    /// that a check is due by that work, and verifies too: `SolverDriftWatchTests`.)
    func testAnUpdateAfterAPivotOnASmallCellIsVerified() throws {
        try assertReplay(Self.wide378, build: (small: 0, verified: 1), steps: (small: 1, verified: 3),
                         reach: 83_295.872_111_965_74)
    }

    /// lp-check layout 1323, shrunk: the build's update verifies after its small pivot and
    /// leaves residuals of 1e-14, but the rows solved for that cell carry their rounding
    /// magnified; the first suggestion, four pivots on cells of 1, published a required
    /// constraint 2.2e-6 off its terms and the objective 1 351.09 (HiGHS: 1 327.534 583). The
    /// update after a verify sent by small pivots checks again.
    func testTheUpdateAfterAVerifySentBySmallPivotsChecksAgain() throws {
        // Found before the cells were probed: the probe finds the build's cells drifted, and
        // the rebuild it sends leaves no row solved for a small cell.
        Solver.probesCells = false
        defer { Solver.probesCells = true }
        try assertReplay(Self.layout1323, build: (small: 1, verified: 1), steps: (small: 1, verified: 2),
                         reach: 1_327.534_583_333_333_3)
    }

    /// The file's build, then its resize steps, updates only: the small pivots and the drift
    /// check's verifications after each, no failure held back, and the optimum published.
    private func assertReplay(_ text: String, build: (small: Int, verified: Int), steps: (small: Int, verified: Int),
                              reach optimum: Double, line: UInt = #line) throws {
        let program = CsysProgram(try CsysReader.read(text))
        try program.build()
        XCTAssertEqual(program.solver.counters.smallPivots, build.small, line: line)
        XCTAssertEqual(program.solver.driftVerifications, build.verified, line: line)
        for step in program.resizeSteps { try program.run(step) }
        XCTAssertEqual(program.solver.counters.smallPivots, steps.small, line: line)
        XCTAssertEqual(program.solver.driftVerifications, steps.verified, line: line)
        XCTAssertNil(program.solver.pendingFailure, line: line)
        SolverVerifyTests.assertPublished(program, reach: optimum, holdingRequiredTo: 1e-12, line: line)
    }

    /// lp-check spread 430, shrunk to 10 constraints and an edit: 1000 beside 0.001 in one row.
    /// The build pivots once, and published unchecked, a medium error stood at 183.7 (the
    /// objective 183 723.6 where every soft constraint can hold: HiGHS's optimum is 0). Beyond
    /// the spread the rules against residue were measured on, every update checks its
    /// residuals (3e-10 here, past the tolerance): `verify` rebuilds, and the optimum is published.
    func testAnUpdateBeyondTheMeasuredSpreadIsChecked() throws {
        let program = CsysProgram(try CsysReader.read(Self.spread430))
        try program.build()
        XCTAssertLessThan(2 * program.solver.counters.pivots, program.solver.tableauSize.rows)
        XCTAssertEqual(program.solver.driftVerifications, 1)
        XCTAssertNil(program.solver.pendingFailure)
        let (objective, worst) = SolverVerifyTests.objective(program, published: true)
        XCTAssertLessThanOrEqual(worst, 1e-12)
        XCTAssertEqual(objective, 0, accuracy: 1e6 * 1e-9)  // lp-check's tolerance: the heaviest weight's
    }

    /// A build that pivots less than half its rows (a chain of 200 equalities and one soft
    /// constraint per link: a layout's pattern) is not checked: its update costs what it did.
    func testABuildThatHardlyPivotsIsNotChecked() throws {
        let solver = Solver()
        let x = (0..<200).map { solver.makeVariable("x\($0)") }
        try solver.add(x[0] == 0)
        for i in 1..<200 {
            try solver.add(x[i] == x[i - 1] + 10)
            try solver.add((x[i] <= 5000) | .weak)
        }
        solver.updateVariables()
        XCTAssertLessThan(2 * solver.counters.pivots, solver.tableauSize.rows)
        XCTAssertEqual(solver.driftVerifications, 0)
        XCTAssertEqual(solver.counters.smallPivots, 0)
        XCTAssertEqual(solver.core.driftCheckPivots, 0)
        XCTAssertEqual(solver.value(of: x[199]), 1990)
    }

    static let large32 = """
    csys 1
    # lp-check seed 32
    c required -1*v2 + 1*v24 + 2*v58 + 0.5*v21 <= 13
    c required -2*v50 + 1*v8 >= 11
    c required -2*v47 + 0.25*v63 - 2*v62 <= 40.5
    c required 0.25*v25 + 0.25*v66 + 2*v17 == -119
    c required 2*v4 + 0.25*v14 + 3*v1 - 2*v76 == 243.25
    c required 0.5*v56 - 1*v22 - 2*v47 >= 97.5
    c required 3*v62 - 1*v88 + 1*v47 == 59
    c required -2*v7 <= 60
    c required -2*v29 + 2*v15 - 2*v52 + 10*v41 >= 32
    c required 10*v1 >= 578
    c required 0.25*v17 == -13.25
    c required -1*v87 + 0.5*v44 == 0.5
    c required 2*v13 <= -36
    c required 0.25*v41 + 2*v47 == -92.75
    c required 1*v2 + 2*v3 - 1*v72 >= -130
    c required 10*v49 + 1*v73 >= -387
    c required -2*v58 - 2*v36 >= 132
    c required 0.5*v29 + 2*v5 - 2*v42 + 10*v58 == -174
    c required 0.25*v68 >= 2
    c required -2*v39 + 1*v38 + 10*v89 == 150
    c required -1*v54 + 1*v32 <= -36
    c required 10*v39 + 0.25*v49 == 570
    c required 0.25*v51 - 1*v33 + 0.25*v19 + 3*v45 >= -208.5
    c required 1*v81 >= -18
    c required 0.5*v70 == -11
    c required -1*v37 + 3*v54 + 0.25*v86 + 1*v3 >= 93.75
    c required 3*v45 >= -168
    c required -1*v16 + 2*v81 == -83
    c required 2*v72 + 2*v80 <= -22
    c required 10*v24 + 1*v37 - 1*v82 + 2*v20 >= 355
    c required 2*v68 == 88
    c required -1*v86 - 2*v12 + 2*v46 + 10*v53 <= -477
    c required -2*v72 == -26
    c required -2*v31 + 3*v33 + 0.25*v6 >= 230.75
    c required 1*v11 + 0.5*v58 + 0.25*v25 + 3*v12 >= -263.5
    c required 1*v9 + 3*v61 == -120
    c required 0.25*v40 + 10*v21 <= 511.25
    c required 1*v35 + 0.5*v47 + 1*v11 + 10*v39 <= 548
    c required 1*v28 + 0.5*v81 <= 31
    c required -1*v1 == -58
    c required -1*v25 - 1*v62 == 27
    c required -2*v50 + 10*v25 == -592
    c required 0.5*v59 >= -40
    c required 3*v27 + 3*v25 + 10*v57 >= -222
    c required 1*v85 - 1*v81 + 2*v79 >= -53
    c required -2*v24 <= -32
    c required -1*v74 == 50
    c required -1*v11 + 10*v18 >= 116
    c required 10*v48 == 330
    c required 10*v31 + 3*v2 + 3*v44 + 0.5*v80 <= -836
    c required 1*v72 + 10*v43 == -167
    c required 3*v28 + 1*v6 + 10*v40 - 1*v89 <= -204
    c required 1*v59 - 1*v86 + 1*v50 <= -91
    c required 10*v72 + 2*v84 - 1*v65 + 10*v49 <= -183
    c required 1*v66 - 2*v80 + 10*v23 <= -55
    c required -2*v35 + 2*v87 - 2*v19 >= -196
    c required -2*v5 + 1*v50 >= -98
    c required 10*v63 + 0.5*v78 + 10*v38 + 1*v36 >= 293.5
    c required 3*v65 <= -117
    c required 0.25*v88 <= -1.5
    c required 0.25*v83 + 10*v87 + 2*v46 <= -168.25
    c required 0.5*v30 + 2*v89 + 1*v67 >= 97.5
    c required -2*v57 + 10*v33 >= 344
    c required 0.25*v35 == 11.75
    c required -2*v54 - 1*v81 - 2*v89 <= -119
    c required 2*v39 + 2*v8 <= 122
    c required 10*v56 + 0.5*v8 + 10*v79 - 2*v43 == -162.5
    c required 0.5*v32 + 3*v7 == -89
    c required 0.25*v67 - 1*v31 + 1*v46 + 3*v17 == -82
    c required -2*v10 == -64
    c required -2*v7 + 10*v4 == -160
    c required 1*v68 <= 44
    c required 0.25*v66 + 1*v32 >= -10
    c required 2*v16 + 3*v19 >= 178
    c required -1*v27 == -36
    c medium*3 0.25*v54 >= 79
    c medium -1*v28 - 2*v33 >= 35.5
    c weak -1*v18 + 1*v26 <= 29.5
    c medium 0.25*v6 >= -25
    c medium*3 2*v14 + 3*v49 + 0.25*v34 == -62
    c strong 0.25*v16 + 1*v47 + 0.25*v66 == -19.5
    c strong*0.5 0.25*v64 - 1*v2 <= 6
    c weak*2 -2*v78 + 0.5*v28 + 2*v42 == 69
    c strong*0.5 0.5*v78 + 2*v8 - 1*v15 == 29
    c medium 2*v7 == 75
    c medium*3 0.5*v20 >= -13
    c weak*2 10*v43 <= -7.5
    c weak*7 2*v71 + 10*v60 == 6.5
    c medium 0.5*v18 + 0.25*v85 + 2*v5 >= -0.5
    c weak*2 3*v25 + 1*v79 + 1*v15 >= 23.5
    c weak*2 10*v31 >= -40
    c medium*3 -1*v21 + 0.5*v26 == -71
    c strong 0.5*v77 <= -19.5
    c strong*0.5 10*v55 + 1*v42 <= 33.5
    c strong*0.5 2*v50 + 0.5*v28 <= -31
    c weak*2 0.5*v1 + 3*v27 + 3*v63 == -18
    c weak*7 -2*v44 <= -17
    c strong*0.5 1*v59 + 1*v68 + 10*v4 <= -45
    c weak -2*v45 + 0.5*v44 + 10*v21 >= -6
    c weak*7 3*v74 - 2*v63 + 0.25*v43 == 10
    c medium*3 0.5*v25 == -74.5
    c weak 1*v76 - 1*v58 + 3*v26 >= 62.5
    c weak 10*v37 <= -39
    c strong -2*v30 <= 60.5
    c medium 0.25*v88 >= 41.5
    c medium*3 2*v79 <= -20
    c weak*7 0.25*v35 <= 52
    c medium*3 0.25*v64 + 10*v75 == -54
    c strong 2*v65 + 10*v46 >= -75
    c strong*0.5 3*v28 - 1*v73 <= 47.5
    c weak 1*v80 + 1*v10 <= -29
    c strong*0.5 1*v33 + 2*v55 == -18.5
    c weak 10*v47 + 2*v57 <= 21
    c strong 10*v87 <= -36.5
    c medium*3 10*v86 + 2*v48 - 1*v4 == -49
    c strong -2*v37 + 10*v44 + 10*v10 == -22.5
    c weak*7 10*v48 == -29
    c medium -2*v72 >= -72.5
    c weak*2 0.25*v63 + 10*v62 == 78
    c weak*7 0.5*v56 - 2*v49 + 3*v38 >= -61.5
    c weak*7 -2*v76 + 10*v45 + 2*v16 == -48.5
    c medium*3 2*v85 + 0.5*v73 + 0.5*v9 >= 30
    c medium -1*v51 == 46.5
    c weak*7 0.5*v60 + 3*v77 - 1*v24 >= -76.5
    c medium -2*v53 + 3*v29 >= 38.5
    c weak -1*v43 + 10*v80 == -46
    c medium 3*v12 <= -18
    c strong 0.5*v80 + 0.25*v16 <= -37
    c strong*0.5 10*v37 + 0.25*v58 == -13.5
    c medium*3 3*v10 - 1*v16 == -73
    c medium*3 2*v80 + 0.5*v66 == 71
    c medium*3 2*v21 >= 31
    c strong*0.5 1*v28 <= 24.5
    c weak*2 0.5*v65 - 2*v41 == -55
    c medium 0.5*v58 == -78
    c strong -2*v19 == -67
    c medium 2*v28 == -6
    c weak -2*v23 + 10*v3 - 1*v14 >= 16
    c strong 0.5*v57 >= -55
    c weak*7 0.5*v73 + 0.25*v55 >= -49
    c weak 1*v72 <= -35.5
    c medium 10*v85 - 2*v48 >= -35.5
    c strong -2*v20 >= -39
    c strong*0.5 3*v48 - 1*v67 >= 15
    c strong 1*v31 + 0.5*v72 - 1*v14 == 60.5
    c weak*7 -1*v57 + 10*v61 - 1*v39 == 16.5
    c weak*7 2*v71 - 2*v76 >= 71
    c medium 3*v59 - 1*v47 + 0.5*v1 == 40
    c medium*3 -2*v82 + 1*v52 >= 50
    c strong*0.5 -2*v70 >= 61
    c weak*2 3*v71 + 2*v88 <= -62.5
    c medium 2*v12 - 2*v26 == -65.5
    c medium 0.25*v41 + 2*v18 + 0.5*v69 <= -57
    c weak*2 3*v42 - 1*v11 - 2*v78 >= -5
    c strong 10*v69 + 1*v49 - 2*v4 == -12
    c medium*3 0.5*v66 == 10.5
    c weak 0.5*v31 + 10*v43 - 2*v88 == 56
    c weak*7 0.5*v40 + 0.5*v33 <= -76.5
    c strong -2*v7 >= -17
    c weak 2*v9 + 2*v27 + 0.5*v6 <= 51.5
    c weak 10*v5 + 2*v64 + 2*v14 <= 70
    c strong -1*v84 + 0.5*v16 + 0.25*v19 == 62
    c strong*0.5 -1*v67 - 1*v80 >= -60.5
    c medium 2*v78 >= -40.5
    c strong*0.5 2*v66 + 1*v67 + 10*v44 <= -19.5
    c medium 10*v85 >= -12.5
    c weak*7 -2*v40 + 10*v83 + 0.5*v44 >= -42.5
    c strong 0.5*v62 <= 74
    c strong*0.5 2*v19 + 2*v21 == -54.5
    c strong 0.25*v85 >= 39
    c strong 0.25*v30 - 2*v37 + 1*v7 >= 76
    c weak 3*v65 - 1*v53 <= 45.5
    c strong 0.5*v48 + 3*v21 == -67
    c weak 0.5*v64 + 2*v78 >= -52
    c strong*0.5 0.25*v62 >= -41
    c medium 1*v5 + 3*v1 + 10*v17 >= -20
    c strong*0.5 -2*v34 >= 26.5
    c strong*0.5 -1*v28 + 3*v2 - 2*v86 == 63.5
    c weak*2 2*v59 + 2*v3 + 3*v18 == -33.5
    c weak*7 0.25*v62 + 3*v23 + 0.5*v21 == -42.5
    c medium 2*v36 + 0.25*v9 >= 11.5
    c weak*7 3*v6 == -68
    c strong*0.5 0.5*v86 >= 35
    c strong*0.5 -2*v19 + 0.25*v21 <= -74.5
    c weak 3*v8 <= -50.5
    c medium*3 2*v81 + 0.5*v49 == 80
    c medium 0.25*v88 + 0.25*v10 <= -40.5
    c strong*0.5 1*v75 + 3*v81 + 10*v55 >= 11.5
    c strong 10*v39 + 0.5*v88 - 2*v83 <= 67
    c strong*0.5 3*v75 + 2*v89 + 0.5*v85 <= -75
    c strong*0.5 0.5*v77 + 2*v86 >= 75
    c weak*2 3*v73 + 0.5*v56 - 2*v21 == 12.5
    c weak -1*v31 + 0.5*v45 + 10*v67 <= -34
    c weak 10*v35 <= -43
    c strong*0.5 3*v50 + 2*v30 == 19
    c medium*3 0.25*v27 + 0.5*v32 == -43.5
    c strong*0.5 10*v24 - 1*v85 >= 38.5
    c weak*2 10*v75 + 3*v74 - 1*v87 <= -4.5
    c strong*0.5 2*v55 == 27
    c weak*7 3*v26 == 54
    c weak*7 -2*v20 + 10*v59 == 2
    c strong 0.25*v14 + 0.25*v55 == -36.5
    c medium 2*v86 + 0.5*v39 + 0.5*v15 == 10.5
    c strong*0.5 3*v32 >= -14
    c weak 0.5*v29 + 3*v21 + 0.5*v89 >= -21.5
    c weak 2*v52 - 1*v18 == -58.5
    c weak*2 -2*v83 - 1*v38 >= -58
    c weak*7 1*v83 + 0.5*v30 >= -36.5
    c strong*0.5 2*v51 >= 30
    c weak*7 -2*v63 + 2*v69 == 10
    c medium 0.25*v3 <= -10.5
    c weak*7 0.5*v5 + 3*v26 + 1*v41 >= 51.5
    c medium -2*v55 <= -2.5
    c medium*3 2*v8 - 1*v59 >= -50
    c weak*7 1*v79 + 0.5*v30 + 2*v7 >= 73
    c weak -2*v6 + 3*v62 + 10*v84 >= 21.5
    c weak*7 10*v7 - 1*v16 <= 0.5
    c medium 0.5*v29 + 1*v34 <= 54
    c strong 2*v86 - 1*v68 + 2*v11 <= 42
    c medium*3 0.25*v11 + 10*v45 <= -16.5
    c strong*0.5 0.25*v64 <= -17
    e medium v25
    e strong*0.5 v15
    e medium v77
    s v25 -92
    s v15 -1
    s v77 44
    s v25 -28
    s v15 7
    s v77 38
    """

    static let mixed532 = """
    csys 1
    c required -2*v11 + 0.25*v20 + 2*v29 + 3*v12 >= -17.5
    c required 0.5*v29 <= 44.5
    c required 3*v25 + 10*v1 <= 191
    c strong*0.5 -1*v15 + 2*v14 + 0.25*v18 == 14
    c required 3*v23 + 0.5*v30 + 10*v28 + 0.25*v18 >= 489.75
    c required 10*v4 + 0.5*v7 + 0.25*v28 + 3*v21 <= -529
    c required 10*v29 + 10*v18 == -640
    c medium*3 0.25*v29 + 3*v24 == -72.5
    c strong -2*v16 == 48.5
    c required 0.5*v15 + 3*v21 - 2*v24 <= 18
    c strong 1*v25 + 0.5*v18 + 10*v13 >= 68.5
    c strong*0.5 0.25*v15 - 1*v7 + 0.5*v11 == 27
    c medium*3 0.25*v12 == -35.5
    c required 2*v18 + 3*v23 >= -76
    c strong -2*v12 + 2*v10 >= 26
    c required -1*v13 + 1*v9 + 3*v15 + 1*v2 >= 8
    c weak*2 -1*v13 - 1*v20 >= 18.5
    c required 2*v33 + 0.25*v14 + 10*v10 + 2*v29 == 585.25
    c strong*0.5 0.25*v11 - 2*v7 + 0.25*v15 <= -41
    c strong 2*v33 == 39
    c required 0.25*v1 + 3*v28 - 1*v33 >= 102.75
    c required 0.25*v8 >= 7.75
    c required 10*v24 >= -300
    c required -2*v11 + 3*v20 + 1*v16 >= -17
    c required 10*v2 - 2*v18 + 0.25*v19 >= 234
    c medium*3 -1*v28 + 2*v1 >= 65.5
    c strong*0.5 10*v20 >= 63.5
    c required -1*v9 == 59
    c medium 0.25*v31 + 0.5*v13 + 3*v12 <= 21.5
    c required -2*v6 <= 21
    c required -1*v4 + 0.5*v8 + 2*v1 <= 149.5
    c strong -2*v11 + 0.25*v6 == 9
    c medium*3 1*v33 - 2*v4 + 2*v19 >= -15.5
    c medium 0.5*v19 + 3*v17 + 0.5*v1 <= 41.5
    c required 0.5*v12 - 2*v2 + 10*v15 <= 30.5
    c required -2*v29 + 1*v11 <= 68
    c strong*0.5 10*v15 - 1*v1 == -70.5
    c medium*3 3*v14 - 1*v2 == -39
    c medium*3 -2*v25 + 0.5*v11 + 1*v7 >= 64.5
    c medium*3 0.25*v17 + 10*v4 + 1*v28 == -48
    c required 2*v2 - 1*v23 - 1*v14 - 2*v6 >= 62
    c required -2*v16 + 0.5*v10 - 1*v17 + 1*v8 == 43
    c medium*3 1*v10 + 0.5*v2 + 10*v31 <= -71
    c strong -2*v17 + 0.25*v23 == 6
    c weak*7 10*v20 <= 77.5
    e strong v23
    e strong*0.5 v25
    s v23 36
    """

    static let wide378 = """
    csys 1
    c required 100*v3 <= -900
    c required 0.25*v16 + 10*v17 + 0.6180339887498949*v21 <= -142.68111629250274
    c required 0.6180339887498949*v4 + 0.5*v21 + 0.6180339887498949*v10 + 0.6180339887498949*v5 >= 5.978713763747791
    c required 0.5*v1 + 0.75*v3 + 1*v20 + 0.5*v9 >= -4.25
    c required 0.25*v3 + 0.3333333333333333*v20 + 100*v21 + 0.1*v16 >= 2607.5833333333335
    c required 1*v14 + 1.3333333333333333*v20 >= -55.66666666666667
    c required -0.5625*v18 - 2*v10 + 0.3333333333333333*v3 == -13.5
    c required 0.6180339887498949*v5 >= -1.2360679774997898
    c required 100*v16 >= 4486
    c required 100*v12 + 3*v18 == -5580
    c required 0.25*v2 + 1.7777777777777777*v18 + 3*v13 + 1*v17 <= 229.61111111111111
    c required 0.5*v21 - 0.125*v20 >= 5
    c required 0.25*v3 + 0.25*v11 + 100*v20 + 1.7777777777777777*v18 >= 1667.611111111111
    c required 100*v11 + 2*v16 + 2*v4 + 0.1*v6 <= 4443.8
    c required -0.5625*v14 == 23.625
    c required 2*v4 <= 58
    c required 10*v8 - 0.5625*v20 + 10*v12 + 1*v4 <= -230
    c required 1*v17 + 1.7777777777777777*v3 <= -33
    c medium 0.1*v21 <= -76.5
    c strong*0.5 -1*v10 + 0.25*v8 <= 50.5
    c medium*3 10*v2 + 0.75*v5 >= -31
    c strong*0.5 1.3333333333333333*v15 == -64
    c weak*2 0.75*v13 >= -21
    c strong 3*v8 - 0.125*v20 + 0.1*v14 >= 76
    c weak 3*v10 - 0.5625*v18 + 0.75*v13 <= 9.5
    c weak*7 0.1*v16 + 0.1*v8 <= -58
    c strong*0.5 1.3333333333333333*v6 + 3*v3 + 0.1*v15 >= -4.5
    c weak 10*v11 - 1*v2 <= 25
    c medium*3 2*v9 <= -6.5
    c weak*2 0.6180339887498949*v15 == 50
    c weak*2 0.6180339887498949*v15 + 10*v18 <= 28.5
    c medium*3 -1*v1 - 1*v9 == -31.5
    c weak*7 0.6180339887498949*v10 + 3*v3 >= 23.5
    c strong 100*v13 + 2*v16 <= 25
    e strong*0.5 v20
    e medium v9
    e medium v8
    s v20 34
    s v8 53
    """

    static let spread430 = """
    csys 1
    c required -0.2*v4 >= 8.200000000000001
    c required 2.3333333333333335*v3 + 2.3333333333333335*v34 == -221.66666666666669
    c required -0.001*v20 + 0.001*v17 + 1000*v34 + 2.3333333333333335*v28 == -37871.64666666667
    c strong 2*v17 - 0.001*v12 - 0.001*v19 == -18.5
    c strong -0.001*v20 == -76
    c medium -1*v34 == -50
    c strong*0.5 -0.2*v7 + 0.5*v3 + 0.001*v18 == 19.5
    c weak -0.001*v4 - 1000*v7 == 40.5
    c strong*0.5 -1*v28 + 2*v6 <= 17
    c strong*0.5 0.5*v18 - 0.001*v6 + 0.01*v16 <= 44.5
    e strong v16
    """

    static let layout1323 = """
    csys 1
    c required 1*v42 + 1*v14 + 1*v50 + 1*v40 == -77
    c medium 2*v5 + 3*v14 + 1*v15 >= 33
    c weak 10*v46 + 0.25*v50 <= 32
    c required 1*v9 == -17
    c required -1*v8 >= 36
    c required -1*v38 - 1*v36 + 0.5*v42 <= 34
    c weak*2 -2*v28 + 10*v36 == 27
    c weak*2 0.25*v10 + 2*v16 - 2*v4 == 33
    c weak 0.25*v19 <= -43.5
    c required -1*v40 - 1*v43 <= 55
    c weak*7 3*v37 + 0.25*v46 <= -25
    c weak*2 1*v7 + 1*v19 <= -55.5
    c weak 3*v16 + 0.5*v8 + 0.25*v50 == 20
    c weak*2 10*v26 + 0.5*v35 <= 19.5
    c required 1*v40 + 1*v31 <= -28
    c strong*0.5 1*v37 + 0.25*v19 <= 74
    c strong*0.5 0.25*v15 + 2*v16 + 0.25*v31 >= -16.5
    c weak 0.25*v39 - 2*v14 == 44.5
    c strong 10*v12 == 0.5
    c required 1*v34 >= -54
    c weak*2 0.25*v26 + 3*v39 == -34
    c weak*2 0.25*v6 + 3*v35 + 10*v26 <= 66.5
    c weak*7 1*v11 <= 26.5
    c medium*3 1*v40 + 3*v9 + 2*v5 <= 38
    c weak*7 1*v21 - 2*v50 >= 71.5
    c strong*0.5 1*v12 + 0.5*v37 + 10*v28 <= 36
    c weak*7 3*v15 <= -12.5
    c required 0.5*v11 - 1*v34 + 1*v6 + 1*v7 == 51.5
    c required -1*v16 >= 40
    c medium 2*v42 + 2*v36 >= -40
    c strong*0.5 2*v38 - 1*v47 == 77.5
    c weak*2 -2*v34 + 1*v43 + 0.5*v37 == 17
    c weak*2 1*v7 + 0.25*v4 >= 78
    c required 1*v26 >= 44
    c required 1*v10 - 1*v11 <= 5
    c strong 10*v26 - 2*v42 == 2.5
    c medium*3 10*v47 == -4.5
    c medium -1*v26 + 0.5*v8 + 0.25*v21 <= -40
    c required 0.5*v37 == 17
    e strong v50
    e medium v19
    s v50 -57
    """
}
