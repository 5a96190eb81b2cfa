import Foundation

/// How a cost grows with size: the slope k of the least-squares line through (ln n, ln cost),
/// so cost ≈ c · nᵏ (google/benchmark's complexity fit, with the exponent free).
public struct ScalingFit: Equatable, Sendable {
    /// The fitted exponent k.
    public var exponent: Double
    /// The fitted constant c.
    public var coefficient: Double
    /// R² of the fit on the log-log scale (1 when there are only two sizes).
    public var rSquared: Double
    /// How many sizes.
    public var points: Int

    /// Fits `points` of (n, cost); nil without two distinct positive sizes, or when a cost
    /// is not positive (a zero cannot be put on a log scale).
    ///
    /// - Complexity: O(p).
    public init?(_ points: [(n: Double, value: Double)]) {
        guard points.allSatisfy({ $0.n > 0 && $0.value > 0 && $0.value.isFinite }) else { return nil }
        let xs = points.map { Foundation.log($0.n) }, ys = points.map { Foundation.log($0.value) }
        guard Set(xs).count >= 2 else { return nil }
        let count = Double(points.count)
        let mx = xs.reduce(0, +) / count, my = ys.reduce(0, +) / count
        var sxx = 0.0, sxy = 0.0, syy = 0.0
        for (x, y) in zip(xs, ys) {
            sxx += (x - mx) * (x - mx)
            sxy += (x - mx) * (y - my)
            syy += (y - my) * (y - my)
        }
        exponent = sxy / sxx
        coefficient = Foundation.exp(my - exponent * mx)
        rSquared = syy == 0 ? 1 : (sxy * sxy) / (sxx * syy)
        self.points = points.count
    }
}
