import Foundation

/// Small, dependency-free SVG charts for the HTML report: log-log line charts and bar charts.
struct SVGChart {
    /// One line of a line chart.
    struct Line {
        var label: String
        var color: String
        var points: [(x: Double, y: Double)]
        /// Indices of points to mark as steps (drawn as red rings).
        var marked: [Int] = []
    }

    var width = 460.0
    var height = 280.0
    var margin = (left: 70.0, right: 16.0, top: 22.0, bottom: 42.0)
    var title: String
    var xLabel: String
    var yLabel: String
    var logX = true
    var logY = true
    /// Formats a y value for ticks and tooltips.
    var format: (Double) -> String = { formatNumber($0) }
    /// Formats a value for a bar's tooltip (default: ``format``).
    var tipFormat: ((Double) -> String)? = nil
    /// A horizontal reference line (value, label), e.g. one 16.7 ms frame.
    var reference: (value: Double, label: String)? = nil
    /// Category labels for x (history: commits); x values are their indices.
    var categories: [String] = []

    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"]

    func lineChart(_ lines: [Line]) -> String {
        // A log axis has no place for zero (a phase that allocates nothing): such points are left out.
        let lines = lines.map { line in
            var kept = line
            kept.points = line.points.filter { (!logY || $0.y > 0) && (!logX || $0.x > 0) }
            kept.marked = line.points.indices.filter { line.marked.contains($0) }
                .compactMap { i in kept.points.firstIndex { $0.x == line.points[i].x && $0.y == line.points[i].y } }
            return kept
        }.filter { !$0.points.isEmpty }
        let xs = lines.flatMap { $0.points.map(\.x) }, ys = lines.flatMap { $0.points.map(\.y) }
        guard !xs.isEmpty else { return "" }
        var yValues = ys
        if let reference, let top = ys.max(), reference.value <= top * 3 { yValues.append(reference.value) }
        let xRange = axisRange(xs, log: logX), yRange = axisRange(yValues, log: logY)
        let plotW = width - margin.left - margin.right, plotH = height - margin.top - margin.bottom
        func px(_ x: Double) -> Double { margin.left + plotW * fraction(x, xRange, logX) }
        func py(_ y: Double) -> Double { margin.top + plotH * (1 - fraction(y, yRange, logY)) }
        var svg = open()
        svg += axes(xRange: xRange, yRange: yRange, px: px, py: py)
        if let reference, reference.value >= yRange.low, reference.value <= yRange.high {
            let y = py(reference.value)
            svg += "<line x1='\(r(margin.left))' y1='\(r(y))' x2='\(r(width - margin.right))' y2='\(r(y))' class='ref'/>"
            svg += "<text x='\(r(width - margin.right - 2))' y='\(r(y - 3))' text-anchor='end' class='reflabel'>\(escape(reference.label))</text>"
        }
        for line in lines {
            let path = line.points.map { "\(r(px($0.x))),\(r(py($0.y)))" }.joined(separator: " ")
            svg += "<polyline points='\(path)' fill='none' stroke='\(line.color)' stroke-width='2'/>"
            for (i, p) in line.points.enumerated() {
                let tip = escape("\(line.label): \(xText(p.x)) → \(format(p.y))")
                svg += "<circle cx='\(r(px(p.x)))' cy='\(r(py(p.y)))' r='3' fill='\(line.color)'><title>\(tip)</title></circle>"
                if line.marked.contains(i) {
                    svg += "<circle cx='\(r(px(p.x)))' cy='\(r(py(p.y)))' r='8' class='step'><title>step: \(tip)</title></circle>"
                }
            }
        }
        svg += legend(lines.map { ($0.label, $0.color) })
        return svg + "</svg>"
    }

    /// Grouped bars: one group per category, one bar per series (nil: no bar).
    func barChart(groups: [String], series: [(label: String, color: String, values: [Double?])]) -> String {
        let values = series.flatMap { $0.values.compactMap { $0 } }
        guard let top = values.max(), top > 0 else { return "" }
        let yRange = (low: 0.0, high: niceCeiling(top))
        let plotW = width - margin.left - margin.right, plotH = height - margin.top - margin.bottom
        func py(_ y: Double) -> Double { margin.top + plotH * (1 - y / yRange.high) }
        var svg = open()
        for k in 0...4 {
            let v = yRange.high * Double(k) / 4
            svg += "<line x1='\(r(margin.left))' y1='\(r(py(v)))' x2='\(r(width - margin.right))' y2='\(r(py(v)))' class='grid'/>"
            svg += "<text x='\(r(margin.left - 4))' y='\(r(py(v) + 4))' text-anchor='end' class='tick'>\(escape(format(v)))</text>"
        }
        let groupW = plotW / Double(max(1, groups.count))
        let barW = groupW * 0.8 / Double(max(1, series.count))
        for (g, group) in groups.enumerated() {
            let x0 = margin.left + groupW * Double(g) + groupW * 0.1
            for (s, serie) in series.enumerated() {
                guard g < serie.values.count, let v = serie.values[g] else { continue }
                let x = x0 + barW * Double(s)
                svg += "<rect x='\(r(x))' y='\(r(py(v)))' width='\(r(barW - 1))' height='\(r(py(0) - py(v)))' fill='\(serie.color)'>"
                svg += "<title>\(escape("\(group) \(serie.label): \((tipFormat ?? format)(v))"))</title></rect>"
            }
            svg += "<text x='\(r(x0 + groupW * 0.4))' y='\(r(height - margin.bottom + 14))' text-anchor='middle' class='tick'>\(escape(group))</text>"
        }
        svg += "<text x='14' y='\(r(margin.top + plotH / 2))' transform='rotate(-90 14 \(r(margin.top + plotH / 2)))' text-anchor='middle' class='label'>\(escape(yLabel))</text>"
        svg += legend(series.map { ($0.label, $0.color) })
        return svg + "</svg>"
    }

    // MARK: - Pieces

    func open() -> String {
        "<svg xmlns='http://www.w3.org/2000/svg' width='\(r(width))' height='\(r(height))' viewBox='0 0 \(r(width)) \(r(height))'>"
            + "<text x='\(r(width / 2))' y='14' text-anchor='middle' class='title'>\(escape(title))</text>"
    }

    func axes(xRange: (low: Double, high: Double), yRange: (low: Double, high: Double),
              px: (Double) -> Double, py: (Double) -> Double) -> String {
        var svg = ""
        let plotBottom = height - margin.bottom
        for v in ticks(yRange, log: logY) {
            svg += "<line x1='\(r(margin.left))' y1='\(r(py(v)))' x2='\(r(width - margin.right))' y2='\(r(py(v)))' class='grid'/>"
            svg += "<text x='\(r(margin.left - 4))' y='\(r(py(v) + 4))' text-anchor='end' class='tick'>\(escape(format(v)))</text>"
        }
        let xTicks = categories.isEmpty ? ticks(xRange, log: logX) : categories.indices.map(Double.init)
        for v in xTicks {
            svg += "<line x1='\(r(px(v)))' y1='\(r(margin.top))' x2='\(r(px(v)))' y2='\(r(plotBottom))' class='grid'/>"
            svg += "<text x='\(r(px(v)))' y='\(r(plotBottom + 14))' text-anchor='middle' class='tick'>\(escape(xText(v)))</text>"
        }
        svg += "<rect x='\(r(margin.left))' y='\(r(margin.top))' width='\(r(width - margin.left - margin.right))' height='\(r(plotBottom - margin.top))' class='frame'/>"
        svg += "<text x='\(r(margin.left + (width - margin.left - margin.right) / 2))' y='\(r(height - 8))' text-anchor='middle' class='label'>\(escape(xLabel))</text>"
        let midY = margin.top + (plotBottom - margin.top) / 2
        svg += "<text x='14' y='\(r(midY))' transform='rotate(-90 14 \(r(midY)))' text-anchor='middle' class='label'>\(escape(yLabel))</text>"
        return svg
    }

    func legend(_ entries: [(String, String)]) -> String {
        var svg = ""
        for (i, entry) in entries.enumerated() {
            // Beside the plot when there is room on the right, else inside its top-left corner.
            let x = margin.right >= 100 ? width - margin.right + 8 : margin.left + 8
            let y = margin.top + 6 + Double(i) * 14
            svg += "<rect x='\(r(x))' y='\(r(y - 8))' width='10' height='10' fill='\(entry.1)'/>"
            svg += "<text x='\(r(x + 14))' y='\(r(y + 1))' class='legend'>\(escape(entry.0))</text>"
        }
        return svg
    }

    func xText(_ x: Double) -> String {
        if !categories.isEmpty { let i = Int(x.rounded()); return categories.indices.contains(i) ? categories[i] : "" }
        return formatNumber(x)
    }

    func axisRange(_ values: [Double], log: Bool) -> (low: Double, high: Double) {
        var low = values.min() ?? 1, high = values.max() ?? 1
        if log {
            low = pow(10, floor(log10(max(low, 1e-12))))
            high = pow(10, ceil(log10(max(high, 1e-12))))
            if low == high { high = low * 10 }
        } else {
            if !categories.isEmpty { return (-0.5, Double(max(1, categories.count)) - 0.5) }
            let pad = (high - low) * 0.08
            low = min(0, low - pad); high = high + max(pad, abs(high) * 0.05, 1e-9)
        }
        return (low, high)
    }

    func fraction(_ v: Double, _ range: (low: Double, high: Double), _ log: Bool) -> Double {
        log ? (log10(max(v, 1e-12)) - log10(range.low)) / (log10(range.high) - log10(range.low))
            : (v - range.low) / (range.high - range.low)
    }

    func ticks(_ range: (low: Double, high: Double), log: Bool) -> [Double] {
        if log {
            var t: [Double] = []
            var v = range.low
            while v <= range.high * 1.0001 { t.append(v); v *= 10 }
            return t
        }
        return (0...4).map { range.low + (range.high - range.low) * Double($0) / 4 }
    }

    func niceCeiling(_ v: Double) -> Double {
        let magnitude = pow(10, floor(log10(v)))
        for step in [1.0, 2, 2.5, 5, 10] where step * magnitude >= v { return step * magnitude }
        return 10 * magnitude
    }

    func r(_ v: Double) -> String { String(format: "%.1f", v) }
}

/// Escapes text for HTML and SVG.
func escape(_ text: String) -> String {
    var out = ""
    for c in text {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "'": out += "&#39;"
        case "\"": out += "&quot;"
        default: out.append(c)
        }
    }
    return out
}
