// The values of a certified basis, solved from the constraints as written.
//
// Refinement (`verify`) takes residuals down to 1e-10 of a constraint's terms and no
// further: past that, shifting constants through a tableau with rows of 10⁷ beside 1 makes
// residuals grow again (tried: refining toward 1e-13 left 3 of 2 000 mixed lp-check files
// off instead of 8, but refused 66 instead of 40). Yet 1e-10 of terms of 10⁴, times a weight
// of 10⁶, keeps the objective 1e-6 above the optimum. Once the duals say the basis is the
// optimal one, its vertex is fixed: the basic variables solve one square system — each
// constraint without a basic symbol of its own holds with its slack and errors at zero — the
// transpose of the duals' system, solved the same way, with nothing read from the tableau.

//
// Only the published values (`value(of:)`) take them: the tableau keeps its own, so that the
// steps after are the steps they would have been (written into the tableau's definitions,
// they made later refinements diverge on 2 of 2 000 mixed files).

extension SolverCore {
    /// Publishes the basic variables' values solved from the basis and the constraints as
    /// written, when the solve succeeds and either agrees with the tableau's values to within
    /// refinement's tolerance (a correction of rounding) or is feasible and no higher than
    /// them. Call it after ``updateVariables()``, once the duals certified the basis. Returns
    /// whether it did.
    ///
    /// The second case is a drifted tableau whose basis is the optimal one but whose refined
    /// values are a feasible point beside its vertex: lp-check wide 5362 stood 7e-8 (relative)
    /// from the vertex and 6e-7 above the optimum, which the vertex reaches exactly. A feasible
    /// point of a certified basis that is no higher is the answer, however far it moves.
    /// - Complexity: as ``certifyOptimality()``.
    mutating func publishValuesFromBasis() -> Bool {
        tableau.refreshValues()
        guard let vertex = basisVertex(basisShape()) else { return false }
        guard isRounding(vertex) || (vertexIsFeasible(vertex) && !publishedObjective().isLower(than: objective(at: vertex)))
        else { return false }
        publish(vertex)
        return true
    }

    /// Whether each of the vertex's values is within the tolerance of its terms of the
    /// tableau's.
    private func isRounding(_ vertex: BasisVertex) -> Bool {
        let largest = vertex.scale.max() ?? 1
        for (u, symbol) in vertex.basis.variables.enumerated() {
            let old = tableau.value(of: symbol)
            if abs(vertex.values[u] - old) > SolverCore.residualTolerance * max(largest, abs(old)) * 100 { return false }
        }
        return true
    }

    /// The last answer before a refusal: refinement and rebuilds could not make the tableau's
    /// values hold, but the basis the tableau stopped at may still be the optimal one — its
    /// coefficients drifted, not which symbols are basic. If the duals certify that basis and
    /// its vertex, solved from the constraints as written, is feasible (every basic slack and
    /// error at least zero, every constraint with a row holding, every required one holding
    /// within ``residualTolerance`` of its terms), that vertex is the answer whatever the
    /// tableau's values are: published, and true. Nothing of it reads a tableau coefficient.
    /// A basis the duals refuse is first taken by the steps they point to
    /// (`certifiedVertex(from:tolerance:)`): a drifted tableau often stops a pivot or a few
    /// from the optimal basis. Every variable of the basis stepped to is published, since one
    /// basic in the tableau may not be basic there.
    ///
    /// Where the system is small enough, the basis found without the tableau is solved too
    /// and its vertex published instead when it is certified, feasible, lower and no further
    /// off the required constraints (``independentReplaces(_:_:holding:)``) — on a wide
    /// spread, as beside any answer `verify` stands by (``crossCheckedSpread``), or where this
    /// vertex misses a required constraint by more than ``swapResidual``. Not otherwise: of
    /// lp-check's mixed seeds 0–2 999 (¼ to 10), 231 answered from a certified basis here
    /// (unverified) and the independent vertex replaced none, while its dense solves were 93%
    /// of the instructions of a large file's replay (seed 8: 5.2 G of 5.6 G).
    mutating func publishCertifiedVertex() -> CertifiedAnswer? {
        guard let vertex = certifiedVertex(from: basisShape(), tolerance: SolverCore.certificateTolerance) else { return nil }
        let held = worstRequiredResidual { vertex.value(of: $0) }
        let asksIndependently = coefficientSpread > SolverCore.crossCheckedSpread || held > SolverCore.swapResidual
        if asksIndependently, let independent = independentVertex(beside: held),
           independentReplaces(independent, { vertex.value(of: $0) }, holding: held) {
            publishAll(independent)
            return .independent
        }
        publishAll(vertex)
        return .tableau
    }

    /// Whose basis a certified answer came from.
    enum CertifiedAnswer { case tableau, independent }

    /// A basis's vertex: per basic variable (numbered as in `basis`), its value, and the scale
    /// of the terms of the equation that gave it.
    struct BasisVertex {
        var basis: BasisShape
        var values: [Double]
        var scale: [Double]

        /// A variable's value at the vertex: solved if basic, else zero.
        func value(of symbol: SymbolID) -> Double {
            let u = basis.numberOf[symbol]
            return u == none ? 0 : values[Int(u)]
        }
    }

    /// Solves the basic variables from the constraints with no basic symbol of their own, each
    /// holding with its slack and errors at zero; nil when the basis is not square or singular.
    func basisVertex(_ basis: BasisShape, carried: Bool = false) -> BasisVertex? {
        guard var vertex = vertexSystem(basis), case let .solved(x) = vertex.system.solveRefined(carried: carried),
              x.allSatisfy(\.isFinite) else { return nil }
        return BasisVertex(basis: basis, values: x, scale: vertex.scale)
    }

    /// The square system of a basis's vertex: one equation per constraint whose own symbols
    /// are all at zero (`equations`, in slot order), over the basic variables numbered as in
    /// `basis`, with `−constant` on the right; per equation the scale of its terms at the
    /// tableau's values. Nil when the basis is not square.
    func vertexSystem(_ basis: BasisShape) -> (system: SparseDualSystem, equations: [Slot], scale: [Double])? {
        let unknownOf = basis.numberOf
        var pinned = IDArray<Slot, Bool>(repeating: false, count: records.count)
        for basic in basis.restricted {
            let owner = tableau.symbols[basic].owner
            if owner != noSlot && records.holds(owner) { pinned[owner] = true }
        }
        var equations: [Slot] = []
        for s in records.ids where basis.participates[s] && !pinned[s] { equations.append(s) }
        guard equations.count == basis.variables.count, !equations.isEmpty else { return nil }
        var system = SparseDualSystem(equations: equations.count, levels: 1)
        var scale = [Double](repeating: 1, count: equations.count)
        for (e, slot) in equations.enumerated() {
            let record = records[slot]
            guard let terms = record.constraint?.expression.terms else { return nil }
            system.beginConstraint()
            system.rhs[e] = -record.constant
            scale[e] = max(1, abs(record.constant))
            for term in terms where !nearZero(term.coefficient) {
                let u = unknownOf[variables[term.variable.id].symbol]
                // A variable that is not basic is parametric: its value is zero.
                if u != none { system.add(equation: e, unknown: Int(u), term.coefficient) }
                scale[e] = max(scale[e], abs(term.coefficient * tableau.value(of: variables[term.variable.id].symbol)))
            }
        }
        return (system, equations, scale)
    }

    /// Whether every active constraint (redundant ones too) holds at the vertex as the basis
    /// says it does, within ``residualTolerance`` of its terms: one with no basic symbol of its
    /// own, or a basic dummy, as an equality; one with a basic slack or error with that symbol
    /// at zero or above. A required constraint's only own symbol is its slack or dummy, so this
    /// is also every required constraint holding.
    func vertexIsFeasible(_ vertex: BasisVertex) -> Bool {
        for record in records where record.state == .active && !record.pending {
            guard record.constraint != nil else { return false }
            let (sum, scale) = expression(of: record) { vertex.value(of: $0) }
            let tolerance = SolverCore.residualTolerance * scale
            // The own symbol that is basic, with its coefficient in the constraint.
            let (m, o) = ownCoefficients(record.relation)
            var own = 0.0, ownBasic = noSymbol
            if record.marker != noSymbol && vertex.basis.isBasic[record.marker] { (own, ownBasic) = (m, record.marker) }
            if record.other != noSymbol && vertex.basis.isBasic[record.other] {
                if ownBasic != noSymbol { return false }  // two unknowns in one constraint
                (own, ownBasic) = (o, record.other)
            }
            if ownBasic == noSymbol || tableau.symbols[ownBasic].kind == .dummy {
                // sum + own·0 == 0: the relation holds as an equality.
                if abs(sum) > tolerance { return false }
            } else if -sum / own < -tolerance {
                return false  // a slack or error below zero (own is ±1): not a feasible vertex
            }
        }
        return true
    }

    /// Whether the tableau's basis has a vertex, solved from the constraints as written, that
    /// holds every constraint (``vertexIsFeasible(_:)``): a witness that the system is
    /// feasible, however far the tableau's own values are off.
    func basisWitnessesFeasibility() -> Bool {
        guard let vertex = basisVertex(basisShape()) else { return false }
        return vertexIsFeasible(vertex)
    }

    /// The same basis's vertex solved again with the refinement's residual carried in about
    /// twice the precision (`SparseDualSystem.solveRefined(carried:)`), when it holds every
    /// constraint, its objective is strictly lower, and it holds the required ones as well as
    /// `vertex` does (``holdsRequired(_:asWellAs:)``: lower by a required constraint off in its
    /// last places is not lower); else `vertex`. Only what is published is solved so: for every
    /// solve, it moved answers both ways at the rounding of their values (at values of 1e6
    /// under weights of 1e6 an ulp moves the objective by 1e-5); here it can only take the
    /// lower (lp-check spread 3274: 1.05e-8 of the scale above the exact optimum, whose vertex
    /// holds in doubles, before; at it now).
    func sharpened(_ vertex: BasisVertex) -> BasisVertex {
        guard let sharp = basisVertex(vertex.basis, carried: true), vertexIsFeasible(sharp),
              objective(at: sharp).isStrictlyLower(than: objective(at: vertex)),
              holdsRequired({ sharp.value(of: $0) }, asWellAs: { vertex.value(of: $0) }) else { return vertex }
        return sharp
    }

    /// Publishes every variable at the vertex (``sharpened(_:)``), the non-basic ones at zero
    /// (a basis that is not the tableau's: its non-basic variables may be basic there).
    mutating func publishAll(_ given: BasisVertex) {
        publishedOffTableau = true
        let vertex = sharpened(given)
        for v in variables.ids where variables[v].symbol != noSymbol {
            publishedValues[v] = vertex.value(of: variables[v].symbol)
        }
    }

    private mutating func publish(_ vertex: BasisVertex) {
        publishedOffTableau = true
        for (u, symbol) in vertex.basis.variables.enumerated() {
            let variable = tableau.symbols[symbol].variable
            if variable != noVariable { publishedValues[variable] = vertex.values[u] }
        }
    }
}
