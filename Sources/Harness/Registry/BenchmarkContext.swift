/// What a benchmark's body gets: the iteration it is in, and `measure` to time a phase.
///
/// Everything the body does outside `measure` is set-up and goes unmeasured. Inside, the
/// clocks and jemalloc's counters are read immediately around the closure, so nothing of the
/// harness's own bookkeeping shows up in a sample.
///
/// ```swift
/// registry.register(workload: "nested", variant: "solver", n: n, phases: [.build, .resize]) { context in
///     let system = NestedSystem(n: n)                      // set-up, not measured
///     let solver = context.measure(.build, counters: { solver.counterValues }) {
///         system.buildSolver()
///     }
///     for width in system.widths {
///         context.measure(.resize, counters: { solver.counterValues }) {
///             solver.suggest(width); solver.update()
///         }
///     }
/// }
/// ```
public final class BenchmarkContext {
    /// The benchmark being run.
    public let benchmark: BenchmarkDescriptor
    /// Which call of the body this is: 0-based among the measured iterations, or -1 for warm-up.
    public let iteration: Int
    /// True while warming up: the samples of this call are thrown away.
    public var isWarmup: Bool { iteration < 0 }

    private let allocationCounter: AllocationCounter?
    /// Called just before and just after the measured closure of every `measure` (with the
    /// phase and the step within it), inside the clock readings: how a profiler brackets each
    /// step, for instance with callgrind's client requests. Nil in ordinary runs.
    public var phaseHooks: (start: (Phase, Int) -> Void, end: (Phase, Int) -> Void)? = nil
    private var stepsByPhase: [Phase: Int] = [:]
    /// The samples measured so far in this call of the body.
    public private(set) var samples: [Sample] = []

    /// Makes a context for one call of a benchmark's body.
    ///
    /// - Parameter allocationCounter: jemalloc's counters, or nil to leave allocations out.
    public init(benchmark: BenchmarkDescriptor, iteration: Int, allocationCounter: AllocationCounter?) {
        self.benchmark = benchmark
        self.iteration = iteration
        self.allocationCounter = allocationCounter
    }

    /// Times `body` as one sample of `phase` and returns what it returns.
    ///
    /// - Throws: whatever `body` throws (no sample is kept then).
    @discardableResult
    public func measure<T>(_ phase: Phase, _ body: () throws -> T) rethrows -> T {
        try measure(phase, counters: { [:] }, body)
    }

    /// Times `body` as one sample of `phase`, with counters the benchmark keeps itself.
    ///
    /// `counters` is read just before and just after the timed region (outside it); the
    /// sample records, for each name, the value after minus the value before. Use it for
    /// cumulative counts such as a solver's pivots; use ``report(_:_:)`` for levels.
    ///
    /// - Throws: whatever `body` throws (no sample is kept then).
    @discardableResult
    public func measure<T>(
        _ phase: Phase, counters: () -> [String: Int], _ body: () throws -> T
    ) rethrows -> T {
        let step = stepsByPhase[phase, default: 0]
        let injection = SelfTestSwitches.injection(phase: phase, firstOfIteration: samples.isEmpty)
        let countersBefore = counters()
        PeakMemory.reset()
        let allocationsBefore = allocationCounter?.read()
        let cpuStart = Clock.cpuNanoseconds()
        let wallStart = Clock.wallNanoseconds()
        // The hooks bracket the body alone (nil outside a profiler: two loads on the clock).
        phaseHooks?.start(phase, step)
        let result = try body()
        phaseHooks?.end(phase, step)
        SelfTestSwitches.inject(injection, cpuStart: cpuStart)
        let wallEnd = Clock.wallNanoseconds()
        let cpuEnd = Clock.cpuNanoseconds()
        let allocationsAfter = allocationCounter?.read()
        let peak = PeakMemory.peakBytes()
        let countersAfter = counters()

        var allocations: AllocationCounter.Reading? = nil
        if let allocationsBefore, let allocationsAfter {
            allocations = allocationsAfter - allocationsBefore
        }
        stepsByPhase[phase] = step + 1
        samples.append(Sample(
            phase: phase, iteration: iteration, step: step,
            wallNanoseconds: wallEnd &- wallStart, cpuNanoseconds: cpuEnd &- cpuStart,
            allocations: allocations, peakResidentBytes: peak,
            counters: Self.differences(countersAfter, countersBefore)
        ))
        return result
    }

    /// Attaches a counter's value as it stands (a level, such as the largest row) to the last
    /// sample measured; ignored when nothing has been measured yet in this call.
    public func report(_ counter: String, _ value: Int) {
        guard !samples.isEmpty else { return }
        samples[samples.count - 1].counters.append((counter, value))
    }

    /// Keeps the optimizer from removing the computation of `value` (see ``BlackHole``).
    public func blackHole<T>(_ value: T) {
        BlackHole.consume(value)
    }

    private static func differences(_ after: [String: Int], _ before: [String: Int]) -> [(name: String, value: Int)] {
        after.keys.sorted().map { name in (name, after[name, default: 0] - before[name, default: 0]) }
    }
}
