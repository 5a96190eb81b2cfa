import Foundation
import XCTest
@testable import Cassowary

/// Seeded systems of 20 to 200 variables — inequalities, soft constraints at exact levels and
/// on Kiwi's weighted scale, edits, removals in random order — checked against the reference
/// LP solved level by level (lexicographically), with the invariant walk after every step.
final class SolverLargeSystemTests: XCTestCase {
    /// The strengths a random constraint draws from: required three times in ten; the rest
    /// Auto Layout priorities as exact levels and Kiwi's weighted strengths (level 0).
    static let strengths: [Strength] = [
        .required, .required, .required,
        Strength(level: 750, weighted: .medium), Strength(level: 751, weighted: .create(0, 1.0186, 0)),
        Strength(level: 500, weighted: .create(0, 0, 10)), Strength(level: 250, weighted: .weak),
        Strength(level: 251, weighted: .create(0, 0, 1.0093)), Strength(level: 50, weighted: .create(0, 0, 0.0247)),
        .strong, .medium, .weak,
    ]

    func testLargeRandomSystemsMatchTheLexicographicReference() throws {
        Solver.checkEveryMutation = true
        defer { Solver.checkEveryMutation = false }
        // LB_LARGE_SEEDS widens the hunt; the default covers each size twice.
        let extra = Int(ProcessInfo.processInfo.environment["LB_LARGE_SEEDS"] ?? "") ?? 0
        let sizes = [20, 30, 50, 80, 120, 200]
        var seed: UInt64 = 0
        for n in sizes {
            for _ in 0..<(2 + extra) {
                seed += 1
                try check(seed: seed, variables: n)
            }
        }
    }

    private func check(seed: UInt64, variables n: Int) throws {
        var rng = SeededGenerator(seed: seed &* 7919)
        let solver = Solver()
        let vars = (0..<n).map { solver.makeVariable("x\($0)") }
        var live: [(RandomSystem.Spec, Constraint)] = []
        var edits: [Int: (value: Double, strength: Strength)] = [:]
        for _ in 0..<(3 * n / 2) {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<7:
                var spec = RandomSystem.spec(variables: n, using: &rng)
                spec.strength = Self.strengths.randomElement(using: &rng) ?? .required
                let c = RandomSystem.constraint(spec, vars)
                let result = Result { () throws(SolverError) in try solver.add(c) }
                switch result {
                case .success:
                    live.append((spec, c))
                case .failure(let error):
                    guard case .unsatisfiable = error else { throw error }
                    let rows = (live + [(spec, c)]).map { RandomSystem.referenceRow($0.0, variables: n) }
                    let required = rows.filter { $0.weight == nil }
                    XCTAssertEqual(ReferenceLP.lexicographicMinimum(variables: n, rows: required), .infeasible,
                                   "seed \(seed): the solver called a feasible system unsatisfiable")
                }
            case 7, 8:
                guard !live.isEmpty else { continue }
                let i = Int.random(in: 0..<live.count, using: &rng)
                try solver.remove(live[i].1)
                live.remove(at: i)
            default:
                let v = Int.random(in: 0..<n, using: &rng)
                if let edit = edits[v] {
                    if Bool.random(using: &rng) {
                        let value = Double(Int.random(in: -100...100, using: &rng))
                        try solver.suggestValue(value, for: vars[v])
                        edits[v] = (value, edit.strength)
                    } else {
                        try solver.removeEditVariable(vars[v])
                        edits[v] = nil
                    }
                } else {
                    let strength: Strength = Bool.random(using: &rng) ? .strong : Strength(level: 1000, weighted: .strong)
                    try solver.addEditVariable(vars[v], strength: strength)
                    edits[v] = (0, strength)
                }
            }
        }
        solver.updateVariables()
        let values = vars.map(solver.value(of:))
        var specs = live.map(\.0)
        for (v, edit) in edits.sorted(by: { $0.key < $1.key }) {
            specs.append(.init(terms: [(v, 1)], constant: -edit.value, relation: .equal, strength: edit.strength))
        }
        RandomSystem.checkLexicographic(specs, values: values, context: "seed \(seed), n \(n)")
    }
}
