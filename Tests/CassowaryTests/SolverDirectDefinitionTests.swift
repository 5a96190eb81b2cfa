import XCTest
@testable import Cassowary

/// A required equality written directly as a definition (`SolverCore+DirectDefinition`) must
/// leave the tableau the general way leaves it: the same rows, cells in the same order with
/// the same bits, the same ranks and the same column and reference lists. Two solvers, one
/// with the direct way turned off, run the same random operations and are compared after
/// each one.
final class SolverDirectDefinitionTests: XCTestCase {
    /// Layout coefficients and the spreads that broke rounding before (¼ beside 10, 16:9).
    private static let coefficients: [Double] = [1, 1, 1, -1, -1, 0.5, -0.5, 0.25, 2, -2, 3, 10, 16.0 / 9]
    private static let strengths: [Strength] = [.required, .required, .required, .required, .strong, .medium, .weak]

    func testTheDirectWayLeavesTheTableauTheGeneralWayLeaves() throws {
        var directOperations = 0, generalOperations = 0
        for seed in UInt64(0)..<40 {
            var rng = SeededGenerator(seed: seed)
            let direct = Solver(), general = Solver()
            general.core.definesDirectly = false
            let count = Int.random(in: 6...40, using: &rng)
            let directVariables = (0..<count).map { direct.makeVariable("v\($0)") }
            let generalVariables = (0..<count).map { general.makeVariable("v\($0)") }
            var directConstraints: [Constraint] = [], generalConstraints: [Constraint] = []
            var active: [Int] = [], removed: [Int] = []
            var edits: [Int] = []
            for step in 0..<(3 * count) {
                let context = "seed \(seed), step \(step)"
                let roll = Int.random(in: 0..<20, using: &rng)
                if roll < 13 || active.isEmpty {
                    let (terms, constant, relation, strength) = Self.randomConstraint(count, using: &rng)
                    directConstraints.append(Self.constraint(terms, constant, relation, strength, directVariables))
                    generalConstraints.append(Self.constraint(terms, constant, relation, strength, generalVariables))
                    let k = directConstraints.count - 1
                    if try Self.sameOutcome({ try direct.add(directConstraints[k]) },
                                            { try general.add(generalConstraints[k]) }, context) {
                        active.append(k)
                    }
                } else if roll < 16 {
                    let k = active.remove(at: Int.random(in: 0..<active.count, using: &rng))
                    try direct.remove(directConstraints[k])
                    try general.remove(generalConstraints[k])
                    removed.append(k)
                    // Half the time the solver is asked for values before the line comes back.
                    if Bool.random(using: &rng) {
                        direct.updateVariables()
                        general.updateVariables()
                    }
                } else if roll < 18, !removed.isEmpty {
                    // Added back: solved for its former subject when it can be.
                    let k = removed.remove(at: Int.random(in: 0..<removed.count, using: &rng))
                    if try Self.sameOutcome({ try direct.add(directConstraints[k]) },
                                            { try general.add(generalConstraints[k]) }, context) {
                        active.append(k)
                    }
                } else {
                    let v = Int.random(in: 0..<count, using: &rng)
                    if !edits.contains(v) {
                        try direct.addEditVariable(directVariables[v], strength: .strong)
                        try general.addEditVariable(generalVariables[v], strength: .strong)
                        edits.append(v)
                    }
                    let value = Double(Int.random(in: -100...400, using: &rng))
                    _ = try Self.sameOutcome({ try direct.suggestValue(value, for: directVariables[v]) },
                                             { try general.suggestValue(value, for: generalVariables[v]) }, context)
                    direct.updateVariables()
                    general.updateVariables()
                }
                let a = Self.fingerprint(direct), b = Self.fingerprint(general)
                guard a == b else {
                    let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
                    return XCTFail("\(context): the tableaus differ at word \(first) of \(a.count) / \(b.count)")
                }
            }
            for v in 0..<count {
                XCTAssertEqual(direct.value(of: directVariables[v]).bitPattern,
                               general.value(of: generalVariables[v]).bitPattern, "seed \(seed), v\(v)")
            }
            directOperations += direct.counters.rowTermOperations
            generalOperations += general.counters.rowTermOperations
        }
        // The direct way was taken: it writes each definition's cells once.
        XCTAssertLessThan(directOperations, generalOperations)
    }

    /// One to four terms, now and then the same variable twice or a coefficient that
    /// cancels to nothing, so that the direct way's refusals are exercised too.
    private static func randomConstraint(_ count: Int, using rng: inout SeededGenerator)
        -> ([(Int, Double)], Double, Cassowary.Relation, Strength) {
        var terms: [(Int, Double)] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let coefficient = Int.random(in: 0..<40, using: &rng) == 0 ? 1e-12
                : (coefficients.randomElement(using: &rng) ?? 1)
            terms.append((Int.random(in: 0..<count, using: &rng), coefficient))
        }
        let relations: [Cassowary.Relation] = [.equal, .equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
        return (terms, Double(Int.random(in: -50...300, using: &rng)),
                relations.randomElement(using: &rng) ?? .equal, strengths.randomElement(using: &rng) ?? .required)
    }

    private static func constraint(_ terms: [(Int, Double)], _ constant: Double, _ relation: Cassowary.Relation,
                                    _ strength: Strength, _ variables: [Variable]) -> Constraint {
        Constraint(expression: Expression(terms: terms.map { Term(variables[$0.0], $0.1) }, constant: constant),
                   relation: relation, strength: strength)
    }

    /// Runs one operation on each solver; they must both succeed or both throw the same error.
    /// Returns whether they succeeded.
    private static func sameOutcome(_ a: () throws -> Void, _ b: () throws -> Void, _ context: String) throws -> Bool {
        var errors: [String] = []
        do { try a() } catch { errors.append("\(error)") }
        do { try b() } catch { errors.append("\(error)") }
        if errors.count == 1 { XCTFail("\(context): only one solver threw: \(errors[0])") }
        if errors.count == 2 { XCTAssertEqual(errors[0], errors[1], context) }
        return errors.isEmpty
    }

    /// Every row (liveness, basic, kind, rank, constant, cells in order) and every list of the
    /// column index, as bits. Deferred removals are carried out first, in both solvers alike.
    private static func fingerprint(_ solver: Solver) -> [UInt64] {
        _ = solver.tableauSize
        let m = solver.core.tableau.matrix
        var words: [UInt64] = []
        for (id, row) in m.rows.indexed {
            words.append(UInt64(bitPattern: Int64(id.raw)))
            guard row.live else { continue }
            words += [UInt64(bitPattern: Int64(row.basic.raw)), row.isDefinition ? 1 : 0,
                      row.rank.bitPattern, m.constants[id].bitPattern, UInt64(m.cells.count(id))]
            for cell in m.cells.elements(id) {
                words += [UInt64(bitPattern: Int64(cell.symbol.raw)), cell.coefficient.bitPattern]
            }
        }
        for l in m.lists.ids {
            words.append(UInt64(m.lists.count(l)))
            for k in 0..<m.lists.count(l) {
                let entry = m.lists[l, k]
                words += [UInt64(bitPattern: Int64(entry.row.raw)), UInt64(bitPattern: Int64(entry.cellPosition))]
            }
        }
        return words
    }
}
