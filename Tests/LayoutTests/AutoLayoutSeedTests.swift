import XCTest
import Cassowary
@testable import Layout

/// The Auto Layout seed's examples, with exact frames: relations, sizes, priorities that let
/// a container narrow without clipping, leading against left, alignment rects, size classes.
final class AutoLayoutSeedTests: XCTestCase {
    /// "Button.Height equals 38 points"; "Superview.Bottom at least 44 points below
    /// Button.Bottom": a button that would sit lower is held 44 above the bottom.
    func testHeightAndAtLeast44PointsAboveTheBottom() throws {
        let engine = makeEngine()
        let button = addView("button", to: engine.root)
        try button.snp.makeConstraints {
            $0.height.equalTo(38)
            $0.width.equalTo(80)
            $0.left.equalToSuperview().offset(20)
            $0.bottom.lessThanOrEqualToSuperview().offset(-44)
            $0.top.equalToSuperview().offset(460).priority(.high)
        }
        layout(engine)
        assertFrame(button, rect(20, 398, 80, 38))
        try button.snp.updateConstraints { $0.top.equalToSuperview().offset(100).priority(.high) }
        layout(engine)
        assertFrame(button, rect(20, 100, 80, 38))
    }

    /// "A constant width (80), a proportion (twice another's width), or an aspect ratio
    /// (width twice the height)."
    func testConstantProportionalAndAspectRatioSizes() throws {
        let engine = makeEngine()
        let a = addView("a", to: engine.root), b = addView("b", to: engine.root)
        try a.snp.makeConstraints { $0.left.top.equalToSuperview(); $0.width.equalTo(80); $0.height.equalTo(a.snp.width).dividedBy(2) }
        try b.snp.makeConstraints {
            $0.left.equalTo(a.snp.right)
            $0.top.equalToSuperview()
            $0.width.equalTo(a.snp.width).multipliedBy(2)
            $0.height.equalTo(b.snp.width).multipliedBy(0.5)
        }
        layout(engine)
        assertFrame(a, rect(0, 0, 80, 40))
        assertFrame(b, rect(80, 0, 160, 80))
    }

    /// "Lower the priority of the controls' widths, and the container can narrow without
    /// clipping them": two buttons of 100 at 750 share a row of 150.
    func testLowerPrioritiesLetTheContainerNarrowWithoutClipping() throws {
        let engine = makeEngine()
        let row = addView("row", to: engine.root)
        let ok = addView("ok", to: row), cancel = addView("cancel", to: row)
        try row.snp.makeConstraints { $0.left.top.equalToSuperview(); $0.width.equalTo(150); $0.height.equalTo(44) }
        try ok.snp.makeConstraints { $0.left.top.bottom.equalToSuperview(); $0.width.equalTo(100).priority(.high) }
        try cancel.snp.makeConstraints {
            $0.left.equalTo(ok.snp.right).offset(8)
            $0.top.bottom.right.equalToSuperview()
            $0.width.equalTo(ok.snp.width)
            $0.width.equalTo(100).priority(.high)
        }
        layout(engine)
        assertFrame(ok, rect(0, 0, 71, 44))
        assertFrame(cancel, rect(79, 0, 71, 44))
        XCTAssertTrue(engine.diagnose().isEmpty)
    }

    /// "Leading is the left in left-to-right languages and the right in right-to-left ones;
    /// use left or right only where the position must stay whatever the language."
    func testLeadingFollowsTheLanguageLeftDoesNot() throws {
        let engine = makeEngine()
        let title = addView("title", to: engine.root), close = addView("close", to: engine.root)
        try title.snp.makeConstraints { $0.leading.top.equalToSuperview().inset(16); $0.size.equalTo(Size(width: 100, height: 20)) }
        try close.snp.makeConstraints { $0.left.top.equalToSuperview().inset(16); $0.size.equalTo(20) }
        layout(engine)
        assertFrame(title, rect(16, 16, 100, 20))
        engine.layoutDirection = .rightToLeft
        layout(engine)
        assertFrame(title, rect(204, 16, 100, 20))
        assertFrame(close, rect(16, 16, 20, 20))
    }

    /// "Constraints place the alignment rect, not the frame": a button whose shadow lies 4
    /// points outside its content right and below is pinned by its content.
    func testConstraintsPlaceTheAlignmentRectNotTheFrame() throws {
        let engine = makeEngine()
        let button = addView("button", to: engine.root, intrinsic: Size(width: 100, height: 40))
        button.alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 4, right: 4)
        let label = addView("label", to: engine.root)
        try button.snp.makeConstraints { $0.left.top.equalToSuperview().offset(20) }
        try label.snp.makeConstraints { $0.top.equalTo(button.snp.bottom).offset(8); $0.left.equalTo(button); $0.size.equalTo(10) }
        layout(engine)
        assertFrame(button, rect(20, 20, 104, 44))
        XCTAssertEqual(button.alignmentRect.rounded(), rect(20, 20, 100, 40))
        assertFrame(label, rect(20, 68, 10, 10))
        XCTAssertEqual(button.frame(forAlignmentRect: rect(0, 0, 10, 10)), rect(0, 0, 14, 14))
        XCTAssertEqual(button.alignmentRect(forFrame: rect(0, 0, 14, 14)), rect(0, 0, 10, 10))
        // Insets change the frame only: no constraint is rebuilt.
        var changed = 0
        engine.solverObserver = { if case .add = $0 { changed += 1 } }
        button.alignmentRectInsets = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        layout(engine)
        assertFrame(button, rect(18, 18, 104, 44))
        XCTAssertEqual(changed, 0)
    }

    /// Margins stay relative to the frame when the alignment rect is inset: a subview on the
    /// margins of a view with a 4-point shadow sits 8 inside the frame.
    func testMarginsAreMeasuredFromTheFrame() throws {
        let engine = makeEngine()
        let card = addView("card", to: engine.root)
        card.alignmentRectInsets = .all(4)
        let content = addView("content", to: card)
        try card.snp.makeConstraints { $0.edges.equalToSuperview().inset(20) }
        try content.snp.makeConstraints { $0.edges.equalTo(card.snp.margins) }
        layout(engine)
        assertFrame(card, rect(16, 16, 288, 448))
        assertFrame(content, rect(8, 8, 272, 432))
    }

    /// "Lay the design out for any device, then choose a size class and add, remove or
    /// change constraints for it": a form's fields stack in compact width and sit side by
    /// side in regular width.
    func testSizeClassesAddAndRemoveConstraints() throws {
        let engine = LayoutEngine(width: 375, height: 667)
        engine.traitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        let name = addView("name", to: engine.root), email = addView("email", to: engine.root)
        for field in [name, email] { try field.snp.makeConstraints { $0.height.equalTo(44) } }
        try name.snp.makeConstraints { $0.top.leading.equalToSuperview().inset(20) }
        try name.snp.makeConstraints(when: .compactWidth) { $0.trailing.equalToSuperview().inset(20) }
        try email.snp.makeConstraints(when: .compactWidth) {
            $0.top.equalTo(name.snp.bottom).offset(8)
            $0.leading.trailing.equalTo(name)
        }
        try name.snp.makeConstraints(when: .regularWidth) { $0.width.equalTo(email) }
        try email.snp.makeConstraints(when: .regularWidth) {
            $0.top.equalTo(name)
            $0.leading.equalTo(name.snp.trailing).offset(8)
            $0.trailing.equalToSuperview().inset(20)
        }
        layout(engine)
        assertFrame(name, rect(20, 20, 335, 44))
        assertFrame(email, rect(20, 72, 335, 44))
        engine.traitCollection = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        try engine.setRootSize(Size(width: 1024, height: 768))
        layout(engine)
        assertFrame(name, rect(20, 20, 488, 44))
        assertFrame(email, rect(516, 20, 488, 44))
        XCTAssertTrue(engine.diagnose().isEmpty, engine.diagnose().description)
    }
}
