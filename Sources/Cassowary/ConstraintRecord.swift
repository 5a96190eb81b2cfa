/// What the solver keeps per constraint slot.
///
/// The fields are ordered so that the small ones share words: 64 bytes a record, where the
/// order of meaning took 80 (the records array is part of every build's allocations).
struct ConstraintRecord {
    enum State: UInt8 {
        /// Unused; on the free list.
        case free
        /// Holds a constraint that is in the solver.
        case active
        /// The constraint was removed, but its row's content lives on in another
        /// constraint's row, so its dependency edges must outlive it (docs/solver.md, "Ghosts").
        case ghost
    }

    var constraint: Constraint?
    var state: State = .free
    var relation: Relation = .equal
    var redundant = false
    var isEdit = false
    /// The objective level of a soft constraint's errors; `none` for a required one.
    var level: LevelID = noLevel
    /// Kiwi's value, or the weight within ``level``.
    var strength: Double = 0
    /// The constant of the expression; for an edit constraint, minus the suggested value,
    /// so that re-deriving it rebuilds the row at the current suggestion.
    var constant: Double = 0
    var row: RowID = noRow
    /// Slack (inequality) or positive error (soft equality); `none` for a required equality.
    var marker: SymbolID = noSymbol
    /// The error of a soft inequality, or the negative error of a soft equality.
    var other: SymbolID = noSymbol
    /// Taken out by a re-derivation and not yet added again (see `SolverCore.flushPending`):
    /// its index in the pending list, or `none`.
    var pendingIndex: Int32 = none
    /// Order of addition; re-derivation re-adds in this order to keep the build's choices.
    var sequence: Int = 0
    /// Removed by the caller but still in the tableau, until the solver is next asked for
    /// something (see `Solver.remove`): its index in `SolverCore.leaving`, or `none`.
    var leavingIndex: Int32 = none

    var pending: Bool { pendingIndex != none }
    var leaving: Bool { leavingIndex != none }

    var isRequired: Bool { strength >= Strength.required.value }
    var isRequiredEquality: Bool { isRequired && relation == .equal }
}
