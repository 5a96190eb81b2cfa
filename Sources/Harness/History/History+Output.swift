extension History {
    /// A step in words: `+23% at abc1234`.
    func describe(_ step: StepDetection.Step, in series: Series) -> String {
        let run = series.points[step.index].run
        return CompareText.change(step.ratio) + " at " + runs[run].commit
    }

    /// The history as `format`: per metric the first and last medians and the steps (table,
    /// Markdown), or one record per metric and run (CSV, JSON).
    public func rendered(as format: ComparisonFormat) -> String {
        switch format {
        case .table, .markdown:
            let header = ["benchmark", "phase", "metric", "runs", "first", "last", "steps"]
            let rows = series.map { s in
                [s.key.benchmark, s.key.phase, s.key.metric, String(s.points.count),
                 Humanize.value(s.points.first?.median ?? 0, metric: Metric(name: s.key.metric)),
                 Humanize.value(s.points.last?.median ?? 0, metric: Metric(name: s.key.metric)),
                 s.steps.isEmpty ? "-" : s.steps.map { describe($0, in: s) }.joined(separator: "; ")]
            }
            var title = "history of \(runs.count) runs: " + runs.map(\.commit).joined(separator: " → ") + "\n"
            for file in skipped { title += "not a run, skipped: \(file.file): \(file.reason)\n" }
            if format == .table {
                var table = TextTable(header: header, alignRight: [false, false, false, true, true, true, false])
                table.rows = rows
                return title + table.text
            }
            var text = title + "\n| " + header.joined(separator: " | ") + " |\n|" + String(repeating: " --- |", count: header.count) + "\n"
            for row in rows { text += "| " + row.joined(separator: " | ") + " |\n" }
            return text
        case .csv, .json:
            let columns = ["benchmark", "phase", "metric", "order", "commit", "median", "step", "step_ratio"]
            var records: [[String]] = []
            for s in series {
                let stepsByIndex = Dictionary(s.steps.map { ($0.index, $0) }) { a, _ in a }
                for (i, point) in s.points.enumerated() {
                    let step = stepsByIndex[i]
                    records.append([s.key.benchmark, s.key.phase, s.key.metric, String(point.run), runs[point.run].commit,
                                    formatNumber(point.median), step == nil ? "false" : "true",
                                    step.map { formatNumber($0.ratio) } ?? ""])
                }
            }
            if format == .json {
                return JSONRecords.array(header: columns, rows: records.map { fields in
                    var values = JSONRecords.values(header: columns, fields: fields, numeric: ["order", "median", "step_ratio"])
                    values[6] = .bool(fields[6] == "true")
                    return values
                })
            }
            var writer = CSVWriter(header: columns)
            for record in records { writer.append(record) }
            return writer.text
        }
    }
}
