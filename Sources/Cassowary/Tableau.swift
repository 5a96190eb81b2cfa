/// The simplex tableau: sparse rows in one flat array, a column index from each symbol to the
/// rows that mention it, kept exact by every cell operation, and the objective beside them.
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
    static let artificialObjective: RowID = 0
    static let artificialSymbol: SymbolID = 0

    var rows: [Row] = []
    /// What the simplex minimizes, level by level (see ``Objective``).
    var objective = Objective()
    /// Scratch for folding a symbol's objective cells into a row.
    var objectiveScratch: [(level: Int32, coefficient: Double)] = []
    private var freeRows: [RowID] = []
    /// Per symbol, two lists of the rows with a cell for it (never its own basic row): at
    /// `2·symbol` the core rows (its column), at `2·symbol + 1` the definitions (its
    /// references). A variable is never in a core row, so its column is empty.
    var lists: [[ColumnEntry]] = []
    /// Per symbol: the row where it is basic, or `none`.
    var basicRow: [RowID] = []
    /// Per symbol: its kind, owner, variable and dirty flag (one array: making a symbol is one append).
    var symbols: [SymbolInfo] = []
    private var freeSymbols: [SymbolID] = []
    /// Per symbol scratch for row merges; all `none` between operations.
    var scratch: [Int32] = []
    /// Scratch of a short row merged into a long one: (target position << 32 | source index)
    /// of each source cell the target mentions (`Tableau+SparseMerge`).
    var matchScratch: [Int64] = []
    /// The symbols of an infeasible row that tie at ratio zero (`Tableau.takeDetours`).
    var detourScratch: [SymbolID] = []
    /// Max-heap by rank of the defined variables of a row being expanded (`Tableau+ExpansionQueue`).
    var expansionQueue: [ExpansionEntry] = []
    /// Per symbol: an error symbol's weight in the objective and its level (0 and `none` for
    /// any other symbol, and for the errors of a removed constraint), so that a symbol's
    /// reduced cost can be computed afresh from its column (see `Tableau+ReducedCost`).
    var errorWeight: [Double] = []
    var errorLevel: [Int32] = []
    /// Per symbol: a variable's value when values were last refreshed.
    var definitionValue: [Double] = []
    /// Variables whose value changed since they were last published (a variable may be
    /// listed more than once when values are refreshed between two updates).
    var changedVariables: [SymbolID] = []
    /// Per symbol: reached by the change `refreshValues` follows without ordering.
    var reachedMark: [UInt32] = []
    var reachedStamp: UInt32 = 0
    /// Scratch heap of `refreshValues`.
    var valueHeap: [(rank: Double, symbol: SymbolID)] = []
    /// Per symbol: a stamp for graph walks over definitions (see `Tableau+Definitions`).
    var visitStamp: [UInt32] = []
    var currentStamp: UInt32 = 0
    /// Per symbol: a definition found not to lead to the subject of the current cycle check,
    /// or found to lead to it, and the walk's way back.
    var clearedStamp: [UInt32] = []
    var reachingStamp: [UInt32] = []
    var walkParent: [SymbolID] = []
    var clearStamp: UInt32 = 0
    /// Scratch stacks for those walks, kept so that a resize step allocates nothing.
    var walkStack: [SymbolID] = []
    var walked: [SymbolID] = []
    /// Above every definition's rank.
    var nextRank = 1.0
    /// Moves with every change to a row's cells or to which row a symbol is basic in: what a
    /// recorded evaluation order depends on (see `Tableau+ValueOrder`).
    var structureGeneration: UInt64 = 0
    var valueOrder = ValueOrder()
    /// Per symbol: the rank of the variable's last definition, 0 if it never had one. A
    /// definition removed and added back (a stack item hidden and shown, a view's lines
    /// remade) takes its old place when it still fits there, whatever order its neighbours
    /// come back in, instead of going to the top and making its readers trade ranks.
    var rankHint: [Double] = []
    /// Where the next split of an interval of ranks falls (see `Tableau.split`).
    var splitPhase = 0.0
    /// Restricted rows whose constant went negative, for the dual simplex.
    var infeasible: [RowID] = []
    /// Symbols whose value may have changed since the last `updateVariables`: variables, and
    /// restricted symbols some definition mentions.
    var dirty: [SymbolID] = []
    var deps = DependencyGraph()
    var counters = SolverCounters()
    /// Live cells in all rows.
    private(set) var cellCount = 0
    private(set) var liveRowCount = 0

    init() {
        rows.append(Row(basic: none, owner: none, constant: 0, cells: [], live: true))
        _ = newSymbol(.artificial, owner: none, variable: none)
    }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind, owner: Slot, variable: Int32) -> SymbolID {
        let canEnter = kind == .slack || kind == .error
        if let id = freeSymbols.popLast() {
            symbols[Int(id)] = SymbolInfo(kind: kind, owner: owner, variable: variable)
            objective.resetSymbol(id, eligible: canEnter)
            rankHint[Int(id)] = 0
            errorWeight[Int(id)] = 0
            errorLevel[Int(id)] = none
            return id
        }
        let id = SymbolID(symbols.count)
        symbols.append(SymbolInfo(kind: kind, owner: owner, variable: variable))
        lists.append([])
        lists.append([])
        basicRow.append(none)
        scratch.append(none)
        definitionValue.append(0)
        reachedMark.append(0)
        visitStamp.append(0)
        clearedStamp.append(0)
        reachingStamp.append(0)
        walkParent.append(none)
        rankHint.append(0)
        errorWeight.append(0)
        errorLevel.append(none)
        objective.addSymbol(eligible: canEnter)
        return id
    }

    /// Returns a slack or error symbol to the pool once no row mentions it.
    mutating func releaseSymbol(_ symbol: SymbolID) {
        guard symbol != none else { return }
        // A removed constraint's symbols cancel out of every row. Should one still be basic,
        // its row carries another constraint's relation: keep both, as Kiwi keeps dead error
        // symbols, rather than drop a relation; the symbol is just not recycled.
        if basicRow[Int(symbol)] != none { return }
        // Numerically it has cancelled out everywhere; drop any residue.
        while let entry = lists[Int(symbol) * 2].last { removeCell(row: entry.row, at: Int(entry.cellPosition)) }
        while let entry = lists[Int(symbol) * 2 + 1].last { removeCell(row: entry.row, at: Int(entry.cellPosition)) }
        objective.clear(symbol)
        symbols[Int(symbol)].owner = none
        freeSymbols.append(symbol)
    }

    /// The core rows that mention a symbol.
    @inline(__always) func columnCount(_ symbol: SymbolID) -> Int { lists[Int(symbol) * 2].count }
    /// The definitions that mention a symbol.
    @inline(__always) func referenceCount(_ symbol: SymbolID) -> Int { lists[Int(symbol) * 2 + 1].count }

    /// Notes that a symbol's value may have changed: a variable's, or a restricted symbol's
    /// that a definition mentions (the definition's variable changes with it).
    @inline(__always) mutating func markDirty(_ symbol: SymbolID) {
        let s = Int(symbol)
        if symbol >= 0 && !symbols[s].isDirty && (symbols[s].kind == .external || !lists[s * 2 + 1].isEmpty) {
            symbols[s].isDirty = true
            dirty.append(symbol)
        }
    }

    mutating func clearDirty() {
        for symbol in dirty { symbols[Int(symbol)].isDirty = false }
        dirty.removeAll(keepingCapacity: true)
    }

    // MARK: Rows

    mutating func newRow(owner: Slot, constant: Double) -> RowID {
        liveRowCount += 1
        if let id = freeRows.popLast() {
            rows[Int(id)].owner = owner
            rows[Int(id)].constant = constant
            rows[Int(id)].basic = none
            rows[Int(id)].live = true
            rows[Int(id)].isDefinition = false
            return id
        }
        var cells: [Cell] = []
        cells.reserveCapacity(4)  // rows of layout systems hold a handful of cells
        rows.append(Row(basic: none, owner: owner, constant: constant, cells: cells, live: true))
        return RowID(rows.count - 1)
    }

    /// Removes a row and its cells; its basic symbol becomes parametric (value 0).
    mutating func dropRow(_ row: RowID) {
        structureGeneration &+= 1
        let r = Int(row)
        while !rows[r].cells.isEmpty { removeCell(row: row, at: rows[r].cells.count - 1) }
        let basic = rows[r].basic
        if basic != none {
            if rows[r].isDefinition { rankHint[Int(basic)] = rows[r].rank }
            basicRow[Int(basic)] = none
            markDirty(basic)
        }
        rows[r].basic = none
        rows[r].owner = none
        rows[r].live = false
        rows[r].isDefinition = false
        liveRowCount -= 1
        freeRows.append(row)
    }

    /// Empties a row in place (the artificial objective).
    mutating func clearRow(_ row: RowID) {
        while !rows[Int(row)].cells.isEmpty { removeCell(row: row, at: rows[Int(row)].cells.count - 1) }
        rows[Int(row)].constant = 0
    }

    mutating func setBasic(_ row: RowID, _ symbol: SymbolID) {
        structureGeneration &+= 1
        rows[Int(row)].basic = symbol
        basicRow[Int(symbol)] = row
        markDirty(symbol)
    }

    // MARK: Cells

    /// The list of `symbol` that holds the entries of `row`'s kind.
    @inline(__always) func list(_ symbol: SymbolID, of row: RowID) -> Int {
        Int(symbol) &* 2 &+ (rows[Int(row)].isDefinition ? 1 : 0)
    }

    /// Appends a cell for a symbol the row does not mention yet.
    @inline(__always) mutating func addCell(row: RowID, symbol: SymbolID, coefficient: Double) {
        let r = Int(row), l = list(symbol, of: row)
        structureGeneration &+= 1
        let position = rows[r].cells.count
        lists[l].append(ColumnEntry(row: row, cellPosition: Int32(position)))
        rows[r].cells.append(Cell(symbol: symbol, columnPosition: Int32(lists[l].count - 1),
                                  coefficient: coefficient))
        cellCount += 1
        counters.rowTermOperations += 1
        if position >= counters.largestRow { counters.largestRow = position + 1 }
    }

    /// Removes a cell by swapping the last cell into its place; fixes both indexes.
    @inline(__always) mutating func removeCell(row: RowID, at position: Int) {
        let r = Int(row)
        structureGeneration &+= 1
        let removed = rows[r].cells[position]
        removeListEntry(list(removed.symbol, of: row), at: Int(removed.columnPosition))
        let last = rows[r].cells.count - 1
        if position != last {
            let moved = rows[r].cells[last]
            rows[r].cells[position] = moved
            lists[list(moved.symbol, of: row)][Int(moved.columnPosition)].cellPosition = Int32(position)
        }
        rows[r].cells.removeLast()
        cellCount -= 1
        counters.rowTermOperations += 1
    }

    @inline(__always) private mutating func removeListEntry(_ l: Int, at position: Int) {
        let last = lists[l].count - 1
        if position != last {
            let moved = lists[l][last]
            lists[l][position] = moved
            rows[Int(moved.row)].cells[Int(moved.cellPosition)].columnPosition = Int32(position)
        }
        lists[l].removeLast()
    }

    /// Makes a built row a definition or a core row: moves its cells' entries between the
    /// two lists of each symbol.
    mutating func setKind(of row: RowID, definition: Bool) {
        let r = Int(row)
        guard rows[r].isDefinition != definition else { return }
        structureGeneration &+= 1
        for i in 0..<rows[r].cells.count {
            let symbol = rows[r].cells[i].symbol
            removeListEntry(list(symbol, of: row), at: Int(rows[r].cells[i].columnPosition))
            let target = Int(symbol) &* 2 &+ (definition ? 1 : 0)
            lists[target].append(ColumnEntry(row: row, cellPosition: Int32(i)))
            rows[r].cells[i].columnPosition = Int32(lists[target].count - 1)
        }
        rows[r].isDefinition = definition
    }

    /// The position of `symbol`'s cell in `row`, or -1; scans whichever of the two is shorter.
    func position(of symbol: SymbolID, in row: RowID) -> Int {
        // Indexing in place (no `let cells = …`) keeps the arrays from being retained.
        let r = Int(row), l = list(symbol, of: row)
        let cellCount = rows[r].cells.count, listCount = lists[l].count
        if listCount < cellCount {
            for i in 0..<listCount where lists[l][i].row == row { return Int(lists[l][i].cellPosition) }
            return -1
        }
        for i in 0..<cellCount where rows[r].cells[i].symbol == symbol { return i }
        return -1
    }

    @inline(__always) func coefficient(of symbol: SymbolID, in row: RowID) -> Double {
        let p = position(of: symbol, in: row)
        return p < 0 ? 0 : rows[Int(row)].cells[p].coefficient
    }
}

/// What the tableau knows of a symbol besides its row and column.
struct SymbolInfo {
    /// The constraint slot that made a slack or error symbol, or `none`.
    var owner: Slot
    /// The variable index of an external symbol, or `none`.
    var variable: Int32
    var kind: SymbolKind
    /// Whether the symbol is in the tableau's `dirty` list.
    var isDirty = false

    init(kind: SymbolKind, owner: Slot, variable: Int32) {
        self.owner = owner
        self.variable = variable
        self.kind = kind
    }
}
