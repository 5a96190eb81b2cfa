/// Which constraint's row absorbed which other constraint's row.
///
/// Required equalities carry no marker symbol in the rows (Kiwi's dummies are what makes its
/// nested tableau quadratic). To remove one, the solver must still find every row its relation
/// flowed into: those are the rows that absorbed its row, directly or through others. Each
/// substitution of row B into row A records one edge A → B (not one cell per inherited
/// marker); removing a required equality re-derives the constraints that reach it.
///
/// Storage: one flat pool of edges, each threaded on two singly linked lists (the source's
/// dependents, the absorber's absorbed), so recording an edge never allocates once the pool
/// has grown. Slots are named with a generation, packed in a UInt64: retiring a slot makes its
/// edges dead at once; dead edges are unlinked when a walk meets them or when a list has
/// doubled since it was last pruned, and reused once neither list holds them.
struct DependencyGraph {
    /// Per slot, bumped when the slot's record is retired.
    private(set) var generation = IDArray<Slot, UInt32>()

    private var lists = EdgeLists()
    /// Per slot scratch for `prune`: the generation in which a list met the slot.
    private var seen = IDArray<Slot, UInt32>()
    private var seenGeneration: UInt32 = 0

    /// Edges held by some list (live or not yet pruned); for tests of memory under churn.
    var edgesInUse: Int { lists.edgesInUse }

    mutating func reserveSlots(_ count: Int) {
        generation.reserveCapacity(count)
        seen.reserveCapacity(count)
        lists.reserveSlots(count)
    }

    mutating func ensureSlot(_ slot: Slot) {
        while !generation.holds(slot) {
            generation.append(0)
            seen.append(0)
            lists.addSlot()
        }
    }

    @inline(__always) func reference(_ slot: Slot) -> UInt64 {
        UInt64(UInt32(bitPattern: slot.raw)) | UInt64(generation[slot]) << 32
    }

    /// The slot a reference names, or `noSlot` when that record has been retired since.
    @inline(__always) func resolve(_ reference: UInt64) -> Slot {
        let slot = Slot(Int32(truncatingIfNeeded: reference & 0xFFFF_FFFF))
        return generation[slot] == UInt32(truncatingIfNeeded: reference >> 32) ? slot : noSlot
    }

    @inline(__always) private func isLive(_ edge: Int32) -> Bool {
        resolve(lists.absorber(edge)) != noSlot && resolve(lists.source(edge)) != noSlot
    }

    /// Records that `absorber`'s row took in `source`'s row.
    mutating func record(absorber: Slot, source: Slot) {
        if absorber == source { return }
        let a = reference(absorber)
        if lists.recentlyRecorded(a, source: source) { return }
        lists.add(absorber: a, source: reference(source), absorberSlot: absorber, sourceSlot: source)
        if lists.needsPruning(dependentsOf: source) { prune(source, .dependents) }
        if lists.needsPruning(absorbedOf: absorber) { prune(absorber, .absorbed) }
    }

    /// Forgets the slot's own edges and makes every reference to it stale.
    mutating func retire(_ slot: Slot) {
        generation[slot] &+= 1
        lists.dropLists(of: slot)
    }

    /// Slots reachable from `start` through dependents (or absorbed) edges, `start` first.
    /// `marks` is a per-slot scratch array of false values, left all false again.
    mutating func closure(from start: Slot, followingDependents: Bool, marks: inout IDArray<Slot, Bool>) -> [Slot] {
        let kind: EdgeLists.Kind = followingDependents ? .dependents : .absorbed
        var found: [Slot] = [start]
        marks[start] = true
        var next = 0
        while next < found.count {
            let slot = found[next]
            next += 1
            prune(slot, kind)
            var edge = lists.head(slot, kind)
            while edge != none {
                let other = resolve(followingDependents ? lists.absorber(edge) : lists.source(edge))
                if !marks[other] {
                    marks[other] = true
                    found.append(other)
                }
                edge = lists.next(edge, kind)
            }
        }
        for slot in found { marks[slot] = false }
        return found
    }

    /// Unlinks the dead edges of one of a slot's lists, and the repeats of a live one (pivots
    /// back and forth between the same rows record the same pair again and again; only
    /// reachability matters).
    private mutating func prune(_ slot: Slot, _ kind: EdgeLists.Kind) {
        seenGeneration &+= 1
        var previous = none
        var edge = lists.head(slot, kind)
        var live = 0
        while edge != none {
            let following = lists.next(edge, kind)
            let other = Slot(Int32(truncatingIfNeeded: (kind == .dependents ? lists.absorber(edge) : lists.source(edge)) & 0xFFFF_FFFF))
            if isLive(edge) && seen[other] != seenGeneration {
                seen[other] = seenGeneration
                previous = edge
                live += 1
            } else {
                lists.unlink(edge, after: previous, from: slot, kind)
            }
            edge = following
        }
        lists.markPruned(slot, kind, live: live)
    }
}

/// The edge pool behind ``DependencyGraph``: one flat array of edges, a free list, and per
/// slot the heads and lengths of its two lists (arrays of structs: one uniqueness check and
/// one cache line per update, where parallel arrays would pay one each).
private struct EdgeLists {
    enum Kind { case dependents, absorbed }

    struct Edge {
        var absorber: UInt64
        var source: UInt64
        var nextBySource: Int32
        var nextByAbsorber: Int32
        /// How many lists still hold the edge (0 = free).
        var links: Int32
    }

    struct SlotLists {
        var dependentsHead: Int32 = none
        var absorbedHead: Int32 = none
        var dependentsLength: Int32 = 0
        var absorbedLength: Int32 = 0
        /// Lengths right after the last pruning: a list is pruned again when it doubles.
        var dependentsPruned: Int32 = 0
        var absorbedPruned: Int32 = 0
        /// The absorbers of the slot's two newest dependents records, newest first (`empty`
        /// where there are fewer). A stale one never matches: an absorber retired since has a
        /// new generation, and this slot's own retirement resets them.
        var recentAbsorbers: (UInt64, UInt64) = (empty, empty)
        static let empty = UInt64.max
    }

    private(set) var edges: [Edge] = []
    private var freeEdges: [Int32] = []
    private var slots = IDArray<Slot, SlotLists>()

    mutating func addSlot() { slots.append(SlotLists()) }
    mutating func reserveSlots(_ count: Int) { slots.reserveCapacity(count) }

    var edgesInUse: Int { edges.count - freeEdges.count }

    @inline(__always) func absorber(_ edge: Int32) -> UInt64 { edges[Int(edge)].absorber }
    @inline(__always) func source(_ edge: Int32) -> UInt64 { edges[Int(edge)].source }

    @inline(__always) func head(_ slot: Slot, _ kind: Kind) -> Int32 {
        kind == .dependents ? slots[slot].dependentsHead : slots[slot].absorbedHead
    }

    @inline(__always) func next(_ edge: Int32, _ kind: Kind) -> Int32 {
        kind == .dependents ? edges[Int(edge)].nextBySource : edges[Int(edge)].nextByAbsorber
    }

    /// Whether the source's two newest records name `absorber` already (repeated
    /// substitutions between the same two rows add nothing; a repeat that gets past this is
    /// pruned with the dead edges). They are kept in the slot's own struct, which `add` reads
    /// anyway: walking the four newest edges instead cost a cache miss per edge, the pool
    /// being scattered by reuse — a hot spot of a churn step at 10 000 views. Two, not four:
    /// each costs 8 bytes per constraint.
    func recentlyRecorded(_ absorber: UInt64, source slot: Slot) -> Bool {
        let recent = slots[slot].recentAbsorbers
        return recent.0 == absorber || recent.1 == absorber
    }

    mutating func add(absorber a: UInt64, source b: UInt64, absorberSlot: Slot, sourceSlot: Slot) {
        let edge = Edge(absorber: a, source: b, nextBySource: slots[sourceSlot].dependentsHead,
                        nextByAbsorber: slots[absorberSlot].absorbedHead, links: 2)
        let id: Int32
        // Checked first: the free list is most often empty, and `popLast` is a call.
        if !freeEdges.isEmpty, let reused = freeEdges.popLast() {
            id = reused
            edges[Int(id)] = edge
        } else {
            id = Int32(edges.count)
            edges.append(edge)
        }
        slots[sourceSlot].dependentsHead = id
        slots[sourceSlot].dependentsLength += 1
        let recent = slots[sourceSlot].recentAbsorbers
        slots[sourceSlot].recentAbsorbers = (a, recent.0)
        slots[absorberSlot].absorbedHead = id
        slots[absorberSlot].absorbedLength += 1
    }

    func needsPruning(dependentsOf slot: Slot) -> Bool {
        slots[slot].dependentsLength > 2 * slots[slot].dependentsPruned + 8
    }

    func needsPruning(absorbedOf slot: Slot) -> Bool {
        slots[slot].absorbedLength > 2 * slots[slot].absorbedPruned + 8
    }

    mutating func markPruned(_ slot: Slot, _ kind: Kind, live: Int) {
        if kind == .dependents {
            slots[slot].dependentsLength = Int32(live)
            slots[slot].dependentsPruned = Int32(live)
        } else {
            slots[slot].absorbedLength = Int32(live)
            slots[slot].absorbedPruned = Int32(live)
        }
    }

    mutating func unlink(_ edge: Int32, after previous: Int32, from slot: Slot, _ kind: Kind) {
        let following = next(edge, kind)
        switch (kind, previous == none) {
        case (.dependents, true): slots[slot].dependentsHead = following
        case (.dependents, false): edges[Int(previous)].nextBySource = following
        case (.absorbed, true): slots[slot].absorbedHead = following
        case (.absorbed, false): edges[Int(previous)].nextByAbsorber = following
        }
        release(edge)
    }

    /// Empties both lists of a retired slot.
    mutating func dropLists(of slot: Slot) {
        var edge = slots[slot].dependentsHead
        while edge != none {
            let following = edges[Int(edge)].nextBySource
            release(edge)
            edge = following
        }
        edge = slots[slot].absorbedHead
        while edge != none {
            let following = edges[Int(edge)].nextByAbsorber
            release(edge)
            edge = following
        }
        slots[slot] = SlotLists()
    }

    private mutating func release(_ edge: Int32) {
        edges[Int(edge)].links -= 1
        if edges[Int(edge)].links == 0 { freeEdges.append(edge) }
    }
}
