// The candidates by id for Bland's rule (`Objective.entering()`): a binary min-heap whose
// entries may have left the candidate set since; they are dropped when they reach the top.

extension Objective {
    /// Adds a new candidate to the heap; rebuilds the heap from the candidates when stale
    /// entries outnumber them, so that it stays O(candidates) in size.
    mutating func pushBland(_ symbol: SymbolID) {
        if blandHeap.count > 2 * candidates.count + 64 {
            blandHeap.removeAll(keepingCapacity: true)
            for candidate in candidates where candidate != symbol { siftUpBland(candidate) }
        }
        siftUpBland(symbol)
    }

    mutating func siftUpBland(_ symbol: SymbolID) {
        blandHeap.append(symbol)
        var k = blandHeap.count - 1
        while k > 0 {
            let parent = (k - 1) / 2
            guard blandHeap[parent] > blandHeap[k] else { break }
            blandHeap.swapAt(parent, k)
            k = parent
        }
    }

    mutating func popBland() {
        let last = blandHeap.removeLast()
        if blandHeap.isEmpty { return }
        blandHeap[0] = last
        var k = 0
        while true {
            let l = 2 * k + 1, r = l + 1
            var least = k
            if l < blandHeap.count && blandHeap[l] < blandHeap[least] { least = l }
            if r < blandHeap.count && blandHeap[r] < blandHeap[least] { least = r }
            if least == k { return }
            blandHeap.swapAt(k, least)
            k = least
        }
    }
}
