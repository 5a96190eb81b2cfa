/// The canonical hierarchies of shared/workloads.md.
public enum Workload: String, CaseIterable, Sendable {
    case siblings, chain, nested, grid, redundant, minimal

    /// The sizes of workloads.md: the default suite runs up to 10 000, the full one beyond.
    public static let defaultSizes = [100, 1_000, 10_000]
    public static let fullSizes = [100_000]
    /// The solver-level scale check of the full suite: build and resize only (a churn step
    /// on chain or nested costs Θ(n), and n/100 of them would take hours).
    public static let scaleSizes = [1_000_000]

    /// Root width of resize step k (k = 0…19): W = 320 + 37·k.
    public static func resizeWidth(_ k: Int) -> Double { Double(320 + 37 * k) }
    public static let resizeSteps = 20
    public static let rootHeight = 800.0

    /// The views with a churn step: i mod 100 = 50, or v(⌊n/2⌋) when n ≤ 50.
    public static func churnViews(n: Int) -> [Int] {
        n <= 50 ? [n / 2] : Array(stride(from: 50, to: n, by: 100))
    }

    /// Grid columns: ceil(sqrt(n)).
    public static func gridColumns(n: Int) -> Int {
        var c = Int(Double(n).squareRoot())
        while c * c < n { c += 1 }
        while c > 1 && (c - 1) * (c - 1) >= n { c -= 1 }
        return c
    }

    /// The width every view must have after a resize to root width `w`, by the workload's
    /// check formula (workloads.md).
    public func expectedWidth(ofView i: Int, n: Int, rootWidth w: Double) -> Double {
        switch self {
        case .siblings: return 0.5 * w
        case .chain: return (w - 16 - 8 * Double(n - 1)) / Double(n)
        case .nested: return w - 2 * Double(i + 1)
        case .grid:
            let c = Double(Workload.gridColumns(n: n))
            return (w - 8 * (c + 1)) / c
        case .redundant, .minimal: return w - 100
        }
    }
}
