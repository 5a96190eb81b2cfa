/// The objective the simplex minimizes: per priority level, a weighted sum of error symbols
/// written over the parametric symbols, compared level by level, highest first (a
/// lexicographic objective; Kiwi's weighted strengths all share level 0).
///
/// Stored by symbol rather than as rows: each symbol has a short list of its coefficients,
/// one per level where it has one, sorted highest level first. So a symbol's place in the
/// order (which sign its first coefficient has) is read in O(levels it touches), and the
/// symbols that can enter the basis — those whose first coefficient is negative — are kept
/// in a set updated as cells change: choosing the entering symbol never scans the objective.
struct Objective {
    struct Level {
        /// The priority (`Strength.level`); higher levels are minimized first.
        var key: Double
        /// Coefficients this close to zero count as zero: the level's largest weight times
        /// ``Objective/relativeTolerance`` (``Objective/exactLevelRelativeTolerance`` at an
        /// exact level), at least `epsilon`.
        var tolerance: Double
        /// Soft constraints of this level in the solver.
        var users: Int
    }

    /// A cell's index in ``cells``: a symbol's list is threaded through `next`.
    struct CellID: DenseID {
        var raw: Int32
        @inline(__always) init(_ raw: Int32) { self.raw = raw }
    }
    static let noCell = CellID(Int32(-1))

    /// What the objective keeps of one symbol.
    struct SymbolEntry {
        /// Its first cell (highest level), or `noCell`.
        var head: CellID
        /// Its place in ``candidates``, or `none`.
        var candidatePosition: Int32
        /// What the objective is made of, as opposed to the kept form of the cells: an error
        /// symbol's level and weight (`none` and 0 for any other symbol, and for the errors of
        /// a removed constraint), so that a symbol's reduced cost can be computed afresh from
        /// its column (see `Tableau+ReducedCost`).
        var errorLevel: LevelID
        /// Whether it may enter the basis in the primal simplex (slack and error).
        var eligible: Bool
        var errorWeight: Double
    }

    struct Cell {
        var level: LevelID
        var next: CellID
        var coefficient: Double
        /// The level's key, kept beside the level: walking a list compares keys, and a
        /// lookup in `levels` per step would double the walk's memory traffic.
        var key: Double
    }

    /// Rounding leaves residues of about the largest weight times 1e-16 per operation; what
    /// must still count is the difference of two Auto Layout priorities next to each other on
    /// Kiwi's scale (251 against 250: a weight of 0.0093) beside a root edit of strong × 1000
    /// (10⁹) in the same weighted level — 10⁻¹¹ of it.
    static let relativeTolerance = 1e-13

    /// The same at an exact priority level (key above 0), where a residue does more than
    /// move the objective by itself: a level's sign comes before every level below it, so a
    /// residue left on a zero decides against costs of any size further down. lp-check
    /// levels 2788 kept 4.8e-7 at level 500 (weights up to 10⁶: 4.8e-13 of them, the rows'
    /// drift times the weights) on a slack whose cost at level 250 was 1.7e5: the dual ratio
    /// test passed the slack over for the residue, the pivot left the 1.7e5 negative, and the
    /// update published level 250 7.8% above its optimum. 251 against 250 is two levels here,
    /// not two weights, so nothing small must count within one: weights of a level differ by
    /// the strengths' factors, and a real cost is a weight times the rows' coefficients.
    static let exactLevelRelativeTolerance = 1e-11

    /// A sum that cancels to within this fraction of its larger operand is rounding, whatever
    /// the level's weights: a residue of 1.0e-7 left at level 1000 (weights 1e6, tolerance
    /// 1e-7) from terms near 1e6 once kept a symbol from entering and the levels below from
    /// their minimum. Safe for exact priorities: 251 against 250 on Kiwi's scale differs by
    /// 0.0093 beside at most 1e9, 9e-12 of it.
    static let cancellation = 1e-12

    /// Whether `updated = old + amount` is zero at a level with `tolerance`: below the level's
    /// tolerance, or cancelled to within ``cancellation`` of its larger operand.
    @inline(__always) static func isResidue(_ updated: Double, of old: Double, plus amount: Double, tolerance: Double) -> Bool {
        abs(updated) <= max(tolerance, cancellation * max(abs(old), abs(amount)))
    }

    private(set) var levels = IDArray<LevelID, Level>()
    /// Level ids by key, ascending, for lookups when a constraint is added.
    private var levelsByKey: [LevelID] = []
    /// Per symbol, what the objective keeps of it (``SymbolEntry``): one array, so that making
    /// a symbol is one append, not five, and a symbol's fields share a cache line.
    private(set) var perSymbol = IDArray<SymbolID, SymbolEntry>()
    private var cells = IDArray<CellID, Cell>()
    private var freeCells: [CellID] = []
    /// Symbols whose coefficients are lexicographically negative, unordered.
    private(set) var candidates: [SymbolID] = []
    /// Min-heap by id of symbols that became candidates, some since gone (see `entering()`).
    var blandHeap: [SymbolID] = []
    private(set) var cellCount = 0

    // MARK: Symbols and levels

    mutating func reserveSymbols(_ count: Int) {
        perSymbol.reserveCapacity(count)
    }

    mutating func addSymbol(eligible canEnter: Bool) { perSymbol.append(Objective.newEntry(eligible: canEnter)) }

    /// `addSymbol` `count` times, the array extended once.
    mutating func addSymbols(_ count: Int, eligible canEnter: Bool) {
        perSymbol.append(repeating: Objective.newEntry(eligible: canEnter), count: count)
    }

    /// A new symbol's entry: in no level, no candidate, no cell.
    @inline(__always) private static func newEntry(eligible canEnter: Bool) -> SymbolEntry {
        SymbolEntry(head: Objective.noCell, candidatePosition: none, errorLevel: noLevel, eligible: canEnter, errorWeight: 0)
    }

    /// A recycled symbol id: clear what its previous life left (nothing, normally).
    mutating func resetSymbol(_ symbol: SymbolID, eligible canEnter: Bool) {
        clear(symbol)
        perSymbol[symbol].eligible = canEnter
        perSymbol[symbol].errorWeight = 0
        perSymbol[symbol].errorLevel = noLevel
        refresh(symbol)
    }

    /// Records an error symbol's weight and level (0 and `none`: it no longer counts).
    mutating func setErrorWeight(_ symbol: SymbolID, _ weight: Double, level: LevelID) {
        perSymbol[symbol].errorWeight = weight
        perSymbol[symbol].errorLevel = level
    }

    /// The level for a strength's key and weight, made on first use; counts one more user.
    mutating func acquireLevel(key: Double, weight: Double) -> LevelID {
        var low = 0, high = levelsByKey.count
        while low < high {
            let mid = (low + high) / 2
            if levels[levelsByKey[mid]].key < key { low = mid + 1 } else { high = mid }
        }
        let id: LevelID
        if low < levelsByKey.count && levels[levelsByKey[low]].key == key {
            id = levelsByKey[low]
        } else {
            id = levels.nextID
            levels.append(Level(key: key, tolerance: epsilon, users: 0))
            levelsByKey.insert(id, at: low)
        }
        levels[id].users += 1
        let relative = key > 0 ? Objective.exactLevelRelativeTolerance : Objective.relativeTolerance
        levels[id].tolerance = max(levels[id].tolerance, weight * relative)
        return id
    }

    mutating func releaseLevel(_ level: LevelID) {
        levels[level].users -= 1
    }

    /// Levels with at least one soft constraint in the solver.
    var levelsInUse: Int { levels.reduce(0) { $0 + ($1.users > 0 ? 1 : 0) } }

    // MARK: Cells

    /// The symbol's coefficient at a level (0 when it has none).
    func coefficient(of symbol: SymbolID, level: LevelID) -> Double {
        var c = perSymbol[symbol].head
        while c != Objective.noCell {
            if cells[c].level == level { return cells[c].coefficient }
            c = cells[c].next
        }
        return 0
    }

    /// `objective[level] += coefficient·symbol`, dropping the cell when it cancels.
    mutating func add(_ symbol: SymbolID, _ coefficient: Double, level: LevelID) {
        let key = levels[level].key
        var previous = Objective.noCell
        var c = perSymbol[symbol].head
        while c != Objective.noCell {
            let cellLevel = cells[c].level
            if cellLevel == level {
                let old = cells[c].coefficient
                let updated = old + coefficient
                if Objective.isResidue(updated, of: old, plus: coefficient, tolerance: levels[level].tolerance) {
                    unlink(c, after: previous, of: symbol)
                } else {
                    cells[c].coefficient = updated
                }
                refresh(symbol)
                return
            }
            if cells[c].key < key { break }
            previous = c
            c = cells[c].next
        }
        guard abs(coefficient) > levels[level].tolerance else { return }
        let id = newCell(Cell(level: level, next: c, coefficient: coefficient, key: key))
        if previous == Objective.noCell { perSymbol[symbol].head = id } else { cells[previous].next = id }
        refresh(symbol)
    }

    /// `objective[level] += factor·c·symbol` for every (level, c) of `terms` (sorted highest
    /// level first, as a symbol's list is): one merge of two sorted lists, O(terms + the
    /// symbol's list), where one `add` per term would walk the list per term.
    mutating func add(_ symbol: SymbolID, _ terms: [(level: LevelID, coefficient: Double)], times factor: Double) {
        withMergeBuffers(cellsNeeded: terms.count) { merge in merge(symbol, terms, factor) }
        refresh(symbol)
    }

    /// `add(_:_:times:)` for each of a row's cells (its symbol, times its coefficient): what a
    /// pivot does to the objective, once per cell of its row, with the lists' buffers borrowed
    /// once for the row (per cell, the borrows and their uniqueness checks were a quarter of its
    /// instructions on the pivoting resizes of chips at 100 views).
    mutating func add(_ terms: [(level: LevelID, coefficient: Double)], timesEach row: UnsafeBufferPointer<RowCell>) {
        withMergeBuffers(cellsNeeded: terms.count * row.count) { merge in
            for i in 0..<row.count { merge(row[i].symbol, terms, row[i].coefficient) }
        }
        for i in 0..<row.count { refresh(row[i].symbol) }
    }

    /// Runs `body` with a merge of terms into one symbol's list that works on buffer pointers,
    /// `cellsNeeded` free cells set aside first (a buffer cannot grow while it is borrowed).
    /// The candidate set is not refreshed: the caller refreshes each symbol it merged into.
    @inline(__always)
    private mutating func withMergeBuffers(cellsNeeded: Int,
                                           _ body: ((SymbolID, [(level: LevelID, coefficient: Double)], Double) -> Void) -> Void) {
        while freeCells.count < cellsNeeded {
            cells.append(Cell(level: noLevel, next: Objective.noCell, coefficient: 0, key: 0))
            freeCells.append(CellID(cells.count - 1))
        }
        // Moved out and borrowed mutably: a copy, or a read-only borrow of a stored array,
        // retains it.
        var free: [CellID] = [], live = cellCount
        swap(&free, &freeCells)
        cells.withUnsafeMutableBufferPointer { cells in
        levels.withUnsafeMutableBufferPointer { levels in
        perSymbol.withUnsafeMutableBufferPointer { entries in
            body { symbol, terms, factor in
                var previous = Objective.noCell
                var c = entries[symbol].head
                for t in 0..<terms.count {
                    let level = terms[t].level
                    let key = levels[level].key
                    while c != Objective.noCell && cells[c].key > key {
                        previous = c
                        c = cells[c].next
                    }
                    let amount = factor * terms[t].coefficient
                    if c != Objective.noCell && cells[c].level == level {
                        let old = cells[c].coefficient
                        let updated = old + amount
                        if Objective.isResidue(updated, of: old, plus: amount, tolerance: levels[level].tolerance) {
                            let next = cells[c].next
                            if previous == Objective.noCell { entries[symbol].head = next } else { cells[previous].next = next }
                            free.append(c)
                            live -= 1
                            c = next
                        } else {
                            cells[c].coefficient = updated
                        }
                    } else if abs(amount) > levels[level].tolerance {
                        let id = free.removeLast()
                        cells[id] = Cell(level: level, next: c, coefficient: amount, key: key)
                        live += 1
                        if previous == Objective.noCell { entries[symbol].head = id } else { cells[previous].next = id }
                        previous = id
                    }
                }
            }
        }}}
        swap(&free, &freeCells)
        cellCount = live
    }

    private mutating func newCell(_ cell: Cell) -> CellID {
        cellCount += 1
        if !freeCells.isEmpty, let reused = freeCells.popLast() {
            cells[reused] = cell
            return reused
        }
        let id = cells.nextID
        cells.append(cell)
        return id
    }

    /// Removes every cell of a symbol (a residue of a released symbol, or a symbol becoming
    /// basic after its cells were folded in elsewhere).
    mutating func clear(_ symbol: SymbolID) {
        var c = perSymbol[symbol].head
        perSymbol[symbol].head = Objective.noCell
        while c != Objective.noCell {
            let next = cells[c].next
            freeCells.append(c)
            cellCount -= 1
            c = next
        }
        refresh(symbol)
    }

    /// Removes the symbol's negative cells: what rounding left on a symbol whose every
    /// reduced cost is known to be at least zero (see `Tableau.optimize`).
    mutating func dropNegativeCells(of symbol: SymbolID) {
        var previous = Objective.noCell
        var c = perSymbol[symbol].head
        while c != Objective.noCell {
            let next = cells[c].next
            if cells[c].coefficient < 0 { unlink(c, after: previous, of: symbol) } else { previous = c }
            c = next
        }
        refresh(symbol)
    }

    /// The symbol's cells as (level, coefficient), highest level first, taken out of the
    /// objective; the symbol has no cell afterwards.
    mutating func take(_ symbol: SymbolID, into buffer: inout [(level: LevelID, coefficient: Double)]) {
        buffer.removeAll(keepingCapacity: true)
        var c = perSymbol[symbol].head
        while c != Objective.noCell {
            buffer.append((cells[c].level, cells[c].coefficient))
            c = cells[c].next
        }
        clear(symbol)
    }

    private mutating func unlink(_ cell: CellID, after previous: CellID, of symbol: SymbolID) {
        let next = cells[cell].next
        if previous == Objective.noCell { perSymbol[symbol].head = next } else { cells[previous].next = next }
        freeCells.append(cell)
        cellCount -= 1
    }

    // MARK: Order

    /// -1, 0 or 1: the sign of the symbol's first coefficient beyond its level's tolerance
    /// (the sign of its reduced cost in the lexicographic order).
    func sign(of symbol: SymbolID) -> Int {
        var c = perSymbol[symbol].head
        while c != Objective.noCell {
            let coefficient = cells[c].coefficient
            if abs(coefficient) > levels[cells[c].level].tolerance { return coefficient < 0 ? -1 : 1 }
            c = cells[c].next
        }
        return 0
    }

    /// A symbol's leading reduced cost: its first coefficient beyond its level's tolerance,
    /// and that level's key (−∞ and 0 when it has none).
    func leadingCost(of symbol: SymbolID) -> (key: Double, coefficient: Double) {
        var c = perSymbol[symbol].head
        while c != Objective.noCell {
            let coefficient = cells[c].coefficient
            if abs(coefficient) > levels[cells[c].level].tolerance { return (cells[c].key, coefficient) }
            c = cells[c].next
        }
        return (-.infinity, 0)
    }

    /// Keeps the candidate set exact for one symbol after its cells changed.
    private mutating func refresh(_ symbol: SymbolID) {
        let wanted = perSymbol[symbol].eligible && sign(of: symbol) < 0
        let position = perSymbol[symbol].candidatePosition
        if wanted && position == none {
            perSymbol[symbol].candidatePosition = Int32(candidates.count)
            candidates.append(symbol)
            pushBland(symbol)
        } else if !wanted && position != none {
            let last = candidates.removeLast()
            if last != symbol {
                candidates[Int(position)] = last
                perSymbol[last].candidatePosition = position
            }
            perSymbol[symbol].candidatePosition = none
        }
    }

    /// The lowest-id symbol that can lower the objective (Bland's rule), or `none`.
    ///
    /// On a face of optima (tied priorities) the simplex walks one degenerate pivot per tied
    /// item with as many candidates, under Bland's rule after `stallLimit` of them: scanning
    /// the candidates for each pivot made the walk Θ(n²). A heap by id, from which entries
    /// that left the set are dropped lazily, answers in O(log n) amortized.
    /// - Complexity: O(log candidates) amortized.
    mutating func entering() -> SymbolID {
        while let top = blandHeap.first {
            if perSymbol[top].candidatePosition != none { return top }
            popBland()
        }
        return noSymbol
    }

    /// How `a / ca` compares with `b / cb` (coefficient lists divided by positive row
    /// coefficients), lexicographically: -1 less, 0 equal, 1 greater — the dual simplex's ratio
    /// test. Three-way, so that the test tells a tie from a loss in one walk of the two lists
    /// (two calls of a less-than cost 6% of a pivoting resize step of chips at 100 views).
    ///
    /// Two ratios at a level count as equal when what they differ by, times the row's
    /// coefficient, is below the level's tolerance — the amount the pivot would leave on the
    /// symbol that loses, which the objective drops as zero. Comparing them exactly lets one
    /// ulp decide a tie that a lower level should decide: the loser's coefficient at this level
    /// cancels and one below it is left negative (the objective no longer optimal).
    func compareRatios(_ a: SymbolID, _ ca: Double, _ b: SymbolID, _ cb: Double) -> Int {
        var x = perSymbol[a].head, y = perSymbol[b].head
        while true {
            x = skipNegligible(x)
            y = skipNegligible(y)
            if x == Objective.noCell && y == Objective.noCell { return 0 }
            let keyX = x == Objective.noCell ? -Double.infinity : cells[x].key
            let keyY = y == Objective.noCell ? -Double.infinity : cells[y].key
            // Only one list has a cell at the higher level: its sign decides (never zero
            // there: skipNegligible passed the cells within the tolerance).
            if keyX > keyY { return cells[x].coefficient < 0 ? -1 : 1 }
            if keyY > keyX { return cells[y].coefficient > 0 ? -1 : 1 }
            let rx = cells[x].coefficient / ca, ry = cells[y].coefficient / cb
            if abs(rx - ry) * max(ca, cb) > levels[cells[x].level].tolerance { return rx < ry ? -1 : 1 }
            x = cells[x].next
            y = cells[y].next
        }
    }

    private func skipNegligible(_ cell: CellID) -> CellID {
        var c = cell
        while c != Objective.noCell && abs(cells[c].coefficient) <= levels[cells[c].level].tolerance {
            c = cells[c].next
        }
        return c
    }

    /// The symbol's cells, highest level first (for dumps and the invariant walk).
    func cells(of symbol: SymbolID) -> [(level: LevelID, coefficient: Double)] {
        var out: [(level: LevelID, coefficient: Double)] = []
        var c = perSymbol[symbol].head
        while c != Objective.noCell {
            out.append((cells[c].level, cells[c].coefficient))
            c = cells[c].next
        }
        return out
    }

    /// Whether the symbol's list runs from the highest level down, each cell carrying its
    /// level's key (for the invariant walk).
    func isOrdered(_ symbol: SymbolID) -> Bool {
        var c = perSymbol[symbol].head, above = Double.infinity
        while c != Objective.noCell {
            let key = cells[c].key
            guard key == levels[cells[c].level].key, key < above else { return false }
            above = key
            c = cells[c].next
        }
        return true
    }

    func isCandidate(_ symbol: SymbolID) -> Bool { perSymbol[symbol].candidatePosition != none }
    func isEligible(_ symbol: SymbolID) -> Bool { perSymbol[symbol].eligible }
}
