/// The Mann-Whitney U test of two independent samples: is one stochastically larger?
///
/// The p-value is SciPy's `mannwhitneyu(x, y)` with its defaults (`method="auto"`, two-sided,
/// continuity correction): exact (from the distribution of U over every assignment of ranks)
/// when either sample holds at most 8 values and no value is tied; otherwise the normal
/// approximation with the tie correction. With m and n values, no p-value can be smaller than
/// ``smallestP(_:_:)``.
public enum MannWhitney {
    /// The outcome: U of the second sample, and the two-sided p-value.
    public struct Result: Equatable, Sendable {
        /// U of `y`: the number of pairs (xᵢ, yⱼ) with yⱼ > xᵢ, ties counting one half.
        public var u: Double
        /// The two-sided p-value (1 when there is nothing to tell the samples apart).
        public var p: Double
    }

    /// Tests `x` against `y`; nil when either is empty.
    ///
    /// - Complexity: O((m + n) log(m + n)), or O(m · n · min(m, n)) for the exact distribution.
    public static func test(_ x: [Double], _ y: [Double]) -> Result? {
        let m = x.count, n = y.count
        guard m > 0, n > 0 else { return nil }
        let (ranks, tieTerm) = Ranks.averaged(x + y)
        let rankSumY = ranks[m...].reduce(0, +)
        let u = rankSumY - Double(n * (n + 1)) / 2
        if tieTerm == 0, min(m, n) <= 8 {
            return Result(u: u, p: exactTwoSided(u: u, m: m, n: n))
        }
        let total = Double(m + n)
        let mean = Double(m * n) / 2
        let variance = Double(m * n) / 12 * ((total + 1) - tieTerm / (total * (total - 1)))
        guard variance > 0 else { return Result(u: u, p: 1) }
        let z = (abs(u - mean) - 0.5) / variance.squareRoot()
        return Result(u: u, p: min(1, 2 * Ranks.upperNormalTail(max(0, z))))
    }

    /// The smallest two-sided p-value any m against n untied values can give: 2 / C(m + n, m)
    /// (every y above every x), or 1 when a sample is empty.
    public static func smallestP(_ m: Int, _ n: Int) -> Double {
        guard m > 0, n > 0 else { return 1 }
        var combinations = 1.0
        for k in 0..<min(m, n) { combinations = combinations * Double(m + n - k) / Double(k + 1) }
        return min(1, 2 / combinations)
    }

    /// 2 · min(P(U ≤ u), P(U ≥ u)) under the null, from the counts of U over all C(m+n, n)
    /// ways to place y's ranks.
    static func exactTwoSided(u: Double, m: Int, n: Int) -> Double {
        let counts = distribution(m: min(m, n), n: max(m, n))
        let total = counts.reduce(0, +)
        let k = Int(u.rounded())
        let lower = counts[...k].reduce(0, +) / total
        let upper = counts[k...].reduce(0, +) / total
        return min(1, 2 * min(lower, upper))
    }

    /// counts[u] = the number of orderings of m x's and n y's in which U = u (symmetric in m
    /// and n). The largest value is either a y, which beats all m x's, or an x:
    /// f(m, n) = qᵐ·f(m, n−1) + f(m−1, n).
    static func distribution(m: Int, n: Int) -> [Double] {
        var row: [[Double]] = Array(repeating: [1], count: n + 1)   // f(0, j) = 1
        for i in 1...max(1, m) where i <= m {
            var next: [[Double]] = [[1]]                            // f(i, 0) = 1
            for j in 1...max(1, n) where j <= n {
                let withY = next[j - 1], withX = row[j]
                var sum = [Double](repeating: 0, count: max(withY.count + i, withX.count))
                for (k, v) in withY.enumerated() { sum[k + i] += v }
                for (k, v) in withX.enumerated() { sum[k] += v }
                next.append(sum)
            }
            row = next
        }
        return row[n]
    }
}
