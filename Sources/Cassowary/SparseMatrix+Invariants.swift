// The sparse rows' own invariants (see ``SparseMatrix``): the rows against the column index and
// `basicRow`, both ways, and the counts. What a row may mention (core rows: parametric
// restricted symbols; definitions: older definitions) is the tableau's rule, checked by
// `Solver.invariantViolations`.

extension SparseMatrix {
    /// Every broken invariant of the rows and their index, one line each.
    /// - Complexity: O(rows + cells + symbols); for tests and diagnostics.
    func invariantViolations() -> [String] {
        var out: [String] = []
        var liveRows = 0, cells = 0
        var seen = Set<SymbolID>()
        for (r, row) in rows.indexed where row.live {
            if r != Tableau.artificialObjective { liveRows += 1 }
            cells += self.cells.count(r)
            if row.basic != noSymbol && basicRow[row.basic] != r {
                out.append("row \(r): basic \(row.basic) points to row \(basicRow[row.basic])")
            }
            seen.removeAll(keepingCapacity: true)
            for (i, cell) in self.cells.elements(r).enumerated() {
                if !seen.insert(cell.symbol).inserted { out.append("row \(r): two cells for symbol \(cell.symbol)") }
                if cell.symbol == row.basic { out.append("row \(r): a cell for its own basic") }
                let l = list(cell.symbol, of: r), p = Int(cell.columnPosition)
                if p >= lists.count(l) || lists[l, p].row != r || Int(lists[l, p].cellPosition) != i {
                    out.append("row \(r): cell \(cell.symbol) has no matching list entry")
                }
            }
        }
        if liveRows != liveRowCount { out.append("live rows \(liveRows), counted \(liveRowCount)") }
        if constants.count != rows.count { out.append("\(constants.count) constants for \(rows.count) rows") }
        if cells != cellCount { out.append("cells \(cells), counted \(cellCount)") }
        if self.cells.listCount != rows.count { out.append("cells for \(self.cells.listCount) rows, \(rows.count) rows") }
        out += lists.invariantViolations(name: "column list")
        out += self.cells.invariantViolations(name: "row cells")
        for l in lists.ids {
            for k in 0..<lists.count(l) {
                let entry = lists[l, k]
                let row = rows[entry.row], p = Int(entry.cellPosition)
                if !row.live || p >= self.cells.count(entry.row) || self.cells[entry.row, p].symbol.list(definition: row.isDefinition) != l
                    || Int(self.cells[entry.row, p].columnPosition) != k {
                    out.append("list \(l) entry \(k): no matching cell in row \(entry.row)")
                }
            }
        }
        for (s, entry) in basicRow.indexed where entry.row != noRow {
            if rows[entry.row].basic != s { out.append("symbol \(s): basic row \(entry.row) has basic \(rows[entry.row].basic)") }
            if entry.definition != rows[entry.row].isDefinition {
                out.append("symbol \(s): indexed as \(entry.definition ? "" : "not ")defined, its row \(entry.row) is\(rows[entry.row].isDefinition ? "" : " not") a definition")
            }
        }
        for (s, entry) in basicRow.indexed where entry.row == noRow && entry.definition {
            out.append("symbol \(s): parametric, indexed as defined")
        }
        return out
    }
}
