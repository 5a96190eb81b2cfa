import XCTest
@testable import Cassowary
import Csys

/// Steps along the certificate's negative reduced costs, solved from the constraints
/// (`SolverCore+CertifiedStep`): from a basis the duals refuse to one they certify, or to a
/// lower neighbour of one they certify.
final class SolverCertifiedStepTests: XCTestCase {
    override func tearDown() {
        Solver.findsIndependentBasis = true
    }

    /// From a vertex the certificate refuses, the step its reduced cost points to leads back
    /// to the optimum, solved from the constraints (`certifiedVertex(from:tolerance:)`), and a
    /// single step (`step(from:entering:reducedCost:)`) makes the entering symbol basic.
    func testTheCertificatesStepLeadsFromARefusedVertexToTheOptimum() throws {
        let (solver, x) = try SolverCertificateTests.boundedSystem()
        XCTAssertTrue(SolverCertificateTests.stepAway(solver))
        let core = solver.core
        let refused = core.basisShape()
        guard case let .notOptimal(_, reducedCost, entering) = core.certifyOptimality(refused),
              let start = core.basisVertex(refused) else {
            return XCTFail("the vertex off the optimum was certified, or has no vertex")
        }
        XCTAssertNotEqual(start.value(of: core.variables[x.id].symbol), 50)
        let next = try XCTUnwrap(core.step(from: start, entering: entering, reducedCost: reducedCost))
        XCTAssertTrue(next.isBasic[entering])
        XCTAssertEqual(next.restricted.count + next.variables.count, refused.restricted.count + refused.variables.count)
        let vertex = try XCTUnwrap(core.certifiedVertex(from: refused, tolerance: SolverCore.certificateTolerance))
        XCTAssertEqual(vertex.value(of: core.variables[x.id].symbol), 50, accuracy: 1e-12)
        XCTAssertEqual(core.certifyOptimality(vertex.basis), .optimal)
    }

    /// lp-check wide seed 252 shrunk to 53 constraints: every tableau `verify` builds drifts,
    /// and no basis they stop at was certified, so only the independent basis answered. The
    /// steps the duals point to now take a rebuilt tableau's basis to the optimum, with the
    /// independent basis off. HiGHS: 128 968.466 666 67.
    func testARebuiltTableausRefusedBasisIsSteppedToTheOptimum() throws {
        Solver.findsIndependentBasis = false
        let program = CsysProgram(try CsysReader.read(Self.wide252Tableau))
        try program.build()
        try program.solver.verify()
        XCTAssertGreaterThan(program.solver.counters.certifiedVertices, 0)
        XCTAssertEqual(program.solver.counters.independentVertices, 0)
        SolverVerifyTests.assertPublished(program, reach: 128_968.466_666_666_66)
    }

    /// lp-check spread seed 30 shrunk to 32 constraints and 4 edit variables' suggestions.
    /// Every tableau drifts, and the dense simplex of last resort lost feasibility after a
    /// pivot (`a basis that lost feasibility`): refused. It now takes that pivot back and hands
    /// over the feasible basis before it (`DenseLexicographicLP.Outcome.stopped`), which the
    /// certified steps take to the optimum. `glpsol --exact`: 20 588 280.332 519 7.
    func testTheDenseSimplexsLastFeasibleBasisIsSteppedToTheOptimum() throws {
        // The tableau drifts (that is the point), which the invariant walk of debug builds
        // would stop at.
        Solver.invariantChecks = false
        defer { Solver.invariantChecks = true }
        let program = CsysProgram(try CsysReader.read(Self.spread30))
        try program.replayVerifyingEachStep()
        XCTAssertGreaterThan(program.solver.counters.independentVertices, 0)
        SolverVerifyTests.assertPublished(program, reach: 20_588_280.332_519_7)
    }

    static let wide252Tableau = """
    csys 1
    # lp-check seed 252 wide
    c required 0.25*v7 - 2*v44 >= -129
    c required -0.5625*v23 + 0.5*v58 - 0.125*v12 + 0.25*v34 >= -18.875
    c required 0.3333333333333333*v6 + 2*v9 + 1.3333333333333333*v2 + 3*v44 >= 180.33333333333331
    c required 0.5*v16 + 0.1*v59 + 0.25*v31 + 1.7777777777777777*v4 <= 20.7
    c required 0.75*v17 + 10*v52 + 0.5*v27 >= -498.75
    c required 0.75*v46 + 0.75*v40 + 0.6180339887498949*v26 + 0.6180339887498949*v15 >= 4.451626123751158
    c required 0.75*v26 + 0.5*v41 >= -67.5
    c required 0.5*v44 + 10*v30 - 1*v23 - 2*v41 >= -304
    c required 0.75*v38 + 0.1*v9 >= -86
    c required 3*v20 <= -81
    c required 0.3333333333333333*v22 + 10*v29 <= -516
    c required -0.125*v34 <= 22.25
    c required 10*v38 <= -540
    c required 1.3333333333333333*v55 + 1*v18 - 0.5625*v42 >= -8.25
    c required -0.5625*v51 - 0.125*v4 + 0.3333333333333333*v47 <= 50.354166666666664
    c required 3*v39 - 1*v7 == -96
    c required 0.5*v12 + 1.3333333333333333*v2 + 0.1*v34 + 1.7777777777777777*v37 <= 46.56666666666666
    c required 100*v11 >= 174
    c required 100*v40 - 0.125*v16 - 2*v45 + 0.75*v11 >= -1202.625
    c required 10*v37 + 1.7777777777777777*v30 + 2*v43 + 1.3333333333333333*v41 == 85.55555555555556
    c required 0.5*v11 + 1*v37 == 16
    c required -1*v8 + 2*v7 + 0.25*v43 + 1.7777777777777777*v35 <= -6.388888888888893
    c required 100*v45 + 3*v58 + 1.3333333333333333*v48 - 2*v10 <= -4943.666666666667
    c required -0.5625*v7 + 2*v15 + 1.7777777777777777*v56 == 0.47222222222222854
    c required 0.3333333333333333*v59 <= -14.333333333333332
    c required -0.125*v43 >= -18.75
    c required 0.1*v39 + 0.5*v41 <= 15.6
    c required 0.5*v8 + 0.3333333333333333*v37 + 1.7777777777777777*v30 >= -47.94444444444444
    c required -0.125*v6 + 3*v42 + 10*v25 + 1.7777777777777777*v12 <= 368.625
    c required 100*v4 + 3*v40 - 0.125*v26 >= 867.25
    c required 1.7777777777777777*v51 - 1*v14 + 0.5*v49 >= -96.33333333333333
    c required -0.5625*v49 + 0.25*v9 + 3*v45 <= -139.375
    c required -0.5625*v30 + 0.5*v51 - 1*v43 >= 29.5625
    c required 0.25*v57 - 2*v15 + 3*v37 <= -45.25
    c required 0.1*v29 + 0.6180339887498949*v20 + 0.1*v54 + 10*v10 == -42.686917696247164
    c required -0.5625*v28 - 0.5625*v54 <= 50.3125
    c required 0.75*v25 >= 30.75
    c strong*0.5 100*v14 + 0.25*v23 >= -62
    c strong 0.5*v4 + 0.1*v57 >= 29
    c medium 0.75*v12 - 0.125*v54 + 0.75*v34 >= -77.5
    c weak*7 100*v4 + 10*v8 - 0.5625*v59 >= 73.5
    c strong*0.5 1.7777777777777777*v12 + 1.3333333333333333*v6 <= -25
    c weak*2 10*v25 + 0.6180339887498949*v26 == -4
    c medium 1*v26 <= -17.5
    c medium 0.75*v2 + 1.3333333333333333*v44 + 0.1*v29 == 56.5
    c medium*3 1.7777777777777777*v10 <= -48
    c medium 0.25*v37 + 0.3333333333333333*v20 - 2*v29 >= 2.5
    c strong*0.5 1.7777777777777777*v42 + 3*v56 - 0.5625*v37 >= 46.5
    c weak*7 -2*v31 <= 24
    c weak*7 -1*v46 == -80
    c strong -0.125*v28 + 2*v31 + 1.7777777777777777*v51 <= -31
    c strong 1*v45 + 1*v30 <= 59
    c strong*0.5 10*v54 + 10*v20 == -13
    """

    static let spread30 = """
    csys 1
    # lp-check seed 30 spread
    c required 0.001*v9 + 0.001*v54 + 2.3333333333333335*v20 == -67.67666666666668
    c required 0.01*v24 + 0.001*v28 + 2.3333333333333335*v48 + 1000*v53 <= -45938.76633333333
    c required 2.3333333333333335*v36 + 0.001*v3 + 1000*v38 <= -57075.31533333333
    c required 0.01*v43 - 1000*v1 + 0.01*v10 - 0.001*v53 >= -43000.744
    c required 1000*v10 <= -53975
    c required -1000*v1 + 50*v31 - 1*v49 <= -40675
    c required -0.001*v8 - 1000*v16 == 1000.034
    c required -1*v31 - 1*v48 == -72
    c required 0.5*v34 + 0.01*v35 - 0.001*v20 == 4.5489999999999995
    c required 0.01*v45 + 2*v40 == 85.94
    c required 0.001*v31 >= -47.954
    c required -1*v9 <= 28
    c required 2*v41 + 2*v16 + 0.01*v50 + 2*v40 == 108.21000000000001
    c required 1*v34 <= 8
    c required -0.2*v24 + 0.01*v36 <= -11.72
    c required -1*v11 + 2*v45 + 1000*v28 <= 6998
    c strong 1*v43 + 2*v2 <= 64
    c medium 2.3333333333333335*v24 == 28.5
    c weak 1*v49 + 0.001*v11 + 1000*v41 == 41
    c weak*7 -0.001*v11 - 1000*v23 - 0.2*v20 == -71
    c medium 0.5*v8 >= -47
    c medium 1*v20 >= 10.5
    c medium*3 2*v9 - 0.2*v23 >= -79.5
    c medium 1*v50 == 50
    c weak 2.3333333333333335*v35 - 0.001*v46 + 1000*v45 == 62.5
    c strong*0.5 1000*v53 + 0.01*v38 == -31
    c strong*0.5 2.3333333333333335*v3 + 2.3333333333333335*v51 >= -5.5
    c medium 2*v50 + 0.5*v38 - 0.2*v45 == -30.5
    c weak*7 1*v43 + 2.3333333333333335*v2 + 2*v24 >= -48
    c medium 50*v46 + 50*v1 <= 41.5
    c medium -0.2*v54 == -75.5
    c weak*7 0.01*v38 <= -14.5
    e strong*0.5 v50
    e strong*0.5 v43
    e strong*0.5 v53
    s v50 36
    s v43 -24
    s v53 -18
    s v50 24
    s v43 -25
    s v53 -42
    s v50 -14
    s v43 -8
    s v53 -41
    """
}
