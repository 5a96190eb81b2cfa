import XCTest
import Cassowary
@testable import Layout

/// A stack or box rebuilds the item that changed and its visible neighbours, keeping every
/// constraint whose shape did not change: the solver sees exactly the constraints that differ.
final class StackIncrementalTests: XCTestCase {
    /// A vertical stack of `n` items 10 high, filling a 320-wide root from the top.
    private func makeColumn(_ n: Int, spacing: Double = 2) throws -> (LayoutEngine, StackView, [View]) {
        let engine = LayoutEngine(width: 320, height: 10_000)
        let stack = StackView(name: "stack", axis: .vertical, spacing: spacing)
        engine.root.addSubview(stack)
        try stack.snp.makeConstraints { $0.top.left.right.equalToSuperview() }
        let items = (0..<n).map { View(name: "i\($0)", intrinsicSize: Size(width: 100, height: 10)) }
        for item in items { stack.addArrangedSubview(item) }
        layout(engine)
        return (engine, stack, items)
    }

    func testHidingAnItemChangesItsOwnConstraintsAndTheNextItemsSpacing() throws {
        let (engine, stack, items) = try makeColumn(100)
        assertFrame(items[51], rect(0, 612, 320, 10))
        let tally = SolverTally(engine)
        items[50].isHidden = true
        layout(engine)
        // Item 50: spacing, cross start and end, its two tie steps out; hiding in. Item 51:
        // its spacing now goes to item 49. Item 49 is rebuilt and found unchanged; item 0
        // still leads the ties.
        XCTAssertEqual(tally.counts, [6, 2])
        assertFrame(items[51], rect(0, 600, 320, 10))
        XCTAssertEqual(items[50].frame.height, 0)
        items[50].isHidden = false
        layout(engine)
        assertFrame(items[51], rect(0, 612, 320, 10))
        // Three per item (a spacing, or the first's start pin, and the cross axis), the two tie
        // steps of every item but the first, the end pin.
        XCTAssertEqual(stack.arrangementConstraints.count, 100 * 3 + 99 * 2 + 1)
    }

    func testHidingTheLastItemMovesTheEndPinToTheItemBefore() throws {
        let (engine, stack, items) = try makeColumn(3)
        try stack.snp.makeConstraints { $0.height.equalTo(50) }
        layout(engine)
        // The first item stretches: 0–26, 28–38, 40–50.
        assertFrame(items[0], rect(0, 0, 320, 26))
        assertFrame(items[2], rect(0, 40, 320, 10))
        items[2].isHidden = true
        layout(engine)
        assertFrame(items[0], rect(0, 0, 320, 38))
        assertFrame(items[1], rect(0, 40, 320, 10))
        XCTAssertEqual(stack.arrangementConstraints.map(\.text).filter { $0.contains("stack.bottom") },
                       ["i1.bottom == stack.bottom"])
    }

    func testRemovingAndReinsertingAnItemRebuildsOnlyAroundIt() throws {
        let (engine, stack, items) = try makeColumn(50)
        let tally = SolverTally(engine)
        stack.removeArrangedSubview(items[10])
        layout(engine)
        // Item 10's five go; item 11's spacing moves to item 9.
        XCTAssertEqual(tally.counts, [6, 1])
        assertFrame(items[11], rect(0, 120, 320, 10))
        XCTAssertEqual(stack.arrangedSubviews.count, 49)
        XCTAssertEqual(items[11].arrangedIndex, 10)
        stack.insertArrangedSubview(items[10], at: 10)
        layout(engine)
        assertFrame(items[11], rect(0, 132, 320, 10))
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), items.map(\.name))
    }

    func testEqualSpacingChainsTheGapsAndSurvivesAHiddenItem() throws {
        let engine = makeEngine()
        let stack = StackView(name: "stack", axis: .horizontal, spacing: 0)
        stack.distribution = .equalSpacing
        engine.root.addSubview(stack)
        try stack.snp.makeConstraints { $0.left.top.equalToSuperview(); $0.width.equalTo(300); $0.height.equalTo(20) }
        let items = [30.0, 40, 50, 60].enumerated().map { View(name: "i\($0.offset)", intrinsicSize: Size(width: $0.element, height: 20)) }
        for item in items { stack.addArrangedSubview(item) }
        layout(engine)
        // 300 − 180 = 120 shared by three gaps of 40.
        XCTAssertEqual(items.map { $0.frame.minX }, [0, 70, 150, 240])
        items[1].isHidden = true
        layout(engine)
        // 300 − 140 = 160 in two gaps of 80.
        XCTAssertEqual([items[0], items[2], items[3]].map { $0.frame.minX }, [0, 110, 240])
        XCTAssertEqual(stack.layoutGuides.count, 2, "one gap guide per gap in use")
    }

    func testBoxItemsRebuildOnlyAroundAHiddenItem() throws {
        let engine = makeEngine()
        let box = BoxView(name: "box", axis: .y, spacing: 10, insets: .all(5))
        engine.root.addSubview(box)
        try box.snp.makeConstraints { $0.left.top.right.equalToSuperview() }
        let views = (0..<20).map { View(name: "b\($0)", intrinsicSize: Size(width: 50, height: 20)) }
        box.items = views.map { $0.boxed }
        layout(engine)
        let tally = SolverTally(engine)
        views[7].isHidden = true
        layout(engine)
        // b7's start, cross start and end go; b8's spacing moves to b6.
        XCTAssertEqual(tally.counts, [4, 1])
        assertFrame(views[8], rect(5, 215, 310, 20))
        // Replacing the items with the same views and one new pin rebuilds that item only.
        var changed = box.items
        changed[12] = changed[12].top(30)
        box.items = changed
        layout(engine)
        assertFrame(views[12], rect(5, 355, 310, 20))
    }
}
