extension HTMLReport {
    /// The layer's phases built two ways: composite attributes against one attribute per line,
    /// phase by phase; the whole build of each against the solver's own (setup + build); and
    /// the steps after the build with the solver variant beside them. Log-scale bars.
    func variantsSection() -> String {
        var html = "<h2>Composite against individual</h2>"
        guard let run = scalingRun else { return html }
        let rows = run.data.rows.filter { $0.metric == .wallTime }
        let variants = Set(rows.map(\.benchmark.variant))
        guard variants.contains("composite"), variants.contains("individual") else {
            return html + "<p class='note'>No composite and individual variants in run \(escape(run.commit)) "
                + "(they appear once the layout layer registers them); nothing to compare.</p>"
        }
        let layerPhases = Set(rows.filter { $0.benchmark.variant == "composite" }.map(\.phase.name))
            .sorted { (Self.phaseOrder($0), $0) < (Self.phaseOrder($1), $1) }
        let buildPhases = layerPhases.filter { Self.phaseOrder($0) >= 2 && Self.phaseOrder($0) <= 5 }
        html += "<p class='note'>Run \(escape(run.commit)), median wall time per phase at the largest n each workload has in "
            + "both layer variants, on a log scale (the workloads' costs span orders of magnitude). Every phase the layer "
            + "variants time is drawn; the solver variant stands beside them where it times the same phase. "
            + (buildPhases.isEmpty ? "" : "The whole build is the layer's \(buildPhases.joined(separator: " + ")) against the "
                + "solver's setup + build. ")
            + "Hover a bar for its value.</p><div class='charts'>"
        if !buildPhases.isEmpty {
            html += variantChart(rows, title: "the whole build",
                                 phases: ["composite": buildPhases, "individual": buildPhases, "solver": ["setup", "build"]])
        }
        for phase in layerPhases {
            html += variantChart(rows, title: "phase \(phase)", phases: ["composite": [phase], "individual": [phase], "solver": [phase]])
        }
        return html + "</div>"
    }

    /// One bar chart: per workload, each variant's sum of the medians of `phases[variant]`, at
    /// the largest n both layer variants have. A variant without all its phases has no bar,
    /// and no series when it has none anywhere.
    func variantChart(_ rows: [SummaryRow], title: String, phases: [String: [String]]) -> String {
        let variants = ["composite", "individual", "solver"]
        func total(_ workload: String, _ variant: String, _ n: Int) -> Double? {
            let medians = (phases[variant] ?? []).map { phase in
                rows.first { $0.benchmark.workload == workload && $0.benchmark.variant == variant && $0.benchmark.n == n
                    && $0.phase.name == phase }?.statistics.median
            }
            guard !medians.isEmpty, medians.allSatisfy({ $0 != nil }) else { return nil }
            return medians.reduce(0) { $0 + ($1 ?? 0) }
        }
        var groups: [(name: String, detail: String)] = []
        var values: [[Double?]] = variants.map { _ in [] }
        let workloads = Set(rows.filter { $0.benchmark.variant == "composite" }.map(\.benchmark.workload)).sorted()
        for workload in workloads {
            let sizes = ["composite", "individual"].map { v in
                Set(rows.filter { $0.benchmark.workload == workload && $0.benchmark.variant == v }.map(\.benchmark.n))
            }
            guard let n = sizes[0].intersection(sizes[1]).max(),
                  total(workload, "composite", n) != nil || total(workload, "individual", n) != nil else { continue }
            groups.append((workload, "n = \(n)"))
            for (i, variant) in variants.enumerated() { values[i].append(total(workload, variant, n)) }
        }
        let series = variants.indices.filter { i in values[i].contains { $0 != nil } }.map { i in
            SVGChart.Bars(label: variants[i], color: SVGChart.palette[i], values: values[i])
        }
        var chart = SVGChart(title: title + ": wall time", xLabel: "", yLabel: "wall time")
        chart.format = { Humanize.duration($0) }
        chart.tipFormat = { Humanize.duration($0) + " (" + Self.share($0) + " of a frame)" }
        return chart.barChart(groups: groups, series: series)
    }
}
