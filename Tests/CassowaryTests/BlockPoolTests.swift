import XCTest
@testable import Cassowary

/// The pool the lists' small blocks come from (`BlockPool`): carved one after another, a run
/// of slabs per room, handed back per room, slabs doubling; and the lists' blocks taken from it.
final class BlockPoolTests: XCTestCase {
    func testABlockGivenBackIsTakenAgainForItsRoomOnly() {
        var pool = BlockPool()
        defer { pool.releaseAll() }
        let a = pool.take(bytes: 80, room: 4)
        let b = pool.take(bytes: 80, room: 4)
        XCTAssertEqual(b - a, 80, "carved one after another")
        pool.giveBack(a, room: 4)
        let c = pool.take(bytes: 152, room: 8)
        XCTAssertNotEqual(c, a, "another room's block is not the one given back")
        XCTAssertEqual(pool.take(bytes: 152, room: 8) - c, 152, "a room's blocks lie together")
        XCTAssertEqual(pool.take(bytes: 80, room: 4), a, "the block given back comes back")
        XCTAssertEqual(pool.take(bytes: 80, room: 4) - b, 80, "then the room's slab again")
        XCTAssertEqual(pool.slabCount, 2, "one slab for each room")
    }

    /// The invariant walk names a block on another room's free list.
    func testABlockOnTheWrongFreeListIsNamed() {
        var pool = BlockPool()
        defer { pool.releaseAll() }
        let a = pool.take(bytes: 48, room: 5), b = pool.take(bytes: 64, room: 7)
        a.storeBytes(of: Int32(5), toByteOffset: 4, as: Int32.self)
        b.storeBytes(of: Int32(7), toByteOffset: 4, as: Int32.self)
        pool.giveBack(a, room: 5)
        XCTAssertEqual(pool.invariantViolations(name: "pool"), [])
        pool.giveBack(b, room: 5)
        XCTAssertEqual(pool.invariantViolations(name: "pool"), ["pool: a free block of room 7 on room 5's list"])
    }

    /// Blocks of every pooled room over several slabs, each filled to its last byte with a
    /// pattern of its own: none overlaps another, and a size not a multiple of 8 keeps the
    /// next block aligned.
    func testBlocksOverManySlabsDoNotOverlap() {
        var pool = BlockPool()
        defer { pool.releaseAll() }
        var blocks: [(UnsafeMutableRawPointer, Int)] = []
        var random = SeededGenerator(seed: 11)
        for k in 0..<6_000 {
            let room = Int.random(in: 1...BlockPool.largestRoom, using: &random)
            let bytes = 8 + room * 8 + (k % 3 == 0 ? 4 : 0)
            let block = pool.take(bytes: bytes, room: room)
            XCTAssertEqual(Int(bitPattern: block) % 8, 0)
            block.initializeMemory(as: UInt8.self, repeating: UInt8(truncatingIfNeeded: k), count: bytes)
            blocks.append((block, bytes))
        }
        for (k, (block, bytes)) in blocks.enumerated() {
            let seen = UnsafeRawBufferPointer(start: block, count: bytes)
            XCTAssertTrue(seen.allSatisfy { $0 == UInt8(truncatingIfNeeded: k) }, "block \(k) was written over")
        }
        XCTAssertGreaterThan(pool.slabCount, 4)
    }

    /// Ten thousand rows of one cell each: blocks of 80 bytes (a 16-byte header, room for
    /// four cells) from slabs of 32 blocks doubling, nine of them (the first eight hold 8 160,
    /// the ninth 8 192) — where each row was one `malloc`.
    func testRowsTakeTheirBlocksFromSlabs() {
        var cells = RowCells()
        cells.addLists(10_000)
        for r in 0..<10_000 {
            cells.append(Cell(symbol: SymbolID(Int32(r)), columnPosition: 0, coefficient: Double(r)), to: RowID(Int32(r)))
        }
        XCTAssertEqual(cells.slabCount, 9)
        XCTAssertEqual(cells[RowID(9_999), 0].coefficient, 9_999)
        XCTAssertEqual(cells.invariantViolations(name: "row cells"), [])
    }

    /// A copy of the lists takes blocks from a pool of its own: it outlives the original's
    /// slabs, and the original outlives its.
    func testACopyKeepsItsBlocksWhenTheOriginalIsGone() {
        var copy: ColumnLists
        do {
            var original = ColumnLists()
            original.addLists(50)
            for k in 0..<500 { original.append(ColumnEntry(row: RowID(Int32(k)), cellPosition: Int32(k)), to: ListID(Int32(k % 50))) }
            copy = original
            copy.makeUnique()
            // Fifty lists grown from room 3 to 7 to 15: two slabs (32 blocks, 64) a room. The
            // copy holds the fifty blocks of room 15 alone.
            XCTAssertEqual(original.slabCount, 6)
            XCTAssertEqual(copy.slabCount, 2)
        }
        for k in 500..<1_000 { copy.append(ColumnEntry(row: RowID(Int32(k)), cellPosition: Int32(k)), to: ListID(Int32(k % 50))) }
        for l in 0..<50 {
            XCTAssertEqual((0..<copy.count(ListID(Int32(l)))).map { Int(copy[ListID(Int32(l)), $0].row.raw) },
                           Array(stride(from: l, to: 1_000, by: 50)))
        }
        XCTAssertEqual(copy.invariantViolations(name: "list"), [])
    }
}
