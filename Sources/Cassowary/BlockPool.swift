#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where ``BlockLists`` takes its small blocks: carved in order from slabs of its own, one run
/// of slabs per room, and handed back to a free list per room, never to `malloc`. A build
/// makes a block for nearly every row and most symbols, one after another and none freed:
/// through jemalloc each was a call that, with its thread cache emptied every few dozen,
/// locked the arena to refill it — 19% of a build's instructions at 10 000 siblings, ~440 a
/// block. Carved here, a block is a few instructions. Blocks of one room lie together, as in
/// jemalloc's size classes: with every room carved from one run, a resize step of `pinned` at
/// 10 000 views took 15% more CPU time for the same instructions and the same misses in
/// callgrind's cache simulation — the definitions it walks (rows of one to three cells, kept
/// at their exact room) lay among the core rows' larger blocks, over more pages. Blocks of
/// more than ``largestRoom`` elements (a column read by thousands of rows) still come from
/// `malloc`, as do the slabs.
///
/// A pool belongs to one ``BlockLists/Owner`` and lives as long as it: the slabs are freed
/// with the pool, whatever their blocks hold. It cannot be copied: a copy would free them twice.
struct BlockPool: ~Copyable {
    /// The largest room a pooled block has; larger blocks are `malloc`'s.
    static let largestRoom = 15
    /// A room's first slab holds this many blocks, each next one twice as many as the last,
    /// up to ``largestSlabBlocks``: a small screen's tableau takes a few kilobytes a room, a
    /// million views' a few hundred slabs.
    static let firstSlabBlocks = 32
    static let largestSlabBlocks = 8192
    /// A slab's first bytes link it to the slab made before it (16, so blocks stay aligned).
    private static let slabHeader = 16

    /// Per room (0 … ``largestRoom``), where its newest slab's free bytes start and end, how
    /// many blocks its next slab holds, and the blocks handed back (each linking to the next).
    private struct Run {
        var cursor: UnsafeMutableRawPointer?
        var end: UnsafeMutableRawPointer?
        var nextSlabBlocks = BlockPool.firstSlabBlocks
        var freeBlocks: UnsafeMutableRawPointer?
    }
    private var runs: UnsafeMutablePointer<Run>
    /// The newest slab of all rooms (each links to the one before); nil before the first block.
    private var newestSlab: UnsafeMutableRawPointer?
    /// How many slabs it has taken from `malloc`.
    private(set) var slabCount = 0

    init() {
        runs = .allocate(capacity: BlockPool.largestRoom + 1)
        runs.initialize(repeating: Run(), count: BlockPool.largestRoom + 1)
    }

    /// `bytes` for a block of `room` elements: from the room's free list, or its slab.
    /// Pooled rooms only (`1 ... largestRoom`); `bytes` the same for every block of a room.
    @inline(__always) mutating func take(bytes: Int, room: Int) -> UnsafeMutableRawPointer {
        assert(room >= 1 && room <= BlockPool.largestRoom, "a room the pool does not keep")
        let run = runs + room
        if let block = run.pointee.freeBlocks {
            run.pointee.freeBlocks = block.load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self)
            return block
        }
        // Sizes are multiples of 8, and at least 16 (room for a free block's link past its
        // header): every block's header and elements stay 8-byte aligned.
        let size = max(16, (bytes + 7) & ~7)
        if let start = run.pointee.cursor, let end = run.pointee.end, end - start >= size {
            run.pointee.cursor = start + size
            return start
        }
        return takeFromNewSlab(size, run)
    }

    private mutating func takeFromNewSlab(_ size: Int, _ run: UnsafeMutablePointer<Run>) -> UnsafeMutableRawPointer {
        let bytes = BlockPool.slabHeader + size * run.pointee.nextSlabBlocks
        run.pointee.nextSlabBlocks = min(2 * run.pointee.nextSlabBlocks, BlockPool.largestSlabBlocks)
        guard let slab = malloc(bytes) else {
            // Out of memory: as a Swift array's growth does, stop here.
            preconditionFailure("out of memory making a slab of \(bytes) bytes for list blocks")
        }
        slab.storeBytes(of: newestSlab, as: UnsafeMutableRawPointer?.self)
        newestSlab = slab
        slabCount += 1
        let start = slab + BlockPool.slabHeader
        run.pointee.cursor = start + size
        run.pointee.end = slab + bytes
        return start
    }

    /// Hands a pooled block back to its room's free list. Its header keeps its room; the
    /// link to the next free block is written past it, at byte 8 (``take`` makes every block
    /// at least 16 bytes).
    @inline(__always) mutating func giveBack(_ block: UnsafeMutableRawPointer, room: Int) {
        block.storeBytes(of: runs[room].freeBlocks, toByteOffset: 8, as: UnsafeMutableRawPointer?.self)
        runs[room].freeBlocks = block
    }

    /// Every block on the free lists, with the problems found walking them: a block whose
    /// header names another room (given back to the wrong list, or its room overwritten since),
    /// or a block met twice (given back twice, it makes a loop: the walk stops there).
    func freeBlocks(name: String) -> (blocks: Set<UnsafeMutableRawPointer>, problems: [String]) {
        var blocks: Set<UnsafeMutableRawPointer> = [], problems: [String] = []
        for room in 0...BlockPool.largestRoom {
            var block = runs[room].freeBlocks
            while let b = block {
                let held = Int(b.load(fromByteOffset: 4, as: Int32.self))
                if held != room {
                    problems.append("\(name): a free block of room \(held) on room \(room)'s list")
                    break
                }
                if !blocks.insert(b).inserted {
                    problems.append("\(name): room \(room)'s free list holds a block twice")
                    break
                }
                block = b.load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self)
            }
        }
        return (blocks, problems)
    }

    /// The slabs and the runs freed: every block the pool gave is gone.
    deinit {
        var slab = newestSlab
        while let s = slab {
            slab = s.load(as: UnsafeMutableRawPointer?.self)
            free(s)
        }
        runs.deinitialize(count: BlockPool.largestRoom + 1)
        runs.deallocate()
    }
}
