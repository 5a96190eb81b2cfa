#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every symbol's column lists (``SparseMatrix/lists``): per list, a block of entries of its
/// own from `malloc`, doubled when full; the lists' heads (block, count, capacity) in one
/// flat block.
///
/// As an array of Swift arrays, every write to an entry paid two uniqueness checks (the outer
/// array's and the list's) and every growth the array's general path: a new object, a copy,
/// a release of the old one. On a resize step of chips at 100 views those were a fifth of its
/// instructions. A pool of all lists in one array was tried too: it allocated 60–70% less
/// but cost 7–10% more instructions on builds (room filled on growth, regions copied when
/// they moved), since jemalloc already hands a freed block of a size class straight back.
///
/// Value semantics are kept by copy on write: the blocks belong to an ``Owner``, and a change
/// to lists whose owner is shared (a copied tableau) copies them first (`makeUnique`). The
/// hot paths make the lists unique once and then use the `unchecked` writes.
///
/// Its invariants (``invariantViolations()``): a count never exceeds its capacity, a list with
/// room has a block, and the owner holds the heads the lists read.
struct ColumnLists {
    /// One list's block and how much of it is used.
    struct Head {
        var base: UnsafeMutablePointer<ColumnEntry>?
        var count: Int32
        var capacity: Int32
    }

    /// Holds the blocks: frees them when the last copy of the lists is gone.
    final class Owner {
        var heads: UnsafeMutablePointer<Head>
        var count: Int
        var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 1)
            heads = .allocate(capacity: self.capacity)
            count = 0
        }

        /// A deep copy: heads and every list's block.
        func copy() -> Owner {
            let other = Owner(capacity: count)
            for l in 0..<count {
                var head = heads[l]
                if let base = head.base {
                    // Entries are plain values: a byte copy is a copy.
                    let bytes = Int(head.capacity) * MemoryLayout<ColumnEntry>.stride
                    guard let block = malloc(bytes) else { preconditionFailure("out of memory copying a column list") }
                    block.copyMemory(from: base, byteCount: Int(head.count) * MemoryLayout<ColumnEntry>.stride)
                    head.base = block.bindMemory(to: ColumnEntry.self, capacity: Int(head.capacity))
                }
                (other.heads + l).initialize(to: head)
            }
            other.count = count
            return other
        }

        deinit {
            for l in 0..<count { free(heads[l].base) }
            heads.deallocate()
        }
    }

    private var owner = Owner(capacity: 64)
    /// `owner.heads`, kept here so that an access does not go through a class's property.
    private var heads: UnsafeMutablePointer<Head>

    init() { heads = owner.heads }

    /// The room a list gets when its first entry arrives.
    static let firstCapacity: Int32 = 2

    /// How many lists there are.
    var listCount: Int { owner.count }
    /// Every list's id in order.
    var ids: IDRange<ListID> { IDRange(count: owner.count) }

    /// Copies the lists if another copy of them shares their blocks.
    @inline(__always) mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&owner) {
            owner = owner.copy()
            heads = owner.heads
        }
    }

    /// Room for `lists` lists in all, so that adding up to it moves no heads.
    mutating func reserveCapacity(lists: Int) {
        makeUnique()
        guard lists > owner.capacity else { return }
        growHeads(to: lists)
    }

    private mutating func growHeads(to capacity: Int) {
        let grown = UnsafeMutablePointer<Head>.allocate(capacity: capacity)
        grown.moveInitialize(from: owner.heads, count: owner.count)
        owner.heads.deallocate()
        owner.heads = grown
        owner.capacity = capacity
        heads = grown
    }

    /// A new, empty list (ids are dense: the next id is `listCount`).
    mutating func addList() {
        makeUnique()
        if owner.count == owner.capacity { growHeads(to: 2 * owner.capacity) }
        (heads + owner.count).initialize(to: Head(base: nil, count: 0, capacity: 0))
        owner.count += 1
    }

    @inline(__always) func count(_ l: ListID) -> Int { Int(heads[l.position].count) }
    @inline(__always) func isEmpty(_ l: ListID) -> Bool { heads[l.position].count == 0 }

    /// The entry at `position` of list `l` (below its count).
    subscript(l: ListID, position: Int) -> ColumnEntry {
        @inline(__always) get {
            precondition(position >= 0 && position < Int(heads[l.position].count), "column list position out of range")
            return heads[l.position].base.unsafelyUnwrapped[position]
        }
        @inline(__always) set {
            makeUnique()
            setUnchecked(l, position, newValue)
        }
    }

    @inline(__always) func last(_ l: ListID) -> ColumnEntry? {
        let head = heads[l.position]
        return head.count == 0 ? nil : head.base.unsafelyUnwrapped[Int(head.count) - 1]
    }

    /// Appends an entry; returns its position in the list.
    @inline(__always) mutating func append(_ entry: ColumnEntry, to l: ListID) -> Int32 {
        makeUnique()
        return appendUnchecked(entry, to: l)
    }

    @inline(__always) mutating func removeLast(_ l: ListID) {
        makeUnique()
        removeLastUnchecked(l)
    }

    // MARK: Writes after `makeUnique`

    /// `self[l, position] = entry` on lists made unique since the last copy of them.
    @inline(__always) func setUnchecked(_ l: ListID, _ position: Int, _ entry: ColumnEntry) {
        precondition(position >= 0 && position < Int(heads[l.position].count), "column list position out of range")
        heads[l.position].base.unsafelyUnwrapped[position] = entry
    }

    /// `append` on lists made unique since the last copy of them.
    @inline(__always) func appendUnchecked(_ entry: ColumnEntry, to l: ListID) -> Int32 {
        let head = heads + l.position
        let c = head.pointee.count
        if c == head.pointee.capacity { grow(head) }
        (head.pointee.base.unsafelyUnwrapped + Int(c)).initialize(to: entry)
        head.pointee.count = c + 1
        return c
    }

    /// `removeLast` on lists made unique since the last copy of them.
    @inline(__always) func removeLastUnchecked(_ l: ListID) {
        precondition(heads[l.position].count > 0, "removeLast on an empty column list")
        heads[l.position].count -= 1
    }

    /// Twice the room (``firstCapacity`` at first), in a fresh block: jemalloc's `realloc`
    /// cost about four times a `malloc`, a copy of a few entries and a `free` together.
    private func grow(_ head: UnsafeMutablePointer<Head>) {
        let capacity = head.pointee.capacity
        let grown = capacity == 0 ? ColumnLists.firstCapacity : 2 * capacity
        guard let block = malloc(Int(grown) * MemoryLayout<ColumnEntry>.stride) else {
            // Out of memory: as a Swift array's growth does, stop here.
            preconditionFailure("out of memory growing a column list to \(grown) entries")
        }
        if let old = head.pointee.base {
            block.copyMemory(from: old, byteCount: Int(head.pointee.count) * MemoryLayout<ColumnEntry>.stride)
            free(old)
        }
        head.pointee.base = block.bindMemory(to: ColumnEntry.self, capacity: Int(grown))
        head.pointee.capacity = grown
    }

    /// The lists as buffers, for a walk that must not pay a uniqueness and a bounds check per
    /// access (valid only inside `body`, which must not change the lists).
    @inline(__always)
    func withUnsafeBuffers<R>(_ body: (ColumnListsBuffer) throws -> R) rethrows -> R {
        try withExtendedLifetime(owner) { try body(ColumnListsBuffer(heads: UnsafePointer(heads))) }
    }

    /// Counts past capacities, lists with room and no block, heads the owner does not hold.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if heads != owner.heads { problems.append("column lists: the heads read are not the owner's") }
        for l in 0..<owner.count {
            let head = heads[l]
            if head.count < 0 || head.count > head.capacity {
                problems.append("column list \(l): count \(head.count) beyond capacity \(head.capacity)")
            }
            if head.capacity > 0 && head.base == nil { problems.append("column list \(l): room without a block") }
        }
        return problems
    }
}

/// ``ColumnLists`` read in place (valid only inside `withUnsafeBuffers`).
struct ColumnListsBuffer {
    let heads: UnsafePointer<ColumnLists.Head>

    @_transparent func count(_ l: ListID) -> Int { Int(heads[l.position].count) }
    subscript(l: ListID, position: Int) -> ColumnEntry {
        @_transparent get { heads[l.position].base.unsafelyUnwrapped[position] }
    }
    /// The list's entries in use, as one buffer.
    @_transparent func entries(of l: ListID) -> UnsafeBufferPointer<ColumnEntry> {
        UnsafeBufferPointer(start: heads[l.position].base, count: Int(heads[l.position].count))
    }
}
