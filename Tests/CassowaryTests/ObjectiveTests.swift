import XCTest
@testable import Cassowary

/// The objective's two hot operations in a pivot: the dual ratio test's three-way comparison,
/// and folding a pivot row into the objective in one pass.
final class ObjectiveTests: XCTestCase {
    /// Two levels (keys 2 and 1, weight 1: tolerance 1e-13 each) and `symbols` eligible symbols.
    private func objective(symbols: Int) -> (Objective, high: LevelID, low: LevelID) {
        var o = Objective()
        for _ in 0..<symbols { o.addSymbol(eligible: true) }
        let high = o.acquireLevel(key: 2, weight: 1), low = o.acquireLevel(key: 1, weight: 1)
        return (o, high, low)
    }

    func testRatiosCompareLevelByLevelInThreeWays() {
        var (o, high, low) = objective(symbols: 5)
        o.add(0, -1, level: high)     // s0: high −1
        o.add(1, 3, level: low)       // s1: low 3
        o.add(2, 2, level: high)      // s2: high 2, low 1
        o.add(2, 1, level: low)
        o.add(3, 4, level: high)      // s3: high 4, low 1
        o.add(3, 1, level: low)
        // A negative cell at the higher level comes first, whatever the lower levels say.
        XCTAssertEqual(o.compareRatios(0, 1, 1, 1), -1)
        XCTAssertEqual(o.compareRatios(1, 1, 0, 1), 1)
        // A positive one at the higher level comes after a symbol with none there.
        XCTAssertEqual(o.compareRatios(2, 1, 1, 1), 1)
        // Equal at the higher level (2/1 against 4/2): the lower level decides (1/1 > 1/2).
        XCTAssertEqual(o.compareRatios(2, 1, 3, 2), 1)
        XCTAssertEqual(o.compareRatios(3, 2, 2, 1), -1)
        // Equal at every level: a tie, and a symbol ties with itself.
        XCTAssertEqual(o.compareRatios(2, 1, 2, 1), 0)
        XCTAssertEqual(o.compareRatios(4, 1, 4, 3), 0)
        // Ratios whose difference times the larger row coefficient is within the level's
        // tolerance (1e-13) are equal: 2 against 2 + 1e-14 at the higher level.
        o.add(4, 2 + 1e-14, level: high)
        o.add(4, 1, level: low)
        XCTAssertEqual(o.compareRatios(2, 1, 4, 1), 0)
        XCTAssertEqual(o.compareRatios(4, 1, 2, 1), 0)
    }

    /// Over random lists, the comparison is antisymmetric and agrees with an exact one
    /// wherever the ratios differ by far more than the tolerance.
    func testRatioComparisonIsAntisymmetric() {
        var generator = SeededGenerator(seed: 7)
        let count = 40
        var (o, high, low) = objective(symbols: count)
        let values: [Double] = [-2, -1, -0.5, 0.25, 1, 2, 3]
        for s in 0..<count {
            if Bool.random(using: &generator) { o.add(SymbolID(Int32(s)), values.randomElement(using: &generator)!, level: high) }
            if Bool.random(using: &generator) { o.add(SymbolID(Int32(s)), values.randomElement(using: &generator)!, level: low) }
        }
        let scales: [Double] = [0.25, 1, 3]
        for a in 0..<count {
            for b in 0..<count {
                let ca = scales[a % 3], cb = scales[(b / 2) % 3]
                let x = SymbolID(Int32(a)), y = SymbolID(Int32(b))
                let forward = o.compareRatios(x, ca, y, cb), backward = o.compareRatios(y, cb, x, ca)
                XCTAssertEqual(forward, -backward, "s\(a)/\(ca) against s\(b)/\(cb)")
                let exact = exactOrder(o.cells(of: x), ca, o.cells(of: y), cb, levels: [high, low])
                XCTAssertEqual(forward, exact, "s\(a)/\(ca) against s\(b)/\(cb)")
            }
        }
    }

    /// The lexicographic order of two lists divided by their row coefficients, level by level
    /// (highest first; the ratios above differ by at least 1/12 where they differ).
    private func exactOrder(_ a: [(level: LevelID, coefficient: Double)], _ ca: Double,
                            _ b: [(level: LevelID, coefficient: Double)], _ cb: Double, levels: [LevelID]) -> Int {
        for level in levels {
            let x = (a.first { $0.level == level }?.coefficient ?? 0) / ca
            let y = (b.first { $0.level == level }?.coefficient ?? 0) / cb
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }

    /// Folding a row into the objective at once leaves every list, the cell count and the
    /// candidate set as one fold per cell does — cancellations included.
    func testFoldingARowMatchesFoldingItsCellsOneByOne() {
        var (o, high, low) = objective(symbols: 6)
        o.add(0, -2, level: high)
        o.add(0, 1, level: low)
        o.add(1, 2, level: low)     // cancelled below: 2 + (−1)·2
        o.add(2, 0.5, level: high)
        var oneByOne = o
        let terms: [(level: LevelID, coefficient: Double)] = [(high, 1), (low, -1)]
        let row = [Cell(symbol: 0, columnPosition: 0, coefficient: 3),
                   Cell(symbol: 1, columnPosition: 0, coefficient: 2),
                   Cell(symbol: 2, columnPosition: 0, coefficient: -0.5),
                   Cell(symbol: 4, columnPosition: 0, coefficient: -3)]
        row.withUnsafeBufferPointer { o.add(terms, timesEach: $0) }
        for cell in row { oneByOne.add(cell.symbol, terms, times: cell.coefficient) }
        for s in 0..<6 {
            let symbol = SymbolID(Int32(s))
            XCTAssertEqual(o.cells(of: symbol).map(\.coefficient), oneByOne.cells(of: symbol).map(\.coefficient), "s\(s)")
            XCTAssertEqual(o.cells(of: symbol).map(\.level), oneByOne.cells(of: symbol).map(\.level), "s\(s)")
            XCTAssertTrue(o.isOrdered(symbol))
        }
        // s0 turns positive at the high level (it stops being a candidate); s1 gains 2 there
        // and its low cell cancels; s2 loses its high cell (0.5 − 0.5) and gains 0.5 at the
        // low one; s4 gets both cells and leads negative (it becomes one).
        XCTAssertEqual(o.cells(of: 0).map(\.coefficient), [1, -2])
        XCTAssertEqual(o.cells(of: 1).map(\.coefficient), [2])
        XCTAssertEqual(o.cells(of: 1).map(\.level), [high])
        XCTAssertEqual(o.cells(of: 2).map(\.coefficient), [0.5])
        XCTAssertEqual(o.cells(of: 2).map(\.level), [low])
        XCTAssertEqual(o.cells(of: 4).map(\.coefficient), [-3, 3])
        XCTAssertEqual(o.cellCount, oneByOne.cellCount)
        XCTAssertEqual(o.cellCount, 6)
        XCTAssertEqual(Set(o.candidates), Set(oneByOne.candidates))
        XCTAssertEqual(o.candidates, [4])
    }
}
