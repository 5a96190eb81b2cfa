import XCTest
import Cassowary

/// The solver example of docs/solver.md, line for line.
final class ReadmeExampleTests: XCTestCase {
    func testTheReadmeExample() throws {
        let solver = Solver()
        let x = solver.makeVariable("v0.x"), w = solver.makeVariable("v0.w"), rootW = solver.makeVariable("root.w")
        try solver.add(x == 8)
        try solver.add(x + w == rootW - 8)
        try solver.add((w >= 100) | .strong)
        try solver.addEditVariable(rootW, strength: .strong)
        try solver.suggestValue(375, for: rootW)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: w), 359)
    }
}
