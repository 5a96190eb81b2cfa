// A recorded constant shift for suggestions that repeat. Dragging a window suggests the same
// edit again and again, and each suggestion moves the constant of every row that mentions the
// edit's marker (`shiftConstants`): on a screen of labels, hundreds of core rows (their
// hugging and compression errors read the root's width). The general loop looks each row's
// basic, kind, coefficient and readers up through the column index, about 40 instructions a
// row. Between two suggestions with no pivot in between, none of that changes: the second
// time a list is shifted over the same structure, what the loop would do is recorded — per
// row its constant's coefficient and whether a negative constant makes it infeasible, and
// the basics that turn dirty — and replayed from then on. Any change to a row's cells or to
// which row a symbol is basic in moves `matrix.generation` and retires the plan, as it does
// a recorded value order (`Tableau+ValueOrder`).

/// One row of a ``ShiftPlan``: `constants[row] += delta × coefficient`.
struct ConstantMove {
    var coefficient: Double
    var row: RowID
    /// Whether its basic is restricted: a constant below zero queues the row for the dual
    /// simplex.
    var isRestricted: Bool
}

/// What `shiftConstants` does to one list, recorded.
struct ShiftPlan {
    var list = ListID(none)
    /// The structure it was recorded from (`UInt64.max`: none).
    var generation = UInt64.max
    /// The structure at the last shift of this list that no plan served: a plan is recorded
    /// when the list is shifted again over the same structure, so that a list shifted once
    /// between pivots never pays for a recording.
    var lastGeneration = UInt64.max
    /// The rows with a basic, in the list's order (the artificial objective has none and
    /// does not move).
    var moves: [ConstantMove] = []
    /// The basics that a shift turns dirty unless they are already, in the list's order (as
    /// ``Tableau/markDirty(_:)`` decides: a variable, or a symbol that definitions read).
    var marks: [SymbolID] = []
}

/// The plans of the last lists shifted by suggestions: a suggestion shifts its marker's core
/// rows and its definitions, and a window's resize suggests its width and its height.
struct ShiftPlans {
    static let capacity = 4
    /// Lists shorter than this are walked, not planned.
    static let shortestList = 8
    var plans: [ShiftPlan] = []
    /// The plan replaced next when a new list needs one.
    var next = 0
    /// Plans carried out so far (for tests: which runs replayed).
    var replays = 0

    /// The position of the plan of list `l`, or -1.
    @inline(__always) func position(of l: ListID) -> Int {
        for k in 0..<plans.count where plans[k].list == l { return k }
        return -1
    }
}

extension Tableau {
    /// `shiftConstants(list:by:)` for a suggestion: replays the list's plan when the
    /// structure is the one it was recorded from, and records one when the list is shifted a
    /// second time over the same structure. The rows move exactly as the general loop moves
    /// them (the same products and sums, the same dirty and infeasible lists, in order).
    /// Returns how many rows moved.
    mutating func shiftConstantsPlanned(list l: ListID, by delta: Double) -> Int {
        // A short list (a stack's root width read by one definition) costs less to walk than
        // a plan costs to find.
        if !shortcuts.plansShifts || matrix.lists.count(l) < ShiftPlans.shortestList { return shiftConstants(list: l, by: delta) }
        var k = shiftPlans.position(of: l)
        if k >= 0 && shiftPlans.plans[k].generation == matrix.generation {
            return replayShift(plan: k, by: delta)
        }
        if k < 0 {
            k = claimShiftPlan(for: l)
        }
        if shiftPlans.plans[k].lastGeneration != matrix.generation {
            shiftPlans.plans[k].lastGeneration = matrix.generation
            return shiftConstants(list: l, by: delta)
        }
        recordShift(plan: k)
        return replayShift(plan: k, by: delta)
    }

    /// A plan slot for list `l`: a new one while there is room, else the oldest claimed.
    private mutating func claimShiftPlan(for l: ListID) -> Int {
        var k = shiftPlans.plans.count
        if k < ShiftPlans.capacity {
            shiftPlans.plans.append(ShiftPlan())
        } else {
            k = shiftPlans.next
            shiftPlans.next = (k + 1) % ShiftPlans.capacity
        }
        shiftPlans.plans[k].list = l
        shiftPlans.plans[k].generation = UInt64.max
        shiftPlans.plans[k].lastGeneration = UInt64.max
        return k
    }

    /// Records what `shiftConstants` would do to the plan's list over the current structure.
    private mutating func recordShift(plan k: Int) {
        var plan = ShiftPlan()
        swap(&plan, &shiftPlans.plans[k])  // own the buffers: no copy on write
        plan.moves.removeAll(keepingCapacity: true)
        plan.marks.removeAll(keepingCapacity: true)
        for k in 0..<matrix.lists.count(plan.list) {
            let entry = matrix.lists[plan.list, k]
            let basic = matrix.rows[entry.row].basic
            if basic == noSymbol { continue }
            plan.moves.append(ConstantMove(coefficient: matrix.cells[entry.row, Int(entry.cellPosition)].coefficient,
                                           row: entry.row, isRestricted: symbols[basic].kind.isRestricted))
            if isWatched(basic) { plan.marks.append(basic) }
        }
        plan.generation = matrix.generation
        swap(&plan, &shiftPlans.plans[k])
    }

    /// Carries a recorded plan out: the constants and infeasible rows in one pass, the dirty
    /// marks in another (marking reads no constant, so the lists come out as the general
    /// loop's, in the same order). Every array is borrowed mutably: a read-only borrow of a
    /// captured or stored array retains it.
    private mutating func replayShift(plan k: Int, by delta: Double) -> Int {
        shiftPlans.replays &+= 1
        var plan = ShiftPlan()
        swap(&plan, &shiftPlans.plans[k])
        var dirty: [SymbolID] = [], infeasible: [RowID] = []
        swap(&dirty, &self.dirty)
        swap(&infeasible, &self.infeasible)
        matrix.constants.withUnsafeMutableBufferPointer { constants in
            plan.moves.withUnsafeMutableBufferPointer { moves in
                for move in moves {
                    let constant = constants[move.row] + delta * move.coefficient
                    constants[move.row] = constant
                    if move.isRestricted && constant < 0 { infeasible.append(move.row) }
                }
            }
        }
        symbols.withUnsafeMutableBufferPointer { symbols in
            plan.marks.withUnsafeMutableBufferPointer { marks in
                for symbol in marks where !symbols[symbol].isDirty {
                    symbols[symbol].isDirty = true
                    dirty.append(symbol)
                }
            }
        }
        swap(&dirty, &self.dirty)
        swap(&infeasible, &self.infeasible)
        let moved = plan.moves.count
        swap(&plan, &shiftPlans.plans[k])
        return moved
    }
}
