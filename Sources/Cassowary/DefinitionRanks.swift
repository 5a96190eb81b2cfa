/// Where definitions stand in the order of ranks (a definition mentions only variables whose
/// definitions rank lower, see `Tableau+Definitions`): the rank above them all, the rank each
/// variable's last definition had, and how an interval of ranks is split.
struct DefinitionRanks {
    /// Above every definition's rank.
    private(set) var next = 1.0
    /// Per symbol: the rank of the variable's last definition, 0 if it never had one. A
    /// definition removed and added back (a stack item hidden and shown, a view's lines
    /// remade) takes its old place when it still fits there, whatever order its neighbours
    /// come back in, instead of going to the top and making its readers trade ranks.
    private var hints = IDArray<SymbolID, Double>()
    /// Where the next split of an interval falls (see `split`).
    private var splitPhase = 0.0

    /// Makes room for one more symbol (ids are dense), with no hint.
    mutating func addSymbol() { hints.append(0) }
    mutating func addSymbols(_ count: Int) { hints.append(repeating: 0, count: count) }
    var count: Int { hints.count }
    mutating func reserveSymbols(_ count: Int) { hints.reserveCapacity(count) }

    /// Forgets a recycled symbol's hint.
    mutating func clearHint(of symbol: SymbolID) { hints[symbol] = 0 }

    @inline(__always) func hint(of symbol: SymbolID) -> Double { hints[symbol] }

    /// Remembers the rank of a variable's definition as it goes.
    mutating func remember(_ rank: Double, of symbol: SymbolID) { hints[symbol] = rank }

    /// A rank above every other, at least `floor`; the next is above it.
    mutating func takeNewest(atLeast floor: Double = -.infinity) -> Double {
        let rank = max(next, floor)
        next = rank + 1
        return rank
    }

    /// Notes a rank given out by other means: the next newest stays above it.
    mutating func noteTaken(_ rank: Double) { next = max(next, rank + 1) }

    /// A rank strictly between two (when there is room): not the midpoint but a point that
    /// moves with every split, so that definitions placed into unrelated intervals do not
    /// land on the same rank by coincidence (`Tableau.reorder` needs ranks that differ).
    mutating func split(_ low: Double, _ high: Double) -> Double {
        splitPhase = (splitPhase + 0.618_033_988_749_894_8).truncatingRemainder(dividingBy: 1)
        return low + (high - low) * (0.25 + 0.5 * splitPhase)
    }
}
