/// A square sparse system `M·y = rhs` with one right-hand side per objective level: the
/// duals of the constraints that have no basic symbol of their own, one equation per basic
/// variable (see `SolverCore+Certificate.swift`).
///
/// Solved the way sparse LU codes start: an equation with one unknown left gives it at once
/// (forward); an unknown left in one equation is taken from that equation once everything
/// else in it is known (backward). On the definitions of a layout — chains and trees — that
/// peels the whole system off in O(entries). What couples (a chain pinned at both ends is a
/// cycle) goes through sparse elimination with threshold pivoting.
struct SparseDualSystem {
    enum Outcome {
        /// `y[unknown · levels + level]`.
        case solved([Double])
        case failed(String)
    }

    let size: Int
    let levels: Int
    /// `rhs[equation · levels + level]`.
    var rhs: [Double]
    /// The entries as added: (equation, unknown, coefficient); flat, so that a system of
    /// 10⁵ equations is a few arrays, not 10⁵ small ones.
    private var triplets: [(equation: Int32, unknown: Int32, a: Double)] = []
    /// Per triplet: the equation's entry before it in `triplets`, or -1 (a chain per equation).
    private var previousEntry: [Int32] = []
    /// Per equation: its last entry in `triplets`, or -1.
    private var lastEntry: [Int32]
    /// The first entry of the constraint being added (`beginConstraint`).
    private var constraintStart = 0
    /// Per equation: where its entries start in `entries` (CSR), and the entries.
    private var rowStart: [Int] = []
    private var entries: [(unknown: Int, a: Double)] = []

    init(equations: Int, levels: Int) {
        size = equations
        self.levels = levels
        rhs = [Double](repeating: 0, count: equations * levels)
        lastEntry = [Int32](repeating: -1, count: equations)
    }

    /// Starts the entries of one constraint: `add` merges an entry only into entries added
    /// since, so its search stays within the constraint's handful of terms.
    mutating func beginConstraint() { constraintStart = triplets.count }

    /// Adds `a·y[unknown]` to an equation, into the equation's entry for that unknown if the
    /// current constraint made one: a constraint may name a variable twice, and not side by
    /// side (`-v6 + v1 + 0.5·v6`); two entries for one unknown in one equation would count it
    /// twice in the singleton counts below, and the solve went wrong without failing.
    /// - Complexity: O(entries of the equation since `beginConstraint`).
    mutating func add(equation: Int, unknown: Int, _ a: Double) {
        var k = Int(lastEntry[equation])
        while k >= constraintStart {
            if triplets[k].unknown == Int32(unknown) {
                triplets[k].a += a
                return
            }
            k = Int(previousEntry[k])
        }
        previousEntry.append(lastEntry[equation])
        lastEntry[equation] = Int32(triplets.count)
        triplets.append((Int32(equation), Int32(unknown), a))
    }

    /// `solve`, refined: the residual of the entries as added (`rhs − M·y`) is solved for a
    /// correction, which is added; a second correction, solved the same way, is what the
    /// refined values still miss, kept as their error. Without it the error of a dual on wide
    /// coefficients (100 beside 0.1, weights of 10⁶) reached 2e-11 of its sums on lp-check's
    /// wide files; with it, 2e-16, so a tolerance can follow the error instead of covering it.
    /// The error of each value is left in `error`.
    /// With `carried`, the correction's residual is summed in about twice the precision
    /// (`CarriedSum`): in doubles it is the rounding of the products it cancels, and the
    /// correction takes an ill-conditioned solve no closer (lp-check spread 3274: a vertex
    /// solved 2.2e-5 off in values chained through 1000 and 0.001).
    mutating func solveRefined(carried: Bool = false) -> Outcome {
        let first = solve()
        guard case .solved(var y) = first else { return first }
        // One estimate per value whatever follows: the certificate reads it at every unknown.
        error = [Double](repeating: 0, count: y.count)
        guard case .solved(let correction) = solveResidual(of: y, carried: carried) else { return .solved(y) }
        for i in 0..<y.count { y[i] += correction[i] }
        if case .solved(let left) = solveResidual(of: y, carried: false) {
            for i in 0..<y.count { error[i] = abs(left[i]) }
        }
        return .solved(y)
    }

    /// After `solveRefined`: per unknown and level, the size of the correction the refined
    /// value would still take (empty before).
    private(set) var error: [Double] = []

    /// Solves `M·δ = rhs − M·y` for the correction δ of `y`. A residual of exact zeros (a
    /// layout's ±1 and ½ mostly leave one) has the correction zero without a solve: the solve
    /// of a zero right-hand side is zero.
    private mutating func solveResidual(of y: [Double], carried: Bool) -> Outcome {
        let original = rhs
        defer { rhs = original }
        if carried {
            var residual = rhs.map { CarriedSum($0) }
            for t in triplets where t.a != 0 {
                for l in 0..<levels { residual[Int(t.equation) * levels + l].add(-t.a, times: y[Int(t.unknown) * levels + l]) }
            }
            for k in rhs.indices { rhs[k] = residual[k].value }
        } else {
            for t in triplets where t.a != 0 {
                for l in 0..<levels { rhs[Int(t.equation) * levels + l] -= t.a * y[Int(t.unknown) * levels + l] }
            }
        }
        if rhs.allSatisfy({ $0 == 0 }) { return .solved([Double](repeating: 0, count: y.count)) }
        return solve()
    }

    /// The entries of equation `e`.
    private func row(_ e: Int) -> ArraySlice<(unknown: Int, a: Double)> { entries[rowStart[e]..<rowStart[e + 1]] }

    /// - Complexity: O(entries) for the part that peels; for a coupled part, O(entries + fill)
    ///   times the equations each unknown meets.
    mutating func solve() -> Outcome {
        let n = size, L = levels
        // Rows and columns in compressed form, by counting.
        rowStart = [Int](repeating: 0, count: n + 1)
        var columnStart = [Int](repeating: 0, count: n + 1)
        for t in triplets where t.a != 0 {
            rowStart[Int(t.equation) + 1] += 1
            columnStart[Int(t.unknown) + 1] += 1
        }
        for i in 0..<n {
            rowStart[i + 1] += rowStart[i]
            columnStart[i + 1] += columnStart[i]
        }
        entries = [(unknown: Int, a: Double)](repeating: (0, 0), count: rowStart[n])
        var columns = [Int](repeating: 0, count: columnStart[n])
        var rowFill = rowStart, columnFill = columnStart
        for t in triplets where t.a != 0 {
            let e = Int(t.equation), u = Int(t.unknown)
            entries[rowFill[e]] = (u, t.a)
            rowFill[e] += 1
            columns[columnFill[u]] = e
            columnFill[u] += 1
        }
        var rowCount = (0..<n).map { rowStart[$0 + 1] - rowStart[$0] }
        var columnCount = (0..<n).map { columnStart[$0 + 1] - columnStart[$0] }
        var equationDone = [Bool](repeating: false, count: n)
        var unknownDone = [Bool](repeating: false, count: n)
        var y = [Double](repeating: 0, count: n * L)
        var rowSingletons = (0..<n).filter { rowCount[$0] == 1 }
        var columnSingletons = (0..<n).filter { columnCount[$0] == 1 }
        var deferred: [(equation: Int, unknown: Int, a: Double)] = []

        while true {
            if let e = rowSingletons.popLast() {
                guard !equationDone[e], rowCount[e] == 1,
                      let entry = row(e).first(where: { !unknownDone[$0.unknown] }) else { continue }
                // Every other unknown of the equation is known: it gives this one.
                for l in 0..<L { y[entry.unknown * L + l] = remainder(e, l, y, skipping: entry.unknown) / entry.a }
                equationDone[e] = true
                unknownDone[entry.unknown] = true
                for e2 in columns[columnStart[entry.unknown]..<columnStart[entry.unknown + 1]] where !equationDone[e2] {
                    rowCount[e2] -= 1
                    if rowCount[e2] == 1 { rowSingletons.append(e2) }
                }
                continue
            }
            if let u = columnSingletons.popLast() {
                guard !unknownDone[u], columnCount[u] == 1,
                      let e = columns[columnStart[u]..<columnStart[u + 1]].first(where: { !equationDone[$0] }),
                      let entry = row(e).first(where: { $0.unknown == u }) else { continue }
                // Its one equation gives it last, once the equation's others are known.
                deferred.append((e, u, entry.a))
                equationDone[e] = true
                unknownDone[u] = true
                for other in row(e) where !unknownDone[other.unknown] {
                    columnCount[other.unknown] -= 1
                    if columnCount[other.unknown] == 1 { columnSingletons.append(other.unknown) }
                }
                continue
            }
            break
        }

        let coreEquations = (0..<n).filter { !equationDone[$0] }
        let coreUnknowns = (0..<n).filter { !unknownDone[$0] }
        guard coreEquations.count == coreUnknowns.count else { return .failed("a singular basis") }
        if !coreEquations.isEmpty {
            guard solveCoupled(coreEquations, coreUnknowns, &y) else { return .failed("a singular basis") }
        }
        for step in deferred.reversed() {
            for l in 0..<L { y[step.unknown * L + l] = remainder(step.equation, l, y, skipping: step.unknown) / step.a }
        }
        return .solved(y)
    }

    /// The equation's right-hand side less its known unknowns' terms.
    private func remainder(_ e: Int, _ l: Int, _ y: [Double], skipping u: Int) -> Double {
        var r = rhs[e * levels + l]
        for entry in row(e) where entry.unknown != u { r -= entry.a * y[entry.unknown * levels + l] }
        return r
    }

    /// Sparse Gaussian elimination on the coupled part (the unknowns outside it are known):
    /// the equation with the fewest unknowns first, and in it the unknown with the fewest
    /// other equations among those within ``pivotThreshold`` of the equation's largest
    /// coefficient (threshold pivoting, as sparse LU codes do: fill stays low, and a pivot is
    /// never small beside its equation). A cycle of definitions fills nothing. Returns false
    /// when the part is singular.
    private func solveCoupled(_ equations: [Int], _ unknowns: [Int], _ y: inout [Double]) -> Bool {
        let k = equations.count, L = levels
        var local = [Int](repeating: -1, count: size)
        for (j, u) in unknowns.enumerated() { local[u] = j }
        // Rows as maps: one equation (the one at a shared variable, such as every width tied
        // to the first) can hold thousands of unknowns and take part in as many eliminations.
        var rows = [[Int: Double]](repeating: [:], count: k)
        var b = [Double](repeating: 0, count: k * L)
        var columns = [[Int]](repeating: [], count: k)
        var columnCount = [Int](repeating: 0, count: k)
        for (i, e) in equations.enumerated() {
            for l in 0..<L { b[i * L + l] = rhs[e * L + l] }
            for entry in row(e) {
                let j = local[entry.unknown]
                if j >= 0 {
                    rows[i][j] = entry.a
                    columns[j].append(i)
                    columnCount[j] += 1
                } else {
                    for l in 0..<L { b[i * L + l] -= entry.a * y[entry.unknown * L + l] }
                }
            }
        }
        var queue = RowQueue(counts: rows.map { $0.count })
        var done = [Bool](repeating: false, count: k)
        var order: [(row: Int, unknown: Int, a: Double)] = []
        order.reserveCapacity(k)
        while let p = queue.popSmallest(isLive: { !done[$0] }) {
            let pivotRow = rows[p]
            guard let largest = pivotRow.values.map(abs).max(), largest > 0 else { return false }
            var u = -1, a = 0.0
            // Ties go to the lowest unknown, so that the order does not depend on hashing.
            for (w, c) in pivotRow where abs(c) >= SparseDualSystem.pivotThreshold * largest {
                if u < 0 || columnCount[w] < columnCount[u] || (columnCount[w] == columnCount[u] && w < u) { (u, a) = (w, c) }
            }
            done[p] = true
            order.append((p, u, a))
            for w in pivotRow.keys { columnCount[w] -= 1 }
            // In the unknowns' order, not the map's: the map's follows the process's hash
            // seed, and so did the order fill-in joins the columns in, which equation is taken
            // next, and the last bits of the answer (lp-check mixed 30: v14 varied by 6e-15
            // from run to run).
            let pivotEntries = pivotRow.sorted { $0.key < $1.key }
            // Take u out of every other live equation that has it.
            for r in columns[u] where !done[r] {
                guard let c = rows[r].removeValue(forKey: u) else { continue }
                let f = c / a
                for (w, cw) in pivotEntries where w != u {
                    if rows[r][w] == nil {
                        columns[w].append(r)
                        columnCount[w] += 1
                    }
                    rows[r][w, default: 0] -= f * cw
                }
                for l in 0..<L { b[r * L + l] -= f * b[p * L + l] }
                queue.update(r, count: rows[r].count)
            }
            columns[u] = []
        }
        guard order.count == k else { return false }
        var x = [Double](repeating: 0, count: k * L)
        for step in order.reversed() {
            let entries = rows[step.row].sorted { $0.key < $1.key }  // a sum in a fixed order
            for l in 0..<L {
                var r = b[step.row * L + l]
                for (w, c) in entries where w != step.unknown { r -= c * x[w * L + l] }
                x[step.unknown * L + l] = r / step.a
            }
        }
        for (j, u) in unknowns.enumerated() { for l in 0..<L { y[u * L + l] = x[j * L + l] } }
        return true
    }

    /// A pivot at least this fraction of its equation's largest coefficient.
    static let pivotThreshold = 0.1
}

/// Equations by how many unknowns they have left, smallest first (buckets; stale entries
/// are skipped when popped).
private struct RowQueue {
    private var buckets: [[Int]]
    private var count: [Int]
    private var lowest = 0

    init(counts: [Int]) {
        count = counts
        buckets = [[Int]](repeating: [], count: (counts.max() ?? 0) + 1)
        for (r, c) in counts.enumerated() { buckets[c].append(r) }
    }

    mutating func update(_ row: Int, count c: Int) {
        count[row] = c
        while buckets.count <= c { buckets.append([]) }
        buckets[c].append(row)
        lowest = min(lowest, c)
    }

    mutating func popSmallest(isLive: (Int) -> Bool) -> Int? {
        while lowest < buckets.count {
            while let r = buckets[lowest].popLast() {
                if isLive(r) && count[r] == lowest { return r }
            }
            lowest += 1
        }
        return nil
    }
}
