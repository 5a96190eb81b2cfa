/// Work the solver has done since it was made (or since ``Solver/resetCounters()``).
///
/// Plain integer fields bumped inline: a few adds per operation, read by the profiler and
/// the benchmark harness. Every figure is deterministic for a given sequence of calls.
public struct SolverCounters: Equatable, Sendable {
    /// Simplex pivots (primal, dual and artificial).
    public var pivots = 0
    /// Row-into-row substitutions (one per row that absorbs another row).
    public var substitutions = 0
    /// Cell updates: one per coefficient added, changed or removed in any row.
    public var rowTermOperations = 0
    /// Rows looked at through the column index (ratio tests, edit updates, substitutions).
    public var rowsVisited = 0
    /// Cells read looking for a variable to solve a row for (a constraint added or re-derived
    /// becomes that variable's definition).
    public var cellsScanned = 0
    /// The most cells any row has held.
    public var largestRow = 0
    /// Required equalities found implied by the others (no row of their own).
    public var redundantConstraints = 0
    /// Constraints re-derived because a required equality they depended on was removed.
    public var rederivedConstraints = 0
    /// Constraints added and removed through the public API.
    public var constraintsAdded = 0
    public var constraintsRemoved = 0
    /// Tableaus rebuilt from the constraints because the kept one could not be refined to a
    /// verified answer (``Solver/verify()``).
    public var rebuilds = 0
    /// Answers taken from the basis alone (``Solver/verify()``): the tableau's values could not
    /// be refined, even rebuilt, but the duals certify its basis and the basis's vertex,
    /// solved from the constraints as written, holds every constraint.
    public var certifiedVertices = 0
    /// Answers `verify` took from a basis found without the tableau, when no tableau's basis
    /// could be certified (`SolverCore+IndependentBasis`).
    public var independentVertices = 0
    /// Rebuilds whose phase one went past its floor and took residues within rounding as
    /// rounding, taken after every other order failed because their answer held every
    /// constraint (`Solver+FloorlessRebuild`).
    public var floorlessRebuilds = 0
    /// Pivots of the dense simplex `verify` falls back on (`DenseLexicographicLP`), every run
    /// and attempt summed: its work, apart from the tableau's `pivots`.
    public var fallbackPivots = 0
    /// Rows solved for a cell below ``Tableau/pivotTolerance`` of the row's largest (pivots,
    /// mostly): dividing by it magnifies the row's rounding as much, so the next update
    /// verifies what it publishes.
    public var smallPivots = 0
    /// How far the rows solved for a cell at or below ``Tableau/magnifyingPivot`` of their
    /// largest other cell (small ones among them) magnified their rounding: the sum of the
    /// growths' decimal logarithms (a cell of 1e-4 beside a 1 adds 4). An update whose own share
    /// reaches ``Tableau/growthPastTheBar`` checks its residuals and probes its cells.
    public var pivotGrowth = 0.0
    /// Tableaus rebuilt because a drift check's probe found their cells off their
    /// constraints (`SolverCore+CellProbe`); each also counts in `rebuilds`.
    public var cellDriftRebuilds = 0

    public init() {}

    /// Both sets of work together (the largest row: the larger of the two).
    func adding(_ other: SolverCounters) -> SolverCounters {
        var sum = self
        sum.pivots += other.pivots
        sum.substitutions += other.substitutions
        sum.rowTermOperations += other.rowTermOperations
        sum.rowsVisited += other.rowsVisited
        sum.cellsScanned += other.cellsScanned
        sum.largestRow = max(largestRow, other.largestRow)
        sum.redundantConstraints += other.redundantConstraints
        sum.rederivedConstraints += other.rederivedConstraints
        sum.constraintsAdded += other.constraintsAdded
        sum.constraintsRemoved += other.constraintsRemoved
        sum.rebuilds += other.rebuilds
        sum.certifiedVertices += other.certifiedVertices
        sum.independentVertices += other.independentVertices
        sum.floorlessRebuilds += other.floorlessRebuilds
        sum.fallbackPivots += other.fallbackPivots
        sum.smallPivots += other.smallPivots
        sum.pivotGrowth += other.pivotGrowth
        sum.cellDriftRebuilds += other.cellDriftRebuilds
        return sum
    }
}
