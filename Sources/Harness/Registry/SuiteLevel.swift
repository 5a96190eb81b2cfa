/// How much of the suite a run covers. Each level contains the ones below it: a benchmark
/// registered at `.smoke` runs in every suite, one at `.full` only in the full suite.
public enum SuiteLevel: String, CaseIterable, Comparable, Sendable {
    /// A handful of small benchmarks with a tiny budget, for CI on every change.
    case smoke
    /// Every canonical workload up to n = 10 000, within a few minutes.
    case `default`
    /// Everything, with the largest sizes and longer budgets.
    case full

    /// Smoke < default < full.
    public static func < (lhs: SuiteLevel, rhs: SuiteLevel) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .smoke: 0
        case .default: 1
        case .full: 2
        }
    }

    /// The sampling budget used for this suite unless flags override it.
    public var defaultConfiguration: RunConfiguration {
        switch self {
        case .smoke:
            RunConfiguration(warmupIterations: 1, minSamples: 3, maxSamples: 3, minTime: 0, maxTime: 0.5)
        case .default:
            RunConfiguration(warmupIterations: 1, minSamples: 5, maxSamples: 50, minTime: 0.2, maxTime: 2)
        case .full:
            RunConfiguration(warmupIterations: 1, minSamples: 10, maxSamples: 1_000, minTime: 1, maxTime: 10)
        }
    }
}
