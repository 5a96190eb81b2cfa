/// What a tableau symbol stands for; the kind drives every pivoting rule (Kiwi's `Symbol::Type`).
///
/// A required equality that becomes a variable's definition keeps no marker: its removal is
/// tracked by ``DependencyGraph`` instead (docs/solver.md). One whose row must go into the
/// core gets a dummy, as in Kiwi, for another reason: see ``SymbolKind/dummy``.
enum SymbolKind: UInt8 {
    /// A user variable; unrestricted in sign.
    case external
    /// The slack of an inequality; ≥ 0.
    case slack
    /// An error of a non-required constraint; ≥ 0, weighted in the objective.
    case error
    /// The one artificial variable of `addWithArtificialVariable`; ≥ 0.
    case artificial
    /// The marker of a required equality whose row is in the core: fixed at zero, it never
    /// enters nor leaves. Its column is what moving the constraint's constant does to every
    /// row, which `SolverCore.verify` needs to refine a residual away (a required equality
    /// without one could only be reported).
    case dummy

    @inline(__always) var isRestricted: Bool { self != .external }
}

/// Tolerance below which a coefficient or constant counts as zero (Kiwi's `nearZero`).
@usableFromInline let epsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }

/// -1 in the Int32 fields that index nothing (a record's place in the pending list, a
/// symbol's variable index).
let none: Int32 = -1

/// A symbol's index into the tableau's per-symbol arrays (its kind, its two column lists,
/// which row it is basic in): its own type, like ``RowID`` and ``Slot``.
struct SymbolID: Hashable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    var raw: Int32

    @inline(__always) init(_ raw: Int32) { self.raw = raw }
    @inline(__always) init(_ index: Int) { raw = Int32(truncatingIfNeeded: index) }
    /// A literal id (tests name symbols by number).
    @inline(__always) init(integerLiteral value: Int32) { raw = value }

    /// No symbol (a row without a basic, an absent marker).
    static let none = SymbolID(Int32(-1))

    @inline(__always) static func < (a: SymbolID, b: SymbolID) -> Bool { a.raw < b.raw }

    var description: String { "\(raw)" }
}

/// No symbol: a core row's `basic` while it has none, a record's `marker` when it has none.
let noSymbol = SymbolID.none

extension Int {
    @inline(__always) init(_ symbol: SymbolID) { self = Int(symbol.raw) }
}

/// A constraint's record's index in ``SolverCore/records``: its own type, like ``RowID``.
struct Slot: Hashable, Comparable, CustomStringConvertible {
    var raw: Int32

    @inline(__always) init(_ raw: Int32) { self.raw = raw }
    @inline(__always) init(_ index: Int) { raw = Int32(truncatingIfNeeded: index) }

    /// No constraint (a row's owner after a removal, a symbol's without one).
    static let none = Slot(Int32(-1))

    @inline(__always) static func < (a: Slot, b: Slot) -> Bool { a.raw < b.raw }

    var description: String { "\(raw)" }
}

/// No constraint: a slack symbol's `owner == noSlot` once its constraint is gone.
let noSlot = Slot.none

extension Int {
    @inline(__always) init(_ slot: Slot) { self = Int(slot.raw) }
}

/// A row's index in ``SparseMatrix/rows``: its own type, so that a symbol or a slot (both
/// Int32 as well) cannot be passed where a row is meant. `Int(row)` indexes arrays.
struct RowID: Hashable, Comparable, CustomStringConvertible {
    var raw: Int32

    @inline(__always) init(_ raw: Int32) { self.raw = raw }
    @inline(__always) init(_ index: Int) { raw = Int32(truncatingIfNeeded: index) }

    /// No row (a parametric symbol's, a freed record's).
    static let none = RowID(Int32(-1))

    @inline(__always) static func < (a: RowID, b: RowID) -> Bool { a.raw < b.raw }

    var description: String { "\(raw)" }
}

/// No row: `basicRow[s] == noRow` for a parametric symbol.
let noRow = RowID.none

extension Int {
    @inline(__always) init(_ row: RowID) { self = Int(row.raw) }
}
