import Foundation

/// Ranks with ties averaged, as the rank tests need them.
enum Ranks {
    /// The 1-based ranks of `values` (ties share the mean of their ranks), and Σ(t³ − t) over
    /// the groups of t tied values, for the variance's tie correction.
    ///
    /// - Complexity: O(n log n).
    static func averaged(_ values: [Double]) -> (ranks: [Double], tieTerm: Double) {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var tieTerm = 0.0
        var start = 0
        while start < order.count {
            var end = start
            while end + 1 < order.count, values[order[end + 1]] == values[order[start]] { end += 1 }
            let rank = Double(start + end + 2) / 2
            for k in start...end { ranks[order[k]] = rank }
            let t = Double(end - start + 1)
            tieTerm += t * t * t - t
            start = end + 1
        }
        return (ranks, tieTerm)
    }

    /// P(Z > z) for a standard normal Z.
    static func upperNormalTail(_ z: Double) -> Double {
        0.5 * erfc(z / 2.0.squareRoot())
    }
}
