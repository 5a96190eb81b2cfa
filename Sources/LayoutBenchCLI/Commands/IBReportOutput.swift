import Harness
import InterfaceBuilder
import Layout

/// What `ib` prints: the rows of every scene as text, CSV or JSON, and the notes (findings,
/// diagnostics) that go to stderr when stdout holds CSV or JSON.
struct IBReportOutput {
    let format: IBCommand.Format
    private var rows: [[String]] = []
    private var lines: [String] = []
    private(set) var notes: [String] = []
    private var counted = 0, matched = 0, flagged = 0, scenes = 0, files = 0

    init(format: IBCommand.Format) { self.format = format }

    mutating func add(_ document: IBDocument, _ reports: [IBSceneReport]) {
        files += 1
        scenes += reports.count
        let device = document.device.map { "\($0.id) \(number($0.size.width))×\(number($0.size.height)) @\(number($0.scale))x" } ?? "no device"
        note("\(document.name): \(reports.count) scene(s), \(device); intrinsic sizes of content views from their stored frames")
        for finding in document.findings { note("\(document.name): unsupported: \(finding)") }
        for report in reports {
            var counts: [IBFrameFlag: Int] = [:]
            for row in report.rows { counts[row.flag, default: 0] += 1 }
            let summary = IBFrameFlag.allCases.compactMap { flag in counts[flag].map { "\($0) \(flag.rawValue)" } }
            note("  scene \(report.name): \(report.rows.count) views: \(summary.joined(separator: ", "))")
            for row in report.rows {
                rows.append(fields(row))
                switch row.flag {
                case .match: counted += 1; matched += 1
                case .differs: counted += 1; note("    differs    \(describe(row))")
                case .hidden: break
                case .misplaced, .ambiguous: flagged += 1; note("    \(row.flag.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(describe(row))")
                case .noStoredFrame: note("    no frame   \(row.id) \(row.className)")
                case .sizedInCode: note("    in code    \(describe(row))")
                }
            }
            for line in report.diagnostics { note("    \(line)") }
            for line in report.findings { note("    finding: \(line)") }
        }
    }

    private mutating func note(_ line: String) {
        if format == .text { lines.append(line + "\n") } else { notes.append(line + "\n") }
    }

    private func describe(_ row: IBFrameRow) -> String {
        let label = row.label.isEmpty ? "" : " \"\(row.label)\""
        return "\(row.id) \(row.className)\(label): solved \(row.frame), stored \(row.stored.map(\.description) ?? "none")"
    }

    private func fields(_ row: IBFrameRow) -> [String] {
        let f = row.frame, s = row.stored
        return [row.file, row.scene, row.id, row.className, row.label, number(f.minX), number(f.minY), number(f.width),
                number(f.height), s.map { number($0.minX) } ?? "", s.map { number($0.minY) } ?? "",
                s.map { number($0.width) } ?? "", s.map { number($0.height) } ?? "", row.flag.rawValue]
    }

    /// Whole numbers without a fraction, others to 1/1000 of a point (pixel grids are thirds
    /// at most).
    private func number(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    var text: String {
        switch format {
        case .text:
            let rate = counted == 0 ? "-" : String(format: "%.1f%%", Double(matched) * 100 / Double(counted))
            return lines.joined() + "\(files) file(s), \(scenes) scene(s): \(matched) of \(counted) views not flagged "
                + "misplaced or ambiguous match (\(rate)); \(flagged) flagged\n"
        case .csv:
            var writer = CSVWriter(header: IBCommand.columns)
            for row in rows { writer.append(row) }
            return writer.text
        case .json:
            let numeric: Set<String> = ["x", "y", "width", "height", "stored_x", "stored_y", "stored_width", "stored_height"]
            return JSONRecords.array(header: IBCommand.columns, rows: rows.map {
                JSONRecords.values(header: IBCommand.columns, fields: $0, numeric: numeric)
            })
        }
    }
}
