#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every symbol's column lists (``SparseMatrix/lists``): per list, a block of its own from
/// `malloc` (its count and room, then its entries), twice as large when full; per list, one pointer
/// to it (nil while the list has never held an entry) in one flat block of heads.
///
/// As an array of Swift arrays, every write to an entry paid two uniqueness checks (the outer
/// array's and the list's), every list a 32-byte object header, and every growth the array's
/// general path: a new object, a copy, a release of the old one. On a resize step of chips at
/// 100 views those were a fifth of its instructions. A pool of all lists in one array was
/// tried too: it allocated 60–70% less but cost 7–10% more instructions on builds (room
/// filled on growth, regions copied when they moved), since jemalloc already hands a freed
/// block of a size class straight back.
///
/// Value semantics are kept by copy on write: the blocks belong to an ``Owner``, and a change
/// to lists whose owner is shared (a copied tableau) copies them first (`makeUnique`). The
/// hot paths make the lists unique once and then use the `unchecked` writes.
///
/// Its invariants (``invariantViolations()``): a count never exceeds its room, and the owner
/// holds the heads the lists read.
struct ColumnLists {
    /// A list's block: its count and its room (`Int32` each), then the entries.
    typealias Block = UnsafeMutableRawPointer
    private static let headerBytes = 8
    private static let entryBytes = MemoryLayout<ColumnEntry>.stride

    /// Holds the blocks: frees them when the last copy of the lists is gone. Heads past the
    /// lists in use are nil, so that it need not know how many are.
    final class Owner {
        var heads: UnsafeMutablePointer<Block?>
        var capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            heads = .allocate(capacity: capacity)
            heads.initialize(repeating: nil, count: capacity)
        }

        /// A deep copy: heads and every list's block.
        func copy() -> Owner {
            let other = Owner(capacity: capacity)
            for l in 0..<capacity {
                var block = heads[l]
                if let old = block {
                    // Entries are plain values: a byte copy is a copy.
                    let fresh = ColumnLists.allocateBlock(room: ColumnLists.room(of: old))
                    fresh.copyMemory(from: old, byteCount: ColumnLists.headerBytes + ColumnLists.count(of: old) * ColumnLists.entryBytes)
                    block = fresh
                }
                other.heads[l] = block
            }
            return other
        }

        deinit {
            for l in 0..<capacity { free(heads[l]) }
            heads.deallocate()
        }
    }

    /// Nil until the first list is added: an empty solver allocates nothing here.
    private var owner: Owner?
    /// `owner.heads` and its room, kept here so that an access does not go through a class's
    /// property.
    private var heads: UnsafeMutablePointer<Block?>?
    private var headRoom = 0
    /// How many lists there are.
    private(set) var listCount = 0

    init() {}

    /// The room a list gets when its first entry arrives; growth takes `2·room + 1`, so that
    /// a block (a header the size of one entry, then the room) is 32, 64, 128… bytes: a size
    /// class of its own in jemalloc, nothing left over.
    static let firstCapacity = 3

    /// Every list's id in order.
    var ids: IDRange<ListID> { IDRange(count: listCount) }

    /// Copies the lists if another copy of them shares their blocks.
    @inline(__always) mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&owner) {
            let unique = owner?.copy() ?? Owner(capacity: 16)
            owner = unique
            heads = unique.heads
            headRoom = unique.capacity
        }
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
    mutating func addList() {
        makeUnique()
        if listCount == headRoom { growHeads(to: 2 * headRoom) }
        listCount += 1
    }

    // MARK: Blocks

    @inline(__always) static func count(of block: Block) -> Int { Int(block.load(as: Int32.self)) }
    @inline(__always) static func room(of block: Block) -> Int { Int(block.load(fromByteOffset: 4, as: Int32.self)) }
    @inline(__always) static func entries(of block: Block) -> UnsafeMutablePointer<ColumnEntry> {
        (block + headerBytes).assumingMemoryBound(to: ColumnEntry.self)
    }

    /// A block with room for `room` entries and none in use.
    static func allocateBlock(room: Int) -> Block {
        guard let block = malloc(headerBytes + room * entryBytes) else {
            // Out of memory: as a Swift array's growth does, stop here.
            preconditionFailure("out of memory making room for \(room) column list entries")
        }
        block.storeBytes(of: 0, as: Int32.self)
        block.storeBytes(of: Int32(room), toByteOffset: 4, as: Int32.self)
        (block + headerBytes).bindMemory(to: ColumnEntry.self, capacity: room)
        return block
    }

    // MARK: Reads

    @inline(__always) private func block(_ l: ListID) -> Block? { heads.unsafelyUnwrapped[l.position] }

    @inline(__always) func count(_ l: ListID) -> Int { block(l).map(ColumnLists.count(of:)) ?? 0 }
    @inline(__always) func isEmpty(_ l: ListID) -> Bool { count(l) == 0 }

    /// The entry at `position` of list `l` (below its count).
    subscript(l: ListID, position: Int) -> ColumnEntry {
        @inline(__always) get {
            precondition(position >= 0 && position < count(l), "column list position out of range")
            return ColumnLists.entries(of: block(l).unsafelyUnwrapped)[position]
        }
        @inline(__always) set {
            makeUnique()
            precondition(position >= 0 && position < count(l), "column list position out of range")
            ColumnLists.entries(of: block(l).unsafelyUnwrapped)[position] = newValue
        }
    }

    @inline(__always) func last(_ l: ListID) -> ColumnEntry? {
        guard let block = block(l) else { return nil }
        let c = ColumnLists.count(of: block)
        return c == 0 ? nil : ColumnLists.entries(of: block)[c - 1]
    }

    /// Appends an entry; returns its position in the list.
    @inline(__always) mutating func append(_ entry: ColumnEntry, to l: ListID) -> Int32 {
        makeUnique()
        return appendUnchecked(entry, to: l)
    }

    @inline(__always) mutating func removeLast(_ l: ListID) {
        makeUnique()
        let c = count(l)
        precondition(c > 0, "removeLast on an empty column list")
        block(l).unsafelyUnwrapped.storeBytes(of: Int32(c - 1), as: Int32.self)
    }

    // MARK: Writes after `makeUnique`

    /// `append` on lists made unique since the last copy of them.
    @inline(__always) func appendUnchecked(_ entry: ColumnEntry, to l: ListID) -> Int32 {
        let head = heads.unsafelyUnwrapped + l.position
        var block: Block
        if let existing = head.pointee, ColumnLists.count(of: existing) < ColumnLists.room(of: existing) {
            block = existing
        } else {
            block = ColumnLists.grow(head.pointee)
            head.pointee = block
        }
        let c = ColumnLists.count(of: block)
        (ColumnLists.entries(of: block) + c).initialize(to: entry)
        block.storeBytes(of: Int32(c + 1), as: Int32.self)
        return Int32(c)
    }

    /// Swap-removes the entry at `position` (the last entry takes its place) on lists made
    /// unique since the last copy of them; returns the entry moved, nil when `position` was
    /// the last.
    @inline(__always) func swapRemoveUnchecked(_ l: ListID, at position: Int) -> ColumnEntry? {
        guard let block = block(l) else { preconditionFailure("swap-removal from an empty column list") }
        let last = ColumnLists.count(of: block) - 1
        precondition(position >= 0 && position <= last, "column list position out of range")
        block.storeBytes(of: Int32(last), as: Int32.self)
        if position == last { return nil }
        let entries = ColumnLists.entries(of: block)
        entries[position] = entries[last]
        return entries[position]
    }

    /// Points the entry at `position` at its cell's new place, on lists made unique since the
    /// last copy of them.
    @inline(__always) func setCellPositionUnchecked(_ l: ListID, _ position: Int, _ cellPosition: Int32) {
        precondition(position >= 0 && position < count(l), "column list position out of range")
        ColumnLists.entries(of: block(l).unsafelyUnwrapped)[position].cellPosition = cellPosition
    }

    /// A block with twice the room and one (``firstCapacity`` at first) and the old one's entries, in
    /// a fresh block: jemalloc's `realloc` cost about four times a `malloc`, a copy of a few
    /// entries and a `free` together.
    private static func grow(_ old: Block?) -> Block {
        guard let old else { return allocateBlock(room: firstCapacity) }
        let c = count(of: old)
        let block = allocateBlock(room: 2 * room(of: old) + 1)
        entries(of: block).initialize(from: entries(of: old), count: c)
        block.storeBytes(of: Int32(c), as: Int32.self)
        free(old)
        return block
    }

    /// The lists as buffers, for a walk that must not pay a uniqueness and a bounds check per
    /// access (valid only inside `body`, which must not change the lists).
    @inline(__always)
    func withUnsafeBuffers<R>(_ body: (ColumnListsBuffer) throws -> R) rethrows -> R {
        try withExtendedLifetime(owner) { try body(ColumnListsBuffer(heads: heads.map { UnsafePointer($0) })) }
    }

    /// Counts past the room, heads the owner does not hold.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if heads != owner?.heads || headRoom != owner?.capacity ?? 0 {
            problems.append("column lists: the heads read are not the owner's")
        }
        if listCount > headRoom { problems.append("column lists: \(listCount) lists in room for \(headRoom)") }
        for l in ids {
            guard let block = block(l) else { continue }
            let c = ColumnLists.count(of: block), room = ColumnLists.room(of: block)
            if c < 0 || c > room { problems.append("column list \(l.position): count \(c) beyond its room \(room)") }
        }
        return problems
    }
}

/// ``ColumnLists`` read in place (valid only inside `withUnsafeBuffers`).
struct ColumnListsBuffer {
    let heads: UnsafePointer<ColumnLists.Block?>?

    @_transparent func count(_ l: ListID) -> Int { heads.unsafelyUnwrapped[l.position].map(ColumnLists.count(of:)) ?? 0 }
    subscript(l: ListID, position: Int) -> ColumnEntry {
        @_transparent get { ColumnLists.entries(of: heads.unsafelyUnwrapped[l.position].unsafelyUnwrapped)[position] }
    }
    /// The list's entries in use, as one buffer.
    @_transparent func entries(of l: ListID) -> UnsafeBufferPointer<ColumnEntry> {
        guard let block = heads.unsafelyUnwrapped[l.position] else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: ColumnLists.entries(of: block), count: ColumnLists.count(of: block))
    }
}
