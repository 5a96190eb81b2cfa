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
/// With the A/A control (the base against a second copy of itself, measured in the same rounds),
/// each row's control is estimated the same way, and its resolution is the 95% interval's end
/// farthest from no change: what identical builds differ by on this machine today.
///
/// A row regressed when its adjusted p ≤ α, the estimate is above ln(1 + threshold) and above
/// its control's resolution, and the slowdown exceeds the floor; improved the same way below. A
/// change beyond the threshold (and the resolution) that is not significant is inconclusive,
/// and so is a significant one within the resolution; a row with fewer than three rounds has
/// too few samples. The control's rows are not tested, so they do not enter the family.
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
        /// The A/A control's estimate of the same row, when the run had one.
        public var control: Control?
        public var verdict: Verdict
    }

    /// One row of the A/A control: the base against its second copy.
    public struct Control: Sendable {
        /// exp(20% trimmed mean over rounds of the round's median ln(copy / base)).
        public var ratio: Double
        /// Its 95% interval; nil with too few rounds.
        public var interval: (low: Double, high: Double)?

        /// The change identical builds showed: the interval's end farthest from no change, as
        /// a log ratio (0 without an interval).
        public var resolution: Double {
            guard let interval else { return 0 }
            return max(abs(Foundation.log(interval.low)), abs(Foundation.log(interval.high)))
        }
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
    /// The seed the rounds were arranged by, when known.
    public var seed: UInt64?

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
        seed = data.seed
        var rows = Self.rows(data.pairs.filter { $0.arm == .head }, metric: metric)
        let controls = Dictionary(uniqueKeysWithValues: Self.rows(data.pairs.filter { $0.arm == .control }, metric: metric)
            .map { ($0.key, Control(ratio: $0.ratio, interval: $0.interval)) })
        // One family: every row's two-sided p together, whichever way it moved.
        let tested = rows.indices.filter { rows[$0].rounds >= Self.minimumRounds && rows[$0].p != nil }
        let adjusted = Holm.adjust(tested.map { rows[$0].p ?? 1 })
        for (k, index) in tested.enumerated() { rows[index].pAdjusted = adjusted[k] }
        for index in rows.indices {
            rows[index].control = controls[rows[index].key]
            rows[index].verdict = Self.verdict(rows[index], policy)
        }
        self.rows = rows
    }

    /// One row per benchmark × phase of `pairs`, estimated and tested but not yet decided.
    static func rows(_ pairs: [ABPairs.Pair], metric: ABMetric) -> [Row] {
        var logs: [MetricKey: [Int: [Double]]] = [:]
        var bases: [MetricKey: [Double]] = [:], heads: [MetricKey: [Double]] = [:]
        for pair in pairs {
            let (base, head) = pair.values(of: metric)
            guard base > 0, head > 0, base.isFinite, head.isFinite else { continue }
            let key = MetricKey(benchmark: pair.benchmark, phase: pair.phase, metric: metric.rawValue)
            logs[key, default: [:]][pair.round, default: []].append(Foundation.log(head / base))
            bases[key, default: []].append(base)
            heads[key, default: []].append(head)
        }
        return logs.keys.sorted().map { key in
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
                       control: nil, verdict: .unchanged)
        }
    }

    static func verdict(_ row: Row, _ policy: Policy) -> Verdict {
        guard row.rounds >= minimumRounds, let p = row.pAdjusted else { return .tooFewSamples }
        let threshold = Foundation.log(1 + policy.threshold)
        let estimate = Foundation.log(row.ratio)
        // The slowdown per iteration the estimate stands for, in nanoseconds.
        let change = row.baseMedian * (row.ratio - 1)
        guard abs(estimate) > threshold, abs(change) > policy.floor else { return .unchanged }
        // Within what identical builds differed by in the same rounds: not told from noise.
        guard p <= policy.alpha, abs(estimate) > row.control?.resolution ?? 0 else { return .inconclusive }
        return estimate > 0 ? .regressed : .improved
    }
}
