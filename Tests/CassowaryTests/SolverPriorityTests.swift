import XCTest
@testable import Cassowary

/// Exact levels: one constraint of a higher level outweighs any number of a lower one (Auto
/// Layout's order); Kiwi's weighted strengths share level 0 and add up, as in Kiwi.
final class SolverPriorityTests: XCTestCase {
    private func level(_ p: Double) -> Strength { Strength(level: p, weighted: .create(0, 0, 1)) }

    /// x == 0 at 251 against k constraints x == 10 at 250.
    private func oneAgainstMany(_ k: Int, objective: Solver.ObjectiveMode) throws -> Double {
        let solver = Solver(objective: objective)
        let x = solver.makeVariable("x")
        // On Kiwi's scale 251 is weak × 1.0093 (PRIORITIES.md): two 250s outweigh it.
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 0), strength: Strength(level: 251, weighted: .create(0, 0, 1.0093))))
        for _ in 0..<k {
            try solver.add(Constraint(Expression(x), .equal, Expression(constant: 10), strength: Strength(level: 250, weighted: .weak)))
        }
        solver.updateVariables()
        return solver.value(of: x)
    }

    func testOne251WinsAgainstAnyNumberOf250s() throws {
        for k in [1, 2, 10, 1_000] {
            XCTAssertEqual(try oneAgainstMany(k, objective: .lexicographic), 0, "\(k) constraints at 250")
        }
        // The weighted objective, Kiwi's: one 250 loses, two win.
        XCTAssertEqual(try oneAgainstMany(1, objective: .weighted), 0)
        XCTAssertEqual(try oneAgainstMany(2, objective: .weighted), 10)
        XCTAssertEqual(try oneAgainstMany(1_000, objective: .weighted), 10)
    }

    /// A width held at 100 by compression resistance (750) against a thousand hugging-like
    /// preferences (250) for 60: compression wins outright; weighted, the thousand win.
    func testCompressionResistanceWinsAgainstAnyNumberOfHuggingPreferences() throws {
        for objective in [Solver.ObjectiveMode.lexicographic, .weighted] {
            let solver = Solver(objective: objective)
            let w = solver.makeVariable("w")
            try solver.add(Constraint(Expression(w), .greaterThanOrEqual, Expression(constant: 100), strength: Strength(level: 750, weighted: .medium)))
            for _ in 0..<1_001 {
                try solver.add(Constraint(Expression(w), .lessThanOrEqual, Expression(constant: 60), strength: Strength(level: 250, weighted: .weak)))
            }
            solver.updateVariables()
            XCTAssertEqual(solver.value(of: w), objective == .lexicographic ? 100 : 60, "\(objective)")
        }
    }

    /// A strong edit at a level above 999 moves x against a thousand constraints at 999.
    func testAStrongEditWinsAgainstAnyNumberOf999s() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addEditVariable(x, strength: Strength(level: 1000, weighted: .strong))
        for _ in 0..<1_000 {
            try solver.add(Constraint(Expression(x), .equal, Expression(constant: 100), strength: Strength(level: 999, weighted: .create(0, 98.4, 0))))
        }
        try solver.suggestValue(300, for: x)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 300)
        XCTAssertEqual(solver.objectiveValues.map(\.level), [1000, 999])
        XCTAssertEqual(solver.objectiveValues[0].value, 0)
        XCTAssertEqual(solver.objectiveValues[1].value, 1_000 * 98_400 * 200, accuracy: 1e-3)
    }

    /// Kiwi's strengths sit at level 0: any exact level outweighs even a strong.
    func testWeightedStrengthsSitBelowEveryLevel() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 5), strength: .strong))
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 7), strength: level(1)))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 7)
        XCTAssertEqual(solver.objectiveValues.map(\.level), [1, 0])
        XCTAssertEqual(solver.objectiveValues[1].value, 2 * Strength.strong.value)
    }

    /// Within a level, weights add up as on Kiwi's scale.
    func testWeightsAddUpWithinALevel() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 0), strength: Strength(level: 500, weighted: .create(0, 0, 3))))
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 10), strength: Strength(level: 500, weighted: .create(0, 0, 2))))
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 10), strength: Strength(level: 500, weighted: .create(0, 0, 2))))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 10)
    }

    /// Removing the winner of a level hands the variable to the next level down.
    func testRemovingTheHigherLevelLetsTheLowerOneDecide() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let high = Constraint(Expression(x), .equal, Expression(constant: 1), strength: level(760))
        try solver.add(high)
        for _ in 0..<50 { try solver.add(Constraint(Expression(x), .equal, Expression(constant: 2), strength: level(750))) }
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 1)
        try solver.remove(high)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 2)
        try solver.add(high)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 1)
    }

    func testStrengthOrderAndDescription() {
        XCTAssertLessThan(Strength.strong, level(1))
        XCTAssertLessThan(level(250), level(251))
        XCTAssertLessThan(level(999), Strength.required)
        XCTAssertLessThan(Strength(level: 5, weighted: .weak), Strength(level: 5, weighted: .medium))
        XCTAssertTrue(Strength(level: 3, weighted: .required).isRequired)
        XCTAssertEqual(Strength(level: 250, weighted: .weak).weighted, .weak)
        XCTAssertEqual("\(Strength(level: 250, weighted: .weak))", "level 250 (weak)")
    }

    func testNonFiniteLevelsAreRefused() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let bad = Constraint(Expression(x), .equal, Expression(constant: 1), strength: Strength(level: .nan, weighted: .weak))
        XCTAssertThrowsError(try solver.add(bad)) { XCTAssertEqual(($0 as? SolverError).map { "\($0)" }?.hasPrefix("non-finite value"), true) }
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: Strength(level: .infinity, weighted: .strong)))
        XCTAssertFalse(solver.contains(bad))
        XCTAssertFalse(solver.hasEditVariable(x))
    }
}
