// Values: a core row's basic reads its constant; a defined variable is its definition
// evaluated over the values of what it mentions.

extension Tableau {
    /// The symbol's value in the current solution; a variable's as of the last
    /// ``refreshValues()``.
    @inline(__always) func value(of symbol: SymbolID) -> Double {
        let row = basicRow[Int(symbol)]
        if row == none { return 0 }
        return rows[Int(row)].isDefinition ? definitionValue[Int(symbol)] : rows[Int(row)].constant
    }

    /// Brings variables' values up to date and adds to `changedVariables` those whose value
    /// changed (until ``clearChanged()``): from the dirty symbols, definitions are evaluated in the order of their ranks
    /// (what a definition mentions is older, so it is final by then), and a variable's
    /// readers are evaluated only when its value moved. Removing and adding back a link of a
    /// chain leaves its value as it was, so nothing below it is touched.
    /// - Complexity: O(k log k) for the k definitions whose inputs changed.
    mutating func refreshValues() {
        if valueOrderApplies {  // the same change over the same structure as before
            replayValueOrder()
            clearDirty()
            return
        }
        currentStamp &+= 1
        var spread = false
        for k in 0..<dirty.count {
            let symbol = dirty[k]
            if symbols[Int(symbol)].kind == .external {
                let row = basicRow[Int(symbol)]
                pushValue(symbol, rank: row != none && rows[Int(row)].isDefinition ? rows[Int(row)].rank : -.infinity)
            } else {
                pushReaders(of: symbol)  // a restricted symbol's value moved with its row
            }
        }
        var evaluated = 0
        while let symbol = popValue() {
            if visitStamp[Int(symbol)] == currentStamp { continue }
            visitStamp[Int(symbol)] = currentStamp
            evaluated += 1
            guard publish(symbol, evaluate(symbol)) else { continue }
            // A change that spreads (a resize moves everything below the root) is cheaper to
            // follow without ordering: mark all it reaches, then evaluate each after its inputs.
            if evaluated + valueHeap.count + referenceCount(symbol) > Tableau.orderedEvaluationLimit {
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
    /// evaluating all that the change reaches.
    static let orderedEvaluationLimit = 64

    /// The value of a variable's definition now (0 for a free variable).
    private func evaluate(_ symbol: SymbolID) -> Double {
        let row = basicRow[Int(symbol)]
        guard row != none && rows[Int(row)].isDefinition else { return 0 }
        let r = Int(row)
        var total = rows[r].constant
        for i in 0..<rows[r].cells.count { total += rows[r].cells[i].coefficient * value(of: rows[r].cells[i].symbol) }
        return total
    }

    /// Stores a variable's new value; whether it moved.
    @inline(__always) private mutating func publish(_ symbol: SymbolID, _ total: Double) -> Bool {
        guard total != definitionValue[Int(symbol)] else { return false }
        definitionValue[Int(symbol)] = total
        changedVariables.append(symbol)  // at most once per refresh (each is visited once)
        return true
    }

    /// Every variable that the heap and the readers of `changed` reach through readers,
    /// evaluated after the reached variables it mentions (an explicit stack: a chain of
    /// definitions can be as long as the screen). Empties the heap.
    ///
    /// This is a resize's whole cost, so it works on buffer pointers: the tableau's arrays
    /// are read and written without a uniqueness check or a bounds check per access (every
    /// index comes from the tableau's own lists, in range by its invariants).
    /// - Complexity: O(what is reached, and the sizes of their definitions).
    private mutating func evaluateEverythingReached(from changed: SymbolID) {
        reachedStamp &+= 1
        let reachedNow = reachedStamp, visitedNow = currentStamp
        // Scratch taken out of `self` for the walk (put back below), so that appending to
        // them is not a write through `self` while its other arrays are borrowed.
        var walked = self.walked, stack = self.walkStack, changes = self.changedVariables, heap = self.valueHeap
        self.walked = []; self.walkStack = []; self.changedVariables = []; self.valueHeap = []
        walked.removeAll(keepingCapacity: true)
        rows.withUnsafeBufferPointer { rows in
        lists.withUnsafeBufferPointer { lists in
        basicRow.withUnsafeBufferPointer { basicRow in
        reachedMark.withUnsafeMutableBufferPointer { reached in
        visitStamp.withUnsafeMutableBufferPointer { visited in
        definitionValue.withUnsafeMutableBufferPointer { values in
            // The helpers capture only the buffers: a local `var` captured by a nested
            // function would be checked for exclusive access at run time on every use.
            @inline(__always) func isFresh(_ symbol: SymbolID) -> Bool {
                visited[Int(symbol)] != visitedNow && reached[Int(symbol)] != reachedNow
            }
            @inline(__always) func isPending(_ symbol: SymbolID) -> Bool {
                reached[Int(symbol)] == reachedNow && visited[Int(symbol)] != visitedNow
            }
            @inline(__always) func value(_ symbol: SymbolID) -> Double {
                let row = basicRow[Int(symbol)]
                if row == none { return 0 }
                return rows[Int(row)].isDefinition ? values[Int(symbol)] : rows[Int(row)].constant
            }
            /// Sums a definition whose reached inputs are all evaluated; nil when one is not.
            @inline(__always) func sum(_ symbol: SymbolID) -> Double? {
                let row = basicRow[Int(symbol)]
                guard row != none && rows[Int(row)].isDefinition else { return 0 }
                var total = rows[Int(row)].constant
                // Indices, not `for in`: iterating an array would retain it.
                for i in 0..<rows[Int(row)].cells.count {
                    let cell = rows[Int(row)].cells[i]
                    if isPending(cell.symbol) { return nil }
                    total += cell.coefficient * value(cell.symbol)
                }
                return total
            }
            /// Marks a variable evaluated; whether its value moved.
            @inline(__always) func store(_ symbol: SymbolID, _ total: Double) -> Bool {
                visited[Int(symbol)] = visitedNow
                guard total != values[Int(symbol)] else { return false }
                values[Int(symbol)] = total
                return true
            }
            for i in 0..<heap.count where isFresh(heap[i].symbol) {
                reached[Int(heap[i].symbol)] = reachedNow
                walked.append(heap[i].symbol)
            }
            walked.append(changed)  // evaluated already: a seed for its readers only
            var k = 0
            while k < walked.count {
                let l = Int(walked[k]) * 2 + 1
                for j in 0..<lists[l].count {
                    let reader = rows[Int(lists[l][j].row)].basic
                    if reader != none && isFresh(reader) {
                        reached[Int(reader)] = reachedNow
                        walked.append(reader)
                    }
                }
                k += 1
            }
            // Most reached definitions have their inputs evaluated by now (readers come after
            // what they read in this walk): sum them directly; else go inputs first.
            for w in 0..<walked.count where visited[Int(walked[w])] != visitedNow {
                let start = walked[w]
                if let total = sum(start) {
                    if store(start, total) { changes.append(start) }
                    continue
                }
                stack.append(start)
                while let symbol = stack.last {
                    if visited[Int(symbol)] == visitedNow {
                        stack.removeLast()
                    } else if let total = sum(symbol) {
                        stack.removeLast()
                        if store(symbol, total) { changes.append(symbol) }
                    } else {
                        let row = Int(basicRow[Int(symbol)])
                        for i in 0..<rows[row].cells.count where isPending(rows[row].cells[i].symbol) {
                            stack.append(rows[row].cells[i].symbol)
                        }
                    }
                }
            }
        }}}}}}
        heap.removeAll(keepingCapacity: true)
        self.walked = walked
        self.walkStack = stack
        self.changedVariables = changes
        self.valueHeap = heap
    }

    /// Forgets which variables changed (after their values were published).
    mutating func clearChanged() {
        changedVariables.removeAll(keepingCapacity: true)
    }

    private mutating func pushReaders(of symbol: SymbolID) {
        let l = Int(symbol) * 2 + 1
        for k in 0..<lists[l].count {
            let r = Int(lists[l][k].row)
            if rows[r].basic != none { pushValue(rows[r].basic, rank: rows[r].rank) }
        }
    }

    // MARK: A binary heap of (rank, symbol), lowest rank first, in reused storage.

    private mutating func pushValue(_ symbol: SymbolID, rank: Double) {
        valueHeap.append((rank, symbol))
        var child = valueHeap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if valueHeap[parent].rank <= valueHeap[child].rank { break }
            valueHeap.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func popValue() -> SymbolID? {
        guard let last = valueHeap.popLast() else { return nil }
        if valueHeap.isEmpty { return last.symbol }
        let top = valueHeap[0].symbol
        valueHeap[0] = last
        var parent = 0
        let count = valueHeap.count
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < count && valueHeap[left].rank < valueHeap[smallest].rank { smallest = left }
            if right < count && valueHeap[right].rank < valueHeap[smallest].rank { smallest = right }
            if smallest == parent { break }
            valueHeap.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }
}
