/// One benchmark: a workload at one size and in one variant, and the body that runs it.
///
/// The body is called once per iteration (warm-up first). Whatever it does outside
/// ``BenchmarkContext/measure(_:_:)`` is set-up and is not measured; each `measure` call
/// is one sample of its phase, so a body can time a build once and then each of 20 resize
/// steps on its own.
public struct Benchmark {
    /// The body of a benchmark: set-up, then `context.measure(phase) { … }` calls.
    public typealias Body = (BenchmarkContext) throws -> Void

    /// The unique name, `workload/variant/n` unless given (what `--filter` matches).
    public var name: String
    /// The workload family (`nested`, `grid` …).
    public var workload: String
    /// How the workload is written (`solver`, `composite`, `individual` …).
    public var variant: String
    /// The size: number of views below the root (or of elements).
    public var n: Int
    /// The smallest suite that runs this benchmark.
    public var suite: SuiteLevel
    /// The phases the body measures, in order (for `list` and documentation).
    public var phases: [Phase]
    /// The code to run.
    public var body: Body

    /// Makes a benchmark.
    ///
    /// - Parameters:
    ///   - name: the unique name; by default `workload/variant/n`.
    ///   - suite: the smallest suite that runs it (`.smoke` runs everywhere).
    ///   - phases: the phases `body` measures.
    ///   - body: called once per iteration with a context to time phases.
    public init(
        name: String? = nil, workload: String, variant: String, n: Int, suite: SuiteLevel = .default,
        phases: [Phase], body: @escaping Body
    ) {
        self.name = name ?? "\(workload)/\(variant)/\(n)"
        self.workload = workload
        self.variant = variant
        self.n = n
        self.suite = suite
        self.phases = phases
        self.body = body
    }

    /// The benchmark's identity without its body, as results carry it.
    public var descriptor: BenchmarkDescriptor {
        BenchmarkDescriptor(name: name, workload: workload, variant: variant, n: n)
    }
}

/// What identifies a benchmark in results: its name, workload, variant and size.
public struct BenchmarkDescriptor: Hashable, Sendable, Codable {
    /// The unique name.
    public var name: String
    /// The workload family.
    public var workload: String
    /// The variant.
    public var variant: String
    /// The size.
    public var n: Int

    /// Makes a descriptor.
    public init(name: String, workload: String, variant: String, n: Int) {
        self.name = name
        self.workload = workload
        self.variant = variant
        self.n = n
    }
}
