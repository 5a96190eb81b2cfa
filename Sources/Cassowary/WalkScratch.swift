/// What walks over definitions keep between calls, so that a resize step allocates nothing.
/// Each walk empties the parts it uses; none holds anything from one call to the next.
///
/// - `marks`: `visited`, taken by the current walk (evaluated, or met by the cycle check), and
///   `reached`, reached by the change the walk follows (`Tableau+Values`, `Tableau.reorder`).
/// - `cycle`: the cycle check's verdicts for one call, definitions known not to lead to its
///   subject or to lead to it, and its way back (``CycleMarks``, `Tableau.reaches`).
/// - `stack` and `walked`: the walks' stacks, lent to each (``Tableau/withDefinitionWalk(_:)``).
/// - `targets`: the rows a substitution merged a row into (``SparseMatrix/substitute(_:with:into:)``),
///   for the tableau's bookkeeping on each after.
struct WalkScratch {
    var marks = WalkMarks()
    var cycle = CycleMarks()
    var stack: [SymbolID] = []
    var walked: [SymbolID] = []
    var targets: [RowID] = []

    /// Makes room for one more symbol (ids are dense).
    @inline(__always) mutating func addSymbol() {
        marks.addSymbol()
        cycle.addSymbol()
    }

    mutating func addSymbols(_ count: Int) {
        marks.addSymbols(count)
        cycle.addSymbols(count)
    }

    /// Room for `count` symbols in all.
    mutating func reserveSymbols(_ count: Int) {
        marks.reserveSymbols(count)
        cycle.reserveSymbols(count)
        // A build's update walks nearly every symbol: grown by doubling, this list was copied
        // at every doubling, and at a million views each copy is fresh memory.
        walked.reserveCapacity(count)
    }
}
