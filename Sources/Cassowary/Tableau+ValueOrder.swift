// A recorded evaluation order for changes that spread. Dragging a window resizes the root
// again and again with the same edit: the same symbols turn dirty, and no row changes shape
// between two steps. When a change spreads over the structure the previous spreading change
// saw, the definitions it reaches are recorded in an order where each comes after the reached
// ones it mentions; from then on a refresh with the same dirty symbols over the same structure
// evaluates that list straight through, with no walk over readers and no marks. Any change to
// a row's cells or to which row a symbol is basic in moves `matrix.generation` and retires
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

/// One definition of a compiled ``ValueOrder``: `symbol = constants[row] + Σ operands`
/// up to `end`; `variable` is the defined variable's index, where a publishing replay writes
/// the value.
struct ValueStep {
    var symbol: SymbolID
    var row: RowID
    var end: Int32
    var variable: VariableID
}

/// One cell of a compiled definition. Which row a symbol is basic in, and whether that row is a
/// definition, cannot change while the order applies (either moves `matrix.generation`), so
/// where its value lives is decided once: `source ≥ 0` a defined variable's value, `source < 0`
/// the constant of core row `~source`. Parametric symbols (value 0) have no operand.
struct ValueOperand {
    var coefficient: Double
    var source: Int32
}

extension Tableau {
    /// Whether the recorded order serves a refresh of the current dirty symbols.
    var valueOrderApplies: Bool {
        valueOrder.generation == matrix.generation && !dirty.isEmpty && valueOrder.seeds == dirty
    }

    /// After a refresh in which the change spread: records the order (for these dirty
    /// symbols) if the structure has not changed since the spreading refresh before.
    mutating func noteSpreadingRefresh() {
        if valueOrder.lastGeneration == matrix.generation {
            recordValueOrder()
        } else {
            valueOrder.lastGeneration = matrix.generation
        }
    }

    /// Evaluates the recorded order. A drag's whole step: per cell one multiply-add of a value
    /// read from where the recording found it, on buffer pointers (no lookup of the symbol's
    /// row, no uniqueness or bounds check per access; every index was taken from the tableau's
    /// own structure, which has not changed since). What moved is written to `published`, by
    /// variable index, when given (an update: nothing to list and publish after), else listed in
    /// `changedVariables`.
    mutating func replayValueOrder(publishing published: IDMutableBuffer<VariableID, VariableState>?) {
        let steps = valueOrder.steps, operands = valueOrder.operands
        var changes = changedVariables
        changedVariables = []
        matrix.constants.withUnsafeBufferPointer { constants in
        definitionValue.withUnsafeMutableBufferPointer { values in
        steps.withUnsafeBufferPointer { steps in
        operands.withUnsafeBufferPointer { operands in
            var k = 0
            for s in 0..<steps.count {
                let step = steps[s]
                var total = constants[step.row]
                let end = Int(step.end)
                while k < end {
                    let operand = operands[k]
                    let source = operand.source
                    total += operand.coefficient * (source >= 0 ? values[SymbolID(source)] : constants[RowID(~source)])
                    k += 1
                }
                if total != values[step.symbol] {
                    values[step.symbol] = total
                    if let published { published[step.variable].value = total } else { changes.append(step.symbol) }
                }
            }
        }}}}
        changedVariables = changes
    }

    /// Everything the dirty symbols reach through readers — an external one itself too —,
    /// each definition after the reached ones it mentions (see ``DefinitionWalk``), compiled:
    /// per definition its operands (the cells that can be non-zero), then its step.
    private mutating func recordValueOrder() {
        reached.removeAll()
        visited.removeAll()  // here: placed in the order
        // Taken out of `self` for the walk (put back below): the walk borrows the rest.
        var order = ValueOrder()
        swap(&order, &valueOrder)
        let dirty = self.dirty, symbols = self.symbols
        withDefinitionWalk { walk, walked, stack in
            walked.removeAll(keepingCapacity: true)
            for k in 0..<dirty.count where symbols[dirty[k]].kind == .external {
                walk.markReached(dirty[k], in: &walked)
            }
            for k in 0..<dirty.count where symbols[dirty[k]].kind != .external {
                let l = dirty[k].references  // a restricted symbol: its readers only
                for j in 0..<walk.lists[l].count { walk.markReached(walk.rows[walk.lists[l][j].row].basic, in: &walked) }
            }
            walk.reachReaders(of: &walked, from: 0)
            order.steps.removeAll(keepingCapacity: true)
            order.operands.removeAll(keepingCapacity: true)
            walk.inDependencyOrder(walked, stack: &stack, state: &order) { symbol, order in
                if walk.waitsForInput(symbol) { return false }
                walk.visited[symbol] = walk.visitedNow
                // Only definitions are evaluated; a reached free variable stays at 0.
                let row = walk.basicRow[symbol]
                guard row != noRow && walk.rows[row].isDefinition else { return true }
                for i in 0..<walk.rows[row].cells.count {
                    let cell = walk.rows[row].cells[i]
                    let source = walk.basicRow[cell.symbol]
                    guard source != noRow else { continue }  // parametric: 0
                    let operand = walk.rows[source].isDefinition ? cell.symbol.raw : ~source.raw
                    order.operands.append(ValueOperand(coefficient: cell.coefficient, source: operand))
                }
                order.steps.append(ValueStep(symbol: symbol, row: row, end: Int32(order.operands.count),
                                             variable: symbols[symbol].variable))
                return true
            }
        }
        order.generation = matrix.generation
        order.seeds.removeAll(keepingCapacity: true)
        order.seeds.append(contentsOf: dirty)
        swap(&order, &valueOrder)
    }
}
