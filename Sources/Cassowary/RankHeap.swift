/// A binary heap of symbols keyed by a definition's rank, in storage kept between uses (a
/// resize step allocates nothing). Values are evaluated lowest rank first (what a definition
/// reads is older): ``LowestRankFirst``; a row's definitions are expanded highest first (newest
/// first): ``HighestRankFirst``.
struct RankHeap<Order: RankOrder> {
    private(set) var entries: [(rank: Double, symbol: SymbolID)] = []

    var count: Int { entries.count }

    mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

    mutating func push(_ symbol: SymbolID, rank: Double) {
        entries.append((rank, symbol))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Order.precedes(entries[child].rank, entries[parent].rank) else { break }
            entries.swapAt(parent, child)
            child = parent
        }
    }

    /// The symbol first in the heap's order, removed; nil when empty.
    mutating func pop() -> SymbolID? {
        guard let last = entries.popLast() else { return nil }
        if entries.isEmpty { return last.symbol }
        let top = entries[0].symbol
        entries[0] = last
        var parent = 0
        let count = entries.count
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < count && Order.precedes(entries[left].rank, entries[first].rank) { first = left }
            if right < count && Order.precedes(entries[right].rank, entries[first].rank) { first = right }
            if first == parent { break }
            entries.swapAt(parent, first)
            parent = first
        }
        return top
    }
}

/// Which of two ranks a ``RankHeap`` gives first (strictly: equal ranks keep their places).
protocol RankOrder {
    static func precedes(_ a: Double, _ b: Double) -> Bool
}

enum LowestRankFirst: RankOrder {
    @inline(__always) static func precedes(_ a: Double, _ b: Double) -> Bool { a < b }
}

enum HighestRankFirst: RankOrder {
    @inline(__always) static func precedes(_ a: Double, _ b: Double) -> Bool { a > b }
}
