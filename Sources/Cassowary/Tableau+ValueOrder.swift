// A recorded evaluation order for changes that spread. Dragging a window resizes the root
// again and again with the same edit: the same symbols turn dirty, and no row changes shape
// between two steps. When a change spreads over the structure the previous spreading change
// saw, the definitions it reaches are recorded in an order where each comes after the reached
// ones it mentions; from then on a refresh with the same dirty symbols over the same structure
// evaluates that list straight through, with no walk over readers and no marks. Any change to
// a row's cells or to which row a symbol is basic in moves `structureGeneration` and retires
// the list.

/// What `refreshValues` remembers of the changes that spread.
struct ValueOrder {
    /// The structure the order was recorded from (`UInt64.max`: none recorded).
    var generation = UInt64.max
    /// The dirty symbols it was recorded for.
    var seeds: [SymbolID] = []
    /// Every definition those reach, each after the reached definitions it mentions.
    var order: [SymbolID] = []
    /// The structure at the last spreading refresh the order did not serve: the order is
    /// recorded when a spreading refresh finds the structure as the one before it left it, so
    /// refreshes whose structure changes every time (a resize that pivots) never pay for a
    /// recording they would not use.
    var lastGeneration = UInt64.max
}

extension Tableau {
    /// Whether the recorded order serves a refresh of the current dirty symbols.
    var valueOrderApplies: Bool {
        valueOrder.generation == structureGeneration && !dirty.isEmpty && valueOrder.seeds == dirty
    }

    /// After a refresh in which the change spread: records the order (for these dirty
    /// symbols) if the structure has not changed since the spreading refresh before.
    mutating func noteSpreadingRefresh() {
        if valueOrder.lastGeneration == structureGeneration {
            recordValueOrder()
        } else {
            valueOrder.lastGeneration = structureGeneration
        }
    }

    /// Evaluates the recorded order; publishes what moved.
    mutating func replayValueOrder() {
        var order: [SymbolID] = []
        swap(&order, &valueOrder.order)  // own it while `self` is written
        for k in 0..<order.count {
            let symbol = order[k]
            let r = Int(basicRow[Int(symbol)])
            var total = rows[r].constant
            for i in 0..<rows[r].cells.count { total += rows[r].cells[i].coefficient * value(of: rows[r].cells[i].symbol) }
            if total != definitionValue[Int(symbol)] {
                definitionValue[Int(symbol)] = total
                changedVariables.append(symbol)
            }
        }
        swap(&order, &valueOrder.order)
    }

    /// Everything the dirty symbols reach through readers — an external one itself too —,
    /// each definition after the reached ones it mentions.
    private mutating func recordValueOrder() {
        reachedStamp &+= 1
        currentStamp &+= 1
        let reachedNow = reachedStamp, placedNow = currentStamp
        walked.removeAll(keepingCapacity: true)
        for k in 0..<dirty.count where symbols[Int(dirty[k])].kind == .external {
            markReached(dirty[k], reachedNow)
        }
        for k in 0..<dirty.count where symbols[Int(dirty[k])].kind != .external {
            let l = Int(dirty[k]) * 2 + 1  // a restricted symbol: its readers only
            for j in 0..<lists[l].count { markReached(rows[Int(lists[l][j].row)].basic, reachedNow) }
        }
        var k = 0
        while k < walked.count {
            let l = Int(walked[k]) * 2 + 1
            k += 1
            for j in 0..<lists[l].count { markReached(rows[Int(lists[l][j].row)].basic, reachedNow) }
        }
        valueOrder.order.removeAll(keepingCapacity: true)
        for w in 0..<walked.count where visitStamp[Int(walked[w])] != placedNow {
            walkStack.append(walked[w])
            while let symbol = walkStack.last {
                if visitStamp[Int(symbol)] == placedNow {
                    walkStack.removeLast()
                    continue
                }
                let row = basicRow[Int(symbol)]
                var ready = true
                if row != none && rows[Int(row)].isDefinition {
                    for i in 0..<rows[Int(row)].cells.count {
                        let input = rows[Int(row)].cells[i].symbol
                        if reachedMark[Int(input)] == reachedNow && visitStamp[Int(input)] != placedNow {
                            walkStack.append(input)
                            ready = false
                        }
                    }
                }
                if ready {
                    walkStack.removeLast()
                    visitStamp[Int(symbol)] = placedNow
                    // Only definitions are evaluated; a reached free variable stays at 0.
                    if row != none && rows[Int(row)].isDefinition { valueOrder.order.append(symbol) }
                }
            }
        }
        valueOrder.generation = structureGeneration
        valueOrder.seeds.removeAll(keepingCapacity: true)
        valueOrder.seeds.append(contentsOf: dirty)
    }

    @inline(__always) private mutating func markReached(_ symbol: SymbolID, _ stamp: UInt32) {
        if symbol != none && reachedMark[Int(symbol)] != stamp {
            reachedMark[Int(symbol)] = stamp
            walked.append(symbol)
        }
    }
}
