import Foundation

/// The output formats of `compare` and `gate`.
public enum ComparisonFormat: String, CaseIterable, Sendable {
    /// An aligned text table.
    case table
    /// GitHub-flavoured Markdown, for a pull-request comment.
    case markdown
    /// One CSV row per metric.
    case csv
    /// One JSON document.
    case json
}

/// Figures of a comparison in words.
enum CompareText {
    /// A value in its metric's unit.
    static func value(_ value: Double, unit: String, metric: String) -> String {
        unit == "exponent" ? fixed(value, 2) : Humanize.value(value, metric: Metric(name: metric))
    }

    /// A ratio as a signed percentage: `+12.3%`, `-4.0%`, `±0`.
    static func change(_ ratio: Double) -> String {
        guard ratio.isFinite else { return "new" }
        let percent = (ratio - 1) * 100
        if abs(percent) < 0.05 { return "±0" }
        return (percent > 0 ? "+" : "") + fixed(percent, abs(percent) >= 10 ? 0 : 1) + "%"
    }

    /// An interval of a ratio as percentages.
    static func interval(_ interval: (low: Double, high: Double)?) -> String {
        guard let interval else { return "-" }
        return change(interval.low) + " … " + change(interval.high)
    }

    /// A p-value with two significant digits, `<0.001` below that.
    static func p(_ p: Double?) -> String {
        guard let p else { return "-" }
        return p < 0.001 ? "<0.001" : fixed(p, 3)
    }

    /// `value` with `decimals` digits after the point.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}

extension Comparison {
    /// The comparison as `format`.
    public func rendered(as format: ComparisonFormat) -> String {
        switch format {
        case .table: table
        case .markdown: markdown
        case .csv: csv
        case .json: json
        }
    }

    /// How many rows have each verdict.
    public var counts: [Verdict: Int] {
        Dictionary(grouping: rows, by: \.verdict).mapValues(\.count)
    }

    /// The geometric mean of the ratios of `metric` across benchmarks (nil without any).
    public func geometricMean(of metric: String) -> Double? {
        let ratios = rows.filter { $0.key.metric == metric && $0.ratio.isFinite && $0.ratio > 0 }.map(\.ratio)
        guard !ratios.isEmpty else { return nil }
        return exp(ratios.map { log($0) }.reduce(0, +) / Double(ratios.count))
    }

    /// One line: the counts, and the geometric mean of the wall-time ratios.
    public var summaryLine: String {
        let c = counts
        var line = "\(c[.regressed, default: 0]) regressed, \(c[.improved, default: 0]) improved, "
            + "\(c[.unchanged, default: 0]) unchanged"
        if let inconclusive = c[.inconclusive] { line += ", \(inconclusive) inconclusive" }
        if let few = c[.tooFewSamples] { line += ", \(few) with too few samples to decide" }
        if !onlyInBase.isEmpty || !onlyInHead.isEmpty {
            line += ", \(onlyInBase.count) only in base, \(onlyInHead.count) only in head"
        }
        if let mean = geometricMean(of: "wall_time") {
            line += "; wall time geometric mean \(CompareText.change(mean))"
        }
        return line
    }

    static let header = ["benchmark", "phase", "metric", "base", "head", "change", "95% CI", "p", "verdict"]

    func cells(_ row: Row) -> [String] {
        [row.key.benchmark, row.key.phase, row.key.metric,
         CompareText.value(row.baseMedian, unit: row.unit, metric: row.key.metric),
         CompareText.value(row.headMedian, unit: row.unit, metric: row.key.metric),
         row.unit == "exponent" ? CompareText.fixed(row.headMedian - row.baseMedian, 2) : CompareText.change(row.ratio),
         CompareText.interval(row.interval), CompareText.p(row.p), row.verdict.description]
    }

    /// Rows that need attention first (regressions, improvements, inconclusive, too few
    /// samples), then the unchanged, each by key.
    public var orderedRows: [Row] {
        Verdict.listingOrder.flatMap { verdict in rows.filter { $0.verdict == verdict } }
    }

    /// The text table.
    public var table: String {
        var table = TextTable(header: Self.header, alignRight: [false, false, false, true, true, true, true, true, false])
        table.rows = orderedRows.map(cells)
        var text = "compare \(basePath) (\(baseCommit)) → \(headPath) (\(headCommit))\n" + table.text
        for key in onlyInBase { text += "only in base: \(key)\n" }
        for key in onlyInHead { text += "only in head: \(key)\n" }
        return text + summaryLine + "\n"
    }

    /// Markdown for a pull-request comment: the changes in a table, the unchanged folded away.
    public var markdown: String {
        func markdownTable(_ rows: [Row]) -> String {
            var text = "| " + Self.header.joined(separator: " | ") + " |\n"
            text += "|" + Self.header.indices.map { $0 >= 3 && $0 <= 7 ? " ---: |" : " --- |" }.joined() + "\n"
            for row in rows {
                text += "| " + cells(row).map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
            }
            return text
        }
        var text = "### Benchmarks: `\(baseCommit)` → `\(headCommit)`\n\n**\(summaryLine)**\n\n"
        let changed = orderedRows.filter { $0.verdict != .unchanged }
        if changed.isEmpty { text += "No metric changed beyond its threshold.\n\n" } else { text += markdownTable(changed) + "\n" }
        if counts[.tooFewSamples] != nil {
            text += "_Too few samples to decide_: no test on that many samples can reach the significance level "
                + "(3 against 3 cannot go below p = 0.1); run with more `--samples`, or time the change with `ab`.\n\n"
        }
        let unchanged = rows.filter { $0.verdict == .unchanged }
        if !unchanged.isEmpty {
            text += "<details><summary>\(unchanged.count) unchanged</summary>\n\n" + markdownTable(unchanged) + "\n</details>\n\n"
        }
        if !onlyInBase.isEmpty { text += "Only in base: " + onlyInBase.map { "`\($0)`" }.joined(separator: ", ") + "\n\n" }
        if !onlyInHead.isEmpty { text += "Only in head: " + onlyInHead.map { "`\($0)`" }.joined(separator: ", ") + "\n\n" }
        return text
    }

    static let csvColumns = ["benchmark", "phase", "metric", "unit", "base_median", "head_median", "ratio",
                             "ci_low", "ci_high", "p", "allowance", "verdict"]

    func csvFields(_ row: Row) -> [String] {
        [row.key.benchmark, row.key.phase, row.key.metric, row.unit, formatNumber(row.baseMedian),
         formatNumber(row.headMedian), row.ratio.isFinite ? formatNumber(row.ratio) : "", row.interval.map { formatNumber($0.low) } ?? "",
         row.interval.map { formatNumber($0.high) } ?? "", row.p.map(formatNumber) ?? "", formatNumber(row.allowance),
         row.verdict.rawValue]
    }

    func missingFields(_ key: MetricKey, _ verdict: String) -> [String] {
        [key.benchmark, key.phase, key.metric, "", "", "", "", "", "", "", "", verdict]
    }

    /// CSV: one row per metric; keys in one run only have verdict `only_in_base` / `only_in_head`.
    public var csv: String {
        var writer = CSVWriter(header: Self.csvColumns)
        for row in rows { writer.append(csvFields(row)) }
        for key in onlyInBase { writer.append(missingFields(key, "only_in_base")) }
        for key in onlyInHead { writer.append(missingFields(key, "only_in_head")) }
        return writer.text
    }

    /// JSON: the same rows as the CSV; a missing or infinite figure (a ratio from a zero
    /// base) is `null`.
    public var json: String {
        var rows = self.rows.map(csvFields)
        rows += onlyInBase.map { missingFields($0, "only_in_base") } + onlyInHead.map { missingFields($0, "only_in_head") }
        let numeric: Set<String> = ["base_median", "head_median", "ratio", "ci_low", "ci_high", "p", "allowance"]
        return JSONRecords.array(header: Self.csvColumns, rows: rows.map {
            JSONRecords.values(header: Self.csvColumns, fields: $0, numeric: numeric)
        })
    }
}
