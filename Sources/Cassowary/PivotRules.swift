/// A tableau's rules for its pivots: what the ratio tests refuse to pivot on, and how many
/// pivots the simplex may still take. The solver that owns the tableau sets them (a rebuild's
/// order, the coefficients' spread, a check's budget); the ratio tests and the rows' own
/// pivots (`SolverCore+Add`) read them.
struct PivotRules {
    /// Whether the ratio tests refuse pivots small beside their row (`Tableau+SmallPivots`):
    /// set on the last rebuild a solver tries, when every other order failed verification.
    var refusesSmallPivots = false
    /// Whether the dual ratio test and a redundant equality's row refuse to pivot on what
    /// rounding left of a zero (``Tableau/negligiblePivot``): while the coefficients spread no
    /// wider than ``SolverCore/measuredSpread``. Beyond it, cells that small are not always
    /// rounding (a chain of 1e-3 coefficients makes them), and refusing them sent lp-check's
    /// spread files into rebuild after rebuild.
    var refusesNegligiblePivots = true
    /// Whether what cancellation left of a zero coefficient is kept from being solved for
    /// (``Tableau/residueFraction``); tests turn it off to reach the rebuilds it now spares.
    var refusesResidue = true
    /// The pivot count past which no call of the simplex starts another step
    /// (`Tableau.pivotBudget`): unbounded but while a rebuilt tableau is checked
    /// (`Solver+Rebuild`, `Solver+DriftCheck`).
    var pivotCeiling = Int.max
}
