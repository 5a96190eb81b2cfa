/// Every benchmark the suite knows, in the order they were registered.
///
/// `Benchmarks/LayoutBenchmarks` fills it (`Suite.register(into:)`); the CLI selects from it
/// with a suite level, filters and a shard.
public struct BenchmarkRegistry {
    /// The registered benchmarks, in registration order, names unique.
    public private(set) var benchmarks: [Benchmark] = []
    /// Names registered more than once (the later registrations were dropped).
    public private(set) var duplicateNames: [String] = []
    private var names: Set<String> = []
    /// The counters `profile` shows, as the suite that reports them names them.
    public var profileColumns = ProfileColumns.none

    /// Makes an empty registry.
    public init() {}

    /// Adds a benchmark; a second benchmark with a name already taken is dropped and its name
    /// recorded in ``duplicateNames`` (the CLI refuses to run such a registry).
    public mutating func register(_ benchmark: Benchmark) {
        guard names.insert(benchmark.name).inserted else {
            duplicateNames.append(benchmark.name)
            return
        }
        benchmarks.append(benchmark)
    }

    /// Adds a benchmark named `workload/variant/n`.
    ///
    /// - Parameters:
    ///   - suite: the smallest suite that runs it.
    ///   - phases: the phases `body` measures.
    ///   - body: called once per iteration; see ``BenchmarkContext``.
    public mutating func register(
        workload: String, variant: String, n: Int, suite: SuiteLevel = .default,
        phases: [Phase], body: @escaping Benchmark.Body
    ) {
        register(Benchmark(workload: workload, variant: variant, n: n, suite: suite, phases: phases, body: body))
    }

    /// The benchmarks of `suite` that match any of `filters` (all when there are none),
    /// cut down to `shard`'s slice.
    ///
    /// - Complexity: O(b · f) for b benchmarks and f filters, plus O(b log b) for a shard.
    public func select(suite: SuiteLevel, filters: [BenchmarkFilter] = [], shard: Shard? = nil) -> [Benchmark] {
        let selected = benchmarks.filter { benchmark in
            benchmark.suite <= suite && (filters.isEmpty || filters.contains { $0.matches(benchmark.name) })
        }
        guard let shard else { return selected }
        return shard.slice(of: selected, name: \.name)
    }
}
