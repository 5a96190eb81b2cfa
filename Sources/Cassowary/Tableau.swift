/// The simplex tableau: sparse rows in one flat array, and a column index from each symbol to
/// the rows that mention it, kept exact by every cell operation.
///
/// Kiwi keeps rows only, so each substitution walks every row; here a substitution, a ratio
/// test or an edit update visits exactly the rows in one column.
struct Tableau {
    static let objective: RowID = 0
    static let artificialObjective: RowID = 1
    static let artificialSymbol: SymbolID = 0

    var rows: [Row] = []
    private var freeRows: [RowID] = []
    /// Per symbol: the rows with a cell for it (never its own basic row).
    var columns: [[ColumnEntry]] = []
    /// Per symbol: the row where it is basic, or `none`.
    var basicRow: [RowID] = []
    /// Per symbol: its kind, owner, variable and dirty flag (one array: making a symbol is one append).
    var symbols: [SymbolInfo] = []
    private var freeSymbols: [SymbolID] = []
    /// Per symbol scratch for row merges; all `none` between operations.
    private var scratch: [Int32] = []
    /// Restricted rows whose constant went negative, for the dual simplex.
    var infeasible: [RowID] = []
    /// External symbols whose value may have changed since the last `updateVariables`.
    var dirty: [SymbolID] = []
    var deps = DependencyGraph()
    var counters = SolverCounters()
    /// Live cells in all rows, objectives included.
    private(set) var cellCount = 0
    private(set) var liveRowCount = 0

    init() {
        rows.append(Row(basic: none, owner: none, constant: 0, cells: [], live: true))
        rows.append(Row(basic: none, owner: none, constant: 0, cells: [], live: true))
        _ = newSymbol(.artificial, owner: none, variable: none)
    }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind, owner: Slot, variable: Int32) -> SymbolID {
        if let id = freeSymbols.popLast() {
            symbols[Int(id)] = SymbolInfo(kind: kind, owner: owner, variable: variable)
            return id
        }
        let id = SymbolID(symbols.count)
        symbols.append(SymbolInfo(kind: kind, owner: owner, variable: variable))
        columns.append([])
        basicRow.append(none)
        scratch.append(none)
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
        while let entry = columns[Int(symbol)].last { removeCell(row: entry.row, at: Int(entry.cellPosition)) }
        symbols[Int(symbol)].owner = none
        freeSymbols.append(symbol)
    }

    @inline(__always) mutating func markDirty(_ symbol: SymbolID) {
        if symbol >= 0 && symbols[Int(symbol)].kind == .external && !symbols[Int(symbol)].isDirty {
            symbols[Int(symbol)].isDirty = true
            dirty.append(symbol)
        }
    }

    mutating func clearDirty() {
        for symbol in dirty { symbols[Int(symbol)].isDirty = false }
        dirty.removeAll(keepingCapacity: true)
    }

    /// The symbol's value in the current basic solution.
    @inline(__always) func value(of symbol: SymbolID) -> Double {
        let row = basicRow[Int(symbol)]
        return row == none ? 0 : rows[Int(row)].constant
    }

    // MARK: Rows

    mutating func newRow(owner: Slot, constant: Double) -> RowID {
        liveRowCount += 1
        if let id = freeRows.popLast() {
            rows[Int(id)].owner = owner
            rows[Int(id)].constant = constant
            rows[Int(id)].basic = none
            rows[Int(id)].live = true
            return id
        }
        var cells: [Cell] = []
        cells.reserveCapacity(4)  // rows of layout systems hold a handful of cells
        rows.append(Row(basic: none, owner: owner, constant: constant, cells: cells, live: true))
        return RowID(rows.count - 1)
    }

    /// Removes a row and its cells; its basic symbol becomes parametric (value 0).
    mutating func dropRow(_ row: RowID) {
        let r = Int(row)
        while !rows[r].cells.isEmpty { removeCell(row: row, at: rows[r].cells.count - 1) }
        let basic = rows[r].basic
        if basic != none {
            basicRow[Int(basic)] = none
            markDirty(basic)
        }
        rows[r].basic = none
        rows[r].owner = none
        rows[r].live = false
        liveRowCount -= 1
        freeRows.append(row)
    }

    /// Empties an objective row in place.
    mutating func clearRow(_ row: RowID) {
        while !rows[Int(row)].cells.isEmpty { removeCell(row: row, at: rows[Int(row)].cells.count - 1) }
        rows[Int(row)].constant = 0
    }

    mutating func setBasic(_ row: RowID, _ symbol: SymbolID) {
        rows[Int(row)].basic = symbol
        basicRow[Int(symbol)] = row
        markDirty(symbol)
    }

    // MARK: Cells

    /// Appends a cell for a symbol the row does not mention yet.
    @inline(__always) mutating func addCell(row: RowID, symbol: SymbolID, coefficient: Double) {
        let r = Int(row), s = Int(symbol)
        let position = rows[r].cells.count
        columns[s].append(ColumnEntry(row: row, cellPosition: Int32(position)))
        rows[r].cells.append(Cell(symbol: symbol, columnPosition: Int32(columns[s].count - 1),
                                  coefficient: coefficient))
        cellCount += 1
        counters.rowTermOperations += 1
        if position >= counters.largestRow { counters.largestRow = position + 1 }
    }

    /// Removes a cell by swapping the last cell into its place; fixes both indexes.
    @inline(__always) mutating func removeCell(row: RowID, at position: Int) {
        let r = Int(row)
        let removed = rows[r].cells[position]
        removeColumnEntry(symbol: removed.symbol, at: Int(removed.columnPosition))
        let last = rows[r].cells.count - 1
        if position != last {
            let moved = rows[r].cells[last]
            rows[r].cells[position] = moved
            columns[Int(moved.symbol)][Int(moved.columnPosition)].cellPosition = Int32(position)
        }
        rows[r].cells.removeLast()
        cellCount -= 1
        counters.rowTermOperations += 1
    }

    @inline(__always) private mutating func removeColumnEntry(symbol: SymbolID, at position: Int) {
        let s = Int(symbol)
        let last = columns[s].count - 1
        if position != last {
            let moved = columns[s][last]
            columns[s][position] = moved
            rows[Int(moved.row)].cells[Int(moved.cellPosition)].columnPosition = Int32(position)
        }
        columns[s].removeLast()
    }

    /// The position of `symbol`'s cell in `row`, or -1; scans whichever of the two is shorter.
    func position(of symbol: SymbolID, in row: RowID) -> Int {
        // Indexing in place (no `let cells = …`) keeps the arrays from being retained.
        let r = Int(row), s = Int(symbol)
        let cellCount = rows[r].cells.count, columnCount = columns[s].count
        if columnCount < cellCount {
            for i in 0..<columnCount where columns[s][i].row == row { return Int(columns[s][i].cellPosition) }
            return -1
        }
        for i in 0..<cellCount where rows[r].cells[i].symbol == symbol { return i }
        return -1
    }

    @inline(__always) func coefficient(of symbol: SymbolID, in row: RowID) -> Double {
        let p = position(of: symbol, in: row)
        return p < 0 ? 0 : rows[Int(row)].cells[p].coefficient
    }

    /// `row += coefficient·symbol`, dropping the cell when it cancels.
    mutating func add(symbol: SymbolID, coefficient: Double, to row: RowID) {
        let p = position(of: symbol, in: row)
        if p < 0 {
            if !nearZero(coefficient) { addCell(row: row, symbol: symbol, coefficient: coefficient) }
            return
        }
        let updated = rows[Int(row)].cells[p].coefficient + coefficient
        if nearZero(updated) {
            removeCell(row: row, at: p)
        } else {
            rows[Int(row)].cells[p].coefficient = updated
            counters.rowTermOperations += 1
        }
    }

    /// `target += factor·source` (cells and constant) in O(|target| + |source|), and records
    /// that the target's constraint absorbed the source's.
    mutating func add(row source: RowID, times factor: Double, to target: RowID) {
        let s = Int(source), t = Int(target)
        counters.substitutions += 1
        rows[t].constant += factor * rows[s].constant
        let sourceCount = rows[s].cells.count
        for i in 0..<sourceCount { scratch[Int(rows[s].cells[i].symbol)] = Int32(i) }
        // Walk the target backwards so that swap-removal only moves visited cells.
        var j = rows[t].cells.count - 1
        while j >= 0 {
            let symbol = Int(rows[t].cells[j].symbol)
            let p = scratch[symbol]
            if p >= 0 {
                scratch[symbol] = -2
                let updated = rows[t].cells[j].coefficient + factor * rows[s].cells[Int(p)].coefficient
                if nearZero(updated) {
                    removeCell(row: target, at: j)
                } else {
                    rows[t].cells[j].coefficient = updated
                    counters.rowTermOperations += 1
                }
            }
            j -= 1
        }
        for i in 0..<sourceCount {
            let cell = rows[s].cells[i]
            if scratch[Int(cell.symbol)] >= 0 {
                let c = factor * cell.coefficient
                if !nearZero(c) { addCell(row: target, symbol: cell.symbol, coefficient: c) }
            }
            scratch[Int(cell.symbol)] = none
        }
        recordAbsorption(target: target, source: source)
    }

    @inline(__always) private mutating func recordAbsorption(target: RowID, source: RowID) {
        let absorber = rows[Int(target)].owner
        let owner = rows[Int(source)].owner
        if owner == none { return }
        if target == Tableau.objective {
            deps.recordObjectiveAbsorbed(owner)
        } else if absorber != none {
            deps.record(absorber: absorber, source: owner)
        }
    }

    /// Multiplies the row's constant and cells by -1.
    mutating func reverseSign(_ row: RowID) {
        let r = Int(row)
        rows[r].constant = -rows[r].constant
        for i in 0..<rows[r].cells.count { rows[r].cells[i].coefficient = -rows[r].cells[i].coefficient }
    }

    /// Makes `symbol` the row's basic: `basic = c + a·symbol + rest` becomes
    /// `symbol = (basic - c - rest) / a`. The symbol must have a cell in the row.
    mutating func solve(row: RowID, for symbol: SymbolID) {
        let r = Int(row)
        let p = position(of: symbol, in: row)
        let a = rows[r].cells[p].coefficient
        removeCell(row: row, at: p)
        let old = rows[r].basic
        if old != none {
            basicRow[Int(old)] = none
            markDirty(old)
            addCell(row: row, symbol: old, coefficient: -1)
        }
        let k = -1 / a
        rows[r].constant *= k
        for i in 0..<rows[r].cells.count { rows[r].cells[i].coefficient *= k }
        setBasic(row, symbol)
    }

    /// Replaces `symbol` by its row wherever it appears (it must be basic in `row`).
    /// - Complexity: O(Σ over the symbol's column of the row sizes).
    mutating func substitute(_ symbol: SymbolID, with row: RowID) {
        while let entry = columns[Int(symbol)].last {
            let target = entry.row
            let t = Int(target)
            let c = rows[t].cells[Int(entry.cellPosition)].coefficient
            counters.rowsVisited += 1
            removeCell(row: target, at: Int(entry.cellPosition))
            add(row: row, times: c, to: target)
            let basic = rows[t].basic
            if basic != none {
                markDirty(basic)
                if symbols[Int(basic)].kind.isRestricted && rows[t].constant < 0 { infeasible.append(target) }
            }
        }
    }

    /// Swaps `entering` into the basis in place of `row`'s basic.
    mutating func pivot(entering: SymbolID, row: RowID) {
        counters.pivots += 1
        solve(row: row, for: entering)
        substitute(entering, with: row)
    }
}

/// What the tableau knows of a symbol besides its row and column.
struct SymbolInfo {
    /// The constraint slot that made a slack or error symbol, or `none`.
    var owner: Slot
    /// The variable index of an external symbol, or `none`.
    var variable: Int32
    var kind: SymbolKind
    /// Whether an external symbol is in the tableau's `dirty` list.
    var isDirty = false

    init(kind: SymbolKind, owner: Slot, variable: Int32) {
        self.owner = owner
        self.variable = variable
        self.kind = kind
    }
}
