/// Runs benchmarks: warm-up, then iterations until the configuration says enough.
public struct BenchmarkRunner {
    /// What the runner tells its observer as it goes.
    public enum Event {
        /// Benchmark number `index` (1-based) of `total` is starting.
        case started(BenchmarkDescriptor, index: Int, total: Int)
        /// It finished after `iterations` iterations and `seconds` seconds.
        case finished(BenchmarkDescriptor, index: Int, total: Int, iterations: Int, seconds: Double)
        /// Its body threw; its samples are dropped and the run goes on.
        case failed(BenchmarkDescriptor, index: Int, total: Int, error: any Error)
    }

    /// A benchmark whose body threw.
    public struct Failure: Error {
        /// Which benchmark.
        public var benchmark: BenchmarkDescriptor
        /// What its body threw.
        public var error: any Error
    }

    /// The sampling budget.
    public var configuration: RunConfiguration
    private let allocationCounter: AllocationCounter?

    /// Makes a runner.
    ///
    /// - Parameter countAllocations: read jemalloc's counters around each sample (when jemalloc
    ///   is the allocator, as in every binary that links Harness).
    public init(configuration: RunConfiguration, countAllocations: Bool = true) {
        self.configuration = configuration
        self.allocationCounter = countAllocations ? AllocationCounter() : nil
    }

    /// True when allocations are being counted.
    public var countsAllocations: Bool { allocationCounter != nil }

    /// Runs `benchmarks` in order, telling `observe` about each.
    ///
    /// - Returns: the results of the benchmarks that ran, and the failures of those that threw.
    public func run(
        _ benchmarks: [Benchmark], observe: (Event) -> Void = { _ in }
    ) -> (results: [BenchmarkResult], failures: [Failure]) {
        var results: [BenchmarkResult] = []
        var failures: [Failure] = []
        for (offset, benchmark) in benchmarks.enumerated() {
            let index = offset + 1
            observe(.started(benchmark.descriptor, index: index, total: benchmarks.count))
            let start = Clock.wallNanoseconds()
            do {
                let result = try run(benchmark)
                results.append(result)
                let seconds = Double(Clock.wallNanoseconds() - start) / 1e9
                observe(.finished(benchmark.descriptor, index: index, total: benchmarks.count,
                                  iterations: result.iterations, seconds: seconds))
            } catch {
                failures.append(Failure(benchmark: benchmark.descriptor, error: error))
                observe(.failed(benchmark.descriptor, index: index, total: benchmarks.count, error: error))
            }
        }
        return (results, failures)
    }

    /// Runs one benchmark.
    ///
    /// - Throws: whatever the body throws.
    public func run(_ benchmark: Benchmark) throws -> BenchmarkResult {
        let descriptor = benchmark.descriptor
        for _ in 0..<max(0, configuration.warmupIterations) {
            try benchmark.body(BenchmarkContext(benchmark: descriptor, iteration: -1, allocationCounter: allocationCounter))
        }
        var samples: [Sample] = []
        var iterations = 0
        let start = Clock.wallNanoseconds()
        while !configuration.isDone(iterations: iterations, elapsed: Double(Clock.wallNanoseconds() - start) / 1e9) {
            let context = BenchmarkContext(benchmark: descriptor, iteration: iterations, allocationCounter: allocationCounter)
            try benchmark.body(context)
            samples.append(contentsOf: context.samples)
            iterations += 1
        }
        return BenchmarkResult(benchmark: descriptor, iterations: iterations, samples: samples)
    }
}
