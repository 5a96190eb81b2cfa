import XCTest
@testable import Cassowary

/// `verify` may publish a vertex's values rather than the tableau's (`SolverCore+BasisValues`,
/// `SolverCore+IndependentBasis`). An update publishes only what moved in the tableau, so after
/// a change the variables the change left alone must be taken from the tableau again, or the
/// published answer mixes two solutions (lp-check spread 5482: a required equality off by 48).
final class SolverPublishedValuesTests: XCTestCase {
    /// `x + y == 10` with both at least 0 and nothing preferring a point: the whole segment is
    /// optimal. A vertex at another point of it is published; then a suggestion moves only
    /// `z`. Every variable's published value must be the tableau's after that update.
    func testAChangeAfterAPublishedVertexPublishesEveryVariableFromTheTableau() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let z = solver.makeVariable("z"), w = solver.makeVariable("w")
        try solver.add(x + y == 10)
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(z == w * 2)
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(5, for: w)
        solver.updateVariables()
        let tableauX = solver.currentValue(of: x), tableauY = solver.currentValue(of: y)

        // The tableau's basis, its basic variables at another optimal point: x = 4, y = 6.
        let core = solver.core
        let shape = core.basisShape()
        var vertex = try XCTUnwrap(core.basisVertex(shape))
        for (u, symbol) in shape.variables.enumerated() {
            if symbol == core.variables[x.id].symbol { vertex.values[u] = 4 }
            if symbol == core.variables[y.id].symbol { vertex.values[u] = 6 }
        }
        solver.core.publishAll(vertex)
        let publishedX = solver.value(of: x)
        XCTAssertNotEqual(publishedX, tableauX, "the published vertex is not the tableau's point")
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), publishedX, "an update with no change keeps the vertex")

        try solver.suggestValue(7, for: w)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: z), 14)
        XCTAssertEqual(solver.value(of: x), tableauX, "x did not move in the tableau: published from it again")
        XCTAssertEqual(solver.value(of: y), tableauY)
        XCTAssertEqual(solver.value(of: x) + solver.value(of: y), 10)
    }
}
