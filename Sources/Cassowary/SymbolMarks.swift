/// The cycle check's marks (`Tableau.reaches`), side by side per symbol: `cleared`, known not
/// to lead to the subject, and `reaching`, known to lead to it — two sets that empty together
/// in O(1): a symbol is in a set when its stamp there equals the current stamp, so emptying
/// moves the current stamp instead of touching every mark — and `parent`, the walk's way back.
/// One array of entries: making a symbol's room is one append, where three arrays took three
/// (setups 2–3% of their instructions), and a check asks all three of the same symbol.
struct CycleMarks {
    struct Entry {
        var cleared: UInt32 = 0
        var reaching: UInt32 = 0
        var parent = noSymbol
    }

    private var entries = IDArray<SymbolID, Entry>()
    /// The stamp that means "in the set" (never 0, what a new slot holds).
    private(set) var current: UInt32

    /// Both sets empty; `current` other than 1 only to test what happens when stamps run out.
    init(current: UInt32 = 1) {
        precondition(current != 0, "stamp 0 marks a new slot")
        self.current = current
    }

    /// Makes room for one more symbol (ids are dense), in neither set.
    mutating func addSymbol() { entries.append(Entry()) }
    mutating func addSymbols(_ count: Int) { entries.append(repeating: Entry(), count: count) }
    var count: Int { entries.count }
    mutating func reserveSymbols(_ count: Int) { entries.reserveCapacity(count) }

    @inline(__always) func isCleared(_ symbol: SymbolID) -> Bool { entries[symbol].cleared == current }
    @inline(__always) func isReaching(_ symbol: SymbolID) -> Bool { entries[symbol].reaching == current }
    @inline(__always) mutating func markCleared(_ symbol: SymbolID) { entries[symbol].cleared = current }
    @inline(__always) mutating func markReaching(_ symbol: SymbolID) { entries[symbol].reaching = current }

    /// The symbol the walk reached `symbol` from (meaningful for what this call's walk met).
    subscript(parent symbol: SymbolID) -> SymbolID {
        @inline(__always) get { entries[symbol].parent }
        @inline(__always) set { entries[symbol].parent = newValue }
    }

    /// Empties both sets: O(1), but for one full pass every 2³² − 1 times, when stamps run out.
    mutating func removeAll() {
        current &+= 1
        if current == 0 {
            for s in entries.ids {
                entries[s].cleared = 0
                entries[s].reaching = 0
            }
            current = 1
        }
    }
}

/// The two sets the walks over definitions keep, `reached` and `visited` (each a set that empties
/// in O(1), as ``CycleMarks``' do), stamped side by side per symbol: a walk asks both of the same
/// symbol, and one array of pairs is one cache line where two arrays were two. At 10 000 views
/// a resize step's walk misses the second-level cache on most symbols it meets.
struct WalkMarks {
    struct Pair {
        var reached: UInt32 = 0
        var visited: UInt32 = 0
    }

    private var pairs = IDArray<SymbolID, Pair>()
    /// The stamps that mean "in the set" (never 0, what a new slot holds).
    private(set) var reachedNow: UInt32
    private(set) var visitedNow: UInt32

    /// Both sets empty; `current` other than 1 only to test what happens when stamps run out.
    init(current: UInt32 = 1) {
        precondition(current != 0, "stamp 0 marks a new slot")
        reachedNow = current
        visitedNow = current
    }

    /// Makes room for one more symbol (ids are dense), in neither set.
    mutating func addSymbol() { pairs.append(Pair()) }
    mutating func addSymbols(_ count: Int) { pairs.append(repeating: Pair(), count: count) }
    var count: Int { pairs.count }
    mutating func reserveSymbols(_ count: Int) { pairs.reserveCapacity(count) }

    @inline(__always) func isReached(_ symbol: SymbolID) -> Bool { pairs[symbol].reached == reachedNow }
    @inline(__always) func isVisited(_ symbol: SymbolID) -> Bool { pairs[symbol].visited == visitedNow }
    @inline(__always) mutating func reach(_ symbol: SymbolID) { pairs[symbol].reached = reachedNow }
    @inline(__always) mutating func visit(_ symbol: SymbolID) { pairs[symbol].visited = visitedNow }

    /// Empties `reached`: O(1), but for one full pass every 2³² − 1 times, when stamps run out.
    mutating func removeAllReached() { reachedNow = stamp(after: reachedNow) { $0.reached = 0 } }

    /// Empties `visited`, as ``removeAllReached()``.
    mutating func removeAllVisited() { visitedNow = stamp(after: visitedNow) { $0.visited = 0 } }

    /// The stamp after `current`; when stamps run out, `clear` resets every pair's stamp of
    /// that set and it starts again at 1 (0 is a new slot's).
    private mutating func stamp(after current: UInt32, clearing clear: (inout Pair) -> Void) -> UInt32 {
        if current &+ 1 != 0 { return current &+ 1 }
        for s in pairs.ids { clear(&pairs[s]) }
        return 1
    }

    /// The pairs as a buffer, with the stamps that mean "in the set": for a walk that is a whole
    /// resize step's cost and cannot pay a uniqueness and a bounds check per access.
    @inline(__always)
    mutating func withUnsafeMarks<R>(_ body: (IDMutableBuffer<SymbolID, Pair>, _ reachedNow: UInt32, _ visitedNow: UInt32) -> R) -> R {
        let reached = reachedNow, visited = visitedNow
        return pairs.withUnsafeMutableBufferPointer { body($0, reached, visited) }
    }
}
