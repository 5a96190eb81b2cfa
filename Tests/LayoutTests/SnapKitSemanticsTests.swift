import XCTest
import Cassowary
@testable import Layout

/// The places where the DSL did not behave as SnapKit (or UIKit under it) does, each as
/// SnapKit users meet it.
final class SnapKitSemanticsTests: XCTestCase {
    // MARK: Directional insets

    /// SnapKit reads a directional inset on `left` and `right` in the layout direction: in
    /// right-to-left the trailing inset is on the left.
    func testDirectionalInsetsOnEdgesFollowRightToLeft() throws {
        let engine = makeEngine()
        engine.layoutDirection = .rightToLeft
        let v = addView("v", to: engine.root)
        try v.snp.makeConstraints { $0.edges.equalToSuperview().inset(DirectionalEdgeInsets(top: 5, leading: 10, trailing: 30)) }
        XCTAssertEqual(v.madeConstraints.map(\.text),
                       ["v.left == root.left + 30", "v.top == root.top + 5", "v.right == root.right - 10", "v.bottom == root.bottom"])
        layout(engine)
        assertFrame(v, rect(30, 5, 280, 475))
    }

    func testDirectionalInsetsOnLeadingAndTrailingAreTheSameInBothDirections() throws {
        for (direction, x) in [(LayoutDirection.leftToRight, 10.0), (.rightToLeft, 30)] {
            let engine = makeEngine()
            engine.layoutDirection = direction
            let v = addView("v", to: engine.root)
            try v.snp.makeConstraints {
                $0.directionalHorizontalEdges.equalToSuperview().inset(DirectionalEdgeInsets(leading: 10, trailing: 30))
                $0.top.equalToSuperview()
                $0.height.equalTo(10)
            }
            layout(engine)
            assertFrame(v, rect(x, 0, 280, 10))
        }
    }

    func testDirectionalUpdateInset() throws {
        let engine = makeEngine()
        engine.layoutDirection = .rightToLeft
        let v = addView("v", to: engine.root)
        var sides: ConstraintDescription?
        try v.snp.makeConstraints {
            sides = $0.left.right.equalToSuperview().constraint
            $0.top.equalToSuperview()
            $0.height.equalTo(10)
        }
        layout(engine)
        try XCTUnwrap(sides).update(inset: DirectionalEdgeInsets(leading: 4, trailing: 16))
        XCTAssertEqual(try XCTUnwrap(sides).layoutConstraints.map(\.constant), [16, -4])
        layout(engine)
        assertFrame(v, rect(16, 0, 300, 10))
    }

    // MARK: Prepared constraints

    /// Constraints activated from `prepareConstraints` belong to the view, as in SnapKit:
    /// `removeConstraints` removes them and `updateConstraints` finds them.
    func testConstraintsActivatedFromPrepareAreTheViews() throws {
        let engine = makeEngine()
        let v1 = addView("v1", to: engine.root), v2 = addView("v2", to: engine.root)
        try v2.snp.makeConstraints { $0.left.top.equalToSuperview().offset(20); $0.size.equalTo(40) }
        let prepared = try v1.snp.prepareConstraints {
            $0.top.equalTo(v2.snp.top).offset(50)
            $0.left.equalTo(v2.snp.left).offset(50)
            $0.size.equalTo(10)
        }
        for d in prepared { try d.activate() }
        try v1.snp.updateConstraints { $0.top.equalTo(v2.snp.top).offset(15) }
        XCTAssertEqual(v1.madeConstraints.map(\.text),
                       ["v1.top == v2.top + 15", "v1.left == v2.left + 50", "v1.width == 10", "v1.height == 10"])
        layout(engine)
        assertFrame(v1, rect(70, 35, 10, 10))
        v1.snp.removeConstraints()
        XCTAssertTrue(engine.constraints.allSatisfy { $0.firstItem !== v1 })
        XCTAssertTrue(prepared.allSatisfy { !$0.isActive })
    }

    func testDeactivatingAPreparedDescriptionHandsItBack() throws {
        let engine = makeEngine()
        let v = addView("v", to: engine.root)
        let prepared = try v.snp.prepareConstraints { $0.width.equalTo(10) }
        try prepared[0].activate()
        XCTAssertEqual(v.madeConstraints.count, 1)
        prepared[0].deactivate()
        XCTAssertEqual(v.madeConstraints.count, 0)
        // With nothing made, update makes its block, as SnapKit's does.
        try v.snp.updateConstraints { $0.height.equalTo(20) }
        XCTAssertEqual(v.madeConstraints.map(\.text), ["v.height == 20"])
    }

    /// `prepareConstraints` checks its lines at once, not when they are activated.
    func testPrepareChecksItsLinesAtOnce() {
        let engine = makeEngine()
        let a = addView("a", to: engine.root), b = addView("b", to: engine.root)
        XCTAssertThrowsError(try a.snp.prepareConstraints { $0.left.equalTo(b.snp.top) }) { error in
            guard case LayoutError.incompatibleAttributes(let c, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(c.text, "a.left == b.top")
        }
        XCTAssertThrowsError(try a.snp.prepareConstraints { $0.width.equalTo(b.snp.left) }) { error in
            guard case LayoutError.incompatibleAttributes = error else { return XCTFail("\(error)") }
        }
    }

    // MARK: Composite targets

    /// SnapKit stops the app for a target with several attributes that are not the line's
    /// ("Cannot constraint to multiple non identical attributes"); here it is a typed error
    /// naming both sides, and nothing is activated.
    func testACompositeTargetThatDoesNotMatchIsAnError() {
        let engine = makeEngine()
        let a = addView("a", to: engine.root), b = addView("b", to: engine.root)
        let line = #line + 1
        XCTAssertThrowsError(try a.snp.makeConstraints { $0.horizontalEdges.equalTo(b.snp.center) }) { error in
            XCTAssertEqual(error as? LayoutError,
                           .mismatchedTargetAttributes(view: "a", attributes: "left.right", target: "b",
                                                       targetAttributes: "centerX.centerY",
                                                       location: SourceLocation(fileID: #fileID, line: UInt(line))))
            XCTAssertEqual("\(error)", "(SnapKitSemanticsTests.swift:\(line)): a.left.right cannot be related to b.centerX.centerY: "
                + "a target with several attributes must name the same ones (or edges and margins side by side)")
        }
        XCTAssertThrowsError(try a.snp.makeConstraints { $0.top.equalTo(b.snp.edges) })
        XCTAssertThrowsError(try a.snp.makeConstraints { $0.size.equalTo(b.snp.center) })
        XCTAssertTrue(engine.constraints.allSatisfy { $0.firstItem !== a })
    }

    func testCompositeTargetsThatMatch() throws {
        let engine = makeEngine()
        let a = addView("a", to: engine.root), b = addView("b", to: engine.root)
        try b.snp.makeConstraints { $0.edges.equalToSuperview().inset(20) }
        try a.snp.makeConstraints {
            $0.horizontalEdges.equalTo(b.snp.left)            // one attribute: both sides take it
            $0.top.bottom.equalTo(b.snp.verticalEdges)        // the same attributes
        }
        XCTAssertEqual(a.madeConstraints.map(\.text), ["a.left == b.left", "a.right == b.left", "a.top == b.top", "a.bottom == b.bottom"])
        try a.snp.remakeConstraints { $0.edges.equalTo(b.snp.margins) }
        layout(engine)
        assertFrame(a, rect(28, 28, 264, 424))
    }

    // MARK: Priorities

    /// Auto Layout refuses to switch an installed constraint between required and optional;
    /// SnapKit's update(priority:) then keeps the old priority without a word. Here it is a
    /// typed error, and the switch works once the constraint is inactive.
    func testUpdatePriorityRefusesRequiredToOptionalOnAnActiveConstraint() throws {
        let engine = makeEngine()
        let v = addView("v", to: engine.root)
        var width: ConstraintDescription?
        try v.snp.makeConstraints { width = $0.width.equalTo(100).constraint; $0.width.lessThanOrEqualTo(50).priority(.high) }
        let d = try XCTUnwrap(width)
        XCTAssertThrowsError(try d.update(priority: .high)) { error in
            XCTAssertEqual(error as? LayoutError, .requiredPriorityChange(d.layoutConstraints[0].summary, to: .high))
        }
        XCTAssertEqual(d.layoutConstraints[0].priority, .required)
        layout(engine)
        XCTAssertEqual(v.frame.width, 100)
        d.deactivate()
        try d.update(priority: LayoutPriority.low.advanced(by: 1))
        try d.activate()
        layout(engine)
        XCTAssertEqual(v.frame.width, 50, "251 loses against the 750 of the other line")
        // Optional to optional on an active constraint is fine, as in UIKit.
        try d.update(priority: 999)
        layout(engine)
        XCTAssertEqual(v.frame.width, 100)
    }

    func testSettingTheRequiredPriorityOfAnActiveConstraintIsRecordedAndRefused() throws {
        let engine = makeEngine()
        let v = addView("v", to: engine.root)
        let line = #line + 1
        try v.snp.makeConstraints { $0.width.equalTo(100).priority(.high) }
        let c = try XCTUnwrap(v.madeConstraints.first)
        c.priority = .required
        XCTAssertEqual(c.priority, .high)
        XCTAssertEqual(engine.misuses, [.requiredPriorityChange(c.summary, to: .required)])
        XCTAssertThrowsError(try c.setPriority(.required))
        layout(engine)
        XCTAssertEqual(engine.diagnose(ambiguity: false).description, """
            misuse: (SnapKitSemanticsTests.swift:\(line)): v.width == 100 @750: an active constraint cannot change \
            between required and optional (to @1000); deactivate it first, or make it optional (999) from the start
            """)
    }

    // MARK: Settable isActive

    /// `isActive = true` cannot throw: a failed activation is recorded where SnapKit's
    /// `NSLayoutConstraint.activate` would stop the app, and the constraint stays inactive.
    func testASettableIsActiveThatCannotActivateIsRecorded() throws {
        let engine = makeEngine(), other = makeEngine()
        let a = addView("a", to: engine.root), b = addView("b", to: other.root)
        let prepared = try a.snp.prepareConstraints { $0.left.equalTo(b.snp.left) }
        prepared[0].isActive = true
        XCTAssertFalse(prepared[0].isActive)
        guard case .noCommonAncestor(_, let first, let second)? = prepared[0].lastActivationError else {
            return XCTFail("\(String(describing: prepared[0].lastActivationError))")
        }
        XCTAssertEqual([first, second], ["a", "b"])
        XCTAssertEqual(engine.misuses.count, 1)
        let loose = View(name: "loose")
        let c = LayoutConstraint(loose, .width, .equal, constant: 10)
        c.isActive = true
        XCTAssertFalse(c.isActive)
        withExtendedLifetime(other) {}
    }
}
