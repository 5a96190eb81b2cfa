@testable import Cassowary
import XCTest

/// The id-indexed arrays the tableau is made of: indexed by one kind of id, with "no such id"
/// (-1) never taken for an element.
final class IDArrayTests: XCTestCase {
    func testElementsAreReadAndWrittenByID() {
        var rows = IDArray<RowID, Double>()
        XCTAssertEqual(rows.nextID, RowID(0))
        for k in 0..<4 { rows.append(Double(k) * 10) }
        rows[RowID(2)] += 5
        XCTAssertEqual(rows[RowID(2)], 25)
        XCTAssertEqual(rows.nextID, RowID(4))
        XCTAssertEqual(Array(rows), [0, 10, 25, 30])
    }

    func testHoldsOnlyTheIDsOfItsElements() {
        let slots = IDArray<Slot, Int>(repeating: 7, count: 3)
        XCTAssertTrue(slots.holds(Slot(0)))
        XCTAssertTrue(slots.holds(Slot(2)))
        XCTAssertFalse(slots.holds(Slot(3)))
        XCTAssertFalse(slots.holds(noSlot))
        XCTAssertFalse(slots.holds(Slot(Int32.min)))
        XCTAssertFalse(IDArray<Slot, Int>().holds(Slot(0)))
    }

    func testIDsAndIndexedWalkInOrder() {
        let values = IDArray<SymbolID, String>(["a", "b", "c"])
        XCTAssertEqual(Array(values.ids), [SymbolID(0), SymbolID(1), SymbolID(2)])
        XCTAssertEqual(values.indexed.map { "\($0.0)\($0.1)" }, ["0a", "1b", "2c"])
    }

    func testBuffersReadAndWriteTheArrayInPlace() {
        var values = IDArray<SymbolID, Double>(repeating: 1, count: 3)
        values.withUnsafeMutableBufferPointer { buffer in
            XCTAssertEqual(buffer.count, 3)
            buffer[SymbolID(1)] = 4
            buffer[SymbolID(2)] += buffer[SymbolID(1)]
        }
        XCTAssertEqual(Array(values), [1, 4, 5])
        XCTAssertEqual(values.withUnsafeBufferPointer { $0[SymbolID(2)] }, 5)
    }

    /// A copy is a value: writing one leaves the other as it was.
    func testCopiesAreIndependent() {
        var a = IDArray<RowID, Int>([1, 2])
        let b = a
        a[RowID(0)] = 9
        XCTAssertEqual(Array(b), [1, 2])
        XCTAssertEqual(Array(a), [9, 2])
    }

    func testASymbolsTwoListsAreDistinctAndFollowItsID() {
        let s = SymbolID(5)
        XCTAssertEqual(s.column, ListID(10))
        XCTAssertEqual(s.references, ListID(11))
        XCTAssertEqual(s.list(definition: false), s.column)
        XCTAssertEqual(s.list(definition: true), s.references)
        XCTAssertEqual(noSymbol.position, Int(UInt32.max))
    }
}
