import Foundation

extension ABAnalysis {
    static let header = ["benchmark", "phase", "base", "head", "change", "95% CI", "p (Holm)", "rounds", "verdict"]

    func cells(_ row: Row) -> [String] {
        [row.key.benchmark, row.key.phase, Humanize.duration(row.baseMedian), Humanize.duration(row.headMedian),
         CompareText.change(row.ratio), CompareText.interval(row.interval), CompareText.p(row.pAdjusted),
         String(row.rounds), row.verdict.description]
    }

    /// The counts of each verdict and the geometric mean of the ratios.
    public var summaryLine: String {
        let counts = Dictionary(grouping: rows, by: \.verdict).mapValues(\.count)
        let logs = rows.map { log($0.ratio) }
        let mean = logs.isEmpty ? 1 : exp(logs.reduce(0, +) / Double(logs.count))
        var line = "ab: \(counts[.regressed, default: 0]) regressed, \(counts[.improved, default: 0]) improved, "
            + "\(counts[.unchanged, default: 0]) unchanged"
        if let inconclusive = counts[.inconclusive] { line += ", \(inconclusive) inconclusive" }
        if let few = counts[.tooFewSamples] { line += ", \(few) with too few rounds" }
        return line + " (\(metric.rawValue), threshold \(CompareText.fixed(policy.threshold * 100, 1))%, "
            + "α \(policy.alpha) over all \(rows.count) as one family, floor \(Humanize.duration(policy.floor))); "
            + "geometric mean \(CompareText.change(mean))"
    }

    /// Rows that need attention first.
    var orderedRows: [Row] {
        Verdict.listingOrder.flatMap { verdict in rows.filter { $0.verdict == verdict } }
    }

    static let columns = ["benchmark", "phase", "metric", "base_median", "head_median", "ratio", "ci_low", "ci_high",
                          "p", "p_holm", "rounds", "pairs", "round_ratios", "verdict"]

    func fields(_ r: Row) -> [String] {
        [r.key.benchmark, r.key.phase, r.key.metric, formatNumber(r.baseMedian), formatNumber(r.headMedian),
         formatNumber(r.ratio), r.interval.map { formatNumber($0.low) } ?? "", r.interval.map { formatNumber($0.high) } ?? "",
         r.p.map(formatNumber) ?? "", r.pAdjusted.map(formatNumber) ?? "", String(r.rounds), String(r.pairs),
         r.roundRatios.map { CompareText.fixed($0, 4) }.joined(separator: " "), r.verdict.rawValue]
    }

    /// The result as `format`.
    public func rendered(as format: ComparisonFormat) -> String {
        var notes = ""
        for name in onlyInBase { notes += "only in base: \(name)\n" }
        for name in onlyInHead { notes += "only in head: \(name)\n" }
        switch format {
        case .table:
            var table = TextTable(header: Self.header, alignRight: [false, false, true, true, true, true, true, true, false])
            table.rows = orderedRows.map(cells)
            return table.text + notes + summaryLine + "\n"
        case .markdown:
            var text = "**\(summaryLine)**\n\n| " + Self.header.joined(separator: " | ") + " |\n"
            text += "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n"
            for row in orderedRows { text += "| " + cells(row).joined(separator: " | ") + " |\n" }
            return text + (notes.isEmpty ? "" : "\n" + notes)
        case .csv:
            var writer = CSVWriter(header: Self.columns)
            for row in rows { writer.append(fields(row)) }
            return writer.text
        case .json:
            let numeric: Set<String> = ["base_median", "head_median", "ratio", "ci_low", "ci_high", "p", "p_holm", "rounds", "pairs"]
            return JSONRecords.array(header: Self.columns, rows: rows.map {
                JSONRecords.values(header: Self.columns, fields: fields($0), numeric: numeric)
            })
        }
    }
}
