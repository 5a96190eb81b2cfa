import Foundation

extension SVGChart {
    /// Grouped bars on a log scale (workloads' costs span orders of magnitude: on a linear one
    /// most bars would be a pixel high): one group per category, labelled on two lines, one bar
    /// per series.
    func barChart(groups: [(name: String, detail: String)], series: [Bars]) -> String {
        let values = series.flatMap { $0.values.compactMap { $0 } }.filter { $0 > 0 }
        guard !values.isEmpty else { return "" }
        // A little room below the smallest value, so that no bar is flat.
        let yRange = Self.logRange(values + values.map { $0 * 0.9 })
        let yTicks = Self.logTicks(yRange)
        let tick = Self.fontSizes["tick"] ?? 10
        let widestGroup = groups.map { max(Self.textWidth($0.name, fontSize: tick), Self.textWidth($0.detail, fontSize: tick)) }.max() ?? 0
        let groupWidth = max(widestGroup + 10, Double(series.count) * 14 + 10)
        var chart = self
        chart.plotWidth = max(plotWidth, groupWidth * Double(groups.count))
        let m = chart.margins(yTicks: yTicks.map(format), legend: series.map(\.label))
        let width = m.left + chart.plotWidth + m.right, height = m.top + plotHeight + m.bottom
        func py(_ y: Double) -> Double { m.top + plotHeight * (1 - fraction(y, yRange, true)) }
        var svg = chart.open(width: width, height: height)
        for v in yTicks {
            svg += "<line x1='\(r(m.left))' y1='\(r(py(v)))' x2='\(r(m.left + chart.plotWidth))' y2='\(r(py(v)))' class='grid'/>"
            svg += "<text x='\(r(m.left - 4))' y='\(r(py(v) + 4))' text-anchor='end' class='tick'>\(escape(format(v)))</text>"
        }
        let slot = chart.plotWidth / Double(max(1, groups.count))
        let barWidth = slot * 0.8 / Double(max(1, series.count))
        let bottom = m.top + plotHeight
        for (g, group) in groups.enumerated() {
            let x0 = m.left + slot * Double(g) + slot * 0.1
            for (s, bars) in series.enumerated() {
                guard g < bars.values.count, let v = bars.values[g], v > 0 else { continue }
                let x = x0 + barWidth * Double(s)
                svg += "<rect x='\(r(x))' y='\(r(py(v)))' width='\(r(max(1, barWidth - 1)))' height='\(r(bottom - py(v)))' fill='\(bars.color)'>"
                svg += "<title>\(escape("\(group.name) \(group.detail) \(bars.label): \((tipFormat ?? format)(v))"))</title></rect>"
            }
            let centre = m.left + slot * (Double(g) + 0.5)
            svg += "<text x='\(r(centre))' y='\(r(bottom + 14))' text-anchor='middle' class='tick'>\(escape(group.name))</text>"
            svg += "<text x='\(r(centre))' y='\(r(bottom + 26))' text-anchor='middle' class='tick'>\(escape(group.detail))</text>"
        }
        svg += "<rect x='\(r(m.left))' y='\(r(m.top))' width='\(r(chart.plotWidth))' height='\(r(plotHeight))' class='frame'/>"
        svg += chart.yAxisLabel(top: m.top)
        svg += legend(series.map { ($0.label, $0.color) }, x: m.left + chart.plotWidth + 12, top: m.top)
        return svg + "</svg>"
    }
}
