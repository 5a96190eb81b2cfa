import XCTest
@testable import Layout

/// The SwiftUI Layout seed: a flow of five groups of "Hello" (large title), "World" (title)
/// and "!!!" (title 3). A `Group` in SwiftUI is transparent, so the flow has 15 subviews.
///
/// Text is measured as ``Label`` does, with a fixed metric per font: large title 17 points a
/// character and 41 high, title 14 and 34, title 3 10 and 25. So "Hello" is 85 × 41,
/// "World" 70 × 34, "!!!" 30 × 25: a group is 185 wide.
final class CustomLayoutSeedTests: XCTestCase {
    static func seedTexts() -> [Label] {
        (0..<5).flatMap { g in
            [Label(name: "hello\(g)", text: "Hello", characterWidth: 17, lineHeight: 41),
             Label(name: "world\(g)", text: "World", characterWidth: 14, lineHeight: 34),
             Label(name: "bang\(g)", text: "!!!", characterWidth: 10, lineHeight: 25)]
        }
    }

    private func group(_ x: Double, _ y: Double) -> [Rect] {
        [rect(x, y, 85, 41), rect(x + 85, y, 70, 34), rect(x + 155, y, 30, 25)]
    }

    func testFlowOfFiveGroupsAt390() {
        let flow = LayoutContainer(FlowLayout(), subviews: Self.seedTexts().map { .view($0) })
        let size = flow.layout(proposal: ProposedViewSize(width: 390, height: nil))
        // Two groups (370) per line; a third "Hello" would reach 455.
        XCTAssertEqual(size, Size(width: 370, height: 123))
        XCTAssertEqual(flow.frames, group(0, 0) + group(185, 0) + group(0, 41) + group(185, 41) + group(0, 82))
    }

    func testFlowOfFiveGroupsAt800() {
        let flow = LayoutContainer(FlowLayout(), subviews: Self.seedTexts().map { .view($0) })
        let size = flow.layout(proposal: ProposedViewSize(width: 800, height: nil))
        // Four groups (740) on the first line; the fifth "Hello" would reach 825.
        XCTAssertEqual(size, Size(width: 740, height: 82))
        XCTAssertEqual(flow.frames, group(0, 0) + group(185, 0) + group(370, 0) + group(555, 0) + group(0, 41))
    }

    /// The seed's sizeThatFits, word for word, agrees with the flow on both widths.
    func testSeedAlgorithmAgrees() {
        let sizes = Self.seedTexts().map(\.intrinsicContentSize)
        for width in [390.0, 800] {
            var totalHeight = 0.0, totalWidth = 0.0, lineWidth = 0.0, lineHeight = 0.0
            for size in sizes {
                if lineWidth + size.width > width {
                    totalHeight += lineHeight
                    lineWidth = size.width
                    lineHeight = size.height
                } else {
                    lineWidth += size.width
                    lineHeight = max(lineHeight, size.height)
                }
                totalWidth = max(totalWidth, lineWidth)
            }
            totalHeight += lineHeight
            let flow = LayoutContainer(FlowLayout(), subviews: Self.seedTexts().map { .view($0) })
            XCTAssertEqual(flow.sizeThatFits(ProposedViewSize(width: width, height: nil)), Size(width: totalWidth, height: totalHeight))
        }
    }

    /// The seed places subviews from `bounds.minX`: the bounds need not start at zero.
    func testFlowPlacesInBoundsThatDoNotStartAtZero() {
        let flow = LayoutContainer(FlowLayout(), subviews: Self.seedTexts().prefix(3).map { .view($0) })
        flow.place(in: rect(100, 50, 185, 41))
        XCTAssertEqual(flow.frames, group(100, 50))
    }
}
