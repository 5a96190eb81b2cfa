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

    /// Builds and replays the file, then checks it against the reference LP.
    @discardableResult
    private func solve(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> CsysProgram {
        let document = try CsysReader.read(text)
        let program = CsysProgram(document)
        try program.build()
        for step in program.resizeSteps { try program.run(step) }
        let values = program.variables.map { program.solver.value(of: $0) }
        let n = values.count
        // The file's constraints, then a soft `v == suggested` per edit variable at its strength.
        var specs = document.constraints.map {
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
