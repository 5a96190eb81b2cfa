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
    /// Every definition those reach, each after the reached definitions it mentions, compiled
    /// for its replay: per definition, its row (for the constant, which suggestions move) and
    /// where its operands end.
    var steps: [ValueStep] = []
    /// The cells of those definitions that can be non-zero, with where each value is read.
    var operands: [ValueOperand] = []
    /// The structure at the last spreading refresh the order did not serve: the order is
    /// recorded when a spreading refresh finds the structure as the one before it left it, so
    /// refreshes whose structure changes every time (a resize that pivots) never pay for a
    /// recording they would not use.
    var lastGeneration = UInt64.max
}

/// One definition of a compiled ``ValueOrder``: `symbol = rows[row].constant + Σ operands`
/// up to `end`.
struct ValueStep {
    var symbol: SymbolID
    var row: RowID
    var end: Int32
}

/// One cell of a compiled definition. Which row a symbol is basic in, and whether that row is a
/// definition, cannot change while the order applies (either moves `structureGeneration`), so
/// where its value lives is decided once: `source ≥ 0` a defined variable's value, `source < 0`
/// the constant of core row `~source`. Parametric symbols (value 0) have no operand.
struct ValueOperand {
    var coefficient: Double
    var source: Int32
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

    /// Evaluates the recorded order; publishes what moved. A drag's whole step: per cell one
    /// multiply-add of a value read from where the recording found it, on buffer pointers (no
    /// lookup of the symbol's row, no uniqueness or bounds check per access; every index was
    /// taken from the tableau's own structure, which has not changed since).
    mutating func replayValueOrder() {
        let steps = valueOrder.steps, operands = valueOrder.operands
        var changes = changedVariables
        changedVariables = []
        rows.withUnsafeBufferPointer { rows in
        definitionValue.withUnsafeMutableBufferPointer { values in
        steps.withUnsafeBufferPointer { steps in
        operands.withUnsafeBufferPointer { operands in
            var k = 0
            for s in 0..<steps.count {
                let step = steps[s]
                var total = rows[Int(step.row)].constant
                let end = Int(step.end)
                while k < end {
                    let operand = operands[k]
                    let source = Int(operand.source)
                    total += operand.coefficient * (source >= 0 ? values[source] : rows[~source].constant)
                    k += 1
                }
                if total != values[Int(step.symbol)] {
                    values[Int(step.symbol)] = total
                    changes.append(step.symbol)
                }
            }
        }}}}
        changedVariables = changes
    }

    /// Appends a definition to the recorded order, compiled: its non-zero-able cells as
    /// operands, then its step.
    private mutating func appendValueStep(_ symbol: SymbolID) {
        let r = Int(basicRow[Int(symbol)])
        for i in 0..<rows[r].cells.count {
            let cell = rows[r].cells[i]
            let row = basicRow[Int(cell.symbol)]
            guard row != none else { continue }
            let source = rows[Int(row)].isDefinition ? cell.symbol : ~row
            valueOrder.operands.append(ValueOperand(coefficient: cell.coefficient, source: source))
        }
        valueOrder.steps.append(ValueStep(symbol: symbol, row: RowID(r), end: Int32(valueOrder.operands.count)))
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
        valueOrder.steps.removeAll(keepingCapacity: true)
        valueOrder.operands.removeAll(keepingCapacity: true)
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
                    if row != none && rows[Int(row)].isDefinition { appendValueStep(symbol) }
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
