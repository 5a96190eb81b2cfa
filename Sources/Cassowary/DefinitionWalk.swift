/// The walks over definitions' readers: mark every definition a change reaches through
/// readers, then take each after the reached definitions it mentions (an explicit stack: a
/// chain of definitions can be as long as the screen). A spreading refresh (a resize moves
/// everything below the root) evaluates them in that order (`evaluate`), and notes it for a
/// replay of the same change (`ValueOrder`); a definition placed out of order finds the
/// readers whose ranks it must trade with (`Tableau.reorder`).
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
    /// Per symbol its row and whether that is a definition (``BasisIndex``).
    let basis: IDBuffer<SymbolID, BasisIndex.Entry>
    /// ``WalkMarks`` as a buffer of pairs: reached by this change, and taken (evaluated, or
    /// placed in the order) by this walk.
    let marks: IDMutableBuffer<SymbolID, WalkMarks.Pair>
    let reachedNow: UInt32
    let visitedNow: UInt32
    /// The variables' values (`Tableau.definitionValue`).
    let values: IDMutableBuffer<SymbolID, Double>

    /// Evaluates every symbol of `walked` (reached, see ``reachReaders(of:from:)``), each after
    /// the reached ones its definition mentions; appends to `changes` each variable whose value
    /// moved and, when `order` is given (room for every symbol of `walked`), writes there each
    /// definition in the order it was evaluated, an order a replay of the same change may
    /// follow (``Tableau/recordValueOrder()``); how many it wrote.
    func evaluate(_ walked: [SymbolID], stack stackOut: inout [SymbolID], changes changesOut: inout [SymbolID],
                  order: UnsafeMutableBufferPointer<SymbolID>?) -> Int {
        // Local arrays (swapped in and out, so each stays unique): appending to an `inout`
        // array reloads it through its reference every time. The order is written on a
        // buffer with room for all: appended to an array, it checked its uniqueness at every
        // definition.
        var stack: [SymbolID] = [], changes: [SymbolID] = [], ordered = 0
        swap(&stack, &stackOut)
        swap(&changes, &changesOut)
        inDependencyOrder(walked, stack: &stack, state: &changes) { symbol, changes in
            let entry = basis[symbol]
            var total = 0.0  // a free variable's
            if entry.definition {
                guard let sum = sum(entry.row) else { return false }
                total = sum
                if let order {
                    order[ordered] = symbol
                    ordered &+= 1
                }
            }
            marks[symbol].visited = visitedNow
            if total != values[symbol] {
                values[symbol] = total
                changes.append(symbol)
            }
            return true
        }
        swap(&stack, &stackOut)
        swap(&changes, &changesOut)
        return ordered
    }

    /// Marks a symbol reached and appends it to `walked`, unless it was reached or taken.
    @inline(__always) func markReached(_ symbol: SymbolID, in walked: inout [SymbolID]) {
        if symbol != noSymbol && isFresh(symbol) {
            marks[symbol].reached = reachedNow
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
                    marks[reader].reached = reachedNow
                    walked.append(reader)
                }
            }
            k += 1
        }
    }

    /// Calls `take` on every symbol of `walked` not taken yet, each after the reached symbols its
    /// definition mentions. `take` marks the symbol taken and returns true, or returns false when
    /// an input is still pending; then the pending inputs go first. (`take` writes what it
    /// builds to `state`, passed in rather than captured: a captured array is appended to
    /// through a reference.)
    @inline(__always)
    func inDependencyOrder<State>(_ walked: [SymbolID], stack: inout [SymbolID], state: inout State,
                                  _ take: (SymbolID, inout State) -> Bool) {
        // Most reached definitions have their inputs taken by now (readers come after what
        // they read in the walk): taken at once; else inputs first.
        for w in 0..<walked.count where marks[walked[w]].visited != visitedNow {
            if take(walked[w], &state) { continue }
            stack.append(walked[w])
            while let symbol = stack.last {
                if marks[symbol].visited == visitedNow || take(symbol, &state) {
                    stack.removeLast()
                } else {
                    let cellsOfRow = cells.elements(of: basis[symbol].row)
                    for i in 0..<cellsOfRow.count where isPending(cellsOfRow[i].symbol) {
                        stack.append(cellsOfRow[i].symbol)
                    }
                }
            }
        }
    }

    /// Neither taken nor reached yet.
    @inline(__always) private func isFresh(_ symbol: SymbolID) -> Bool {
        let mark = marks[symbol]
        return mark.visited != visitedNow && mark.reached != reachedNow
    }

    /// Reached and still to be taken.
    @inline(__always) func isPending(_ symbol: SymbolID) -> Bool {
        let mark = marks[symbol]
        return mark.reached == reachedNow && mark.visited != visitedNow
    }

    @inline(__always) private func value(_ symbol: SymbolID) -> Double {
        let entry = basis[symbol]
        if entry.row == noRow { return 0 }
        return entry.definition ? values[symbol] : constants[entry.row]
    }

    /// Sums definition `row` when its reached inputs are all taken; nil when one is not.
    @inline(__always) private func sum(_ row: RowID) -> Double? {
        var total = constants[row]
        // The row's cells as one buffer, looked up once, and indexed: through `cells[row, i]`
        // the block's address was loaded again for every cell, and a `for in` over the buffer
        // cost a form's first solve 0.5% more instructions than indices.
        let cellsOfRow = cells.elements(of: row)
        for i in 0..<cellsOfRow.count {
            let cell = cellsOfRow[i]
            if isPending(cell.symbol) { return nil }
            total += cell.coefficient * value(cell.symbol)
        }
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
        matrix.basicRow.withUnsafeEntries { basis in
        walks.marks.withUnsafeMarks { marks, reachedNow, visitedNow in
        definitionValue.withUnsafeMutableBufferPointer { values in
            body(DefinitionWalk(rows: rows.readOnly, cells: cells, constants: constants.readOnly, lists: lists, basis: basis,
                                marks: marks, reachedNow: reachedNow, visitedNow: visitedNow, values: values),
                 &walked, &stack)
        }}}}}}}
        swap(&walked, &walks.walked)
        swap(&stack, &walks.stack)
    }
}
