import XCTest
@testable import Cassowary

/// The pool the lists' small blocks come from (`BlockPool`): carved one after another, a run
/// of slabs per room, handed back per room, slabs doubling; and the lists' blocks taken from it.
final class BlockPoolTests: XCTestCase {
    /// A block whose header says its room, as `BlockLists` writes it.
    private func take(_ pool: inout BlockPool, room: Int) -> UnsafeMutableRawPointer {
        let block = pool.take(bytes: 8 + 8 * room, room: room)
        block.storeBytes(of: Int32(0), as: Int32.self)
        block.storeBytes(of: Int32(room), toByteOffset: 4, as: Int32.self)
        return block
    }

    func testABlockGivenBackIsTakenAgainForItsRoomOnly() {
        var pool = BlockPool()
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

    /// The free lists' walk names a block on another room's list, and one given back twice
    /// (a loop, where the walk stops).
    func testTheWalkNamesABlockOnTheWrongListOrGivenBackTwice() {
        var pool = BlockPool()
        let a = take(&pool, room: 5), b = take(&pool, room: 7)
        pool.giveBack(a, room: 5)
        XCTAssertEqual(pool.freeBlocks(name: "pool").problems, [])
        XCTAssertEqual(pool.freeBlocks(name: "pool").blocks, [a])
        pool.giveBack(b, room: 5)
        XCTAssertEqual(pool.freeBlocks(name: "pool").problems, ["pool: a free block of room 7 on room 5's list"])

        var other = BlockPool()
        let c = take(&other, room: 3)
        other.giveBack(c, room: 3)
        other.giveBack(c, room: 3)
        XCTAssertEqual(other.freeBlocks(name: "pool").problems, ["pool: room 3's free list holds a block twice"])
    }

    /// Blocks of every pooled room over several slabs: sorted by address, none reaches into
    /// the next, and every one is 8-byte aligned (cells' blocks, whose size is a multiple of
    /// 16 from a slab's 16th byte, 16-byte aligned).
    func testBlocksOverManySlabsDoNotOverlap() {
        var pool = BlockPool()
        var blocks: [(start: Int, bytes: Int)] = []
        var random = SeededGenerator(seed: 11)
        for _ in 0..<6_000 {
            let room = Int.random(in: 1...BlockPool.largestRoom, using: &random)
            let bytes = room % 2 == 0 ? 16 + room * 16 : 8 + room * 8  // cells and column entries
            let block = pool.take(bytes: bytes, room: room)
            XCTAssertEqual(Int(bitPattern: block) % (room % 2 == 0 ? 16 : 8), 0)
            blocks.append((Int(bitPattern: block), bytes))
        }
        blocks.sort { $0.start < $1.start }
        for k in 1..<blocks.count {
            XCTAssertLessThanOrEqual(blocks[k - 1].start + blocks[k - 1].bytes, blocks[k].start, "blocks \(k - 1) and \(k) overlap")
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

    /// A block a list outgrew is the next list's first: empty there, and the list that grew
    /// keeps its entries in its new block.
    func testABlockOutgrownIsAnotherListsFirstAndEmpty() {
        var lists = ColumnLists()
        lists.addLists(2)
        for k in 0..<4 { lists.append(ColumnEntry(row: RowID(Int32(k)), cellPosition: 0), to: ListID(0)) }
        lists.append(ColumnEntry(row: RowID(99), cellPosition: 0), to: ListID(1))
        XCTAssertEqual(lists.count(ListID(1)), 1)
        XCTAssertEqual(lists[ListID(1), 0].row, RowID(99))
        XCTAssertEqual((0..<4).map { lists[ListID(0), $0].row }, (0..<4).map { RowID(Int32($0)) })
        XCTAssertEqual(lists.slabCount, 2, "room 3's slab, then room 7's; the outgrown block reused")
        XCTAssertEqual(lists.invariantViolations(name: "list"), [])
    }

    /// Rows at the pool's largest room and one past it (`malloc`'s), copied and both dropped:
    /// each copy holds its own blocks with the same cells.
    func testBlocksEitherSideOfTheLargestRoomAreCopied() {
        func cell(_ s: Int) -> Cell { Cell(symbol: SymbolID(Int32(s)), columnPosition: 0, coefficient: Double(s)) }
        var copy: RowCells
        do {
            var cells = RowCells()
            cells.addLists(2)
            cells.makeUnique()
            cells.reserveExactly(RowID(0), room: BlockPool.largestRoom)
            cells.reserveExactly(RowID(1), room: BlockPool.largestRoom + 1)
            for k in 0..<BlockPool.largestRoom { cells.append(cell(k), to: RowID(0)) }
            for k in 0...BlockPool.largestRoom { cells.append(cell(100 + k), to: RowID(1)) }
            XCTAssertEqual(cells.slabCount, 1, "the larger row's block is malloc's")
            copy = cells
            copy.makeUnique()
            cells.append(cell(-1), to: RowID(0))
            XCTAssertEqual(cells.count(RowID(0)), BlockPool.largestRoom + 1)
        }
        XCTAssertEqual(copy.elements(RowID(0)).map(\.coefficient), (0..<BlockPool.largestRoom).map(Double.init))
        XCTAssertEqual(copy.elements(RowID(1)).map(\.coefficient), (0...BlockPool.largestRoom).map { Double(100 + $0) })
        XCTAssertEqual(copy.slabCount, 1)
        XCTAssertEqual(copy.invariantViolations(name: "row cells"), [])
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
