import Foundation

/// Student's t distribution: the one-sample t-test and its interval, for `ab`'s per-round
/// estimates (a handful of rounds, each already a robust median of many paired iterations).
///
/// The CDF comes from the regularized incomplete beta function, evaluated by Lentz's continued
/// fraction (Numerical Recipes §6.4); it agrees with SciPy's `stats.t` to about 1e-13.
public enum StudentT {
    /// The outcome of a one-sample t-test of "the mean is zero".
    public struct Result: Equatable, Sendable {
        /// The sample mean (the trimmed mean, for ``trimmedTest(_:trim:)``).
        public var mean: Double
        /// The standard error of the mean.
        public var standardError: Double
        /// t = mean / standard error.
        public var t: Double
        /// Degrees of freedom, n − 1.
        public var degreesOfFreedom: Int
        /// The two-sided p-value.
        public var p: Double
    }

    /// The one-sample t-test of `values` against a mean of zero; nil with fewer than two values
    /// or a non-finite one. Values that do not vary give p = 1 when their mean is zero and
    /// p = 0 otherwise.
    ///
    /// - Complexity: O(n).
    public static func test(_ values: [Double]) -> Result? {
        let n = values.count
        guard n >= 2, values.allSatisfy(\.isFinite) else { return nil }
        let mean = values.reduce(0, +) / Double(n)
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(n - 1)
        let standardError = (variance / Double(n)).squareRoot()
        guard standardError > 0 else {
            return Result(mean: mean, standardError: 0, t: mean == 0 ? 0 : mean.sign == .minus ? -.infinity : .infinity,
                          degreesOfFreedom: n - 1, p: mean == 0 ? 1 : 0)
        }
        let t = mean / standardError
        return Result(mean: mean, standardError: standardError, t: t, degreesOfFreedom: n - 1,
                      p: twoSidedP(t: t, degreesOfFreedom: n - 1))
    }

    /// Yuen's trimmed one-sample t-test of "the trimmed mean is zero": the mean of the values
    /// left when the `trim` share at each end is cut away (⌊trim·n⌋ values each side), its
    /// standard error from the winsorized variance, df = n − 2g − 1. One wild value (a round a
    /// stall or a huge page hit) neither drags the estimate nor blows up the error. With
    /// `trim` 0 it is Student's test. Nil with fewer than two values left, or a non-finite one.
    ///
    /// - Complexity: O(n log n).
    public static func trimmedTest(_ values: [Double], trim: Double = 0.2) -> Result? {
        let n = values.count
        let g = Int((trim * Double(n)).rounded(.down))
        let h = n - 2 * g
        guard h >= 2, values.allSatisfy(\.isFinite) else { return nil }
        let sorted = values.sorted()
        let mean = sorted[g..<(n - g)].reduce(0, +) / Double(h)
        let winsorized = sorted.indices.map { sorted[min(max($0, g), n - g - 1)] }
        let wMean = winsorized.reduce(0, +) / Double(n)
        let wVariance = winsorized.reduce(0) { $0 + ($1 - wMean) * ($1 - wMean) } / Double(n - 1)
        let standardError = (Double(n - 1) * wVariance / Double(h * (h - 1))).squareRoot()
        guard standardError > 0 else {
            return Result(mean: mean, standardError: 0, t: mean == 0 ? 0 : mean.sign == .minus ? -.infinity : .infinity,
                          degreesOfFreedom: h - 1, p: mean == 0 ? 1 : 0)
        }
        let t = mean / standardError
        return Result(mean: mean, standardError: standardError, t: t, degreesOfFreedom: h - 1,
                      p: twoSidedP(t: t, degreesOfFreedom: h - 1))
    }

    /// P(|T| ≥ |t|) for T with `df` degrees of freedom.
    public static func twoSidedP(t: Double, degreesOfFreedom df: Int) -> Double {
        guard t.isFinite else { return t.isNaN ? 1 : 0 }
        let v = Double(df)
        return min(1, regularizedBeta(x: v / (v + t * t), a: v / 2, b: 0.5))
    }

    /// P(T ≤ t).
    public static func cdf(_ t: Double, degreesOfFreedom df: Int) -> Double {
        let tail = twoSidedP(t: t, degreesOfFreedom: df) / 2
        return t >= 0 ? 1 - tail : tail
    }

    /// The q-quantile (0 < q < 1), by bisection on the CDF to 1e-12.
    public static func quantile(_ q: Double, degreesOfFreedom df: Int) -> Double {
        var low = -1e6, high = 1e6
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if cdf(middle, degreesOfFreedom: df) < q { low = middle } else { high = middle }
            if high - low < 1e-12 { break }
        }
        return (low + high) / 2
    }

    /// I_x(a, b), the regularized incomplete beta function.
    static func regularizedBeta(x: Double, a: Double, b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let logBeta: Double = lgamma(a) + lgamma(b) - lgamma(a + b)
        let logPowers: Double = a * log(x) + b * log(1 - x)
        let front = exp(logPowers - logBeta)
        // The continued fraction converges fast for x < (a + 1) / (a + b + 2); use symmetry otherwise.
        if x < (a + 1) / (a + b + 2) { return front * continuedFraction(x: x, a: a, b: b) / a }
        return 1 - front * continuedFraction(x: 1 - x, a: b, b: a) / b
    }

    /// The continued fraction of the incomplete beta function (modified Lentz).
    static func continuedFraction(x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var h = d
        for m in 1...300 {
            let m = Double(m)
            let even = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
            d = 1 + even * d; if abs(d) < tiny { d = tiny }
            c = 1 + even / c; if abs(c) < tiny { c = tiny }
            d = 1 / d
            h *= d * c
            let odd = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
            d = 1 + odd * d; if abs(d) < tiny { d = tiny }
            c = 1 + odd / c; if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            h *= delta
            if abs(delta - 1) < 1e-16 { break }
        }
        return h
    }
}
