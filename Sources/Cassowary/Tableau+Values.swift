// Values: a core row's basic reads its constant; a defined variable is its definition
// evaluated over the values of what it mentions.

extension Tableau {
    /// The symbol's value in the current solution; a variable's as of the last
    /// ``refreshValues()``.
    @inline(__always) func value(of symbol: SymbolID) -> Double {
        let row = matrix.basicRow[symbol]
        if row == noRow { return 0 }
        return matrix.rows[row].isDefinition ? definitionValue[symbol] : matrix.constants[row]
    }

    /// Brings variables' values up to date and adds to `changedVariables` those whose value
    /// changed (until ``clearChanged()``) — or, replaying a recorded order with `published`
    /// given, writes them there by variable index: from the dirty symbols, definitions are
    /// evaluated in the order of their ranks
    /// (what a definition mentions is older, so it is final by then), and a variable's
    /// readers are evaluated only when its value moved. Removing and adding back a link of a
    /// chain leaves its value as it was, so nothing below it is touched.
    /// - Complexity: O(k log k) for the k definitions whose inputs changed.
    mutating func refreshValues(publishing published: IDMutableBuffer<VariableID, VariableState>? = nil) {
        // The same change over the same structure as before; or a drag's second step, whose
        // order is recorded here, before anything is evaluated.
        if valueOrderApplies || recordValueOrderIfSpreadRepeats() {
            replayValueOrder(publishing: published)
            clearDirty()
            return
        }
        walks.visited.removeAll()  // here: evaluated in this refresh
        var spread = false
        for k in 0..<dirty.count {
            let symbol = dirty[k]
            if symbols[symbol].kind == .external {
                let row = matrix.basicRow[symbol]
                valueHeap.push(symbol, rank: row != noRow && matrix.rows[row].isDefinition ? matrix.rows[row].rank : -.infinity)
            } else {
                pushReaders(of: symbol)  // a restricted symbol's value moved with its row
            }
        }
        var evaluated = 0
        while let symbol = valueHeap.pop() {
            if walks.visited.contains(symbol) { continue }
            walks.visited.insert(symbol)
            evaluated += 1
            guard publish(symbol, evaluate(symbol)) else { continue }
            // A change that spreads (a resize moves everything below the root) is cheaper to
            // follow without ordering: mark all it reaches, then evaluate each after its inputs.
            if evaluated + valueHeap.count + matrix.referenceCount(symbol) > Tableau.orderedEvaluationLimit {
                evaluateEverythingReached(from: symbol)
                spread = true
            } else {
                pushReaders(of: symbol)
            }
        }
        if spread { noteSpreadingRefresh() }
        clearDirty()
    }

    /// How many definitions `refreshValues` evaluates in rank order before it switches to
    /// evaluating all that the change reaches. Low on purpose: a change that spreads is
    /// recorded at its second time over the same structure and replayed from then on, and a
    /// small screen's resize (a form of 50 rows: the root's width read by 50 field widths) is
    /// such a change; ordered through the heap it cost 44 k instructions a step, replayed 12 k.
    static let orderedEvaluationLimit = 16

    /// The value of a variable's definition now (0 for a free variable).
    private func evaluate(_ symbol: SymbolID) -> Double {
        let row = matrix.basicRow[symbol]
        guard row != noRow && matrix.rows[row].isDefinition else { return 0 }
        var total = matrix.constants[row]
        for i in 0..<matrix.cells.count(row) { total += matrix.cells[row, i].coefficient * value(of: matrix.cells[row, i].symbol) }
        return total
    }

    /// Stores a variable's new value; whether it moved.
    @inline(__always) private mutating func publish(_ symbol: SymbolID, _ total: Double) -> Bool {
        guard total != definitionValue[symbol] else { return false }
        definitionValue[symbol] = total
        changedVariables.append(symbol)  // at most once per refresh (each is visited once)
        return true
    }

    /// Every variable that the heap and the readers of `changed` reach through readers,
    /// evaluated after the reached variables it mentions (see ``DefinitionWalk``). Empties
    /// the heap.
    /// - Complexity: O(what is reached, and the sizes of their definitions).
    private mutating func evaluateEverythingReached(from changed: SymbolID) {
        walks.reached.removeAll()
        // Taken out of `self` for the walk (put back below): the walk borrows the rest.
        var changes: [SymbolID] = [], heap = RankHeap<LowestRankFirst>()
        swap(&changes, &changedVariables)
        swap(&heap, &valueHeap)
        withDefinitionWalk { walk, walked, stack in
            walk.evaluate(heap: heap, changed: changed, walked: &walked, stack: &stack, changes: &changes)
        }
        heap.removeAll()
        swap(&changes, &changedVariables)
        swap(&heap, &valueHeap)
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
