/// A binary heap of symbols keyed by a definition's rank, in storage kept between uses (a
/// resize step allocates nothing). Values are evaluated lowest rank first (what a definition
/// reads is older): ``LowestRankFirst``; a row's definitions are expanded highest first (newest
/// first): ``HighestRankFirst``.
struct RankHeap<Order: RankOrder> {
    private(set) var entries: [(rank: Double, symbol: SymbolID)] = []

    var count: Int { entries.count }

    mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

    // Both sifts move a hole instead of swapping (one write per level) and run on the
    // buffer: the array's own `swapAt` and `popLast` checked and, for these tuples, were not
    // inlined. Comparisons are the same as swapping's, so equal ranks end where they did.

    mutating func push(_ symbol: SymbolID, rank: Double) {
        entries.append((rank, symbol))
        entries.withUnsafeMutableBufferPointer { heap in
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard Order.precedes(rank, heap[parent].rank) else { break }
                heap[child] = heap[parent]
                child = parent
            }
            heap[child] = (rank, symbol)
        }
    }

    /// The symbol first in the heap's order, removed; nil when empty.
    mutating func pop() -> SymbolID? {
        let n = entries.count
        if n == 0 { return nil }
        let last = entries[n - 1]
        entries.removeLast()
        if n == 1 { return last.symbol }
        return entries.withUnsafeMutableBufferPointer { heap in
            let top = heap[0].symbol
            let count = heap.count
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var first = parent, firstRank = last.rank
                if left < count && Order.precedes(heap[left].rank, firstRank) { first = left; firstRank = heap[left].rank }
                if right < count && Order.precedes(heap[right].rank, firstRank) { first = right }
                if first == parent { break }
                heap[parent] = heap[first]
                parent = first
            }
            heap[parent] = last
            return top
        }
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
