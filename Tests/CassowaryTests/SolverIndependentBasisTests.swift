import XCTest
@testable import Cassowary
import Csys

/// The answer of last resort (`SolverCore+IndependentBasis`): when every tableau `verify`
/// builds drifts and none stops at a certified basis, a dense simplex that refactors from the
/// constraints as written finds the basis, and its vertex is published once the duals certify
/// it.
final class SolverIndependentBasisTests: XCTestCase {
    override func tearDown() {
        Solver.findsIndependentBasis = true
    }

    /// lp-check mixed seed 319615, shrunk to the 49 constraints that still make every tableau
    /// drift: the kept one and all eight rebuild orders end off their constraints (by 87 on
    /// the last), and no basis they stop at is certified. HiGHS: 21 818 750.
    func testTheIndependentBasisAnswersWhereEveryTableauDrifts() throws {
        Solver.findsIndependentBasis = false
        let refused = try build()
        XCTAssertThrowsError(try refused.solver.verify()) { error in
            guard case .inaccurate? = error as? SolverError else { return XCTFail("expected inaccurate, got \(error)") }
        }

        Solver.findsIndependentBasis = true
        let program = try build()
        try program.solver.verify()
        XCTAssertEqual(program.solver.counters.rebuilds, 8)
        XCTAssertEqual(program.solver.counters.independentVertices, 1)
        let (objective, worst) = SolverVerifyTests.objective(program, published: true)
        XCTAssertLessThan(worst, 1e-9, "a required constraint fails")
        XCTAssertEqual(objective, 21_818_750, accuracy: 21_818_750 * 1e-9)
    }

    /// The next `verify` on the same constraints goes to the independent basis first, without
    /// rebuilding the tableau in every order again; a constraint added sends it back to them.
    func testTheSameConstraintsGoStraightToTheIndependentBasis() throws {
        let program = try build()
        try program.solver.verify()
        try program.solver.verify()
        XCTAssertEqual(program.solver.counters.rebuilds, 8)
        XCTAssertEqual(program.solver.counters.independentVertices, 2)

        let v35 = program.variables[try XCTUnwrap(program.document.variableNames.firstIndex(of: "v35"))]
        try program.solver.add(Constraint(Expression(v35), .lessThanOrEqual, Expression(constant: 1000), strength: .weak))
        try program.solver.verify()
        XCTAssertGreaterThan(program.solver.counters.rebuilds, 8)
        let (objective, worst) = SolverVerifyTests.objective(program, published: true)
        XCTAssertLessThan(worst, 1e-9, "a required constraint fails")
        // v35 sits at −73.275 at the optimum (strong: v35 + v45/4 == −72), far below 1000:
        // the weak bound costs nothing and the optimum stays.
        XCTAssertEqual(objective, 21_818_750, accuracy: 21_818_750 * 1e-9)
    }

    private func build() throws -> CsysProgram {
        let program = CsysProgram(try CsysReader.read(Self.mixed319615))
        try program.build()
        return program
    }

    static let mixed319615 = """
    csys 1
    # lp-check seed 319615
    c required 2*v3 + 0.25*v24 <= 76.75
    c required -2*v15 - 1*v34 + 3*v24 + 2*v5 <= 23
    c required 0.5*v14 - 2*v44 >= 104
    c required 1*v6 + 1*v38 - 2*v5 <= -12
    c required 10*v42 - 1*v10 == -369
    c required 0.5*v10 + 10*v51 + 2*v54 + 2*v5 <= -85.5
    c required -2*v26 + 10*v9 <= -390
    c required -1*v52 <= 50
    c required -2*v3 == -80
    c required 0.25*v20 >= -8.75
    c required 1*v44 - 1*v54 + 2*v53 <= -49
    c required 0.5*v32 - 2*v38 - 2*v31 + 0.25*v20 == -33.75
    c required 10*v42 + 3*v43 + 1*v48 <= -135
    c required -2*v40 - 2*v47 + 0.5*v16 == -80
    c required 2*v34 + 10*v25 >= -402
    c required 2*v48 - 2*v40 == -140
    c required -1*v5 - 2*v35 + 3*v11 + 3*v23 >= 296
    c required 10*v16 + 1*v2 + 3*v20 == 315
    c required -2*v53 + 10*v2 + 10*v26 - 2*v24 <= 390
    c required -1*v51 <= 4
    c required 1*v25 - 2*v30 >= -15
    c required 3*v54 + 0.25*v17 + 0.25*v31 == -193.25
    c required 3*v6 <= -99
    c required 2*v17 >= -120
    c required -2*v52 + 0.5*v37 <= 73
    c required 1*v54 + 10*v32 + 2*v47 <= -294
    c required 3*v41 <= -99
    c required 10*v18 - 1*v12 - 2*v49 + 10*v54 <= -174
    c required 3*v24 + 10*v11 + 1*v41 + 0.5*v30 <= 200.5
    c required -1*v38 + 3*v7 - 2*v24 + 3*v42 == -69
    c required 3*v7 >= 11
    c required 0.5*v12 <= 46
    c required 1*v46 + 0.5*v52 == -50
    c required 10*v14 + 1*v46 == 243
    c required 1*v38 + 3*v31 + 3*v48 <= -23
    c required -1*v45 + 0.25*v52 + 1*v47 + 0.25*v3 >= -34.5
    c required -2*v9 + 3*v48 + 0.5*v15 + 1*v17 == -23
    c strong 0.5*v23 + 2*v9 <= -31.5
    c strong*0.5 1*v38 + 0.25*v43 - 2*v40 <= -15.5
    c strong -1*v17 + 2*v3 + 0.5*v20 == 1.5
    c strong*0.5 0.25*v23 + 0.5*v43 + 0.25*v52 == -25.5
    c strong*0.5 -1*v40 + 1*v26 + 0.5*v47 <= -19
    c strong 3*v43 >= 9
    c strong 10*v45 >= 51
    c strong 3*v7 - 1*v16 + 0.5*v42 >= -11
    c strong*0.5 0.5*v35 == 7
    c strong 0.25*v32 - 2*v35 <= -70
    c strong 0.25*v37 + 1*v16 - 2*v11 >= -7
    c strong 1*v35 + 0.25*v45 == -72
    """
}
