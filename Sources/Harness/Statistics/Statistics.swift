/// The summary of a series of samples: order statistics, moments, spread, and a bootstrap
/// confidence interval of the median.
///
/// Quantiles interpolate linearly between order statistics (Hyndman & Fan type 7, as R's
/// default and NumPy's `linear`): with sorted x₀…xₙ₋₁, the q-quantile is at rank q·(n−1).
public struct Statistics: Equatable, Sendable, Codable {
    /// How many values.
    public var count: Int
    /// The smallest value.
    public var min: Double
    /// The 10th percentile.
    public var p10: Double
    /// The median.
    public var median: Double
    /// The 90th percentile.
    public var p90: Double
    /// The largest value.
    public var max: Double
    /// The arithmetic mean.
    public var mean: Double
    /// The sample standard deviation (n − 1 in the denominator; 0 for a single value).
    public var stddev: Double
    /// The median absolute deviation from the median (unscaled).
    public var mad: Double
    /// The lower end of the 95% bootstrap interval of the median.
    public var ciLow: Double
    /// The upper end of the 95% bootstrap interval of the median.
    public var ciHigh: Double

    /// The seed of every bootstrap, so a given series always gives the same interval.
    public static let bootstrapSeed: UInt64 = 0x4C61_796F_7574_4265
    /// Resamples per bootstrap.
    public static let defaultResamples = 1_000

    /// Summarizes `values`; nil when there are none or one is not finite.
    ///
    /// - Complexity: O(n log n + r·n) for n values and r resamples.
    public init?(_ values: [Double], resamples: Int = Statistics.defaultResamples, seed: UInt64 = Statistics.bootstrapSeed) {
        guard !values.isEmpty, values.allSatisfy(\.isFinite) else { return nil }
        let sorted = values.sorted()
        count = sorted.count
        min = sorted[0]
        max = sorted[sorted.count - 1]
        p10 = Self.quantile(sorted, 0.1)
        median = Self.quantile(sorted, 0.5)
        p90 = Self.quantile(sorted, 0.9)
        let mean = sorted.reduce(0, +) / Double(sorted.count)
        self.mean = mean
        let squares = sorted.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        stddev = count > 1 ? (squares / Double(count - 1)).squareRoot() : 0
        let median = median
        mad = Self.quantile(sorted.map { abs($0 - median) }.sorted(), 0.5)
        (ciLow, ciHigh) = Self.bootstrapMedianInterval(sorted, resamples: resamples, seed: seed)
    }

    /// The q-quantile (0 ≤ q ≤ 1) of sorted, non-empty values, by linear interpolation.
    public static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        let rank = q * Double(sorted.count - 1)
        let lower = Int(rank.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        let fraction = rank - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }

    /// The 2.5% and 97.5% quantiles of the medians of `resamples` resamples (with replacement)
    /// of sorted, non-empty values (the percentile bootstrap).
    ///
    /// A resample is kept as counts per index of `sorted`, so its median is found by a walk
    /// over the counts instead of a sort.
    ///
    /// - Complexity: O(r · n), no sorting.
    public static func bootstrapMedianInterval(_ sorted: [Double], resamples: Int, seed: UInt64) -> (Double, Double) {
        let n = sorted.count
        guard n > 1, resamples > 0, sorted[0] != sorted[n - 1] else { return (sorted[0], sorted[n - 1]) }
        var generator = SeededGenerator(seed: seed)
        var counts = [Int](repeating: 0, count: n)
        var medians = [Double]()
        medians.reserveCapacity(resamples)
        for _ in 0..<resamples {
            for i in 0..<n { counts[i] = 0 }
            for _ in 0..<n { counts[generator.index(below: n)] += 1 }
            medians.append(medianOfCounts(counts, sorted: sorted))
        }
        medians.sort()
        return (quantile(medians, 0.025), quantile(medians, 0.975))
    }

    /// The median of the multiset that holds `counts[i]` copies of `sorted[i]`.
    private static func medianOfCounts(_ counts: [Int], sorted: [Double]) -> Double {
        let n = counts.reduce(0, +)
        let lowRank = (n - 1) / 2
        let highRank = n / 2
        var seen = 0
        var low: Double? = nil
        for (index, count) in counts.enumerated() where count > 0 {
            seen += count
            if low == nil, seen > lowRank { low = sorted[index] }
            if seen > highRank { return ((low ?? sorted[index]) + sorted[index]) / 2 }
        }
        return sorted[sorted.count - 1]
    }
}
