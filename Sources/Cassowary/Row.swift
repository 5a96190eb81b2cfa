/// One non-zero coefficient of a row, with the position of its entry in the symbol's column
/// so that removing the cell fixes the column in O(1).
struct Cell {
    var symbol: SymbolID
    var columnPosition: Int32
    var coefficient: Double
}

/// A row's ``Cell``, by a name that types with a `Cell` of their own (``Objective``) can use.
typealias RowCell = Cell

/// One entry of a symbol's column: a row that mentions it and where in that row.
struct ColumnEntry {
    var row: RowID
    var cellPosition: Int32
}

/// A tableau row `basic = constant + Σ coefficient·symbol` (its constant is kept apart, in
/// ``SparseMatrix/constants``: a resize's replay reads one constant per definition, and a
/// dense array of them takes a fifth of the cache lines rows do).
///
/// Two kinds (see ``Tableau``):
/// - a **core** row has a restricted basic (slack, error, artificial) and mentions parametric
///   restricted symbols only: the simplex works on these;
/// - a **definition** has an external basic (a variable) and may mention any symbol,
///   including other variables basic in older definitions: it only says what the variable
///   equals, and the simplex never needs to look inside it.
///
/// While a row is being built its `basic` is `none` and it reads `0 = constant + Σ …`.
/// Its cells are in ``SparseMatrix/cells`` (a block of its own per row), unsorted: rows in
/// layout systems hold a handful of cells, where a linear scan beats any ordering.
struct Row {
    var basic: SymbolID
    /// The constraint slot whose relation this row carries, or `none` for the artificial
    /// objective.
    var owner: Slot
    /// Whether the row is in use (rows are recycled through a free list).
    var live: Bool
    /// Whether it is a definition (its cells' entries are in the symbols' reference lists).
    var isDefinition = false
    /// A definition's place in the order of definitions: it mentions only variables whose
    /// definitions have a lower rank, so definitions never form a cycle.
    /// (A double, so that a definition can take a place between the ones it mentions and
    /// the ones that mention its variable: see `Tableau.define`.)
    var rank = 0.0

    init(basic: SymbolID, owner: Slot, live: Bool) {
        self.basic = basic
        self.owner = owner
        self.live = live
    }
}
