// A readable dump of the tableau, in the spirit of Kiwi's debug.h: objective, rows,
// infeasible rows, variables, edits. Symbols print as x3 (external, with its name), s (slack),
// e (error) and a (artificial) plus their id.

extension Solver: CustomDebugStringConvertible {
    public var debugDescription: String {
        let size = tableauSize  // adds back what removals deferred, first
        let t = core.tableau
        var out = "Objective\n---------\n\(formatObjective())\nTableau\n-------\n"
        for (i, row) in t.matrix.rows.indexed where i != Tableau.artificialObjective && row.live {
            let owner = row.owner != noSlot ? core.records[row.owner].constraint.map(describe) ?? "ghost" : "-"
            out += "\(symbol(row.basic)) | \(format(row: i))    [\(owner)]\n"
        }
        out += "\nInfeasible\n----------\n" + t.infeasible.map { "row \($0)" }.joined(separator: "\n")
        out += "\n\nVariables\n---------\n"
        for i in 0..<variableCount {
            guard let v = variable(at: i) else { continue }
            out += "\(name(of: v)) = \(currentValue(of: v))\n"
        }
        out += "\nEdit variables\n--------------\n" + editVariables.map { name(of: $0) }.joined(separator: "\n")
        out += "\n\n\(size.rows) rows, \(size.cells) cells, \(core.records.filter { $0.state == .ghost }.count) ghosts\n"
        return out
    }

    /// One line per level with cells, highest first: `level 750: + 1000*e7 - 1000*s9`.
    private func formatObjective() -> String {
        let objective = core.tableau.objective
        var terms = IDArray<LevelID, String>(repeating: "", count: objective.levels.count)
        for id in core.tableau.symbols.ids {
            for cell in objective.cells(of: id) {
                terms[cell.level] += cell.coefficient < 0 ? " - " : " + "
                terms[cell.level] += "\(ExpressionFormatter.number(abs(cell.coefficient)))*\(symbol(id))"
            }
        }
        var out = ""
        for (id, level) in objective.levels.indexed.sorted(by: { $0.1.key > $1.1.key })
        where level.users > 0 || !terms[id].isEmpty {
            out += "level \(ExpressionFormatter.number(level.key)):\(terms[id])\n"
        }
        return out
    }

    private func format(row: RowID) -> String {
        var text = ExpressionFormatter.number(core.tableau.matrix.constants[row])
        for cell in core.tableau.matrix.cells.elements(row) {
            text += cell.coefficient < 0 ? " - " : " + "
            text += "\(ExpressionFormatter.number(abs(cell.coefficient)))*\(symbol(cell.symbol))"
        }
        return text
    }

    private func symbol(_ id: SymbolID) -> String {
        guard id != noSymbol else { return "-" }
        let t = core.tableau
        switch t.symbols[id].kind {
        case .external:
            let v = t.symbols[id].variable.position
            return variable(at: v).map { name(of: $0) } ?? "x\(id)"
        case .slack: return "s\(id)"
        case .error: return "e\(id)"
        case .dummy: return "d\(id)"
        case .artificial: return "a\(id)"
        }
    }
}
