/// What a comparison lines up across runs: one metric of one phase of one benchmark.
public struct MetricKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The benchmark's name (for a scaling exponent, `workload/variant`).
    public var benchmark: String
    /// The phase.
    public var phase: String
    /// The metric's name (`wall_time`, `pivots`, `exponent(allocations)` …).
    public var metric: String

    /// Makes a key.
    public init(benchmark: String, phase: String, metric: String) {
        self.benchmark = benchmark
        self.phase = phase
        self.metric = metric
    }

    /// `benchmark phase metric`, for messages.
    public var description: String { "\(benchmark) \(phase) \(metric)" }

    /// By benchmark, then phase, then metric.
    public static func < (lhs: MetricKey, rhs: MetricKey) -> Bool {
        (lhs.benchmark, lhs.phase, lhs.metric) < (rhs.benchmark, rhs.phase, rhs.metric)
    }
}
