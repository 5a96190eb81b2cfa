import XCTest
@testable import Cassowary
import Csys

/// The entering rule on long walks (`Tableau+Optimize`): the shortest column first, and the
/// steepest edge (leading reduced cost over the column's norm) once one call has pivoted
/// `Tableau.longWalk` times; and an add's walk that gets there deferred to the next call that
/// needs the optimum (`Tableau.optimizeAfterAdd`).
final class SolverLongWalkTests: XCTestCase {
    /// lp-check's mixed generator at seed 33 with 50–80 variables (`--variables 50-80`), its
    /// constraints only (65 variables, 181 constraints). With the shortest column alone, three
    /// soft constraints' adds walked 148, 345 and 159 pivots (1 136 in the build); with the
    /// switch to the largest reduced cost, 670 in all, by the steepest edge 656. Now the first
    /// add to reach 50 pivots stops there, the adds after it skip the simplex, and the update
    /// finishes the walk once: 475 pivots in the adds (21 of them skipping the simplex) and 92
    /// then. HiGHS's optimum:
    /// 486 403 999.091.
    func testALongWalkWaitsForTheUpdateAndTheBuildReachesTheOptimum() throws {
        let program = CsysProgram(try CsysReader.read(Self.mixed33))
        let solver = program.solver
        var longest = 0, skipped = 0
        for constraint in program.constraints {
            let before = solver.counters.pivots
            let waiting = solver.core.tableau.optimizationDeferred
            try solver.add(constraint)
            longest = max(longest, solver.counters.pivots - before)
            if waiting { skipped += 1 }
            XCTAssertEqual(solver.invariantFindings().structure, [])
        }
        XCTAssertLessThan(longest, Tableau.longWalk + 10)  // the simplex's 50, and the add's own
        XCTAssertTrue(solver.core.tableau.optimizationDeferred)
        XCTAssertEqual(skipped, 21)
        XCTAssertEqual(solver.counters.pivots, 475)
        solver.updateVariables()
        XCTAssertFalse(solver.core.tableau.optimizationDeferred)
        // The walk's 92, then the drift check, due after so many pivots, finds the cells off
        // their constraints and rebuilds the tableau (`SolverCore+CellProbe`): 57 more.
        XCTAssertEqual(solver.counters.cellDriftRebuilds, 1)
        XCTAssertEqual(solver.counters.pivots, 624)
        try solver.verify()
        SolverVerifyTests.assertPublished(program, reach: 486_403_999.091_462_25)
    }

    /// A pivot ceiling (what a rebuilt tableau's check runs under, `Solver+Rebuild`) stops the
    /// walk there with a typed error, where it would otherwise take its 92 pivots.
    func testTheWalkStopsAtThePivotCeiling() throws {
        let program = CsysProgram(try CsysReader.read(Self.mixed33))
        let solver = program.solver
        for constraint in program.constraints { try solver.add(constraint) }
        XCTAssertTrue(solver.core.tableau.optimizationDeferred)
        let before = solver.core.tableau.work.pivots
        solver.core.tableau.pivotRules.pivotCeiling = before + 40
        XCTAssertThrowsError(try solver.core.completeOptimization()) { error in
            guard case .internalFailure? = error as? SolverError else { return XCTFail("expected internalFailure, got \(error)") }
        }
        XCTAssertEqual(solver.core.tableau.work.pivots, before + 40)
    }

    /// Every call that reads, moves or checks the solution finishes a deferred walk first; the
    /// calls that only add leave it waiting. Each ends at the optimum.
    func testEveryCallThatNeedsTheOptimumFinishesTheWalk() throws {
        let finishers: [(String, (Solver, [Variable]) throws -> Void)] = [
            ("currentValue", { solver, v in _ = solver.currentValue(of: v[0]) }),
            ("objectiveValues", { solver, _ in _ = solver.objectiveValues }),
            ("verify", { solver, _ in try solver.verify() }),
            ("suggestValue", { solver, v in try solver.suggestValue(0, for: v[0]) }),
        ]
        for (name, finish) in finishers {
            let program = CsysProgram(try CsysReader.read(Self.mixed33))
            let solver = program.solver
            for constraint in program.constraints { try solver.add(constraint) }
            XCTAssertTrue(solver.core.tableau.optimizationDeferred, name)
            let v = program.variables
            // An edit variable is an add: the walk still waits.
            try solver.addEditVariable(v[0], strength: .weak)
            XCTAssertTrue(solver.core.tableau.optimizationDeferred, name)
            try finish(solver, v)
            XCTAssertFalse(solver.core.tableau.optimizationDeferred, name)
            try solver.removeEditVariable(v[0])
            try solver.verify()
            SolverVerifyTests.assertPublished(program, reach: 486_403_999.091_462_25)
        }
    }

    /// A layout's adds pivot a handful of times each (a stack of 40 labels, ties included):
    /// under the long walk, so neither the switch nor the wait touches them. (The add that
    /// closes a long chain of tied items does reach it: the layer's pinned stack at 100 labels
    /// and more, whose walk then waits for the update.)
    func testALayoutsAddsStayUnderTheLongWalk() throws {
        let solver = Solver()
        let top = solver.makeVariable("top"), bottom = solver.makeVariable("bottom")
        try solver.add(Constraint(Expression(top), .equal, Expression(constant: 0)))
        try solver.add(Constraint(Expression(bottom), .equal, Expression(constant: 500)))
        var previous = top
        var longest = 0
        for i in 0..<40 {
            let y = solver.makeVariable("y\(i)"), h = solver.makeVariable("h\(i)")
            let constraints = [
                Constraint(Expression(y), .equal, Expression(previous) + 8),
                Constraint(Expression(h), .greaterThanOrEqual, Expression(constant: 10), strength: .strong),
                Constraint(Expression(h), .equal, Expression(constant: 10), strength: .weak),
            ]
            for c in constraints {
                let before = solver.counters.pivots
                try solver.add(c)
                longest = max(longest, solver.counters.pivots - before)
            }
            let next = solver.makeVariable("next\(i)")
            try solver.add(Constraint(Expression(next), .equal, Expression(y) + Expression(h)))
            previous = next
        }
        try solver.add(Constraint(Expression(previous), .lessThanOrEqual, Expression(bottom)))
        solver.updateVariables()
        XCTAssertLessThan(longest, Tableau.longWalk)
    }

    static let mixed33 = """
    csys 1
    # lp-check seed 33
    c strong*0.5 3*v52 + 0.25*v55 - 1*v2 <= -65.5
    c required 10*v26 + 10*v25 + 0.25*v50 <= 366.75
    c medium -2*v35 + 10*v25 + 2*v36 == 72.5
    c required 1*v8 + 3*v13 <= 44
    c required 10*v62 + 3*v55 <= -200
    c required 0.25*v42 + 0.5*v14 + 0.25*v56 == -6.75
    c medium*3 0.25*v14 >= 2.5
    c required 0.5*v45 + 0.25*v39 + 1*v38 >= 17
    c required 10*v40 + 0.5*v4 + 0.25*v3 + 0.25*v1 >= 344.5
    c required -1*v18 - 2*v6 <= -10
    c strong*0.5 -1*v15 + 0.5*v30 - 1*v10 == -5.5
    c strong*0.5 0.25*v3 - 1*v33 + 10*v17 == -59.5
    c required 3*v42 >= -18
    c required 0.25*v2 + 2*v57 >= -46
    c required 0.25*v54 == -13.25
    c required 2*v48 + 0.25*v7 <= 22.25
    c weak*7 3*v65 - 2*v52 <= 15
    c strong*0.5 0.25*v56 + 0.5*v60 <= -63.5
    c required 0.5*v40 >= 17
    c weak -1*v2 + 10*v26 <= -73
    c medium*3 10*v47 + 0.25*v42 <= 70.5
    c medium*3 -1*v13 + 1*v59 + 3*v49 >= -20.5
    c medium*3 -2*v46 + 1*v29 >= -64
    c weak*2 -2*v16 + 0.25*v26 == -60.5
    c strong 10*v64 + 1*v14 + 0.25*v33 <= -18.5
    c strong 1*v67 >= 66.5
    c weak*7 2*v7 + 2*v25 + 0.5*v13 >= -49.5
    c weak*2 3*v35 == 43.5
    c required -2*v61 >= -95
    c weak*7 0.25*v59 + 0.25*v31 + 0.5*v66 <= -19.5
    c weak*7 1*v41 >= -24.5
    c weak*2 -1*v48 + 10*v64 + 2*v51 >= 68.5
    c required 3*v37 + 3*v23 + 0.25*v46 >= 73.5
    c weak*7 -2*v18 + 2*v52 >= -3
    c weak*7 2*v9 >= -79.5
    c weak -1*v38 + 0.5*v41 - 2*v52 == 50
    c medium*3 0.5*v51 + 10*v12 <= 6.5
    c weak*7 1*v20 - 1*v36 + 0.25*v28 <= 16.5
    c strong*0.5 -1*v31 == -12.5
    c weak*7 3*v17 + 2*v58 <= -66
    c weak*2 10*v44 + 10*v17 >= -29.5
    c medium*3 -2*v58 + 10*v66 + 0.25*v24 == 58
    c required -2*v2 >= -40
    c weak*7 3*v22 + 1*v7 <= -72.5
    c strong 0.25*v61 + 1*v26 <= -11.5
    c medium*3 2*v14 + 3*v52 + 10*v36 == -12
    c required 0.5*v17 + 2*v53 + 3*v31 - 2*v22 <= 71
    c required 0.25*v48 - 1*v1 + 0.25*v58 - 2*v18 == -86.5
    c strong*0.5 2*v38 <= 46
    c medium 1*v47 + 10*v19 <= 48
    c medium 2*v38 + 2*v64 >= -39.5
    c weak*2 -1*v47 <= -32
    c weak 0.25*v51 + 10*v4 >= -65
    c weak*7 -1*v61 + 3*v12 >= -17.5
    c medium*3 0.5*v2 - 1*v40 + 3*v42 >= 54.5
    c medium*3 0.25*v20 + 0.5*v19 - 2*v37 <= -64
    c required 2*v4 >= 53
    c weak -1*v51 - 1*v3 <= 35.5
    c strong*0.5 -1*v51 - 2*v56 + 0.5*v53 <= -45.5
    c medium 10*v41 + 0.25*v2 + 0.5*v3 >= -44.5
    c required -2*v36 - 1*v26 >= 21
    c strong -1*v28 <= 70
    c medium*3 10*v54 + 3*v43 + 3*v60 == 47.5
    c medium*3 0.25*v26 + 0.25*v22 <= -74
    c strong*0.5 1*v35 + 0.25*v59 >= 47
    c required 0.25*v59 + 10*v57 + 2*v52 + 0.5*v13 == -313
    c strong*0.5 3*v17 + 3*v22 == 53.5
    c weak*7 10*v21 <= -62.5
    c weak*2 0.25*v21 - 2*v3 >= -78.5
    c medium*3 2*v43 == -78.5
    c strong*0.5 -1*v13 - 1*v47 + 3*v43 >= -31
    c weak 0.25*v7 == 48
    c medium 3*v49 - 1*v14 == 12.5
    c strong -1*v37 - 2*v57 == 22.5
    c required 0.5*v50 + 2*v19 >= -30.5
    c required 2*v41 + 0.5*v61 + 2*v45 <= 27.5
    c weak*7 10*v65 + 3*v68 <= -38.5
    c strong*0.5 -2*v12 + 10*v22 + 1*v17 == -32
    c strong*0.5 3*v45 <= 7.5
    c weak*7 0.25*v2 - 1*v1 + 0.5*v12 <= -41
    c required 1*v47 <= 38
    c weak*2 3*v63 + 2*v17 + 0.25*v6 <= -11
    c weak 0.25*v55 >= -8
    c required 10*v13 >= 70
    c required -2*v67 + 2*v19 <= 66
    c medium 3*v38 - 2*v55 + 1*v37 <= 40
    c required 0.5*v20 + 0.25*v64 >= -51.75
    c weak 10*v4 == -48
    c required -2*v55 - 1*v17 >= -36
    c weak*2 10*v44 + 1*v17 - 2*v50 <= -59
    c required 10*v63 + 3*v9 + 3*v2 >= -242
    c medium 10*v19 + 0.25*v62 + 0.5*v48 >= 69.5
    c weak*7 3*v66 + 0.25*v60 + 1*v33 <= 49
    c weak*2 3*v3 + 10*v20 >= -70
    c medium*3 0.25*v12 + 0.25*v35 == -1
    c strong 3*v47 == 69
    c weak*2 2*v62 - 1*v17 - 2*v4 <= -29.5
    c required 0.25*v30 + 0.25*v15 >= 0.25
    c strong*0.5 0.5*v45 + 0.5*v17 == -79
    c required 2*v17 + 3*v67 == -51
    c required 2*v21 <= 54
    c medium*3 -2*v31 + 1*v48 + 10*v6 == 9
    c required 10*v24 - 2*v56 + 3*v37 <= -41
    c weak*2 0.25*v41 == 25
    c weak*7 3*v30 + 3*v48 + 0.5*v26 >= -5.5
    c medium*3 10*v21 <= 20.5
    c weak 0.5*v27 + 0.5*v8 + 2*v17 >= -54.5
    c required 2*v29 >= -145
    c required 0.5*v1 + 3*v46 + 3*v68 == 169.5
    c required 1*v66 + 0.5*v27 <= 51
    c strong -2*v19 >= -59
    c medium*3 0.5*v55 + 0.25*v37 + 0.5*v53 == 21.5
    c required 3*v11 + 0.25*v15 - 2*v25 <= 132.75
    c weak 10*v22 + 2*v9 + 10*v38 <= 33
    c weak*2 10*v8 == -14.5
    c medium -2*v4 >= -36
    c required 10*v13 + 10*v44 + 0.5*v50 == 563.5
    c required 1*v34 + 3*v61 + 0.25*v62 + 0.25*v50 == 111.25
    c required -2*v51 >= 58
    c medium*3 1*v44 >= 15.5
    c strong 1*v10 == -25
    c medium*3 -1*v57 + 2*v54 == 21.5
    c medium*3 0.25*v36 + 3*v34 == -59.5
    c required 0.5*v36 + 0.25*v43 == -16
    c strong -1*v16 + 10*v21 - 1*v11 >= 4.5
    c weak*2 -2*v47 + 2*v64 - 2*v48 <= 23.5
    c strong*0.5 0.5*v64 >= -70.5
    c weak*7 0.25*v20 + 2*v4 <= -80
    c weak*7 -2*v34 + 0.25*v28 <= 3
    c weak*7 -1*v15 <= 17.5
    c strong 0.25*v67 + 10*v22 + 3*v58 == -38.5
    c required 1*v1 - 1*v20 + 2*v53 == 80
    c weak 1*v19 + 2*v27 <= 25.5
    c weak*2 2*v40 == 10.5
    c weak*7 10*v15 <= 71.5
    c required 3*v64 + 0.25*v10 + 1*v47 - 1*v34 <= 59.5
    c required -2*v47 - 1*v49 + 0.25*v45 == -3.25
    c weak*2 0.5*v4 + 0.25*v40 - 1*v53 == 15.5
    c weak*2 -2*v37 - 1*v25 + 1*v27 == 44
    c required -2*v2 <= -40
    c strong*0.5 3*v5 + 2*v20 - 1*v42 <= 77.5
    c strong 10*v49 + 1*v9 >= -38.5
    c weak*2 2*v6 + 10*v59 == 73
    c weak*7 0.25*v67 <= -79
    c required 3*v26 >= 155
    c weak*7 3*v31 + 0.5*v63 - 1*v43 >= 3.5
    c weak*7 -1*v36 >= -33.5
    c weak -1*v37 + 2*v40 - 2*v36 >= 39
    c required 3*v29 + 0.25*v21 + 3*v3 >= -239.25
    c required 1*v62 + 0.5*v39 <= 31
    c required 1*v3 <= -31
    c medium*3 -2*v22 + 1*v52 + 10*v29 >= -41
    c strong 0.25*v3 + 1*v64 + 10*v49 == -25.5
    c required 0.25*v16 - 2*v40 + 2*v47 >= -132.25
    c required -2*v47 + 0.5*v33 == 43
    c strong -1*v28 <= -36
    c medium*3 2*v32 + 0.5*v54 + 0.5*v22 <= 25.5
    c required 10*v62 + 0.25*v60 == -153
    c required -1*v17 + 2*v34 == -12
    c required 1*v9 >= 52
    c weak*2 1*v68 - 2*v3 >= -74
    c strong*0.5 -2*v31 <= -13
    c required -1*v47 == 20
    c weak*2 2*v23 <= 55
    c weak 10*v48 + 2*v38 + 0.25*v61 <= 2
    c required -1*v61 <= -35
    c required -2*v16 <= -71
    c weak*7 0.25*v63 - 2*v36 <= -68
    c required 0.5*v25 + 3*v26 + 0.5*v56 + 3*v37 >= 299.5
    c weak*7 -2*v44 + 10*v40 <= -16.5
    c required 10*v37 >= 350
    c strong*0.5 10*v7 + 0.25*v65 >= 52
    c medium*3 10*v12 + 0.25*v13 + 10*v57 == -26
    c required -2*v58 + 1*v50 + 0.5*v37 + 2*v35 == 220.5
    c required 0.25*v6 + 0.25*v32 - 1*v33 - 2*v56 <= -123.5
    c required 3*v65 - 1*v12 >= -138
    c weak*2 1*v51 + 0.25*v22 == 72
    c required 1*v41 <= 26
    c strong 0.5*v16 + 0.5*v31 == -65.5
    c strong*0.5 -1*v45 <= -67.5
    """
}
