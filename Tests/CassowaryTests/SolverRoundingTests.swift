import XCTest
@testable import Cassowary
import Csys

/// Systems where rounding once stopped the solver with an internal failure, found by replaying
/// random csys files and checking each result against an LP. Each must now solve, hold every
/// required constraint and reach the reference LP's weighted optimum.
final class SolverRoundingTests: XCTestCase {
    /// `v1 <= 50` and `2*v1 == 100` leave the first one's slack fixed at zero in a row with no
    /// cells, and rounding put that row's constant at -3.6e-15. A later suggestion ran the dual
    /// simplex on the row, found nothing to enter and threw `internalFailure`.
    func testARowFixedAtZeroByRoundingIsNotInfeasible() throws {
        let program = try solve("""
        csys 1
        c required 0.5*v1 - 25.0 <= 0
        c required -1*v4 + 3*v2 - 0.5*v0 - 269.031 <= 0
        c weak*2 3*v0 - 0.5*v4 + 15.484 <= 0
        c medium*0.5 0.5*v1 - 0.5*v2 + 41.938 >= 0
        c required 1*v1 + 0.5*v0 - 1*v4 - 19.031 >= 0
        c required 2*v1 - 100 == 0
        e weak v4
        s v4 -62.49
        """)
        // Variables are numbered in order of first use: v1, v4, v2, v0.
        XCTAssertEqual(program.solver.value(of: program.variables[0]), 50, accuracy: 1e-9)
        XCTAssertEqual(program.solver.value(of: program.variables[1]), -62.49, accuracy: 1e-9)
    }

    /// Adding the last constraint left a slack with an objective coefficient of -2.2e-7, just
    /// past its level's tolerance of 2e-7 (weights of 2e6 times row coefficients in the
    /// hundreds), in no restricted row: the simplex called the objective unbounded, as Kiwi
    /// does on this file. A weighted sum of non-negative errors is bounded, so that
    /// coefficient is rounding.
    func testARoundingResidueInTheObjectiveIsNotUnbounded() throws {
        try solve("""
        csys 1
        c weak 0.5*v33 + 3*v11 + 9.743 == 0
        c required -0.5*v18 - 0.5*v31 - 0.5*v23 + 47.5 <= 0
        c required 3*v15 - 150 <= 0
        c medium -1*v39 + 1*v7 + 1*v23 + 18.808 == 0
        c medium 3*v47 - 127.286 == 0
        c required -1*v11 + 0.5*v20 - 20.0 <= 0
        c weak 3*v33 + 2*v23 - 139.875 >= 0
        c medium*3 3*v23 - 1*v43 - 0.5*v7 - 120.0 == 0
        c weak 2*v5 + 0.5*v1 + 0.5*v15 + 193.853 <= 0
        c required -0.5*v10 + 3*v33 - 35.5 == 0
        c strong*2 3*v1 - 0.5*v29 + 3*v31 - 107.087 <= 0
        c weak*10 -0.5*v8 + 2*v18 + 2*v49 - 285.0 <= 0
        c weak*0.5 -0.5*v49 - 1*v21 + 87.0 == 0
        c medium -1*v31 + 2*v47 + 0.5*v39 + 143.969 == 0
        c required 0.5*v45 + 1*v41 - 100.0 >= 0
        c required -0.5*v18 + 2*v20 - 1*v28 - 2.5 == 0
        c weak 0.5*v44 - 183.307 == 0
        c required -1*v25 + 25 >= 0
        c required 3*v43 - 1*v44 + 40 == 0
        c required -1*v27 + 48 == 0
        c required 0.5*v25 - 0.5*v28 + 7.5 >= 0
        c required -1*v5 + 1*v27 + 3*v41 - 148 == 0
        c medium*0.5 -0.5*v27 + 1*v21 - 13.0 <= 0
        c required 3*v10 - 0.5*v45 + 3*v49 - 217.0 <= 0
        c strong*2 -1*v8 - 1*v29 + 167.008 >= 0
        """)
    }

    /// Refinement cannot make this tableau's values hold after the last suggestion (the edit of
    /// v3 stays 1.2e-10 of its terms off, rebuilt in every order too), but the basis it stopped
    /// at is the optimal one: the duals certify it, and its vertex, solved from the constraints
    /// as written, holds them all. That vertex is the answer (lp-check's mixed seed 294; before,
    /// `SolverError.inaccurate`).
    func testACertifiedBasisAnswersWhenItsTableauCannotBeRefined() throws {
        let program = try solve("""
        csys 1
        c required 10*v28 + 3*v21 <= 91
        c required -2*v26 + 1*v15 + 1*v17 >= 23
        c weak*2 3*v19 == -7
        c medium*3 0.25*v30 + 0.5*v18 == -18
        c weak*7 3*v25 + 2*v20 == -49.5
        c required 0.25*v20 + 3*v6 - 2*v9 + 3*v4 >= -61
        c medium*3 -1*v8 + 10*v13 + 0.5*v1 <= 72
        c required 0.25*v21 - 2*v20 <= -39.75
        c required -1*v10 + 0.25*v1 - 1*v23 + 10*v18 <= -220
        c weak 3*v7 == 4.5
        c weak*2 10*v9 <= 69.5
        c required 3*v15 + 3*v12 - 1*v6 + 0.5*v5 == 258.5
        c required 3*v22 - 2*v10 + 2*v9 >= -17
        c strong 1*v2 >= -30
        c weak 10*v19 - 2*v25 + 2*v26 == 65.5
        c required 3*v14 >= -30
        c required -2*v23 + 3*v19 + 10*v27 >= 12
        c required -2*v25 + 1*v21 + 0.25*v5 - 1*v29 >= -36.75
        c required 1*v8 >= -5
        c medium -2*v21 + 0.5*v9 >= -63.5
        c required -2*v20 + 10*v4 <= -382
        c weak*2 3*v1 + 3*v17 + 0.5*v20 == -1
        c medium 2*v14 + 2*v30 - 2*v4 == -14
        c strong*0.5 1*v10 - 1*v29 + 0.5*v13 <= 4
        c medium*3 1*v23 - 2*v22 <= 41.5
        c weak*2 -2*v23 <= -70
        c medium*3 0.25*v12 - 2*v10 == 51
        c weak*2 0.25*v23 + 3*v18 >= 17
        c medium*3 -1*v17 + 10*v4 - 2*v31 <= 5.5
        c required 10*v23 <= -210
        c required 1*v7 <= -49
        c required 3*v5 - 1*v17 + 10*v23 <= -36
        c required -2*v19 - 2*v22 + 1*v5 - 2*v25 == 177
        c weak*7 1*v24 - 2*v2 - 1*v5 >= 9.5
        c medium*3 10*v8 >= 70.5
        c medium*3 -2*v28 >= 77
        c medium*3 -2*v24 + 0.5*v11 + 2*v3 == -6
        c weak*2 10*v25 + 2*v23 + 3*v5 >= -50
        c weak*2 -1*v26 == -72.5
        c weak*7 -1*v16 >= -76
        c required 3*v25 + 2*v9 + 3*v14 + 1*v24 >= -14
        c weak*2 10*v25 + 0.5*v12 + 10*v16 >= -15.5
        c required 2*v25 - 2*v13 + 0.5*v17 >= -33.5
        c strong*0.5 1*v11 >= 14
        c strong*0.5 3*v18 + 2*v17 + 0.25*v16 >= -50
        c strong 0.25*v27 == -67.5
        c medium -2*v1 == 17.5
        c required 10*v1 + 10*v8 + 1*v11 + 3*v22 == -643
        c weak*2 0.25*v30 + 0.5*v3 + 1*v15 >= 39.5
        c required 2*v17 - 1*v12 + 1*v4 <= -70
        c strong*0.5 0.25*v18 - 1*v17 <= -7.5
        c strong*0.5 2*v19 - 2*v25 <= -60.5
        c required 3*v29 >= 90
        c weak 3*v4 >= -68.5
        c weak*2 3*v18 + 3*v14 <= 25.5
        c strong 3*v31 + 0.25*v22 + 10*v4 == -9
        c strong 1*v19 >= 44
        c medium 10*v1 - 2*v31 == 11.5
        c strong*0.5 2*v6 <= 34.5
        c required 2*v15 - 2*v31 - 2*v6 == 58
        c required 10*v23 + 0.5*v11 - 2*v6 == -272
        c required 0.5*v21 + 10*v10 >= 154.5
        c strong 1*v17 + 10*v16 == 44
        c weak 2*v20 == -49
        c required 3*v29 + 2*v2 + 0.25*v7 + 10*v20 >= 299.75
        c required 1*v28 + 1*v19 + 2*v13 - 2*v25 <= -5
        c medium*3 1*v19 + 0.25*v28 - 2*v11 == 56.5
        c medium*3 10*v8 >= 10
        c required 0.25*v19 <= -7.5
        c required 10*v8 == -50
        c strong 0.5*v23 <= -12
        c medium*3 -1*v22 == -5
        c medium -1*v16 - 1*v11 >= -41.5
        c medium 0.5*v5 + 2*v19 >= 4.5
        c medium*3 0.25*v8 + 2*v9 + 3*v7 >= -27
        c medium*3 0.5*v4 + 2*v11 == -75
        e strong v1
        e strong v17
        e medium v4
        e strong*0.5 v3
        s v1 -58
        s v17 10
        s v4 -44
        s v3 37
        s v1 -92
        s v17 35
        s v4 -41
        s v3 18
        """, verifying: true)
        XCTAssertGreaterThan(program.solver.counters.certifiedVertices, 0)
        XCTAssertGreaterThan(program.solver.counters.rebuilds, 0)
    }

    /// Builds and replays the file, then checks it against the reference LP.
    /// Removing two constraints took out a required one that absorbed them; adding it back
    /// met rounding and was refused as unsatisfiable (conflicting with 12 others), though
    /// taking constraints out of a system that held cannot make it infeasible. The solver
    /// threw `internalFailure` from the next call, holding a tableau without it (lp-check's
    /// churn seed 1111, reduced). Now 36's removal is never carried out (it comes back before
    /// the update), 12's re-derives what took it in, and the answer is the LP's; a
    /// re-derivation that does fail rebuilds the tableau
    /// (`SolverErrorTests.testARederivationThatFailsRebuildsTheTableau`).
    func testARemovalAddedBackAmidChurnReachesTheOptimum() throws {
        let program = try solve("""
        csys 1
        c weak*7 3*v31 == -40
        c weak*2 0.5*v5 + 0.25*v29 + 3*v25 <= 29
        c required 0.5*v20 <= -21
        c weak*2 0.25*v15 >= 36.5
        c required -2*v22 + 3*v13 + 2*v7 >= 32
        c weak -2*v16 + 3*v1 == 17
        c weak*2 2*v11 - 2*v23 + 0.25*v24 >= -30.5
        c required -2*v15 + 0.5*v19 - 2*v32 + 10*v13 == 460
        c weak*2 0.5*v21 <= -18.5
        c weak*2 10*v32 == -0.5
        c strong -1*v18 + 3*v2 >= 28
        c weak*2 -2*v31 + 1*v32 - 2*v19 >= -58
        c required 0.5*v29 == 0.5
        c weak*7 -1*v9 + 0.5*v17 + 1*v20 >= 59.5
        c medium 0.5*v9 == 75.5
        c required 0.25*v6 - 1*v18 + 0.5*v7 + 10*v25 <= -175
        c medium 10*v16 == 75.5
        c weak*2 0.25*v22 >= -57.5
        c required 0.25*v28 + 3*v18 + 0.5*v8 >= -169.25
        c weak*2 3*v28 + 0.25*v19 <= -26
        c weak*7 10*v25 + 2*v6 - 1*v17 >= 4.5
        c weak 1*v3 == -6
        c required 2*v5 + 0.25*v28 + 10*v21 >= 112.75
        c required 3*v19 - 2*v2 + 3*v17 + 0.25*v22 == 115.75
        c medium 10*v1 + 0.25*v6 + 0.25*v21 == -72
        c strong*0.5 0.25*v16 + 10*v21 - 1*v18 <= 9.5
        c required -2*v16 + 2*v18 - 2*v8 + 3*v25 == -120
        c strong*0.5 10*v18 <= -20.5
        c weak*7 2*v24 - 1*v5 <= 0
        c required 2*v29 - 1*v28 >= 15
        c strong -1*v11 + 0.25*v23 - 2*v2 == 39
        c medium -1*v5 + 3*v28 - 1*v22 == 23
        c weak 0.25*v22 + 10*v30 + 10*v3 == -66.5
        c weak*7 1*v13 == -17.5
        c strong*0.5 0.5*v20 + 0.5*v25 == 23
        c required 3*v30 - 1*v23 == -84
        c medium -1*v8 + 0.5*v11 + 0.5*v29 == 45.5
        c required 1*v2 + 1*v1 == -51
        c required 0.25*v28 >= -3.25
        e strong v20
        d 36
        d 12
        a 36
        u
        """, verifying: true)
        XCTAssertGreaterThan(program.solver.counters.rederivedConstraints, 0)
    }

    /// Two nearly parallel required equalities left phase one's minimum at 0.08 over their
    /// dummies at ±8.3e7: rounding of the constants times those coefficients, on a feasible
    /// system. Judged as it was, in absolute terms, it looked like a conflict (`unsatisfiable`,
    /// "conflicts with 15 required constraints"); per unit of the coefficients it is 5e-10, and
    /// the tableau rebuilt from the constraints takes the constraint (lp-check's churn seed
    /// 3306, reduced). (Since `cellEpsilon` keeps cells of 1e-9 that were dropped as zero, the
    /// first build no longer leaves that remainder; the first tableau here drops them as it
    /// did then.)
    func testAnInfeasibilityLeftOverHugeCoefficientsIsCheckedOnARebuiltTableau() throws {
        let program = try solve(cellTolerance: epsilon, """
        csys 1
        c medium 10*v14 + 3*v7 + 0.5*v31 == -33.5
        c strong*0.5 0.25*v17 + 1*v18 == 78.5
        c weak*7 1*v1 + 3*v38 - 1*v32 == -56
        c medium -2*v33 + 3*v5 + 0.25*v14 == 47
        c medium*3 1*v26 + 3*v28 + 3*v39 == -7.5
        c strong*0.5 1*v18 - 2*v14 == -35.5
        c strong 3*v28 == 17.5
        c strong -2*v26 + 1*v17 <= -65.5
        c strong 0.25*v6 + 2*v30 + 0.25*v3 >= -58
        c strong*0.5 0.25*v38 + 0.25*v17 + 0.25*v18 >= -9.5
        c strong*0.5 0.25*v32 - 2*v9 - 1*v25 >= -36
        c weak -2*v39 + 0.25*v19 - 2*v15 == -46
        c strong*0.5 2*v18 <= 18.5
        c weak*7 -1*v42 - 2*v25 + 0.25*v7 == -13
        c required 0.25*v30 <= 52.25
        c required -1*v47 - 1*v23 == -42
        c required 2*v36 + 0.5*v33 + 0.25*v44 + 10*v1 <= -4.25
        c weak*7 -2*v15 + 2*v39 == 55
        c required 3*v6 + 1*v13 + 0.5*v42 - 1*v31 == -130.5
        c medium*3 10*v23 + 1*v32 <= -28
        c required 0.25*v23 >= 9
        c medium*3 2*v18 + 0.5*v40 - 1*v13 <= -37.5
        c required 0.25*v36 == 13
        c weak -2*v44 >= -54
        c required 1*v13 + 2*v41 + 0.25*v45 - 2*v31 >= 72.25
        c weak 10*v5 + 2*v45 + 1*v38 >= -76
        c required 0.5*v40 - 1*v26 + 10*v14 >= 534
        c required 3*v18 - 1*v31 + 1*v1 + 10*v24 >= -117
        c required -2*v19 + 3*v38 + 1*v3 + 1*v15 >= 219
        c weak 0.25*v26 + 3*v7 <= 20.5
        c strong*0.5 3*v18 + 2*v33 + 2*v25 == -13
        c required 0.5*v41 <= 17.5
        c required 0.5*v36 + 2*v28 - 2*v24 + 0.5*v12 >= 148
        c medium*3 -2*v9 + 10*v17 + 1*v3 == -0.5
        c required 10*v12 - 2*v26 + 0.5*v47 <= 299
        c strong*0.5 -2*v24 + 10*v25 >= -61
        c required 10*v33 == 420
        c strong 0.5*v44 + 10*v39 == -9.5
        c required 10*v33 == 420
        c required 0.25*v47 == 1.5
        """)
        XCTAssertEqual(program.solver.counters.rebuilds, 1)
    }

    @discardableResult
    /// - Parameter cellTolerance: the first tableau's (a rebuilt one takes the default).
    private func solve(cellTolerance: Double? = nil, _ text: String, verifying: Bool = false,
                       file: StaticString = #filePath, line: UInt = #line) throws -> CsysProgram {
        let document = try CsysReader.read(text)
        let program = CsysProgram(document)
        if let cellTolerance { program.solver.core.tableau.matrix.cellTolerance = cellTolerance }
        try program.build()
        if verifying { try program.solver.verify() }
        for step in program.resizeSteps + program.churnSteps {
            try program.run(step)
            if verifying { try program.solver.verify() }
        }
        let values = program.variables.map { program.solver.value(of: $0) }
        let n = values.count
        // The file's constraints still in (churn takes some out and back), then a soft
        // `v == suggested` per edit variable at its strength.
        var active = Set<Int>()
        for statement in document.statements {
            switch statement {
            case let .constraint(k), let .add(k): active.insert(k)
            case let .remove(k): active.remove(k)
            default: break
            }
        }
        var specs = document.constraints.indices.filter(active.contains).map { document.constraints[$0] }.map {
            RandomSystem.Spec(terms: $0.expression.terms.map { ($0.variable, $0.coefficient) },
                              constant: $0.expression.constant, relation: $0.relation, strength: $0.strength)
        }
        var suggested: [Int: (value: Double, strength: Strength)] = [:]
        for statement in document.statements {
            switch statement {
            case let .edit(v, strength): suggested[v] = (0, strength)
            case let .suggest(v, value): suggested[v]?.value = value
            default: break
            }
        }
        for (v, edit) in suggested {
            specs.append(.init(terms: [(v, 1)], constant: -edit.value, relation: .equal, strength: edit.strength))
        }
        var error = 0.0
        for spec in specs {
            let violation = RandomSystem.violation(spec, values)
            if spec.strength.isRequired {
                XCTAssertLessThan(violation, 1e-9, "a required constraint fails", file: file, line: line)
            } else {
                error += spec.strength.value * violation
            }
        }
        let rows = specs.map { RandomSystem.referenceRow($0, variables: n) }
        guard case let .optimal(best) = ReferenceLP.minimumError(variables: n, rows: rows) else {
            XCTFail("the reference LP did not solve the system", file: file, line: line)
            return program
        }
        // Rounding: about 1e-16 of the largest weight times the values' scale per operation.
        let scale = 1 + (values.map(abs).max() ?? 0)
        let heaviest = rows.compactMap(\.weight).max() ?? 1
        XCTAssertEqual(error, best, accuracy: 1e-9 * max(1, abs(best)) + 1e-13 * scale * heaviest,
                       "not optimal", file: file, line: line)
        return program
    }
}
