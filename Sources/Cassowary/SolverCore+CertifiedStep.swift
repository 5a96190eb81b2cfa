// Simplex steps taken on a basis the certificate refused, from the constraints as written.
//
// The certificate names the symbol whose reduced cost shows the objective can still go down.
// How much it can go down is that reduced cost times how far the symbol can move, and on a
// coefficient spread of 10⁶ that can be very far: lp-check spread 652's last-resort basis
// had one reduced cost of −2.1e-9 (within the last resort's tolerance, under the dense
// simplex's entering tolerance) along an edge 2.6e13 long, and was published 3.0e-4 above the
// optimum. No tolerance on the reduced cost alone can tell that edge from rounding; the step
// can. So before a basis is judged at a looser tolerance, the step the certificate points to
// is taken — its direction and its end solved from the constraints, like the vertex — and
// kept when the objective, as the constraints are written, is not higher at its end (a
// degenerate step changes the basis the next reduced costs are read from). Only a basis from
// which that step does not go on is judged, so a tolerance never stands in for a step that
// would have shown.
//
// The same steps take a drifted tableau's basis, and the dense simplex's last feasible basis
// where it lost feasibility, to the optimum: of lp-check spread 0–999, refusals went from
// 106 to 29. Each step's end is certified or stepped from again, so a step never publishes
// anything the duals would not.

extension SolverCore {
    /// The most steps taken from one basis (each solves a basis's system twice and its duals
    /// once): enough to finish what the dense simplex stopped short of on lp-check's files of
    /// up to 230 constraints (32 was not), few enough that a cycle of degenerate steps ends.
    static let certifiedStepLimit = 256

    /// The vertex of `start`, or of the basis reached from it by steps along the certificate's
    /// negative reduced costs while none ends higher; certified at the strict tolerance, or at
    /// `tolerance` once the step the certificate points to does not go on. Nil when no basis
    /// on the way is certified and feasible.
    ///
    /// A vertex that its solve leaves outside a constraint is solved once more with the
    /// refinement's residual carried in twice the precision (`SparseDualSystem.solveRefined`)
    /// before the basis is given up: on lp-check spread 1146 the double-double fallback's
    /// optimal basis, feasible in its own arithmetic, had slacks solved to −3.6e-10 of their
    /// terms (the check allows 1e-10), and the carried solve holds them; its vertex is the
    /// exact optimum (`glpsol --exact`), which HiGHS reads 1.4e-8 high.
    func certifiedVertex(from start: BasisShape, tolerance: Double) -> BasisVertex? {
        guard let plain = basisVertex(start) else { return nil }
        var vertex = plain
        if !vertexIsFeasible(plain) {
            guard let carried = basisVertex(start, carried: true), vertexIsFeasible(carried) else { return nil }
            vertex = carried
        }
        // The objective of the lowest vertex so far: degenerate steps are measured against it,
        // not against the last one, so that ties within the objective's tolerance cannot creep.
        var lowest = objective(at: vertex)
        for _ in 0..<SolverCore.certifiedStepLimit {
            switch certifyOptimality(vertex.basis) {
            case .optimal:
                if coefficientSpread > SolverCore.crossCheckedSpread, let lower = lowerNeighbour(of: vertex, below: lowest) {
                    vertex = lower.vertex
                    if lower.objective.isStrictlyLower(than: lowest) { lowest = lower.objective }
                    continue
                }
                return vertex
            case .uncertain: return nil
            case let .notOptimal(slot, reducedCost, entering):
                // A degenerate step (no lower, no higher) is taken too: it changes the basis
                // the next reduced costs are read from, as the simplex's own degenerate pivots do.
                let descent = Descent(slot: slot, reducedCost: reducedCost, entering: entering)
                if let end = end(from: vertex, along: descent, below: lowest, orEqual: true) {
                    vertex = end.vertex
                    if end.objective.isLower(than: lowest) { lowest = end.objective }
                    continue
                }
                let judged = tolerance > SolverCore.certificateTolerance
                    && certifyOptimality(vertex.basis, tolerance: tolerance) == .optimal
                return judged ? vertex : nil
            }
        }
        return nil
    }

    /// How many of a certified vertex's negative reduced costs `lowerNeighbour` follows.
    static let neighbourLimit = 16

    /// A certified vertex's neighbour that is lower, on a wide spread: a reduced cost within
    /// the certificate's tolerance can still lead along an edge long enough to matter (lp-check
    /// spread 507: a certified vertex with v35 at −19.8; the step along a reduced cost of
    /// −7.5e-14 takes v35 to −9.1e10 and the objective down by 4e-7 of itself, to HiGHS's
    /// optimum). The steps along the most negative reduced costs beyond the duals' own error,
    /// up to ``neighbourLimit``; the first whose end is lower, or lower than this vertex at all
    /// and not above the lowest so far: lp-check spread 138's certified vertex had a step lower
    /// by 1.4e-4 of 3.7e8, under what `isLower` tells from rounding, and the steps after it
    /// went down to the optimum, 6.7 below (the objective falls at every such step, so they
    /// cannot cycle). Failing those, the same along the edges of reduced cost zero, the
    /// objective compared by sums that carry their rounding (`carriedSum`).
    func lowerNeighbour(of vertex: BasisVertex, below lowest: LevelledObjective) -> (vertex: BasisVertex, objective: LevelledObjective)? {
        guard case .found(var found) = descents(vertex.basis, tolerance: 0, firstOnly: false) else { return nil }
        found.removeAll { vertex.basis.isBasic[$0.entering] }
        found.sort { abs($0.reducedCost) > abs($1.reducedCost) }
        let here = objective(at: vertex)
        for descent in found.prefix(SolverCore.neighbourLimit) {
            if let end = end(from: vertex, along: descent, below: lowest, orStrictlyBelow: here) { return end }
        }
        // Edges along the face of optima (reduced cost zero): their ends are as optimal, but
        // one may hold in doubles what this vertex cannot (lp-check spread 2078, shrunk to 5
        // constraints: this vertex stands at 9e9 and its strong constraint misses by 2.3e-5,
        // 22.9 of objective; the end of a tied edge stands below 3e4 and misses by nothing).
        // Only where the rounding of this vertex's values costs objective that a plain sum
        // does not see: elsewhere a tied edge leads nowhere better, and wandering the face
        // moved one answer of lp-check spread 1405 to a refusal at a later suggestion.
        guard plainObjective(at: vertex).isLower(than: here),
              case .found(let tied) = descents(vertex.basis, tolerance: SolverCore.certificateTolerance, firstOnly: false, ties: true)
        else { return nil }
        for tie in tied.filter({ $0.reducedCost == 0 && !vertex.basis.isBasic[$0.entering] }).prefix(SolverCore.neighbourLimit) {
            if let end = end(from: vertex, along: tie, below: lowest, orStrictlyBelow: here) { return end }
        }
        return nil
    }

    /// The end of the step along `descent` when it is a feasible vertex whose objective, as
    /// the constraints are written, is lower than `lowest` (or, with `orEqual`, not higher).
    private func end(from vertex: BasisVertex, along descent: Descent, below lowest: LevelledObjective,
                     orEqual: Bool = false, orStrictlyBelow here: LevelledObjective? = nil) -> (vertex: BasisVertex, objective: LevelledObjective)? {
        guard let next = step(from: vertex, entering: descent.entering, reducedCost: descent.reducedCost),
              let end = basisVertex(next), vertexIsFeasible(end) else { return nil }
        let there = objective(at: end)
        guard there.isLower(than: lowest) || (orEqual && !lowest.isLower(than: there))
            || (here.map { there.isStrictlyLower(than: $0) && !lowest.isLower(than: there) } ?? false) else { return nil }
        return (end, there)
    }

    /// The basis one simplex step from `vertex` leads to: `entering` becomes basic (a slack
    /// or error grows from zero; a variable moves against its reduced cost's sign) and the
    /// basic slack, error or dummy that reaches zero first leaves. Nil when `entering` is
    /// basic, the direction cannot be solved, or nothing blocks the step (with every cost
    /// ≥ 0 no direction lowers the objective without end: the reduced cost was rounding).
    func step(from vertex: BasisVertex, entering q: SymbolID, reducedCost: Double) -> BasisShape? {
        let basis = vertex.basis
        guard !basis.isBasic[q], let built = vertexSystem(basis) else { return nil }
        var system = built.system
        let equations = built.equations
        let kind = tableau.symbols[q].kind
        guard kind == .external || kind == .slack || kind == .error else { return nil }
        let sign: Double = kind == .external && reducedCost > 0 ? -1 : 1
        // The direction: how each equation's right-hand side moves per unit of the step.
        var ownSlot = noSlot, ownCoefficient = 0.0
        if kind != .external, let (slot, coefficient) = ownTerm(of: q) { (ownSlot, ownCoefficient) = (slot, coefficient) }
        for (e, slot) in equations.enumerated() {
            var moved = slot == ownSlot ? -ownCoefficient * sign : 0
            if kind == .external {
                for term in records[slot].constraint?.expression.terms ?? [] where variables[term.variable.id].symbol == q {
                    moved -= term.coefficient * sign
                }
            }
            system.rhs[e] = moved
        }
        guard case let .solved(dx) = system.solveRefined(), dx.allSatisfy(\.isFinite) else { return nil }
        let delta: (SymbolID) -> Double = { symbol in
            if symbol == q { return sign }
            let u = basis.numberOf[symbol]
            return u == none ? 0 : dx[Int(u)]
        }

        // The ratio test over the basic slacks, errors and dummies, each solved from its own
        // constraint: the first to reach zero leaves; of those that reach it together, the
        // one that moves fastest (the largest pivot).
        var leaving = noSymbol, bound = Double.infinity, fastest = 0.0
        for b in basis.restricted {
            guard let (slot, coefficient) = ownTerm(of: b) else { return nil }
            let record = records[slot]
            let (sum, scale) = expression(of: record) { vertex.value(of: $0) }
            var moved = slot == ownSlot ? ownCoefficient * sign : 0, movedScale = abs(moved)
            for term in record.constraint?.expression.terms ?? [] {
                let part = term.coefficient * delta(variables[term.variable.id].symbol)
                moved += part
                movedScale = max(movedScale, abs(part))
            }
            let change = -moved / coefficient, rate = abs(change)
            // A change within a few units in the last place of its terms is no change; one
            // above it is taken, since the end of the step is solved and checked afresh.
            guard rate > 4 * Double.ulpOfOne * movedScale else { continue }
            let value = max(0, -sum / coefficient)
            let ratio: Double
            if tableau.symbols[b].kind == .dummy {
                ratio = 0  // a dummy is held at zero both ways
            } else if change < 0 {
                ratio = value < SolverCore.residualTolerance * scale ? 0 : value / rate
            } else {
                continue
            }
            if ratio < bound || (ratio == bound && rate > fastest) { (leaving, bound, fastest) = (b, ratio, rate) }
        }
        guard leaving != noSymbol else { return nil }
        var next = basis
        next.isBasic[leaving] = false
        next.restricted.removeAll { $0 == leaving }
        next.isBasic[q] = true
        if kind == .external {
            next.numberOf[q] = Int32(next.variables.count)
            next.variables.append(q)
        } else {
            next.restricted.append(q)
        }
        return next
    }

    /// The slot whose constraint has `symbol` (a slack, error or dummy) as its own, and the
    /// coefficient `buildRow` gave it there.
    func ownTerm(of symbol: SymbolID) -> (Slot, Double)? {
        let slot = tableau.symbols[symbol].owner
        guard slot != noSlot, records.holds(slot) else { return nil }
        let record = records[slot]
        let (m, o) = ownCoefficients(record.relation)
        if record.marker == symbol { return (slot, m) }
        if record.other == symbol { return (slot, o) }
        return nil
    }
}
