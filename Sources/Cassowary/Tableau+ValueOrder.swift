// A recorded evaluation order for changes that spread. Dragging a window resizes the root
// again and again with the same edit: the same symbols turn dirty, and no row changes shape
// between two steps. When a change comes again, from the same dirty symbols, over the
// structure the previous spreading change saw, the definitions it reaches are recorded, before
// any is evaluated, in an order where each comes after the reached ones it mentions; from
// then on (that refresh included) a refresh with the same dirty symbols over the same structure
// evaluates that list straight through, with no walk over readers and no marks. Any change to
// a row's cells or to which row a symbol is basic in moves `matrix.generation` and retires
// the list.

/// What `refreshValues` remembers of the changes that spread.
struct ValueOrder {
    /// The structure the order was recorded from (`UInt64.max`: none recorded).
    var generation = UInt64.max
    /// The dirty symbols it was recorded for.
    var seeds: [SymbolID] = []
    /// The restricted symbols those definitions read, each with its core row: their values
    /// are their rows' constants, which a suggestion moves, so a replay first copies each
    /// into its slot of `definitionValue` (unused otherwise: only a definition's basic has a
    /// value there) and every operand then reads one array. A symbol read by several
    /// definitions is listed, and copied, once for each: sorting the list to drop the
    /// repeats allocated a buffer at every recording, and a resize that pivots records often.
    var inputs: [ValueInput] = []
    /// Every definition those reach, each after the reached definitions it mentions, compiled
    /// for its replay (``ValueStep``).
    var steps: [ValueStep] = []
    /// The cells that can be non-zero of the definitions with more than two, beyond their
    /// first two, in the order of the steps.
    var operands: [ValueOperand] = []
    /// The structure at the last spreading refresh the order did not serve, and its dirty
    /// symbols: the order is recorded when a refresh finds the structure as that one left it
    /// and the same symbols dirty, so refreshes whose structure changes every time (a resize
    /// that pivots), or that alternate between edits (a rotation's height, then its width),
    /// never pay for a recording they would not use.
    /// (The dirty symbols are kept as a fingerprint, `seedPrint`: a copy cost a build's update,
    /// whose dirty list is every row, an allocation and a pass. A collision only records an
    /// order for the dirty symbols at hand, which that refresh replays and
    /// ``Tableau/valueOrderApplies`` checks against the seeds themselves after it: it costs
    /// time, never an answer.)
    var lastGeneration = UInt64.max
    var lastSeedPrint: UInt64 = 0
}

/// One definition of a compiled ``ValueOrder``:
/// `symbol = constants[row] + first + second + Σ the extra operands`, where an operand is
/// `coefficient × definitionValue[symbol]`. Most definitions of a layout read one or two
/// values (`v.w == 0.5 * root.w`, `v1.x == v0.x + v0.w + 8`), so two operands are kept in the
/// step itself, and a definition with fewer reads its own value times zero in the slot it does
/// not use (the first, when it has one operand): a replay does the same work for each, with
/// no branch on how many operands it has. Its `extra` operands follow the previous step's in
/// ``ValueOrder/operands``. `row` is its row (for the constant, which suggestions move);
/// `variable` is the defined variable's index, where a publishing replay writes the value.
///
/// The two coefficients are not side by side on purpose: adjacent, the compiler multiplies
/// both operands in one vector instruction, which waits for both loads and puts a shuffle on
/// the path from the operand to the sum; along a chain of definitions (a nested stack's
/// widths) that made a step slower for fewer instructions.
struct ValueStep {
    var firstCoefficient: Double
    var firstSymbol: SymbolID
    var row: RowID
    var secondCoefficient: Double
    var secondSymbol: SymbolID
    var symbol: SymbolID
    var variable: VariableID
    var extra: Int32
}

/// A cell of a compiled definition beyond its first two. Which row a symbol is basic in, and
/// whether that row is a definition, cannot change while the order applies (either moves
/// `matrix.generation`), so the cells of parametric symbols (value 0) are left out once, and
/// a restricted symbol's value is copied in from its row before the definitions are evaluated
/// (``ValueInput``).
struct ValueOperand {
    var coefficient: Double
    var symbol: SymbolID
}

/// A restricted symbol a compiled order reads, basic in core row `row`.
struct ValueInput {
    var symbol: SymbolID
    var row: RowID
}

extension Tableau {
    /// Whether the recorded order serves a refresh of the current dirty symbols.
    var valueOrderApplies: Bool {
        valueOrder.generation == matrix.generation && !dirty.isEmpty && valueOrder.seeds == dirty
    }

    /// Records the order for the dirty symbols when the refresh is the second step of a drag
    /// (the last spreading refresh that no order served had this structure and these dirty
    /// symbols); whether it did. The refresh then replays it: recorded after a walk of its
    /// own, as it was, minimal/solver/100's second step of a resize counted the walk (57 k
    /// instructions) and then the recording (99 k).
    mutating func recordValueOrderIfSpreadRepeats() -> Bool {
        guard recordsValueOrders && !dirty.isEmpty && valueOrder.lastGeneration == matrix.generation
            && valueOrder.lastSeedPrint == Tableau.seedPrint(of: dirty) else { return false }
        recordValueOrder()
        return true
    }

    /// After a refresh in which the change spread and no order served: remembers its structure
    /// and dirty symbols, so that the next refresh like it records the order
    /// (``recordValueOrderIfSpreadRepeats()``). Only a repeat records: edits that take turns (a rotation suggests
    /// the height, then the width) recorded an order at every step that the next step, with
    /// the other seeds, could not use: in a round of an Interface Builder scene's rotations, a
    /// third of the steps' instructions.
    mutating func noteSpreadingRefresh() {
        guard recordsValueOrders else { return }
        valueOrder.lastGeneration = matrix.generation
        valueOrder.lastSeedPrint = Tableau.seedPrint(of: dirty)
    }

    /// The dirty symbols' count and their first, middle and last ids folded into one number
    /// (FNV-1a): O(1), where hashing every id cost a first layout 2–3% more instructions
    /// (its dirty list is every row). Edits that take turns differ in all of them.
    /// Static, on the list alone: as a getter of the tableau, called from a mutating method,
    /// it was handed a copy of the whole tableau (a `memcpy` of its stored properties, 118
    /// instructions on every refresh that checked for a repeat, a churn step's 1 797 among them).
    private static func seedPrint(of dirty: [SymbolID]) -> UInt64 {
        var print: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(dirty.count)
        guard let first = dirty.first, let last = dirty.last else { return print }
        func fold(_ symbol: SymbolID) { print = (print ^ UInt64(UInt32(bitPattern: symbol.raw))) &* 0x100_0000_01b3 }
        fold(first)
        fold(dirty[dirty.count / 2])
        fold(last)
        return print
    }

    /// Evaluates the recorded order. A drag's whole step: per cell one multiply-add of a value
    /// read by symbol, on buffer pointers (no lookup of the symbol's row, no uniqueness or
    /// bounds check per access; every index was taken from the tableau's own structure, which
    /// has not changed since). With `published` (an update), every value is also written
    /// there by variable index, unconditionally: in a drag nearly all of them move, and a
    /// store is cheaper than a comparison and a branch per definition. Without it, what moved
    /// is listed in `changedVariables`.
    mutating func replayValueOrder(publishing published: IDMutableBuffer<VariableID, VariableState>?) {
        // The order and the changed list are moved out of `self` for the loop and back after
        // it, and every array is borrowed as a mutable buffer: reading a stored or captured
        // array through `withUnsafeBufferPointer`, or copying it out, retains it (an atomic
        // increment and decrement each, about a tenth of a small screen's step).
        var order = ValueOrder(), changes: [SymbolID] = []
        swap(&order, &valueOrder)
        swap(&changes, &changedVariables)
        matrix.constants.withUnsafeMutableBufferPointer { constants in
        definitionValue.withUnsafeMutableBufferPointer { values in
        order.inputs.withUnsafeMutableBufferPointer { inputs in
        order.steps.withUnsafeMutableBufferPointer { steps in
        order.operands.withUnsafeMutableBufferPointer { operands in
            let constants = constants.readOnly
            let operands = UnsafeBufferPointer(operands)
            for input in inputs { values[input.symbol] = constants[input.row] }
            var k = 0
            if let published {
                for step in steps {
                    let total = Tableau.evaluate(step, from: &k, constants, operands, values)
                    values[step.symbol] = total
                    published[step.variable].value = total
                }
            } else {
                for step in steps {
                    let total = Tableau.evaluate(step, from: &k, constants, operands, values)
                    if total != values[step.symbol] {
                        values[step.symbol] = total
                        changes.append(step.symbol)
                    }
                }
            }
        }}}}}
        swap(&changes, &changedVariables)
        swap(&order, &valueOrder)
    }

    /// One compiled definition's value; `k` moves past its extra operands. The products and
    /// sums are taken in the order of the row's cells, as `DefinitionWalk` evaluates them.
    @inline(__always)
    private static func evaluate(_ step: ValueStep, from k: inout Int, _ constants: IDBuffer<RowID, Double>,
                                 _ operands: UnsafeBufferPointer<ValueOperand>, _ values: IDMutableBuffer<SymbolID, Double>) -> Double {
        var total = constants[step.row]
        total += step.firstCoefficient * values[step.firstSymbol]
        total += step.secondCoefficient * values[step.secondSymbol]
        if step.extra != 0 {
            let end = k &+ Int(step.extra)
            while k < end {
                total += operands[k].coefficient * values[operands[k].symbol]
                k &+= 1
            }
        }
        return total
    }

    /// Everything the dirty symbols reach through readers — an external one itself too —,
    /// each definition after the reached ones it mentions (see ``DefinitionWalk``), compiled:
    /// per definition its operands (the cells that can be non-zero), then its step.
    private mutating func recordValueOrder() {
        walks.reached.removeAll()
        walks.visited.removeAll()  // here: placed in the order
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
                for j in 0..<walk.lists.count(l) { walk.markReached(walk.rows[walk.lists[l, j].row].basic, in: &walked) }
            }
            walk.reachReaders(of: &walked, from: 0)
            order.inputs.removeAll(keepingCapacity: true)
            order.steps.removeAll(keepingCapacity: true)
            order.operands.removeAll(keepingCapacity: true)
            // At most one step per reached symbol: room for all at once. Grown by appends, a
            // first recording's buffers were copied and freed at every doubling (a quarter of
            // minimal/solver/100's recording step).
            order.steps.reserveCapacity(walked.count)
            walk.inDependencyOrder(walked, stack: &stack, state: &order) { symbol, order in
                if walk.waitsForInput(symbol) { return false }
                walk.visited[symbol] = walk.visitedNow
                // Only definitions are evaluated; a reached free variable stays at 0.
                let row = walk.basicRow[symbol]
                guard row != noRow && walk.rows[row].isDefinition else { return true }
                var step = ValueStep(firstCoefficient: 0, firstSymbol: symbol, row: row, secondCoefficient: 0, secondSymbol: symbol,
                                     symbol: symbol, variable: symbols[symbol].variable, extra: 0)
                var taken = 0
                for i in 0..<walk.cells.count(row) {
                    let cell = walk.cells[row, i]
                    let source = walk.basicRow[cell.symbol]
                    guard source != noRow else { continue }  // parametric: 0
                    if !walk.rows[source].isDefinition { order.inputs.append(ValueInput(symbol: cell.symbol, row: source)) }
                    switch taken {
                    case 0: (step.firstCoefficient, step.firstSymbol) = (cell.coefficient, cell.symbol)
                    case 1: (step.secondCoefficient, step.secondSymbol) = (cell.coefficient, cell.symbol)
                    default:
                        order.operands.append(ValueOperand(coefficient: cell.coefficient, symbol: cell.symbol))
                        step.extra += 1
                    }
                    taken += 1
                }
                if taken == 1 {
                    // The unused slot goes first: its product is ready long before the operand,
                    // which may be the definition just before (a chain's), so the critical path
                    // from it is one multiply-add, not that and an add of zero.
                    (step.secondCoefficient, step.secondSymbol) = (step.firstCoefficient, step.firstSymbol)
                    (step.firstCoefficient, step.firstSymbol) = (0, symbol)
                }
                order.steps.append(step)
                return true
            }
        }
        order.generation = matrix.generation
        order.seeds.removeAll(keepingCapacity: true)
        order.seeds.append(contentsOf: dirty)
        swap(&order, &valueOrder)
    }
}
