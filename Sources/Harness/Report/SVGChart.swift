import Foundation

/// Small, dependency-free SVG charts for the HTML report: line charts and bar charts on log
/// axes, each sized so that its text fits — the margins grow with the widest tick label and
/// legend entry rather than cutting them off.
///
/// Text is measured by ``textWidth(_:fontSize:)``, a generous estimate of DejaVu Sans (the
/// widest common sans-serif), so what fits here fits in any browser.
struct SVGChart {
    /// One line of a line chart.
    struct Line {
        var label: String
        var color: String
        var points: [(x: Double, y: Double)]
        /// Indices of points to mark as steps (drawn as red rings).
        var marked: [Int] = []
    }

    /// One series of a bar chart: a value per group, nil for none.
    struct Bars {
        var label: String
        var color: String
        var values: [Double?]
    }

    /// The plot area's size; the chart is this plus the margins its text needs.
    var plotWidth = 300.0
    var plotHeight = 200.0
    var title: String
    var xLabel: String
    var yLabel: String
    var logX = true
    var logY = true
    /// Formats a y value for ticks and tooltips.
    var format: (Double) -> String = { formatNumber($0) }
    /// Formats a value for a tooltip (default: ``format``).
    var tipFormat: ((Double) -> String)? = nil
    /// A horizontal reference line (value, label), e.g. one 16.7 ms frame.
    var reference: (value: Double, label: String)? = nil
    /// Category labels for x (history: commits); x values are their indices.
    var categories: [String] = []

    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"]

    /// Font sizes of the classes the report's CSS gives them.
    static let fontSizes: [String: Double] = ["title": 13, "tick": 10, "label": 11, "legend": 10, "reflabel": 10]

    /// Room for a legend entry's swatch and the gaps around it.
    static let swatch = 24.0

    /// The width `text` takes at `fontSize`, estimated on the generous side.
    static func textWidth(_ text: String, fontSize: Double) -> Double {
        var ems = 0.0
        for c in text {
            switch c {
            case "i", "j", "l", "'", "|", "!", ".", ",", ":", ";": ems += 0.32
            case "f", "t", "r", "I", " ", "(", ")", "[", "]", "/", "-": ems += 0.42
            case "m", "w", "M", "W", "%", "…", "→", "—": ems += 1.0
            case "0"..."9": ems += 0.66
            case "a"..."z": ems += 0.64
            case "A"..."Z": ems += 0.76
            default: ems += 0.8
            }
        }
        return ems * fontSize
    }

    /// Margins that hold the y ticks and label, the x ticks and label, the title, and (beside
    /// the plot) the legend.
    func margins(yTicks: [String], legend: [String]) -> (left: Double, right: Double, top: Double, bottom: Double) {
        let tick = Self.fontSizes["tick"] ?? 10
        let widestTick = yTicks.map { Self.textWidth($0, fontSize: tick) }.max() ?? 0
        let widestEntry = legend.map { Self.textWidth($0, fontSize: Self.fontSizes["legend"] ?? 10) }.max() ?? 0
        let left = 24 + widestTick + 8
        let right = legend.isEmpty ? 16 : Self.swatch + widestEntry + 12
        return (left, right, 26, 46)
    }

    /// The chart's opening tag and title; the title is shortened with "…" if it would not fit.
    func open(width: Double, height: Double) -> String {
        let size = Self.fontSizes["title"] ?? 13
        var shown = title
        while Self.textWidth(shown, fontSize: size) > width - 8, shown.count > 2 { shown = String(shown.dropLast(2)) + "…" }
        return "<svg xmlns='http://www.w3.org/2000/svg' width='\(r(width))' height='\(r(height))' viewBox='0 0 \(r(width)) \(r(height))'>"
            + "<text x='\(r(width / 2))' y='16' text-anchor='middle' class='title'>\(escape(shown))<title>\(escape(title))</title></text>"
    }

    /// The legend beside the plot, one entry per line from the plot's top.
    func legend(_ entries: [(String, String)], x: Double, top: Double) -> String {
        var svg = ""
        for (i, entry) in entries.enumerated() {
            let y = top + 8 + Double(i) * 14
            svg += "<rect x='\(r(x))' y='\(r(y - 8))' width='10' height='10' fill='\(entry.1)'/>"
            svg += "<text x='\(r(x + 14))' y='\(r(y + 1))' class='legend'>\(escape(entry.0))</text>"
        }
        return svg
    }

    /// The y axis's label, rotated, centred on the plot.
    func yAxisLabel(top: Double) -> String {
        let middle = top + plotHeight / 2
        return "<text x='14' y='\(r(middle))' transform='rotate(-90 14 \(r(middle)))' text-anchor='middle' class='label'>\(escape(yLabel))</text>"
    }

    /// A log axis's range: whole powers of ten around the values.
    static func logRange(_ values: [Double]) -> (low: Double, high: Double) {
        let low = pow(10, floor(log10(max(values.min() ?? 1, 1e-12))))
        var high = pow(10, ceil(log10(max(values.max() ?? 1, 1e-12))))
        if high <= low { high = low * 10 }
        return (low, high)
    }

    /// The powers of ten of a log range.
    static func logTicks(_ range: (low: Double, high: Double)) -> [Double] {
        var ticks: [Double] = []
        var v = range.low
        while v <= range.high * 1.0001 {
            ticks.append(v)
            v *= 10
        }
        return ticks
    }

    func fraction(_ v: Double, _ range: (low: Double, high: Double), _ log: Bool) -> Double {
        log ? (log10(max(v, 1e-12)) - log10(range.low)) / (log10(range.high) - log10(range.low))
            : (v - range.low) / (range.high - range.low)
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
