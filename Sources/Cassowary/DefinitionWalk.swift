/// The walks over definitions' readers. A spreading refresh (a resize moves everything below
/// the root) marks every definition the change reaches in a depth-first search whose finishing
/// order, read backwards, has each after the reached definitions it mentions (an explicit
/// stack, ``WalkFrames``: a chain of definitions can be as long as the screen), evaluates them
/// in it (`evaluateFinished`), and notes it for a replay of the same change (`ValueOrder`); a
/// definition placed out of order finds the readers whose ranks it must trade with
/// (`Tableau.reorder`).
///
/// This is a resize's whole cost, so it works on the tableau's arrays as buffers: read and
/// written without a uniqueness check or a bounds check per access (every index comes from the
/// tableau's own rows and lists, in range by its invariants), with nothing captured, so no
/// access is checked for exclusivity at run time.
struct DefinitionWalk {
    let rows: IDBuffer<RowID, Row>
    let cells: RowCellsBuffer
    let constants: IDBuffer<RowID, Double>
    let lists: ColumnListsBuffer
    let basicRow: IDBuffer<SymbolID, RowID>
    /// ``SymbolMarks`` as buffers: reached by this change, and taken (evaluated already) in
    /// this refresh.
    let reached: IDMutableBuffer<SymbolID, UInt32>
    let reachedNow: UInt32
    let visited: IDMutableBuffer<SymbolID, UInt32>
    let visitedNow: UInt32
    /// The variables' values (`Tableau.definitionValue`).
    let values: IDMutableBuffer<SymbolID, Double>

    /// Marks `root` and every symbol it reaches through readers (each one neither reached nor
    /// taken yet) and appends each to `frames.finished` once every reader it reaches is there:
    /// a depth-first search's finishing order. Read backwards, it puts every reached definition
    /// after the reached ones it mentions (a reader finishes before what it reads; definitions
    /// form no cycle), so an evaluation in it meets no pending input and checks none.
    @inline(__always)
    func reachInFinishingOrder(from root: SymbolID, frames: WalkFrames) {
        guard root != noSymbol && isFresh(root) else { return }
        reached[root] = reachedNow
        frames.push(WalkFrames.Frame(symbol: root, next: 0), at: 0)
        var depth = 1
        while depth > 0 {
            let top = frames.frames[depth &- 1]
            let entries = lists.elements(of: top.symbol.references)
            var next = Int(top.next), descended = false
            // The next fresh reader, if any, is searched before the rest of this one's.
            while next < entries.count {
                let reader = rows[entries[next].row].basic
                next &+= 1
                if reader != noSymbol && isFresh(reader) {
                    reached[reader] = reachedNow
                    frames.frames[depth &- 1].next = Int32(truncatingIfNeeded: next)
                    frames.push(WalkFrames.Frame(symbol: reader, next: 0), at: depth)
                    depth &+= 1
                    descended = true
                    break
                }
            }
            if !descended {
                frames.finish(top.symbol)
                depth &-= 1
            }
        }
    }

    /// Evaluates `frames.finished` (``reachInFinishingOrder(from:frames:)``) from its
    /// end, each symbol after the reached ones its definition mentions; appends to `changes`
    /// each variable whose value moved and, when `order` is given (room for every finished
    /// symbol), writes there each definition in the order it was evaluated, an order a replay
    /// of the same change may follow (``Tableau/recordValueOrder()``); how many it wrote.
    func evaluateFinished(_ frames: WalkFrames, changes changesOut: inout [SymbolID], order: UnsafeMutableBufferPointer<SymbolID>?) -> Int {
        // A local array (swapped in and out, so it stays unique): appending to an `inout`
        // array reloads it through its reference every time.
        var changes: [SymbolID] = [], ordered = 0
        swap(&changes, &changesOut)
        let finished = frames.finished
        var k = frames.finishedCount
        while k > 0 {
            k &-= 1
            let symbol = finished[k]
            let row = basicRow[symbol]
            var total = 0.0  // a free variable's
            if row != noRow && rows[row].isDefinition {
                total = sum(row)
                if let order {
                    order[ordered] = symbol
                    ordered &+= 1
                }
            }
            if total != values[symbol] {
                values[symbol] = total
                changes.append(symbol)
            }
        }
        swap(&changes, &changesOut)
        return ordered
    }

    /// Marks a symbol reached and appends it to `walked`, unless it was reached or taken.
    @inline(__always) func markReached(_ symbol: SymbolID, in walked: inout [SymbolID]) {
        if symbol != noSymbol && isFresh(symbol) {
            reached[symbol] = reachedNow
            walked.append(symbol)
        }
    }

    /// Marks the readers of `walked[start...]`, and theirs, appending each to `walked`: every
    /// reader, or those `admits`.
    @inline(__always)
    func reachReaders(of walked: inout [SymbolID], from start: Int, admits: (SymbolID) -> Bool = { _ in true }) {
        var k = start
        while k < walked.count {
            let l = walked[k].references
            for j in 0..<lists.count(l) {
                let reader = rows[lists[l, j].row].basic
                if reader != noSymbol && isFresh(reader) && admits(reader) {
                    reached[reader] = reachedNow
                    walked.append(reader)
                }
            }
            k += 1
        }
    }

    /// Neither taken nor reached yet.
    @inline(__always) private func isFresh(_ symbol: SymbolID) -> Bool {
        visited[symbol] != visitedNow && reached[symbol] != reachedNow
    }

    @inline(__always) private func value(_ symbol: SymbolID) -> Double {
        let row = basicRow[symbol]
        if row == noRow { return 0 }
        return rows[row].isDefinition ? values[symbol] : constants[row]
    }

    /// Sums definition `row` over its inputs' values (each final by now).
    @inline(__always) private func sum(_ row: RowID) -> Double {
        var total = constants[row]
        // The row's cells as one buffer, looked up once, and indexed: through `cells[row, i]`
        // the block's address was loaded again for every cell, and a `for in` over the buffer
        // cost a form's first solve 0.5% more instructions than indices.
        let cellsOfRow = cells.elements(of: row)
        for i in 0..<cellsOfRow.count { total += cellsOfRow[i].coefficient * value(cellsOfRow[i].symbol) }
        return total
    }
}

extension Tableau {
    /// Runs `body` on a walk over this tableau's buffers (the marks, `reached` and `visited`,
    /// as they are: the caller empties them as its walk needs), handing it the walk's scratch
    /// arrays (`walked`, `stack`: moved out of the tableau and back, so each stays unique).
    @inline(__always)
    mutating func withDefinitionWalk(_ body: (DefinitionWalk, inout [SymbolID], inout [SymbolID]) -> Void) {
        var walked: [SymbolID] = [], stack: [SymbolID] = []
        swap(&walked, &walks.walked)
        swap(&stack, &walks.stack)
        // Borrowed mutably, read through `readOnly`: a read-only borrow retains the array.
        matrix.rows.withUnsafeMutableBufferPointer { rows in
        matrix.constants.withUnsafeMutableBufferPointer { constants in
        matrix.lists.withUnsafeBuffers { lists in
        matrix.cells.withUnsafeBuffers { cells in
        matrix.basicRow.withUnsafeMutableBufferPointer { basicRow in
        walks.reached.withUnsafeMarks { reached, reachedNow in
        walks.visited.withUnsafeMarks { visited, visitedNow in
        definitionValue.withUnsafeMutableBufferPointer { values in
            body(DefinitionWalk(rows: rows.readOnly, cells: cells, constants: constants.readOnly, lists: lists, basicRow: basicRow.readOnly,
                                reached: reached, reachedNow: reachedNow,
                                visited: visited, visitedNow: visitedNow, values: values), &walked, &stack)
        }}}}}}}}
        swap(&walked, &walks.walked)
        swap(&stack, &walks.stack)
    }
}
