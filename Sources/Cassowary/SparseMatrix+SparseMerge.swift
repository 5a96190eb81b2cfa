// A short row merged into a long one without walking the long one. On a screen with ties
// the optimum is a face, and reaching it takes one degenerate pivot per tied item (each
// item's hugging slack enters at ratio 0 against its compression row); every such pivot
// substitutes a row of a few cells into a row that sums the whole chain (`Σ h ≤ H`). Walking
// the long row each time made the build Θ(n²); finding the few cells through the column
// index keeps each merge O(|source|) for short columns.

extension SparseMatrix {
    /// Whether `add(row:times:to:)` should look the source's symbols up in the target instead
    /// of walking it: the source is short and the target many times longer. A lookup costs
    /// at most the target's length, so the bound on the source caps the worst case at 16
    /// walks.
    @inline(__always) static func mergesSparsely(_ sourceCount: Int, into targetCount: Int) -> Bool {
        sourceCount <= 16 && sourceCount &* 8 < targetCount
    }

    /// `target += factor·source` with the same result, cell order included, as the walk of
    /// `add(row:times:to:)`: the target cells the source mentions are visited from the last
    /// position down (so that swap-removal moves only visited cells), then the source's other
    /// cells are appended in its order.
    /// - Complexity: O(|source| · min(column, |target|) + k log k) for k shared symbols.
    mutating func addSparsely(row source: RowID, times factor: Double, to target: RowID) {
        matchScratch.removeAll(keepingCapacity: true)
        for i in 0..<cells.count(source) {
            let p = position(of: cells[source, i].symbol, in: target)
            if p >= 0 { matchScratch.append(Int64(p) << 32 | Int64(i)) }
            else { scratch[cells[source, i].symbol] = Int32(i) }
        }
        // At most 16 entries: an insertion sort, descending, with no buffer to allocate.
        for k in 1..<max(1, matchScratch.count) {
            let entry = matchScratch[k]
            var m = k
            while m > 0 && matchScratch[m - 1] < entry {
                matchScratch[m] = matchScratch[m - 1]
                m -= 1
            }
            matchScratch[m] = entry
        }
        for k in 0..<matchScratch.count {
            let j = Int(matchScratch[k] >> 32), i = Int(matchScratch[k] & 0xFFFF_FFFF)
            addToCell(row: target, at: j, factor * cells[source, i].coefficient)
        }
        for i in 0..<cells.count(source) {
            let cell = cells[source, i]
            if scratch[cell.symbol] >= 0 {
                let c = factor * cell.coefficient
                if !dropsCell(c) { addCell(row: target, symbol: cell.symbol, coefficient: c) }
                scratch[cell.symbol] = none
            }
        }
    }
}
