// A short row merged into a long one without walking the long one. On a screen with ties
// the optimum is a face, and reaching it takes one degenerate pivot per tied item (each
// item's hugging slack enters at ratio 0 against its compression row); every such pivot
// substitutes a row of a few cells into a row that sums the whole chain (`Σ h ≤ H`). Walking
// the long row each time made the build Θ(n²); finding the few cells through the column
// index keeps each merge O(|source|) for short columns.

extension SparseMatrix {
    /// Whether a merge (`merge`) should look the source's symbols up in the target instead
    /// of walking it: the source is short and the target many times longer. A lookup costs
    /// at most the target's length, so the bound on the source caps the worst case at 16
    /// walks.
    @inline(__always) static func mergesSparsely(_ sourceCount: Int, into targetCount: Int) -> Bool {
        sourceCount <= 16 && sourceCount &* 8 < targetCount
    }

    /// The shared cells of `target += factor·source` for ``merge``, found through the column
    /// index: the target cells the source mentions are updated from the last position down
    /// (so that swap-removal moves only updated cells), each shared symbol's mark set done
    /// (``sharedMark(_:)``); the merge appends the source's other cells after, in its
    /// order, as after a walk of the target: the same cells in the same order. Returns how
    /// many target cells are left, and how many symbols the two rows shared.
    /// - Complexity: O(|source| · min(column, |target|) + k²) for k ≤ 16 shared symbols.
    @inline(__always)
    mutating func mergeSharedSparsely(into target: RowID, _ marks: IDMutableBuffer<SymbolID, Int32>,
                                      from s: UnsafeBufferPointer<Cell>, times factor: Double,
                                      definition: Bool) -> (kept: Int, shared: Int) {
        matchScratch.removeAll(keepingCapacity: true)
        for i in 0..<s.count {
            let p = position(of: s[i].symbol, in: target)
            if p >= 0 {
                matchScratch.append(Int64(p) << 32 | Int64(i))
                marks[s[i].symbol] = SparseMatrix.sharedMark(Int32(i))
            }
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
        let t = cells.elementsUnchecked(target)
        var count = cells.count(target)
        for k in 0..<matchScratch.count {
            let j = Int(matchScratch[k] >> 32), i = Int(matchScratch[k] & 0xFFFF_FFFF)
            count = addToCell(in: t, count: count, at: j, factor * s[i].coefficient, definition: definition)
        }
        return (count, matchScratch.count)
    }
}
