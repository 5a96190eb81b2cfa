import XCTest
@testable import Layout

/// The SwiftUI sample's layouts (SwiftUISampleLayouts.swift) through a container, with
/// ViewThatFits choosing between the two stacks.
final class SwiftUISampleLayoutTests: XCTestCase {
    /// Three buttons of ideal widths 40, 60, 50 and heights 20, 30, 10 that take any size
    /// proposed; the second prefers 4 before it and 20 after it.
    private var buttons: [LayoutContent] {
        func button(_ w: Double, _ h: Double) -> LayoutContent {
            .flexible(minimum: .zero, ideal: Size(width: w, height: h), maximum: Size(width: 1000, height: 1000))
        }
        return [button(40, 20), button(60, 30).spacing(ViewSpacing(top: 4, leading: 4, bottom: 20, trailing: 20)), button(50, 10)]
    }

    func testEqualWidthHStackGivesEverySubviewTheLargestSize() {
        let stack = LayoutContainer(EqualWidthHStack(), subviews: buttons)
        // Largest 60×30; gaps max(8, 4) = 8 and max(20, 8) = 20: width 3·60 + 28 = 208.
        XCTAssertEqual(stack.layout(proposal: .unspecified), Size(width: 208, height: 30))
        // Centres at 30, 30 + 60 + 8 = 98, 98 + 60 + 20 = 178; each 60×30.
        XCTAssertEqual(stack.frames, [rect(0, 0, 60, 30), rect(68, 0, 60, 30), rect(148, 0, 60, 30)])
    }

    func testEqualWidthVStackStacksTheLargestSizeDownwards() {
        let stack = LayoutContainer(EqualWidthVStack(), subviews: buttons)
        // Gaps max(8, 4) = 8 and max(20, 8) = 20: height 3·30 + 28 = 118.
        XCTAssertEqual(stack.layout(proposal: .unspecified, at: Point(x: 5, y: 0)), Size(width: 60, height: 118))
        // Centres at y 15, 15 + 30 + 8 = 53, 53 + 30 + 20 = 103; x 5 + 30 = 35.
        XCTAssertEqual(stack.frames, [rect(5, 0, 60, 30), rect(5, 38, 60, 30), rect(5, 88, 60, 30)])
    }

    func testViewThatFitsPicksTheRowWhenItFitsAndTheColumnOtherwise() {
        let fits = ViewThatFits(in: .horizontal, [.node(LayoutContainer(EqualWidthHStack(), subviews: buttons)),
                                                  .node(LayoutContainer(EqualWidthVStack(), subviews: buttons))])
        // The row's ideal width is 208: it fits 250 …
        XCTAssertEqual(fits.sizeThatFits(ProposedViewSize(width: 250, height: 400)), Size(width: 208, height: 30))
        XCTAssertEqual(fits.selection, 0)
        // … but not 200, where the column (60 wide) is taken; the height is not checked.
        XCTAssertEqual(fits.sizeThatFits(ProposedViewSize(width: 200, height: 10)), Size(width: 60, height: 118))
        XCTAssertEqual(fits.selection, 1)
        fits.place(in: rect(0, 0, 200, 118))
        XCTAssertEqual(fits.frames, [.zero, rect(0, 0, 200, 118)])
        // Nothing fits 50: the last child is the fallback.
        _ = fits.sizeThatFits(ProposedViewSize(width: 50, height: nil))
        XCTAssertEqual(fits.selection, 1)
    }

    func testRadialLayoutPutsTheLeaderAtTheTopAndGoesClockwise() {
        let pet = LayoutContent.fixed(Size(width: 20, height: 20))
        let ranks = [3, 1, 2, 4]
        let circle = LayoutContainer(RadialLayout(), subviews: ranks.map { pet.layoutValue(key: Rank.self, value: $0) })
        XCTAssertEqual(circle.layout(proposal: ProposedViewSize(width: 300, height: 300)), Size(width: 300, height: 300))
        // Radius 300 / 3 = 100 about (150, 150); the leader is subview 1, so subview k turns
        // 90°·(k − 1) from the top: (0, −100) turned by θ is (100 sin θ, −100 cos θ).
        // k = 0: θ = −90° → (50, 150); k = 1: (150, 50); k = 2: (250, 150); k = 3: (150, 250);
        // each 20×20 centred there.
        XCTAssertEqual(circle.frames.map { $0.rounded() },
                       [rect(40, 140, 20, 20), rect(140, 40, 20, 20), rect(240, 140, 20, 20), rect(140, 240, 20, 20)])
    }

    func testRadialLayoutTakesTheDefaultSizeForAnUnspecifiedProposal() {
        let circle = LayoutContainer(RadialLayout(), subviews: [])
        XCTAssertEqual(circle.sizeThatFits(ProposedViewSize(width: nil, height: 40)), Size(width: 10, height: 40))
    }
}
