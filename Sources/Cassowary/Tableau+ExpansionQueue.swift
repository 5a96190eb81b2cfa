// Expanding a row's definitions newest first, without scanning the row for each one. A row
// that spans a chain (`y[n] + h[n] <= H` over n stacked labels, once their heights are
// defined) expands n definitions one at a time; finding the newest by a scan of the growing
// row each time, and looking for a free variable in all of it again, made adding it Θ(n²).
// The queue holds the row's defined variables by rank; what an expansion brings in is
// exactly the expanded definition's cells, so only those are queued and checked.

/// A defined variable queued for expansion, by its definition's rank.
struct ExpansionEntry {
    var rank: Double
    var symbol: SymbolID
}

extension Tableau {
    /// Queues every defined variable of `row`: O(|row| log |row|), once per run of expansions.
    mutating func beginExpansions(of row: RowID) {
        expansionQueue.removeAll(keepingCapacity: true)
        for i in 0..<rows[Int(row)].cells.count { queueIfDefined(rows[Int(row)].cells[i].symbol) }
    }

    /// `expandNewest(in:)` from the queue: expands the row's defined variable of highest
    /// rank and queues what its definition brings in. Returns the definition's row, or
    /// `none` when the row has no defined variable left.
    mutating func expandNewestQueued(in row: RowID) -> RowID {
        while let entry = popExpansion() {
            // Entries go stale: a variable cancelled out, or expanded and queued again.
            guard isDefined(entry.symbol), position(of: entry.symbol, in: row) >= 0 else { continue }
            let definition = basicRow[Int(entry.symbol)]
            expand(entry.symbol, in: row)
            for i in 0..<rows[Int(definition)].cells.count { queueIfDefined(rows[Int(definition)].cells[i].symbol) }
            return definition
        }
        return none
    }

    /// Whether the definition's row mentions a variable that is free (no definition) and now
    /// in `row`: after expanding it, the only place a free variable can have come from.
    func bringsFreeVariable(_ definition: RowID, into row: RowID) -> Bool {
        guard definition != none else { return false }
        for i in 0..<rows[Int(definition)].cells.count {
            let symbol = rows[Int(definition)].cells[i].symbol
            if symbols[Int(symbol)].kind == .external && basicRow[Int(symbol)] == none
                && position(of: symbol, in: row) >= 0 { return true }
        }
        return false
    }

    private mutating func queueIfDefined(_ symbol: SymbolID) {
        guard isDefined(symbol) else { return }
        expansionQueue.append(ExpansionEntry(rank: rows[Int(basicRow[Int(symbol)])].rank, symbol: symbol))
        var k = expansionQueue.count - 1
        while k > 0 {
            let parent = (k - 1) / 2
            guard expansionQueue[parent].rank < expansionQueue[k].rank else { break }
            expansionQueue.swapAt(parent, k)
            k = parent
        }
    }

    private mutating func popExpansion() -> ExpansionEntry? {
        guard let top = expansionQueue.first else { return nil }
        let last = expansionQueue.removeLast()
        if expansionQueue.isEmpty { return top }
        expansionQueue[0] = last
        var k = 0
        while true {
            let l = 2 * k + 1, r = l + 1
            var largest = k
            if l < expansionQueue.count && expansionQueue[l].rank > expansionQueue[largest].rank { largest = l }
            if r < expansionQueue.count && expansionQueue[r].rank > expansionQueue[largest].rank { largest = r }
            if largest == k { return top }
            expansionQueue.swapAt(k, largest)
            k = largest
        }
    }
}
