import XCTest
@testable import Cassowary

/// Lists in blocks of their own (`BlockLists`: the column lists and the rows' cells): the same
/// contents as one Swift array per list through growth and swap-removal, and value semantics by
/// copy on write, for the lists alone and for a copied tableau.
final class BlockListsTests: XCTestCase {
    private func entry(_ row: Int, _ position: Int) -> ColumnEntry {
        ColumnEntry(row: RowID(row), cellPosition: Int32(position))
    }

    private func contents(_ lists: ColumnLists, _ l: ListID) -> [Int] {
        (0..<lists.count(l)).map { Int(lists[l, $0].row.raw) }
    }

    /// Random appends and swap-removals on 40 lists (more than the first block of heads holds,
    /// so the heads move too), checked against one Swift array per list.
    func testListsMatchPlainArraysThroughGrowthAndRemoval() {
        var lists = ColumnLists()
        let listCount = 100
        var expected: [[Int]] = Array(repeating: [], count: listCount)
        for _ in 0..<listCount { lists.addList() }
        XCTAssertEqual(lists.listCount, listCount)
        var random = SeededGenerator(seed: 7)
        for step in 0..<40_000 {
            let l = Int.random(in: 0..<listCount, using: &random)
            let id = ListID(l)
            // Lists grow on average early and shrink late, so blocks grow and then empty.
            let grows = expected[l].isEmpty || Double.random(in: 0..<1, using: &random) < (step < 20_000 ? 0.7 : 0.3)
            if grows {
                let position = lists.append(entry(step, 0), to: id)
                XCTAssertEqual(Int(position), expected[l].count)
                expected[l].append(step)
            } else {
                let p = Int.random(in: 0..<expected[l].count, using: &random)
                let last = lists.count(id) - 1
                if p != last { lists[id, p] = lists[id, last] }
                lists.removeLast(id)
                expected[l][p] = expected[l][last]
                expected[l].removeLast()
            }
            if step % 997 == 0 {
                for k in 0..<listCount { XCTAssertEqual(contents(lists, ListID(k)), expected[k], "list \(k) at step \(step)") }
                XCTAssertEqual(lists.invariantViolations(name: "list"), [])
            }
        }
        for k in 0..<listCount {
            XCTAssertEqual(contents(lists, ListID(k)), expected[k])
            XCTAssertEqual(lists.last(ListID(k)).map { Int($0.row.raw) }, expected[k].last)
            XCTAssertEqual(lists.isEmpty(ListID(k)), expected[k].isEmpty)
        }
        XCTAssertEqual(lists.invariantViolations(name: "list"), [])
    }

    /// A copy of the lists is a value: changing either leaves the other as it was.
    func testACopyIsAValue() {
        var original = ColumnLists()
        for _ in 0..<3 { original.addList() }
        for i in 0..<5 { _ = original.append(entry(i, i), to: ListID(1)) }
        var copy = original
        _ = copy.append(entry(99, 0), to: ListID(1))
        copy[ListID(1), 0] = entry(42, 0)
        copy.addList()
        XCTAssertEqual(contents(original, ListID(1)), [0, 1, 2, 3, 4])
        XCTAssertEqual(original.listCount, 3)
        XCTAssertEqual(contents(copy, ListID(1)), [42, 1, 2, 3, 4, 99])
        XCTAssertEqual(copy.listCount, 4)
        original.removeLast(ListID(1))
        XCTAssertEqual(contents(original, ListID(1)), [0, 1, 2, 3])
        XCTAssertEqual(contents(copy, ListID(1)), [42, 1, 2, 3, 4, 99])
        XCTAssertEqual(original.invariantViolations(name: "list"), [])
        XCTAssertEqual(copy.invariantViolations(name: "list"), [])
    }

    /// A merge's path for the rows' cells: room made for many elements at once (past the
    /// next doubling), elements written through the pointer, the count set after; a copy taken
    /// before keeps what it held.
    func testRoomMadeAheadIsWrittenInPlace() {
        func cell(_ s: Int) -> Cell { Cell(symbol: SymbolID(Int32(s)), columnPosition: Int32(s), coefficient: Double(s) / 4) }
        var cells = RowCells()
        for _ in 0..<2 { cells.addList() }
        let row = RowID(1)
        cells.append(cell(0), to: row)
        cells.append(cell(1), to: row)
        let before = cells
        cells.makeUnique()
        let p = cells.elementsUnchecked(row, room: 20)
        XCTAssertEqual(p[1].symbol, SymbolID(1), "the elements held are kept when the block grows")
        for k in 2..<22 { (p + k).initialize(to: cell(k)) }
        cells.setCountUnchecked(row, 22)
        XCTAssertEqual(cells.elements(row).map(\.symbol.raw), (0..<22).map(Int32.init))
        XCTAssertEqual(cells.elements(row).map(\.coefficient), (0..<22).map { Double($0) / 4 })
        XCTAssertEqual(before.elements(row).map(\.symbol.raw), [0, 1])
        XCTAssertEqual(cells.count(RowID(0)), 0)
        cells.elementUnchecked(row, 3).pointee.columnPosition = 99
        cells.elementUnchecked(row, 4).pointee.coefficient = -1
        XCTAssertEqual(cells[row, 3].columnPosition, 99)
        XCTAssertEqual(cells[row, 4].coefficient, -1)
        XCTAssertEqual(cells.swapRemoveUnchecked(row, at: 0)?.symbol, SymbolID(21), "the last takes the removed one's place")
        XCTAssertEqual(cells.count(row), 21)
        XCTAssertEqual(cells.invariantViolations(name: "row cells"), [])
        XCTAssertEqual(before.invariantViolations(name: "row cells"), [])
    }

    /// A tableau copied before more constraints and pivots keeps its own column index: its
    /// invariant walk (every cell against its list entry, both ways) still holds.
    func testACopiedTableauKeepsItsColumnIndex() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
        func soft(_ e: Cassowary.Expression, _ relation: Relation, _ c: Double, _ level: Double) -> Constraint {
            Constraint(e, relation, Cassowary.Expression(constant: c), strength: Strength(level: level, weighted: .weak))
        }
        try solver.add(Constraint(x + y, .lessThanOrEqual, Cassowary.Expression(constant: 100)))
        try solver.add(soft(Cassowary.Expression(x), .equal, 60, 250))
        try solver.add(soft(Cassowary.Expression(y), .equal, 70, 500))
        solver.updateVariables()
        let snapshot = solver.core.tableau
        let cellsBefore = snapshot.matrix.cellCount
        try solver.add(Constraint(y + z, .equal, Cassowary.Expression(constant: 80)))
        try solver.add(soft(Cassowary.Expression(z), .greaterThanOrEqual, 30, 750))
        try solver.add(Constraint(x - z, .lessThanOrEqual, Cassowary.Expression(constant: 5)))
        solver.updateVariables()
        XCTAssertEqual(snapshot.matrix.invariantViolations(), [])
        XCTAssertEqual(snapshot.matrix.cellCount, cellsBefore)
        XCTAssertEqual(solver.core.tableau.matrix.invariantViolations(), [])
        XCTAssertEqual(solver.invariantViolations(), [])
    }
}
