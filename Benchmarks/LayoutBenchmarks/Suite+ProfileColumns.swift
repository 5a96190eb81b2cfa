import Harness

extension Suite {
    /// The solver's counters as `layout-bench profile` shows them (the harness knows none).
    static let profileColumns = ProfileColumns(
        counters: [.init("pivots", metric: "pivots"), .init("substitutions", metric: "substitutions"),
                   .init("rows touched", metric: "rows_visited"), .init("cell ops", metric: "row_ops")],
        levelsAfterBuild: [.init("tableau rows", metric: "tableau_rows"), .init("tableau cells", metric: "tableau_cells"),
                           .init("largest row", metric: "largest_row"), .init("redundant constraints", metric: "redundant")],
        note: "rows touched = rows visited through the column index"
    )
}
