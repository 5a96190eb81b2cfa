/// A set of symbols that empties in O(1), for walks over definitions: a symbol is in the set
/// when its stamp equals the set's current stamp, so emptying moves the current stamp instead
/// of touching every mark. Each walk asks its own questions of its own sets (evaluated?
/// reached? known not to lead to the subject?).
struct SymbolMarks {
    private var stamps = IDArray<SymbolID, UInt32>()
    /// Stamp 0 is what a new slot holds; the current stamp never is 0.
    private var current: UInt32

    /// An empty set; `current` other than 1 only to test what happens when stamps run out.
    init(current: UInt32 = 1) {
        precondition(current != 0, "stamp 0 marks a new slot")
        self.current = current
    }

    /// Makes room for one more symbol (ids are dense), not in the set.
    mutating func addSymbol() { stamps.append(0) }
    mutating func reserveSymbols(_ count: Int) { stamps.reserveCapacity(count) }

    @inline(__always) func contains(_ symbol: SymbolID) -> Bool { stamps[symbol] == current }

    @inline(__always) mutating func insert(_ symbol: SymbolID) { stamps[symbol] = current }

    /// Empties the set: O(1), but for one full pass every 2³² − 1 times, when stamps run out.
    mutating func removeAll() {
        current &+= 1
        if current == 0 {
            for s in stamps.ids { stamps[s] = 0 }
            current = 1
        }
    }

    /// The marks as a buffer, and the stamp that means "in the set": for a walk that is a
    /// whole resize step's cost and cannot pay a uniqueness and a bounds check per access.
    @inline(__always)
    mutating func withUnsafeMarks<R>(_ body: (IDMutableBuffer<SymbolID, UInt32>, UInt32) -> R) -> R {
        let stamp = current
        return stamps.withUnsafeMutableBufferPointer { body($0, stamp) }
    }
}
