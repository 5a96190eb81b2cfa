/// The tableau's ids: dense `Int32` indices into flat arrays, one type per kind of thing they
/// index, so that a symbol, a row and a constraint's slot cannot be passed for one another.
/// Each has its own "no such id" (-1). `Int(id)` indexes an array.
protocol DenseID: Hashable, Comparable, CustomStringConvertible {
    var raw: Int32 { get }
    init(_ raw: Int32)
}

extension DenseID {
    @inline(__always) init(_ index: Int) { self.init(Int32(truncatingIfNeeded: index)) }
    @inline(__always) static func < (a: Self, b: Self) -> Bool { a.raw < b.raw }
    var description: String { "\(raw)" }
}

extension Int {
    @inline(__always) init<ID: DenseID>(_ id: ID) { self = Int(id.raw) }
}

/// A symbol's index into the tableau's per-symbol arrays (its kind, its two column lists,
/// which row it is basic in).
struct SymbolID: DenseID, ExpressibleByIntegerLiteral {
    var raw: Int32
    @inline(__always) init(_ raw: Int32) { self.raw = raw }
    /// A literal id (tests name symbols by number).
    @inline(__always) init(integerLiteral value: Int32) { raw = value }
}

/// A row's index in ``SparseMatrix/rows``.
struct RowID: DenseID {
    var raw: Int32
    @inline(__always) init(_ raw: Int32) { self.raw = raw }
}

/// A constraint record's index in ``SolverCore/records``.
struct Slot: DenseID {
    var raw: Int32
    @inline(__always) init(_ raw: Int32) { self.raw = raw }
}

/// No symbol: a core row's `basic` while it has none, a record's `marker` when it has none.
let noSymbol = SymbolID(Int32(-1))
/// No row: `basicRow[s] == noRow` for a parametric symbol.
let noRow = RowID(Int32(-1))
/// No constraint: a slack symbol's `owner == noSlot` once its constraint is gone.
let noSlot = Slot(Int32(-1))
