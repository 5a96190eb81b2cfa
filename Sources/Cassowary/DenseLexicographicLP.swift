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
///
/// It returns a basis, not values: the caller certifies that basis with the duals and solves
/// its vertex from the constraints as written, so an error here costs a refusal, never a
/// wrong answer. Dense, so only for small systems: O(rows² · columns) per refactorization.
struct DenseLexicographicLP {
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
    private var a: [Double]
    private var b: [Double]
    /// Per level, highest first: each column's cost.
    private let costs: [[Double]]

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
    /// artificials' sum that phase one leaves on a system still taken as feasible. How far
    /// below zero a row may go within a step is the caller's (``primalTolerance``).
    static let pivotTolerance = 1e-9
    static let enteringTolerance = 1e-12
    static let fixingTolerance = 1e-9
    static let infeasibilityTolerance = 1e-9
    /// How far below zero (relative to the largest right-hand side) a row may go within a step.
    let primalTolerance: Double

    init(rows: Int, columns: Int, a: [Double], b: [Double], costs: [[Double]], primalTolerance: Double = 1e-9,
         scalesColumns: Bool = false) {
        precondition(a.count == rows * columns && b.count == rows, "dense LP: mismatched sizes")
        self.rows = rows
        self.columns = columns
        self.a = a
        self.b = b
        self.costs = costs
        self.primalTolerance = primalTolerance
        equilibrate()
        if scalesColumns { scaleFreeColumns(); equilibrate() }
    }

    /// Scales each row to a largest coefficient of 1 and makes every right-hand side ≥ 0.
    private mutating func equilibrate() {
        for i in 0..<rows {
            var largest = 0.0
            for j in 0..<columns { largest = max(largest, abs(a[i * columns + j])) }
            var factor = largest > 0 ? 1 / largest : 1
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
            let factor = 1 / largest
            for i in 0..<rows { a[i * columns + j] *= factor }
            columnScale[j] = factor
        }
    }

    func solve() -> Outcome {
        var work = Work(lp: self)
        let outcome = work.run()
        guard case let .optimal(basis, values) = outcome, !columnScale.isEmpty else { return outcome }
        return .optimal(basis: basis, values: zip(basis, values).map { $0 >= 0 && $0 < columns ? $1 * columnScale[$0] : $1 })
    }

    /// The working state: the tableau `[A | I | b]` premultiplied by the basis's inverse.
    private struct Work {
        let m: Int
        /// Structural columns; artificial column of row i is `n + i`; the right-hand side is
        /// column `n + m`.
        let n: Int
        let width: Int
        let original: [Double]
        let costs: [[Double]]
        var t: [Double]
        var basic: [Int]
        var dropped: [Bool]
        var allowed: [Bool]
        var isBasic: [Bool]
        var pivotsSinceRefactor = 0
        var pivots = 0
        let pivotLimit: Int
        let feasibility: Double
        let infeasible: Double

        init(lp: DenseLexicographicLP) {
            m = lp.rows
            n = lp.columns
            width = n + m + 1
            var full = [Double](repeating: 0, count: m * width)
            var largestRHS = 1.0
            for i in 0..<m {
                for j in 0..<n { full[i * width + j] = lp.a[i * n + j] }
                full[i * width + n + i] = 1
                full[i * width + n + m] = lp.b[i]
                largestRHS = max(largestRHS, abs(lp.b[i]))
            }
            original = full
            t = full
            costs = lp.costs
            let structural = lp.columns
            basic = (0..<lp.rows).map { structural + $0 }
            dropped = [Bool](repeating: false, count: m)
            allowed = [Bool](repeating: true, count: n + m)
            isBasic = [Bool](repeating: false, count: n) + [Bool](repeating: true, count: m)
            pivotLimit = 50 * (m + n) + 1000
            feasibility = lp.primalTolerance * largestRHS
            infeasible = DenseLexicographicLP.infeasibilityTolerance * largestRHS
        }

        mutating func run() -> Outcome {
            // Phase one: the artificials out of the objective; they never enter again.
            for j in n..<(n + m) { allowed[j] = false }
            var phaseOne = [Double](repeating: 0, count: n + m)
            for j in n..<(n + m) { phaseOne[j] = 1 }
            if let failure = minimize(phaseOne) { return failure }
            var infeasibility = 0.0
            for i in 0..<m where basic[i] >= n { infeasibility += max(0, t[i * width + n + m]) }
            if infeasibility > infeasible * Double(m) { return .infeasible }
            if let failure = driveOutArtificials() { return failure }
            // Phase two: each level on the face the levels above left optimal.
            for level in costs {
                var c = level
                c += [Double](repeating: 0, count: m)
                if let failure = minimize(c, canStop: true) { return failure }
                let d = reducedCosts(c)
                let scale = max(1, c.map(abs).max() ?? 1)
                for j in 0..<n where allowed[j] && !isBasic[j] && d[j] > DenseLexicographicLP.fixingTolerance * scale {
                    allowed[j] = false  // held at zero from here on
                }
            }
            return .optimal(basis: basisColumns, values: (0..<m).map { dropped[$0] ? 0 : t[$0 * width + n + m] })
        }

        /// Per row, the column basic in it (−1 for a dropped row).
        private var basisColumns: [Int] { (0..<m).map { dropped[$0] ? -1 : basic[$0] } }

        /// Minimizes `c·z` over the allowed columns; nil when optimal. With `canStop`, a pivot
        /// that loses feasibility is taken back and `.stopped` returned with the basis before
        /// it, feasible again; without, it gives up.
        private mutating func minimize(_ c: [Double], canStop: Bool = false) -> Outcome? {
            let scale = max(1, c.map(abs).max() ?? 1)
            let dualTolerance = DenseLexicographicLP.enteringTolerance * scale
            var degenerate = 0
            var confirmed = false
            // Columns found to be rays since the last pivot (see below), skipped until the
            // basis changes; only where no cost is negative, so that no ray can lower `c·z`.
            var rays: [Int] = []
            let raysAreRounding = c.allSatisfy { $0 >= 0 }
            // Columns whose pivot lost feasibility both ways (below), skipped until a pivot
            // holds: another column may still lower the objective.
            var refused: [Int] = []
            while true {
                if pivots > pivotLimit { return .gaveUp("no optimum after \(pivots) pivots") }
                if pivotsSinceRefactor >= DenseLexicographicLP.refactorInterval {
                    guard refactor() else { return .gaveUp("a singular basis") }
                }
                let d = reducedCosts(c)
                let bland = degenerate > DenseLexicographicLP.blandAfter
                var entering = -1, best = -dualTolerance
                for j in 0..<(n + m) where allowed[j] && !isBasic[j] && d[j] < best && !rays.contains(j) && !refused.contains(j) {
                    entering = j
                    if bland { break }
                    best = d[j]
                }
                if entering < 0 && !refused.isEmpty {
                    // Every column left to lower the objective loses feasibility.
                    return canStop ? .stopped(basis: basisColumns) : .gaveUp("every column left loses feasibility")
                }
                if entering < 0 {
                    // An optimum on a tableau with rounding in it: confirmed on a fresh one.
                    if confirmed || pivotsSinceRefactor == 0 { return nil }
                    guard refactor() else { return .gaveUp("a singular basis") }
                    confirmed = true
                    continue
                }
                confirmed = false
                // No row bounds the entering column: a ray. Where no cost is negative (the
                // fallback's: errors', slacks' and artificials' weights) no ray lowers the
                // objective, so its reduced cost is rounding of a zero (a variable free along
                // the face of optima, its two halves' costs ±ε). Skipped, not taken for
                // unboundedness (lp-check wide 7577 was refused so).
                guard let leaving = ratioTest(entering, bland: bland) else {
                    guard raysAreRounding else { return .gaveUp("an unbounded direction") }
                    rays.append(entering)
                    continue
                }
                rays.removeAll(keepingCapacity: true)
                let step = max(0, t[leaving * width + n + m]) / t[leaving * width + entering]
                degenerate = step <= feasibility ? degenerate + 1 : 0
                // Harris's row first; should its pivot lose feasibility, the basis before it
                // again and the row of the smallest exact ratio (a Harris step passes rows by
                // up to the tolerance, and a refactorization can put them further below); should
                // that lose it too, the column waits. (Of the 126 files lp-check spread 0–3 999
                // refused at d8f6052, the simplex gave up on a basis that lost feasibility on 70,
                // at such a pivot or driving the artificials out.)
                let before = (basic, isBasic)
                var held = pivotHolds(row: leaving, column: entering)
                if !held {
                    guard restore(before) else { return .gaveUp("the basis before a pivot, refactored, is infeasible") }
                    if let exact = smallestRatioRow(entering), exact != leaving {
                        held = pivotHolds(row: exact, column: entering)
                        if !held && !restore(before) { return .gaveUp("the basis before a pivot, refactored, is infeasible") }
                    }
                }
                if held { refused.removeAll(keepingCapacity: true) } else { refused.append(entering) }
            }
        }

        /// Pivots; whether every row is still feasible, on the updated tableau or a fresh one.
        private mutating func pivotHolds(row: Int, column: Int) -> Bool {
            pivot(row: row, column: column)
            return clampRightHandSide() || (refactor() && clampRightHandSide())
        }

        /// Back to `basis`, refactored; whether it is feasible (it was before the pivot).
        private mutating func restore(_ basis: ([Int], [Bool])) -> Bool {
            (basic, isBasic) = basis
            return refactor() && clampRightHandSide()
        }

        /// The textbook ratio test: the row of the smallest ratio, ties to the largest entry.
        private func smallestRatioRow(_ q: Int) -> Int? {
            var largestEntry = 0.0
            for i in 0..<m where !dropped[i] { largestEntry = max(largestEntry, t[i * width + q]) }
            let tolerance = DenseLexicographicLP.pivotTolerance * max(1, largestEntry)
            var row: Int?, bestRatio = Double.infinity, bestEntry = 0.0
            for i in 0..<m where !dropped[i] {
                let entry = t[i * width + q]
                guard entry > tolerance else { continue }
                let ratio = max(0, t[i * width + n + m]) / entry
                if ratio < bestRatio || (ratio == bestRatio && entry > bestEntry) {
                    (row, bestRatio, bestEntry) = (i, ratio, entry)
                }
            }
            return row
        }

        /// `c_j − Σ_i c_basic(i)·t_ij` for every column.
        private func reducedCosts(_ c: [Double]) -> [Double] {
            var d = c
            d.withUnsafeMutableBufferPointer { d in
                t.withUnsafeBufferPointer { t in
                    for i in 0..<m where !dropped[i] {
                        let weight = c[basic[i]]
                        if weight == 0 { continue }
                        let row = i * width
                        for j in 0..<(n + m) { d[j] -= weight * t[row + j] }
                    }
                }
            }
            return d
        }

        /// Harris's two passes: the largest step that leaves no row more than the tolerance
        /// below zero, then, among the rows that block within it, the largest pivot (Bland:
        /// the smallest exact ratio, ties to the lowest basic column).
        private func ratioTest(_ q: Int, bland: Bool) -> Int? {
            var largestEntry = 0.0
            for i in 0..<m where !dropped[i] { largestEntry = max(largestEntry, t[i * width + q]) }
            let tolerance = DenseLexicographicLP.pivotTolerance * max(1, largestEntry)
            if bland {
                var row: Int?, bestRatio = Double.infinity
                for i in 0..<m where !dropped[i] {
                    let entry = t[i * width + q]
                    guard entry > tolerance else { continue }
                    let ratio = max(0, t[i * width + n + m]) / entry
                    if ratio < bestRatio || (ratio == bestRatio && row.map { basic[i] < basic[$0] } == true) {
                        (row, bestRatio) = (i, ratio)
                    }
                }
                return row
            }
            var bound = Double.infinity
            for i in 0..<m where !dropped[i] {
                let entry = t[i * width + q]
                if entry > tolerance { bound = min(bound, (max(0, t[i * width + n + m]) + feasibility) / entry) }
            }
            guard bound < .infinity else { return nil }
            var row: Int?, largest = 0.0
            for i in 0..<m where !dropped[i] {
                let entry = t[i * width + q]
                if entry > tolerance && max(0, t[i * width + n + m]) / entry <= bound && entry > largest {
                    (row, largest) = (i, entry)
                }
            }
            return row
        }

        private mutating func pivot(row r: Int, column q: Int) {
            pivots += 1
            pivotsSinceRefactor += 1
            let width = self.width, m = self.m
            t.withUnsafeMutableBufferPointer { Work.eliminate(in: $0, row: r, column: q, rows: m, width: width) }
            isBasic[basic[r]] = false
            basic[r] = q
            isBasic[q] = true
        }

        /// Sets what a Harris step left just below zero to zero; false when a row is further
        /// below than the tolerance.
        private mutating func clampRightHandSide() -> Bool {
            for i in 0..<m where !dropped[i] {
                let k = i * width + n + m
                if t[k] < 0 {
                    if t[k] < -feasibility * 10 { return false }
                    t[k] = 0
                }
            }
            return true
        }

        /// The tableau of the current basis, computed afresh from the original rows.
        private mutating func refactor() -> Bool {
            pivotsSinceRefactor = 0
            var f = original
            let width = self.width, m = self.m
            var rowOf = [Int](repeating: -1, count: m)
            var assigned = [Bool](repeating: false, count: m)
            let ok = f.withUnsafeMutableBufferPointer { f -> Bool in
                for k in 0..<m {
                    let q = basic[k]
                    var r = -1, largest = 0.0
                    for i in 0..<m where !assigned[i] && abs(f[i * width + q]) > largest {
                        (r, largest) = (i, abs(f[i * width + q]))
                    }
                    guard r >= 0, largest > 1e-13 else { return false }
                    assigned[r] = true
                    rowOf[k] = r
                    Work.eliminate(in: f, row: r, column: q, rows: m, width: width)
                }
                return true
            }
            guard ok else { return false }
            // Row k of the working tableau is the one solved for basic[k].
            var fresh = [Double](repeating: 0, count: m * width)
            for k in 0..<m {
                let r = rowOf[k]
                for j in 0..<width { fresh[k * width + j] = f[r * width + j] }
            }
            t = fresh
            return true
        }

        /// Gauss–Jordan step: row r divided by its entry in column q, then q eliminated from
        /// every other row.
        private static func eliminate(in f: UnsafeMutableBufferPointer<Double>, row r: Int, column q: Int, rows m: Int, width: Int) {
            let pivotRow = r * width
            let inverse = 1 / f[pivotRow + q]
            for j in 0..<width { f[pivotRow + j] *= inverse }
            f[pivotRow + q] = 1
            for i in 0..<m where i != r {
                let row = i * width
                let factor = f[row + q]
                if factor == 0 { continue }
                for j in 0..<width { f[row + j] -= factor * f[pivotRow + j] }
                f[row + q] = 0
            }
        }

        /// After phase one: every artificial still basic (at zero) leaves for a structural
        /// column of its row; a row with none is implied by the others and is dropped.
        private mutating func driveOutArtificials() -> Outcome? {
            guard refactor() else { return .gaveUp("a singular basis") }
            for i in 0..<m where basic[i] >= n && !dropped[i] {
                t[i * width + n + m] = 0
                var q = -1, largest = 0.0
                for j in 0..<n where allowed[j] && !isBasic[j] && abs(t[i * width + j]) > largest {
                    (q, largest) = (j, abs(t[i * width + j]))
                }
                if q >= 0 && largest > 1e-9 {
                    pivot(row: i, column: q)
                } else {
                    dropped[i] = true
                }
            }
            guard refactor() else { return .gaveUp("a singular basis") }
            return clampRightHandSide() ? nil : .gaveUp("driving the artificials out lost feasibility")
        }
    }
}
