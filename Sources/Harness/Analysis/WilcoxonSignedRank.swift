/// The Wilcoxon signed-rank test of paired differences: are they centred away from zero?
///
/// The p-values are SciPy's `wilcoxon(d)` with its defaults (`zero_method="wilcox"`,
/// `correction=False`, `method="auto"`): zero differences are dropped from the statistic; with
/// at most 50 differences (zeros counted), none zero and no tied sizes, the exact distribution
/// of W⁺ over all 2ⁿ sign patterns; with ties or zeros and at most 13 differences, the exact
/// permutation test (every sign pattern, ties keeping their average ranks); otherwise the
/// normal approximation with the tie correction.
public enum WilcoxonSignedRank {
    /// The outcome: the sum of the ranks of the positive differences, and the p-value.
    public struct Result: Equatable, Sendable {
        /// W⁺.
        public var wPlus: Double
        /// How many non-zero differences were ranked.
        public var count: Int
        /// The p-value of the alternative asked for.
        public var p: Double
    }

    /// Which way the differences are expected to lie.
    public enum Alternative: Sendable {
        /// Above zero.
        case greater
        /// Below zero.
        case less
        /// Either way.
        case twoSided
    }

    /// Tests whether `differences` are centred above zero.
    public static func greater(_ differences: [Double]) -> Result {
        test(differences, alternative: .greater)
    }

    /// Tests `differences` against `alternative`.
    ///
    /// - Complexity: O(n log n), or O(n³) for the exact distributions.
    public static func test(_ differences: [Double], alternative: Alternative) -> Result {
        let finite = differences.filter(\.isFinite)
        let nonZero = finite.filter { $0 != 0 }
        let n = nonZero.count
        guard n > 0 else { return Result(wPlus: 0, count: 0, p: 1) }
        let (ranks, tieTerm) = Ranks.averaged(nonZero.map(abs))
        let wPlus = zip(nonZero, ranks).reduce(0) { $0 + ($1.0 > 0 ? $1.1 : 0) }
        let hasZeros = n < finite.count
        if finite.count <= 50, tieTerm == 0, !hasZeros {
            // Distinct whole ranks: W⁺ is an integer.
            return Result(wPlus: wPlus, count: n, p: exact(wPlus: wPlus, doubledRanks: (1...n).map { 2 * $0 }, alternative))
        }
        if finite.count <= 13 {
            // Average ranks are multiples of one half: doubled, they are whole.
            return Result(wPlus: wPlus, count: n, p: exact(wPlus: wPlus, doubledRanks: ranks.map { Int((2 * $0).rounded()) }, alternative))
        }
        let nn = Double(n)
        let mean = nn * (nn + 1) / 4
        let variance = nn * (nn + 1) * (2 * nn + 1) / 24 - tieTerm / 48
        guard variance > 0 else { return Result(wPlus: wPlus, count: n, p: 1) }
        let z = (wPlus - mean) / variance.squareRoot()
        let p: Double = switch alternative {
        case .greater: Ranks.upperNormalTail(z)
        case .less: Ranks.upperNormalTail(-z)
        case .twoSided: min(1, 2 * Ranks.upperNormalTail(abs(z)))
        }
        return Result(wPlus: wPlus, count: n, p: p)
    }

    /// The p-value of W⁺ from its exact distribution over all sign patterns of ranks whose
    /// doubles are `doubledRanks` (a zero difference's sign flip changes nothing, so zeros
    /// leave the proportions alone).
    static func exact(wPlus: Double, doubledRanks: [Int], _ alternative: Alternative) -> Double {
        let maxSum = doubledRanks.reduce(0, +)
        var ways = [Double](repeating: 0, count: maxSum + 1)
        ways[0] = 1
        var reached = 0
        for rank in doubledRanks {
            reached += rank
            for sum in stride(from: reached, through: rank, by: -1) { ways[sum] += ways[sum - rank] }
        }
        let total = ways.reduce(0, +)
        let observed = Int((2 * wPlus).rounded())
        let upper = ways[min(maxSum, max(0, observed))...].reduce(0, +) / total
        let lower = ways[...min(maxSum, max(0, observed))].reduce(0, +) / total
        switch alternative {
        case .greater: return upper
        case .less: return lower
        case .twoSided: return min(1, 2 * min(upper, lower))
        }
    }
}
