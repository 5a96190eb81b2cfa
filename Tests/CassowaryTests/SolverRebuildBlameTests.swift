import XCTest
@testable import Cassowary
import Csys

/// When the solver cannot stand by an answer and rebuilds its tableau to try once more, what
/// it throws names what went wrong, not what a rebuild in another order met first.
final class SolverRebuildBlameTests: XCTestCase {
    /// lp-check's wide seed 103 with one required constraint more (its last line): a sum of
    /// three constraints held before, asked to be 1e-6 above its largest value. That is within
    /// the rounding the solver grants a conflict, so the add takes it; verifying the answer
    /// then finds the 20th constraint 7.8e-5 off and rebuilds in each of its orders. Some
    /// orders rebuild and still cannot hold the 20th within its tolerance; the reversed ones
    /// fail to rebuild, refusing the 20th as unsatisfiable. Thrown last, that refusal called
    /// the 20th constraint unsatisfiable, one the user had not touched and that holds with
    /// the others; what the rebuilt orders found is thrown instead.
    func testAnAnswerNotStoodByIsNotCalledAConflictOfAnOlderConstraint() throws {
        let program = CsysProgram(try CsysReader.read(Self.wide103))
        let added = try XCTUnwrap(program.constraints.last)
        try program.build()
        XCTAssertThrowsError(try program.solver.verify()) { error in
            switch error as? SolverError {
            case let .unsatisfiable(c, _)?:
                XCTAssertTrue(c === added, "a constraint held before was called unsatisfiable: \(error)")
            case .inaccurate?: break
            default: XCTFail("expected a conflict of the constraint added or an inaccurate answer, got \(error)")
            }
        }
    }

    static let wide103 = """
    csys 1
    # lp-check seed 103 wide
    c required 3*v6 + 3*v24 >= -248
    c required 0.6180339887498949*v46 + 100*v19 + 0.6180339887498949*v14 >= 2617.304951684997
    c required 0.5*v3 + 0.1*v31 + 0.6180339887498949*v10 == 27.806577808748216
    c required 2*v23 - 0.5625*v7 - 0.125*v43 - 2*v45 <= 1
    c required 0.3333333333333333*v19 + 0.3333333333333333*v2 + 100*v36 + 1.7777777777777777*v31 <= -3618.8888888888887
    c required 1*v3 + 10*v21 + 10*v42 + 10*v19 <= 629
    c required 0.3333333333333333*v38 + 1*v6 <= -35.666666666666664
    c required 0.5*v36 <= -18.5
    c required -2*v44 + 100*v42 - 0.5625*v15 == 3214.5625
    c required 0.6180339887498949*v18 - 1*v24 >= 63.51973342624464
    c required 2*v23 + 1*v9 + 0.3333333333333333*v22 + 0.25*v42 <= -40.666666666666664
    c required 1.3333333333333333*v39 + 0.1*v47 + 1.7777777777777777*v48 == 92.17777777777778
    c required 0.5*v39 + 0.5*v29 + 100*v22 + 100*v27 <= -10683
    c required 100*v2 + 0.3333333333333333*v22 - 2*v10 + 1.7777777777777777*v16 >= 3243.5555555555557
    c required -1*v40 == -33
    c required 1.7777777777777777*v4 + 10*v49 + 1.7777777777777777*v36 == 374.6666666666667
    c required -0.125*v49 - 0.5625*v25 + 3*v38 >= -36.625
    c required -2*v47 + 0.75*v38 - 0.5625*v15 + 0.6180339887498949*v22 <= -84.33919943749474
    c required 1.7777777777777777*v26 - 0.125*v49 + 1*v46 + 0.5*v4 <= 171.25
    c required 0.75*v21 + 0.3333333333333333*v19 == 10.166666666666666
    c required 1.3333333333333333*v5 >= 48.666666666666664
    c required -2*v21 + 0.3333333333333333*v46 - 2*v43 - 0.5625*v18 <= -71.35416666666667
    c required 1.3333333333333333*v47 + 0.6180339887498949*v31 <= 49.30495168499706
    c required -0.125*v3 + 0.25*v45 + 0.1*v10 <= -9.675
    c required 0.75*v28 - 2*v7 + 1.7777777777777777*v18 >= -6.583333333333343
    c required 1*v44 <= 17
    c required -2*v2 + 0.75*v22 + 1*v17 >= -141.5
    c required -0.5625*v13 + 0.1*v30 <= 28.3625
    c required 100*v38 + 1.3333333333333333*v14 + 2*v49 >= -768
    c required 0.25*v22 + 100*v35 >= -2312.5
    c required 0.25*v39 + 1.7777777777777777*v17 + 10*v49 >= 362.27777777777777
    c required 1.3333333333333333*v40 + 2*v38 + 3*v47 - 1*v31 <= 93
    c required 1.3333333333333333*v26 + 0.25*v10 >= 64.25
    c required 0.3333333333333333*v1 + 3*v9 + 10*v16 - 2*v6 >= 783.6666666666666
    c required 0.5*v24 + 1*v40 + 0.3333333333333333*v31 - 1*v39 <= 5.333333333333332
    c required -0.125*v42 + 0.3333333333333333*v24 + 0.25*v9 + 100*v41 >= 1399.3333333333333
    c required 0.5*v20 == -22.5
    c required 1*v13 + 2*v45 - 0.125*v38 >= -38
    c required 0.1*v4 + 0.3333333333333333*v37 - 0.5625*v48 <= 7.754166666666666
    c required -0.125*v10 + 0.25*v25 + 0.6180339887498949*v46 == 26.096359549995796
    c required 0.3333333333333333*v14 <= 19
    c required -0.5625*v3 + 1.3333333333333333*v30 - 2*v45 + 0.5*v4 >= 0.020833333333342807
    c required 0.1*v47 + 0.25*v49 - 1*v45 - 0.125*v26 <= 37.275
    c required 0.3333333333333333*v38 <= 19.333333333333332
    c required 100*v39 <= 5000
    c required -2*v47 + 0.3333333333333333*v8 <= -65
    c required 0.75*v39 <= 62.5
    c required 0.6180339887498949*v41 + 0.75*v22 <= 4.152475842498529
    c required 0.3333333333333333*v17 <= -5.666666666666666
    c required 1.7777777777777777*v7 <= 54.77777777777777
    c required 0.1*v4 <= 3.4000000000000004
    c required 100*v41 <= 1400
    c required 1.3333333333333333*v24 == -42.666666666666664
    c required 1*v35 + 3*v34 >= -34
    c required -2*v31 + 0.6180339887498949*v43 >= -88.93111629250274
    c required 100*v15 + 2*v28 + 0.1*v37 + 3*v23 <= -338.5
    c required 0.1*v48 + 100*v35 + 0.6180339887498949*v27 + 0.3333333333333333*v3 <= -2314.2612706920772
    c required -2*v24 + 100*v31 >= 2864
    c required 0.75*v21 + 0.3333333333333333*v19 + 4*v2 - 1.5*v22 - 2*v17 + 1.5*v3 + 0.30000000000000004*v31 + 1.8541019662496847*v10 >= 376.58640109291105
    """
}
