/// The simplex tableau, built from parts with one job each: the sparse rows and their column
/// index (``SparseMatrix``), the objective (``Objective``), the order of definitions
/// (``DefinitionRanks``), the walks that evaluate them (``DefinitionWalk``, ``ValueOrder``),
/// and what ties them together here: what each symbol is, which values are dirty, pivoting.
///
/// Kiwi keeps rows only, so each substitution walks every row; here a substitution, a ratio
/// test or an edit update visits exactly the rows in one column.
///
/// **Core rows and definitions.** A full simplex dictionary writes every basic variable over
/// the parametric symbols. On a real screen that is quadratic: in a column of labels,
/// `y[i] == y[i-1] + h[i-1] + 8` makes `y[i]` depend on every height above it, and once the
/// heights are held by hugging and compression each `y[i]` row would name every earlier
/// label's slack and error. But a variable is unrestricted: it never leaves the basis in a
/// ratio test and never weighs in the objective, so the simplex need not see its row at all.
/// So a variable's row is kept as a *definition* (`y[i] = y[i-1] + h[i-1] + 8`, mentioning
/// older definitions' variables as they are), and only the rows with a restricted basic —
/// the *core* — are kept in the dictionary form the simplex needs. A definition is expanded
/// only where a core row must be built from it; values are read by evaluating definitions
/// in order. See `Tableau+Definitions.swift`.
struct Tableau {
    /// The row that phase one of `addWithArtificialVariable` minimizes (empty otherwise).
    static let artificialObjective = RowID(0)
    static let artificialSymbol = SymbolID(0)

    /// The rows, their column index and which row each symbol is basic in.
    var matrix = SparseMatrix()
    /// What the simplex minimizes, level by level (see ``Objective``).
    var objective = Objective()
    /// Scratch for folding a symbol's objective cells into a row.
    var objectiveScratch: [(level: LevelID, coefficient: Double)] = []
    /// Per symbol: its kind, owner, variable and dirty flag (one array: making a symbol is one append).
    var symbols = IDArray<SymbolID, SymbolInfo>()
    private var freeSymbols: [SymbolID] = []
    /// Restricted rows whose constant went negative, for the dual simplex.
    var infeasible: [RowID] = []
    /// The symbols of an infeasible row that tie at ratio zero (`Tableau.takeDetours`).
    var detourScratch: [SymbolID] = []
    /// The defined variables of a row being expanded, newest first (`Tableau+ExpansionQueue`).
    var expansionQueue = RankHeap<HighestRankFirst>()
    /// Symbols whose value may have changed since the last `updateVariables`: variables, and
    /// restricted symbols some definition mentions.
    var dirty: [SymbolID] = []
    /// Per symbol: a variable's value when values were last refreshed.
    var definitionValue = IDArray<SymbolID, Double>()
    /// Variables whose value changed since they were last published (a variable may be
    /// listed more than once when values are refreshed between two updates).
    var changedVariables: [SymbolID] = []
    /// The definitions `refreshValues` has yet to evaluate, oldest first.
    var valueHeap = RankHeap<LowestRankFirst>()
    var valueOrder = ValueOrder()
    /// Recorded constant shifts of the lists suggestions move (see `Tableau+ShiftPlan`).
    var shiftPlans = ShiftPlans()
    /// The shortcuts values and suggestions take where they can (tests turn each off).
    var shortcuts = ValueShortcuts()
    /// Definitions valued as they were made since the last refresh began: with the dirty
    /// symbols, what tells a build's refresh from a drag's (`Tableau+Values`).
    var valuedAtOnce = 0
    /// The marks and stacks of walks over definitions (see ``WalkScratch``).
    var walks = WalkScratch()
    /// The order of definitions' ranks: the newest, each variable's last, splits.
    var ranks = DefinitionRanks()
    var deps = DependencyGraph()
    /// Work counted by the tableau itself; the sparse rows count theirs (see `counters`).
    var work = SolverCounters()
    /// What the ratio tests refuse to pivot on, and the pivots the simplex may still take.
    var pivotRules = PivotRules()
    /// Whether an add's simplex stopped on a long walk, feasible but not yet optimal
    /// (`optimizeAfterAdd`): adds skip the simplex while it is set, and the next call that
    /// reads or moves the solution finishes the walk (`SolverCore.completeOptimization`).
    var optimizationDeferred = false

    init() {
        _ = newSymbol(.artificial, owner: noSlot, variable: noVariable)
    }

    /// Work done so far, the sparse rows' included.
    var counters: SolverCounters {
        var c = work
        c.substitutions = matrix.substitutions
        c.rowTermOperations = matrix.termOperations
        c.largestRow = matrix.largestRow
        return c
    }

    /// Sets the work done so far (`counters`): zero, or a replaced tableau's work added to this one's.
    mutating func setCounters(_ total: SolverCounters) {
        work = total
        matrix.substitutions = total.substitutions
        matrix.termOperations = total.rowTermOperations
        matrix.largestRow = total.largestRow
    }

    // MARK: Symbols

    /// Room for `symbols` symbols and `rows` rows in all: every per-symbol array `newSymbol`
    /// appends to and `newVariableSymbols` extends (keep the three alike; the invariant walk
    /// checks their lengths, `perSymbolLengthViolations`).
    mutating func reserve(symbols count: Int, rows: Int) {
        symbols.reserveCapacity(count)
        matrix.reserve(symbols: count, rows: rows)
        definitionValue.reserveCapacity(count)
        walks.reserveSymbols(count)
        // A build marks nearly every row's basic dirty, and its update changes nearly every
        // value: both lists as long as that, reserved as the walks' are.
        dirty.reserveCapacity(max(count, rows))
        changedVariables.reserveCapacity(count)
        ranks.reserveSymbols(count)
        objective.reserveSymbols(count)
    }

    mutating func newSymbol(_ kind: SymbolKind, owner: Slot, variable: VariableID) -> SymbolID {
        let canEnter = kind == .slack || kind == .error
        if !freeSymbols.isEmpty, let id = freeSymbols.popLast() {
            symbols[id] = SymbolInfo(kind: kind, owner: owner, variable: variable)
            // A replayed value order may have left a restricted symbol's value here.
            definitionValue[id] = 0
            objective.resetSymbol(id, eligible: canEnter)
            ranks.clearHint(of: id)
            return id
        }
        let id = SymbolID(symbols.count)
        symbols.append(SymbolInfo(kind: kind, owner: owner, variable: variable))
        matrix.addSymbol()
        definitionValue.append(0)
        walks.addSymbol()
        ranks.addSymbol()
        objective.addSymbol(eligible: canEnter)
        return id
    }

    /// `count` new variables' symbols with consecutive ids from `symbols.count`, as `count`
    /// calls of `newSymbol(.external, …)` would make them when no symbol is free to recycle
    /// (the caller checks `canAddSymbolsInBulk`), each per-symbol array extended once: one at a
    /// time, each symbol paid a dozen appends, each with its uniqueness and capacity checks —
    /// a quarter of setting a large csys program up. The first one's id.
    mutating func newVariableSymbols(_ count: Int, firstVariable: VariableID) -> SymbolID {
        let first = SymbolID(symbols.count)
        symbols.append(contentsOf: (0..<Int32(count)).lazy.map {
            SymbolInfo(kind: .external, owner: noSlot, variable: VariableID(firstVariable.raw + $0))
        })
        matrix.addSymbols(count)
        definitionValue.append(repeating: 0, count: count)
        walks.addSymbols(count)
        ranks.addSymbols(count)
        objective.addSymbols(count, eligible: false)
        return first
    }

    /// Per-symbol arrays whose length is not the symbols' count (a path that makes symbols and
    /// misses one of them).
    func perSymbolLengthViolations() -> [String] {
        let expected = symbols.count
        let lengths = [("column lists", matrix.lists.listCount / 2), ("basis", matrix.basicRow.count),
                       ("scratch", matrix.scratch.count), ("values", definitionValue.count),
                       ("walk marks", walks.marks.count), ("cycle marks", walks.cycle.count),
                       ("rank hints", ranks.count), ("objective", objective.perSymbol.count)]
        return lengths.filter { $0.1 != expected }.map { "\($0.0): \($0.1) entries for \(expected) symbols" }
    }

    /// Whether new symbols take fresh ids (`newVariableSymbols`): none is free to recycle.
    var canAddSymbolsInBulk: Bool { freeSymbols.isEmpty }

    /// Returns a slack or error symbol to the pool once no row mentions it.
    mutating func releaseSymbol(_ symbol: SymbolID) {
        guard symbol != noSymbol else { return }
        // A removed constraint's symbols cancel out of every row. Should one still be basic,
        // its row carries another constraint's relation: keep both, as Kiwi keeps dead error
        // symbols, rather than drop a relation; the symbol is just not recycled.
        if matrix.basicRow[symbol] != noRow { return }
        // Numerically it has cancelled out everywhere; drop any residue.
        matrix.removeCells(of: symbol)
        objective.clear(symbol)
        symbols[symbol].owner = noSlot
        freeSymbols.append(symbol)
    }

    /// Notes that a symbol's value may have changed: a variable's, or a restricted symbol's
    /// that a definition mentions (the definition's variable changes with it).
    @inline(__always) mutating func markDirty(_ symbol: SymbolID) {
        if symbol != noSymbol && !symbols[symbol].isDirty && isWatched(symbol) {
            symbols[symbol].isDirty = true
            dirty.append(symbol)
        }
    }

    /// Whether a change of the symbol's value must be followed: it is a variable, or
    /// definitions read it (`markDirty`'s rule; a recorded shift records it per row).
    @inline(__always) func isWatched(_ symbol: SymbolID) -> Bool {
        symbols[symbol].kind == .external || matrix.referenceCount(symbol) > 0
    }

    mutating func clearDirty() {
        for symbol in dirty { symbols[symbol].isDirty = false }
        // `removeAll(keepingCapacity:)` goes through the general `replaceSubrange`, about 110
        // instructions: a tenth of a small screen's resize step, which leaves one or two dirty
        // symbols. Those are popped; a build's thousands are cheaper removed at once.
        if dirty.count > 4 { dirty.removeAll(keepingCapacity: true) } else { while dirty.popLast() != nil {} }
    }

    // MARK: Rows

    /// Removes a row and its cells; its basic symbol becomes parametric (value 0).
    mutating func dropRow(_ row: RowID) {
        if matrix.rows[row].isDefinition && matrix.rows[row].basic != noSymbol {
            ranks.remember(matrix.rows[row].rank, of: matrix.rows[row].basic)
        }
        markDirty(matrix.freeRow(row))
    }

    mutating func setBasic(_ row: RowID, _ symbol: SymbolID) {
        matrix.setBasic(row, symbol)
        markDirty(symbol)
    }
}

/// What the tableau knows of a symbol besides its row and column.
struct SymbolInfo {
    /// The constraint slot that made a slack or error symbol, or `none`.
    var owner: Slot
    /// The variable index of an external symbol, or `none`.
    var variable: VariableID
    var kind: SymbolKind
    /// Whether the symbol is in the tableau's `dirty` list.
    var isDirty = false

    init(kind: SymbolKind, owner: Slot, variable: VariableID) {
        self.owner = owner
        self.variable = variable
        self.kind = kind
    }
}
