import Foundation
import XCTest
@testable import Cassowary

/// Seeded random systems checked against an independent dense LP: every required constraint
/// holds, and the weighted error equals the LP's optimum; unsatisfiable means infeasible.
final class SolverPropertyTests: XCTestCase {
    /// Verbose output for LB_SEED runs, unbuffered (a broken invariant stops the process).
    private func log(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

    func testRandomSystemsMatchTheReferenceLP() throws {
        // LB_PROPERTY_SEEDS=20000 runs a longer hunt; CI runs the first 400.
        let seeds = Int(ProcessInfo.processInfo.environment["LB_PROPERTY_SEEDS"] ?? "") ?? 400
        let only = UInt64(ProcessInfo.processInfo.environment["LB_SEED"] ?? "")
        let trace = ProcessInfo.processInfo.environment["LB_TRACE_SEEDS"] != nil
        for seed in 1...seeds where only == nil || only == UInt64(seed) {
            if trace { log("seed \(seed)") }
            do { try checkRandomSystem(seed: UInt64(seed)) } catch { XCTFail("seed \(seed): \(error)") }
        }
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
        solver.updateVariables()
        let values = vars.map(solver.value(of:))
        XCTAssertEqual(values, vars.map(solver.currentValue(of:)))
        var specs = live.map(\.0)
        for (v, value) in edits.sorted(by: { $0.key < $1.key }) {
            specs.append(.init(terms: [(v, 1)], constant: -value, relation: .equal, strength: .strong))
        }
        for spec in specs where spec.strength.isRequired {
            XCTAssertLessThan(RandomSystem.violation(spec, values), 1e-6, "seed \(seed): a required constraint fails")
        }
        let error = specs.reduce(0.0) { $0 + ($1.strength.isRequired ? 0 : $1.strength.value * RandomSystem.violation($1, values)) }
        let reference = ReferenceLP.minimumError(variables: n, rows: specs.map { RandomSystem.referenceRow($0, variables: n) })
        guard case let .optimal(best) = reference else {
            return XCTFail("seed \(seed): the reference found the accepted system infeasible")
        }
        XCTAssertEqual(error, best, accuracy: 1e-6 * max(1, abs(best)), "seed \(seed): not optimal")
    }
}
