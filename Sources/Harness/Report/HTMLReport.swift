import Foundation

/// One self-contained HTML page (inline SVG and CSS, no scripts, no network) about the runs in
/// a results directory: scaling curves, composite against individual, history with steps, and
/// the latest comparison, with times also as a share of a 16.7 ms frame.
public struct HTMLReport {
    /// One frame at 60 Hz, in nanoseconds.
    public static let frame = 16_666_667.0

    /// The runs, oldest first, with every metric.
    public var history: History
    /// The comparison of the last two runs (nil with fewer than two).
    public var latestComparison: Comparison?

    /// Makes a report.
    public init(history: History, latestComparison: Comparison?) {
        self.history = history
        self.latestComparison = latestComparison
    }

    /// The run the scaling and variant figures use: the latest with the most sizes.
    var scalingRun: History.Run? {
        history.runs.enumerated().max { a, b in
            let (sa, sb) = (Set(a.element.data.rows.map(\.benchmark.n)).count, Set(b.element.data.rows.map(\.benchmark.n)).count)
            return sa != sb ? sa < sb : a.offset < b.offset
        }?.element
    }

    /// The page.
    public var html: String {
        var body = header()
        body += scalingSection()
        body += variantsSection()
        body += historySection()
        body += compareSection()
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>LayoutBench report</title>
            <style>\(Self.css)</style></head><body>
            \(body)
            </body></html>

            """
    }

    static let css = """
        body{font:14px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif;margin:24px;color:#222;max-width:1400px}
        h1{font-size:22px}h2{font-size:18px;border-bottom:1px solid #ddd;padding-bottom:4px;margin-top:32px}
        h3{font-size:15px;margin:16px 0 4px}.charts{display:flex;flex-wrap:wrap;gap:12px}
        svg{background:#fff;border:1px solid #e4e4e4}.title{font-size:13px;font-weight:600}
        .tick{font-size:10px;fill:#555}.label{font-size:11px;fill:#333}.legend{font-size:10px;fill:#222}
        .grid{stroke:#eee}.frame{fill:none;stroke:#999}.ref{stroke:#c00;stroke-dasharray:5 4}
        .reflabel{font-size:10px;fill:#c00}.step{fill:none;stroke:#d00;stroke-width:2}
        table{border-collapse:collapse;margin:6px 0 12px;font-size:12px}td,th{border:1px solid #ddd;padding:3px 8px}
        th{background:#f6f6f6}td.num{text-align:right;font-variant-numeric:tabular-nums}
        .regressed{color:#b00;font-weight:600}.improved{color:#070;font-weight:600}.note{color:#666}
        """

    // MARK: - Sections

    func header() -> String {
        guard let last = history.runs.last, let meta = last.data.rows.first?.metadata else {
            return "<h1>LayoutBench report</h1><p class='note'>No results files.</p>"
        }
        let commits = history.runs.map { "<code>\(escape($0.commit))</code>" }.joined(separator: " → ")
        var skipped = ""
        if !history.skipped.isEmpty {
            skipped = "<p class='note'>Not runs, so not drawn: " + history.skipped.map { file in
                "<code>\(escape(file.file))</code> (\(escape(file.reason)))"
            }.joined(separator: "; ") + ".</p>"
        }
        return "<h1>LayoutBench report</h1><p>\(history.runs.count) runs in git order: \(commits)</p>" + skipped
            + "<p class='note'>Latest: \(escape(meta.commit)) (\(escape(meta.suite)) suite, \(escape(meta.timestamp))) on "
            + "\(escape(meta.host)), \(escape(meta.cpuModel)), \(meta.cores) cores, Swift \(escape(meta.toolchain)), "
            + "\(escape(meta.configuration)), \(escape(meta.allocator)). Times are medians; a frame is 16.7 ms (60 Hz).</p>"
    }

    func scalingSection() -> String {
        var html = "<h2>Scaling: cost against n (log-log)</h2>"
        guard let run = scalingRun else { return html }
        let exponents = Scaling.exponents(of: run.data.rows)
        guard !exponents.isEmpty else {
            return html + "<p class='note'>Every run here has one size only; run <code>layout-bench run --suite default</code> for scaling curves.</p>"
        }
        html += "<p class='note'>From run \(escape(run.commit)). Each line is one variant × phase; k is the fitted exponent "
            + "(least squares on log-log: cost ≈ c·nᵏ). The dashed line is one 16.7 ms frame.</p>"
        let workloads = Set(exponents.map { $0.key.benchmark.split(separator: "/").first.map(String.init) ?? "" }).sorted()
        for workload in workloads {
            html += "<h3>\(escape(workload))</h3><div class='charts'>"
            let mine = exponents.filter { $0.key.benchmark.hasPrefix(workload + "/") }
            let variants = Set(mine.map { String($0.key.benchmark.dropFirst(workload.count + 1)) })
                .sorted { (Self.variantOrder($0), $0) < (Self.variantOrder($1), $1) }
            for variant in variants {
                for (metric, label) in [("wall_time", "wall time"), ("allocations", "allocations")] {
                    let series = mine.filter { $0.key.benchmark == workload + "/" + variant && $0.metric == metric }
                    let lines = series.enumerated().map { i, e in
                        SVGChart.Line(label: "\(e.key.phase) k=\(CompareText.fixed(e.fit.exponent, 2))",
                                      color: SVGChart.palette[i % SVGChart.palette.count],
                                      points: e.points.map { (Double($0.n), $0.median) })
                    }
                    var chart = SVGChart(title: "\(workload) \(variant): \(label)", xLabel: "n (views)", yLabel: label)
                    chart.width = 430
                    chart.margin.right = 135
                    if metric == "wall_time" {
                        chart.format = { Humanize.duration($0) }
                        chart.reference = (Self.frame, "16.7 ms frame")
                    }
                    html += chart.lineChart(lines)
                }
            }
            html += "</div>" + frameTable(run: run, workload: workload)
        }
        return html
    }

    /// At the largest n of a workload: each phase's median time per variant, and its share of a frame.
    func frameTable(run: History.Run, workload: String) -> String {
        let rows = run.data.rows.filter { $0.benchmark.workload == workload && $0.metric == .wallTime }
        guard let n = rows.map(\.benchmark.n).max() else { return "" }
        let atN = rows.filter { $0.benchmark.n == n }
        let variants = Set(atN.map(\.benchmark.variant)).sorted { (Self.variantOrder($0), $0) < (Self.variantOrder($1), $1) }
        var phases: [String] = []
        for row in atN where !phases.contains(row.phase.name) { phases.append(row.phase.name) }
        var html = "<table><tr><th>n = \(n)</th>" + variants.map { "<th>\(escape($0))</th>" }.joined() + "</tr>"
        for phase in phases {
            html += "<tr><td>\(escape(phase))</td>"
            for variant in variants {
                let median = atN.first { $0.phase.name == phase && $0.benchmark.variant == variant }?.statistics.median
                html += "<td class='num'>" + (median.map { Humanize.duration($0) + " (" + Self.share($0) + " of a frame)" } ?? "") + "</td>"
            }
            html += "</tr>"
        }
        return html + "</table>"
    }

    /// Solver first, then composite, individual, the rest.
    static func variantOrder(_ variant: String) -> Int {
        ["solver": 0, "composite": 1, "individual": 2][variant] ?? 3
    }

    static func share(_ nanoseconds: Double) -> String {
        let percent = nanoseconds / frame * 100
        return percent >= 10 ? CompareText.fixed(percent, 0) + "%" : percent >= 0.1 ? CompareText.fixed(percent, 1) + "%"
            : CompareText.fixed(percent, 3) + "%"
    }

    func variantsSection() -> String {
        var html = "<h2>Composite against individual</h2>"
        guard let run = scalingRun else { return html }
        let rows = run.data.rows.filter { $0.metric == .wallTime }
        let variants = Set(rows.map(\.benchmark.variant))
        guard variants.contains("composite"), variants.contains("individual") else {
            return html + "<p class='note'>No composite and individual variants in run \(escape(run.commit)) "
                + "(they appear once the layout layer registers them); nothing to compare.</p>"
        }
        let shown = ["composite", "individual", "solver"].filter(variants.contains)
        html += "<p class='note'>Run \(escape(run.commit)), median wall time per phase at the largest n each workload has in "
            + "every variant; hover a bar for its value.</p><div class='charts'>"
        let phases = Set(rows.filter { $0.benchmark.variant == "composite" }.map(\.phase.name)).sorted()
        for phase in phases {
            let phaseRows = rows.filter { $0.phase.name == phase }
            let workloads = Set(phaseRows.filter { $0.benchmark.variant == "composite" }.map(\.benchmark.workload)).sorted()
            var groups: [String] = []
            var values: [[Double?]] = shown.map { _ in [] }
            for workload in workloads {
                let sizes = shown.map { v in Set(phaseRows.filter { $0.benchmark.workload == workload && $0.benchmark.variant == v }.map(\.benchmark.n)) }
                guard let n = sizes.dropFirst().reduce(sizes.first ?? [], { $0.intersection($1) }).max() else { continue }
                groups.append("\(workload) \(n)")
                for (i, v) in shown.enumerated() {
                    values[i].append(phaseRows.first { $0.benchmark.workload == workload && $0.benchmark.variant == v && $0.benchmark.n == n }?.statistics.median)
                }
            }
            var chart = SVGChart(title: "phase \(phase): wall time", xLabel: "", yLabel: "wall time")
            chart.width = 640
            chart.format = { Humanize.duration($0) }
            chart.tipFormat = { Humanize.duration($0) + " (" + Self.share($0) + " of a frame)" }
            html += chart.barChart(groups: groups, series: shown.enumerated().map { i, v in (v, SVGChart.palette[i], values[i]) })
        }
        return html + "</div>"
    }

    func historySection() -> String {
        var html = "<h2>History across commits</h2>"
        guard history.runs.count >= 2 else {
            return html + "<p class='note'>One run only; history needs results of two commits or more "
                + "(<code>scripts/bench-commits REV…</code>).</p>"
        }
        let commits = history.runs.map(\.commit)
        html += "<p class='note'>Medians per commit, oldest left. Red rings mark step changes (a penalised "
            + "piecewise-constant fit of the log medians; at least 5% for time, and only with four runs or more; any change for counts).</p>"
        let shown: Set<String> = ["wall_time", "allocations", "allocated_bytes"]
        let steps = history.series.filter { s in
            !s.steps.isEmpty && (shown.contains(s.key.metric) || !Metric(name: s.key.metric).isBuiltIn)
        }
        if !steps.isEmpty {
            html += "<table><tr><th>benchmark</th><th>phase</th><th>metric</th><th>step</th></tr>"
            for s in steps {
                html += "<tr><td>\(escape(s.key.benchmark))</td><td>\(escape(s.key.phase))</td><td>\(escape(s.key.metric))</td><td>"
                    + escape(s.steps.map { history.describe($0, in: s) }.joined(separator: "; ")) + "</td></tr>"
            }
            html += "</table>"
        } else {
            html += "<p>No step changes.</p>"
        }
        let workloads = Set(history.series.map { $0.key.benchmark.split(separator: "/").first.map(String.init) ?? "" }).sorted()
        html += "<div class='charts'>"
        for workload in workloads {
            for metric in ["wall_time", "allocations"] {
                let series = history.series.filter { $0.key.metric == metric && $0.key.benchmark.hasPrefix(workload + "/") }
                let largest = series.compactMap { Int($0.key.benchmark.split(separator: "/").last ?? "") }.min()
                let chosen = series.filter { largest == nil || $0.key.benchmark.hasSuffix("/\(largest ?? 0)") }.prefix(8)
                guard !chosen.isEmpty else { continue }
                let lines = chosen.enumerated().map { i, s in
                    SVGChart.Line(label: "\(s.key.benchmark.dropFirst(workload.count + 1)) \(s.key.phase)",
                                  color: SVGChart.palette[i % SVGChart.palette.count],
                                  points: s.points.map { (Double($0.run), $0.median) },
                                  marked: s.steps.map(\.index))
                }
                var chart = SVGChart(title: "\(workload): \(metric == "wall_time" ? "wall time" : "allocations")",
                                     xLabel: "commit", yLabel: metric == "wall_time" ? "wall time" : "allocations")
                chart.logX = false
                chart.categories = commits
                chart.width = 520
                chart.margin.right = 170
                if metric == "wall_time" { chart.format = { Humanize.duration($0) } }
                html += chart.lineChart(lines)
            }
        }
        return html + "</div>"
    }

    func compareSection() -> String {
        var html = "<h2>Latest comparison</h2>"
        guard let c = latestComparison else { return html + "<p class='note'>Fewer than two runs: nothing to compare.</p>" }
        html += "<p><code>\(escape(c.baseCommit))</code> → <code>\(escape(c.headCommit))</code>: \(escape(c.summaryLine))</p>"
        html += "<p class='note'>Times between two runs made at different hours differ by more than most changes on a shared VM: "
            + "trust the deterministic counts here, and <code>layout-bench ab</code> for time.</p>"
        func table(_ rows: [Comparison.Row]) -> String {
            var t = "<table><tr>" + (Comparison.header + ["share of a frame"]).map { "<th>\(escape($0))</th>" }.joined() + "</tr>"
            for row in rows {
                let cells = c.cells(row)
                t += "<tr>" + cells.enumerated().map { i, cell in
                    let cls = i == cells.count - 1 ? " class='\(cell)'" : (i >= 3 && i <= 7 ? " class='num'" : "")
                    return "<td\(cls)>\(escape(cell))</td>"
                }.joined()
                t += "<td class='num'>\(row.unit == "ns" ? Self.share(row.headMedian) : "")</td></tr>"
            }
            return t + "</table>"
        }
        let changed = c.orderedRows.filter { $0.verdict != .unchanged }
        html += changed.isEmpty ? "<p>No metric changed beyond its threshold.</p>" : table(changed)
        let unchanged = c.rows.filter { $0.verdict == .unchanged && ($0.key.metric == "wall_time" || $0.key.metric == "allocations") }
        if !unchanged.isEmpty {
            html += "<details><summary>\(unchanged.count) unchanged (wall time and allocations)</summary>" + table(unchanged) + "</details>"
        }
        return html
    }
}
