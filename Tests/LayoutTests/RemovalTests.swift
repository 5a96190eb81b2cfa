import XCTest
import Cassowary
@testable import Layout

/// Each item keeps its own constraints: removing a view, reordering subviews or changing a
/// view's margins touches that view's constraints and nothing else.
final class RemovalTests: XCTestCase {
    /// Counts the solver's adds and removes from now on.
    func testRemovingAViewDeactivatesItsConstraintsAndThoseThatNameIt() throws {
        let engine = makeEngine()
        let a = addView("a", to: engine.root), b = addView("b", to: engine.root), c = addView("c", to: engine.root)
        try a.snp.makeConstraints { $0.left.top.equalToSuperview(); $0.size.equalTo(20) }
        try b.snp.makeConstraints { $0.left.equalTo(a.snp.right).offset(8); $0.top.equalToSuperview(); $0.size.equalTo(20) }
        try c.snp.makeConstraints { $0.right.bottom.equalToSuperview(); $0.size.equalTo(30) }
        layout(engine)
        let tally = SolverTally(engine)
        a.removeFromSuperview()
        layout(engine)
        // a's four constraints and b's one to a left the solver; nothing was added.
        XCTAssertEqual(tally.counts, [5, 0])
        XCTAssertEqual(engine.constraints.count, 2 + 3 + 4)
        XCTAssertTrue(engine.constraints.allSatisfy { $0.firstItem !== a && $0.secondItem !== a })
        assertFrame(c, rect(290, 450, 30, 30))
        XCTAssertTrue(a.reference.installedConstraints.isEmpty)
        XCTAssertEqual(b.reference.installedConstraints.count, 3)
    }

    func testRemovingOneOfManySiblingsTouchesItsOwnConstraintsOnly() throws {
        let engine = makeEngine()
        var views: [View] = []
        for i in 0..<1_000 {
            let v = addView("v\(i)", to: engine.root)
            try v.snp.makeConstraints { $0.left.top.equalToSuperview().offset(Double(i % 10)); $0.size.equalTo(10) }
            views.append(v)
        }
        layout(engine)
        let tally = SolverTally(engine)
        views[500].removeFromSuperview()
        layout(engine)
        XCTAssertEqual(tally.counts, [4, 0])
        XCTAssertEqual(engine.constraints.count, 2 + 999 * 4)
        XCTAssertEqual(engine.root.subviews.count, 999)
        assertFrame(views[501], rect(1, 1, 10, 10))
        // The root's list holds its two pins and the constraints of the 999 views pinned to it.
        XCTAssertEqual(engine.root.reference.installedConstraints.count, 2 + 999 * 2)
    }

    func testSubviewOrderSurvivesRemovalsAndInsertions() {
        let engine = makeEngine()
        let views = (0..<40).map { addView("v\($0)", to: engine.root) }
        for (i, v) in views.enumerated() where i % 3 == 0 { v.removeFromSuperview() }
        let kept = views.enumerated().filter { $0.offset % 3 != 0 }.map(\.element.name)
        XCTAssertEqual(engine.root.subviews.map(\.name), kept)
        engine.root.insertSubview(views[0], at: 5)
        var expected = kept
        expected.insert("v0", at: 5)
        XCTAssertEqual(engine.root.subviews.map(\.name), expected)
        for (i, v) in engine.root.subviews.enumerated() {
            XCTAssertTrue(engine.root.subviewList.slots[v.subviewIndex] === v, "slot of \(v.name) at \(i)")
        }
    }

    func testAddingAnExistingSubviewMovesItToTheFrontAndKeepsItsConstraints() throws {
        let engine = makeEngine()
        let a = addView("a", to: engine.root), b = addView("b", to: engine.root)
        try a.snp.makeConstraints { $0.edges.equalToSuperview().inset(10) }
        layout(engine)
        let tally = SolverTally(engine)
        engine.root.addSubview(a)
        layout(engine)
        XCTAssertEqual(engine.root.subviews.map(\.name), ["b", "a"])
        XCTAssertEqual(tally.counts, [0, 0])
        assertFrame(a, rect(10, 10, 300, 460))
        withExtendedLifetime(b) {}
    }

    /// A view moved to another engine takes its constraints along: the first engine removes
    /// what it had in its solver, the second adds them to its own (before, the second kept
    /// the constraint "in its solver" without adding it, and the first never removed it).
    func testAViewMovedToAnotherEngineTakesItsConstraintsAlong() throws {
        let first = makeEngine(), second = makeEngine(width: 200, height: 100)
        let v = addView("v", to: first.root)
        let width = LayoutConstraint(v, .width, .equal, constant: 40)
        try v.snp.makeConstraints { $0.left.top.equalToSuperview() }
        try width.activate()
        layout(first)
        XCTAssertEqual(first.solver.constraints.count, 2 + 3)
        v.removeFromSuperview()
        second.root.addSubview(v)
        try width.activate()
        try v.snp.makeConstraints { $0.height.equalTo(30); $0.right.bottom.equalToSuperview() }
        layout(second)
        assertFrame(v, rect(160, 70, 40, 30))
        layout(first)
        XCTAssertEqual(first.solver.constraints.count, 2, "only the root's pins are left in the first solver")
        XCTAssertEqual(second.solver.constraints.count, 2 + 4)
    }

    func testAViewMovedBeforeAnyPassIsLaidOutByItsNewEngineOnly() throws {
        let first = makeEngine(), second = makeEngine(width: 200, height: 100)
        let v = addView("v", to: first.root)
        let size = [LayoutConstraint(v, .width, .equal, constant: 40), LayoutConstraint(v, .height, .equal, constant: 20)]
        try first.activate(size)
        v.removeFromSuperview()
        second.root.addSubview(v)
        try second.activate(size)
        layout(first)
        layout(second)
        XCTAssertEqual(first.solver.constraints.count, 2)
        XCTAssertEqual(v.frame.size, Size(width: 40, height: 20))
    }

    func testMarginsChangeRebuildsOnlyTheConstraintsThatReadThem() throws {
        let engine = makeEngine()
        let a = addView("a", to: engine.root), b = addView("b", to: engine.root)
        try a.snp.makeConstraints { $0.leftMargin.topMargin.equalToSuperview(); $0.size.equalTo(10) }
        try b.snp.makeConstraints { $0.right.bottom.equalToSuperview(); $0.size.equalTo(10) }
        layout(engine)
        let tally = SolverTally(engine)
        engine.root.layoutMargins = .all(20)
        layout(engine)
        XCTAssertEqual(tally.counts, [2, 2])
        // Margin to margin: a's own margins (8) are inside the root's (20), as SnapKit trap 6.
        assertFrame(a, rect(12, 12, 10, 10))
        assertFrame(b, rect(310, 470, 10, 10))
    }

    /// A constant changed while the constraint waited to leave the solver, then activated
    /// again before the pass, takes its new constant (it used to keep the old one).
    func testAConstraintChangedWhileInactiveComesBackWithItsNewConstant() throws {
        let engine = makeEngine()
        let v = addView("v", to: engine.root)
        let width = LayoutConstraint(v, .width, .equal, constant: 40)
        try v.snp.makeConstraints { $0.left.top.equalToSuperview(); $0.height.equalTo(10) }
        try width.activate()
        layout(engine)
        width.deactivate()
        width.constant = 70
        try width.activate()
        layout(engine)
        assertFrame(v, rect(0, 0, 70, 10))
    }
}
