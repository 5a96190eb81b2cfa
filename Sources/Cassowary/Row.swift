/// One non-zero coefficient of a row, with the position of its entry in the symbol's column
/// so that removing the cell fixes the column in O(1).
struct Cell {
    var symbol: SymbolID
    var columnPosition: Int32
    var coefficient: Double
}

/// One entry of a symbol's column: a row that mentions it and where in that row.
struct ColumnEntry {
    var row: RowID
    var cellPosition: Int32
}

/// A tableau row `basic = constant + Σ coefficient·symbol`.
///
/// While a row is being built (and for the two objective rows) `basic` is `none` and the row
/// reads `0 = constant + Σ …` (objectives: `value = constant + Σ …`). Cells are unsorted:
/// rows in layout systems hold a handful of cells, where a linear scan beats any ordering.
struct Row {
    var basic: SymbolID
    /// The constraint slot whose relation this row carries, or `none` for objectives.
    var owner: Slot
    var constant: Double
    var cells: [Cell]
    /// Whether the row is in use (rows are recycled through a free list).
    var live: Bool
}
