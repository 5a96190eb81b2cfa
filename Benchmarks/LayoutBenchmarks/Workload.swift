/// The workloads of docs/workloads.md: the six canonical hierarchies of shared/workloads.md
/// (nearly all required equalities), the six real-screen families (intrinsic sizes held by
/// hugging and compression resistance, inequalities, optional priorities), where the simplex
/// pivots, and the four tie families (default priorities everywhere: the optimum is a face).
public enum Workload: String, CaseIterable, Sendable {
    case siblings, chain, nested, grid, redundant, minimal
    case feed, cards, form, cells, toolbar, priorities
    case pinned, squeeze, tiles, chips

    /// The canonical hierarchies: required equalities, built without a pivot.
    public static let canonical: [Workload] = [.siblings, .chain, .nested, .grid, .redundant, .minimal]
    /// The real-screen families (ScreenWorkloads.swift).
    public static let screens: [Workload] = [.feed, .cards, .form, .cells, .toolbar, .priorities]
    /// The tie families (TieWorkloads.swift): screens whose optimum is not a point.
    public static let ties: [Workload] = [.pinned, .squeeze, .tiles, .chips]

    /// Whether priorities tie, so that only some coordinates are fixed by the lines.
    public var isTie: Bool { Workload.ties.contains(self) }

    public var isScreen: Bool { groupSize > 0 }

    /// Views per repeated group of a real-screen family (a card and its three labels, a form
    /// row, …); n must be a multiple of it. 0 for the canonical workloads (any n).
    public var groupSize: Int {
        switch self {
        case .siblings, .chain, .nested, .grid, .redundant, .minimal: return 0
        case .feed, .pinned, .squeeze, .tiles: return 1
        case .form: return 2
        case .cards, .cells, .toolbar, .priorities, .chips: return 4
        }
    }

    /// Whether the workload is defined for n views.
    public func accepts(n: Int) -> Bool { n >= 1 && (groupSize <= 1 || n % groupSize == 0) }

    /// Throws ``WorkloadSizeError`` unless the workload is defined for n views.
    public func validate(n: Int) throws(WorkloadSizeError) {
        guard accepts(n: n) else { throw WorkloadSizeError(workload: self, n: n) }
    }

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

    /// The width every view of a canonical workload must have after a resize to root width
    /// `w`, by its check formula (workloads.md); the real-screen families check more than
    /// widths (``ScreenWorkloads/expectations(_:n:rootWidth:views:)``).
    public func expectedWidth(ofView i: Int, n: Int, rootWidth w: Double) -> Double {
        switch self {
        case .siblings: return 0.5 * w
        case .chain: return (w - 16 - 8 * Double(n - 1)) / Double(n)
        case .nested: return w - 2 * Double(i + 1)
        case .grid:
            let c = Double(Workload.gridColumns(n: n))
            return (w - 8 * (c + 1)) / c
        case .redundant, .minimal: return w - 100
        case .feed, .cards, .form, .cells, .toolbar, .priorities, .pinned, .squeeze, .tiles, .chips:
            return ScreenWorkloads.frame(of: i, self, n: n, rootWidth: w).width
        }
    }
}

/// A real-screen family asked for a number of views that is not a whole number of its groups.
public struct WorkloadSizeError: Error, CustomStringConvertible, Sendable {
    public var workload: Workload
    public var n: Int

    public var description: String {
        if n < 1 { return "\(workload.rawValue): n must be at least 1" }
        return "\(workload.rawValue): n must be a multiple of \(workload.groupSize) (each group has \(workload.groupSize) views), not \(n)"
    }
}
