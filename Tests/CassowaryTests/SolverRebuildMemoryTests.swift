import XCTest
@testable import Cassowary
import Csys

/// A rebuild tries the order that passed last first (`Solver+Rebuild`): a system whose
/// tableaus drift keeps drifting at every suggestion, and the orders that failed before fail
/// again, each a whole build.
final class SolverRebuildMemoryTests: XCTestCase {
    override func setUp() {
        // The invariant walk after every public mutation would be most of this test's time
        // (a debug build's walk over a dense tableau at each of the 80 rebuilds' adds).
        Solver.invariantChecks = false
        // The suggestion's `verify` would otherwise answer from the rebuilt tableau's basis
        // without rebuilding again (`Solver.verify`).
        Solver.certifiesDriftedBasisFirst = false
    }

    override func tearDown() {
        Solver.remembersPassingOrder = true
        Solver.certifiesDriftedBasisFirst = true
        Solver.invariantChecks = true
    }

    /// lp-check's mixed generator at seed 19 with 50–80 variables (`--variables 50-80`): its
    /// tableau drifts after the build and again after the first suggestion (the whole file:
    /// 40 rebuilds from the first order each time, 13 from the remembered one).
    func testTheOrderThatPassedIsTriedFirst() throws {
        // Found when the primal ratio test and a removal's marker took rounding's residue;
        // with that refusal off, the tableau drifts as it did then.
        Tableau.refusesResidueBeyondTheDualTest = false
        defer { Tableau.refusesResidueBeyondTheDualTest = true }
        Solver.remembersPassingOrder = false
        let (forgetting, forgettingObjective) = try replay(Self.mixed19)
        Solver.remembersPassingOrder = true
        let (remembering, rememberingObjective) = try replay(Self.mixed19)
        // The build's rebuild passes in the fourth order; the first suggestion's drifts again:
        // four builds more from the first order, one from the remembered one.
        XCTAssertEqual(forgetting, 8)
        XCTAssertEqual(remembering, 5)
        XCTAssertEqual(rememberingObjective, forgettingObjective, accuracy: max(1, abs(forgettingObjective)) * 1e-9)
    }

    /// Rebuilds of the build and the first suggestion step, each verified (as `layout-bench replay` does), and
    /// the objective of the answer.
    private func replay(_ text: String) throws -> (rebuilds: Int, objective: Double) {
        let program = CsysProgram(try CsysReader.read(text))
        program.solver.checksDrift = false  // the rebuilds of `verify`'s own, counted as before
        try program.build()
        try program.solver.verify()
        for step in program.resizeSteps.prefix(1) {
            try program.run(step)
            try program.solver.verify()
        }
        XCTAssertNotNil(program.solver.passingRebuildOrder)
        let (objective, worst) = SolverVerifyTests.objective(program, published: true)
        XCTAssertLessThanOrEqual(worst, 1e-9)
        return (program.solver.counters.rebuilds, objective)
    }

    static let mixed19 = """
    csys 1
    # lp-check seed 19
    c required -1*v18 + 10*v64 <= -302
    c required 10*v16 + 0.25*v67 + 3*v62 + 2*v65 <= -319.75
    c required 3*v60 >= -120
    c required 10*v17 + 3*v61 + 0.5*v37 >= -177
    c required -2*v40 + 0.5*v6 + 3*v10 == -42.5
    c required 3*v65 + 0.5*v58 - 1*v3 - 1*v23 <= 27
    c required 10*v60 - 1*v15 + 3*v26 >= -436
    c required 0.5*v2 + 1*v50 >= 56
    c required 0.25*v33 + 1*v27 + 1*v34 <= -73.75
    c required 10*v38 + 2*v68 >= -80
    c required 3*v68 + 10*v37 + 1*v65 <= 128
    c required -1*v59 == -46
    c required 0.25*v60 + 0.25*v49 + 2*v42 <= 72.5
    c required 10*v68 == 330
    c required 0.25*v12 + 10*v41 + 0.25*v56 <= -503.25
    c required 1*v12 + 2*v29 + 2*v51 >= 150
    c required -1*v66 >= -12
    c required 1*v42 + 0.5*v32 == 16.5
    c required -1*v16 + 10*v57 + 0.5*v17 >= 603.5
    c required -2*v46 + 0.5*v14 <= 104
    c required 1*v58 + 10*v39 == 504
    c required 2*v64 <= -62
    c required 3*v45 + 1*v58 - 2*v7 + 0.5*v68 == -83.5
    c required 2*v54 + 10*v18 + 2*v69 + 10*v30 <= -476
    c required 0.5*v9 - 2*v1 + 10*v31 + 2*v11 >= 559
    c required 2*v55 + 3*v3 + 1*v18 + 0.5*v13 <= 89
    c required -1*v32 + 0.5*v40 + 1*v24 == 48.5
    c required 10*v69 == -470
    c required 10*v49 <= -60
    c required 1*v20 + 0.25*v16 + 2*v8 <= -57.75
    c required -2*v46 + 1*v33 + 2*v60 + 0.5*v14 >= 60
    c required 10*v27 <= -533
    c required 3*v30 + 2*v23 - 1*v24 - 2*v22 == 84
    c required -1*v68 + 3*v65 + 0.25*v54 - 2*v27 == 206
    c required 0.5*v2 + 0.5*v6 >= -7.5
    c required 3*v69 + 1*v9 >= -195
    c required 3*v67 + 0.25*v36 - 1*v58 >= 37.25
    c required -2*v20 - 1*v7 - 1*v51 + 0.25*v28 <= 41
    c required 1*v48 + 2*v14 + 1*v66 + 10*v62 <= 284
    c required 0.25*v20 + 0.5*v36 + 10*v17 + 3*v37 >= -278
    c required -2*v50 + 0.25*v3 + 2*v30 - 2*v71 == -60.5
    c required -1*v38 >= 11
    c required 3*v62 + 3*v48 + 10*v69 == -308
    c required 0.25*v46 <= -12
    c required 3*v47 + 10*v35 <= -418
    c required 10*v65 + 0.5*v5 - 1*v55 == 389.5
    c required 2*v64 - 2*v5 + 0.25*v67 >= 31.25
    c required -2*v57 + 10*v34 + 1*v41 + 2*v23 >= -477
    c required 0.5*v41 + 1*v36 == -16.5
    c required -1*v67 + 10*v18 + 1*v23 <= -55
    c required -1*v36 + 0.25*v34 + 0.25*v18 >= -39.75
    c required 10*v57 - 2*v24 + 0.25*v61 == 618.25
    c required 0.25*v48 + 10*v16 <= -431.75
    c required 3*v20 + 3*v13 + 2*v34 - 1*v56 == -287
    c required 2*v44 + 2*v68 <= 52
    c required 10*v39 + 10*v44 + 10*v31 + 1*v20 == 924
    c required 1*v53 - 1*v67 <= 19
    c required 0.25*v41 + 0.25*v71 >= -80.25
    c required 3*v25 + 10*v23 >= 542
    c required 10*v57 - 2*v10 + 10*v58 - 1*v61 <= 555
    c required 0.25*v68 + 0.25*v20 <= 1.75
    c required 10*v24 - 2*v62 + 0.5*v41 == -257.5
    c required 0.25*v64 + 0.25*v68 + 2*v55 - 1*v45 == 14.5
    c required -1*v47 + 3*v3 + 3*v22 + 3*v25 == 169
    c required 0.25*v7 == -8.75
    c required 0.5*v52 - 2*v47 + 0.25*v65 - 1*v14 <= 18.75
    c required 0.5*v35 + 2*v48 - 1*v14 + 0.5*v41 <= 21.5
    c required 10*v15 >= -270
    c strong 1*v62 + 1*v1 + 0.5*v63 >= -52
    c strong -1*v39 + 1*v53 - 2*v63 >= -76.5
    c medium 10*v19 + 0.25*v40 + 0.5*v37 == 10
    c weak*2 10*v49 == 30
    c medium*3 3*v27 <= -30.5
    c medium*3 1*v47 >= 25.5
    c medium -1*v19 + 0.25*v39 + 2*v23 <= 48
    c medium*3 2*v17 <= -30
    c weak*2 0.5*v61 + 0.25*v34 >= -20.5
    c weak*7 -2*v29 + 0.25*v51 + 2*v30 >= 2.5
    c weak*7 3*v48 - 2*v51 == 70
    c strong*0.5 0.25*v38 + 0.25*v18 + 2*v39 >= -21
    c weak 3*v32 == 31
    c strong 0.25*v42 + 0.25*v5 + 0.5*v6 <= -7.5
    c weak*2 0.25*v18 <= -80
    c weak*2 2*v43 <= 68.5
    c medium 3*v49 + 3*v45 + 0.5*v18 >= -79.5
    c weak -1*v35 - 1*v68 - 2*v15 >= -65
    c medium 3*v69 + 2*v44 == -25.5
    c weak*2 3*v35 >= 76
    c weak*2 -1*v44 == -16.5
    c weak*2 10*v62 == 79
    c strong 2*v23 + 10*v58 >= 50.5
    c strong -2*v49 + 3*v69 + 10*v46 >= -24
    c strong*0.5 0.5*v18 <= 34.5
    c weak*7 -1*v18 + 2*v61 + 0.5*v36 >= 30.5
    c weak -2*v63 + 3*v67 == 61
    c strong 3*v65 >= -34
    c weak*7 -2*v23 >= -5
    c weak*2 2*v35 <= 11.5
    c medium*3 0.25*v68 == 36
    c strong*0.5 0.5*v66 <= -26
    c weak -2*v26 <= 55.5
    c medium 10*v1 + 2*v2 + 0.5*v12 == 21.5
    c weak*7 3*v33 == -52.5
    c medium 0.25*v53 - 1*v56 + 1*v43 >= 42.5
    c medium -2*v36 <= 10
    c strong 10*v58 + 2*v13 >= 80
    c medium -2*v69 == 55
    c medium*3 10*v14 + 10*v2 == 33
    c strong*0.5 2*v35 <= 36.5
    c weak*2 0.5*v44 >= 33.5
    c weak*7 2*v43 <= 68
    c weak*2 1*v25 >= -16
    c weak*2 2*v47 <= -20.5
    c medium*3 3*v38 - 2*v39 >= -38.5
    c weak*7 3*v49 - 1*v71 + 0.25*v41 >= 79
    c medium*3 10*v57 + 2*v51 == -47
    c weak 1*v54 + 0.5*v11 + 1*v66 >= 15
    c medium -1*v37 <= -75.5
    c medium*3 2*v61 + 0.5*v48 >= 34.5
    c medium 0.25*v43 + 2*v32 + 10*v41 >= -49.5
    c medium*3 0.25*v29 + 1*v3 == 28
    c strong 10*v1 + 0.25*v54 <= -39
    c medium*3 2*v31 + 1*v34 + 1*v41 == 43.5
    c strong*0.5 0.25*v12 + 1*v7 <= 10.5
    c weak*2 -2*v30 + 2*v54 + 0.5*v16 == -8.5
    c strong 3*v28 - 1*v17 + 0.5*v30 == 38
    c medium*3 10*v68 + 10*v31 >= -10
    c medium -2*v22 >= -14
    c weak*2 3*v22 == 1.5
    c weak*7 -2*v66 >= 18.5
    c weak*2 0.5*v68 + 3*v50 >= 7.5
    c weak*7 0.25*v57 >= 22.5
    c strong -1*v4 - 1*v56 <= -50.5
    c medium*3 10*v18 + 0.25*v70 - 1*v9 >= -77
    c weak*2 3*v68 + 1*v60 + 10*v21 <= -26.5
    c weak*7 0.5*v48 + 1*v34 >= 27
    c weak*7 0.5*v25 + 0.5*v38 - 1*v12 >= 27
    c weak*2 3*v30 + 0.5*v40 >= -3.5
    c weak 1*v53 - 1*v50 + 1*v23 >= -26
    c strong*0.5 -1*v41 <= 33.5
    c weak 1*v17 <= 10.5
    c weak 3*v18 - 1*v17 - 1*v46 <= -52
    c medium*3 0.25*v41 + 3*v32 <= 55
    c medium*3 0.5*v19 - 1*v51 == 54
    c medium*3 1*v15 + 3*v56 >= 30
    c medium -1*v66 >= 76.5
    c strong 0.25*v65 + 1*v68 + 10*v21 == -15
    c medium*3 10*v13 >= -73
    c medium*3 1*v24 + 0.5*v26 >= 74.5
    c weak*2 -2*v26 + 0.5*v29 >= 67
    c weak*7 3*v56 + 2*v68 + 1*v55 >= -80
    c weak*2 -2*v34 + 2*v58 - 1*v17 == 26.5
    c medium*3 1*v56 <= -59.5
    c strong*0.5 -2*v18 + 1*v49 + 0.5*v71 <= -28
    c weak*2 -2*v65 + 3*v28 <= 35
    c weak*2 0.5*v27 >= 46
    c weak -2*v55 + 3*v47 >= 57
    c strong*0.5 1*v12 >= -47.5
    e medium v55
    e strong v56
    e medium v48
    s v55 -44
    s v56 12
    s v48 47
    s v55 15
    s v56 46
    s v48 23
    s v55 -38
    s v56 -24
    s v48 0
    """
}
