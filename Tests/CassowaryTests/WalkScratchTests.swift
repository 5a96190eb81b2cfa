import XCTest
@testable import Cassowary

/// The small parts definitions are walked with: the rank heaps, the marks that empty in O(1),
/// and the ranks given to new definitions.
final class WalkScratchTests: XCTestCase {
    func testRankHeapsPopInRankOrderBothWays() {
        var low = RankHeap<LowestRankFirst>(), high = RankHeap<HighestRankFirst>()
        let ranks: [Double] = [5, 1.5, 9, -.infinity, 3, 7.25, 2]
        for (i, rank) in ranks.enumerated() {
            low.push(SymbolID(i), rank: rank)
            high.push(SymbolID(i), rank: rank)
        }
        var lowOrder: [SymbolID] = [], highOrder: [SymbolID] = []
        while let s = low.pop() { lowOrder.append(s) }
        while let s = high.pop() { highOrder.append(s) }
        XCTAssertEqual(lowOrder, [3, 1, 6, 4, 0, 5, 2])
        XCTAssertEqual(highOrder, [2, 5, 0, 4, 6, 1, 3])
        XCTAssertEqual(low.count, 0)
    }

    func testTheCycleChecksMarksEmptyAtOnceAndSurviveTheirStampRunningOut() {
        var marks = CycleMarks(current: UInt32.max - 1)
        for _ in 0..<3 { marks.addSymbol() }
        marks.markCleared(1)
        marks.markReaching(2)
        marks[parent: 2] = 1
        XCTAssertTrue(marks.isCleared(1) && marks.isReaching(2))
        XCTAssertFalse(marks.isCleared(0) || marks.isReaching(0) || marks.isReaching(1) || marks.isCleared(2))
        XCTAssertEqual(marks[parent: 2], 1)
        XCTAssertEqual(marks[parent: 0], noSymbol)
        marks.removeAll()  // to UInt32.max
        XCTAssertFalse(marks.isCleared(1) || marks.isReaching(2))
        marks.markCleared(2)
        marks.markReaching(0)
        marks.removeAll()  // wraps: every mark is cleared, and stamp 0 (a new slot's) is never current
        XCTAssertEqual(marks.current, 1)
        XCTAssertFalse(marks.isCleared(2) || marks.isReaching(0))
        marks.addSymbol()
        XCTAssertFalse(marks.isCleared(3) || marks.isReaching(3))
        marks.markCleared(0)
        XCTAssertTrue(marks.isCleared(0))
    }

    func testTheWalksTwoSetsEmptyApartAndSurviveTheirStampsRunningOut() {
        var marks = WalkMarks(current: UInt32.max)
        for _ in 0..<3 { marks.addSymbol() }
        marks.reach(0)
        marks.visit(0)
        marks.visit(1)
        XCTAssertTrue(marks.isReached(0) && marks.isVisited(0) && marks.isVisited(1))
        XCTAssertFalse(marks.isReached(1) || marks.isReached(2) || marks.isVisited(2))
        marks.removeAllVisited()  // wraps: every visited mark is cleared, the reached ones kept
        XCTAssertFalse(marks.isVisited(0) || marks.isVisited(1))
        XCTAssertTrue(marks.isReached(0))
        XCTAssertEqual(marks.visitedNow, 1)
        marks.visit(2)
        marks.removeAllReached()  // wraps in turn: the visited mark stays
        XCTAssertFalse(marks.isReached(0))
        XCTAssertTrue(marks.isVisited(2))
        marks.addSymbol()
        XCTAssertFalse(marks.isReached(3) || marks.isVisited(3))
    }

    func testRanksGoAboveTheNewestAndSplitInsideTheirInterval() {
        var ranks = DefinitionRanks()
        XCTAssertEqual(ranks.takeNewest(), 1)
        XCTAssertEqual(ranks.takeNewest(atLeast: 10), 10)
        XCTAssertEqual(ranks.next, 11)
        ranks.noteTaken(20.5)
        XCTAssertEqual(ranks.next, 21.5)
        var seen = Set<Double>()
        for _ in 0..<50 {
            let r = ranks.split(2, 3)
            XCTAssertTrue(r >= 2.25 && r <= 2.75, "\(r)")
            seen.insert(r)
        }
        XCTAssertEqual(seen.count, 50, "splits of one interval differ")
    }
}
