import XCTest
@testable import Cassowary

/// Removing a link of a chain and adding it back (a stack item hidden and shown) must not
/// move the other links' definitions: each comes back to its former rank, in whichever order
/// the links return, so the step costs what the link touches, not what follows it.
final class SolverRankTests: XCTestCase {
    private struct Stack {
        let solver = Solver()
        var y: [Variable] = [], h: [Variable] = []
        var links: [Constraint] = []

        init(rows n: Int) throws {
            for i in 0..<n {
                y.append(solver.makeVariable("r\(i).y"))
                h.append(solver.makeVariable("r\(i).h"))
                try solver.add((h[i] == 20) | .medium)  // an intrinsic height
                try solver.add(h[i] >= 10)
            }
            try solver.add(y[0] == 0)
            for i in 1..<n {
                links.append(y[i] == y[i - 1] + h[i - 1] + 8)
                try solver.add(links[i - 1])
            }
            solver.updateVariables()
        }

        func rank(of v: Variable) -> Double? {
            let t = solver.core.tableau
            let row = t.matrix.basicRow[solver.core.variables[v.id].symbol]
            return row == noRow ? nil : t.matrix.rows[row].rank
        }
        var ranks: [Double?] { (y + h).map(rank(of:)) }
    }

    private func hideAndShow(row k: Int, readerFirst: Bool) throws {
        let s = try Stack(rows: 60)
        let before = s.ranks
        // Hidden: row k leaves the chain; k + 1 follows k − 1.
        try s.solver.remove(s.links[k - 1])
        try s.solver.remove(s.links[k])
        let bypass = s.y[k + 1] == s.y[k - 1] + s.h[k - 1] + 8
        try s.solver.add(bypass)
        s.solver.updateVariables()
        XCTAssertEqual(s.solver.value(of: s.y[k + 1]), Double(k) * 28)
        // Shown again, the two links back in either order.
        try s.solver.remove(bypass)
        let order = readerFirst ? [k, k - 1] : [k - 1, k]
        for i in order { try s.solver.add(s.links[i]) }
        s.solver.updateVariables()
        XCTAssertEqual(s.solver.value(of: s.y[59]), 59 * 28)
        let after = s.ranks
        // Every definition but the two links that came back keeps its rank.
        for (i, (a, b)) in zip(before, after).enumerated() where i != k && i != k + 1 {
            XCTAssertEqual(a, b, "definition \(i) moved")
        }
        XCTAssertEqual(after[k], before[k], "the shown row is not back at its rank")
    }

    func testAShownRowComesBackToItsRankInputsFirst() throws { try hideAndShow(row: 20, readerFirst: false) }
    func testAShownRowComesBackToItsRankReadersFirst() throws { try hideAndShow(row: 20, readerFirst: true) }
}
