extension RunReport {
    /// The report as `format` for stdout.
    public func rendered(as format: OutputFormat) -> String {
        switch format {
        case .csv: summaryCSV
        case .json:
            JSONRecords.array(header: SummaryRow.columns, rows: rows.map {
                JSONRecords.values(header: SummaryRow.columns, fields: $0.fields, numeric: SummaryRow.numericColumns)
            })
        case .table: table
        }
    }

    /// The readable table: per benchmark and phase, the median wall time with its interval and
    /// the median allocations per sample.
    public var table: String {
        var table = TextTable(
            header: ["benchmark", "n", "phase", "samples", "median", "95% CI", "allocations"],
            alignRight: [false, true, false, true, true, true, true]
        )
        var allocations: [String: Double] = [:]
        for row in rows where row.metric == .allocations {
            allocations[row.benchmark.name + "\u{0}" + row.phase.name] = row.statistics.median
        }
        for row in rows where row.metric == .wallTime {
            let s = row.statistics
            let allocs = allocations[row.benchmark.name + "\u{0}" + row.phase.name].map { formatNumber($0.rounded()) } ?? "-"
            table.rows.append([
                row.benchmark.name, String(row.benchmark.n), row.phase.name, String(s.count),
                Humanize.duration(s.median),
                Humanize.duration(s.ciLow) + " … " + Humanize.duration(s.ciHigh),
                allocs,
            ])
        }
        return table.text
    }
}

extension SummaryRow {
    /// The columns whose values are numbers (unquoted in JSON).
    public static let numericColumns: Set<String> = [
        "n", "samples", "min", "p10", "median", "p90", "max", "mean", "stddev", "mad", "ci_low", "ci_high", "cores",
    ]
}
