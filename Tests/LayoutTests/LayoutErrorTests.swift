import XCTest
@testable import Layout

/// Misuse is a typed error naming both sides, never a crash; nothing changes after a throw.
final class LayoutErrorTests: XCTestCase {
    func testMixingAxesIsAnError() throws {
        let engine = makeEngine()
        let a = addView("a", to: engine.root), b = addView("b", to: engine.root)
        let line = #line + 1
        XCTAssertThrowsError(try a.snp.makeConstraints { $0.left.equalTo(b.snp.top).offset(8) }) { error in
            XCTAssertEqual("\(error)", "(LayoutErrorTests.swift:\(line)): a.left == b.top + 8: an x-axis attribute (left) cannot be related to an y-axis attribute (top)")
        }
        XCTAssertTrue(engine.constraints.allSatisfy { $0.firstItem !== a })
    }

    func testSizeAgainstPositionAndLeadingAgainstLeft() throws {
        let engine = makeEngine()
        let a = addView("a", to: engine.root), b = addView("b", to: engine.root)
        XCTAssertThrowsError(try a.snp.makeConstraints { $0.width.equalTo(b.snp.left) }) { error in
            guard case LayoutError.incompatibleAttributes(let c, let reason) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(c.text, "a.width == b.left")
            XCTAssertEqual(reason, "a size (width) cannot be related to a position (left)")
        }
        XCTAssertThrowsError(try a.snp.makeConstraints { $0.leading.equalTo(b.snp.left) }) { error in
            guard case LayoutError.incompatibleAttributes(_, let reason) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(reason, "leading/trailing (leading) cannot be mixed with left")
        }
    }

    func testMultiplierOnAPositionAgainstAConstantOnly() {
        let engine = makeEngine()
        let a = addView("a", to: engine.root)
        let c = LayoutConstraint(a, .left, .equal, multiplier: 2, constant: 10)
        XCTAssertThrowsError(try c.activate()) { error in
            XCTAssertEqual(error as? LayoutError, .multiplierWithoutSecondItem(c.summary))
            XCTAssertTrue("\(error)".hasPrefix("(system): a.left == 10: a multiplier"))
        }
    }

    func testNoCommonAncestor() {
        let engine = makeEngine(), other = makeEngine()
        let a = addView("a", to: engine.root), b = addView("b", to: other.root)
        XCTAssertThrowsError(try a.snp.makeConstraints { $0.left.equalTo(b) }) { error in
            guard case LayoutError.noCommonAncestor(_, let first, let second) = error else { return XCTFail("\(error)") }
            XCTAssertEqual([first, second], ["a", "b"])
        }
        withExtendedLifetime(other) {}
    }

    func testConstraintsToAReleasedOrDetachedItem() throws {
        let engine = makeEngine()
        let a = addView("a", to: engine.root)
        var b: View? = addView("b", to: engine.root)
        let toB = try XCTUnwrap(b.map { LayoutConstraint(a, .left, .equal, $0, .right) })
        b?.removeFromSuperview()
        XCTAssertThrowsError(try engine.activate([toB])) { error in
            guard case LayoutError.noCommonAncestor(_, let first, let second) = error else { return XCTFail("\(error)") }
            XCTAssertEqual([first, second], ["a", "b"], "b left the tree")
        }
        b = nil
        XCTAssertThrowsError(try engine.activate([toB])) { error in
            guard case LayoutError.notInLayoutTree(_, let item) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(item, "a released item")
        }
        let detached = addView("d", to: engine.root)
        let fromDetached = LayoutConstraint(detached, .width, .equal, constant: 10)
        detached.removeFromSuperview()
        XCTAssertThrowsError(try engine.activate([fromDetached])) { error in
            guard case LayoutError.notInLayoutTree(_, let item) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(item, "d")
        }
        engine.root.addSubview(detached)
        try engine.activate([fromDetached])
        try engine.layoutIfNeeded()
        XCTAssertEqual(detached.frame.width, 10)
    }

    func testEqualToSuperviewWithoutASuperview() {
        let loose = View(name: "loose")
        let line = #line + 1
        XCTAssertThrowsError(try loose.snp.makeConstraints { $0.edges.equalToSuperview() }) { error in
            XCTAssertEqual(error as? LayoutError,
                           .noSuperview(view: "loose", call: "left.top.right.bottom.equalToSuperview()",
                                        location: SourceLocation(fileID: #fileID, line: UInt(line))))
        }
    }

    func testUpdateWithoutAMatchIsAnErrorAndChangesNothing() throws {
        let engine = makeEngine()
        let v = addView("v", to: engine.root)
        try v.snp.makeConstraints { $0.left.top.equalToSuperview(); $0.size.equalTo(10) }
        layout(engine)
        XCTAssertThrowsError(try v.snp.updateConstraints {
            $0.left.equalToSuperview().offset(5)
            $0.width.equalTo(v.snp.height)
        }) { error in
            guard case LayoutError.noMatchingConstraintToUpdate(let c) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(c.text, "v.width == v.height")
        }
        layout(engine)
        assertFrame(v, rect(0, 0, 10, 10))
    }

    func testDividedByZeroAndMissingRelation() {
        let engine = makeEngine()
        let v = addView("v", to: engine.root)
        XCTAssertThrowsError(try v.snp.makeConstraints { $0.width.equalToSuperview().dividedBy(0) }) { error in
            guard case LayoutError.invalidValue = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try v.snp.makeConstraints { _ = $0.width }) { error in
            guard case LayoutError.missingRelation(let view, let attributes, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual([view, attributes], ["v", "width"])
        }
    }
}
