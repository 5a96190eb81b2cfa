import XCTest
@testable import Layout

/// The readable content guide: the layout margins, capped at the readable width of the
/// content size category, centred.
final class ReadableContentGuideTests: XCTestCase {
    private func pinned(to guide: LayoutGuide, in parent: View) throws -> View {
        let v = addView("text", to: parent)
        for a in [LayoutAttribute.left, .top, .right, .bottom] {
            try LayoutConstraint(v, a, .equal, guide, a).activate()
        }
        return v
    }

    func testOnAnIPadTheGuideIsTheReadableWidthCentredBetweenTheMargins() throws {
        let engine = LayoutEngine(width: 1024, height: 768)
        engine.root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let text = try pinned(to: engine.root.readableContentGuide, in: engine.root)
        layout(engine)
        assertFrame(text, rect(176, 0, 672, 768))
    }

    func testOnAPhoneNarrowerThanTheReadableWidthTheGuideIsTheMargins() throws {
        let engine = LayoutEngine(width: 390, height: 844)
        engine.root.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let text = try pinned(to: engine.root.readableContentGuide, in: engine.root)
        layout(engine)
        assertFrame(text, rect(16, 0, 358, 844))
        try engine.setRootSize(Size(width: 844, height: 390))
        layout(engine)
        assertFrame(text, rect(86, 0, 672, 390))
    }

    func testTheReadableWidthFollowsTheContentSizeCategory() throws {
        let engine = LayoutEngine(width: 1024, height: 768)
        engine.root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let text = try pinned(to: engine.root.readableContentGuide, in: engine.root)
        layout(engine)
        engine.traitCollection.preferredContentSizeCategory = .extraSmall
        layout(engine)
        let narrow = 672.0 * 14 / 17
        XCTAssertEqual(text.frame.width, narrow, accuracy: 1e-6)
        XCTAssertEqual(text.frame.minX, 512 - narrow / 2, accuracy: 1e-6)
        engine.traitCollection.preferredContentSizeCategory = .accessibilityExtraLarge
        layout(engine)
        assertFrame(text, rect(20, 0, 984, 768))
    }

    func testAGuideMadeOutsideTheEngineTakesTheEnginesCategoryWhenItJoins() throws {
        let engine = LayoutEngine(width: 1024, height: 768)
        engine.traitCollection.preferredContentSizeCategory = .extraSmall
        let panel = View(name: "panel")
        panel.layoutMargins = .zero
        let guide = panel.readableContentGuide
        engine.root.addSubview(panel)
        let text = try pinned(to: guide, in: panel)
        for a in [LayoutAttribute.left, .top, .right, .bottom] {
            try LayoutConstraint(panel, a, .equal, engine.root, a).activate()
        }
        layout(engine)
        let width = 672.0 * 14 / 17
        XCTAssertEqual(text.frame.width, width, accuracy: 1e-6)
        XCTAssertEqual(text.frame.minX, 512 - width / 2, accuracy: 1e-6)
    }
}
