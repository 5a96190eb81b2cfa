import Foundation

extension SVGChart {
    /// A line chart: one polyline per line, its points ringed where marked, a legend beside
    /// it; the reference line and its label drawn last, over the data.
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
        let xRange = categories.isEmpty ? (logX ? Self.logRange(xs) : Self.linearRange(xs)) : (-0.5, Double(categories.count) - 0.5)
        let yRange = logY ? Self.logRange(yValues) : Self.linearRange(yValues)
        let yTicks = logY ? Self.logTicks(yRange) : Self.linearTicks(yRange)
        let xTicks = categories.isEmpty ? (logX ? Self.logTicks(xRange) : Self.linearTicks(xRange)) : categories.indices.map(Double.init)
        let xTexts = xTicks.map(xText)
        var m = margins(yTicks: yTicks.map(format), legend: lines.map(\.label))
        let tick = Self.fontSizes["tick"] ?? 10
        m.right = max(m.right, (xTexts.map { Self.textWidth($0, fontSize: tick) }.max() ?? 0) / 2 + 4)
        let width = m.left + plotWidth + m.right, height = m.top + plotHeight + m.bottom
        func px(_ x: Double) -> Double { m.left + plotWidth * fraction(x, xRange, logX && categories.isEmpty) }
        func py(_ y: Double) -> Double { m.top + plotHeight * (1 - fraction(y, yRange, logY)) }
        var svg = open(width: width, height: height)
        for v in yTicks {
            svg += "<line x1='\(r(m.left))' y1='\(r(py(v)))' x2='\(r(m.left + plotWidth))' y2='\(r(py(v)))' class='grid'/>"
            svg += "<text x='\(r(m.left - 4))' y='\(r(py(v) + 4))' text-anchor='end' class='tick'>\(escape(format(v)))</text>"
        }
        // Tick labels that would overlap are thinned out: every k-th is written.
        let widest = xTexts.map { Self.textWidth($0, fontSize: tick) }.max() ?? 0
        let every = max(1, Int(ceil((widest + 6) / (plotWidth / Double(max(1, xTicks.count))))))
        let bottom = m.top + plotHeight
        for (i, v) in xTicks.enumerated() {
            svg += "<line x1='\(r(px(v)))' y1='\(r(m.top))' x2='\(r(px(v)))' y2='\(r(bottom))' class='grid'/>"
            if i % every == 0 {
                svg += "<text x='\(r(px(v)))' y='\(r(bottom + 14))' text-anchor='middle' class='tick'>\(escape(xTexts[i]))</text>"
            }
        }
        svg += "<rect x='\(r(m.left))' y='\(r(m.top))' width='\(r(plotWidth))' height='\(r(plotHeight))' class='frame'/>"
        svg += "<text x='\(r(m.left + plotWidth / 2))' y='\(r(height - 8))' text-anchor='middle' class='label'>\(escape(xLabel))</text>"
        svg += yAxisLabel(top: m.top)
        for line in lines {
            let path = line.points.map { "\(r(px($0.x))),\(r(py($0.y)))" }.joined(separator: " ")
            svg += "<polyline points='\(path)' fill='none' stroke='\(line.color)' stroke-width='2'/>"
            for (i, p) in line.points.enumerated() {
                let tip = escape("\(line.label): \(xText(p.x)) → \((tipFormat ?? format)(p.y))")
                svg += "<circle cx='\(r(px(p.x)))' cy='\(r(py(p.y)))' r='3' fill='\(line.color)'><title>\(tip)</title></circle>"
                if line.marked.contains(i) {
                    svg += "<circle cx='\(r(px(p.x)))' cy='\(r(py(p.y)))' r='8' class='step'><title>step: \(tip)</title></circle>"
                }
            }
        }
        if let reference, reference.value >= yRange.low, reference.value <= yRange.high {
            let y = py(reference.value)
            svg += "<line x1='\(r(m.left))' y1='\(r(y))' x2='\(r(m.left + plotWidth))' y2='\(r(y))' class='ref'/>"
            // Above the line, or below it when the line runs along the top.
            let labelY = y - 14 < m.top ? y + 13 : y - 4
            svg += "<text x='\(r(m.left + 4))' y='\(r(labelY))' class='reflabel'>\(escape(reference.label))</text>"
        }
        svg += legend(lines.map { ($0.label, $0.color) }, x: m.left + plotWidth + 12, top: m.top)
        return svg + "</svg>"
    }

    func xText(_ x: Double) -> String {
        if !categories.isEmpty { let i = Int(x.rounded()); return categories.indices.contains(i) ? categories[i] : "" }
        return formatNumber(x)
    }

    /// A linear axis's range around the values, from zero when they are all positive.
    static func linearRange(_ values: [Double]) -> (low: Double, high: Double) {
        let low = values.min() ?? 0, high = values.max() ?? 1
        let pad = (high - low) * 0.08
        return (min(0, low - pad), high + max(pad, abs(high) * 0.05, 1e-9))
    }

    /// Five evenly spaced ticks.
    static func linearTicks(_ range: (low: Double, high: Double)) -> [Double] {
        (0...4).map { range.low + (range.high - range.low) * Double($0) / 4 }
    }
}
