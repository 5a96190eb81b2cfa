/// The tableau's ids: dense `Int32` indices into flat arrays, one type per kind of thing they
/// index, so that a symbol, a row and a constraint's slot cannot be passed for one another.
/// Each has its own "no such id" (-1). An ``IDArray`` is indexed by one kind of them.
protocol DenseID: Hashable, Comparable, CustomStringConvertible, Sendable {
    var raw: Int32 { get }
    init(_ raw: Int32)
}

extension DenseID {
    @inline(__always) init(_ index: Int) { self.init(Int32(truncatingIfNeeded: index)) }
    @inline(__always) static func < (a: Self, b: Self) -> Bool { a.raw < b.raw }
    var description: String { "\(raw)" }
}

extension DenseID {
    /// The id as an array position (an ``IDArray``'s, or a flat array's of a few fixed-size
    /// blocks per id). Zero-extended: free on 64-bit targets, where sign extension costs an
    /// instruction per access. An id is never negative where it indexes; a "none" (-1)
    /// becomes a position past any end, and traps as an index out of range.
    @_transparent var position: Int { Int(UInt32(bitPattern: raw)) }
}

/// A symbol's index into the tableau's per-symbol arrays (its kind, its two column lists,
/// which row it is basic in).
struct SymbolID: DenseID, ExpressibleByIntegerLiteral {
    var raw: Int32
    @inline(__always) init(_ raw: Int32) { self.raw = raw }
    /// A literal id (tests name symbols by number).
    @inline(__always) init(integerLiteral value: Int32) { raw = value }
}

/// A variable's index in ``SolverCore/variables`` (``Variable/index``, typed).
struct VariableID: DenseID {
    var raw: Int32
    @inline(__always) init(_ raw: Int32) { self.raw = raw }
}

extension Variable {
    @inline(__always) var id: VariableID { VariableID(index) }
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

/// One of a symbol's two lists in ``SparseMatrix/lists``: its column (the core rows with a
/// cell for it) or its references (the definitions with one).
struct ListID: DenseID {
    var raw: Int32
    @inline(__always) init(_ raw: Int32) { self.raw = raw }
}

extension SymbolID {
    /// The list of the core rows that mention this symbol.
    @inline(__always) var column: ListID { ListID(raw &* 2) }
    /// The list of the definitions that mention this symbol.
    @inline(__always) var references: ListID { ListID(raw &* 2 &+ 1) }
    /// Its column or its references, as `definition` says.
    @inline(__always) func list(definition: Bool) -> ListID { ListID(raw &* 2 &+ (definition ? 1 : 0)) }
}

/// A priority level's index in ``Objective/levels`` (a constraint record's `level`).
struct LevelID: DenseID {
    var raw: Int32
    @inline(__always) init(_ raw: Int32) { self.raw = raw }
}

/// No symbol: a core row's `basic` while it has none, a record's `marker` when it has none.
let noSymbol = SymbolID(Int32(-1))
/// No variable: a symbol's `variable` unless it is external.
let noVariable = VariableID(Int32(-1))
/// No level: a required constraint's, and an error symbol's once its constraint is gone.
let noLevel = LevelID(Int32(-1))
/// No row: `basicRow[s] == noRow` for a parametric symbol.
let noRow = RowID(Int32(-1))
/// No constraint: a slack symbol's `owner == noSlot` once its constraint is gone.
let noSlot = Slot(Int32(-1))
