extension HTMLReport {
    /// The latest run against the one before it of the same suite and configuration: what
    /// changed, then the unchanged wall times and allocations folded away.
    func compareSection() -> String {
        var html = "<h2>Latest comparison</h2>"
        guard let c = latestComparison else {
            return html + "<p class='note'>No two runs of the same suite and build configuration: nothing to compare.</p>"
        }
        html += "<p><code>\(escape(c.baseCommit))</code> → <code>\(escape(c.headCommit))</code>: \(escape(c.summaryLine))</p>"
        html += "<p class='note'>Times between two runs made at different hours differ by more than most changes on a shared VM: "
            + "trust the deterministic counts here, and <code>layout-bench ab</code> for time.</p>"
        func table(_ rows: [Comparison.Row]) -> String {
            var t = "<table><tr>" + (Comparison.header + ["share of a frame"]).map { "<th>\(escape($0))</th>" }.joined() + "</tr>"
            for row in rows {
                let cells = c.cells(row)
                t += "<tr>" + cells.enumerated().map { i, cell in
                    let cls = i == cells.count - 1 ? " class='\(row.verdict.rawValue)'" : (i >= 3 && i <= 7 ? " class='num'" : "")
                    return "<td\(cls)>\(escape(cell))</td>"
                }.joined()
                t += "<td class='num'>\(row.unit == "ns" ? Self.share(row.headMedian) : "")</td></tr>"
            }
            return t + "</table>"
        }
        let changed = c.orderedRows.filter { $0.verdict != .unchanged }
        html += changed.isEmpty ? "<p>No metric changed beyond its threshold.</p>" : table(changed)
        let unchanged = c.rows.filter { $0.verdict == .unchanged && ($0.key.metric == "wall_time" || $0.key.metric == "allocations") }
        if !unchanged.isEmpty {
            html += "<details><summary>\(unchanged.count) unchanged (wall time and allocations)</summary>" + table(unchanged) + "</details>"
        }
        return html
    }
}
