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

/// Tolerance below which a cell that row algebra makes (a product, or a sum that does not
/// cancel relative to its operands: `SparseMatrix.cancels`) counts as zero by default
/// (`SparseMatrix.cellTolerance`). Not `epsilon`:
/// on systems with 100 beside 0.1 and ⅛, real cells of 1e-9 arise, and dropping them left
/// freshly built tableaus 0.6% off their constraints (seen: 394 such drops in one build,
/// sums at 37% of their operands; 159 → 108 typed errors on 2 000 wide-churn lp-check files).
let cellEpsilon = 1.0e-15

/// -1 in the Int32 fields that index nothing (a record's place in the pending list, a
/// symbol's variable index).
let none: Int32 = -1
