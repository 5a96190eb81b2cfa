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
        .reflabel{font-size:10px;fill:#c00;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
        .step{fill:none;stroke:#d00;stroke-width:2}
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
}
