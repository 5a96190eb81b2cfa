/// The Wilcoxon signed-rank test, one-sided: are paired differences centred above zero?
///
/// Zero differences are dropped (Wilcoxon's method). Exact (the distribution of W⁺ over all
/// 2ⁿ sign patterns) when at most 25 differences remain and none of their sizes tie; otherwise
/// the normal approximation with the tie correction and a continuity correction.
public enum WilcoxonSignedRank {
    /// The outcome: the sum of the ranks of the positive differences, and the p-value.
    public struct Result: Equatable, Sendable {
        /// W⁺.
        public var wPlus: Double
        /// How many non-zero differences were ranked.
        public var count: Int
        /// P(W⁺ ≥ observed) under the null: small when the differences lie above zero.
        public var p: Double
    }

    /// Tests whether `differences` are centred above zero.
    ///
    /// - Complexity: O(n log n), or O(n³) for the exact distribution.
    public static func greater(_ differences: [Double]) -> Result {
        let nonZero = differences.filter { $0 != 0 && $0.isFinite }
        let n = nonZero.count
        guard n > 0 else { return Result(wPlus: 0, count: 0, p: 1) }
        let (ranks, tieTerm) = Ranks.averaged(nonZero.map(abs))
        let wPlus = zip(nonZero, ranks).reduce(0) { $0 + ($1.0 > 0 ? $1.1 : 0) }
        if tieTerm == 0, n <= 25 {
            return Result(wPlus: wPlus, count: n, p: exactUpperTail(wPlus: Int(wPlus.rounded()), n: n))
        }
        let nn = Double(n)
        let mean = nn * (nn + 1) / 4
        let variance = nn * (nn + 1) * (2 * nn + 1) / 24 - tieTerm / 48
        guard variance > 0 else { return Result(wPlus: wPlus, count: n, p: 1) }
        let z = (wPlus - mean - 0.5) / variance.squareRoot()
        return Result(wPlus: wPlus, count: n, p: Ranks.upperNormalTail(z))
    }

    /// P(W⁺ ≥ w) for n untied ranks: the number of subsets of {1…n} summing to at least w, over 2ⁿ.
    static func exactUpperTail(wPlus w: Int, n: Int) -> Double {
        let maxSum = n * (n + 1) / 2
        var ways = [Double](repeating: 0, count: maxSum + 1)
        ways[0] = 1
        for rank in 1...n {
            for sum in stride(from: maxSum, through: rank, by: -1) { ways[sum] += ways[sum - rank] }
        }
        let total = ways.reduce(0, +)
        guard w <= maxSum else { return 0 }
        return ways[max(0, w)...].reduce(0, +) / total
    }
}
