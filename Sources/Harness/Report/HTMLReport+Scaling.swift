extension HTMLReport {
    /// Per workload, cost against n on log-log axes: one chart per variant and metric, a line
    /// per phase with its fitted exponent; then, at the largest n, each phase's share of a frame.
    func scalingSection() -> String {
        var html = "<h2>Scaling: cost against n (log-log)</h2>"
        guard let run = scalingRun else { return html }
        let exponents = Scaling.exponents(of: run.data.rows)
        guard !exponents.isEmpty else {
            return html + "<p class='note'>Every run here has one size only; run <code>layout-bench run --suite default</code> for scaling curves.</p>"
        }
        html += "<p class='note'>From run \(escape(run.commit)). Each line is one phase of one variant; k is the fitted exponent "
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
                        .sorted { (Self.phaseOrder($0.key.phase), $0.key.phase) < (Self.phaseOrder($1.key.phase), $1.key.phase) }
                    let lines = series.enumerated().map { i, e in
                        SVGChart.Line(label: "\(e.key.phase) k=\(CompareText.fixed(e.fit.exponent, 2))",
                                      color: SVGChart.palette[i % SVGChart.palette.count],
                                      points: e.points.map { (Double($0.n), $0.median) })
                    }
                    var chart = SVGChart(title: "\(workload) \(variant): \(label)", xLabel: "n (views)", yLabel: label)
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

    /// The phases in the order a build goes through them, then the steps after it.
    static func phaseOrder(_ phase: String) -> Int {
        ["setup": 0, "build": 1, "dsl_build": 2, "materialize": 3, "solver_add": 4, "solve": 5, "frame_read_back": 6,
         "layout": 7, "resize": 8, "churn": 9][phase] ?? 10
    }

    /// A duration as a share of a 16.7 ms frame.
    static func share(_ nanoseconds: Double) -> String {
        let percent = nanoseconds / frame * 100
        return percent >= 10 ? CompareText.fixed(percent, 0) + "%" : percent >= 0.1 ? CompareText.fixed(percent, 1) + "%"
            : CompareText.fixed(percent, 3) + "%"
    }
}
