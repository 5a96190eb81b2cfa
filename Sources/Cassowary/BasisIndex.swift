/// Per symbol, the row it is basic in (`noRow`: parametric) and whether that row is a
/// definition. The walks over definitions ask both of every symbol they meet (is it defined,
/// and where is its value: its definition's, or its core row's constant); with the flag beside
/// the row they read one line, where reading the row's record for it (`rows[row].isDefinition`)
/// was a second — at 10 000 views, a second miss of the L2 for most symbols a resize step meets.
/// Written by ``SparseMatrix`` alone, wherever a row's basic or its kind changes.
struct BasisIndex {
    struct Entry {
        var row: RowID
        var definition: Bool
    }

    private var entries = IDArray<SymbolID, Entry>()

    /// The row the symbol is basic in, or `noRow`.
    @inline(__always) subscript(symbol: SymbolID) -> RowID { entries[symbol].row }

    /// Whether the symbol is basic in a definition row.
    @inline(__always) func isDefinition(_ symbol: SymbolID) -> Bool { entries[symbol].definition }

    /// Both at once: its row and whether that row is a definition.
    @inline(__always) func entry(of symbol: SymbolID) -> Entry { entries[symbol] }

    mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    /// Makes room for one more symbol (ids are dense), parametric.
    mutating func append() { entries.append(Entry(row: noRow, definition: false)) }
    var count: Int { entries.count }
    mutating func append(count: Int) { entries.append(repeating: Entry(row: noRow, definition: false), count: count) }

    /// The symbol is basic in `row`, a definition or not (`noRow`: parametric).
    @inline(__always) mutating func set(_ symbol: SymbolID, row: RowID, definition: Bool) {
        entries[symbol] = Entry(row: row, definition: definition && row != noRow)
    }

    /// Every symbol with its entry (for invariant checks).
    var indexed: [(SymbolID, Entry)] { Array(entries.indexed) }

    /// The entries as a buffer, for a walk that cannot pay a uniqueness and a bounds check per
    /// access (borrowed mutably: a read-only borrow of a stored array retains it).
    @inline(__always)
    mutating func withUnsafeEntries<R>(_ body: (IDBuffer<SymbolID, Entry>) -> R) -> R {
        entries.withUnsafeMutableBufferPointer { body($0.readOnly) }
    }
}
