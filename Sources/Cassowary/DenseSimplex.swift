// The dense simplex itself, in either arithmetic (`DenseScalar`): what `DenseLexicographicLP`
// runs once it has scaled the system.

/// The simplex of ``DenseLexicographicLP``: the tableau `[A | I | b]` premultiplied by the
/// basis's inverse, in `S`'s arithmetic — phase one on the artificials, then each level
/// on the face the levels above left optimal; refactorized from the original rows every
/// `refactorInterval` pivots and before any verdict.
struct DenseSimplex<S: DenseScalar> {
    typealias Outcome = DenseLexicographicLP.Outcome
    typealias Tolerances = DenseLexicographicLP.Tolerances

    let m: Int
    /// Structural columns; artificial column of row i is `n + i`; the right-hand side is
    /// column `n + m`.
    let n: Int
    let width: Int
    var original: [S]
    let costs: [[S]]
    var t: [S]
    var basic: [Int]
    var dropped: [Bool]
    var allowed: [Bool]
    var isBasic: [Bool]
    var pivotsSinceRefactor = 0
    var pivots = 0
    let pivotLimit: Int
    /// Refactorizations so far, and the most a run may make: a pivot that loses feasibility
    /// costs one or more (O(rows² · columns) each), so the pivot limit alone does not bound
    /// the time. Of 6 659 runs on lp-check's spread 0–399 and wide 0–199 files, the most
    /// took 0.47 per row and column; a run past 2 per row and column is not converging.
    var refactors = 0
    let refactorLimit: Int
    let feasibility: S
    let infeasible: S
    let tolerances: Tolerances
    /// Whether the last level of `costs` is the smallest values' (`DenseLexicographicLP`'s
    /// `smallest`).
    let seeksSmallest: Bool
    /// The basis the levels above the smallest values' left, where that level runs.
    var plainBasis: [Int]?
    let zero = S(0)

    init(lp: DenseLexicographicLP) {
        m = lp.rows
        n = lp.columns
        width = n + m + 1
        var full = [S](repeating: S(0), count: m * width)
        var largestRHS = 1.0
        for i in 0..<m {
            for j in 0..<n { full[i * width + j] = S(lp.a[i * n + j]) }
            full[i * width + n + i] = S(1)
            full[i * width + n + m] = S(lp.b[i])
            largestRHS = max(largestRHS, abs(lp.b[i]))
        }
        original = full
        t = full
        costs = lp.costs.map { $0.map { S($0) } }
        let structural = lp.columns
        basic = (0..<lp.rows).map { structural + $0 }
        dropped = [Bool](repeating: false, count: m)
        allowed = [Bool](repeating: true, count: n + m)
        isBasic = [Bool](repeating: false, count: n) + [Bool](repeating: true, count: m)
        pivotLimit = 50 * (m + n) + 1000
        refactorLimit = 2 * (m + n) + 100
        tolerances = DenseLexicographicLP.tolerances(lp.precision)
        seeksSmallest = lp.seeksSmallest
        feasibility = S(lp.primalTolerance * largestRHS)
        infeasible = S(tolerances.infeasibility * largestRHS)
    }

    /// The largest magnitude of `c`, at least 1.
    private static func scale(of c: [S]) -> S {
        c.reduce(S(1)) { Swift.max($0, $1.magnitude) }
    }

    mutating func run() -> Outcome {
        // Phase one: the artificials out of the objective; they never enter again.
        for j in n..<(n + m) { allowed[j] = false }
        var phaseOne = [S](repeating: zero, count: n + m)
        for j in n..<(n + m) { phaseOne[j] = S(1) }
        if let failure = minimize(phaseOne) { return failure }
        var infeasibility = zero
        for i in 0..<m where basic[i] >= n { infeasibility = infeasibility + Swift.max(zero, t[i * width + n + m]) }
        if infeasibility > infeasible * S(Double(m)) { return .infeasible }
        if S.self != Double.self { absorbArtificials() }
        if let failure = driveOutArtificials() { return failure }
        // Phase two: each level on the face the levels above left optimal.
        for (k, level) in costs.enumerated() {
            if seeksSmallest && k == costs.count - 1 { plainBasis = basisColumns }
            var c = level
            c += [S](repeating: zero, count: m)
            if let failure = minimize(c, canStop: true) { return failure }
            let d = reducedCosts(c)
            let fixing = S(tolerances.fixing) * DenseSimplex.scale(of: c)
            for j in 0..<n where allowed[j] && !isBasic[j] && d[j] > fixing {
                allowed[j] = false  // held at zero from here on
            }
        }
        return .optimal(basis: basisColumns, values: (0..<m).map { dropped[$0] ? 0 : t[$0 * width + n + m].double })
    }

    /// Per row, the column basic in it (−1 for a dropped row).
    private var basisColumns: [Int] { (0..<m).map { dropped[$0] ? -1 : basic[$0] } }

    /// Minimizes `c·z` over the allowed columns; nil when optimal. With `canStop`, a pivot
    /// that loses feasibility is taken back and `.stopped` returned with the basis before
    /// it, feasible again; without, it gives up.
    private mutating func minimize(_ c: [S], canStop: Bool = false) -> Outcome? {
        let dualTolerance = S(tolerances.entering) * DenseSimplex.scale(of: c)
        var degenerate = 0
        var confirmed = false
        // Columns found to be rays since the last pivot (see below), skipped until the
        // basis changes; only where no cost is negative, so that no ray can lower `c·z`.
        var rays: [Int] = []
        let raysAreRounding = c.allSatisfy { $0 >= zero }
        // Columns whose pivot lost feasibility both ways (below), skipped until a pivot
        // holds: another column may still lower the objective.
        var refused: [Int] = []
        // Columns whose step would lower `c·z` by no more than its rounding, skipped until
        // a pivot lowers it by more: such a column lies along the face of optima, its
        // reduced cost a rounding of zero, and two of them can take turns in one row for
        // ever, each step moving the basis and not the objective (lp-check spread 19282:
        // 6.2e10, steps lowering it by 3e-16, until the pivot limit, 30 s a run).
        var flat: [Int] = []
        var d: [S] = []
        var refactorsAtReducedCosts = -1
        while true {
            if pivots > pivotLimit { return .gaveUp("no optimum after \(pivots) pivots") }
            if refactors > refactorLimit { return .gaveUp("no optimum after \(refactors) refactorizations") }
            if pivotsSinceRefactor >= DenseLexicographicLP.refactorInterval {
                guard refactor() else { return .gaveUp("a singular basis") }
            }
            // Recomputed from the tableau after a refactorization; after a pivot that needed
            // none, updated by the pivot row alone (O(columns), not O(rows · columns)).
            if refactorsAtReducedCosts != refactors {
                d = reducedCosts(c)
                refactorsAtReducedCosts = refactors
            }
            let bland = degenerate > DenseLexicographicLP.blandAfter
            var entering = -1, best = zero - dualTolerance
            for j in 0..<(n + m) where allowed[j] && !isBasic[j] && d[j] < best && !rays.contains(j) && !refused.contains(j)
                && !flat.contains(j) {
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
            let step = Swift.max(zero, t[leaving * width + n + m]) / t[leaving * width + entering]
            let isDegenerate = step <= feasibility
            let lowers = !isDegenerate && (zero - d[entering]) * step > flatGain(c)
            if !isDegenerate && !lowers {
                flat.append(entering)
                continue
            }
            degenerate = isDegenerate ? degenerate + 1 : 0
            // Harris's row first; should its pivot lose feasibility, the basis before it
            // again and the row of the smallest exact ratio (a Harris step passes rows by
            // up to the tolerance, and a refactorization can put them further below); should
            // that lose it too, the column waits. (Of the 126 files lp-check spread 0–3 999
            // refused at d8f6052, the simplex gave up on a basis that lost feasibility on 70,
            // at such a pivot or driving the artificials out.)
            let before = (basic, isBasic)
            let refactorsBefore = refactors
            var held = pivotHolds(row: leaving, column: entering)
            if held && refactors == refactorsBefore { updateReducedCosts(&d, pivotRow: leaving, column: entering) }
            if !held {
                guard restore(before) else { return .gaveUp("the basis before a pivot, refactored, is infeasible") }
                if let exact = smallestRatioRow(entering), exact != leaving {
                    held = pivotHolds(row: exact, column: entering)
                    if !held && !restore(before) { return .gaveUp("the basis before a pivot, refactored, is infeasible") }
                }
            }
            if held {
                refused.removeAll(keepingCapacity: true)
                if lowers { flat.removeAll(keepingCapacity: true) }
            } else {
                refused.append(entering)
            }
        }
    }

    /// The most a step may lower `c·z` and still be the objective's rounding: the entering
    /// tolerance of the magnitude of its terms at the current vertex.
    private func flatGain(_ c: [S]) -> S {
        var magnitude = S(1)
        for i in 0..<m where !dropped[i] {
            magnitude = magnitude + (c[basic[i]] * t[i * width + n + m]).magnitude
        }
        return S(tolerances.entering) * magnitude
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

    /// What an entry of column `q` must exceed to be a pivot: the pivot tolerance, relative
    /// to the column's largest entry when that is above 1.
    private func pivotThreshold(_ q: Int) -> S {
        var largestEntry = S(1)
        for i in 0..<m where !dropped[i] { largestEntry = Swift.max(largestEntry, t[i * width + q]) }
        return S(tolerances.pivot) * largestEntry
    }

    /// The textbook ratio test: the row of the smallest ratio, ties to the largest entry.
    private func smallestRatioRow(_ q: Int) -> Int? {
        let tolerance = pivotThreshold(q)
        var row: Int?, bestRatio = S(.infinity), bestEntry = zero
        for i in 0..<m where !dropped[i] {
            let entry = t[i * width + q]
            guard entry > tolerance else { continue }
            let ratio = Swift.max(zero, t[i * width + n + m]) / entry
            if ratio < bestRatio || (ratio == bestRatio && entry > bestEntry) {
                (row, bestRatio, bestEntry) = (i, ratio, entry)
            }
        }
        return row
    }

    /// `c_j − Σ_i c_basic(i)·t_ij` for every column.
    private func reducedCosts(_ c: [S]) -> [S] {
        var d = c
        d.withUnsafeMutableBufferPointer { d in
            t.withUnsafeBufferPointer { t in
                for i in 0..<m where !dropped[i] {
                    let weight = c[basic[i]]
                    if weight == zero { continue }
                    let row = i * width
                    for j in 0..<(n + m) where t[row + j] != zero { d[j] = d[j] - weight * t[row + j] }
                }
            }
        }
        return d
    }

    /// The reduced costs after a pivot on `(pivotRow, column)`, from those before it: the
    /// pivot row, divided by its entry, times the entering column's reduced cost.
    private func updateReducedCosts(_ d: inout [S], pivotRow r: Int, column q: Int) {
        let dq = d[q]
        guard dq != zero else { return }
        let row = r * width
        t.withUnsafeBufferPointer { t in
            d.withUnsafeMutableBufferPointer { d in
                for j in 0..<(n + m) where t[row + j] != zero { d[j] = d[j] - dq * t[row + j] }
            }
        }
        d[q] = zero
    }

    /// Harris's two passes: the largest step that leaves no row more than the tolerance
    /// below zero, then, among the rows that block within it, the largest pivot (Bland:
    /// the smallest exact ratio, ties to the lowest basic column).
    private func ratioTest(_ q: Int, bland: Bool) -> Int? {
        let tolerance = pivotThreshold(q)
        if bland {
            var row: Int?, bestRatio = S(.infinity)
            for i in 0..<m where !dropped[i] {
                let entry = t[i * width + q]
                guard entry > tolerance else { continue }
                let ratio = Swift.max(zero, t[i * width + n + m]) / entry
                if ratio < bestRatio || (ratio == bestRatio && row.map { basic[i] < basic[$0] } == true) {
                    (row, bestRatio) = (i, ratio)
                }
            }
            return row
        }
        let unbounded = S(.infinity)
        var bound = unbounded
        for i in 0..<m where !dropped[i] {
            let entry = t[i * width + q]
            if entry > tolerance { bound = Swift.min(bound, (Swift.max(zero, t[i * width + n + m]) + feasibility) / entry) }
        }
        guard bound < unbounded else { return nil }
        var row: Int?, largest = zero
        for i in 0..<m where !dropped[i] {
            let entry = t[i * width + q]
            if entry > tolerance && Swift.max(zero, t[i * width + n + m]) / entry <= bound && entry > largest {
                (row, largest) = (i, entry)
            }
        }
        return row
    }

    private mutating func pivot(row r: Int, column q: Int) {
        pivots += 1
        pivotsSinceRefactor += 1
        let width = self.width, m = self.m
        t.withUnsafeMutableBufferPointer { DenseSimplex.eliminate(in: $0, row: r, column: q, rows: m, width: width) }
        isBasic[basic[r]] = false
        basic[r] = q
        isBasic[q] = true
    }

    /// Sets what a Harris step left just below zero to zero; false when a row is further
    /// below than the tolerance.
    private mutating func clampRightHandSide() -> Bool {
        let floor = zero - feasibility * S(10)
        for i in 0..<m where !dropped[i] {
            let k = i * width + n + m
            if t[k] < zero {
                if t[k] < floor { return false }
                t[k] = zero
            }
        }
        return true
    }

    /// The tableau of the current basis, computed afresh from the original rows.
    private mutating func refactor() -> Bool {
        refactors += 1
        pivotsSinceRefactor = 0
        var f = original
        let width = self.width, m = self.m
        let singular = S(tolerances.singular)
        var rowOf = [Int](repeating: -1, count: m)
        var assigned = [Bool](repeating: false, count: m)
        let ok = f.withUnsafeMutableBufferPointer { f -> Bool in
            for k in 0..<m {
                let q = basic[k]
                var r = -1, largest = S(0)
                for i in 0..<m where !assigned[i] && f[i * width + q].magnitude > largest {
                    (r, largest) = (i, f[i * width + q].magnitude)
                }
                guard r >= 0, largest > singular else { return false }
                assigned[r] = true
                rowOf[k] = r
                DenseSimplex.eliminate(in: f, row: r, column: q, rows: m, width: width)
            }
            return true
        }
        guard ok else { return false }
        // Row k of the working tableau is the one solved for basic[k].
        var fresh = [S](repeating: zero, count: m * width)
        for k in 0..<m {
            let r = rowOf[k]
            for j in 0..<width { fresh[k * width + j] = f[r * width + j] }
        }
        t = fresh
        return true
    }

    /// Gauss–Jordan step: row r divided by its entry in column q, then q eliminated from
    /// every other row.
    private static func eliminate(in f: UnsafeMutableBufferPointer<S>, row r: Int, column q: Int, rows m: Int, width: Int) {
        let pivotRow = r * width
        let zero = S(0), one = S(1)
        let pivot = f[pivotRow + q]
        // Doubles multiply by the reciprocal (one division); double-doubles divide each
        // entry, as exact as their arithmetic is.
        if S.self == Double.self {
            let inverse = one / pivot
            for j in 0..<width { f[pivotRow + j] = f[pivotRow + j] * inverse }
        } else {
            for j in 0..<width where f[pivotRow + j] != zero { f[pivotRow + j] = f[pivotRow + j] / pivot }
        }
        f[pivotRow + q] = one
        // Only the pivot row's non-zero columns change the others: subtracting factor × 0
        // leaves an entry as it is, so skipping them changes no value, and a pivot row is
        // mostly zeros (a constraint's few terms, its slack, its artificial).
        var columns: [Int] = []
        columns.reserveCapacity(width)
        for j in 0..<width where f[pivotRow + j] != zero { columns.append(j) }
        for i in 0..<m where i != r {
            let row = i * width
            let factor = f[row + q]
            if factor == zero { continue }
            for j in columns { f[row + j] = f[row + j] - factor * f[pivotRow + j] }
            f[row + q] = zero
        }
    }

    /// After phase one in double-doubles: what the artificials still hold (within the
    /// infeasibility tolerance, a residue far below a double's rounding of the system, yet
    /// many times the feasibility tolerance here) is taken off their rows' right-hand
    /// sides, so that the simplex goes on with a system that is feasible as it holds it,
    /// and driving the artificials out leaves no row below zero. An artificial's column is
    /// in the basis, so lowering its row's right-hand side by its value moves it alone.
    /// (lp-check spread 65, 68, 83: phase one ends 2e-16 to 7e-12 short, every row ≤ 1e4.)
    private mutating func absorbArtificials() {
        var moved = false
        for i in 0..<m where basic[i] >= n && !dropped[i] {
            let value = t[i * width + n + m]
            guard value > zero else { continue }
            let row = basic[i] - n
            original[row * width + n + m] = original[row * width + n + m] - value
            moved = true
        }
        if moved { _ = refactor() }
    }

    /// After phase one: every artificial still basic (at zero) leaves for a structural
    /// column of its row; a row with none is implied by the others and is dropped.
    private mutating func driveOutArtificials() -> Outcome? {
        guard refactor() else { return .gaveUp("a singular basis") }
        let threshold = S(tolerances.drivingOut)
        for i in 0..<m where basic[i] >= n && !dropped[i] {
            t[i * width + n + m] = zero
            var q = -1, largest = zero
            for j in 0..<n where allowed[j] && !isBasic[j] && t[i * width + j].magnitude > largest {
                (q, largest) = (j, t[i * width + j].magnitude)
            }
            if q >= 0 && largest > threshold {
                pivot(row: i, column: q)
            } else {
                dropped[i] = true
            }
        }
        guard refactor() else { return .gaveUp("a singular basis") }
        return clampRightHandSide() ? nil : .gaveUp("driving the artificials out lost feasibility")
    }
}
