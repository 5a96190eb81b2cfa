import XCTest
@testable import Cassowary

/// A column of cells with the default priorities (hugging 250, compression 750) filling a
/// root whose height is an edit, built at height 0 (every cell squeezed) and then grown: on
/// that face of optima the dual ratio test ties at zero for every cell, and the resize must
/// stay linear in the cells, not pass the column's long row from cell to cell.
final class SolverDualDegeneracyTests: XCTestCase {
    private struct Column {
        let solver: Solver
        let rootHeight: Variable
        let heights: [Variable]
    }

    private func column(_ n: Int) throws -> Column {
        let solver = Solver()
        let rootHeight = solver.makeVariable("root.h")
        try solver.addEditVariable(rootHeight, strength: Strength(level: 1000, weighted: .strong))
        var heights: [Variable] = []
        var previousBottom = Expression(constant: 0)
        for i in 0..<n {
            let y = solver.makeVariable("y\(i)"), h = solver.makeVariable("h\(i)")
            try solver.add(Constraint(Expression(y), .equal, previousBottom))
            try solver.add(Constraint(Expression(h), .lessThanOrEqual, Expression(constant: 1), strength: Strength(level: 250, weighted: .weak)))
            try solver.add(Constraint(Expression(h), .greaterThanOrEqual, Expression(constant: 1), strength: Strength(level: 750, weighted: .medium)))
            previousBottom = Expression(y) + Expression(h)
            heights.append(h)
        }
        try solver.add(Constraint(previousBottom, .equal, Expression(rootHeight)))
        solver.updateVariables()
        return Column(solver: solver, rootHeight: rootHeight, heights: heights)
    }

    /// Grows the column from 0 to `height`; the resize's counters.
    private func grow(_ column: Column, to height: Double) throws -> SolverCounters {
        column.solver.resetCounters()
        try column.solver.suggestValue(height, for: column.rootHeight)
        column.solver.updateVariables()
        return column.solver.counters
    }

    func testGrowingATiedColumnFromZeroIsLinear() throws {
        var operations: [Int: Int] = [:]
        for n in [64, 256] {
            let column = try column(n)
            let counters = try grow(column, to: 800)
            operations[n] = counters.rowTermOperations
            XCTAssertEqual(counters.pivots, n + 1)
            // The optimum: every cell at least its intrinsic height (compression, 750, costs
            // nothing), the rest taken by one cell (hugging, 250, pays 800 − n whoever it is).
            let values = column.heights.map { column.solver.value(of: $0) }
            XCTAssertEqual(values.reduce(0, +), 800, accuracy: 1e-9)
            XCTAssertTrue(values.allSatisfy { $0 >= 1 - 1e-9 }, "a cell below its intrinsic height")
            XCTAssertEqual(values.filter { $0 > 1 + 1e-9 }.count, 1, "the slack split between cells")
            XCTAssertEqual(column.solver.objectiveValues.map(\.level), [1000, 750, 250])
            XCTAssertEqual(column.solver.objectiveValues[1].value, 0, accuracy: 1e-9)
            try column.solver.verify()
        }
        // One short pivot per cell and one of the long row: 1 150 and 4 606 cell operations
        // (passing the long row from cell to cell took 16 898 and 264 194: Θ(n²)).
        XCTAssertEqual(operations[64], 1_150)
        XCTAssertEqual(operations[256], 4_606)
    }
}
