/// An aligned plain-text table: a header, a rule, and rows; numbers right-aligned.
public struct TextTable {
    /// The column titles.
    public var header: [String]
    /// The rows, each as wide as the header.
    public var rows: [[String]] = []
    /// For each column, true to align right.
    public var alignRight: [Bool]

    /// Makes an empty table.
    public init(header: [String], alignRight: [Bool]) {
        self.header = header
        self.alignRight = alignRight
    }

    /// The table as text, one line per row, each ending in a newline.
    public var text: String {
        var widths = header.map(\.count)
        for row in rows {
            for (i, cell) in row.enumerated() where i < widths.count {
                widths[i] = max(widths[i], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for (i, cell) in cells.enumerated() where i < widths.count {
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                parts.append(alignRight[i] ? pad + cell : cell + pad)
            }
            return String(parts.joined(separator: "  ").reversed().drop { $0 == " " }.reversed()) + "\n"
        }
        var text = line(header)
        text += line(widths.map { String(repeating: "-", count: $0) })
        for row in rows { text += line(row) }
        return text
    }
}

/// Human-readable figures for tables.
public enum Humanize {
    /// A duration in nanoseconds as `812 ns`, `12.3 µs`, `4.56 ms` or `1.23 s`.
    public static func duration(_ nanoseconds: Double) -> String {
        let units: [(Double, String)] = [(1e9, "s"), (1e6, "ms"), (1e3, "µs")]
        for (scale, unit) in units where abs(nanoseconds) >= scale {
            return significant(nanoseconds / scale) + " " + unit
        }
        return significant(nanoseconds) + " ns"
    }

    /// A value of `metric` in its unit, readable.
    public static func value(_ value: Double, metric: Metric) -> String {
        switch metric.unit {
        case "ns": duration(value)
        case "bytes": bytes(value)
        default: formatNumber(value.rounded())
        }
    }

    /// A byte count as `512 B`, `1.5 KiB`, `12.0 MiB`.
    public static func bytes(_ bytes: Double) -> String {
        let units: [(Double, String)] = [(1_073_741_824, "GiB"), (1_048_576, "MiB"), (1024, "KiB")]
        for (scale, unit) in units where abs(bytes) >= scale {
            return significant(bytes / scale) + " " + unit
        }
        return formatNumber(bytes.rounded()) + " B"
    }

    /// Three significant digits (at most two decimals).
    public static func significant(_ value: Double) -> String {
        let decimals = abs(value) >= 100 ? 0 : abs(value) >= 10 ? 1 : 2
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        guard decimals > 0 else { return formatNumber(rounded) }
        let whole = Int64(rounded.rounded(.towardZero))
        let fraction = Int64((abs(rounded - Double(whole)) * scale).rounded())
        let digits = String(fraction)
        let sign = rounded < 0 && whole == 0 ? "-" : ""
        return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count) + digits
    }
}
