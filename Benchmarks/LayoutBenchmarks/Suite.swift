import Harness

/// The benchmark suite: every workload family registers its benchmarks here.
public enum Suite {
    /// Registers every benchmark of the suite.
    public static func register(into registry: inout BenchmarkRegistry) {
        registry.profileColumns = profileColumns
        registerHarnessCalibration(into: &registry)
        SolverSuite.register(into: &registry)
        ViewSuite.register(into: &registry)
        CompositionalSuite.register(into: &registry)
        FlowSuite.register(into: &registry)
        PortedCompositionalSuite.register(into: &registry)
        SampleLayoutSuite.register(into: &registry)
        RemovalSuite.register(into: &registry)
        TraitSuite.register(into: &registry)
    }

    /// Small benchmarks of known cost that check the harness end to end: sorting n doubles
    /// (time grows as n log n, no allocation beyond the copy), building an array of n boxed
    /// values (exactly n + 1 allocations per sample), and n steps of pure arithmetic whose
    /// result only the black hole sees (time grows as n: the optimizer may not drop the work).
    /// The smoke suite runs two sizes, so CI's scaling gate has exponents to check.
    static func registerHarnessCalibration(into registry: inout BenchmarkRegistry) {
        for n in [100, 1_000, 10_000] {
            registry.register(
                workload: "calibration-sort", variant: "stdlib", n: n, suite: n <= 1_000 ? .smoke : .default,
                phases: [.build, "sort"]
            ) { context in
                var generator = SeededGenerator(seed: UInt64(n))  // the harness's SplitMix64
                let values = context.measure(.build) {
                    (0..<n).map { _ in Double(generator.next() >> 11) }
                }
                let sorted = context.measure("sort") { values.sorted() }
                context.blackHole(sorted)
            }
            registry.register(
                workload: "calibration-boxes", variant: "stdlib", n: n, suite: n <= 1_000 ? .smoke : .default,
                phases: [.build, .churn]
            ) { context in
                var boxes: [Box] = []
                boxes.reserveCapacity(n)
                context.measure(.build, counters: { ["boxes": boxes.count] }) {
                    for i in 0..<n { boxes.append(Box(value: i)) }
                }
                for step in 0..<5 {
                    context.measure(.churn, counters: { ["boxes": boxes.count] }) {
                        boxes[step] = Box(value: -step)
                    }
                }
                context.blackHole(boxes)
            }
        }
        for n in [1_000, 1_000_000] {
            registry.register(workload: "calibration-pure", variant: "stdlib", n: n, suite: .smoke, phases: ["work"]) { context in
                let seed = BlackHole.opaque(UInt64(n))
                context.measure("work") { context.blackHole(PureWork.chain(steps: n, seed: seed)) }
            }
        }
    }
}

/// Arithmetic with nothing but its result to show for it.
enum PureWork {
    /// `steps` dependent multiply-adds (a 64-bit LCG) from `seed`.
    static func chain(steps: Int, seed: UInt64) -> UInt64 {
        var x = seed
        for _ in 0..<steps { x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
        return x
    }
}

/// One heap object per value: a known allocation per element.
private final class Box {
    let value: Int
    init(value: Int) { self.value = value }
}
