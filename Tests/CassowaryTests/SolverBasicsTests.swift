import XCTest
@testable import Cassowary

final class SolverBasicsTests: XCTestCase {
    func testEqualitiesAndInequalities() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x == 10)
        try solver.add(y == 2 * x + 5)
        try solver.add(x + y <= 100)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 10)
        XCTAssertEqual(solver.value(of: y), 25)
        XCTAssertEqual(solver.currentValue(of: y), 25)
    }

    /// Reserved room changes no answer, and a build that stays inside it never grows the
    /// per-variable and per-constraint arrays (their capacity is what was reserved).
    func testReservedCapacityHoldsABuildWithoutGrowingAndChangesNoAnswer() throws {
        func build(reserving: Bool) throws -> (Solver, [Double], Int, Int) {
            let solver = Solver()
            if reserving { solver.reserveCapacity(variables: 201, constraints: 400) }
            let records = solver.core.records.elements.capacity, rows = solver.core.tableau.matrix.rows.elements.capacity
            let root = solver.makeVariable("root")
            try solver.add(root == 320)
            var views: [Variable] = []
            for i in 0..<100 {
                let x = solver.makeVariable("v\(i).x"), w = solver.makeVariable("v\(i).w")
                try solver.add(x == root * 0.25 + 0.5 * Double(i))
                try solver.add(w == root * 0.5)
                try solver.add(x + w <= root)
                views += [x, w]
            }
            solver.updateVariables()
            XCTAssertTrue(reserving == (solver.core.records.elements.capacity == records), "records grew: \(reserving)")
            XCTAssertTrue(reserving == (solver.core.tableau.matrix.rows.elements.capacity == rows), "rows grew: \(reserving)")
            return (solver, views.map { solver.value(of: $0) }, records, rows)
        }
        let (_, plain, _, _) = try build(reserving: false)
        let (reserved, values, records, rows) = try build(reserving: true)
        XCTAssertEqual(values, plain)
        XCTAssertGreaterThanOrEqual(records, 300)
        XCTAssertGreaterThanOrEqual(rows, 300)
        XCTAssertEqual(reserved.variableCount, 201)
        // Room asked for in negative numbers is no room: nothing changes.
        reserved.reserveCapacity(variables: -1, constraints: -5)
        reserved.reserveCapacity(variables: Int.max, constraints: 1)
        reserved.reserveCapacity(variables: 1, constraints: Int(Int32.max))
        XCTAssertEqual(reserved.variableCount, 201)
        XCTAssertEqual(reserved.core.records.elements.capacity, records)
    }

    func testVariableGroupsAreConsecutiveAndNamedByTheirSuffixes() throws {
        let solver = Solver()
        let before = solver.makeVariable()
        let group = solver.makeVariables("v3", suffixes: [".x", ".y", ".w", ".h"])
        let after = solver.makeVariable("z")
        XCTAssertEqual(group.count, 4)
        XCTAssertEqual(group.map(\.index), [1, 2, 3, 4])
        XCTAssertEqual(group.map { solver.name(of: $0) }, ["v3.x", "v3.y", "v3.w", "v3.h"])
        XCTAssertEqual([solver.name(of: before), solver.name(of: after)], ["v#0", "z"])
        XCTAssertEqual(solver.variableCount, 6)
        try solver.add(group[2] == 2 * group[0] + 1)
        try solver.add(group[0] == 4)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: group[2]), 9)
        XCTAssertEqual(solver.makeVariables("empty", suffixes: []).count, 0)
        XCTAssertEqual(solver.variableCount, 6)
    }

    func testStrengthsDecideBetweenConflictingSoftConstraints() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 10) | .weak)
        try solver.add((x == 20) | .medium)
        try solver.add((x <= 15) | .strong)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 15, accuracy: 1e-9)
    }

    func testCurrentValueWithoutUpdate() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 7)
        try solver.add((x == 3) | .weak)
        XCTAssertEqual(solver.value(of: x), 0, "values move only on updateVariables")
        XCTAssertEqual(solver.currentValue(of: x), 7)
    }

    func testEditVariableSuggestions() throws {
        let solver = Solver()
        let w = solver.makeVariable("w"), half = solver.makeVariable("half")
        try solver.add(half == 0.5 * w)
        try solver.addEditVariable(w, strength: .strong)
        XCTAssertTrue(solver.hasEditVariable(w))
        for value in [320.0, 1024, 0, -8] {
            try solver.suggestValue(value, for: w)
            solver.updateVariables()
            XCTAssertEqual(solver.value(of: half), value / 2)
        }
        try solver.removeEditVariable(w)
        XCTAssertFalse(solver.hasEditVariable(w))
    }

    func testSuggestionAgainstRequiredBoundUsesDualSimplex() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), w = solver.makeVariable("w")
        try solver.add(x + w <= 100)
        try solver.add(x >= 0)
        try solver.add((x == 40) | .medium)
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(50, for: w)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        try solver.suggestValue(90, for: w)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: w), 90, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        try solver.suggestValue(150, for: w)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: w), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
        XCTAssertGreaterThan(solver.counters.pivots, 0)
    }

    func testResetKeepsVariablesAndForgetsConstraints() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let c = x == 4
        try solver.add(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        XCTAssertFalse(solver.contains(c))
        XCTAssertFalse(solver.hasEditVariable(x))
        try solver.add(c)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 4)
    }

    func testDescribeUsesNames() throws {
        let solver = Solver()
        let x = solver.makeVariable("v0.x"), w = solver.makeVariable("root.w")
        let c = (x + 0.5 * w <= w - 8).labeled("fit")
        XCTAssertEqual(solver.describe(c), "fit: v0.x + 0.5*root.w - root.w + 8 <= 0 | required")
    }

    func testStrengthScale() {
        XCTAssertEqual(Strength.strong.value, 1_000_000)
        XCTAssertEqual(Strength.medium.value, 1000)
        XCTAssertEqual(Strength.weak.value, 1)
        XCTAssertEqual(Strength.create(1, 0, 0, weight: 2).value, 2_000_000)
        XCTAssertEqual(Strength.create(2000, 0, 0).value, 1_000_000_000, "components clip at 1000")
        XCTAssertTrue(Strength.required > Strength.create(1000, 1000, 1000).self || Strength.required == Strength.create(1000, 1000, 1000))
        XCTAssertLessThan(Strength.strong, Strength.required)
    }
}
