import Foundation

/// The timing gate's decision from paired iterations of two builds run in the same job.
///
/// For each benchmark × phase: in each round, the median over its pairs of ln(head / base) (a
/// robust estimate: a pair hit by a stall is an outlier, not a shift); across rounds, their
/// 20% trimmed mean — the estimate, reported as a ratio with its 95% interval — and Yuen's
/// two-sided trimmed t-test of it against zero, the rounds being the units (what differs
/// between processes varies between rounds, so pairs of one round are not independent of each
/// other; and now and then a whole round is off by 30% or more, which the trimming leaves out).
/// The p-values of every benchmark × phase are Holm-corrected as one family.
///
/// A row regressed when its adjusted p ≤ α, the estimate is above ln(1 + threshold) and the
/// slowdown exceeds the floor; improved the same way below. A change beyond the threshold that
/// is not significant is inconclusive; a row with fewer than three rounds has too few samples.
public struct ABAnalysis: Sendable {
    /// The decision's parameters.
    public struct Policy: Equatable, Sendable {
        /// The practical threshold on the ratio (0.02: 2% slower).
        public var threshold: Double
        /// The family-wise significance level.
        public var alpha: Double
        /// The smallest slowdown that matters, in nanoseconds per iteration of the phase. Two
        /// files of one build run phases of tens of microseconds 3–5% apart (where their code
        /// landed), so a few microseconds is below what two builds can be told apart by.
        public var floor: Double

        /// The default policy: 2%, α = 0.01, 5 µs.
        public init(threshold: Double = 0.02, alpha: Double = 0.01, floor: Double = 5_000) {
            self.threshold = threshold
            self.alpha = alpha
            self.floor = floor
        }
    }

    /// One benchmark × phase over the rounds.
    public struct Row: Sendable {
        public var key: MetricKey
        /// The medians over all pairs of the phase's time per iteration.
        public var baseMedian: Double
        public var headMedian: Double
        /// exp(20% trimmed mean over rounds of the round's median ln(head / base)).
        public var ratio: Double
        /// Its 95% interval (Yuen's, over the rounds); nil with too few rounds.
        public var interval: (low: Double, high: Double)?
        /// The two-sided trimmed t-test p-value, and after Holm's correction over every row.
        public var p: Double?
        public var pAdjusted: Double?
        /// Rounds with pairs, and pairs in all.
        public var rounds: Int
        public var pairs: Int
        /// Each round's median ratio (exp of its median log ratio), for the record.
        public var roundRatios: [Double]
        public var verdict: Verdict
    }

    /// The rows, by key.
    public var rows: [Row]
    /// The policy used.
    public var policy: Policy
    /// The metric compared.
    public var metric: ABMetric
    /// Benchmarks one build only has.
    public var onlyInBase: [String]
    public var onlyInHead: [String]

    /// Rounds below which a row is not decided.
    public static let minimumRounds = 3

    /// The regressions.
    public var regressions: [Row] { rows.filter { $0.verdict == .regressed } }

    /// Decides from `pairs`.
    public init(pairs data: ABPairs, metric: ABMetric = .cpuTime, policy: Policy = Policy()) {
        self.policy = policy
        self.metric = metric
        onlyInBase = data.onlyInBase
        onlyInHead = data.onlyInHead
        var logs: [MetricKey: [Int: [Double]]] = [:]
        var bases: [MetricKey: [Double]] = [:], heads: [MetricKey: [Double]] = [:]
        for pair in data.pairs {
            let (base, head) = pair.values(of: metric)
            guard base > 0, head > 0, base.isFinite, head.isFinite else { continue }
            let key = MetricKey(benchmark: pair.benchmark, phase: pair.phase, metric: metric.rawValue)
            logs[key, default: [:]][pair.round, default: []].append(Foundation.log(head / base))
            bases[key, default: []].append(base)
            heads[key, default: []].append(head)
        }
        let keys = logs.keys.sorted()
        var rows: [Row] = keys.map { key in
            let byRound = logs[key] ?? [:]
            let estimates = byRound.keys.sorted().compactMap { byRound[$0].map { Statistics.quantile($0.sorted(), 0.5) } }
            let test = StudentT.trimmedTest(estimates)
            let mean = test?.mean ?? (estimates.isEmpty ? 0 : estimates.reduce(0, +) / Double(estimates.count))
            var interval: (Double, Double)? = nil
            if let test {
                let half = test.standardError > 0
                    ? StudentT.quantile(0.975, degreesOfFreedom: test.degreesOfFreedom) * test.standardError : 0
                interval = (Foundation.exp(mean - half), Foundation.exp(mean + half))
            }
            return Row(key: key, baseMedian: Statistics.quantile((bases[key] ?? [0]).sorted(), 0.5),
                       headMedian: Statistics.quantile((heads[key] ?? [0]).sorted(), 0.5), ratio: Foundation.exp(mean),
                       interval: interval, p: test?.p, pAdjusted: nil, rounds: estimates.count,
                       pairs: byRound.values.reduce(0) { $0 + $1.count }, roundRatios: estimates.map { Foundation.exp($0) },
                       verdict: .unchanged)
        }
        // One family: every row's two-sided p together, whichever way it moved.
        let tested = rows.indices.filter { rows[$0].rounds >= Self.minimumRounds && rows[$0].p != nil }
        let adjusted = Holm.adjust(tested.map { rows[$0].p ?? 1 })
        for (k, index) in tested.enumerated() { rows[index].pAdjusted = adjusted[k] }
        for index in rows.indices { rows[index].verdict = Self.verdict(rows[index], policy) }
        self.rows = rows
    }

    static func verdict(_ row: Row, _ policy: Policy) -> Verdict {
        guard row.rounds >= minimumRounds, let p = row.pAdjusted else { return .tooFewSamples }
        let bound = Foundation.log(1 + policy.threshold)
        let estimate = Foundation.log(row.ratio)
        // The slowdown per iteration the estimate stands for, in nanoseconds.
        let change = row.baseMedian * (row.ratio - 1)
        guard abs(estimate) > bound, abs(change) > policy.floor else { return .unchanged }
        guard p <= policy.alpha else { return .inconclusive }
        return estimate > 0 ? .regressed : .improved
    }
}
