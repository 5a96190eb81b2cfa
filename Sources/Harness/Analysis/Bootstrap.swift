/// Seeded percentile-bootstrap intervals over raw samples: the same samples always give the
/// same interval.
public enum Bootstrap {
    /// The 95% interval of median(y) / median(x), resampling x and y independently.
    ///
    /// - Returns: nil when a sample is empty or a resampled median of x is zero.
    /// - Complexity: O(r · (m + n)) for r resamples (medians by counting, no sorting).
    public static func ratioOfMedians(
        _ x: [Double], _ y: [Double], resamples: Int = Statistics.defaultResamples,
        seed: UInt64 = Statistics.bootstrapSeed
    ) -> (low: Double, high: Double)? {
        guard !x.isEmpty, !y.isEmpty else { return nil }
        let sx = x.sorted(), sy = y.sorted()
        var generator = SeededGenerator(seed: seed)
        var ratios: [Double] = []
        ratios.reserveCapacity(resamples)
        var cx = [Int](repeating: 0, count: sx.count), cy = [Int](repeating: 0, count: sy.count)
        for _ in 0..<max(1, resamples) {
            let mx = resampledMedian(sx, counts: &cx, generator: &generator)
            let my = resampledMedian(sy, counts: &cy, generator: &generator)
            guard mx != 0 else { return nil }
            ratios.append(my / mx)
        }
        ratios.sort()
        return (Statistics.quantile(ratios, 0.025), Statistics.quantile(ratios, 0.975))
    }

    /// The 95% interval of the median of `values`.
    public static func median(
        _ values: [Double], resamples: Int = Statistics.defaultResamples, seed: UInt64 = Statistics.bootstrapSeed
    ) -> (low: Double, high: Double)? {
        guard !values.isEmpty else { return nil }
        let interval = Statistics.bootstrapMedianInterval(values.sorted(), resamples: resamples, seed: seed)
        return (interval.0, interval.1)
    }

    /// The median of one resample (with replacement) of sorted values.
    static func resampledMedian(_ sorted: [Double], counts: inout [Int], generator: inout SeededGenerator) -> Double {
        let n = sorted.count
        for i in 0..<n { counts[i] = 0 }
        for _ in 0..<n { counts[generator.index(below: n)] += 1 }
        let lowRank = (n - 1) / 2, highRank = n / 2
        var seen = 0
        var low: Double? = nil
        for index in 0..<n where counts[index] > 0 {
            seen += counts[index]
            if low == nil, seen > lowRank { low = sorted[index] }
            if seen > highRank { return ((low ?? sorted[index]) + sorted[index]) / 2 }
        }
        return sorted[n - 1]
    }
}
