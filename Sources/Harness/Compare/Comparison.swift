/// Two runs lined up metric by metric: medians, their ratio, a bootstrap interval of the ratio,
/// a Mann-Whitney p-value and a verdict; keys found in one run only are listed, not dropped.
///
/// A deterministic count (allocations, solver counters) changes when its medians differ by
/// more than its threshold (``ThresholdRules``). A noisy metric (time, memory) regresses when
/// its change is both beyond its threshold and statistically clear: p ≤ α and the interval of
/// the ratio excludes 1 (without samples files, the summaries' intervals of the medians must
/// not overlap). When it is beyond the threshold but not clear the verdict is inconclusive, and
/// when the samples are too few for any test to reach α it is "too few samples".
public struct Comparison: Sendable {
    /// One metric of one benchmark in both runs.
    public struct Row: Sendable {
        public var key: MetricKey
        /// The unit (`ns`, `count`, `bytes`, `exponent`).
        public var unit: String
        public var baseMedian: Double
        public var headMedian: Double
        /// head / base (1 when both are 0, infinite when only the base is).
        public var ratio: Double
        /// The 95% bootstrap interval of the ratio, when both runs have samples.
        public var interval: (low: Double, high: Double)?
        /// The two-sided Mann-Whitney p-value, when both runs have samples.
        public var p: Double?
        /// The change allowed by the threshold, in the metric's unit.
        public var allowance: Double
        public var verdict: Verdict
    }

    /// The rows present in both runs, sorted by key.
    public var rows: [Row]
    /// Keys in the base run only.
    public var onlyInBase: [MetricKey]
    /// Keys in the head run only.
    public var onlyInHead: [MetricKey]
    /// The base and head files.
    public var basePath: String
    public var headPath: String
    public var baseCommit: String
    public var headCommit: String

    /// The rows that regressed.
    public var regressions: [Row] { rows.filter { $0.verdict == .regressed } }

    /// Compares `head` with `base`.
    ///
    /// - Parameters:
    ///   - rules: thresholds per key.
    ///   - alpha: the significance level of the Mann-Whitney test.
    ///   - metrics: globs on metric names to keep (all when empty).
    ///   - scaling: also compare scaling exponents of series measured at several sizes.
    public init(base: RunData, head: RunData, rules: ThresholdRules = ThresholdRules(), alpha: Double = 0.01,
                metrics: [String] = [], scaling: Bool = true) {
        func keep(_ key: MetricKey) -> Bool {
            guard !metrics.isEmpty else { return true }
            let underlying = key.metric.hasPrefix("exponent(") ? String(key.metric.dropFirst(9).dropLast()) : key.metric
            return metrics.contains { Glob.matches($0, key.metric) || Glob.matches($0, underlying) }
        }
        let baseRows = base.rowsByKey.filter { keep($0.key) }
        let headRows = head.rowsByKey.filter { keep($0.key) }
        var rows: [Row] = []
        for key in baseRows.keys.sorted() {
            guard let b = baseRows[key], let h = headRows[key] else { continue }
            rows.append(Self.compare(key: key, unit: b.metric.unit, base: b.statistics, head: h.statistics,
                                     baseSamples: base.samples[key], headSamples: head.samples[key],
                                     rule: rules.rule(for: key), alpha: alpha))
        }
        if scaling {
            let baseExponents = Dictionary(Scaling.exponents(of: base.rows).map { ($0.key, $0) }) { a, _ in a }
            for e in Scaling.exponents(of: head.rows) where keep(e.key) {
                guard let b = baseExponents[e.key] else { continue }
                rows.append(Self.compareExponent(key: e.key, base: b.fit.exponent, head: e.fit.exponent,
                                                 rule: rules.rule(for: e.key)))
            }
        }
        self.rows = rows
        onlyInBase = baseRows.keys.filter { headRows[$0] == nil }.sorted()
        onlyInHead = headRows.keys.filter { baseRows[$0] == nil }.sorted()
        basePath = base.path
        headPath = head.path
        baseCommit = base.commit
        headCommit = head.commit
    }

    /// One key: the medians, the ratio and its interval, the test, the verdict.
    ///
    /// A deterministic count is decided on its medians alone (the same build gives the same
    /// count). A noisy metric needs samples that can reach the significance level at all
    /// (else ``Verdict/tooFewSamples``, whatever the change), then a change beyond its
    /// allowance that is clear (p ≤ α and the interval excluding 1; else
    /// ``Verdict/inconclusive``).
    static func compare(key: MetricKey, unit: String, base: Statistics, head: Statistics,
                        baseSamples: [Double]?, headSamples: [Double]?,
                        rule: ThresholdRules.Rule, alpha: Double) -> Row {
        let ratio = base.median == 0 ? (head.median == 0 ? 1 : .infinity) : head.median / base.median
        var row = Row(key: key, unit: unit, baseMedian: base.median, headMedian: head.median, ratio: ratio,
                      interval: nil, p: nil, allowance: rule.allowance(from: base.median), verdict: .unchanged)
        let change = head.median - base.median
        let beyond = abs(change) > row.allowance
        if Metric(name: key.metric).isDeterministic {
            if beyond { row.verdict = change > 0 ? .regressed : .improved }
            return row
        }
        let x = baseSamples ?? [], y = headSamples ?? []
        let haveSamples = !x.isEmpty && !y.isEmpty
        let (m, n) = haveSamples ? (x.count, y.count) : (base.count, head.count)
        if haveSamples {
            row.interval = Bootstrap.ratioOfMedians(x, y)
            row.p = MannWhitney.test(x, y)?.p
        }
        guard MannWhitney.smallestP(m, n) <= alpha else {
            row.verdict = .tooFewSamples
            return row
        }
        guard beyond else { return row }
        let clear: Bool
        if haveSamples {
            let excludesOne = row.interval.map { $0.low > 1 || $0.high < 1 } ?? (base.median == 0)
            clear = (row.p ?? 1) <= alpha && excludesOne
        } else {
            // Without the raw samples, the summaries' intervals of the medians must not overlap.
            clear = base.ciHigh < head.ciLow || head.ciHigh < base.ciLow
        }
        row.verdict = clear ? (change > 0 ? .regressed : .improved) : .inconclusive
        return row
    }

    /// A scaling exponent: a rise beyond the rule's allowance regresses (a fit has no samples).
    static func compareExponent(key: MetricKey, base: Double, head: Double, rule: ThresholdRules.Rule) -> Row {
        let allowance = rule.allowance(from: base)
        let change = head - base
        let verdict: Verdict = change > allowance ? .regressed : (-change > allowance ? .improved : .unchanged)
        return Row(key: key, unit: "exponent", baseMedian: base, headMedian: head, ratio: base == 0 ? 1 : head / base,
                   interval: nil, p: nil, allowance: allowance, verdict: verdict)
    }
}
