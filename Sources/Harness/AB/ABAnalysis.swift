import Foundation

/// The timing gate's decision from paired rounds of two builds run in the same job.
///
/// For each benchmark × phase, r_i = ln(head_i / base_i) over the rounds. It regressed only
/// when all three hold: a one-sided Wilcoxon signed-rank test on the r_i, Holm-corrected
/// across every benchmark tested, gives p ≤ α; the bootstrap 95% interval of the median
/// ratio lies wholly above 1 + threshold; and the median slowdown exceeds the absolute floor.
/// Improvements are found the same way in the other direction.
public struct ABAnalysis: Sendable {
    /// The decision's parameters.
    public struct Policy: Equatable, Sendable {
        /// The practical threshold on the ratio (0.05: 5% slower).
        public var threshold = 0.05
        /// The family-wise significance level.
        public var alpha = 0.01
        /// The smallest slowdown that matters, in the metric's unit (nanoseconds).
        public var floor = 1_000.0

        /// The default policy: 5%, α = 0.01, 1 µs.
        public init(threshold: Double = 0.05, alpha: Double = 0.01, floor: Double = 1_000) {
            self.threshold = threshold
            self.alpha = alpha
            self.floor = floor
        }
    }

    /// One benchmark × phase over the rounds.
    public struct Row: Sendable {
        public var key: MetricKey
        /// The medians over rounds of the per-round medians.
        public var baseMedian: Double
        public var headMedian: Double
        /// exp(median r_i).
        public var ratio: Double
        /// The 95% bootstrap interval of exp(median r_i).
        public var interval: (low: Double, high: Double)
        /// The one-sided Wilcoxon p-values (slower, faster) and their Holm-adjusted values.
        public var pSlower: Double
        public var pFaster: Double
        public var pSlowerAdjusted: Double
        public var pFasterAdjusted: Double
        /// How many rounds had both builds.
        public var rounds: Int
        public var verdict: Verdict
    }

    /// The rows, by key.
    public var rows: [Row]
    /// The policy used.
    public var policy: Policy

    /// The regressions.
    public var regressions: [Row] { rows.filter { $0.verdict == .regressed } }

    /// Decides from `rounds`: per round, per key, the base and head medians.
    public init(rounds: [[MetricKey: (base: Double, head: Double)]], policy: Policy = Policy()) {
        self.policy = policy
        var ratios: [MetricKey: [Double]] = [:]
        var bases: [MetricKey: [Double]] = [:], heads: [MetricKey: [Double]] = [:]
        for round in rounds {
            for (key, pair) in round where pair.base > 0 && pair.head > 0 {
                ratios[key, default: []].append(Foundation.log(pair.head / pair.base))
                bases[key, default: []].append(pair.base)
                heads[key, default: []].append(pair.head)
            }
        }
        let keys = ratios.keys.sorted()
        let slower = keys.map { WilcoxonSignedRank.greater(ratios[$0] ?? []).p }
        let faster = keys.map { WilcoxonSignedRank.greater((ratios[$0] ?? []).map { -$0 }).p }
        let slowerAdjusted = Holm.adjust(slower), fasterAdjusted = Holm.adjust(faster)
        rows = keys.enumerated().map { index, key in
            let r = ratios[key] ?? []
            let median = Statistics.quantile(r.sorted(), 0.5)
            let interval = Bootstrap.median(r) ?? (median, median)
            let baseMedian = Statistics.quantile((bases[key] ?? []).sorted(), 0.5)
            let headMedian = Statistics.quantile((heads[key] ?? []).sorted(), 0.5)
            var row = Row(key: key, baseMedian: baseMedian, headMedian: headMedian, ratio: Foundation.exp(median),
                          interval: (Foundation.exp(interval.low), Foundation.exp(interval.high)),
                          pSlower: slower[index], pFaster: faster[index], pSlowerAdjusted: slowerAdjusted[index],
                          pFasterAdjusted: fasterAdjusted[index], rounds: r.count, verdict: .unchanged)
            let change = headMedian - baseMedian
            if row.pSlowerAdjusted <= policy.alpha, row.interval.low > 1 + policy.threshold, change > policy.floor {
                row.verdict = .regressed
            } else if row.pFasterAdjusted <= policy.alpha, row.interval.high < 1 / (1 + policy.threshold),
                      -change > policy.floor {
                row.verdict = .improved
            }
            return row
        }
    }

    /// The smallest Holm-adjusted p-value `rounds` rounds can give across `tests` tests:
    /// tests / 2^rounds (every round slower). Above α, nothing can be found.
    public static func smallestAdjustedP(rounds: Int, tests: Int) -> Double {
        Double(tests) / Foundation.pow(2, Double(min(rounds, 60)))
    }
}
