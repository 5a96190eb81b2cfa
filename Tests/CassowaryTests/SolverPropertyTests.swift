import Foundation
import XCTest
@testable import Cassowary

/// Seeded random systems checked against an independent dense LP: every required constraint
/// holds, and the weighted error equals the LP's optimum; unsatisfiable means infeasible.
final class SolverPropertyTests: XCTestCase {
    /// Verbose output for LB_SEED runs, unbuffered (a broken invariant stops the process).
    private func log(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

    /// Runs `check` on seeds 1…N: N from LB_PROPERTY_SEEDS (a longer hunt) or `defaultCount`,
    /// only LB_SEED when it is set, each seed logged with LB_TRACE_SEEDS.
    private func forEachSeed(defaultCount: Int, _ check: (UInt64) throws -> Void) {
        let environment = ProcessInfo.processInfo.environment
        let seeds = Int(environment["LB_PROPERTY_SEEDS"] ?? "") ?? defaultCount
        let only = UInt64(environment["LB_SEED"] ?? "")
        let trace = environment["LB_TRACE_SEEDS"] != nil
        for seed in 1...seeds where only == nil || only == UInt64(seed) {
            if trace { log("seed \(seed)") }
            do { try check(UInt64(seed)) } catch { XCTFail("seed \(seed): \(error)") }
        }
    }

    func testRandomSystemsMatchTheReferenceLP() throws {
        // LB_PROPERTY_SEEDS=20000 runs a longer hunt; CI runs the first 400.
        forEachSeed(defaultCount: 400) { try checkRandomSystem(seed: $0) }
    }

    private func checkRandomSystem(seed: UInt64) throws {
        Solver.checkEveryMutation = true
        defer { Solver.checkEveryMutation = false }
        var rng = SeededGenerator(seed: seed)
        let n = Int.random(in: 2...5, using: &rng)
        let solver = Solver()
        let vars = (0..<n).map { solver.makeVariable("x\($0)") }
        var live: [(RandomSystem.Spec, Constraint)] = []
        var edits: [Int: Double] = [:]
        let verbose = ProcessInfo.processInfo.environment["LB_SEED"] != nil
        let steps = Int.random(in: 4...24, using: &rng)
        for _ in 0..<steps {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<6:
                let spec = RandomSystem.spec(variables: n, using: &rng)
                let c = RandomSystem.constraint(spec, vars)
                if verbose { log("add " + solver.describe(c)) }
                let result = Result { () throws(SolverError) in try solver.add(c) }
                switch result {
                case .success:
                    live.append((spec, c))
                case .failure(let error):
                    guard case let .unsatisfiable(failed, conflicts) = error else { return XCTFail("seed \(seed): \(error)") }
                    XCTAssertTrue(failed === c)
                    let rows = (live + [(spec, c)]).map { RandomSystem.referenceRow($0.0, variables: n) }
                    XCTAssertEqual(ReferenceLP.minimumError(variables: n, rows: rows.filter { $0.weight == nil }),
                                   .infeasible, "seed \(seed): the solver called a feasible system unsatisfiable")
                    let liveSet = Set(live.map { ObjectIdentifier($0.1) })
                    XCTAssertTrue(conflicts.allSatisfy { liveSet.contains(ObjectIdentifier($0)) && $0.strength.isRequired })
                }
            case 6..<8:
                if live.isEmpty { continue }
                let i = Int.random(in: 0..<live.count, using: &rng)
                if verbose { log(solver.debugDescription); log("remove " + solver.describe(live[i].1)) }
                do { try solver.remove(live[i].1) } catch {
                    if verbose { log("AFTER FAILURE\n" + solver.debugDescription) }
                    throw error
                }
                live.remove(at: i)
            default:
                let v = Int.random(in: 0..<n, using: &rng)
                if verbose { log(solver.debugDescription); log("edit \(v) \(edits[v] as Any)") }
                if edits[v] == nil {
                    try solver.addEditVariable(vars[v], strength: .strong)
                    edits[v] = 0
                } else if Bool.random(using: &rng) {
                    let value = Double(Int.random(in: -50...50, using: &rng))
                    try solver.suggestValue(value, for: vars[v])
                    edits[v] = value
                } else {
                    try solver.removeEditVariable(vars[v])
                    edits[v] = nil
                }
            }
        }
        try checkOptimal(seed: seed, solver: solver, vars: vars, live: live.map(\.0), edits: edits)
    }

    /// Systems whose required constraints all hold at one integer point, most of them tightly:
    /// degenerate vertices, rows fixed at zero, slacks that rounding leaves a few ulps below
    /// zero. Such a system is always feasible, so "unsatisfiable" or any other error fails.
    /// (LB_PROPERTY_SEEDS=5000 runs a longer hunt: seed 1008 there is a known case of rounding
    /// that builds up over 40 operations until the invariant walk stops it: docs/solver.md, "Rounding".)
    func testSystemsTightAtAPointMatchTheReferenceLP() throws {
        forEachSeed(defaultCount: 600) { try checkTightSystem(seed: $0, levels: false) }
    }

    /// The same systems with Auto Layout's priority levels (250, 251, 750, 1000 …) beside
    /// Kiwi's weighted strengths, checked level by level against the lexicographic reference.
    /// Up to 8 variables: on up to 16 the dense reference loses its footing when a level is
    /// held at 1e8 (4 of 2 000 systems: "infeasible", or a minimum below what is feasible,
    /// where scipy's HiGHS agreed with the solver). The old code fails seed 98 here (a tie of
    /// ratios decided by one ulp in the dual simplex).
    func testSystemsTightAtAPointWithPriorityLevelsMatchTheLexicographicReference() throws {
        forEachSeed(defaultCount: 300) { try checkTightSystem(seed: $0, levels: true) }
    }

    /// A system tight at an integer point (required constraints tight or with a margin of 5
    /// or 10), with up to two edit variables, suggestions and churn, as the solver left it.
    private struct TightSystem {
        var solver: Solver
        var vars: [Variable]
        var live: [(RandomSystem.Spec, Constraint)]
        var edits: [Int: Double]
        var editStrengths: [Int: Strength]
    }

    private func checkTightSystem(seed: UInt64, levels: Bool) throws {
        Solver.checkEveryMutation = true
        defer { Solver.checkEveryMutation = false }
        let system = try tightSystem(seed: seed, levels: levels)
        let (solver, vars, live, edits, editStrengths) = (system.solver, system.vars, system.live, system.edits, system.editStrengths)
        guard levels else {
            return try checkOptimal(seed: seed, solver: solver, vars: vars, live: live.map(\.0), edits: edits,
                                    editStrengths: editStrengths)
        }
        solver.updateVariables()
        XCTAssertEqual(solver.core.certifyOptimality(), .optimal, "seed \(seed): the duals refuse an optimal answer")
        RandomSystem.checkLexicographic(withEdits(live.map(\.0), edits, editStrengths),
                                        values: vars.map(solver.value(of:)), context: "seed \(seed)")
    }

    /// The certified steps (`SolverCore.certifiedVertex(from:tolerance:)`) from a vertex the
    /// tableau is walked away to — one to four primal pivots on symbols whose reduced cost is
    /// positive, each keeping every row feasible — reach the reference LP's optimum.
    func testCertifiedStepsFromAWorseVertexReachTheReferenceOptimum() throws {
        var walkedAway = 0, unsolved = 0
        forEachSeed(defaultCount: 300) { seed in
            let system = try tightSystem(seed: seed, levels: false)
            var rng = SeededGenerator(seed: seed &+ 7_000_000)
            let solver = system.solver
            // A basis whose vertex system is not square (a redundant constraint's row, say)
            // has no vertex to step from; `certifiedVertex` answers nil there, as the
            // certified vertex did before the steps.
            guard solver.core.basisVertex(solver.core.basisShape()) != nil else {
                unsolved += 1
                return
            }
            for _ in 0..<Int.random(in: 1...4, using: &rng) where SolverCertificateTests.stepAway(solver, using: &rng) {
                walkedAway += 1
            }
            let core = solver.core
            guard let vertex = core.certifiedVertex(from: core.basisShape(), tolerance: SolverCore.certificateTolerance) else {
                return XCTFail("seed \(seed): no certified vertex from the tableau's basis")
            }
            let values = system.vars.map { vertex.value(of: core.variables[$0.id].symbol) }
            let specs = withEdits(system.live.map(\.0), system.edits, system.editStrengths)
            for spec in specs where spec.strength.isRequired {
                XCTAssertLessThan(RandomSystem.violation(spec, values), 1e-6, "seed \(seed): a required constraint fails")
            }
            let error = specs.reduce(0.0) { $0 + ($1.strength.isRequired ? 0 : $1.strength.value * RandomSystem.violation($1, values)) }
            guard case let .optimal(best) = ReferenceLP.minimumError(variables: values.count,
                                                                      rows: specs.map { RandomSystem.referenceRow($0, variables: values.count) })
            else { return XCTFail("seed \(seed): the reference found the system infeasible") }
            let scale = 1 + (values.map(abs).max() ?? 0)
            XCTAssertEqual(error, best, accuracy: 1e-6 * max(1, abs(best)) + 1e-9 * scale, "seed \(seed): not optimal")
        }
        // Most seeds start from a vertex off the optimum: the test has teeth.
        XCTAssertGreaterThan(walkedAway, 300)
        XCTAssertLessThan(unsolved, 10)
    }

    private func tightSystem(seed: UInt64, levels: Bool) throws -> TightSystem {
        var rng = SeededGenerator(seed: seed &+ 1_000_000)
        let n = Int.random(in: 3...(levels ? 8 : 16), using: &rng)
        let point = (0..<n).map { _ in Double([0, 10, 20, 50, 100, Int.random(in: -100...100, using: &rng)].randomElement(using: &rng) ?? 0) }
        let solver = Solver()
        let vars = (0..<n).map { solver.makeVariable("x\($0)") }
        var live: [(RandomSystem.Spec, Constraint)] = []
        var edits: [Int: Double] = [:]
        var editStrengths: [Int: Strength] = [:]
        for _ in 0..<Int.random(in: n...(3 * n + 6), using: &rng) {
            var spec = RandomSystem.spec(variables: n, using: &rng)
            if levels { spec.strength = SolverLargeSystemTests.strengths.randomElement(using: &rng) ?? .required }
            if spec.strength.isRequired {
                // Tight at the point, or holding it with a margin of 5 or 10.
                let at = spec.terms.reduce(0.0) { $0 + $1.1 * point[$1.0] }
                let margins: [Double] = [0, 0, 5, 10]
                let margin: Double = margins.randomElement(using: &rng) ?? 0
                switch spec.relation {
                case .equal: spec.constant = -at
                case .lessThanOrEqual: spec.constant = -at - margin
                case .greaterThanOrEqual: spec.constant = -at + margin
                }
            }
            let c = RandomSystem.constraint(spec, vars)
            try solver.add(c)
            live.append((spec, c))
        }
        for v in (0..<n).shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng)) {
            let choices: [Strength] = levels ? [.strong, Strength(level: 1000, weighted: .strong), Strength(level: 750, weighted: .medium)]
                : [.weak, .medium, .strong]
            let strength = choices.randomElement(using: &rng) ?? .strong
            try solver.addEditVariable(vars[v], strength: strength)
            edits[v] = 0
            editStrengths[v] = strength
        }
        for _ in 0..<Int.random(in: 0...6, using: &rng) {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where !edits.isEmpty:
                let v = edits.keys.sorted()[Int.random(in: 0..<edits.count, using: &rng)]
                let value = Double(Int.random(in: -150...300, using: &rng))
                try solver.suggestValue(value, for: vars[v])
                edits[v] = value
            default:
                // Take a constraint out and put it back (a churn step); the system stays the same.
                guard !live.isEmpty else { continue }
                let i = Int.random(in: 0..<live.count, using: &rng)
                try solver.remove(live[i].1)
                solver.updateVariables()
                try solver.add(live[i].1)
            }
            solver.updateVariables()
        }
        return TightSystem(solver: solver, vars: vars, live: live, edits: edits, editStrengths: editStrengths)
    }

    /// The live specs and a soft `v == value` per edit variable, at its strength (strong when
    /// none is given).
    private func withEdits(_ live: [RandomSystem.Spec], _ edits: [Int: Double],
                           _ editStrengths: [Int: Strength]) -> [RandomSystem.Spec] {
        live + edits.sorted(by: { $0.key < $1.key }).map { v, value in
            RandomSystem.Spec(terms: [(v, 1)], constant: -value, relation: .equal, strength: editStrengths[v] ?? .strong)
        }
    }

    /// Every required constraint holds and the weighted error is the reference LP's optimum.
    private func checkOptimal(seed: UInt64, solver: Solver, vars: [Variable], live: [RandomSystem.Spec],
                              edits: [Int: Double], editStrengths: [Int: Strength] = [:]) throws {
        let n = vars.count
        solver.updateVariables()
        let values = vars.map(solver.value(of:))
        // The tableau's values; where the update's drift check verified, what it published is
        // the certified vertex solved from the constraints, which may differ by rounding.
        for (v, current) in zip(values, vars.map(solver.currentValue(of:))) {
            XCTAssertEqual(v, current, accuracy: 1e-9 * max(1, abs(v)), "seed \(seed)")
        }
        // The dual certificate agrees with the reference below (a false alarm would cost a
        // rebuild in `verify`, a miss a wrong answer).
        XCTAssertEqual(solver.core.certifyOptimality(), .optimal, "seed \(seed): the duals refuse an optimal answer")
        let specs = withEdits(live, edits, editStrengths)
        for spec in specs where spec.strength.isRequired {
            XCTAssertLessThan(RandomSystem.violation(spec, values), 1e-6, "seed \(seed): a required constraint fails")
        }
        let error = specs.reduce(0.0) { $0 + ($1.strength.isRequired ? 0 : $1.strength.value * RandomSystem.violation($1, values)) }
        let reference = ReferenceLP.minimumError(variables: n, rows: specs.map { RandomSystem.referenceRow($0, variables: n) })
        guard case let .optimal(best) = reference else {
            return XCTFail("seed \(seed): the reference found the accepted system infeasible")
        }
        let scale = 1 + (values.map(abs).max() ?? 0)
        XCTAssertEqual(error, best, accuracy: 1e-6 * max(1, abs(best)) + 1e-9 * scale, "seed \(seed): not optimal")
    }
}
