import XCTest
@testable import Cassowary

/// The depth-first walk a spreading refresh evaluates in: its buffers, and the order it
/// finishes definitions in (read backwards, each after the reached ones it mentions).
final class WalkFramesTests: XCTestCase {
    func testTheBuffersGrowAndKeepWhatTheyHold() {
        let frames = WalkFrames(symbols: 10)
        for depth in 0..<1_000 { frames.push(WalkFrames.Frame(symbol: SymbolID(depth), next: Int32(depth % 7)), at: depth) }
        for k in 0..<1_000 { frames.finish(SymbolID(999 - k)) }
        XCTAssertGreaterThanOrEqual(frames.frameRoom, 1_000)
        XCTAssertGreaterThanOrEqual(frames.finishedRoom, 1_000)
        XCTAssertEqual(frames.finishedCount, 1_000)
        for depth in [0, 63, 64, 255, 256, 999] {
            XCTAssertEqual(frames.frames[depth].symbol, SymbolID(depth))
            XCTAssertEqual(frames.frames[depth].next, Int32(depth % 7))
            XCTAssertEqual(frames.finished[depth], SymbolID(999 - depth))
        }
    }

    /// Random graphs of definitions over an edited root: each variable a combination of one to
    /// three earlier ones (the one just before it now and then, so that chains run deeper than
    /// the stack's first room and its growth), with diamonds where two paths meet. With value
    /// orders off every resize is a walk; after each, every variable holds its formula's value,
    /// computed here in index order, and every stored value is its definition's.
    func testAWalkEvaluatesEveryDefinitionAfterItsInputs() throws {
        for seed in UInt64(0)..<12 {
            var rng = SeededGenerator(seed: seed)
            let solver = Solver()
            solver.core.tableau.recordsValueOrders = false
            let count = Int.random(in: 40...400, using: &rng)
            let root = solver.makeVariable("root")
            var variables: [Variable] = [], formulas: [(constant: Double, terms: [(Int, Double)])] = []
            for i in 0..<count {
                let v = solver.makeVariable("v\(i)")
                var terms: [(Int, Double)] = []  // -1: the root
                let operands = Int.random(in: 1...3, using: &rng)
                for k in 0..<operands {
                    let source = i == 0 || (k == 0 && Bool.random(using: &rng)) ? i - 1 : Int.random(in: -1..<i, using: &rng)
                    terms.append((source, [1, 0.5, -1, 2, 0.25].randomElement(using: &rng) ?? 1))
                }
                let constant = Double(Int.random(in: -20...20, using: &rng))
                let expression = terms.reduce(Expression(constant: constant)) { sum, term in
                    sum.adding(Expression(term.0 < 0 ? root : variables[term.0]), times: term.1)
                }
                try solver.add(Constraint(Expression(v), .equal, expression))
                variables.append(v)
                formulas.append((constant, terms))
            }
            try solver.addEditVariable(root, strength: .strong)
            for width in [320.0, 375, 414, 1024, 10] {
                try solver.suggestValue(width, for: root)
                solver.updateVariables()
                var expected: [Double] = []
                for formula in formulas {
                    expected.append(formula.terms.reduce(formula.constant) { $0 + $1.1 * ($1.0 < 0 ? width : expected[$1.0]) })
                }
                for i in 0..<count {
                    let scale = max(1, abs(expected[i]))
                    XCTAssertEqual(solver.value(of: variables[i]), expected[i], accuracy: 1e-9 * scale, "seed \(seed), v\(i) at \(width)")
                }
                XCTAssertEqual(solver.invariantViolations(), [], "seed \(seed) at \(width)")
            }
        }
    }
}
