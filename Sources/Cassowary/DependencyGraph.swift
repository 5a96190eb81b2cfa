/// Which constraint's row absorbed which other constraint's row.
///
/// Required equalities carry no marker symbol in the rows (Kiwi's dummies are what makes its
/// nested tableau quadratic). To remove one, the solver must still find every row its relation
/// flowed into: those are the rows that absorbed its row, directly or through others. Each
/// substitution of row B into row A records one edge A → B (not one cell per inherited
/// marker); removing a required equality re-derives the constraints that reach it.
///
/// Edges name slots with a generation, packed in a UInt64, so that a retired slot's edges go
/// stale without being hunted down; stale entries are purged when a list would grow.
struct DependencyGraph {
    /// Per slot, bumped when the slot's record is retired.
    private(set) var generation: [UInt32] = []
    /// Per slot: the slots whose rows absorbed this slot's row.
    private(set) var dependents: [[UInt64]] = []
    /// Per slot: the slots whose rows this slot's row absorbed.
    private(set) var absorbed: [[UInt64]] = []
    /// Per slot: whether the objective row absorbed this slot's row.
    private(set) var absorbedByObjective: [Bool] = []

    mutating func ensureSlot(_ slot: Slot) {
        while generation.count <= Int(slot) {
            generation.append(0)
            dependents.append([])
            absorbed.append([])
            absorbedByObjective.append(false)
        }
    }

    @inline(__always) func reference(_ slot: Slot) -> UInt64 {
        UInt64(UInt32(bitPattern: slot)) | UInt64(generation[Int(slot)]) << 32
    }

    /// The slot a reference names, or `none` when that record has been retired since.
    @inline(__always) func resolve(_ reference: UInt64) -> Slot {
        let slot = Int(reference & 0xFFFF_FFFF)
        return generation[slot] == UInt32(truncatingIfNeeded: reference >> 32) ? Slot(slot) : none
    }

    /// Records that `absorber`'s row took in `source`'s row.
    mutating func record(absorber: Slot, source: Slot) {
        if absorber == source { return }
        appendDependent(reference(absorber), to: Int(source))
        appendAbsorbed(reference(source), to: Int(absorber))
    }

    mutating func recordObjectiveAbsorbed(_ source: Slot) {
        absorbedByObjective[Int(source)] = true
    }

    mutating func clearObjectiveMarks(_ slots: [Slot]) {
        for slot in slots { absorbedByObjective[Int(slot)] = false }
    }

    /// Forgets the slot's own edges and makes every reference to it stale.
    mutating func retire(_ slot: Slot) {
        let s = Int(slot)
        generation[s] &+= 1
        dependents[s].removeAll(keepingCapacity: true)
        absorbed[s].removeAll(keepingCapacity: true)
        absorbedByObjective[s] = false
    }

    /// Slots reachable from `start` through `dependents` (or `absorbed`), `start` first.
    /// `marks` is a per-slot scratch array of false values, left all false again.
    func closure(from start: Slot, followingDependents: Bool, marks: inout [Bool]) -> [Slot] {
        var found: [Slot] = [start]
        marks[Int(start)] = true
        var next = 0
        while next < found.count {
            let slot = Int(found[next])
            next += 1
            let edges = followingDependents ? dependents[slot] : absorbed[slot]
            for edge in edges {
                let other = resolve(edge)
                if other != none && !marks[Int(other)] {
                    marks[Int(other)] = true
                    found.append(other)
                }
            }
        }
        for slot in found { marks[Int(slot)] = false }
        return found
    }

    /// Appends unless one of the last few entries is the same edge; before the list
    /// reallocates, stale entries are dropped so that churn does not grow it for ever.
    private mutating func appendDependent(_ edge: UInt64, to slot: Int) {
        if Self.endsWith(edge, dependents[slot]) { return }
        if dependents[slot].count == dependents[slot].capacity && dependents[slot].count >= 8 {
            let live = generation
            dependents[slot].removeAll { !Self.isLive($0, live) }
        }
        dependents[slot].append(edge)
    }

    private mutating func appendAbsorbed(_ edge: UInt64, to slot: Int) {
        if Self.endsWith(edge, absorbed[slot]) { return }
        if absorbed[slot].count == absorbed[slot].capacity && absorbed[slot].count >= 8 {
            let live = generation
            absorbed[slot].removeAll { !Self.isLive($0, live) }
        }
        absorbed[slot].append(edge)
    }

    @inline(__always) private static func endsWith(_ edge: UInt64, _ list: borrowing [UInt64]) -> Bool {
        let count = list.count
        var i = count - 1
        while i >= 0 && i >= count - 4 {
            if list[i] == edge { return true }
            i -= 1
        }
        return false
    }

    @inline(__always) private static func isLive(_ edge: UInt64, _ generation: [UInt32]) -> Bool {
        generation[Int(edge & 0xFFFF_FFFF)] == UInt32(truncatingIfNeeded: edge >> 32)
    }
}
