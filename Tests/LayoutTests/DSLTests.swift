import XCTest
import Cassowary
@testable import Layout

/// make / remake / update / remove, targets and constants, with SnapKit's semantics.
final class DSLTests: XCTestCase {
    func testUpdateChangesOnlyTheConstantIncrementally() throws {
        let engine = makeEngine()
        let v = addView("v", to: engine.root)
        try v.snp.makeConstraints { $0.left.top.equalToSuperview().offset(10); $0.size.equalTo(50) }
        layout(engine)
        var removed = 0, added = 0
        engine.solverObserver = { event in
            if case .remove = event { removed += 1 }
            if case .add = event { added += 1 }
        }
        try v.snp.updateConstraints { $0.left.equalToSuperview().offset(30) }
        layout(engine)
        assertFrame(v, rect(30, 10, 50, 50))
        XCTAssertEqual([removed, added], [1, 1])
    }

    func testRemakeAndRemove() throws {
        let engine = makeEngine()
        let v = addView("v", to: engine.root)
        try v.snp.makeConstraints { $0.edges.equalToSuperview() }
        try v.snp.remakeConstraints { $0.center.equalToSuperview(); $0.size.equalTo(Size(width: 20, height: 40)) }
        layout(engine)
        assertFrame(v, rect(150, 220, 20, 40))
        XCTAssertEqual(v.madeConstraints.count, 4)
        v.snp.removeConstraints()
        layout(engine)
        XCTAssertTrue(v.madeConstraints.isEmpty)
        XCTAssertEqual(engine.constraints.count, 2)  // the root's pins
    }

    func testConstantTargetsSizesPointsInsetsAndMultipliers() throws {
        let engine = makeEngine()
        let a = addView("a", to: engine.root), b = addView("b", to: engine.root)
        try a.snp.makeConstraints {
            $0.center.equalTo(Point(x: 100, y: 60))     // centerX == root.left + 100
            $0.size.equalToSuperview().dividedBy(4)
        }
        try b.snp.makeConstraints {
            $0.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        layout(engine)
        assertFrame(a, rect(60, 0, 80, 120))
        assertFrame(b, rect(2, 1, 314, 476))
        XCTAssertEqual(a.madeConstraints.map(\.text), ["a.centerX == root.left + 100", "a.centerY == root.top + 60",
                                                      "a.width == 0.25*root.width", "a.height == 0.25*root.height"])
    }

    func testEdgesToMarginsMapsSideBySide() throws {
        let engine = makeEngine()
        let v = addView("v", to: engine.root)
        try v.snp.makeConstraints { $0.edges.equalTo(engine.root.snp.margins) }
        layout(engine)
        assertFrame(v, rect(8, 8, 304, 464))
    }

    func testPriorityAndLabelAndHandle() throws {
        let engine = makeEngine()
        let v = addView("v", to: engine.root)
        var handle: ConstraintDescription?
        try v.snp.makeConstraints {
            $0.left.top.equalToSuperview()
            $0.width.equalTo(100).priority(.high).labeled("wish")
            $0.width.lessThanOrEqualTo(60)
            handle = $0.height.equalTo(10).constraint
        }
        layout(engine)
        assertFrame(v, rect(0, 0, 60, 10))
        XCTAssertEqual(v.madeConstraints[2].description.hasPrefix("wish ("), true)
        XCTAssertTrue(v.madeConstraints[2].text.hasSuffix("@750"))
        handle?.update(offset: 25)
        layout(engine)
        assertFrame(v, rect(0, 0, 60, 25))
        handle?.deactivate()
        try handle?.activate()
        layout(engine)
        assertFrame(v, rect(0, 0, 60, 25))
    }

    func testGuidesAndSafeArea() throws {
        let engine = makeEngine()
        engine.root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let v = addView("v", to: engine.root)
        let spacer = LayoutGuide(name: "spacer")
        engine.root.addLayoutGuide(spacer)
        try spacer.snp.makeConstraints { $0.left.top.equalTo(engine.root.safeAreaLayoutGuide); $0.size.equalTo(30) }
        try v.snp.makeConstraints {
            $0.left.equalTo(spacer.snp.right)
            $0.top.equalTo(spacer.snp.bottom)
            $0.right.bottom.equalTo(engine.root.safeAreaLayoutGuide)
        }
        layout(engine)
        assertFrame(spacer, rect(0, 44, 30, 30))
        assertFrame(v, rect(30, 74, 290, 372))
        engine.root.safeAreaInsets.top = 20
        layout(engine)
        assertFrame(v, rect(30, 50, 290, 396))
    }

    func testPriorityMapping() {
        XCTAssertEqual(LayoutPriority.required.strength, .required)
        XCTAssertEqual(LayoutPriority.high.strength, Strength(level: 750, weighted: .medium))
        XCTAssertEqual(LayoutPriority.low.strength, Strength(level: 250, weighted: .weak))
        XCTAssertEqual(LayoutPriority.high.weightedStrength, .medium)
        XCTAssertEqual(LayoutPriority(1).strength.value, 0.01, accuracy: 1e-12)
        XCTAssertEqual(LayoutPriority(500).strength.value, 10, accuracy: 1e-9)
        XCTAssertLessThan(LayoutPriority(999).weightedStrength, .strong)
        XCTAssertLessThan(LayoutPriority(999).strength, LayoutEngine().rootSizeStrength)
        XCTAssertLessThan(LayoutPriority(250).strength, LayoutPriority(251).strength)
        XCTAssertGreaterThan(LayoutPriority(750).strength.value, 10 * LayoutPriority(749).strength.value)
    }

    func testRemovingAViewDropsItsConstraints() throws {
        let engine = makeEngine()
        let a = addView("a", to: engine.root), b = addView("b", to: a)
        try a.snp.makeConstraints { $0.edges.equalToSuperview() }
        try b.snp.makeConstraints { $0.edges.equalToSuperview().inset(10) }
        layout(engine)
        assertFrame(b, rect(10, 10, 300, 460))
        a.removeFromSuperview()
        layout(engine)
        XCTAssertEqual(engine.constraints.count, 2)
        XCTAssertNil(b.engine)
    }
}
