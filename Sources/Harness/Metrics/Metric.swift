/// What a sample measures: the clocks, jemalloc's counters, peak memory, or a counter the
/// benchmark reports itself (the solver's pivots, substitutions …).
public enum Metric: Hashable, Sendable, Comparable {
    /// Elapsed time on the monotonic clock, in nanoseconds.
    case wallTime
    /// CPU time of the process (user + system), in nanoseconds.
    case cpuTime
    /// Allocation requests, from jemalloc (small + large `nrequests`).
    case allocations
    /// Bytes allocated by the measuring thread, from jemalloc (`thread.allocated`).
    case allocatedBytes
    /// Peak resident set size during the sample, in bytes.
    case peakResidentMemory
    /// A counter the benchmark reports, under its own name.
    case counter(String)

    /// The built-in metrics, in the order they are reported.
    public static let builtIn: [Metric] = [.wallTime, .cpuTime, .allocations, .allocatedBytes, .peakResidentMemory]

    /// The name used in CSV and JSON (`wall_time`, `allocations`, or the counter's own name).
    public var name: String {
        switch self {
        case .wallTime: "wall_time"
        case .cpuTime: "cpu_time"
        case .allocations: "allocations"
        case .allocatedBytes: "allocated_bytes"
        case .peakResidentMemory: "peak_rss"
        case .counter(let name): name
        }
    }

    /// The unit of the values: `ns`, `bytes` or `count`.
    public var unit: String {
        switch self {
        case .wallTime, .cpuTime: "ns"
        case .allocatedBytes, .peakResidentMemory: "bytes"
        case .allocations, .counter: "count"
        }
    }

    /// True for metrics that do not depend on the machine's load: the same build and the same
    /// benchmark give the same value on every run (allocations, bytes, counters).
    public var isDeterministic: Bool {
        switch self {
        case .allocations, .allocatedBytes, .counter: true
        case .wallTime, .cpuTime, .peakResidentMemory: false
        }
    }

    /// Which direction is better for a metric.
    public enum Polarity: Sendable {
        /// Smaller values are better (time, allocations, memory, solver work).
        case lowerIsBetter
        /// Larger values are better (throughput).
        case higherIsBetter
    }

    /// Which direction is better: every metric measured so far costs something, so lower.
    public var polarity: Polarity { .lowerIsBetter }

    /// The metric a CSV name stands for: a built-in name, or else a counter.
    public init(name: String) {
        self = Metric.builtIn.first { $0.name == name } ?? .counter(name)
    }

    /// Built-in metrics first (in report order), then counters by name.
    public static func < (lhs: Metric, rhs: Metric) -> Bool {
        switch (lhs.builtInIndex, rhs.builtInIndex) {
        case let (l?, r?): l < r
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): lhs.name < rhs.name
        }
    }

    /// True for the harness's own metrics, false for a benchmark's counters.
    public var isBuiltIn: Bool { builtInIndex != nil }

    private var builtInIndex: Int? {
        Metric.builtIn.firstIndex(of: self)
    }
}
