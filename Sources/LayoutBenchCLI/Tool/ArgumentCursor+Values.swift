import Harness

extension ArgumentCursor {
    /// A percentage for `flag` (`5` or `5%`), as a fraction (0.05).
    public mutating func percent(for flag: String) throws(CLIError) -> Double {
        try value(for: flag, expected: "a percentage ≥ 0 such as 5%") { text in
            let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
            return Double(digits).flatMap { $0.isFinite && $0 >= 0 ? $0 / 100 : nil }
        }
    }

    /// A probability in (0, 1] for `flag`.
    public mutating func probability(for flag: String) throws(CLIError) -> Double {
        try value(for: flag, expected: "a number in (0, 1]") { text in
            Double(text).flatMap { $0 > 0 && $0 <= 1 ? $0 : nil }
        }
    }

    /// A duration for `flag` (`10us`, `2ms`, `500ns`, `0.1s`, or bare nanoseconds), in nanoseconds.
    public mutating func duration(for flag: String) throws(CLIError) -> Double {
        try value(for: flag, expected: "a duration such as 10us, 2ms or 500ns") { text in
            let units: [(String, Double)] = [("ns", 1), ("us", 1e3), ("µs", 1e3), ("ms", 1e6), ("s", 1e9)]
            for (suffix, scale) in units where text.hasSuffix(suffix) {
                return Double(text.dropLast(suffix.count)).flatMap { $0.isFinite && $0 >= 0 ? $0 * scale : nil }
            }
            return Double(text).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
    }
}
