import XCTest
@testable import Cassowary

/// The sparse rows keep their column index exact through every cell operation and row merge,
/// and their own invariant walk finds what breaks it.
final class SparseMatrixTests: XCTestCase {
    /// Three symbols, two core rows: r1 = 1 + 2·s0 − s1, r2 = 4 + s1 + 3·s2.
    private func sample() -> (SparseMatrix, RowID, RowID) {
        var m = SparseMatrix()
        for _ in 0..<4 { m.addSymbol() }
        let r1 = m.newRow(owner: noSlot, constant: 1), r2 = m.newRow(owner: noSlot, constant: 4)
        m.addCell(row: r1, symbol: 0, coefficient: 2)
        m.addCell(row: r1, symbol: 1, coefficient: -1)
        m.addCell(row: r2, symbol: 1, coefficient: 1)
        m.addCell(row: r2, symbol: 2, coefficient: 3)
        m.setBasic(r1, 3)
        return (m, r1, r2)
    }

    func testCellOperationsKeepTheColumnIndexExact() {
        var (m, r1, r2) = sample()
        XCTAssertEqual(m.invariantViolations(), [])
        XCTAssertEqual(m.columnCount(1), 2)
        XCTAssertEqual(m.coefficient(of: 2, in: r2), 3)
        XCTAssertEqual(m.position(of: 2, in: r1), -1)
        // r2 += 1·r1: s1 cancels, s0 arrives, the constant adds up.
        m.add(row: r1, times: 1, to: r2)
        XCTAssertEqual(m.constants[r2], 5)
        XCTAssertEqual(m.coefficient(of: 1, in: r2), 0)
        XCTAssertEqual(m.coefficient(of: 0, in: r2), 2)
        XCTAssertEqual(m.columnCount(1), 1)
        XCTAssertEqual(m.substitutions, 1)
        XCTAssertEqual(m.invariantViolations(), [])
        // Moving a row between core and definition moves its entries between the lists.
        m.setKind(of: r2, definition: true)
        XCTAssertEqual(m.columnCount(0), 1)
        XCTAssertEqual(m.referenceCount(0), 1)
        XCTAssertEqual(m.invariantViolations(), [])
        // A freed row gives its cells and its basic up, and is recycled.
        XCTAssertEqual(m.freeRow(r1), 3)
        XCTAssertEqual(m.basicRow[3], noRow)
        XCTAssertEqual(m.liveRowCount, 1)
        XCTAssertEqual(m.cellCount, 2)
        XCTAssertEqual(m.newRow(owner: noSlot, constant: 0), r1)
        XCTAssertEqual(m.invariantViolations(), [])
    }

    func testAMergeThatLooksCellsUpEqualsTheWalk() {
        // A short source into a long target takes the sparse path; the same merge on a
        // short target walks it. Both give the same cells, in the same order.
        func merged(targetLength: Int) -> [Cell] {
            var m = SparseMatrix()
            for _ in 0..<40 { m.addSymbol() }
            let source = m.newRow(owner: noSlot, constant: 1), target = m.newRow(owner: noSlot, constant: 0)
            for s in [3, 5, 30] { m.addCell(row: source, symbol: SymbolID(s), coefficient: Double(s)) }
            for s in 0..<targetLength { m.addCell(row: target, symbol: SymbolID(s), coefficient: s == 5 ? -1 : 1) }
            m.add(row: source, times: 0.2, to: target)
            XCTAssertEqual(m.invariantViolations(), [])
            return m.cells.elements(target)
        }
        XCTAssertTrue(SparseMatrix.mergesSparsely(3, into: 29))
        let sparse = merged(targetLength: 29), walked = merged(targetLength: 6)
        XCTAssertEqual(sparse.first { $0.symbol == 3 }?.coefficient, 1.6)
        XCTAssertNil(sparse.first { $0.symbol == 5 }, "-1 + 0.2·5 cancels")
        XCTAssertEqual(sparse.last?.symbol, 30)
        XCTAssertEqual(walked.map(\.symbol), [0, 1, 2, 3, 4, 30])
    }

    func testASubstitutionIntoAColumnEqualsItsMergesOneByOne() {
        // Symbol 1 replaced by the source (2 + 3·s3 − s4 + 0.5·s5) in four rows: short ones
        // that are walked, one where s4 cancels, a long one whose cells are looked up.
        func built() -> (SparseMatrix, RowID) {
            var m = SparseMatrix()
            for _ in 0..<60 { m.addSymbol() }
            let source = m.newRow(owner: noSlot, constant: 2)
            for (s, c) in [(3, 3.0), (4, -1.0), (5, 0.5)] { m.addCell(row: source, symbol: SymbolID(s), coefficient: c) }
            let cells: [[(Int, Double)]] = [[(1, 2), (6, 1)], [(7, 1), (1, -1), (4, -1), (3, 1)], [(1, 1), (4, 1)],
                                            (10..<40).map { ($0, 1) } + [(1, 4), (5, 2)]]
            for row in cells {
                let r = m.newRow(owner: noSlot, constant: 1)
                for (s, c) in row { m.addCell(row: r, symbol: SymbolID(s), coefficient: c) }
            }
            return (m, source)
        }
        var (batched, source) = built()
        var (single, _) = built()
        let column = SymbolID(1).column
        var expected: [RowID] = []
        while let entry = single.lists.last(column) {
            let c = single.cells[entry.row, Int(entry.cellPosition)].coefficient
            single.removeCell(row: entry.row, at: Int(entry.cellPosition))
            single.add(row: source, times: c, to: entry.row)
            expected.append(entry.row)
        }
        var targets: [RowID] = []
        batched.substitute(column, with: source, into: &targets)
        XCTAssertEqual(targets, expected)
        XCTAssertEqual(targets.count, 4)
        XCTAssertEqual(batched.columnCount(1), 0)
        for r in targets {
            XCTAssertEqual(batched.cells.elements(r).map(\.symbol), single.cells.elements(r).map(\.symbol), "row \(r)")
            XCTAssertEqual(batched.cells.elements(r).map(\.coefficient), single.cells.elements(r).map(\.coefficient), "row \(r)")
            XCTAssertEqual(batched.constants[r], single.constants[r])
        }
        XCTAssertNil(batched.cells.elements(targets[1]).first { $0.symbol == 4 }, "1 + 1·(-1) cancels")
        XCTAssertEqual(batched.constants[targets[0]], 1 + 4 * 2, "the long row's: 1 + 4·2")
        XCTAssertEqual(batched.substitutions, single.substitutions)
        XCTAssertEqual(batched.termOperations, single.termOperations)
        XCTAssertEqual(batched.invariantViolations(), [])
        XCTAssertTrue(batched.scratch.elements.allSatisfy { $0 == none }, "the source's marks are cleared")
    }

    func testTheInvariantWalkFindsABrokenIndex() {
        var (m, r1, _) = sample()
        m.lists[SymbolID(1).column, 0].cellPosition += 1  // symbol 1's column
        XCTAssertTrue(m.invariantViolations().contains { $0.contains("no matching") }, "\(m.invariantViolations())")
        (m, r1, _) = sample()
        m.basicRow.set(3, row: noRow, definition: false)
        XCTAssertTrue(m.invariantViolations().contains { $0.contains("basic 3 points to row -1") }, "\(m.invariantViolations())")
        // The index's definition flag against the row's kind, both ways.
        (m, r1, _) = sample()
        m.basicRow.set(3, row: m.basicRow[3], definition: true)
        XCTAssertTrue(m.invariantViolations().contains { $0.contains("symbol 3: indexed as defined") }, "\(m.invariantViolations())")
        (m, r1, _) = sample()
        m.setKind(of: m.basicRow[3], definition: true)
        XCTAssertEqual(m.invariantViolations(), [], "setKind keeps the index")
        XCTAssertTrue(m.isDefined(3))
        m.basicRow.set(3, row: m.basicRow[3], definition: false)
        XCTAssertTrue(m.invariantViolations().contains { $0.contains("symbol 3: indexed as not defined") }, "\(m.invariantViolations())")
        (m, r1, _) = sample()
        m.cells.append(m.cells[r1, 0], to: r1)
        XCTAssertTrue(m.invariantViolations().contains { $0.contains("two cells for symbol 0") }, "\(m.invariantViolations())")
    }
}
