/// A dense two-phase simplex over `A·z = b, z ≥ 0`, minimized level by level, that owes
/// nothing to the incremental tableau: the last resort of `Solver.verify` when every tableau
/// it built drifted (`SolverCore+IndependentBasis`).
///
/// What keeps it accurate where the tableau was not:
/// - **Refactorization.** Every `refactorInterval` pivots, and before any verdict, the working
///   tableau is computed afresh from the original rows for the current basis (Gauss–Jordan with
///   partial pivoting), so rounding does not pile up along the path as it does in rows that
///   are only ever updated.
/// - **Harris's two-pass ratio test**, taking the largest pivot among the rows that block
///   within the feasibility tolerance, instead of the first row that blocks exactly.
/// - **Rows equilibrated** (largest coefficient 1) before anything, since the systems that
///   reach it mix 0.1 and 100 in one row.
/// - **Twice the precision where asked** (``Precision/doubleDouble``): the same steps in
///   ``DoubleDouble``, the system scaled by powers of two only, so that it runs on the system
///   exactly as written.
///
/// This type holds the system and scales it; the simplex itself is ``DenseSimplex``.
/// It returns a basis, not values: the caller certifies that basis with the duals and solves
/// its vertex from the constraints as written, so an error here costs a refusal, never a
/// wrong answer. Dense, so only for small systems: O(rows² · columns) per refactorization.
struct DenseLexicographicLP {
    /// The arithmetic the simplex runs in.
    enum Precision {
        /// Doubles; rows and columns scaled to a largest coefficient of exactly 1.
        case double
        /// ``DoubleDouble``, about 32 decimal digits, 10–20 times the work; rows and columns
        /// scaled by powers of two (a largest coefficient in [½, 1)), which round nothing.
        case doubleDouble
    }

    enum Outcome: Equatable {
        /// Per row, its basic column (-1 for a row found redundant: all zero once the other
        /// rows are eliminated, a required equality the others imply) and that column's value,
        /// from a fresh refactorization.
        case optimal(basis: [Int], values: [Double])
        /// A feasible basis (as in `optimal`) past which a pivot lost feasibility that a fresh
        /// refactorization could not restore: the caller may take it further by steps solved
        /// from the constraints (`SolverCore.certifiedVertex(from:tolerance:)`).
        case stopped(basis: [Int])
        case infeasible
        case gaveUp(String)
    }

    let rows: Int
    let columns: Int
    /// Row-major `rows × columns`.
    private(set) var a: [Double]
    private(set) var b: [Double]
    /// Per level, highest first: each column's cost (the smallest values' level last, when
    /// asked for: see `init`).
    private(set) var costs: [[Double]]

    /// Pivots between two refactorizations.
    static let refactorInterval = 40
    /// Degenerate pivots in a row after which entering and leaving follow Bland's rule
    /// (no cycling), until a pivot moves the objective.
    static let blandAfter = 30
    /// Relative tolerances: a pivot; a reduced cost that still enters, as a share of the
    /// level's largest cost (as fine as the certificate that judges the basis after: at 1e-9 a
    /// weak slack's reduced cost of -2.7e-5 beside strong×7 stopped it early, and the
    /// certificate refused the basis); a reduced cost that holds a column at zero for the
    /// levels below (coarser, so that rounding never fixes a column whose cost is zero); the
    /// artificials' sum that phase one leaves on a system still taken as feasible; the
    /// smallest pivot a refactorization takes, and an artificial's row is driven out by. How
    /// far below zero a row may go within a step is the caller's (``primalTolerance``).
    struct Tolerances {
        var pivot: Double
        var entering: Double
        var fixing: Double
        var infeasibility: Double
        var singular: Double
        var drivingOut: Double
    }

    /// Each set a few digits above its arithmetic's rounding. In doubles, tolerances of 1e-9
    /// let a Harris step or an artificial driven out leave rows up to 1e-9 of the right-hand
    /// side off, which a refactorization then finds below zero: run in double-doubles with
    /// those same tolerances, the simplex answered 5 of the 32 files of lp-check spread
    /// 0–3 999 the doubles left refused, and on each of the seven others looked at it stopped
    /// so again (it is what the tolerances let through, not what the arithmetic rounds).
    static func tolerances(_ precision: Precision) -> Tolerances {
        switch precision {
        case .double:
            return Tolerances(pivot: 1e-9, entering: 1e-12, fixing: 1e-9, infeasibility: 1e-9, singular: 1e-13, drivingOut: 1e-9)
        case .doubleDouble:
            return Tolerances(pivot: 1e-20, entering: 1e-24, fixing: 1e-20, infeasibility: 1e-12, singular: 1e-28,
                              drivingOut: 1e-20)
        }
    }

    /// How far below zero (relative to the largest right-hand side) a row may go within a step.
    let primalTolerance: Double
    let precision: Precision
    /// Whether the last level of `costs` is the smallest values' (`init`'s `smallest`).
    let seeksSmallest: Bool

    /// `smallest`: columns whose sum, as the system states them, is minimized at a last level
    /// below `costs`' — among the optimal vertices, one of the smallest values there. A face of
    /// optima can run along a direction nothing holds but a sum (lp-check spread 5515: two
    /// variables at ±2.8·10¹⁰ where the exact optimum has them at 0), and at such values the
    /// rounding of the terms is what the objective misses by. That level can also step along a
    /// column whose reduced cost above it is positive within the fixing tolerance, far enough
    /// to raise a level (spread 10150: 3.9% of the objective more), so ``solveBoth()`` gives
    /// the basis before it too, for the caller to judge both as the constraints are written.
    init(rows: Int, columns: Int, a: [Double], b: [Double], costs: [[Double]], primalTolerance: Double = 1e-9,
         scalesColumns: Bool = false, precision: Precision = .double, smallest: Range<Int> = 0..<0) {
        precondition(a.count == rows * columns && b.count == rows, "dense LP: mismatched sizes")
        self.rows = rows
        self.columns = columns
        self.a = a
        self.b = b
        self.costs = costs
        self.primalTolerance = primalTolerance
        self.precision = precision
        seeksSmallest = !smallest.isEmpty
        equilibrate()
        if scalesColumns { scaleFreeColumns(); equilibrate() }
        if !smallest.isEmpty {
            // A scaled column's value is the system's divided by its factor: its cost is the factor.
            self.costs.append((0..<columns).map { j in
                smallest.contains(j) ? (columnScale.isEmpty ? 1 : columnScale[j]) : 0
            })
        }
    }

    /// The factor that brings `largest` to 1 (`.double`), or to [½, 1) by a power of two,
    /// which multiplies exactly (`.doubleDouble`).
    private func scaleFactor(_ largest: Double) -> Double {
        guard largest > 0 else { return 1 }
        switch precision {
        case .double: return 1 / largest
        case .doubleDouble: return Double(sign: .plus, exponent: -largest.exponent - 1, significand: 1)
        }
    }

    /// Scales each row to a largest coefficient of 1 and makes every right-hand side ≥ 0.
    private mutating func equilibrate() {
        for i in 0..<rows {
            var largest = 0.0
            for j in 0..<columns { largest = max(largest, abs(a[i * columns + j])) }
            var factor = scaleFactor(largest)
            if b[i] * factor < 0 { factor = -factor }
            for j in 0..<columns { a[i * columns + j] *= factor }
            b[i] *= factor
        }
    }

    /// Per column, the factor its values are multiplied by to be the system's (1 unscaled).
    private var columnScale: [Double] = []

    /// Scales each column with no cost in any level to a largest coefficient of 1: which
    /// basis is optimal does not change, and a column of 1e-3 beside one of 1e3 no longer
    /// spreads every pivot's rounding by 10⁶.
    private mutating func scaleFreeColumns() {
        columnScale = [Double](repeating: 1, count: columns)
        for j in 0..<columns where costs.allSatisfy({ $0[j] == 0 }) {
            var largest = 0.0
            for i in 0..<rows { largest = max(largest, abs(a[i * columns + j])) }
            guard largest > 0 else { continue }
            let factor = scaleFactor(largest)
            for i in 0..<rows { a[i * columns + j] *= factor }
            columnScale[j] = factor
        }
    }

    func solve() -> Outcome { solveBoth().outcome }

    /// The outcome, where the smallest values' level ran the basis the levels above it left
    /// (`init`'s `smallest`), and the pivots the simplex took (attempted ones included).
    func solveBoth() -> (outcome: Outcome, plainBasis: [Int]?, pivots: Int) {
        let outcome: Outcome, plain: [Int]?, pivots: Int
        switch precision {
        case .double:
            var work = DenseSimplex<Double>(lp: self)
            outcome = work.run()
            (plain, pivots) = (work.plainBasis, work.pivots)
        case .doubleDouble:
            var work = DenseSimplex<DoubleDouble>(lp: self)
            outcome = work.run()
            (plain, pivots) = (work.plainBasis, work.pivots)
        }
        guard case let .optimal(basis, values) = outcome, !columnScale.isEmpty else { return (outcome, plain, pivots) }
        return (.optimal(basis: basis, values: zip(basis, values).map { $0 >= 0 && $0 < columns ? $1 * columnScale[$0] : $1 }),
                plain, pivots)
    }
}
