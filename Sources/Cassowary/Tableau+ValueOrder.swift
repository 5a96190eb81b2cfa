// A recorded evaluation order for changes that spread. Dragging a window resizes the root
// again and again with the same edit: the same symbols turn dirty, and no row changes shape
// between two steps. A spreading refresh notes the definitions it evaluated, in the order it
// evaluated them; when the next refresh finds the same dirty symbols over the same structure,
// that order is compiled, before anything is evaluated, and from then on (that refresh
// included) a refresh with the same dirty symbols over the same structure evaluates the
// compiled list straight through, with no walk over readers and no marks. Any change to a
// row's cells or to which row a symbol is basic in moves `matrix.generation` and retires the
// list.

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
    /// Whether a step reads the definition just before it from a register (``ValueStep``):
    /// where at least one step in eight could (``forwardChains(_:)``). Otherwise the order
    /// is replayed without the check, two instructions a step.
    var forwards = false
    /// Whether compiled orders forward where they can (tests turn it off, to compare).
    var forwardsWhereItCan = true
    /// Replays left before the order's chains are brought together (``Tableau/bringChainsTogether(_:held:)``);
    /// 0 when they will not be (the order forwards already, or has few steps that could).
    var replaysBeforeChaining = 0
    /// Scratch for ``Tableau/bringChainsTogether(_:held:)``.
    var held: [ValueStep] = []

    /// How many times an order is replayed before its chains are brought together: that pass
    /// costs what about 34 replays save at n = 100 (grid: 2.4 µs against 70 ns a step) and
    /// 23 at 1 000 (22 µs against 0.9 µs), so a drag pays for it once it has run about as
    /// long as the pass takes to pay back, and a short one (an animation of a few frames)
    /// not at all.
    static let replaysBeforeChainingThem = 32
    /// The last spreading refresh that no order served: its structure (`UInt64.max`: none
    /// noted), its dirty symbols, and, when `lastEvaluatedCount` is not `-1`, every definition
    /// they reached, in the order it evaluated them. The order is compiled when a refresh finds
    /// the structure as that one left it and the same symbols dirty, so refreshes whose
    /// structure changes every time (a resize that pivots), or that alternate between edits (a
    /// rotation's height, then its width), never pay for a compilation they would not use; and
    /// the compilation walks no readers when the refresh before noted its order.
    var lastGeneration = UInt64.max
    var lastSeeds: [SymbolID] = []
    /// (The first `lastEvaluatedCount`; the rest is room kept for the next walk.)
    var lastEvaluated: [SymbolID] = []
    var lastEvaluatedCount = -1

    /// Whether a spreading refresh with this many dirty symbols is noted. A build's update,
    /// whose dirty list is most rows, is not: no step repeats it, and its copy of the list
    /// would be an allocation. A drag's dirty symbols are one to a fifth of the rows (a form
    /// whose fields' widths read the root's: 1 226 of 8 004 rows at n = 1 000), a build's
    /// more than half (57% to 98% in the suite's families).
    static func notes(dirty: Int, rows: Int) -> Bool { dirty * 2 <= rows }
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
/// In an order that ``ValueOrder/forwards``, a step whose `secondSymbol` is its own `symbol`
/// reads there the total of the step just before it (which defined that operand), from a
/// register, not from `definitionValue` where it was stored an instruction before: along a
/// chain of definitions, the store and the load back were most of the time each link
/// waited. (A definition with no operand reads its own symbol, times zero, in both slots:
/// there, in such an order, zero times the total before it, which is zero as well.)
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

    /// Compiles the order for the dirty symbols when the refresh is the second step of a drag
    /// (the last spreading refresh that no order served had this structure and these dirty
    /// symbols); whether it did. The refresh then replays it. When that refresh's order was
    /// not noted (an unchanged value stopped part of its walk), the change is walked from its
    /// dirty symbols here first, evaluating as it goes.
    mutating func recordValueOrderIfSpreadRepeats() -> Bool {
        guard shortcuts.recordsValueOrders && valueOrder.lastGeneration == matrix.generation && !dirty.isEmpty
            && valueOrder.lastSeeds == dirty else { return false }
        if valueOrder.lastEvaluatedCount < 0 { evaluateEverythingReachedFromDirty() }
        recordValueOrder()
        return true
    }

    /// After a spreading refresh that no order served: remembers its structure, its dirty
    /// symbols and how many definitions of its order the walk wrote to `lastEvaluated` (-1:
    /// none, the order is not all the change reaches), so that the next refresh like it
    /// compiles the order (``recordValueOrderIfSpreadRepeats()``).
    /// Only a repeat compiles: edits that take turns (a rotation suggests the height, then the
    /// width) recorded an order at every step that the next step, with the other seeds, could
    /// not use: in a round of an Interface Builder scene's rotations, a third of the steps'
    /// instructions.
    mutating func noteSpreadingRefresh(ordered: Int) {
        valueOrder.lastGeneration = matrix.generation
        valueOrder.lastEvaluatedCount = ordered
        valueOrder.lastSeeds.removeAll(keepingCapacity: true)
        valueOrder.lastSeeds.append(contentsOf: dirty)
    }

    /// After a spreading refresh that is not noted (``ValueOrder/notes(dirty:rows:)``).
    mutating func forgetSpreadingRefresh() {
        valueOrder.lastGeneration = .max
    }

    /// Evaluates the recorded order. A drag's whole step: per cell one multiply-add of a value
    /// read by symbol, on buffer pointers (no lookup of the symbol's row, no uniqueness or
    /// bounds check per access; every index was taken from the tableau's own structure, which
    /// has not changed since). With `published` (an update), every value is also written
    /// there by variable index, unconditionally: in a drag nearly all of them move, and a
    /// store is cheaper than a comparison and a branch per definition. Without it, what moved
    /// is listed in `changedVariables`.
    mutating func replayValueOrder(publishing published: IDMutableBuffer<VariableID, Double>?) {
        // The order's arrays and the changed list are moved out of `self` for the loop and
        // back after it (moving the whole order, its noted lists with it, cost 233 instructions a
        // step), and every array is borrowed as a mutable buffer: reading a stored or captured
        // array through `withUnsafeBufferPointer`, or copying it out, retains it (an atomic
        // increment and decrement each, about a tenth of a small screen's step).
        if valueOrder.replaysBeforeChaining > 0 {
            valueOrder.replaysBeforeChaining -= 1
            if valueOrder.replaysBeforeChaining == 0 { chainValueOrder() }
        }
        var inputs: [ValueInput] = [], steps: [ValueStep] = [], operands: [ValueOperand] = [], changes: [SymbolID] = []
        let forwards = valueOrder.forwards
        swap(&inputs, &valueOrder.inputs)
        swap(&steps, &valueOrder.steps)
        swap(&operands, &valueOrder.operands)
        swap(&changes, &changedVariables)
        matrix.constants.withUnsafeMutableBufferPointer { constants in
        definitionValue.withUnsafeMutableBufferPointer { values in
        steps.withUnsafeMutableBufferPointer { steps in
        operands.withUnsafeMutableBufferPointer { operands in
            let constants = constants.readOnly
            let operands = UnsafeBufferPointer(operands)
            // An order with no restricted inputs (a chain's widths, read from the edit's own
            // row) has the shared empty array here, which a mutable borrow would first copy:
            // 90 of the 5 066 instructions of a chain's resize step at n = 100.
            if !inputs.isEmpty {
                inputs.withUnsafeMutableBufferPointer { inputs in
                    for input in inputs { values[input.symbol] = constants[input.row] }
                }
            }
            // Four loops, one for each choice (the compiler specializes `evaluate` for each
            // constant `forwards`): a check of either inside the loop is instructions a step.
            switch (published, forwards) {
            case let (published?, true):
                Tableau.replay(steps, constants, operands, values, forwarding: true) { published[$0.variable] = $1 }
            case let (published?, false):
                Tableau.replay(steps, constants, operands, values, forwarding: false) { published[$0.variable] = $1 }
            case (nil, true):
                Tableau.replay(steps, constants, operands, values, forwarding: true, changes: &changes)
            case (nil, false):
                Tableau.replay(steps, constants, operands, values, forwarding: false, changes: &changes)
            }
        }}}}
        swap(&changes, &changedVariables)
        swap(&inputs, &valueOrder.inputs)
        swap(&steps, &valueOrder.steps)
        swap(&operands, &valueOrder.operands)
    }

    /// Every step evaluated and stored, each value then handed to `publish` (an update's).
    @inline(__always)
    private static func replay(_ steps: UnsafeMutableBufferPointer<ValueStep>, _ constants: IDBuffer<RowID, Double>,
                               _ operands: UnsafeBufferPointer<ValueOperand>, _ values: IDMutableBuffer<SymbolID, Double>,
                               forwarding: Bool, publish: (ValueStep, Double) -> Void) {
        var k = 0, previous = 0.0
        for step in steps {
            let total = evaluate(step, from: &k, constants, operands, values, forwarding: forwarding, previous: previous)
            values[step.symbol] = total
            publish(step, total)
            previous = total
        }
    }

    /// Every step evaluated; those whose value moved stored and listed in `changes`.
    @inline(__always)
    private static func replay(_ steps: UnsafeMutableBufferPointer<ValueStep>, _ constants: IDBuffer<RowID, Double>,
                               _ operands: UnsafeBufferPointer<ValueOperand>, _ values: IDMutableBuffer<SymbolID, Double>,
                               forwarding: Bool, changes: inout [SymbolID]) {
        var k = 0, previous = 0.0
        for step in steps {
            let total = evaluate(step, from: &k, constants, operands, values, forwarding: forwarding, previous: previous)
            if total != values[step.symbol] {
                values[step.symbol] = total
                changes.append(step.symbol)
            }
            previous = total
        }
    }

    /// One compiled definition's value; `k` moves past its extra operands. The products and
    /// sums are taken in the order of the row's cells, as `DefinitionWalk` evaluates them.
    /// `previous` is the step before's total, which a forwarding order's step whose second
    /// symbol is its own reads there.
    @inline(__always)
    private static func evaluate(_ step: ValueStep, from k: inout Int, _ constants: IDBuffer<RowID, Double>,
                                 _ operands: UnsafeBufferPointer<ValueOperand>, _ values: IDMutableBuffer<SymbolID, Double>,
                                 forwarding: Bool, previous: Double) -> Double {
        var total = constants[step.row]
        total += step.firstCoefficient * values[step.firstSymbol]
        // A branch, not a select: the load is not taken, so the link does not wait for it.
        let second = forwarding && step.secondSymbol == step.symbol ? previous : values[step.secondSymbol]
        total += step.secondCoefficient * second
        if step.extra != 0 {
            let end = k &+ Int(step.extra)
            while k < end {
                total += operands[k].coefficient * values[operands[k].symbol]
                k &+= 1
            }
        }
        return total
    }

    /// Compiles the order the last spreading refresh evaluated (``ValueOrder/lastEvaluated``,
    /// each definition after the reached ones it mentions): per definition its operands (the
    /// cells that can be non-zero), then its step.
    private mutating func recordValueOrder() {
        // The order's arrays taken out of `self` (put back below), appended to as locals, and
        // the tableau read through the walk's buffers: through `matrix`'s subscripts, each cell
        // cost a block lookup and bounds checks, twice the instructions of this loop.
        var inputs: [ValueInput] = [], steps: [ValueStep] = [], operands: [ValueOperand] = [], evaluated: [SymbolID] = []
        swap(&inputs, &valueOrder.inputs)
        swap(&steps, &valueOrder.steps)
        swap(&operands, &valueOrder.operands)
        swap(&evaluated, &valueOrder.lastEvaluated)
        inputs.removeAll(keepingCapacity: true)
        steps.removeAll(keepingCapacity: true)
        operands.removeAll(keepingCapacity: true)
        // At most one step per definition: room for all at once. Grown by appends, a first
        // recording's buffers were copied and freed at every doubling (a quarter of
        // minimal/solver/100's recording step).
        let count = valueOrder.lastEvaluatedCount
        steps.reserveCapacity(count)
        let symbols = self.symbols
        withDefinitionWalk { walk, _, _ in
            for k in 0..<count {
                let symbol = evaluated[k]
                let row = walk.basis[symbol].row
                guard row != noRow && walk.rows[row].isDefinition else { continue }  // a free variable: 0
                var step = ValueStep(firstCoefficient: 0, firstSymbol: symbol, row: row, secondCoefficient: 0, secondSymbol: symbol,
                                     symbol: symbol, variable: symbols[symbol].variable, extra: 0)
                var taken = 0
                let cells = walk.cells.elements(of: row)
                for i in 0..<cells.count {
                    let cell = cells[i]
                    let source = walk.basis[cell.symbol].row
                    guard source != noRow else { continue }  // parametric: 0
                    if !walk.rows[source].isDefinition { inputs.append(ValueInput(symbol: cell.symbol, row: source)) }
                    switch taken {
                    case 0: (step.firstCoefficient, step.firstSymbol) = (cell.coefficient, cell.symbol)
                    case 1: (step.secondCoefficient, step.secondSymbol) = (cell.coefficient, cell.symbol)
                    default:
                        operands.append(ValueOperand(coefficient: cell.coefficient, symbol: cell.symbol))
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
                steps.append(step)
            }
        }
        let (forwards, chains) = valueOrder.forwardsWhereItCan ? Tableau.forwardChains(&steps) : (false, false)
        valueOrder.forwards = forwards
        valueOrder.replaysBeforeChaining = chains ? ValueOrder.replaysBeforeChainingThem : 0
        if chains, let step = steps.first { Tableau.makeRoomToChain(&valueOrder.held, like: step) }
        swap(&inputs, &valueOrder.inputs)
        swap(&steps, &valueOrder.steps)
        swap(&operands, &valueOrder.operands)
        swap(&evaluated, &valueOrder.lastEvaluated)
        valueOrder.generation = matrix.generation
        swap(&valueOrder.seeds, &valueOrder.lastSeeds)
        valueOrder.lastGeneration = .max  // compiled: the order serves this change from now on
    }

    /// Marks the steps whose second operand is the definition just before (``ValueStep``),
    /// when at least one step in eight is such a step; whether it did. Measured at n = 100
    /// (a step's median): chain 631 → 370 ns (98 of 200 steps read the one before), nested
    /// 571 → 320 (100 of 101), tiles 440 → 320 (70 of 111), redundant and minimal 420 →
    /// 375 and 416 → 386 (101 of 201: a view's centre after its width); siblings (1 of 101)
    /// unchanged in time, 7% more instructions with the check. Also whether the order does
    /// not forward but one step in eight reads the definition two steps back (grid: 95 of 381,
    /// its positions with a height between), so that bringing its chains together would let
    /// them forward (``chainValueOrder()``).
    private static func forwardChains(_ steps: inout [ValueStep]) -> (forwards: Bool, chains: Bool) {
        var forwarded = 0, twoBack = 0
        for k in steps.indices.dropFirst() {
            if steps[k].secondSymbol == steps[k - 1].symbol {
                forwarded += 1
            } else if k >= 2 && steps[k].secondSymbol == steps[k - 2].symbol {
                twoBack += 1
            }
        }
        if markForwardingSteps(&steps, forwarded: forwarded) { return (true, false) }
        return (false, twoBack * 8 >= steps.count)
    }

    /// Marks the steps that read the one before as their second operand, when `forwarded` of
    /// them (at least one in eight) are; whether it did.
    private static func markForwardingSteps(_ steps: inout [ValueStep], forwarded: Int) -> Bool {
        guard forwarded * 8 >= steps.count && forwarded > 0 else { return false }
        for k in steps.indices.dropFirst() where steps[k].secondSymbol == steps[k - 1].symbol {
            steps[k].secondSymbol = steps[k].symbol
        }
        return true
    }

    /// Brings the chains of a hot order together (see ``ValueOrder/replaysBeforeChainingThem``)
    /// and makes it forward where it then can. Grid at n = 100: 70 of its 381 steps forward,
    /// a replayed step 681–741 → 611–631 ns; at 1 000, 7.7–8.1 → 6.8–7.1 µs.
    private mutating func chainValueOrder() {
        Tableau.bringChainsTogether(&valueOrder.steps, held: &valueOrder.held)
        var forwarded = 0
        for k in valueOrder.steps.indices.dropFirst() where valueOrder.steps[k].secondSymbol == valueOrder.steps[k - 1].symbol {
            forwarded += 1
        }
        valueOrder.forwards = Tableau.markForwardingSteps(&valueOrder.steps, forwarded: forwarded)
    }

    /// Puts the links of a chain next to each other, so that each can take the one before
    /// it from a register: a grid's walk meets a cell's position, then its height, then the
    /// next position, which reads the position two steps back. A step between two links (one
    /// that the next step does not read, and that does not read the link before it) is held
    /// back and written after the chain, or before the first step that reads it, or when
    /// `held` is full: every step still comes after what it reads and computes what it did,
    /// bit for bit. Steps with extra operands, which sit in the order of the steps, are
    /// neither held back nor passed by one. O(steps): the steps are moved in place (a step is
    /// written no later than it was read).
    static func bringChainsTogether(_ steps: inout [ValueStep], held: inout [ValueStep]) {
        guard let first = steps.first else { return }
        makeRoomToChain(&held, like: first)  // done already when the order was compiled
        steps.withUnsafeMutableBufferPointer { steps in
        held.withUnsafeMutableBufferPointer { held in
            var out = 0, count = 0
            // One bit per held symbol's low six bits: most steps read nothing held, and this
            // says so without comparing against each.
            var mask: UInt64 = 0
            for i in 0..<steps.count {
                let step = steps[i]
                if count > 0 && (step.extra != 0 || (mask & (chainBit(step.firstSymbol) | chainBit(step.secondSymbol)) != 0
                                                     && reads(step, anyOf: held, count))) {
                    release(held, &count, into: steps, at: &out)
                    mask = 0
                }
                if out > 0 && i &+ 1 < steps.count && step.extra == 0 {
                    let link = steps[out &- 1].symbol, next = steps[i &+ 1]
                    if next.secondSymbol == link && step.secondSymbol != link && next.extra == 0
                        && next.firstSymbol != step.symbol && next.secondSymbol != step.symbol {
                        if count == chainingLimit {
                            release(held, &count, into: steps, at: &out)
                            mask = 0
                        }
                        held[count] = step
                        count &+= 1
                        mask |= chainBit(step.symbol)
                        continue
                    }
                }
                steps[out] = step
                out &+= 1
            }
            release(held, &count, into: steps, at: &out)
        }}
    }

    /// How many steps `bringChainsTogether` holds back at most.
    static let chainingLimit = 8

    /// Room for the steps `bringChainsTogether` holds back, made when an order that will be
    /// chained is compiled, so that the replay that chains it allocates nothing.
    static func makeRoomToChain(_ held: inout [ValueStep], like step: ValueStep) {
        if held.count < chainingLimit { held = Array(repeating: step, count: chainingLimit) }
    }

    @inline(__always) private static func chainBit(_ symbol: SymbolID) -> UInt64 {
        1 &<< UInt64(UInt32(bitPattern: symbol.raw) & 63)
    }

    @inline(__always) private static func reads(_ step: ValueStep, anyOf held: UnsafeMutableBufferPointer<ValueStep>, _ count: Int) -> Bool {
        for k in 0..<count where held[k].symbol == step.firstSymbol || held[k].symbol == step.secondSymbol { return true }
        return false
    }

    /// Writes the held steps at `out`, in the order they were held.
    @inline(__always) private static func release(_ held: UnsafeMutableBufferPointer<ValueStep>, _ count: inout Int,
                                                  into steps: UnsafeMutableBufferPointer<ValueStep>, at out: inout Int) {
        for k in 0..<count {
            steps[out] = held[k]
            out &+= 1
        }
        count = 0
    }
}
