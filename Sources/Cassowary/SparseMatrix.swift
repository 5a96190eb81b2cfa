/// The tableau's sparse rows and their column index: which rows mention a symbol, and where
/// in each, kept exact by every cell operation; which row each symbol is basic in; and row
/// algebra on them (`target += factor·source`). It knows nothing of what a symbol means, of
/// values or of the objective: ``Tableau`` builds the simplex on it.
///
/// Its invariants, checked by ``invariantViolations()``: every cell has one entry in its
/// symbol's list for the row's kind (core or definition) and that entry points back at it; a
/// row names a symbol at most once and never its own basic; `basicRow` and the rows' basics
/// agree; the live-row and cell counts match the rows.
struct SparseMatrix {
    /// Row 0 is the artificial objective (empty unless phase one of an artificial add runs).
    var rows = IDArray<RowID, Row>([Row(basic: noSymbol, owner: noSlot, live: true)])
    /// Per row: its cells (see ``Row``).
    var cells = RowCells()
    /// Per row: its constant (see ``Row``).
    var constants = IDArray<RowID, Double>([0])
    private var freeRows: [RowID] = []
    /// Per symbol, two lists of the rows with a cell for it (never its own basic row): at
    /// `2·symbol` the core rows (its column), at `2·symbol + 1` the definitions (its
    /// references). A variable is never in a core row, so its column is empty.
    var lists = ColumnLists()
    /// Per symbol: the row where it is basic, or `none`, and whether that row is a definition
    /// (written here alone, where a row's basic or kind changes: ``BasisIndex``).
    var basicRow = BasisIndex()
    /// Per symbol scratch for row merges; all `none` between operations.
    var scratch = IDArray<SymbolID, Int32>()
    /// Scratch of a short row merged into a long one: (target position << 32 | source index)
    /// of each source cell the target mentions (`mergeSharedSparsely`).
    var matchScratch: [Int64] = []
    /// Moves with every change to a row's cells (coefficients included) or to which row a
    /// symbol is basic in: what a recorded evaluation order and a recorded constant shift
    /// depend on (see `Tableau+ValueOrder`, `Tableau+ShiftPlan`).
    var generation: UInt64 = 0
    /// A cell that row algebra makes is dropped below this size (`cellEpsilon`); tests set
    /// Kiwi's 1e-8 to build a tableau as it was built before, so that they can reach the
    /// refusals that rounding of that kind caused (a fresh tableau of a rebuild takes the
    /// default).
    var cellTolerance = cellEpsilon
    /// Live cells in all rows.
    private(set) var cellCount = 0
    /// Live rows, the artificial objective not counted.
    private(set) var liveRowCount = 0
    /// Work counters (see ``SolverCounters``): row-into-row merges, cell updates, the most
    /// cells a row has held.
    var substitutions = 0
    var termOperations = 0
    var largestRow = 0

    init() {
        cells.addList()  // the artificial objective's
    }

    // MARK: Symbols and rows

    /// Room for `symbols` symbols and `rows` rows in all.
    mutating func reserve(symbols: Int, rows: Int) {
        lists.reserveCapacity(lists: 2 * symbols)
        basicRow.reserveCapacity(symbols)
        scratch.reserveCapacity(symbols)
        self.rows.reserveCapacity(rows)
        constants.reserveCapacity(rows)
        cells.reserveCapacity(lists: rows)
    }

    /// Makes room for one more symbol (ids are dense: the next id is `basicRow.count`).
    mutating func addSymbol() {
        lists.addLists(2)  // its column and its references
        basicRow.append()
        scratch.append(none)
    }

    /// `addSymbol` `count` times, each array extended once.
    mutating func addSymbols(_ count: Int) {
        lists.addLists(2 * count)
        basicRow.append(count: count)
        scratch.append(repeating: none, count: count)
    }

    /// A row for `owner`; one that has never held cells gets a block of exactly `capacity`
    /// when it asks for one, else a block with its first cell (a recycled row keeps its own).
    mutating func newRow(owner: Slot, constant: Double, capacity: Int = 0) -> RowID {
        liveRowCount += 1
        let id: RowID
        if !freeRows.isEmpty, let free = freeRows.popLast() {
            id = free
            rows[id].owner = owner
            constants[id] = constant
            rows[id].basic = noSymbol
            rows[id].live = true
            rows[id].isDefinition = false
        } else {
            id = rows.nextID
            rows.append(Row(basic: noSymbol, owner: owner, live: true))
            constants.append(constant)
            cells.addList()
        }
        if capacity > 0 {
            cells.makeUnique()
            cells.reserveExactly(id, room: capacity)
        }
        return id
    }

    /// Removes a row and its cells and recycles it; its basic (returned) becomes parametric.
    mutating func freeRow(_ row: RowID) -> SymbolID {
        generation &+= 1
        clearRow(row)
        let basic = rows[row].basic
        if basic != noSymbol { basicRow.set(basic, row: noRow, definition: false) }
        rows[row].basic = noSymbol
        rows[row].owner = noSlot
        rows[row].live = false
        rows[row].isDefinition = false
        liveRowCount -= 1
        freeRows.append(row)
        return basic
    }

    /// Empties a row in place: no cells, constant 0.
    mutating func clearRow(_ row: RowID) {
        while !cells.isEmpty(row) { removeCell(row: row, at: cells.count(row) - 1) }
        constants[row] = 0
    }

    mutating func setBasic(_ row: RowID, _ symbol: SymbolID) {
        generation &+= 1
        rows[row].basic = symbol
        basicRow.set(symbol, row: row, definition: rows[row].isDefinition)
    }

    /// Makes a row's basic parametric; the row reads `0 = constant + Σ …` until it gets another.
    mutating func clearBasic(of row: RowID) -> SymbolID {
        generation &+= 1
        let basic = rows[row].basic
        if basic != noSymbol { basicRow.set(basic, row: noRow, definition: false) }
        rows[row].basic = noSymbol
        return basic
    }

    /// The core rows that mention a symbol.
    @inline(__always) func columnCount(_ symbol: SymbolID) -> Int { lists.count(symbol.column) }
    /// The definitions that mention a symbol.
    @inline(__always) func referenceCount(_ symbol: SymbolID) -> Int { lists.count(symbol.references) }

    /// Whether `symbol` is basic in a definition (a variable with a definition).
    @inline(__always) func isDefined(_ symbol: SymbolID) -> Bool { basicRow.isDefinition(symbol) }

    /// The rank of a defined variable's definition.
    @inline(__always) func rank(of symbol: SymbolID) -> Double { rows[basicRow[symbol]].rank }

    // MARK: Cells

    /// The list of `symbol` that holds the entries of `row`'s kind.
    @inline(__always) func list(_ symbol: SymbolID, of row: RowID) -> ListID {
        symbol.list(definition: rows[row].isDefinition)
    }

    /// Appends a cell for a symbol the row does not mention yet.
    @inline(__always) mutating func addCell(row: RowID, symbol: SymbolID, coefficient: Double) {
        lists.makeUnique()
        cells.makeUnique()
        let position = cells.count(row)
        let entry = appendEntry(row: row, at: position, symbol.list(definition: rows[row].isDefinition))
        _ = cells.appendUnchecked(Cell(symbol: symbol, columnPosition: entry, coefficient: coefficient), to: row)
    }

    /// `addCell` at `position` of the cells of `row` written in place by a merge (`t`, with
    /// room for it: the merge has made the lists and cells unique); returns the next position.
    @inline(__always) mutating func appendCell(to t: UnsafeMutablePointer<Cell>, at position: Int, row: RowID,
                                               definition: Bool, _ symbol: SymbolID, _ coefficient: Double) -> Int {
        let entry = appendEntry(row: row, at: position, symbol.list(definition: definition))
        (t + position).initialize(to: Cell(symbol: symbol, columnPosition: entry, coefficient: coefficient))
        return position + 1
    }

    /// The list entry and the counts of a cell about to be appended at `position` of `row`;
    /// returns the entry's place in the list. The caller has made the lists unique.
    @inline(__always) private mutating func appendEntry(row: RowID, at position: Int, _ l: ListID) -> Int32 {
        generation &+= 1
        let entry = lists.appendUnchecked(ColumnEntry(row: row, cellPosition: Int32(position)), to: l)
        cellCount += 1
        termOperations += 1
        if position >= largestRow { largestRow = position + 1 }
        return entry
    }

    /// Removes a cell by swapping the last cell into its place; fixes both indexes.
    @inline(__always) mutating func removeCell(row: RowID, at position: Int) {
        generation &+= 1
        lists.makeUnique()
        cells.makeUnique()
        let removed = cells[row, position]
        removeListEntry(list(removed.symbol, of: row), at: Int(removed.columnPosition))
        if let moved = cells.swapRemoveUnchecked(row, at: position) {
            lists.elementUnchecked(list(moved.symbol, of: row), Int(moved.columnPosition)).pointee.cellPosition = Int32(position)
        }
        cellCount -= 1
        termOperations += 1
    }

    /// `removeCell` on the first `count` cells of a row written in place by a merge (`t`);
    /// returns the new count. A row names a symbol once, so the entries that move in the
    /// symbol's list belong to other rows, whose cells `t` does not hold. The merge has made
    /// the lists and cells unique.
    @inline(__always) mutating func removeCell(in t: UnsafeMutablePointer<Cell>, count: Int, at position: Int,
                                               definition: Bool) -> Int {
        removeListEntry(t[position].symbol.list(definition: definition), at: Int(t[position].columnPosition))
        let last = count - 1
        if position != last {
            let moved = t[last]
            t[position] = moved
            lists.elementUnchecked(moved.symbol.list(definition: definition), Int(moved.columnPosition)).pointee.cellPosition = Int32(position)
        }
        cellCount -= 1
        return last
    }

    /// Removes every cell of a symbol (a numerical residue of one that cancelled out).
    mutating func removeCells(of symbol: SymbolID) {
        while let entry = lists.last(symbol.column) { removeCell(row: entry.row, at: Int(entry.cellPosition)) }
        while let entry = lists.last(symbol.references) { removeCell(row: entry.row, at: Int(entry.cellPosition)) }
    }

    /// Swap-removes a list entry and fixes the cell of the entry it moved; the caller has made
    /// the lists and the cells unique.
    @inline(__always) private mutating func removeListEntry(_ l: ListID, at position: Int) {
        if let moved = lists.swapRemoveUnchecked(l, at: position) {
            cells.elementUnchecked(moved.row, Int(moved.cellPosition)).pointee.columnPosition = Int32(position)
        }
    }

    /// Makes a built row a definition or a core row: moves its cells' entries between the
    /// two lists of each symbol.
    mutating func setKind(of row: RowID, definition: Bool) {
        guard rows[row].isDefinition != definition else { return }
        generation &+= 1
        lists.makeUnique()
        cells.makeUnique()
        for i in 0..<cells.count(row) {
            let symbol = cells[row, i].symbol
            removeListEntry(list(symbol, of: row), at: Int(cells[row, i].columnPosition))
            let target = symbol.list(definition: definition)
            cells.elementUnchecked(row, i).pointee.columnPosition =
                lists.appendUnchecked(ColumnEntry(row: row, cellPosition: Int32(i)), to: target)
        }
        rows[row].isDefinition = definition
        if rows[row].basic != noSymbol { basicRow.set(rows[row].basic, row: row, definition: definition) }
    }

    /// The position of `symbol`'s cell in `row`, or -1; scans whichever of the two is shorter.
    /// Inlined: called on `matrix` from the tableau's mutating methods, the matrix (168 bytes)
    /// was copied to the stack for each call (a `memcpy` before every expansion of a definition).
    @inline(__always) func position(of symbol: SymbolID, in row: RowID) -> Int {
        let l = list(symbol, of: row)
        let cellCount = cells.count(row), listCount = lists.count(l)
        if listCount < cellCount {
            for i in 0..<listCount where lists[l, i].row == row { return Int(lists[l, i].cellPosition) }
            return -1
        }
        for i in 0..<cellCount where cells[row, i].symbol == symbol { return i }
        return -1
    }

    /// The largest magnitude among the row's cells (0 for an empty row): the scale that
    /// subject, pivot and objective tolerances are relative to.
    @inline(__always) func largestCell(in row: RowID) -> Double {
        var largest = 0.0
        for i in 0..<cells.count(row) { largest = max(largest, abs(cells[row, i].coefficient)) }
        return largest
    }

    @inline(__always) func coefficient(of symbol: SymbolID, in row: RowID) -> Double {
        let p = position(of: symbol, in: row)
        return p < 0 ? 0 : cells[row, p].coefficient
    }
}
