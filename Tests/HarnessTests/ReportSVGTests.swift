import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import HarnessFixtures
import XCTest
@testable import Harness

/// The report's charts, parsed: every text inside its chart, every series in its legend drawn,
/// the frame's label over the lines, bars on a log scale, and history that says what it shows.
final class ReportSVGTests: XCTestCase {
    /// The page, made once for every test here (its fixtures take seconds in a debug build).
    nonisolated(unsafe) private static var page: String?

    private func report() throws -> String {
        if let page = Self.page { return page }
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let html = try Self.makeReport(in: dir)
        Self.page = html
        return html
    }

    /// Three commits of two workloads in three variants at three sizes; times spanning five
    /// orders of magnitude, the layer's phases with their long names.
    private static func makeReport(in dir: String) throws -> String {
        let phases = ["solver": ["setup", "build", "resize", "churn"],
                      "composite": ["dsl_build", "materialize", "solver_add", "solve", "frame_read_back", "resize", "churn"],
                      "individual": ["dsl_build", "materialize", "solver_add", "solve", "frame_read_back", "resize", "churn"]]
        for (k, commit) in ["c1", "c2", "c3"].enumerated() {
            var metadata = fixedMetadata(suite: .default, commit: commit)
            metadata.timestamp = "2025-01-0\(k + 1)T00:00:00Z"
            var series: [FixtureSeries] = []
            for (w, workload) in ["siblings", "nested"].enumerated() {
                for (variant, names) in phases {
                    for (p, phase) in names.enumerated() {
                        for n in [100, 1_000, 10_000] {
                            let scale = Double(n) * pow(10, Double(w * 2)) * Double(p + 1) * (variant == "individual" ? 1.4 : 1)
                            series.append(FixtureSeries(workload: workload, variant: variant, n: n, phase: phase,
                                                        values: noise(5, shift: k).map { $0 * scale }))
                            series.append(FixtureSeries(workload: workload, variant: variant, n: n, phase: phase,
                                                        metric: "allocations", values: Array(repeating: Double(n * (p + 1)), count: 5)))
                        }
                    }
                }
            }
            try writeRun(dir, commit, series, metadata: metadata, samples: false)
        }
        let history = try History.load(directory: dir, metrics: ["*"])
        guard let pair = history.latestComparablePair else { throw FixtureError(message: "no pair to compare") }
        return HTMLReport(history: history, latestComparison: Comparison(base: try RunData.load(pair.base.data.path),
                                                                        head: try RunData.load(pair.head.data.path))).html
    }

    func testEveryTextFitsItsChartAndEverySeriesIsDrawn() throws {
        let charts = try SVGDocument.charts(in: try report())
        XCTAssertGreaterThan(charts.count, 20)
        for chart in charts {
            for text in chart.texts {
                let box = text.box
                XCTAssertTrue(box.minX >= 0 && box.maxX <= chart.width && box.minY >= 0 && box.maxY <= chart.height,
                              "'\(text.content)' (\(box)) outside the \(chart.width)×\(chart.height) chart '\(chart.title)'")
            }
            let legend = chart.texts.filter { $0.cssClass == "legend" }
            XCTAssertEqual(legend.count, chart.swatches.count, chart.title)
            for swatch in chart.swatches {
                let drawn = chart.polylineColors.contains(swatch) || chart.barColors.contains(swatch)
                XCTAssertTrue(drawn, "\(chart.title): a legend entry of colour \(swatch) has no line or bar")
            }
            // Legend entries stand beside the plot, never over it nor over each other.
            if let frame = chart.frame {
                for entry in legend { XCTAssertGreaterThan(entry.box.minX, frame.maxX, "\(chart.title): '\(entry.content)'") }
            }
            for (a, b) in zip(legend, legend.dropFirst()) { XCTAssertLessThanOrEqual(a.box.maxY, b.box.minY + 0.5, chart.title) }
        }
    }

    func testTheFrameLabelIsDrawnOverTheLines() throws {
        let charts = try SVGDocument.charts(in: try report()).filter { $0.referenceLabelIndex != nil }
        XCTAssertFalse(charts.isEmpty)
        for chart in charts {
            XCTAssertGreaterThan(chart.referenceLabelIndex ?? 0, chart.lastPolylineIndex ?? 0, chart.title)
        }
    }

    func testCompositeAgainstIndividualDrawsTheLayersPhasesOnALogScale() throws {
        let html = try report()
        let bars = try SVGDocument.charts(in: html).filter { !$0.barColors.isEmpty }
        let titles = bars.map(\.title)
        for phase in ["dsl_build", "materialize", "solver_add", "solve", "frame_read_back", "resize", "churn"] {
            XCTAssertTrue(titles.contains("phase \(phase): wall time"), "\(phase) in \(titles)")
        }
        XCTAssertTrue(titles.contains("the whole build: wall time"), "\(titles)")
        XCTAssertTrue(html.contains("The whole build is the layer's dsl_build + materialize + solver_add + solve"), html)
        // Log scale: nested costs 100× siblings, and its bars are still more than a sliver.
        for chart in bars { XCTAssertGreaterThan(chart.shortestBar, 15, chart.title) }
    }

    func testHistorySaysWhatItShows() throws {
        let html = try report()
        XCTAssertTrue(html.contains("the largest every run measured"))
        XCTAssertTrue(html.contains("nested, n = 10000: wall time"), "the largest n, not the smallest")
        XCTAssertTrue(html.contains("of 10 more series not drawn (composite frame_read_back, composite resize"), html)
    }
}

/// The charts of a report page, parsed as XML.
struct SVGDocument {
    struct Text {
        var x = 0.0, y = 0.0, anchor = "start", cssClass = "", rotated = false, content = ""

        /// The text's box, estimated as the chart estimates it.
        var box: (minX: Double, maxX: Double, minY: Double, maxY: Double) {
            let size = SVGChart.fontSizes[cssClass] ?? 10
            let width = SVGChart.textWidth(content, fontSize: size)
            let start = anchor == "middle" ? -width / 2 : (anchor == "end" ? -width : 0)
            if rotated { return (x - 0.8 * size, x + 0.25 * size, y - start - width, y - start) }
            return (x + start, x + start + width, y - 0.8 * size, y + 0.25 * size)
        }
    }

    var width = 0.0, height = 0.0
    var texts: [Text] = []
    var swatches: [String] = []
    var polylineColors: Set<String> = []
    var barColors: Set<String> = []
    var frame: (minX: Double, maxX: Double)?
    var referenceLabelIndex: Int?
    var lastPolylineIndex: Int?
    var shortestBar = Double.infinity
    var title: String { texts.first { $0.cssClass == "title" }?.content ?? "" }

    static func charts(in html: String) throws -> [SVGDocument] {
        var charts: [SVGDocument] = []
        var rest = html[...]
        while let start = rest.range(of: "<svg"), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            let xml = String(rest[start.lowerBound..<end.upperBound])
            let reader = Reader()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = reader
            guard parser.parse() else { throw FixtureError(message: "not XML: \(xml.prefix(200))") }
            charts.append(reader.chart)
            rest = rest[end.upperBound...]
        }
        return charts
    }

    final class Reader: NSObject, XMLParserDelegate {
        var chart = SVGDocument()
        private var text: Text?
        private var depthInTitle = 0
        private var index = 0

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes a: [String: String] = [:]) {
            index += 1
            func number(_ key: String) -> Double { Double(a[key] ?? "") ?? 0 }
            switch name {
            case "svg": chart.width = number("width"); chart.height = number("height")
            case "text":
                text = Text(x: number("x"), y: number("y"), anchor: a["text-anchor"] ?? "start", cssClass: a["class"] ?? "",
                            rotated: a["transform"]?.hasPrefix("rotate(-90") ?? false)
                if a["class"] == "reflabel" { chart.referenceLabelIndex = index }
            case "title": depthInTitle += 1
            case "polyline": chart.polylineColors.insert(a["stroke"] ?? ""); chart.lastPolylineIndex = index
            case "rect":
                if a["class"] == "frame" { chart.frame = (number("x"), number("x") + number("width")) }
                else if number("width") == 10 && number("height") == 10 { chart.swatches.append(a["fill"] ?? "") }
                else if let fill = a["fill"] { chart.barColors.insert(fill); chart.shortestBar = min(chart.shortestBar, number("height")) }
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if depthInTitle == 0 { text?.content += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "title" { depthInTitle -= 1 }
            if name == "text", let finished = text { chart.texts.append(finished); text = nil }
        }
    }
}
