#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Many short lists of plain values, each in a block of its own (its count and room, then its
/// elements), twice as large when full; per list, one pointer to it (nil while the list has
/// never held an element) in one flat block of heads. Small blocks come from the owner's
/// ``BlockPool``, larger ones from `malloc`. The tableau keeps two kinds:
/// the symbols' column lists (``ColumnLists``) and the rows' cells (``RowCells``).
///
/// As an array of Swift arrays, every write to an element paid two uniqueness checks (the outer
/// array's and the list's), every list a 32-byte object header, and every growth the array's
/// general path: a new object, a copy, a release of the old one. On a resize step of chips at
/// 100 views those were a fifth of its instructions. Before the slabs, all lists in one array
/// was tried too: it allocated 60–70% less but cost 7–10% more instructions on builds (room
/// filled on growth, regions copied when they moved); blocks that stay where they are, carved
/// from slabs a room at a time (``BlockPool``), keep what that saved without those costs.
///
/// Value semantics are kept by copy on write: the blocks belong to an ``Owner``, and a change
/// to lists whose owner is shared (a copied tableau) copies them first (`makeUnique`). The
/// hot paths make the lists unique once and then use the `unchecked` writes.
///
/// Its invariants (``invariantViolations(name:)``): a count never exceeds its room, and the owner
/// holds the heads the lists read.
struct BlockLists<ID: DenseID, Element: BitwiseCopyable> {
    /// A list's block: its count and its room (`Int32` each, padded to one element), then the
    /// elements.
    typealias Block = UnsafeMutableRawPointer
    @_transparent static var headerBytes: Int { max(8, MemoryLayout<Element>.stride) }
    @_transparent static var elementBytes: Int { MemoryLayout<Element>.stride }

    /// Holds the blocks: frees them when the last copy of the lists is gone. Heads past the
    /// lists in use are nil, so that it need not know how many are.
    final class Owner {
        var heads: UnsafeMutablePointer<Block?>
        var capacity: Int
        /// Where the small blocks come from (a pointer, so that the hot paths reach it without
        /// a class's exclusivity checks).
        let pool: UnsafeMutablePointer<BlockPool>

        init(capacity: Int) {
            self.capacity = capacity
            heads = .allocate(capacity: capacity)
            heads.initialize(repeating: nil, count: capacity)
            pool = .allocate(capacity: 1)
            pool.initialize(to: BlockPool())
        }

        /// A deep copy: heads and every list's block, in blocks of its own pool.
        func copy() -> Owner {
            let other = Owner(capacity: capacity)
            for l in 0..<capacity {
                var block = heads[l]
                if let old = block {
                    // Elements are plain values: a byte copy is a copy.
                    let fresh = BlockLists.allocateBlock(room: BlockLists.room(of: old), from: other.pool)
                    fresh.copyMemory(from: old, byteCount: BlockLists.headerBytes + BlockLists.count(of: old) * BlockLists.elementBytes)
                    block = fresh
                }
                other.heads[l] = block
            }
            return other
        }

        deinit {
            // The pooled blocks go with their slabs.
            for l in 0..<capacity {
                if let block = heads[l], BlockLists.room(of: block) > BlockPool.largestRoom { free(block) }
            }
            heads.deallocate()
            pool.deinitialize(count: 1)  // the pool's slabs, with their blocks
            pool.deallocate()
        }
    }

    /// Nil until the first list is added: an empty solver allocates nothing here.
    private var owner: Owner?
    /// `owner.heads` and its room, kept here so that an access does not go through a class's
    /// property.
    private var heads: UnsafeMutablePointer<Block?>?
    private var headRoom = 0
    /// `owner.pool`, kept here for the same reason.
    private var pool: UnsafeMutablePointer<BlockPool>?
    /// How many lists there are.
    private(set) var listCount = 0

    init() {}

    /// The room a list gets when its first element arrives; growth takes `2·room + 1`, so that
    /// a block (a header the size of one element, then the room) doubles: 32, 64, 128… bytes
    /// for the column lists' 8-byte entries (3 first), 80, 160, 320… for the 16-byte cells (4
    /// first: with 3, every row of four cells — two views' edges, a slack, an error — grew
    /// once). Past the pool's rooms, each is a jemalloc size class, nothing left over.
    static var firstCapacity: Int { elementBytes >= 16 ? 4 : 3 }

    /// Every list's id in order.
    var ids: IDRange<ID> { IDRange(count: listCount) }

    /// Copies the lists if another copy of them shares their blocks.
    @inline(__always) mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&owner) { takeUniqueOwner() }
    }

    /// A copy of the shared owner, or the first owner (out of line: the check above is inlined
    /// into every write, and this seldom runs).
    @inline(never) private mutating func takeUniqueOwner() {
        let unique = owner?.copy() ?? Owner(capacity: 16)
        owner = unique
        heads = unique.heads
        headRoom = unique.capacity
        pool = unique.pool
    }

    /// Room for `lists` lists in all, so that adding up to it moves no heads.
    /// An eighth more is taken: a build that makes a few symbols more than its setup reserved
    /// for would otherwise double the heads (a Swift array's reservation has that slack from
    /// the allocator's size classes).
    mutating func reserveCapacity(lists: Int) {
        makeUnique()
        if lists > headRoom { growHeads(to: lists + lists / 8) }
    }

    /// Moves the heads to a block of `capacity`, the new ones nil (after `makeUnique`).
    private mutating func growHeads(to capacity: Int) {
        guard let owner else { return }
        let grown = UnsafeMutablePointer<Block?>.allocate(capacity: capacity)
        grown.moveInitialize(from: owner.heads, count: owner.capacity)
        (grown + owner.capacity).initialize(repeating: nil, count: capacity - owner.capacity)
        owner.heads.deallocate()
        owner.heads = grown
        owner.capacity = capacity
        heads = grown
        headRoom = capacity
    }

    /// A new, empty list (ids are dense: the next id is `listCount`); its head is nil already.
    mutating func addList() { addLists(1) }

    /// `count` new, empty lists at once (a symbol's two): one uniqueness check for all.
    mutating func addLists(_ count: Int) {
        makeUnique()
        if listCount + count > headRoom { growHeads(to: max(2 * headRoom, listCount + count)) }
        listCount += count
    }

    // MARK: Blocks

    @inline(__always) static func count(of block: Block) -> Int { Int(block.load(as: Int32.self)) }
    @inline(__always) static func room(of block: Block) -> Int { Int(block.load(fromByteOffset: 4, as: Int32.self)) }
    @inline(__always) static func elements(of block: Block) -> UnsafeMutablePointer<Element> {
        (block + headerBytes).assumingMemoryBound(to: Element.self)
    }

    /// A block with room for `room` elements and none in use: the pool's up to its largest
    /// room, `malloc`'s past it.
    @inline(__always) static func allocateBlock(room: Int, from pool: UnsafeMutablePointer<BlockPool>) -> Block {
        let bytes = headerBytes + room * elementBytes
        let block: Block
        if room <= BlockPool.largestRoom {
            block = pool.pointee.take(bytes: bytes, room: room)
        } else {
            guard let allocated = malloc(bytes) else {
                // Out of memory: as a Swift array's growth does, stop here.
                preconditionFailure("out of memory making room for \(room) list elements")
            }
            block = allocated
        }
        block.storeBytes(of: 0, as: Int32.self)
        block.storeBytes(of: Int32(room), toByteOffset: 4, as: Int32.self)
        (block + headerBytes).bindMemory(to: Element.self, capacity: room)
        return block
    }

    /// Gives a block back to where it came from.
    @inline(__always) static func release(_ block: Block, to pool: UnsafeMutablePointer<BlockPool>) {
        let room = room(of: block)
        if room <= BlockPool.largestRoom { pool.pointee.giveBack(block, room: room) } else { free(block) }
    }

    // MARK: Reads

    @inline(__always) private func block(_ l: ID) -> Block? { heads.unsafelyUnwrapped[l.position] }

    @inline(__always) func count(_ l: ID) -> Int { block(l).map(BlockLists.count(of:)) ?? 0 }
    @inline(__always) func isEmpty(_ l: ID) -> Bool { count(l) == 0 }

    /// The element at `position` of list `l` (below its count).
    subscript(l: ID, position: Int) -> Element {
        @inline(__always) get {
            precondition(position >= 0 && position < count(l), "list position out of range")
            return BlockLists.elements(of: block(l).unsafelyUnwrapped)[position]
        }
        @inline(__always) set {
            makeUnique()
            precondition(position >= 0 && position < count(l), "list position out of range")
            BlockLists.elements(of: block(l).unsafelyUnwrapped)[position] = newValue
        }
    }

    @inline(__always) func last(_ l: ID) -> Element? {
        guard let block = block(l) else { return nil }
        let c = BlockLists.count(of: block)
        return c == 0 ? nil : BlockLists.elements(of: block)[c - 1]
    }

    /// The list's elements in place, to read (empty for a list that has never held one).
    /// Valid until the lists change.
    @inline(__always) func elementsInPlace(_ l: ID) -> UnsafeBufferPointer<Element> {
        guard let block = block(l) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: BlockLists.elements(of: block), count: BlockLists.count(of: block))
    }

    /// The list's elements, copied out: for walks off the hot paths (checks, descriptions).
    func elements(_ l: ID) -> [Element] {
        guard let block = block(l) else { return [] }
        return Array(UnsafeBufferPointer(start: BlockLists.elements(of: block), count: BlockLists.count(of: block)))
    }

    /// Appends an element; returns its position in the list.
    @inline(__always) @discardableResult
    mutating func append(_ element: Element, to l: ID) -> Int32 {
        makeUnique()
        return appendUnchecked(element, to: l)
    }

    @inline(__always) mutating func removeLast(_ l: ID) {
        makeUnique()
        let c = count(l)
        precondition(c > 0, "removeLast on an empty list")
        block(l).unsafelyUnwrapped.storeBytes(of: Int32(c - 1), as: Int32.self)
    }

    // MARK: Writes after `makeUnique`

    /// `append` on lists made unique since the last copy of them.
    @inline(__always) func appendUnchecked(_ element: Element, to l: ID) -> Int32 {
        let head = heads.unsafelyUnwrapped + l.position
        var block: Block
        if let existing = head.pointee, BlockLists.count(of: existing) < BlockLists.room(of: existing) {
            block = existing
        } else {
            block = BlockLists.grow(head.pointee, toHold: 1, pool: pool.unsafelyUnwrapped)
            head.pointee = block
        }
        let c = BlockLists.count(of: block)
        (BlockLists.elements(of: block) + c).initialize(to: element)
        block.storeBytes(of: Int32(c + 1), as: Int32.self)
        return Int32(c)
    }

    /// Swap-removes the element at `position` (the last element takes its place) on lists made
    /// unique since the last copy of them; returns the element moved, nil when `position` was
    /// the last.
    @inline(__always) func swapRemoveUnchecked(_ l: ID, at position: Int) -> Element? {
        guard let block = block(l) else { preconditionFailure("swap-removal from an empty list") }
        let last = BlockLists.count(of: block) - 1
        precondition(position >= 0 && position <= last, "list position out of range")
        block.storeBytes(of: Int32(last), as: Int32.self)
        if position == last { return nil }
        let elements = BlockLists.elements(of: block)
        elements[position] = elements[last]
        return elements[position]
    }

    /// The list's elements in place, with room for `extra` more past its count, on lists made
    /// unique since the last copy of them: for a merge that writes them through the pointer
    /// and ends with `setCountUnchecked`. Valid until the list grows again.
    @inline(__always) func elementsUnchecked(_ l: ID, room extra: Int = 0) -> UnsafeMutablePointer<Element> {
        let head = heads.unsafelyUnwrapped + l.position
        let c = head.pointee.map(BlockLists.count(of:)) ?? 0
        if head.pointee == nil || c + extra > BlockLists.room(of: head.pointee.unsafelyUnwrapped) {
            head.pointee = BlockLists.grow(head.pointee, toHold: c + extra, pool: pool.unsafelyUnwrapped)
        }
        return BlockLists.elements(of: head.pointee.unsafelyUnwrapped)
    }

    /// Gives a list that has never held an element a block of exactly `room` (a row whose
    /// cells are known: a definition kept as written, which seldom grows), on lists made
    /// unique since the last copy of them. Growth from there keeps to size classes too
    /// (`2·room + 1`: the block doubles).
    @inline(__always) func reserveExactly(_ l: ID, room: Int) {
        let head = heads.unsafelyUnwrapped + l.position
        if head.pointee == nil && room > 0 { head.pointee = BlockLists.allocateBlock(room: room, from: pool.unsafelyUnwrapped) }
    }

    /// The element at `position` of list `l` (below its count) in place, on lists made unique
    /// since the last copy of them: for a write of one field (a cell's coefficient, the
    /// position an entry and its cell keep of each other).
    @inline(__always) func elementUnchecked(_ l: ID, _ position: Int) -> UnsafeMutablePointer<Element> {
        precondition(position >= 0 && position < count(l), "list position out of range")
        return BlockLists.elements(of: block(l).unsafelyUnwrapped) + position
    }

    /// Sets the count of a list whose elements below it were written in place
    /// (`elementsUnchecked`), within its room.
    @inline(__always) func setCountUnchecked(_ l: ID, _ count: Int) {
        guard let block = block(l) else {
            precondition(count == 0, "count past an empty list's room")
            return
        }
        precondition(count >= 0 && count <= BlockLists.room(of: block), "count past the list's room")
        block.storeBytes(of: Int32(count), as: Int32.self)
    }

    /// A block with room for at least `needed` elements (twice the old room and one, or
    /// ``firstCapacity``, or more) and the old one's elements, in a fresh block: jemalloc's
    /// `realloc` cost about four times a `malloc`, a copy of a few elements and a `free`
    /// together. The old block goes back to the pool (or to `free`).
    private static func grow(_ old: Block?, toHold needed: Int, pool: UnsafeMutablePointer<BlockPool>) -> Block {
        var room = old.map { 2 * BlockLists.room(of: $0) + 1 } ?? firstCapacity
        while room < needed { room = 2 * room + 1 }
        let block = allocateBlock(room: room, from: pool)
        guard let old else { return block }
        let c = count(of: old)
        elements(of: block).initialize(from: elements(of: old), count: c)
        block.storeBytes(of: Int32(c), as: Int32.self)
        release(old, to: pool)
        return block
    }

    /// The lists as buffers, for a walk that must not pay a uniqueness and a bounds check per
    /// access (valid only inside `body`, which must not change the lists). Borrowed mutably:
    /// the blocks cannot go while `body` runs, and a read-only borrow of a stored property
    /// retained the owner for the call (a resize step of a chain at 100 views, 2% more).
    @inline(__always)
    mutating func withUnsafeBuffers<R>(_ body: (BlockListsBuffer<ID, Element>) throws -> R) rethrows -> R {
        try body(BlockListsBuffer(heads: heads.map { UnsafePointer($0) }))
    }

    /// How many slabs the lists' pool has taken (``BlockPool``).
    var slabCount: Int { pool?.pointee.slabCount ?? 0 }

    /// Counts past the room, heads the owner does not hold.
    func invariantViolations(name: String) -> [String] {
        var problems: [String] = []
        if heads != owner?.heads || headRoom != owner?.capacity ?? 0 || pool != owner?.pool {
            problems.append("\(name): the heads read are not the owner's")
        }
        if listCount > headRoom { problems.append("\(name): \(listCount) lists in room for \(headRoom)") }
        if let pool {
            let free = pool.pointee.freeBlocks(name: name)
            problems += free.problems
            for l in ids {
                if let block = block(l), free.blocks.contains(block) {
                    problems.append("\(name) \(l.position): its block is on the pool's free list")
                }
            }
        }
        for l in ids {
            guard let block = block(l) else { continue }
            let c = BlockLists.count(of: block), room = BlockLists.room(of: block)
            if c < 0 || c > room { problems.append("\(name) \(l.position): count \(c) beyond its room \(room)") }
        }
        return problems
    }
}

/// ``BlockLists`` read in place (valid only inside `withUnsafeBuffers`).
struct BlockListsBuffer<ID: DenseID, Element: BitwiseCopyable> {
    let heads: UnsafePointer<BlockLists<ID, Element>.Block?>?

    @_transparent func count(_ l: ID) -> Int { heads.unsafelyUnwrapped[l.position].map(BlockLists<ID, Element>.count(of:)) ?? 0 }
    subscript(l: ID, position: Int) -> Element {
        @_transparent get { BlockLists<ID, Element>.elements(of: heads.unsafelyUnwrapped[l.position].unsafelyUnwrapped)[position] }
    }
    /// The list's elements in use, as one buffer.
    @_transparent func elements(of l: ID) -> UnsafeBufferPointer<Element> {
        guard let block = heads.unsafelyUnwrapped[l.position] else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: BlockLists<ID, Element>.elements(of: block), count: BlockLists<ID, Element>.count(of: block))
    }
}

/// Every symbol's two lists of the rows with a cell for it (``SparseMatrix/lists``).
typealias ColumnLists = BlockLists<ListID, ColumnEntry>
typealias ColumnListsBuffer = BlockListsBuffer<ListID, ColumnEntry>
/// Every row's cells (``SparseMatrix/cells``), unsorted.
typealias RowCells = BlockLists<RowID, Cell>
typealias RowCellsBuffer = BlockListsBuffer<RowID, Cell>
