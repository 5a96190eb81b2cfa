/// What a tableau symbol stands for; the kind drives every pivoting rule (Kiwi's `Symbol::Type`).
///
/// There is no dummy kind: required equalities keep no marker in the rows. Their removal is
/// tracked by ``DependencyGraph`` instead (docs/solver.md, "Why it grows linearly").
enum SymbolKind: UInt8 {
    /// A user variable; unrestricted in sign.
    case external
    /// The slack of an inequality; ≥ 0.
    case slack
    /// An error of a non-required constraint; ≥ 0, weighted in the objective.
    case error
    /// The one artificial variable of `addWithArtificialVariable`; ≥ 0.
    case artificial

    @inline(__always) var isRestricted: Bool { self != .external }
}

/// Tolerance below which a coefficient or constant counts as zero (Kiwi's `nearZero`).
@usableFromInline let epsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }

/// Symbol and row ids are dense Int32 indices into flat arrays; -1 means "none".
typealias SymbolID = Int32
typealias RowID = Int32
typealias Slot = Int32
let none: Int32 = -1
