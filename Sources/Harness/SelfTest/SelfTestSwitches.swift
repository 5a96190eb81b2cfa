/// Injected regressions for `scripts/gate-selftest`, compiled in only on request, so that the
/// gates can be measured against a change of known size. An ordinary build has neither.
///
/// - `-DLAYOUTBENCH_SELFTEST_SLOWDOWN`: every sample of a `build` phase does extra pure work
///   for 5% of its own CPU time (the cost of a unit of work calibrated at start-up), inside the
///   timed window. CPU time, not wall time: a sample descheduled on a loaded machine does not
///   get more work for the time it was not running.
/// - `-DLAYOUTBENCH_SELFTEST_ALLOCATION`: the first sample of every iteration allocates one
///   extra object, inside the counted window.
enum SelfTestSwitches {
    /// The slowdown `-DLAYOUTBENCH_SELFTEST_SLOWDOWN` adds to a `build` sample.
    static let slowdown = 0.05

    /// What the switches this binary was built with do; nil for an ordinary build.
    static var description: String? {
        var parts: [String] = []
        #if LAYOUTBENCH_SELFTEST_SLOWDOWN
        parts.append("slowdown \(Int(slowdown * 100))% of every build sample")
        #endif
        #if LAYOUTBENCH_SELFTEST_ALLOCATION
        parts.append("one extra allocation per iteration")
        #endif
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// What to inject into one sample, decided before its timed window opens (comparing a
    /// phase's name inside it would itself be a slowdown of every phase).
    struct Injection {
        var slowdown = false
        var allocation = false
    }

    /// What the sample of `phase` gets.
    @inline(__always)
    static func injection(phase: Phase, firstOfIteration: Bool) -> Injection {
        var injection = Injection()
        #if LAYOUTBENCH_SELFTEST_SLOWDOWN
        injection.slowdown = phase == .build
        #endif
        #if LAYOUTBENCH_SELFTEST_ALLOCATION
        injection.allocation = firstOfIteration
        #endif
        return injection
    }

    /// Called inside the timed window, right after a sample's body.
    @inline(__always)
    static func inject(_ injection: Injection, cpuStart: UInt64) {
        #if LAYOUTBENCH_SELFTEST_SLOWDOWN
        if injection.slowdown { SelfTestWork.extend(since: cpuStart, by: slowdown) }
        #endif
        #if LAYOUTBENCH_SELFTEST_ALLOCATION
        if injection.allocation { BlackHole.consume(SelfTestWork.Extra()) }
        #endif
    }
}

/// Pure work of a known cost per unit, for the injected slowdown.
enum SelfTestWork {
    /// One heap object: the injected allocation.
    final class Extra {
        var value = 0
    }

    /// CPU nanoseconds one unit of ``run(units:)`` takes here (the best of five timings).
    static let nanosecondsPerUnit: Double = {
        var best = Double.infinity
        let units = 1 << 20
        for _ in 0..<5 {
            let start = Clock.cpuNanoseconds()
            run(units: units)
            best = min(best, Double(Clock.cpuNanoseconds() &- start) / Double(units))
        }
        return max(best, 0.01)
    }()

    /// Works for `fraction` of the CPU time used since `start`.
    static func extend(since start: UInt64, by fraction: Double) {
        let elapsed = Double(Clock.cpuNanoseconds() &- start)
        run(units: Int(elapsed * fraction / nanosecondsPerUnit))
    }

    /// `units` steps of a dependent multiply-add chain, its result sent to the black hole.
    @inline(never)
    static func run(units: Int) {
        var x = BlackHole.opaque(UInt64(units))
        for _ in 0..<units { x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
        BlackHole.consume(x)
    }
}
