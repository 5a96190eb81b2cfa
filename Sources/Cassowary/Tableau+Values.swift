// Values: a core row's basic reads its constant; a defined variable is its definition
// evaluated over the values of what it mentions.

extension Tableau {
    /// The symbol's value in the current solution; a variable's as of the last
    /// ``refreshValues()``.
    @inline(__always) func value(of symbol: SymbolID) -> Double {
        Tableau.value(of: symbol, matrix.basicRow, definitionValue, matrix.constants)
    }

    /// A core row's basic reads its constant, a defined symbol its stored value, a parametric
    /// one 0.
    @inline(__always)
    static func value(of symbol: SymbolID, _ basicRow: BasisIndex, _ definitionValue: IDArray<SymbolID, Double>,
                      _ constants: IDArray<RowID, Double>) -> Double {
        let entry = basicRow.entry(of: symbol)
        if entry.row == noRow { return 0 }
        return entry.definition ? definitionValue[symbol] : constants[entry.row]
    }

    /// What ``value(of:)`` reads, for a closure that reads values from a mutating method of
    /// the solver core: one that reads `tableau` there captures a copy of the whole core, every
    /// array of it retained and released (a drift check's residuals, once a constraint: two
    /// thirds of tiles' first resize step at 1 000 views). Hold it only while the tableau does
    /// not change: its arrays are the tableau's, and a change would copy them.
    var valueReader: ValueReader {
        ValueReader(basicRow: matrix.basicRow, definitionValue: definitionValue, constants: matrix.constants)
    }

    struct ValueReader {
        let basicRow: BasisIndex
        let definitionValue: IDArray<SymbolID, Double>
        let constants: IDArray<RowID, Double>

        @inline(__always) func value(of symbol: SymbolID) -> Double {
            Tableau.value(of: symbol, basicRow, definitionValue, constants)
        }
    }

    /// Brings variables' values up to date and adds to `changedVariables` those whose value
    /// changed (until ``clearChanged()``) — or, replaying a recorded order with `published`
    /// given, writes them there by variable index: from the dirty symbols, definitions are
    /// evaluated in the order of their ranks
    /// (what a definition mentions is older, so it is final by then), and a variable's
    /// readers are evaluated only when its value moved. Removing and adding back a link of a
    /// chain leaves its value as it was, so nothing below it is touched.
    /// - Complexity: O(k log k) for the k definitions whose inputs changed.
    mutating func refreshValues(publishing published: IDMutableBuffer<VariableID, Double>? = nil) {
        let valuedBefore = valuedAtOnce
        valuedAtOnce = 0
        // The same change over the same structure as before; or a drag's second step, whose
        // order (noted by the first) is compiled here, before anything is evaluated.
        if valueOrderApplies || recordValueOrderIfSpreadRepeats() {
            replayValueOrder(publishing: published)
            clearDirty()
            return
        }
        walks.marks.removeAllVisited()  // here: evaluated in this refresh
        if dirty.count > Tableau.orderedEvaluationLimit && !notesRefresh(valuedBefore: valuedBefore) {
            walkFromDirty()
            return
        }
        let changesBefore = changedVariables.count
        for k in 0..<dirty.count {
            let symbol = dirty[k]
            if symbols[symbol].kind == .external {
                let entry = matrix.basicRow.entry(of: symbol)
                valueHeap.push(symbol, rank: entry.definition ? matrix.rows[entry.row].rank : -.infinity)
            } else {
                pushReaders(of: symbol)  // a restricted symbol's value moved with its row
            }
        }
        var evaluated = 0, pruned = false
        while let symbol = valueHeap.pop() {
            if walks.marks.isVisited(symbol) { continue }
            walks.marks.visit(symbol)
            evaluated += 1
            guard publish(symbol, evaluate(symbol)) else {
                pruned = true  // its readers are not pushed
                continue
            }
            // A change that spreads (a resize moves everything below the root) is cheaper to
            // follow without ordering: mark all it reaches, then evaluate each after its inputs.
            if evaluated + valueHeap.count + matrix.referenceCount(symbol) > Tableau.orderedEvaluationLimit {
                evaluateEverythingReached(from: symbol, pruned: pruned, changesBefore: changesBefore,
                                          valuedBefore: valuedBefore)
            } else {
                pushReaders(of: symbol)
            }
        }
        clearDirty()
    }

    /// Whether this refresh is one a later one may repeat (``ValueOrder/notes(dirty:rows:)``),
    /// not a build's. A build's definitions valued as they were made since the last refresh
    /// (`valuedBefore`, ``Tableau/valuedAtOnce``) count with its dirty symbols; a drag makes
    /// none. (Not `changedVariables`: refreshes for `currentValue(of:)` add to it without an
    /// update to empty it, and a drag read that way would never be replayed.)
    private func notesRefresh(valuedBefore: Int) -> Bool {
        ValueOrder.notes(dirty: dirty.count + valuedBefore, rows: matrix.rows.count)
    }

    /// How many definitions `refreshValues` evaluates in rank order before it switches to
    /// evaluating all that the change reaches. Low on purpose: a change that spreads is
    /// compiled at its second time over the same structure and replayed from then on, and a
    /// small screen's resize (a form of 50 rows: the root's width read by 50 field widths) is
    /// such a change; ordered through the heap it cost 44 k instructions a step, replayed 12 k.
    static let orderedEvaluationLimit = 16

    /// The value of a variable's definition now (0 for a free variable). (`mutating` for the
    /// reason ``dualEnteringSymbol(for:)`` is: a copy of the tableau at each call.)
    mutating func evaluate(_ symbol: SymbolID) -> Double {
        let entry = matrix.basicRow.entry(of: symbol)
        return entry.definition ? definitionSum(entry.row) : 0
    }

    /// A definition's value: its constant, then each cell in the row's order (`DefinitionWalk.sum`'s
    /// order, so that every way of valuing a definition gives the same bits).
    @inline(__always) func definitionSum(_ row: RowID) -> Double {
        var total = matrix.constants[row]
        let cells = matrix.cells.elementsInPlace(row)
        for i in 0..<cells.count { total += cells[i].coefficient * value(of: cells[i].symbol) }
        return total
    }

    /// Stores a variable's new value and lists it in `changedVariables`; whether it moved.
    @discardableResult @inline(__always) mutating func publish(_ symbol: SymbolID, _ total: Double) -> Bool {
        guard total != definitionValue[symbol] else { return false }
        definitionValue[symbol] = total
        changedVariables.append(symbol)  // at most once per refresh (each is visited once)
        return true
    }

    /// Every definition that the heap and the readers of `changed` (evaluated already) reach
    /// through readers, evaluated after the reached ones it mentions (see ``DefinitionWalk``).
    /// Empties the heap.
    ///
    /// Unless it is a build's (``ValueOrder/notes(dirty:rows:)``), the refresh is noted for the
    /// next one like it, with its order when no unchanged value stopped the change before the
    /// walk (not `pruned`): then every definition the heap evaluated moved, and was listed in
    /// `changedVariables` from `changesBefore` on, in the order of their ranks; those and the
    /// walk's, in the order it takes them, are everything the change reaches.
    /// - Complexity: O(what is reached, and the sizes of their definitions).
    private mutating func evaluateEverythingReached(from changed: SymbolID, pruned: Bool, changesBefore: Int,
                                                    valuedBefore: Int) {
        let notes = shortcuts.recordsValueOrders && notesRefresh(valuedBefore: valuedBefore)
        let ordered = walkEvaluating(from: .heap(changed: changed, changesBefore: changesBefore), recordsOrder: notes && !pruned)
        valueHeap.removeAll()
        if notes { noteSpreadingRefresh(ordered: ordered) } else { forgetSpreadingRefresh() }
    }

    /// A build's update: dirty symbols past the ordered evaluation's limit and more than half
    /// the rows (``ValueOrder/notes(dirty:rows:)``), nearly all of whose values move. Through
    /// the heap, every one of them (or its readers) was pushed, and the first whose value moved
    /// handed the rest over to the walk (``evaluateEverythingReached(from:pruned:changesBefore:valuedBefore:)``):
    /// the heap ordered them for nothing, 4% of a build's instructions at 1 000 siblings (6%
    /// nested), in a heap as long as the symbols, grown by doubling (at a million views, fresh
    /// memory at each copy). The walk from the dirty symbols also evaluates the readers of
    /// those the heap would have found unchanged before the first that moved; each definition
    /// is evaluated the same way on both paths (its constant, then its cells in order), so the
    /// values are the same, bit for bit. A refresh that is noted (fewer dirty symbols: a
    /// removal's, a resize's) keeps the heap, which stops where values do not move.
    private mutating func walkFromDirty() {
        _ = walkEvaluating(from: .dirty, recordsOrder: false)
        forgetSpreadingRefresh()
        clearDirty()
    }

    /// Every definition the dirty symbols reach through readers, evaluated after the reached
    /// ones it mentions, and that order noted in ``ValueOrder/lastEvaluated``: everything the
    /// change reaches, which a replay of it follows.
    mutating func evaluateEverythingReachedFromDirty() {
        walks.marks.removeAllVisited()  // here: taken by the walk
        valueOrder.lastEvaluatedCount = walkEvaluating(from: .dirty, recordsOrder: true)
    }

    /// Where a walk starts: the heap's symbols and the readers of `changed` (evaluated already,
    /// as were the symbols listed in `changedVariables` from `changesBefore` on); or the dirty
    /// symbols, an external one itself and its readers, a restricted one (basic in a core row,
    /// its value moved with the row's constant) its readers only.
    private enum WalkStart {
        case heap(changed: SymbolID, changesBefore: Int)
        case dirty
    }

    /// Marks what `start` reaches and evaluates it; with `recordsOrder`, writes to
    /// ``ValueOrder/lastEvaluated`` every definition evaluated since the start, in order (from
    /// the heap, those the heap evaluated first); how many it wrote, or -1 without.
    private mutating func walkEvaluating(from start: WalkStart, recordsOrder: Bool) -> Int {
        walks.marks.removeAllReached()
        // Taken out of `self` for the walk (put back below): the walk borrows the rest.
        var changes: [SymbolID] = [], order: [SymbolID] = [], heap = RankHeap<LowestRankFirst>()
        swap(&changes, &changedVariables)
        swap(&order, &valueOrder.lastEvaluated)
        swap(&heap, &valueHeap)
        var ordered = -1
        let dirty = self.dirty, symbols = self.symbols
        withDefinitionWalk { walk, walked, stack in
            var evaluated = 0
            switch start {
            case let .heap(changed, changesBefore):
                Tableau.reach(fromHeap: heap, changed: changed, walk, &walked)
                evaluated = changes.count - changesBefore
            case .dirty:
                Tableau.reach(from: dirty, symbols, walk, &walked)
            }
            if !recordsOrder {
                _ = walk.evaluate(walked, stack: &stack, changes: &changes, order: nil)
            } else {
                // Room for every reached symbol, kept from one walk to the next.
                if order.count < evaluated + walked.count {
                    order.append(contentsOf: repeatElement(noSymbol, count: evaluated + walked.count - order.count))
                }
                ordered = order.withUnsafeMutableBufferPointer { order in
                    for k in 0..<evaluated { order[k] = changes[changes.count - evaluated + k] }
                    return evaluated + walk.evaluate(walked, stack: &stack, changes: &changes,
                                                     order: UnsafeMutableBufferPointer(rebasing: order[evaluated...]))
                }
            }
        }
        swap(&changes, &changedVariables)
        swap(&order, &valueOrder.lastEvaluated)
        swap(&heap, &valueHeap)
        return ordered
    }

    /// Marks what the heap's symbols and the readers of `changed` reach (`walked`: emptied
    /// first).
    private static func reach(fromHeap heap: RankHeap<LowestRankFirst>, changed: SymbolID, _ walk: DefinitionWalk,
                              _ walkedOut: inout [SymbolID]) {
        // A local array (swapped in and out): appending to an `inout` one checked its
        // uniqueness at every symbol.
        var walked: [SymbolID] = []
        swap(&walked, &walkedOut)
        walked.removeAll(keepingCapacity: true)
        for i in 0..<heap.count { walk.markReached(heap.entries[i].symbol, in: &walked) }
        walked.append(changed)  // evaluated already: a seed for its readers only
        walk.reachReaders(of: &walked, from: 0)
        swap(&walked, &walkedOut)
    }

    /// Marks what the dirty symbols reach (`walked`: emptied first).
    private static func reach(from dirty: [SymbolID], _ symbols: IDArray<SymbolID, SymbolInfo>, _ walk: DefinitionWalk,
                              _ walkedOut: inout [SymbolID]) {
        var walked: [SymbolID] = []  // local, as above
        swap(&walked, &walkedOut)
        walked.removeAll(keepingCapacity: true)
        for k in 0..<dirty.count {
            let symbol = dirty[k]
            if symbols[symbol].kind == .external {
                walk.markReached(symbol, in: &walked)
            } else {
                let l = symbol.references
                for j in 0..<walk.lists.count(l) { walk.markReached(walk.rows[walk.lists[l, j].row].basic, in: &walked) }
            }
        }
        walk.reachReaders(of: &walked, from: 0)
        swap(&walked, &walkedOut)
    }

    /// Forgets which variables changed (after their values were published).
    mutating func clearChanged() {
        // Empty after a replay, which publishes as it goes.
        if !changedVariables.isEmpty { changedVariables.removeAll(keepingCapacity: true) }
    }

    private mutating func pushReaders(of symbol: SymbolID) {
        let l = symbol.references
        for k in 0..<matrix.lists.count(l) {
            let r = matrix.lists[l, k].row
            if matrix.rows[r].basic != noSymbol { valueHeap.push(matrix.rows[r].basic, rank: matrix.rows[r].rank) }
        }
    }
}
