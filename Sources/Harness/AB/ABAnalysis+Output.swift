import Foundation

extension ABAnalysis {
    static let header = ["benchmark", "phase", "base", "head", "change", "95% CI", "p (Holm)", "rounds", "A/A control", "verdict"]

    func cells(_ row: Row) -> [String] {
        [row.key.benchmark, row.key.phase, Humanize.duration(row.baseMedian), Humanize.duration(row.headMedian),
         CompareText.change(row.ratio), CompareText.interval(row.interval), CompareText.p(row.pAdjusted),
         String(row.rounds), row.control.map { CompareText.interval($0.interval) } ?? "-", row.verdict.description]
    }

    /// The control's bias (the median of its rows' ratios) and spread (the range of their 95%
    /// intervals), and the largest change it could not resolve; nil without a control.
    public var controlLine: String? {
        let controls = rows.compactMap(\.control)
        guard !controls.isEmpty else { return nil }
        let bias = Statistics.quantile(controls.map(\.ratio).sorted(), 0.5)
        let lows = controls.compactMap { $0.interval?.low }, highs = controls.compactMap { $0.interval?.high }
        let spread = lows.isEmpty ? "" : ", 95% intervals within \(CompareText.interval((lows.min() ?? 1, highs.max() ?? 1)))"
        let resolution = Foundation.exp(controls.map(\.resolution).max() ?? 0)
        return "A/A control (the base against a copy of itself, same rounds): median change \(CompareText.change(bias))"
            + spread + " over \(controls.count) rows; a row is decided only beyond its own control's interval "
            + "(at most ±\(CompareText.fixed((resolution - 1) * 100, 1))% here)"
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
            + "geometric mean \(CompareText.change(mean))" + (seed.map { "; seed \($0)" } ?? "")
    }

    /// Rows that need attention first.
    var orderedRows: [Row] {
        Verdict.listingOrder.flatMap { verdict in rows.filter { $0.verdict == verdict } }
    }

    static let columns = ["benchmark", "phase", "metric", "base_median", "head_median", "ratio", "ci_low", "ci_high",
                          "p", "p_holm", "rounds", "pairs", "round_ratios", "control_ratio", "control_low", "control_high",
                         "verdict"]

    func fields(_ r: Row) -> [String] {
        [r.key.benchmark, r.key.phase, r.key.metric, formatNumber(r.baseMedian), formatNumber(r.headMedian),
         formatNumber(r.ratio), r.interval.map { formatNumber($0.low) } ?? "", r.interval.map { formatNumber($0.high) } ?? "",
         r.p.map(formatNumber) ?? "", r.pAdjusted.map(formatNumber) ?? "", String(r.rounds), String(r.pairs),
         r.roundRatios.map { CompareText.fixed($0, 4) }.joined(separator: " "), r.control.map { formatNumber($0.ratio) } ?? "",
         r.control?.interval.map { formatNumber($0.low) } ?? "", r.control?.interval.map { formatNumber($0.high) } ?? "",
         r.verdict.rawValue]
    }

    /// The result as `format`.
    public func rendered(as format: ComparisonFormat) -> String {
        var notes = ""
        for name in onlyInBase { notes += "only in base: \(name)\n" }
        for name in onlyInHead { notes += "only in head: \(name)\n" }
        switch format {
        case .table:
            var table = TextTable(header: Self.header, alignRight: [false, false, true, true, true, true, true, true, true, false])
            table.rows = orderedRows.map(cells)
            return table.text + notes + summaryLine + "\n" + (controlLine.map { $0 + "\n" } ?? "")
        case .markdown:
            var text = "**\(summaryLine)**\n\n" + (controlLine.map { $0 + "\n\n" } ?? "")
            text += "| " + Self.header.joined(separator: " | ") + " |\n"
            text += "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n"
            for row in orderedRows { text += "| " + cells(row).joined(separator: " | ") + " |\n" }
            return text + (notes.isEmpty ? "" : "\n" + notes)
        case .csv:
            var writer = CSVWriter(header: Self.columns)
            for row in rows { writer.append(fields(row)) }
            return writer.text
        case .json:
            let numeric: Set<String> = ["base_median", "head_median", "ratio", "ci_low", "ci_high", "p", "p_holm", "rounds", "pairs",
                                        "control_ratio", "control_low", "control_high"]
            return JSONRecords.array(header: Self.columns, rows: rows.map {
                JSONRecords.values(header: Self.columns, fields: fields($0), numeric: numeric)
            })
        }
    }
}
