import Foundation

extension ABAnalysis {
    static let header = ["benchmark", "phase", "base", "head", "ratio", "95% CI", "p (Holm)", "verdict"]

    func cells(_ row: Row) -> [String] {
        let p = row.verdict == .improved ? row.pFasterAdjusted : row.pSlowerAdjusted
        return [row.key.benchmark, row.key.phase, Humanize.duration(row.baseMedian), Humanize.duration(row.headMedian),
                CompareText.change(row.ratio), CompareText.interval(row.interval), CompareText.p(p), row.verdict.rawValue]
    }

    /// The counts of each verdict and the geometric mean of the ratios.
    public var summaryLine: String {
        let regressed = rows.filter { $0.verdict == .regressed }.count
        let improved = rows.filter { $0.verdict == .improved }.count
        let logs = rows.map { log($0.ratio) }
        let mean = logs.isEmpty ? 1 : exp(logs.reduce(0, +) / Double(logs.count))
        return "ab: \(regressed) regressed, \(improved) improved, \(rows.count - regressed - improved) unchanged "
            + "(threshold \(CompareText.fixed(policy.threshold * 100, 1))%, α \(policy.alpha) Holm-corrected, "
            + "floor \(Humanize.duration(policy.floor))); geometric mean \(CompareText.change(mean))"
    }

    /// The result as `format`.
    public func rendered(as format: ComparisonFormat) -> String {
        switch format {
        case .table:
            var table = TextTable(header: Self.header, alignRight: [false, false, true, true, true, true, true, false])
            let ordered = rows.filter { $0.verdict == .regressed } + rows.filter { $0.verdict == .improved }
                + rows.filter { $0.verdict == .unchanged }
            table.rows = ordered.map(cells)
            return table.text + summaryLine + "\n"
        case .markdown:
            var text = "**\(summaryLine)**\n\n| " + Self.header.joined(separator: " | ") + " |\n"
            text += "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |\n"
            for row in rows { text += "| " + cells(row).joined(separator: " | ") + " |\n" }
            return text
        case .csv, .json:
            let columns = ["benchmark", "phase", "metric", "base_median", "head_median", "ratio", "ci_low", "ci_high",
                           "p_slower", "p_slower_holm", "p_faster", "p_faster_holm", "rounds", "verdict"]
            let records = rows.map { r in
                [r.key.benchmark, r.key.phase, r.key.metric, formatNumber(r.baseMedian), formatNumber(r.headMedian),
                 formatNumber(r.ratio), formatNumber(r.interval.low), formatNumber(r.interval.high), formatNumber(r.pSlower),
                 formatNumber(r.pSlowerAdjusted), formatNumber(r.pFaster), formatNumber(r.pFasterAdjusted),
                 String(r.rounds), r.verdict.rawValue]
            }
            if format == .json {
                return JSONText.array(header: columns, rows: records, numeric: Set(columns.dropFirst(3).dropLast()))
            }
            var writer = CSVWriter(header: columns)
            for record in records { writer.append(record) }
            return writer.text
        }
    }
}
