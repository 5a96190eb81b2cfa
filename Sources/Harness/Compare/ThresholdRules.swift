/// How far a metric may move before it counts as a change: per benchmark, phase and metric
/// glob, read from a checked-in file such as `results/thresholds.csv`:
///
/// ```
/// benchmark,phase,metric,relative,absolute
/// *,*,allocations,0,0
/// *,*,instructions,0.01,2000
/// nested/*,churn,rows_visited,0.02,0
/// ```
///
/// A change is allowed while it is at most max(relative × baseline, absolute). Rules are tried
/// from the last to the first, so overrides go after the defaults. Without a matching rule,
/// the built-in defaults apply: exact for counts and allocations, 1% with a floor of 2 000 for
/// instructions, an absolute 0.1 for scaling exponents, and `noisyRelative` for time.
public struct ThresholdRules: Equatable, Sendable {
    /// One rule.
    public struct Rule: Equatable, Sendable {
        /// Globs on the benchmark's name, the phase and the metric.
        public var benchmark: String
        public var phase: String
        public var metric: String
        /// The allowed change, relative to the baseline.
        public var relative: Double
        /// The allowed change, in the metric's unit (a floor under the relative one).
        public var absolute: Double

        /// Makes a rule.
        public init(benchmark: String = "*", phase: String = "*", metric: String, relative: Double, absolute: Double) {
            self.benchmark = benchmark
            self.phase = phase
            self.metric = metric
            self.relative = relative
            self.absolute = absolute
        }

        /// True when the rule's globs match `key`.
        public func matches(_ key: MetricKey) -> Bool {
            Glob.matches(benchmark, key.benchmark) && Glob.matches(phase, key.phase) && Glob.matches(metric, key.metric)
        }

        /// The largest change allowed from `baseline`.
        public func allowance(from baseline: Double) -> Double {
            max(relative * abs(baseline), absolute)
        }
    }

    /// The rules, in file order.
    public var rules: [Rule]
    /// The relative threshold of metrics no rule covers that are not deterministic (time).
    public var noisyRelative: Double

    /// The columns of a thresholds file.
    public static let columns = ["benchmark", "phase", "metric", "relative", "absolute"]

    /// Rules from a list (the defaults behind them).
    public init(rules: [Rule] = [], noisyRelative: Double = 0.05) {
        self.rules = rules
        self.noisyRelative = noisyRelative
    }

    /// The rule for `key`: the last matching one, else the built-in default.
    public func rule(for key: MetricKey) -> Rule {
        if let rule = rules.last(where: { $0.matches(key) }) { return rule }
        return Self.defaultRule(for: key, noisyRelative: noisyRelative)
    }

    /// The built-in rule for a key no file covers.
    public static func defaultRule(for key: MetricKey, noisyRelative: Double) -> Rule {
        if key.metric.hasPrefix("exponent(") { return Rule(metric: key.metric, relative: 0, absolute: 0.1) }
        if key.metric == "instructions" { return Rule(metric: key.metric, relative: 0.01, absolute: 2_000) }
        if Metric(name: key.metric).isDeterministic { return Rule(metric: key.metric, relative: 0, absolute: 0) }
        return Rule(metric: key.metric, relative: noisyRelative, absolute: 0)
    }

    /// Reads a thresholds file.
    ///
    /// - Throws: ``ResultsError`` naming the file, and the line of a bad number.
    public static func load(_ path: String, noisyRelative: Double = 0.05) throws(ResultsError) -> ThresholdRules {
        let table = try ShardMerge.load(path)
        var indices: [Int] = []
        for name in columns {
            guard let index = table.column(name) else { throw .malformedCSV(path, .missingColumn(name)) }
            indices.append(index)
        }
        var rules: [Rule] = []
        for (offset, record) in table.rows.enumerated() {
            func number(_ column: Int) throws(ResultsError) -> Double {
                let text = record[indices[column]]
                guard let value = Double(text), value.isFinite, value >= 0 else {
                    throw .malformedCSV(path, .malformed(
                        line: offset + 2, reason: "'\(text)' in column \(columns[column]) is not a number ≥ 0"))
                }
                return value
            }
            rules.append(Rule(benchmark: record[indices[0]], phase: record[indices[1]], metric: record[indices[2]],
                              relative: try number(3), absolute: try number(4)))
        }
        return ThresholdRules(rules: rules, noisyRelative: noisyRelative)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Shell globs (`*`, `?`, `[…]`) matched against a whole string.
public enum Glob {
    /// True when `text` matches `pattern` as a whole.
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        pattern == "*" || fnmatch(pattern, text, 0) == 0
    }
}
