// Row algebra on the sparse rows: adding a symbol or a multiple of another row to a row,
// flipping a row's sign. Every cell update goes through `addToCell`, which decides when a sum
// has cancelled.

extension SparseMatrix {
    /// `row += coefficient·symbol`, dropping the cell when it cancels.
    mutating func add(symbol: SymbolID, coefficient: Double, to row: RowID) {
        generation &+= 1
        let p = position(of: symbol, in: row)
        if p < 0 {
            if !dropsCell(coefficient) { addCell(row: row, symbol: symbol, coefficient: coefficient) }
            return
        }
        addToCell(row: row, at: p, coefficient)
    }

    /// A sum of two cells that comes out within ``Tableau/cancellation`` of its larger
    /// operand is a zero: the operands carry their rows' rounding, and what cancellation leaves
    /// of it is noise that a later pivot would divide by (seen: a pivot on -1.6e-8 left by
    /// 0.25 and 10 sending two variables to 1e14).
    @inline(__always) func cancels(_ updated: Double, _ old: Double, _ delta: Double) -> Bool {
        dropsCell(updated) || abs(updated) <= Tableau.cancellation * max(abs(old), abs(delta))
    }

    /// Whether a cell row algebra makes is too small to keep (``cellTolerance``).
    @inline(__always) func dropsCell(_ value: Double) -> Bool { abs(value) < cellTolerance }

    /// `row.cells[position] += delta`: ``addToCell(in:count:at:_:definition:)`` on the row's
    /// block.
    @inline(__always) mutating func addToCell(row: RowID, at position: Int, _ delta: Double) {
        lists.makeUnique()
        cells.makeUnique()
        let count = addToCell(in: cells.elementsUnchecked(row), count: cells.count(row), at: position, delta,
                              definition: rows[row].isDefinition)
        cells.setCountUnchecked(row, count)
    }

    /// `target += factor·source` (cells and constant) in O(|target| + |source|).
    mutating func add(row source: RowID, times factor: Double, to target: RowID) {
        withSourceMarked(source) { matrix, s, marks in
            matrix.merge(s, marks, times: factor, into: target)
        }
    }

    /// Replaces a symbol by `source` (a row without it) in every row of the symbol's list
    /// `l`, as a pivot substitutes its entering symbol: `target += c·source` for the
    /// symbol's coefficient c there, its cell gone. Appends each target to `targets`, in the
    /// order the list gave them up (each once: a row names a symbol once).
    ///
    /// One pass of setup for all the targets: the source's marks are written once, and the
    /// lists and cells made unique once. Merged one at a time, each target paid the marks
    /// written and cleared again and four uniqueness checks (runtime calls); at 100 views,
    /// a pivot of chips' resize steps substitutes into five rows.
    mutating func substitute(_ l: ListID, with source: RowID, into targets: inout [RowID]) {
        withSourceMarked(source) { matrix, s, marks in
            while let entry = matrix.lists.last(l) {
                let target = entry.row
                let t = matrix.cells.elementsUnchecked(target)
                let factor = t[Int(entry.cellPosition)].coefficient
                let count = matrix.removeCell(in: t, count: matrix.cells.count(target), at: Int(entry.cellPosition),
                                              definition: matrix.rows[target].isDefinition)
                matrix.cells.setCountUnchecked(target, count)
                matrix.termOperations += 1
                matrix.merge(s, marks, times: factor, into: target)
                targets.append(target)
            }
        }
    }

    /// Runs `body` with the lists and cells made unique and the source's marks set
    /// (`marks[symbol]`: its position in the source), cleared again after. The marks are
    /// taken out of `self` meanwhile, so that their buffer can be held while `self`'s other
    /// arrays change. The source's cells stay where they are: the merges write only into
    /// targets, and a row is never its own target (it does not name its own subject).
    @inline(__always)
    private mutating func withSourceMarked(_ source: RowID,
                                           _ body: (inout SparseMatrix, MarkedSource, IDMutableBuffer<SymbolID, Int32>) -> Void) {
        lists.makeUnique()
        cells.makeUnique()
        var marks = IDArray<SymbolID, Int32>()
        swap(&marks, &scratch)
        // Read in place: an empty source (a row of a constant alone) has no block, and
        // asking for one as a merge's target does would allocate it.
        let s = cells.elementsInPlace(source)
        marks.withUnsafeMutableBufferPointer { marks in
            for i in 0..<s.count { marks[s[i].symbol] = Int32(i) }
            body(&self, MarkedSource(row: source, cells: s), marks)
            for i in 0..<s.count { marks[s[i].symbol] = none }
        }
        swap(&marks, &scratch)
    }

    /// `target += factor·source` on lists and cells made unique, the source's marks set
    /// (`withSourceMarked`); leaves the marks as it found them. A short source into a long
    /// target looks its symbols up (`SparseMatrix+SparseMerge`); else the target is walked.
    ///
    /// The target's cells are written in place, through a pointer to its block, and the
    /// marks through a buffer: reached through `cells[target, j]` and `scratch[symbol]`,
    /// each cell paid bounds and uniqueness checks. On rows of hundreds of cells (random
    /// systems fill their tableau in: lp-check's layout kind at 150 variables) builds took
    /// 1.6× less time; on a layout's rows of a handful, 1–3% fewer instructions. Nothing
    /// else writes the target's cells meanwhile: an entry that moves in a column belongs to
    /// another row, since a row names a symbol once.
    @inline(__always)
    private mutating func merge(_ source: MarkedSource, _ marks: IDMutableBuffer<SymbolID, Int32>,
                                times factor: Double, into target: RowID) {
        substitutions += 1
        generation &+= 1  // coefficients change in place, too
        constants[target] += factor * constants[source.row]
        let s = source.cells, sourceCount = s.count
        let definition = rows[target].isDefinition
        let targetCount = cells.count(target)
        let (kept, shared) = SparseMatrix.mergesSparsely(sourceCount, into: targetCount)
            ? mergeSharedSparsely(into: target, marks, from: s, times: factor, definition: definition)
            : mergeShared(into: cells.elementsUnchecked(target), count: targetCount, marks, from: s, times: factor,
                          definition: definition)
        cells.setCountUnchecked(target, kept)
        // Room for the source's cells the target lacks, made before they are appended (for
        // all the source's, it grew twice as often: chips' resize steps allocated 3.3 times
        // the bytes).
        let t = cells.elementsUnchecked(target, room: sourceCount - shared)
        var count = kept
        for i in 0..<sourceCount {
            let cell = s[i]
            let mark = marks[cell.symbol]
            if mark >= 0 {
                let c = factor * cell.coefficient
                if !dropsCell(c) { count = appendCell(to: t, at: count, row: target, definition: definition, cell.symbol, c) }
            } else {
                marks[cell.symbol] = Int32(i)  // shared: its mark back
            }
        }
        cells.setCountUnchecked(target, count)
    }

    /// Adds `factor·source` (`s`) to the first `count` target cells (`t`) whose symbols the
    /// source has (`marks[symbol]`: its position there), walking the target backwards so
    /// that swap-removal only moves visited cells; marks each shared symbol done
    /// (``sharedMark(_:)``). Returns how many target cells are left at the front of `t`, and
    /// how many symbols the two rows shared.
    @inline(__always)
    private mutating func mergeShared(into t: UnsafeMutablePointer<Cell>, count: Int, _ marks: IDMutableBuffer<SymbolID, Int32>,
                                      from s: UnsafeBufferPointer<Cell>, times factor: Double,
                                      definition: Bool) -> (kept: Int, shared: Int) {
        var count = count, shared = 0
        var j = count - 1
        while j >= 0 {
            let symbol = t[j].symbol
            let p = marks[symbol]
            if p >= 0 {
                marks[symbol] = SparseMatrix.sharedMark(p)
                shared += 1
                count = addToCell(in: t, count: count, at: j, factor * s[Int(p)].coefficient, definition: definition)
            }
            j -= 1
        }
        return (count, shared)
    }

    /// What a shared symbol's mark holds until the merge has appended the source's other
    /// cells: below `none`, so that it reads as done.
    @inline(__always) static func sharedMark(_ position: Int32) -> Int32 { -2 - position }

    /// `t[position].coefficient += delta` on a row written in place (`count` cells), dropping
    /// the cell when the sum cancels (`cancels`); returns the row's new count. Every merge of
    /// rows updates a shared cell this way.
    @inline(__always)
    mutating func addToCell(in t: UnsafeMutablePointer<Cell>, count: Int, at position: Int, _ delta: Double,
                            definition: Bool) -> Int {
        let old = t[position].coefficient
        let updated = old + delta
        termOperations += 1
        if cancels(updated, old, delta) { return removeCell(in: t, count: count, at: position, definition: definition) }
        t[position].coefficient = updated
        return count
    }

    /// A merge's source: its row, and its cells in place (they stay put while it is merged
    /// into other rows).
    struct MarkedSource {
        let row: RowID
        let cells: UnsafeBufferPointer<Cell>
    }

    /// Multiplies the row's constant and cells by -1.
    mutating func reverseSign(_ row: RowID) {
        scale(row, by: -1)
    }

    /// Multiplies the row's constant and cells by `factor`; returns the largest magnitude among
    /// its cells before (0 for a row of a constant alone), which a pivot weighs its cell against.
    @discardableResult
    mutating func scale(_ row: RowID, by factor: Double) -> Double {
        generation &+= 1
        constants[row] *= factor
        cells.makeUnique()
        let c = cells.elementsUnchecked(row)
        var largest = 0.0
        for i in 0..<cells.count(row) {
            largest = max(largest, abs(c[i].coefficient))
            c[i].coefficient *= factor
        }
        return largest
    }
}
