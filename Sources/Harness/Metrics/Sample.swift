/// One timed run of one phase: the clocks, the allocation counters and the benchmark's own
/// counters between the start and the end of a ``BenchmarkContext/measure(_:_:)`` call.
public struct Sample: Sendable, Equatable {
    /// The phase measured.
    public var phase: Phase
    /// Which call of the benchmark's body (0-based, warm-up excluded).
    public var iteration: Int
    /// Which measurement of this phase within the iteration (0-based; resize step k is step k).
    public var step: Int
    /// Monotonic wall time, in nanoseconds.
    public var wallNanoseconds: UInt64
    /// Process CPU time, in nanoseconds.
    public var cpuNanoseconds: UInt64
    /// Allocation requests and bytes, or nil when jemalloc's statistics are not available.
    public var allocations: AllocationCounter.Reading?
    /// Peak resident set size during the sample, in bytes.
    public var peakResidentBytes: UInt64
    /// Counters the benchmark reported for this sample, in the order it reported them.
    public var counters: [(name: String, value: Int)]

    /// Makes a sample from its figures.
    public init(
        phase: Phase, iteration: Int, step: Int, wallNanoseconds: UInt64, cpuNanoseconds: UInt64,
        allocations: AllocationCounter.Reading?, peakResidentBytes: UInt64,
        counters: [(name: String, value: Int)] = []
    ) {
        self.phase = phase
        self.iteration = iteration
        self.step = step
        self.wallNanoseconds = wallNanoseconds
        self.cpuNanoseconds = cpuNanoseconds
        self.allocations = allocations
        self.peakResidentBytes = peakResidentBytes
        self.counters = counters
    }

    /// Every metric this sample has a value for, built-in ones first.
    public var values: [(metric: Metric, value: Double)] {
        var values: [(metric: Metric, value: Double)] = [
            (.wallTime, Double(wallNanoseconds)),
            (.cpuTime, Double(cpuNanoseconds)),
        ]
        if let allocations {
            values.append((.allocations, Double(allocations.count)))
            values.append((.allocatedBytes, Double(allocations.bytes)))
        }
        values.append((.peakResidentMemory, Double(peakResidentBytes)))
        for counter in counters {
            values.append((.counter(counter.name), Double(counter.value)))
        }
        return values
    }

    /// Samples are equal when every figure and every counter is equal.
    public static func == (lhs: Sample, rhs: Sample) -> Bool {
        lhs.phase == rhs.phase && lhs.iteration == rhs.iteration && lhs.step == rhs.step
            && lhs.wallNanoseconds == rhs.wallNanoseconds && lhs.cpuNanoseconds == rhs.cpuNanoseconds
            && lhs.allocations == rhs.allocations && lhs.peakResidentBytes == rhs.peakResidentBytes
            && lhs.counters.elementsEqual(rhs.counters) { $0.name == $1.name && $0.value == $1.value }
    }
}
