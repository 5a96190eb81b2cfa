import XCTest
import Cassowary
@testable import Layout

/// What SnapKit's own test suite checks (its 31 tests, one here for each), written against
/// this DSL on headless views, with exact frames where SnapKit only counts constraints.
///
/// Differences on purpose: SnapKit's tests relate `left` to another view's `top`; UIKit
/// raises for that pairing and so does this layer (a typed error, tested last), so those
/// tests relate `left` to `left`. A view controller's top and bottom layout guides are the
/// safe-area guide here.
final class SnapKitSuiteTests: XCTestCase {
    /// The constraints the test made (the engine's own — the root's pins — left out).
    private func installed(_ engine: LayoutEngine) -> [LayoutConstraint] {
        engine.constraints.filter { !$0.location.isSystem }
    }

    private func oneView() -> (LayoutEngine, View) {
        let engine = makeEngine()
        return (engine, addView("v", to: engine.root))
    }

    private func twoViews() -> (LayoutEngine, View, View) {
        let engine = makeEngine()
        return (engine, addView("v1", to: engine.root), addView("v2", to: engine.root))
    }

    func testMakeConstraints() throws {
        let (engine, v1, v2) = twoViews()
        try v1.snp.makeConstraints { $0.top.equalTo(v2.snp.top).offset(50); $0.left.equalTo(v2.snp.left).offset(50) }
        XCTAssertEqual(installed(engine).count, 2)
        let line = #line + 1
        try v2.snp.makeConstraints { $0.edges.equalTo(v1) }
        XCTAssertEqual(installed(engine).count, 6)
        // v2's edges on v1's contradict v1 = v2 + 50: the pass says which constraints clash.
        XCTAssertThrowsError(try engine.layoutIfNeeded()) { error in
            guard case LayoutError.unsatisfiable(let failures) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.constraint.text), ["v2.left == v1.left", "v2.top == v1.top"])
            XCTAssertEqual(failures.first?.constraint.location.line, UInt(line))
            XCTAssertEqual(failures.first?.conflicts.map(\.text), ["v1.left == v2.left + 50"])
        }
    }

    func testHorizontalVerticalEdges() throws {
        let engine = makeEngine()
        let v1 = addView("v1", to: engine.root)
        try v1.snp.makeConstraints { $0.verticalEdges.equalToSuperview(); $0.horizontalEdges.equalToSuperview() }
        let made = installed(engine)
        XCTAssertEqual(made.count, 4)
        XCTAssertTrue(made.allSatisfy { $0.firstItem === v1 && $0.secondItem === engine.root })
        XCTAssertEqual(Set(made.map { "\($0.firstAttribute)-\($0.secondAttribute.map { "\($0)" } ?? "")" }),
                       ["left-left", "right-right", "top-top", "bottom-bottom"])
        layout(engine)
        assertFrame(v1, rect(0, 0, 320, 480))
    }

    func testHorizontalVerticalDirectionalEdges() throws {
        let engine = makeEngine()
        let v1 = addView("v1", to: engine.root)
        try v1.snp.makeConstraints {
            $0.directionalVerticalEdges.equalToSuperview().inset(10)
            $0.directionalHorizontalEdges.equalToSuperview().inset(DirectionalEdgeInsets(leading: 20, trailing: 40))
        }
        XCTAssertEqual(Set(installed(engine).map { "\($0.firstAttribute)-\($0.secondAttribute.map { "\($0)" } ?? "")" }),
                       ["leading-leading", "trailing-trailing", "top-top", "bottom-bottom"])
        layout(engine)
        assertFrame(v1, rect(20, 10, 260, 460))
        engine.layoutDirection = .rightToLeft
        layout(engine)
        assertFrame(v1, rect(40, 10, 260, 460))
    }

    func testGuideMakeConstraints() throws {
        let engine = makeEngine()
        let v1 = addView("v1", to: engine.root)
        let g1 = LayoutGuide(name: "g1")
        engine.root.addLayoutGuide(g1)
        try v1.snp.makeConstraints { $0.top.equalTo(g1).offset(50); $0.left.equalTo(g1.snp.left).offset(50) }
        XCTAssertEqual(installed(engine).count, 2)
        try g1.snp.makeConstraints { $0.edges.equalTo(engine.root).inset(10) }
        try v1.snp.makeConstraints { $0.size.equalTo(20) }
        XCTAssertEqual(installed(engine).count, 8)
        layout(engine)
        assertFrame(g1, rect(10, 10, 300, 460))
        assertFrame(v1, rect(60, 60, 20, 20))
    }

    func testMakeImpliedSuperviewConstraints() throws {
        let (engine, v1, v2) = twoViews()
        try v1.snp.makeConstraints { $0.top.equalTo(50.0); $0.left.equalTo(50.0); $0.size.equalTo(30) }
        XCTAssertEqual(installed(engine).map(\.text), ["v1.top == root.top + 50", "v1.left == root.left + 50",
                                                      "v1.width == 30", "v1.height == 30"])
        try v2.snp.makeConstraints { $0.edges.equalTo(v1) }
        XCTAssertEqual(installed(engine).count, 8)
        layout(engine)
        assertFrame(v2, rect(50, 50, 30, 30))
    }

    func testUpdateConstraints() throws {
        let (engine, v1, v2) = twoViews()
        try v2.snp.makeConstraints { $0.left.top.equalToSuperview().offset(10); $0.size.equalTo(10) }
        try v1.snp.makeConstraints {
            $0.top.equalTo(v2.snp.top).offset(50)
            $0.left.equalTo(v2.snp.left).offset(50)
            $0.size.equalTo(20)
        }
        try v1.snp.updateConstraints { $0.top.equalTo(v2.snp.top).offset(15) }
        XCTAssertEqual(installed(engine).count, 8)
        layout(engine)
        assertFrame(v1, rect(60, 25, 20, 20))
    }

    func testRemakeConstraints() throws {
        let (engine, v1, v2) = twoViews()
        try v2.snp.makeConstraints { $0.edges.equalToSuperview().inset(40) }
        try v1.snp.makeConstraints { $0.top.equalTo(v2.snp.top).offset(50); $0.left.equalTo(v2.snp.left).offset(50) }
        try v1.snp.remakeConstraints { $0.edges.equalTo(v2) }
        XCTAssertEqual(installed(engine).count, 4 + 4)
        XCTAssertEqual(v1.madeConstraints.count, 4)
        layout(engine)
        assertFrame(v1, rect(40, 40, 240, 400))
    }

    func testRemoveConstraints() throws {
        let (engine, v1, v2) = twoViews()
        try v1.snp.makeConstraints { $0.top.equalTo(v2).offset(50); $0.left.equalTo(v2).offset(50) }
        XCTAssertEqual(installed(engine).count, 2)
        v1.snp.removeConstraints()
        XCTAssertEqual(installed(engine).count, 0)
        XCTAssertTrue(v1.madeConstraints.isEmpty)
    }

    func testPrepareConstraints() throws {
        let (engine, v1, v2) = twoViews()
        try v2.snp.makeConstraints { $0.center.equalToSuperview(); $0.size.equalTo(100) }
        let prepared = try v1.snp.prepareConstraints { $0.edges.equalTo(v2) }
        XCTAssertEqual(installed(engine).count, 4)
        for d in prepared { try d.activate() }
        XCTAssertEqual(installed(engine).count, 8)
        layout(engine)
        assertFrame(v1, rect(110, 190, 100, 100))
        for d in prepared { d.deactivate() }
        XCTAssertEqual(installed(engine).count, 4)
    }

    func testReactivateConstraints() throws {
        let (engine, v1, v2) = twoViews()
        let prepared = try v1.snp.prepareConstraints { $0.edges.equalTo(v2) }
        for _ in 0..<2 {
            XCTAssertEqual(installed(engine).count, 0)
            for d in prepared { try d.activate() }
            XCTAssertEqual(installed(engine).count, 4)
            for d in prepared { d.deactivate() }
        }
        XCTAssertEqual(installed(engine).count, 0)
    }

    func testActivateDeactivateConstraints() throws {
        let (engine, v1, v2) = twoViews()
        var c1: ConstraintDescription?, c2: ConstraintDescription?
        _ = try v1.snp.prepareConstraints {
            c1 = $0.top.equalTo(v2.snp.top).offset(50).constraint
            c2 = $0.left.equalTo(v2.snp.left).offset(50).constraint
        }
        let top = try XCTUnwrap(c1), left = try XCTUnwrap(c2)
        XCTAssertEqual(installed(engine).count, 0)
        try top.activate()
        try left.activate()
        XCTAssertEqual(installed(engine).count, 2)
        top.deactivate()
        left.deactivate()
        XCTAssertEqual(installed(engine).count, 0)
        try top.activate()
        try left.activate()
        XCTAssertEqual(installed(engine).map(\.text), ["v1.top == v2.top + 50", "v1.left == v2.left + 50"])
    }

    func testSetIsActivatedConstraints() throws {
        let (engine, v1, v2) = twoViews()
        var c1: ConstraintDescription?, c2: ConstraintDescription?
        _ = try v1.snp.prepareConstraints {
            c1 = $0.top.equalTo(v2.snp.top).offset(50).constraint
            c2 = $0.left.equalTo(v2.snp.left).offset(50).constraint
        }
        let top = try XCTUnwrap(c1), left = try XCTUnwrap(c2)
        top.isActive = true
        left.isActive = false
        XCTAssertEqual(installed(engine).count, 1)
        XCTAssertEqual([top.isActive, left.isActive], [true, false])
        top.isActive = true
        left.isActive = true
        XCTAssertEqual(installed(engine).count, 2)
        top.isActive = false
        left.isActive = false
        XCTAssertEqual(installed(engine).count, 0)
        XCTAssertTrue(engine.misuses.isEmpty)
    }

    func testEdgeConstraints() throws {
        let (engine, v) = oneView()
        try v.snp.makeConstraints { $0.edges.equalTo(engine.root).offset(50.0) }
        XCTAssertEqual(installed(engine).map(\.constant), [50, 50, 50, 50])
        layout(engine)
        assertFrame(v, rect(50, 50, 320, 480))
    }

    func testUpdateReferencedConstraints() throws {
        let (engine, v1, v2) = twoViews()
        try v2.snp.makeConstraints { $0.edges.equalToSuperview().inset(100) }
        var c1: ConstraintDescription?, c2: ConstraintDescription?
        try v1.snp.makeConstraints {
            c1 = $0.top.equalTo(v2).offset(50).constraint
            c2 = $0.bottom.equalTo(v2).offset(25).constraint
            $0.left.right.equalToSuperview()
        }
        let top = try XCTUnwrap(c1), bottom = try XCTUnwrap(c2)
        XCTAssertEqual(top.layoutConstraints.map(\.constant) + bottom.layoutConstraints.map(\.constant), [50, 25])
        top.update(offset: 15)
        bottom.update(offset: 20)
        XCTAssertEqual(top.layoutConstraints.map(\.constant) + bottom.layoutConstraints.map(\.constant), [15, 20])
        layout(engine)
        assertFrame(v1, rect(0, 115, 320, 285))
        top.update(inset: 15)
        bottom.update(inset: 20)
        XCTAssertEqual(top.layoutConstraints.map(\.constant) + bottom.layoutConstraints.map(\.constant), [15, -20])
        XCTAssertEqual(installed(engine).count, 4 + 4)
        layout(engine)
        assertFrame(v1, rect(0, 115, 320, 245))
    }

    func testInsetsAsConstraintsConstant() throws {
        let (engine, v) = oneView()
        try v.snp.makeConstraints { $0.edges.equalTo(engine.root).inset(50.0) }
        XCTAssertEqual(installed(engine).map(\.constant).sorted(by: >), [50, 50, -50, -50])
        layout(engine)
        assertFrame(v, rect(50, 50, 220, 380))
    }

    func testConstraintInsetsAsImpliedEqualToConstraints() throws {
        let (engine, v) = oneView()
        try v.snp.makeConstraints { $0.edges.equalTo(EdgeInsets(top: 25, left: 25, bottom: 25, right: 25)) }
        XCTAssertEqual(installed(engine).map(\.constant).sorted(by: >), [25, 25, -25, -25])
        layout(engine)
        assertFrame(v, rect(25, 25, 270, 430))
    }

    func testConstraintInsetsAsConstraintsConstant() throws {
        let (engine, v) = oneView()
        try v.snp.makeConstraints { $0.edges.equalTo(engine.root).inset(EdgeInsets(top: 25, left: 25, bottom: 25, right: 25)) }
        XCTAssertEqual(installed(engine).map(\.constant).sorted(by: >), [25, 25, -25, -25])
        layout(engine)
        assertFrame(v, rect(25, 25, 270, 430))
    }

    /// `(attribute, constant)` of each constraint, by attribute order (SnapKit sorts by the
    /// attributes' raw values: top, bottom, leading, trailing; or left, right, top, bottom).
    private func attributesAndConstants(_ engine: LayoutEngine) -> [String] {
        installed(engine).map { c -> String in
            XCTAssertEqual(c.firstAttribute, c.secondAttribute)
            return "\(c.firstAttribute) \(fmt(c.constant))"
        }
    }

    func testConstraintDirectionalInsetsAsImpliedEqualToConstraints() throws {
        let (engine, v) = oneView()
        try v.snp.makeConstraints {
            $0.top.leading.bottom.trailing.equalTo(engine.root).inset(DirectionalEdgeInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
        }
        XCTAssertEqual(attributesAndConstants(engine), ["top 25", "bottom -25", "leading 25", "trailing -25"])
        layout(engine)
        assertFrame(v, rect(25, 25, 270, 430))
    }

    func testConstraintDirectionalInsetsAsConstraintsConstant() throws {
        let (engine, v) = oneView()
        try v.snp.makeConstraints {
            $0.top.leading.bottom.trailing.equalTo(engine.root).inset(DirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20))
        }
        XCTAssertEqual(attributesAndConstants(engine), ["top 5", "bottom -15", "leading 10", "trailing -20"])
        layout(engine)
        assertFrame(v, rect(10, 5, 290, 460))
    }

    func testConstraintDirectionalInsetsFallBackForNonDirectionalConstraints() throws {
        let (engine, v) = oneView()
        try v.snp.makeConstraints { $0.edges.equalTo(engine.root).inset(DirectionalEdgeInsets(top: 25, leading: 25, bottom: 25, trailing: 25)) }
        XCTAssertEqual(attributesAndConstants(engine), ["left 25", "top 25", "right -25", "bottom -25"])
        layout(engine)
        assertFrame(v, rect(25, 25, 270, 430))
    }

    func testSizeConstraints() throws {
        let (engine, v) = oneView()
        try v.snp.makeConstraints { $0.size.equalTo(Size(width: 50, height: 50)); $0.left.top.equalTo(engine.root) }
        let own = installed(engine).filter { $0.secondItem == nil }
        XCTAssertEqual(own.map(\.firstAttribute), [.width, .height])
        XCTAssertEqual(own.map(\.constant), [50, 50])
        XCTAssertEqual(installed(engine).filter { $0.secondItem === engine.root }.count, 2)
        layout(engine)
        assertFrame(v, rect(0, 0, 50, 50))
    }

    func testCenterConstraints() throws {
        let (engine, v) = oneView()
        try v.snp.makeConstraints { $0.center.equalTo(engine.root).offset(50.0); $0.size.equalTo(20) }
        XCTAssertEqual(installed(engine).prefix(2).map(\.constant), [50, 50])
        layout(engine)
        assertFrame(v, rect(200, 280, 20, 20))
    }

    func testConstraintIdentifier() throws {
        let (engine, v) = oneView()
        try v.snp.makeConstraints { $0.top.equalTo(engine.root.snp.top).labeled("Test-Identifier") }
        XCTAssertEqual(installed(engine).first?.identifier, "Test-Identifier")
        XCTAssertEqual(installed(engine).first?.summary.label, "Test-Identifier")
    }

    private func attributePairs(_ engine: LayoutEngine) -> (from: Set<LayoutAttribute>, to: Set<LayoutAttribute>) {
        let made = installed(engine)
        return (Set(made.map(\.firstAttribute)), Set(made.compactMap(\.secondAttribute)))
    }

    func testEdgesToEdges() throws {
        let (engine, v) = oneView()
        try v.snp.remakeConstraints { $0.edges.equalTo(engine.root.snp.edges) }
        XCTAssertEqual(installed(engine).count, 4)
        let (from, to) = attributePairs(engine)
        XCTAssertEqual(from, [.top, .left, .bottom, .right])
        XCTAssertEqual(to, [.top, .left, .bottom, .right])
    }

    func testDirectionalEdgesToDirectionalEdges() throws {
        let (engine, v) = oneView()
        try v.snp.remakeConstraints { $0.directionalEdges.equalTo(engine.root.snp.directionalEdges) }
        XCTAssertEqual(installed(engine).count, 4)
        let (from, to) = attributePairs(engine)
        XCTAssertEqual(from, [.top, .leading, .bottom, .trailing])
        XCTAssertEqual(to, [.top, .leading, .bottom, .trailing])
    }

    func testEdgesToMargins() throws {
        let (engine, v) = oneView()
        try v.snp.remakeConstraints { $0.edges.equalTo(engine.root.snp.margins) }
        var (from, to) = attributePairs(engine)
        XCTAssertEqual(from, [.top, .left, .bottom, .right])
        XCTAssertEqual(to, [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
        layout(engine)
        assertFrame(v, rect(8, 8, 304, 464))
        try v.snp.remakeConstraints { $0.margins.equalTo(engine.root.snp.edges) }
        XCTAssertEqual(installed(engine).count, 4)
        (from, to) = attributePairs(engine)
        XCTAssertEqual(from, [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
        XCTAssertEqual(to, [.top, .left, .bottom, .right])
        layout(engine)
        assertFrame(v, rect(-8, -8, 336, 496))
    }

    func testDirectionalEdgesToDirectionalMargins() throws {
        let engine = makeEngine()
        engine.root.layoutMargins = EdgeInsets(top: 8, left: 10, bottom: 8, right: 30)
        let v = addView("v", to: engine.root)
        try v.snp.remakeConstraints { $0.directionalEdges.equalTo(engine.root.snp.directionalMargins) }
        var (from, to) = attributePairs(engine)
        XCTAssertEqual(from, [.top, .leading, .bottom, .trailing])
        XCTAssertEqual(to, [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        layout(engine)
        assertFrame(v, rect(10, 8, 280, 464))
        try v.snp.remakeConstraints { $0.directionalMargins.equalTo(engine.root.snp.directionalEdges) }
        (from, to) = attributePairs(engine)
        XCTAssertEqual(from, [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        XCTAssertEqual(to, [.top, .leading, .bottom, .trailing])
    }

    /// SnapKit pins a view between a view controller's top and bottom layout guides; the
    /// safe-area guide is what stands for them.
    func testLayoutGuideConstraints() throws {
        let engine = LayoutEngine(width: 300, height: 300)
        engine.root.safeAreaInsets = EdgeInsets(top: 20, bottom: 34)
        let container = addView("container", to: engine.root)
        try container.snp.makeConstraints {
            $0.top.equalTo(engine.root.safeAreaLayoutGuide.snp.top)
            $0.bottom.equalTo(engine.root.safeAreaLayoutGuide.snp.bottom)
            $0.left.right.equalToSuperview()
        }
        XCTAssertEqual(container.madeConstraints.count, 4)
        layout(engine)
        assertFrame(container, rect(0, 20, 300, 246))
    }

    func testCanSetLabel() throws {
        let engine = makeEngine()
        let v = addView("v1", to: engine.root)
        v.snp.setLabel("Hello World")
        XCTAssertEqual(v.snp.label(), "Hello World")
        try v.snp.makeConstraints { $0.width.equalTo(10) }
        XCTAssertEqual(v.madeConstraints.first?.text, "Hello World.width == 10")
        v.snp.setLabel(nil)
        XCTAssertNil(v.snp.label())
        XCTAssertEqual(v.madeConstraints.first?.text, "v1.width == 10")
    }

    func testPriorityShortcuts() throws {
        let (engine, v) = oneView()
        try v.snp.remakeConstraints { $0.left.equalTo(1000.0).priority(.required) }
        XCTAssertEqual(installed(engine).count, 1)
        XCTAssertEqual(installed(engine).first?.priority, .required)
        try v.snp.remakeConstraints { $0.left.equalTo(1000.0).priority(.low) }
        XCTAssertEqual(installed(engine).count, 1)
        XCTAssertEqual(installed(engine).first?.priority, .low)
        try v.snp.remakeConstraints { $0.left.equalTo(1000.0).priority(LayoutPriority.low.value + 1) }
        XCTAssertEqual(installed(engine).count, 1)
        XCTAssertEqual(installed(engine).first?.priority.value, 251)
        let fromAnInt: Int = 600
        try v.snp.remakeConstraints { $0.left.equalTo(1000.0).priority(fromAnInt) }
        XCTAssertEqual(installed(engine).first?.priority.value, 600)
    }

    func testPriorityStride() {
        let high = LayoutPriority.high
        let higher = LayoutPriority.high.advanced(by: 1)
        XCTAssertEqual(higher.value, high.value + 1)
        XCTAssertEqual(high.distance(to: higher), 1)
        XCTAssertEqual(Array(stride(from: LayoutPriority.low, to: 253, by: 1)).map(\.value), [250, 251, 252])
        XCTAssertEqual(LayoutPriority.required.advanced(by: 5), .required, "clamped to 1…1000")
    }

    /// SnapKit's suite relates `left` to `top` in five tests; UIKit raises for that pairing
    /// ("invalid pairing of layout attributes"), and here it is a typed error.
    func testLeftToTopIsRefusedAsUIKitRefusesIt() {
        let (engine, v1, v2) = twoViews()
        XCTAssertThrowsError(try v1.snp.makeConstraints { $0.left.equalTo(v2.snp.top).offset(50) }) { error in
            guard case LayoutError.incompatibleAttributes(let c, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(c.text, "v1.left == v2.top + 50")
        }
        XCTAssertEqual(installed(engine).count, 0)
    }
}
