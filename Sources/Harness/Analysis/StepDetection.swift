import Foundation

/// Finds step changes in a series (a benchmark's medians across commits): the optimal
/// piecewise-constant fit of the logs under a penalty per segment (optimal partitioning, as
/// asv's step detection), keeping only steps larger than a minimum relative change.
public enum StepDetection {
    /// A step: the series moves to a new level at `index`.
    public struct Step: Equatable, Sendable {
        /// The first index of the new level.
        public var index: Int
        /// The level before (the median of its segment).
        public var before: Double
        /// The level after.
        public var after: Double
        /// after / before.
        public var ratio: Double { before == 0 ? .infinity : after / before }
    }

    /// The steps of `values` (positive numbers, in order).
    ///
    /// The noise σ of the logs is estimated from successive differences (their MAD / 0.6745 / √2),
    /// floored at `noiseFloor`; a segment costs its squared deviations from its mean, and each
    /// new segment a penalty of 3·σ²·ln(n) (BIC-like). Steps smaller than `minimumChange`
    /// (relative) are dropped and their segments merged.
    ///
    /// - Complexity: O(n²).
    public static func steps(_ values: [Double], minimumChange: Double = 0.02, noiseFloor: Double = 0.005) -> [Step] {
        let n = values.count
        guard n >= 2, values.allSatisfy({ $0 > 0 && $0.isFinite }) else { return [] }
        let logs = values.map { Foundation.log($0) }
        let sigma = max(noiseFloor, noise(logs))
        let penalty = 3 * sigma * sigma * max(1, Foundation.log(Double(n)))
        var prefix = [0.0], prefixSquares = [0.0]
        for y in logs {
            prefix.append(prefix[prefix.count - 1] + y)
            prefixSquares.append(prefixSquares[prefixSquares.count - 1] + y * y)
        }
        func cost(_ i: Int, _ j: Int) -> Double {   // logs[i..<j]
            let k = Double(j - i), s = prefix[j] - prefix[i]
            return prefixSquares[j] - prefixSquares[i] - s * s / k
        }
        var best = [Double](repeating: 0, count: n + 1)
        var previous = [Int](repeating: 0, count: n + 1)
        for j in 1...n {
            best[j] = .infinity
            for i in 0..<j {
                let candidate = best[i] + cost(i, j) + (i == 0 ? 0 : penalty)
                if candidate < best[j] { best[j] = candidate; previous[j] = i }
            }
        }
        var starts: [Int] = []
        var j = n
        while j > 0 { starts.append(previous[j]); j = previous[j] }
        starts.reverse()
        return merge(values, starts: starts, minimumChange: minimumChange)
    }

    /// Steps between segments, dropping (and merging across) those smaller than the minimum.
    static func merge(_ values: [Double], starts: [Int], minimumChange: Double) -> [Step] {
        var boundaries = starts + [values.count]
        var changed = true
        while changed {
            changed = false
            for k in 1..<max(1, boundaries.count - 1) {
                let before = level(values, boundaries[k - 1], boundaries[k])
                let after = level(values, boundaries[k], boundaries[k + 1])
                if abs(after / before - 1) < minimumChange {
                    boundaries.remove(at: k)
                    changed = true
                    break
                }
            }
        }
        return (1..<max(1, boundaries.count - 1)).map { k in
            Step(index: boundaries[k], before: level(values, boundaries[k - 1], boundaries[k]),
                 after: level(values, boundaries[k], boundaries[k + 1]))
        }
    }

    /// The median of values[i..<j].
    static func level(_ values: [Double], _ i: Int, _ j: Int) -> Double {
        Statistics.quantile(values[i..<j].sorted(), 0.5)
    }

    /// σ of the logs from successive differences: robust to the steps themselves.
    static func noise(_ logs: [Double]) -> Double {
        guard logs.count >= 3 else { return 0 }
        let differences = zip(logs.dropFirst(), logs).map { abs($0 - $1) }.sorted()
        return Statistics.quantile(differences, 0.5) / 0.6745 / 2.0.squareRoot()
    }
}
