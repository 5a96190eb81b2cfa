extension HTMLReport {
    /// At most this many lines in a history chart (the palette's colours).
    static let historyLines = 8

    /// Every benchmark's medians across the commits, with the steps ringed: per workload and
    /// metric, one chart at the largest n every run measured, its lines chosen in a fixed order
    /// (variant, then phase as a build goes through them) and the ones left out named.
    func historySection() -> String {
        var html = "<h2>History across commits</h2>"
        guard history.runs.count >= 2 else {
            return html + "<p class='note'>One run only; history needs results of two commits or more "
                + "(<code>scripts/bench-commits REV…</code>).</p>"
        }
        html += "<p class='note'>Medians per commit, oldest left. Red rings mark step changes (a penalised "
            + "piecewise-constant fit of the log medians; at least 5% for time, and only with four runs or more; any "
            + "change for counts). Each chart shows one size, the largest every run measured, and at most "
            + "\(Self.historyLines) series, the solver's first and each variant's phases in build order; what it "
            + "leaves out is named under it.</p>"
        html += stepsTable()
        let workloads = Set(history.series.map { Self.workload(of: $0.key.benchmark) }).sorted()
        for workload in workloads {
            var charts = "", notes: [String] = []
            for (metric, label) in [("wall_time", "wall time"), ("allocations", "allocations")] {
                guard let (n, chosen, left) = historySeries(workload: workload, metric: metric) else { continue }
                let lines = chosen.enumerated().map { i, s in
                    SVGChart.Line(label: "\(Self.variant(of: s.key.benchmark)) \(s.key.phase)",
                                  color: SVGChart.palette[i % SVGChart.palette.count],
                                  points: s.points.map { (Double($0.run), $0.median) }, marked: s.steps.map(\.index))
                }
                var chart = SVGChart(title: "\(workload), n = \(n): \(label)", xLabel: "commit", yLabel: label)
                chart.categories = history.runs.map(\.commit)
                chart.logX = false
                if metric == "wall_time" { chart.format = { Humanize.duration($0) } }
                charts += chart.lineChart(lines)
                if !left.isEmpty {
                    notes.append("\(label) of \(left.count) more series not drawn (" + left.map {
                        "\(Self.variant(of: $0.key.benchmark)) \($0.key.phase)"
                    }.joined(separator: ", ") + ")")
                }
            }
            guard !charts.isEmpty else { continue }
            html += "<h3>\(escape(workload))</h3><div class='charts'>" + charts + "</div>"
            if !notes.isEmpty {
                html += "<p class='note'>" + escape(notes.joined(separator: "; ")) + ": <code>layout-bench history DIR --filter '"
                    + escape(workload) + "/*' --metric '*'</code> lists every one.</p>"
            }
        }
        return html
    }

    /// The size and series a workload's chart of `metric` shows, and the series it leaves out.
    func historySeries(workload: String, metric: String)
        -> (n: Int, chosen: [History.Series], left: [History.Series])? {
        let series = history.series.filter { $0.key.metric == metric && Self.workload(of: $0.key.benchmark) == workload }
        let sizes = Set(series.compactMap { Self.size(of: $0.key.benchmark) })
        // The largest size measured in every run; else the largest at all.
        let everywhere = sizes.filter { n in
            history.runs.indices.allSatisfy { run in series.contains { Self.size(of: $0.key.benchmark) == n && $0.points.contains { $0.run == run } } }
        }
        guard let n = everywhere.max() ?? sizes.max() else { return nil }
        let atN = series.filter { Self.size(of: $0.key.benchmark) == n }.sorted { a, b in
            let (va, vb) = (Self.variant(of: a.key.benchmark), Self.variant(of: b.key.benchmark))
            return (Self.variantOrder(va), va, Self.phaseOrder(a.key.phase), a.key.phase)
                < (Self.variantOrder(vb), vb, Self.phaseOrder(b.key.phase), b.key.phase)
        }
        return (n, Array(atN.prefix(Self.historyLines)), Array(atN.dropFirst(Self.historyLines)))
    }

    /// The step changes of time, allocations and the benchmarks' own counters, in a table.
    func stepsTable() -> String {
        let shown: Set<String> = ["wall_time", "allocations", "allocated_bytes"]
        let steps = history.series.filter { s in
            !s.steps.isEmpty && (shown.contains(s.key.metric) || !Metric(name: s.key.metric).isBuiltIn)
        }
        guard !steps.isEmpty else { return "<p>No step changes.</p>" }
        var html = "<details\(steps.count <= 12 ? " open" : "")><summary>\(steps.count) step changes</summary>"
            + "<table><tr><th>benchmark</th><th>phase</th><th>metric</th><th>step</th></tr>"
        for s in steps {
            html += "<tr><td>\(escape(s.key.benchmark))</td><td>\(escape(s.key.phase))</td><td>\(escape(s.key.metric))</td><td>"
                + escape(s.steps.map { history.describe($0, in: s) }.joined(separator: "; ")) + "</td></tr>"
        }
        return html + "</table></details>"
    }

    static func workload(of benchmark: String) -> String {
        benchmark.split(separator: "/").first.map(String.init) ?? benchmark
    }

    static func variant(of benchmark: String) -> String {
        let parts = benchmark.split(separator: "/")
        return parts.count >= 3 ? String(parts[1]) : ""
    }

    static func size(of benchmark: String) -> Int? {
        benchmark.split(separator: "/").last.flatMap { Int($0) }
    }
}
