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
        currentStamp &+= 1
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
            } else {
                pushReaders(of: symbol)
            }
        }
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
    /// - Complexity: O(what is reached, and the sizes of their definitions).
    private mutating func evaluateEverythingReached(from changed: SymbolID) {
        reachedStamp &+= 1
        walked.removeAll(keepingCapacity: true)
        for k in 0..<valueHeap.count { reach(valueHeap[k].symbol) }
        valueHeap.removeAll(keepingCapacity: true)
        walked.append(changed)  // evaluated already: a seed for its readers only
        var k = 0
        while k < walked.count {
            let l = Int(walked[k]) * 2 + 1
            k += 1
            for j in 0..<lists[l].count {
                let reader = rows[Int(lists[l][j].row)].basic
                if reader != none { reach(reader) }
            }
        }
        for k in 0..<walked.count where visitStamp[Int(walked[k])] != currentStamp {
            // Most reached definitions have their inputs evaluated by now (readers come after
            // what they read in this walk): sum them directly; else go inputs first.
            let symbol = walked[k]
            let r = Int(basicRow[Int(symbol)])
            var total = 0.0
            var ready = true
            if basicRow[Int(symbol)] != none && rows[r].isDefinition {
                total = rows[r].constant
                for i in 0..<rows[r].cells.count {
                    let input = rows[r].cells[i].symbol
                    if reachedMark[Int(input)] == reachedStamp && visitStamp[Int(input)] != currentStamp {
                        ready = false
                        break
                    }
                    total += rows[r].cells[i].coefficient * value(of: input)
                }
            }
            if ready {
                visitStamp[Int(symbol)] = currentStamp
                _ = publish(symbol, total)
            } else {
                evaluateReached(symbol)
            }
        }
    }

    @inline(__always) private mutating func reach(_ symbol: SymbolID) {
        if visitStamp[Int(symbol)] != currentStamp && reachedMark[Int(symbol)] != reachedStamp {
            reachedMark[Int(symbol)] = reachedStamp
            walked.append(symbol)
        }
    }

    /// Evaluates a reached variable, after the reached ones its definition mentions.
    private mutating func evaluateReached(_ start: SymbolID) {
        walkStack.append(start)
        while let symbol = walkStack.last {
            if visitStamp[Int(symbol)] == currentStamp {
                walkStack.removeLast()
                continue
            }
            // One pass: sum the definition, or find an input still to evaluate.
            var total = 0.0
            var ready = true
            let row = basicRow[Int(symbol)]
            if row != none && rows[Int(row)].isDefinition {
                let r = Int(row)
                total = rows[r].constant
                for i in 0..<rows[r].cells.count {
                    let input = rows[r].cells[i].symbol
                    if reachedMark[Int(input)] == reachedStamp && visitStamp[Int(input)] != currentStamp {
                        walkStack.append(input)
                        ready = false
                    } else if ready {
                        total += rows[r].cells[i].coefficient * value(of: input)
                    }
                }
            }
            if ready {
                walkStack.removeLast()
                visitStamp[Int(symbol)] = currentStamp
                _ = publish(symbol, total)
            }
        }
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
