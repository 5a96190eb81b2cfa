import XCTest
@testable import Cassowary

/// `Tableau.bringChainsTogether` moves steps between the links of a chain later, so that a
/// replay takes each link from a register: the steps must stay in an order that evaluates
/// what each reads first, and a grid's drag must end at the values its evaluation gives.
final class ValueOrderChainTests: XCTestCase {
    private func step(_ symbol: Int32, reads first: Int32?, _ second: Int32?, extra: Int32 = 0) -> ValueStep {
        // A step with fewer operands reads its own symbol in the unused slots, as compiled.
        ValueStep(firstCoefficient: first == nil ? 0 : 1, firstSymbol: SymbolID(first ?? symbol), row: RowID(0),
                  secondCoefficient: second == nil ? 0 : 1, secondSymbol: SymbolID(second ?? symbol),
                  symbol: SymbolID(symbol), variable: VariableID(0), extra: extra)
    }

    private func symbols(_ steps: [ValueStep]) -> [Int32] { steps.map(\.symbol.raw) }

    /// A grid's row as its walk meets it: a position, the cell's height, the next position
    /// (reading the one two steps back), and so on.
    func testAChainsLinksEndUpNextToEachOther() {
        // Widths 1...5 and heights 11...15 read the root (0); positions 21...25 read their
        // width and the position before.
        var steps: [ValueStep] = (1...5).map { step($0, reads: nil, 0) }
        steps.append(step(21, reads: 1, nil))
        for i: Int32 in 1...4 {
            steps.append(step(10 + i, reads: nil, i))
            steps.append(step(21 + i, reads: 1 + i, 20 + i))
        }
        steps.append(step(15, reads: nil, 5))
        var held: [ValueStep] = []
        Tableau.bringChainsTogether(&steps, held: &held)
        // The last height is not between two links: it stays, and the held ones follow it.
        XCTAssertEqual(symbols(steps), [1, 2, 3, 4, 5, 21, 22, 23, 24, 25, 15, 11, 12, 13, 14])
    }

    /// A held step is written before the first step that reads it, and before any step with
    /// extra operands; at most eight are held at once.
    func testHeldStepsComeBeforeTheirReaders() {
        var steps = [step(1, reads: nil, 0), step(2, reads: nil, 0), step(3, reads: nil, 1),
                     step(4, reads: 2, 3), step(5, reads: nil, 2, extra: 1)]
        var held: [ValueStep] = []
        Tableau.bringChainsTogether(&steps, held: &held)
        XCTAssertEqual(symbols(steps), [1, 3, 2, 4, 5], "2 held past 3, written before 4 reads it")

        // A chain of 20 links, each with a step between: eight held, then written, and so on.
        var long: [ValueStep] = [step(100, reads: nil, 0)]
        for i: Int32 in 1...20 {
            long.append(step(200 + i, reads: nil, 0))
            long.append(step(100 + i, reads: nil, 100 + i - 1))
        }
        Tableau.bringChainsTogether(&long, held: &held)
        let order = symbols(long)
        XCTAssertEqual(Array(order.prefix(10)), [100, 101, 102, 103, 104, 105, 106, 107, 108, 201])
        assertValidOrder(long, against: Set(order))
    }

    /// Random orders of definitions, in a valid order: after the reordering each step still
    /// follows every step it reads, no step is lost or repeated, and the steps with extra
    /// operands keep their order (their operands sit in that order in a side array).
    func testRandomOrdersStayValid() {
        var rng = SeededGenerator(seed: 11)
        var held: [ValueStep] = []
        var moved = 0
        for _ in 0..<500 {
            let count = Int.random(in: 1...60, using: &rng)
            var steps: [ValueStep] = []
            for k in 0..<count {
                let symbol = Int32(k + 1)
                // Reads up to two earlier steps, the one just before or two back more often.
                func operand() -> Int32? {
                    guard k > 0, Int.random(in: 0..<4, using: &rng) > 0 else { return nil }
                    let back = [1, 2, 2, 3, Int.random(in: 1...k, using: &rng)].randomElement(using: &rng) ?? 1
                    return Int32(k + 1 - min(back, k))
                }
                let extra: Int32 = Int.random(in: 0..<8, using: &rng) == 0 ? 1 : 0
                steps.append(step(symbol, reads: operand(), operand(), extra: extra))
            }
            let before = symbols(steps)
            Tableau.bringChainsTogether(&steps, held: &held)
            XCTAssertEqual(Set(symbols(steps)), Set(before))
            XCTAssertEqual(steps.count, before.count)
            assertValidOrder(steps, against: Set(before))
            XCTAssertEqual(steps.filter { $0.extra != 0 }.map(\.symbol.raw), before.filter { s in steps.first { $0.symbol.raw == s }?.extra != 0 })
            if symbols(steps) != before { moved += 1 }
        }
        XCTAssertGreaterThan(moved, 100, "the generator makes orders the pass changes")
    }

    private func assertValidOrder(_ steps: [ValueStep], against defined: Set<Int32>, file: StaticString = #filePath, line: UInt = #line) {
        var seen: Set<Int32> = []
        for s in steps {
            for operand in [s.firstSymbol.raw, s.secondSymbol.raw] where operand != s.symbol.raw && defined.contains(operand) {
                XCTAssertTrue(seen.contains(operand), "\(s.symbol.raw) reads \(operand) before it is evaluated", file: file, line: line)
            }
            seen.insert(s.symbol.raw)
        }
    }

    /// A grid of square cells, rows of ten, positions chained along each row and down each
    /// column, dragged with the order replayed and with the order off: every value the same,
    /// bit for bit, after every step. The order is compiled on the drag's second step and
    /// does not forward (its positions read the one two steps back); once it has been
    /// replayed `replaysBeforeChainingThem` times its chains are brought together, and from
    /// then on it forwards.
    func testAGridsDragReplaysTheValuesOfItsEvaluation() throws {
        let replaying = Solver(), evaluating = Solver()
        evaluating.core.tableau.shortcuts.recordsValueOrders = false
        let cells = 60, columns = 10
        let names = ["root.w"] + (0..<cells).flatMap { ["c\($0).x", "c\($0).y", "c\($0).w", "c\($0).h"] }
        let a = names.map { replaying.makeVariable($0) }, b = names.map { evaluating.makeVariable($0) }
        func add(_ make: ([Variable]) -> Constraint) throws {
            try replaying.add(make(a))
            try evaluating.add(make(b))
        }
        for k in 0..<cells {
            let x = 1 + 4 * k, y = x + 1, w = x + 2, h = x + 3
            try add { $0[w] == $0[0] * 0.1 - 8.8 }
            try add { $0[h] == $0[w] }
            try add { k % columns == 0 ? $0[x] == 8 : $0[x] == $0[x - 4] + $0[w - 4] + 8 }
            try add { k < columns ? $0[y] == 8 : $0[y] == $0[y - 4 * columns] + $0[h - 4 * columns] + 8 }
        }
        try replaying.addEditVariable(a[0], strength: .strong)
        try evaluating.addEditVariable(b[0], strength: .strong)
        var replayed = 0, forwardedFrom: Int?
        for i in 0..<(ValueOrder.replaysBeforeChainingThem + 20) {
            let width = 320.0 + Double((i * 37) % 700)
            try replaying.suggestValue(width, for: a[0])
            try evaluating.suggestValue(width, for: b[0])
            replaying.updateVariables()
            evaluating.updateVariables()
            let tableau = replaying.core.tableau
            if tableau.valueOrderApplies || tableau.valueOrder.generation == tableau.matrix.generation { replayed += 1 }
            if forwardedFrom == nil && tableau.valueOrder.forwards { forwardedFrom = replayed }
            if let difference = firstDifference(replaying, a, evaluating, b, names: names, labels: ("replayed", "evaluated")) {
                return XCTFail("step \(i), width \(width): \(difference)")
            }
        }
        XCTAssertEqual(forwardedFrom, ValueOrder.replaysBeforeChainingThem,
                       "the order forwards from the replay that brings its chains together, not before")
    }
}
