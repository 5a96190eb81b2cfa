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

    /// lp-check spread seed 22 shrunk to 13 constraints and 2 edit variables. Every tableau
    /// `verify` builds drifts, and no basis they stop at was certified: refused ("inaccurate").
    /// The steps the duals point to now take a rebuilt tableau's basis to the optimum, with
    /// the independent basis off. HiGHS and `glpsol --exact`: 0.
    func testARebuiltTableausRefusedBasisIsSteppedToTheOptimum() throws {
        Solver.findsIndependentBasis = false
        // The tableau drifts (that is the point), which the invariant walk of debug builds
        // would stop at.
        Solver.invariantChecks = false
        defer { Solver.invariantChecks = true }
        let program = CsysProgram(try CsysReader.read(Self.spread22))
        try program.replayVerifyingEachStep()
        XCTAssertGreaterThan(program.solver.counters.certifiedVertices, 0)
        XCTAssertEqual(program.solver.counters.independentVertices, 0)
        SolverVerifyTests.assertPublished(program, reach: 0)
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

    static let spread22 = """
    csys 1
    # lp-check seed 22 spread
    c required -1000*v4 <= 3002
    c strong 2.3333333333333335*v17 >= -41
    c required 2*v20 + 1000*v11 + 0.001*v9 <= -16057.977
    c required 0.01*v10 >= 0.52
    c weak*2 -1*v17 + 2*v10 + 50*v21 == 50
    c required 1000*v9 + 50*v17 + 2*v10 + 0.001*v14 <= 20403.95
    c required 0.01*v28 + 2.3333333333333335*v4 <= 38.53
    c weak*7 1*v28 + 2.3333333333333335*v20 == 2
    c weak*2 -0.001*v5 + 0.001*v12 <= -78
    c required 0.5*v12 - 1000*v6 + 1*v11 - 1*v21 >= -29054.5
    c medium 0.01*v10 + 0.01*v11 + 2.3333333333333335*v14 <= 60.5
    c medium*3 -1000*v6 <= -7.5
    c strong*0.5 0.5*v9 >= -41
    e medium v5
    e medium v7
    s v5 -68
    s v7 -50
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
