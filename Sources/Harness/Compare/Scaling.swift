/// The scaling exponents of a run: for each workload × variant × phase × metric measured at two
/// sizes or more, the log-log slope of the median against n, as rows a comparison treats like
/// any other metric (`exponent(wall_time)` of benchmark `nested/solver`).
public enum Scaling {
    /// One fitted exponent.
    public struct Exponent: Equatable, Sendable {
        /// `workload/variant`, phase, `exponent(metric)`.
        public var key: MetricKey
        /// The underlying metric.
        public var metric: String
        /// The fit.
        public var fit: ScalingFit
        /// The points fitted, by n.
        public var points: [(n: Int, median: Double)]

        public static func == (lhs: Exponent, rhs: Exponent) -> Bool {
            lhs.key == rhs.key && lhs.fit == rhs.fit && lhs.points.map(\.n) == rhs.points.map(\.n)
                && lhs.points.map(\.median) == rhs.points.map(\.median)
        }
    }

    /// The metric name of an exponent.
    public static func name(of metric: String) -> String { "exponent(\(metric))" }

    /// The exponents of `rows` (the medians of every size of each series).
    ///
    /// - Complexity: O(r log r).
    public static func exponents(of rows: [SummaryRow]) -> [Exponent] {
        var groups: [MetricKey: [(n: Int, median: Double)]] = [:]
        for row in rows {
            let key = MetricKey(benchmark: row.benchmark.workload + "/" + row.benchmark.variant,
                                phase: row.phase.name, metric: name(of: row.metric.name))
            groups[key, default: []].append((row.benchmark.n, row.statistics.median))
        }
        return groups.keys.sorted().compactMap { key in
            guard let points = groups[key]?.sorted(by: { $0.n < $1.n }),
                  let fit = ScalingFit(points.map { (Double($0.n), $0.median) }) else { return nil }
            return Exponent(key: key, metric: String(key.metric.dropFirst(9).dropLast()), fit: fit, points: points)
        }
    }
}
