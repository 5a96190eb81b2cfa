extension DeterministicGate {
    /// The gate's report as `format`: for a table, only what changed or could not be compared,
    /// then one summary line and, when it fails, why.
    public func rendered(as format: ComparisonFormat, options: Options = Options()) -> String {
        switch format {
        case .table: table(options)
        case .markdown: comparison.markdown + mismatchLines(prefix: "- ") + "**" + verdictLine(options) + "**\n"
        case .csv, .json: comparison.rendered(as: format)
        }
    }

    /// The summary line.
    public var summaryLine: String {
        let c = comparison.counts
        var line = "gate: \(comparison.rows.count) deterministic metrics of \(comparison.headPath) against "
            + "\(comparison.basePath) (\(comparison.baseCommit)): \(c[.regressed, default: 0]) regressed, "
            + "\(c[.improved, default: 0]) improved"
        if !mismatches.isEmpty { line += ", \(mismatches.count) not comparable (counted differently)" }
        if !comparison.onlyInBase.isEmpty { line += ", \(comparison.onlyInBase.count) missing from the run" }
        if !comparison.onlyInHead.isEmpty { line += ", \(comparison.onlyInHead.count) not in the baseline" }
        return line
    }

    /// `gate: PASS` or `gate: FAIL: …` with every reason.
    public func verdictLine(_ options: Options) -> String {
        let failures = failures(options)
        return failures.isEmpty ? "gate: PASS" : "gate: FAIL: " + failures.map(\.description).joined(separator: "; ")
    }

    func table(_ options: Options) -> String {
        var table = TextTable(header: Comparison.header, alignRight: [false, false, false, true, true, true, true, true, false])
        table.rows = comparison.orderedRows.filter { $0.verdict != .unchanged }.map(comparison.cells)
        var text = table.rows.isEmpty ? "" : table.text
        text += mismatchLines(prefix: "not comparable: ")
        for key in comparison.onlyInBase { text += "missing from the run: \(key)\n" }
        for key in comparison.onlyInHead { text += "not in the baseline: \(key)\n" }
        text += summaryLine + "\n" + verdictLine(options) + "\n"
        if comparison.counts[.improved, default: 0] > 0 || !comparison.onlyInHead.isEmpty || !mismatches.isEmpty {
            text += "(if this is intended, rewrite the baseline: layout-bench baseline update, with the reason in the commit)\n"
        }
        return text
    }

    func mismatchLines(prefix: String) -> String {
        mismatches.map { "\(prefix)\($0.key): \($0.reason)\n" }.joined()
    }
}
