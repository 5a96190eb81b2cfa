/// Everything measured for one benchmark: its samples, grouped on demand into series.
public struct BenchmarkResult: Sendable {
    /// Which benchmark.
    public var benchmark: BenchmarkDescriptor
    /// Measured iterations (warm-up excluded).
    public var iterations: Int
    /// Every sample, in the order measured.
    public var samples: [Sample]

    /// Makes a result.
    public init(benchmark: BenchmarkDescriptor, iterations: Int, samples: [Sample]) {
        self.benchmark = benchmark
        self.iterations = iterations
        self.samples = samples
    }

    /// The values of each phase × metric, phases in the order first measured, metrics
    /// built-in first then counters by name.
    ///
    /// - Complexity: O(s · m) for s samples of m metrics each.
    public func series() -> [Series] {
        var phases: [Phase] = []
        var values: [Phase: [Metric: [Double]]] = [:]
        for sample in samples {
            if values[sample.phase] == nil {
                phases.append(sample.phase)
                values[sample.phase] = [:]
            }
            for (metric, value) in sample.values {
                values[sample.phase, default: [:]][metric, default: []].append(value)
            }
        }
        return phases.flatMap { phase in
            let byMetric = values[phase] ?? [:]
            return byMetric.keys.sorted().map { metric in
                Series(benchmark: benchmark, phase: phase, metric: metric, values: byMetric[metric] ?? [])
            }
        }
    }
}

/// The values of one metric in one phase of one benchmark.
public struct Series: Sendable {
    /// Which benchmark.
    public var benchmark: BenchmarkDescriptor
    /// Which phase.
    public var phase: Phase
    /// Which metric.
    public var metric: Metric
    /// The values, one per sample, in the order measured.
    public var values: [Double]

    /// Makes a series.
    public init(benchmark: BenchmarkDescriptor, phase: Phase, metric: Metric, values: [Double]) {
        self.benchmark = benchmark
        self.phase = phase
        self.metric = metric
        self.values = values
    }
}
