/// The hard gate: a run's deterministic metrics (allocations and bytes, solver counters,
/// instruction counts, and the scaling exponents of these) against a checked-in baseline,
/// each within its ``ThresholdRules`` allowance (exact by default).
///
/// It fails on a regression; on an improvement too (the baseline is then stale, and a later
/// regression back to the old count would pass unseen) unless improvements are allowed; on a
/// baseline metric the run does not have (a benchmark that silently stopped running) unless a
/// smaller run is allowed; and always when nothing at all could be compared.
///
/// A metric is compared only when both files counted it the same way: allocations need the
/// same allocator, toolchain and build configuration; instructions the same valgrind,
/// toolchain and configuration. Otherwise it is reported as not comparable, never compared.
public struct DeterministicGate: Sendable {
    /// A metric the gate could not compare, and why.
    public struct Mismatch: Equatable, Sendable {
        public var key: MetricKey
        public var reason: String
    }

    /// The metrics compared, as comparison rows (verdict per allowance; no statistics).
    public var comparison: Comparison
    /// Metrics counted differently in the two files.
    public var mismatches: [Mismatch]

    /// The regressions.
    public var regressions: [Comparison.Row] { comparison.regressions }

    /// What the gate lets pass.
    public struct Options: Equatable, Sendable {
        /// Pass although baseline metrics are missing from the run (a shard, a filtered run).
        public var allowMissing = false
        /// Pass although counts fell beyond their allowance (the baseline is then stale).
        public var allowImprovements = false

        /// The strict default: regressions, improvements and missing metrics all fail.
        public init(allowMissing: Bool = false, allowImprovements: Bool = false) {
            self.allowMissing = allowMissing
            self.allowImprovements = allowImprovements
        }
    }

    /// A reason the gate fails.
    public enum Failure: Equatable, Sendable, CustomStringConvertible {
        /// Metrics beyond their allowance, worse.
        case regressed(Int)
        /// Metrics beyond their allowance, better: the baseline needs rewriting.
        case improved(Int)
        /// Baseline metrics the run does not have.
        case missing(Int)
        /// The run and the baseline share no metric the gate compares.
        case nothingCompared

        /// In words, for the gate's last line.
        public var description: String {
            switch self {
            case .regressed(let count): "\(count) regressed"
            case .improved(let count): "\(count) improved (rewrite the baseline, or --allow-improvements)"
            case .missing(let count): "\(count) missing from the run (--allow-missing for a smaller run)"
            case .nothingCompared: "nothing compared (the run and the baseline share no deterministic metric)"
            }
        }
    }

    /// Why the gate fails under `options`; empty when it passes.
    public func failures(_ options: Options = Options()) -> [Failure] {
        let c = comparison.counts
        var failures: [Failure] = []
        if comparison.rows.isEmpty { failures.append(.nothingCompared) }
        if let regressed = c[.regressed] { failures.append(.regressed(regressed)) }
        if let improved = c[.improved], !options.allowImprovements { failures.append(.improved(improved)) }
        if !comparison.onlyInBase.isEmpty, !options.allowMissing { failures.append(.missing(comparison.onlyInBase.count)) }
        return failures
    }

    /// True for metrics the gate compares: those that do not depend on the machine's load.
    public static func isGated(_ metric: String) -> Bool {
        let underlying = metric.hasPrefix("exponent(") ? String(metric.dropFirst(9).dropLast()) : metric
        return Metric(name: underlying).isDeterministic
    }

    /// Gates `run` against `baseline`.
    public init(baseline: RunData, run: RunData, rules: ThresholdRules = ThresholdRules()) {
        let baseRows = baseline.rowsByKey.filter { Self.isGated($0.key.metric) }
        let runRows = run.rowsByKey.filter { Self.isGated($0.key.metric) }
        var rows: [Comparison.Row] = []
        var mismatches: [Mismatch] = []
        var comparableSeries: Set<MetricKey> = []   // workload/variant, phase, metric of exponents
        var incomparableSeries: Set<MetricKey> = []
        for key in baseRows.keys.sorted() {
            guard let b = baseRows[key], let h = runRows[key] else { continue }
            let series = MetricKey(benchmark: b.benchmark.workload + "/" + b.benchmark.variant, phase: key.phase,
                                   metric: Scaling.name(of: key.metric))
            if let reason = Self.countingDifference(key.metric, b.metadata, h.metadata) {
                mismatches.append(Mismatch(key: key, reason: reason))
                incomparableSeries.insert(series)
                continue
            }
            comparableSeries.insert(series)
            rows.append(Self.check(key: key, unit: b.metric.unit, base: b.statistics.median, head: h.statistics.median,
                                   rule: rules.rule(for: key)))
            if let mean = Self.meanKey(of: key) {
                rows.append(Self.check(key: mean, unit: b.metric.unit, base: b.statistics.mean, head: h.statistics.mean,
                                       rule: rules.rule(for: key)))
            }
        }
        let baseExponents = Dictionary(Scaling.exponents(of: baseline.rows).map { ($0.key, $0) }) { a, _ in a }
        for e in Scaling.exponents(of: run.rows) where Self.isGated(e.key.metric) {
            guard let b = baseExponents[e.key], comparableSeries.contains(e.key), !incomparableSeries.contains(e.key),
                  b.points.map(\.n) == e.points.map(\.n) else { continue }
            rows.append(Comparison.compareExponent(key: e.key, base: b.fit.exponent, head: e.fit.exponent,
                                                   rule: rules.rule(for: e.key)))
        }
        comparison = Comparison(
            rows: rows,
            onlyInBase: baseRows.keys.filter { runRows[$0] == nil }.sorted(),
            onlyInHead: runRows.keys.filter { baseRows[$0] == nil }.sorted(),
            basePath: baseline.path, headPath: run.path, baseCommit: baseline.commit, headCommit: run.commit)
        self.mismatches = mismatches
    }

    /// The key under which a metric's mean over a phase's steps is gated beside its median, or
    /// nil where the median alone is. Instructions only: a profile counts one iteration, so
    /// their mean is that iteration's phase ÷ its steps, exact; and a phase's cost can sit in
    /// a few of its steps, which the median passes over (a resize whose first steps pivot:
    /// tiles' at 1 000 views came to 2.4 times the instructions, its median step unmoved).
    static func meanKey(of key: MetricKey) -> MetricKey? {
        key.metric == "instructions" ? MetricKey(benchmark: key.benchmark, phase: key.phase, metric: "instructions_mean") : nil
    }

    /// A deterministic metric against its allowance: any change beyond it is a verdict.
    static func check(key: MetricKey, unit: String, base: Double, head: Double, rule: ThresholdRules.Rule) -> Comparison.Row {
        let allowance = rule.allowance(from: base)
        let change = head - base
        let verdict: Verdict = change > allowance ? .regressed : (-change > allowance ? .improved : .unchanged)
        let ratio = base == 0 ? (head == 0 ? 1 : .infinity) : head / base
        return Comparison.Row(key: key, unit: unit, baseMedian: base, headMedian: head, ratio: ratio, interval: nil,
                              p: nil, allowance: allowance, verdict: verdict)
    }

    /// Why `metric` was counted differently in two runs, or nil when it was counted the same way.
    public static func countingDifference(_ metric: String, _ a: RunMetadata, _ b: RunMetadata) -> String? {
        var fields: [(String, String, String)] = []
        switch Metric(name: metric) {
        case .allocations, .allocatedBytes:
            fields = [("allocator", a.allocator, b.allocator), ("toolchain", a.toolchain, b.toolchain),
                      ("configuration", a.configuration, b.configuration)]
        case .counter("instructions"):
            fields = [("valgrind", a.valgrind, b.valgrind), ("toolchain", a.toolchain, b.toolchain),
                      ("configuration", a.configuration, b.configuration)]
        default:
            return nil
        }
        let differences = fields.filter { $0.1 != $0.2 }.map { "\($0.0) '\($0.1)' vs '\($0.2)'" }
        return differences.isEmpty ? nil : differences.joined(separator: ", ")
    }
}

extension Comparison {
    /// A comparison from rows made elsewhere (the gate's).
    public init(rows: [Row], onlyInBase: [MetricKey], onlyInHead: [MetricKey], basePath: String, headPath: String,
                baseCommit: String, headCommit: String) {
        self.rows = rows
        self.onlyInBase = onlyInBase
        self.onlyInHead = onlyInHead
        self.basePath = basePath
        self.headPath = headPath
        self.baseCommit = baseCommit
        self.headCommit = headCommit
    }
}
