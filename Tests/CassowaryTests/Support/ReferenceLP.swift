/// A deliberately simple dense LP solver, independent of the tableau under test: two-phase
/// simplex over `A z = b, z ≥ 0` with Bland's rule, on systems of a few dozen columns.
struct ReferenceLP {
    /// `gaveUp`: the iteration limit ran out; a test must fail on it, never take it for an
    /// answer.
    enum Outcome: Equatable { case optimal(Double), infeasible, gaveUp }

    /// A constraint `Σ coefficient·x + constant OP 0` over free variables x.
    struct Row {
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        var weight: Double?  // nil = required
        /// The soft row's priority level: higher levels are minimized first, outright.
        var level: Double = 0
    }

    enum Relation { case equal, lessThanOrEqual, greaterThanOrEqual }

    /// Minimum of Σ weight·violation over soft rows, subject to the required rows (levels
    /// ignored: one weighted sum).
    static func minimumError(variables n: Int, rows: [Row]) -> Outcome {
        var flat = rows
        for i in flat.indices { flat[i].level = 0 }
        switch lexicographicMinimum(variables: n, rows: flat) {
        case .optimal(let values): return .optimal(values.first?.value ?? 0)
        case .infeasible: return .infeasible
        case .gaveUp: return .gaveUp
        }
    }

    enum LexicographicOutcome: Equatable {
        case optimal([Level])
        case infeasible, gaveUp
    }

    struct Level: Equatable {
        var level: Double
        var value: Double
    }

    /// The lexicographic minimum: Σ weight·violation of the highest level's soft rows first,
    /// then, holding that at its minimum, the next level's, and so on. One value per level
    /// that has soft rows, highest first.
    static func lexicographicMinimum(variables n: Int, rows: [Row]) -> LexicographicOutcome {
        // Columns: x⁺ (n), x⁻ (n), then per row its slack / error columns.
        var a: [[Double]] = []
        var b: [Double] = []
        var cost: [Double] = Array(repeating: 0, count: 2 * n)
        var extra: [[(row: Int, value: Double)]] = []
        func column(_ entries: [(Int, Double)], cost c: Double) {
            extra.append(entries.map { (row: $0.0, value: $0.1) })
            cost.append(c)
        }
        for (i, row) in rows.enumerated() {
            var coefficients = row.coefficients + row.coefficients.map { -$0 }
            coefficients.reserveCapacity(2 * n)
            a.append(coefficients)
            b.append(-row.constant)
            switch (row.relation, row.weight) {
            case (.equal, nil): break
            case (.equal, let w?): column([(i, -1)], cost: w); column([(i, 1)], cost: w)
            case (.lessThanOrEqual, nil): column([(i, 1)], cost: 0)
            case (.greaterThanOrEqual, nil): column([(i, -1)], cost: 0)
            case (.lessThanOrEqual, let w?): column([(i, 1)], cost: 0); column([(i, -1)], cost: w)
            case (.greaterThanOrEqual, let w?): column([(i, -1)], cost: 0); column([(i, 1)], cost: w)
            }
        }
        var width = 2 * n + extra.count
        for i in 0..<a.count { a[i] += Array(repeating: 0, count: extra.count) }
        for (j, entries) in extra.enumerated() { for e in entries { a[e.row][2 * n + j] = e.value } }
        // Which level each cost column belongs to (the row's level).
        var columnLevel = Array(repeating: 0.0, count: 2 * n)
        for entries in extra { columnLevel.append(entries.first.map { rows[$0.row].level } ?? 0) }
        let levels = Set(rows.compactMap { $0.weight == nil ? nil : $0.level }).sorted(by: >)
        if levels.isEmpty {
            switch solve(a: a, b: b, cost: Array(repeating: 0, count: width), width: width) {
            case .optimal: return .optimal([])
            case .infeasible: return .infeasible
            case .gaveUp: return .gaveUp
            }
        }
        var out: [Level] = []
        for level in levels {
            let levelCost = (0..<width).map { columnLevel[$0] == level ? cost[$0] : 0 }
            switch solve(a: a, b: b, cost: levelCost, width: width) {
            case .infeasible: return .infeasible
            case .gaveUp: return .gaveUp
            case .optimal(let value):
                out.append(Level(level: level, value: value))
                // Hold this level at its minimum (with room for rounding) for the next ones:
                // Σ cost·column + slack = value + tolerance.
                for i in 0..<a.count { a[i].append(0) }
                var row = levelCost
                row.append(1)
                a.append(row)
                b.append(value + 1e-9 * max(1, abs(value)))
                width += 1
                columnLevel.append(-.infinity)
                cost.append(0)
            }
        }
        return .optimal(out)
    }

    private static func solve(a: [[Double]], b: [Double], cost: [Double], width: Int) -> Outcome {
        let m = a.count
        if m == 0 { return .optimal(0) }
        // Phase 1: artificials on every row (b made ≥ 0).
        var t: [[Double]] = []
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            var row = a[i].map { $0 * sign }
            row += (0..<m).map { $0 == i ? 1 : 0 }
            row.append(b[i] * sign)
            t.append(row)
        }
        var basis = (0..<m).map { width + $0 }
        let total = width + m
        var phase1 = Array(repeating: 0.0, count: total + 1)
        for j in width..<total { phase1[j] = 1 }
        guard run(&t, &basis, objective: phase1, columns: total) else { return .gaveUp }
        let infeasibility = (0..<m).reduce(0.0) { $0 + (basis[$1] >= width ? t[$1][total] : 0) }
        // Relative to the right-hand sides: a level held at 1e8 leaves residues far above 1e-7.
        if infeasibility > 1e-7 * max(1, b.map(abs).max() ?? 0) { return .infeasible }
        // Drive artificials out of the basis where possible, then forbid them.
        for i in 0..<m where basis[i] >= width {
            if let j = (0..<width).first(where: { abs(t[i][$0]) > 1e-9 }) { pivot(&t, &basis, row: i, column: j) }
        }
        // Artificials left in the basis sit at zero on rows that are zero over the real
        // columns, so they cost nothing and never enter.
        let phase2 = cost + Array(repeating: 0, count: m + 1)
        guard run(&t, &basis, objective: phase2, columns: width) else { return .gaveUp }
        let value = (0..<m).reduce(0.0) { $0 + (basis[$1] < width ? cost[basis[$1]] * t[$1][total] : 0) }
        return .optimal(value)
    }

    /// Primal simplex with Bland's rule on columns 0..<columns; false if the iteration limit
    /// runs out.
    ///
    /// Every cost here is a weight on a non-negative column, so the objective is bounded below
    /// by zero: a column with a negative reduced cost and no entry above 1e-9 to stop it is
    /// rounding (on degenerate systems, entries that should cancel), and it is passed over
    /// until the next pivot rather than taken for an unbounded objective.
    private static func run(_ t: inout [[Double]], _ basis: inout [Int], objective c: [Double], columns: Int) -> Bool {
        let m = t.count
        let rhs = t[0].count - 1
        // Reduced costs are sums of terms as large as the largest weight (10⁹ for strong·1000):
        // compare them with a tolerance on that scale, or rounding noise pivots for ever.
        let tolerance = 1e-11 * max(1, c.map(abs).max() ?? 1)
        var passedOver = Set<Int>()
        for _ in 0..<200_000 {
            var entering = -1
            for j in 0..<columns where !basis.contains(j) && !passedOver.contains(j) {
                var reduced = c[j]
                for i in 0..<m { reduced -= c[basis[i]] * t[i][j] }
                if reduced < -tolerance { entering = j; break }
            }
            if entering < 0 { return true }
            var leaving = -1
            var best = Double.infinity
            for i in 0..<m where t[i][entering] > 1e-9 {
                let ratio = t[i][rhs] / t[i][entering]
                if leaving < 0 || ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving]) {
                    best = ratio
                    leaving = i
                }
            }
            if leaving < 0 {
                passedOver.insert(entering)
                continue
            }
            pivot(&t, &basis, row: leaving, column: entering)
            passedOver.removeAll()
        }
        return false
    }

    private static func pivot(_ t: inout [[Double]], _ basis: inout [Int], row r: Int, column j: Int) {
        let p = t[r][j]
        for k in 0..<t[r].count { t[r][k] /= p }
        for i in 0..<t.count where i != r && t[i][j] != 0 {
            let f = t[i][j]
            for k in 0..<t[i].count { t[i][k] -= f * t[r][k] }
        }
        basis[r] = j
    }
}
