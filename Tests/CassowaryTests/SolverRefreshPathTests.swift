import XCTest
@testable import Cassowary

/// An update evaluates the definitions its dirty symbols reach in one of two ways: through
/// the rank heap (what moved, in rank order, pruned where a value did not move) or by a walk
/// from the dirty symbols (more than ``Tableau/orderedEvaluationLimit`` of them and more than
/// half the rows: a build's update). Each definition is its constant plus its cells in order on
/// both, so the values must not depend on the way.
final class SolverRefreshPathTests: XCTestCase {
    /// A grid of cells a third of the root wide, each row below the one before and each cell
    /// after its neighbour, with a `>=` gap and soft sizes: definitions that read
    /// definitions, restricted rows, and coefficients no binary fraction holds.
    private func build(_ solver: Solver, updatingEvery: Bool) throws -> [Variable] {
        let root = solver.makeVariable("root.w")
        var all = [root]
        var above: [Variable] = []
        for r in 0..<8 {
            var row: [Variable] = []
            for c in 0..<3 {
                let x = solver.makeVariable("c\(r)_\(c).x"), y = solver.makeVariable("c\(r)_\(c).y")
                let w = solver.makeVariable("c\(r)_\(c).w"), h = solver.makeVariable("c\(r)_\(c).h")
                let third: Double = 1.0 / 3, inset: Double = 16.0 / 3
                let width: Constraint = w == root * third - inset
                let tall: Constraint = h >= 20
                let aspect: Constraint = (h == w * 0.6) | .weak
                let across: Constraint = c == 0 ? x == 8 : x >= row[c - 1] + 8
                let below: Constraint = r == 0 ? y == 8 : y == above[4 * c + 1] + above[4 * c + 3] + 8
                let lines = [width, tall, aspect, across, below]
                for line in lines {
                    try solver.add(line)
                    if updatingEvery { solver.updateVariables() }
                }
                row += [x]
                all += [x, y, w, h]
            }
            above = Array(all.suffix(12))
        }
        try solver.addEditVariable(root, strength: .strong)
        try solver.suggestValue(375, for: root)
        solver.updateVariables()
        return all
    }

    func testABuildUpdatedOnceHasTheValuesOfOneUpdatedAfterEveryLine() throws {
        let once = Solver(), often = Solver()
        let a = try build(once, updatingEvery: false), b = try build(often, updatingEvery: true)
        XCTAssertEqual(a.count, b.count)
        for (u, v) in zip(a, b) {
            XCTAssertEqual(once.value(of: u).bitPattern, often.value(of: v).bitPattern, once.name(of: u))
        }
        // The grid's cells are (375 - 16)/3 - 16/3 wide: not a whole number.
        XCTAssertEqual(once.value(of: a[3]), 375.0 / 3 - 16.0 / 3, accuracy: 1e-9)
        XCTAssertNotEqual(once.value(of: a[3]).rounded(), once.value(of: a[3]))
    }

    /// A build's update (every definition dirty) takes the walk: the heap is never filled.
    func testABuildsUpdateWalksFromTheDirtySymbolsWithoutTheHeap() throws {
        let solver = Solver()
        _ = try build(solver, updatingEvery: false)
        XCTAssertEqual(solver.core.tableau.valueHeap.entries.capacity, 0)
        // An update after one constraint changes a few rows: the heap's way.
        let x = solver.makeVariable("extra")
        try solver.add(x == 5)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 5)
    }
}
