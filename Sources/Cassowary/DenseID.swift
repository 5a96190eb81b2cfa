/// The tableau's ids: dense `Int32` indices into flat arrays, one type per kind of thing they
/// index, so that a symbol, a row and a constraint's slot cannot be passed for one another.
/// Each has its own "no such id" (-1). An array indexed by ids takes the id itself
/// (`symbols[s]`, `rows[r]`, `records[slot]`, below); `Int(id)` is for arithmetic on one.
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

// Indexing by id: the `Int` subscript (bounds checks included) behind an id, always inlined.
// Writes yield the element in place (`_modify`): through a setter `rows[r].cells.append(x)`
// would copy the row out, and its cells with it. Reads mirror the `Int` subscript they wrap:
// the array's getter, the pointers' borrow (`_read`; an array's `_read` left some reads of a
// record un-inlined, each allocating its frame). Any kind of id indexes any array: the arrays
// stay plain arrays, the ids keep their kinds apart where they are passed.
extension Array {
    subscript<ID: DenseID>(_ id: ID) -> Element {
        @inline(__always) get { self[Int(id.raw)] }
        @inline(__always) _modify { yield &self[Int(id.raw)] }
    }
}

extension UnsafeBufferPointer {
    subscript<ID: DenseID>(_ id: ID) -> Element {
        @inline(__always) _read { yield self[Int(id.raw)] }
    }
}

extension UnsafeMutableBufferPointer {
    subscript<ID: DenseID>(_ id: ID) -> Element {
        @inline(__always) _read { yield self[Int(id.raw)] }
        @inline(__always) nonmutating _modify { yield &self[Int(id.raw)] }
    }
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
