import XCTest
@testable import Layout

/// A subview that counts how often it is measured.
final class CountingNode: LayoutNode {
    let size: Size
    var measures = 0
    var placedFrame: Rect?
    init(_ width: Double, _ height: Double) { size = Size(width: width, height: height) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { measures += 1; return size }
    func place(in frame: Rect) { placedFrame = frame }
}

/// Proposals, stacks and the flow layout's spacing, alignment, wide items and cache.
final class CustomLayoutTests: XCTestCase {
    private let flexible = LayoutContent.flexible(minimum: Size(width: 10, height: 5), ideal: Size(width: 50, height: 20),
                                                  maximum: Size(width: 200, height: 80))

    func testProposalsAskForMinimumIdealMaximumOrAFit() {
        XCTAssertEqual(flexible.sizeThatFits(.zero), Size(width: 10, height: 5))
        XCTAssertEqual(flexible.sizeThatFits(.unspecified), Size(width: 50, height: 20))
        XCTAssertEqual(flexible.sizeThatFits(.infinity), Size(width: 200, height: 80))
        XCTAssertEqual(flexible.sizeThatFits(ProposedViewSize(width: 120, height: nil)), Size(width: 120, height: 20))
        XCTAssertEqual(flexible.sizeThatFits(ProposedViewSize(width: 500, height: 1)), Size(width: 200, height: 5))
        XCTAssertEqual(LayoutContent.fixed(Size(width: 3, height: 4)).sizeThatFits(.infinity), Size(width: 3, height: 4))
        XCTAssertEqual(ProposedViewSize(width: nil, height: 7).replacingUnspecifiedDimensions(), Size(width: 10, height: 7))
        XCTAssertEqual("\(ProposedViewSize(width: nil, height: .infinity))", "nil×∞")
    }

    func testViewWithoutIntrinsicSizeTakesTheProposal() {
        let plain = LayoutContent.view(View())
        XCTAssertEqual(plain.sizeThatFits(ProposedViewSize(width: 30, height: nil)), Size(width: 30, height: 0))
        XCTAssertEqual(plain.sizeThatFits(.infinity), Size(width: 0, height: 0))
    }

    func testHStackGivesRigidViewsTheirSizeAndFlexibleOnesTheRest() {
        let stack = LayoutContainer(HStackLayout(alignment: .center, spacing: 10),
                                    subviews: [.fixed(Size(width: 40, height: 40)), flexible, .fixed(Size(width: 60, height: 20))])
        XCTAssertEqual(stack.sizeThatFits(.unspecified), Size(width: 170, height: 40))
        stack.place(in: rect(0, 0, 300, 40))
        // 300 − 20 spacing − 40 − 60 = 180 for the flexible view, which takes the 40 proposed high.
        XCTAssertEqual(stack.frames, [rect(0, 0, 40, 40), rect(50, 0, 180, 40), rect(240, 10, 60, 20)])
    }

    func testHStackAlignments() {
        for (alignment, ys) in [(VerticalAlignment.top, [0.0, 0]), (.bottom, [0, 20])] {
            let stack = LayoutContainer(HStackLayout(alignment: alignment, spacing: 0),
                                        subviews: [.fixed(Size(width: 10, height: 40)), .fixed(Size(width: 10, height: 20))])
            stack.layout(proposal: .unspecified)
            XCTAssertEqual(stack.frames.map(\.minY), ys)
        }
    }

    func testVStackWithSpacingAndLeadingAlignment() {
        let stack = LayoutContainer(VStackLayout(alignment: .leading, spacing: 4),
                                    subviews: [.fixed(Size(width: 100, height: 20)), .fixed(Size(width: 60, height: 30))])
        let size = stack.layout(proposal: .unspecified, at: Point(x: 5, y: 7))
        XCTAssertEqual(size, Size(width: 100, height: 54))
        XCTAssertEqual(stack.frames, [rect(5, 7, 100, 20), rect(5, 31, 60, 30)])
        let centred = LayoutContainer(VStackLayout(alignment: .trailing, spacing: 0),
                                      subviews: [.fixed(Size(width: 100, height: 20)), .fixed(Size(width: 60, height: 30))])
        centred.layout(proposal: .unspecified)
        XCTAssertEqual(centred.frames[1], rect(40, 20, 60, 30))
    }

    func testNestedContainersArePlacedInsideTheirFrame() {
        let inner = LayoutContainer(VStackLayout(spacing: 0), subviews: [.fixed(Size(width: 20, height: 10)), .fixed(Size(width: 20, height: 10))])
        let outer = LayoutContainer(HStackLayout(alignment: .top, spacing: 5), subviews: [.fixed(Size(width: 30, height: 30)), .node(inner)])
        outer.layout(proposal: .unspecified, at: Point(x: 100, y: 100))
        XCTAssertEqual(outer.frames, [rect(100, 100, 30, 30), rect(135, 100, 20, 20)])
        XCTAssertEqual(inner.frames, [rect(135, 100, 20, 10), rect(135, 110, 20, 10)])
    }

    private func tags(_ widths: [Double], height: Double = 20) -> [LayoutContent] {
        widths.map { .fixed(Size(width: $0, height: height)) }
    }

    func testFlowSpacingAndLineSpacing() {
        let flow = LayoutContainer(FlowLayout(spacing: 8, lineSpacing: 4), subviews: tags([50, 60, 70, 40]))
        XCTAssertEqual(flow.layout(proposal: ProposedViewSize(width: 200, height: nil)), Size(width: 196, height: 44))
        XCTAssertEqual(flow.frames, [rect(0, 0, 50, 20), rect(58, 0, 60, 20), rect(126, 0, 70, 20), rect(0, 24, 40, 20)])
    }

    func testFlowAlignsEachLine() {
        let items: [LayoutContent] = [.fixed(Size(width: 50, height: 20)), .fixed(Size(width: 60, height: 10)), .fixed(Size(width: 100, height: 30))]
        let centred = LayoutContainer(FlowLayout(alignment: .center, lineAlignment: .bottom, spacing: 10), subviews: items)
        centred.place(in: rect(0, 0, 150, 50))
        // Line 1: 50 + 10 + 60 = 120 wide, 20 high, centred in 150; line 2: 100 wide.
        XCTAssertEqual(centred.frames, [rect(15, 0, 50, 20), rect(75, 10, 60, 10), rect(25, 20, 100, 30)])
        let trailing = LayoutContainer(FlowLayout(alignment: .trailing, lineAlignment: .center, spacing: 10), subviews: items)
        trailing.place(in: rect(0, 0, 150, 50))
        XCTAssertEqual(trailing.frames, [rect(30, 0, 50, 20), rect(90, 5, 60, 10), rect(50, 20, 100, 30)])
    }

    func testFlowItemWiderThanTheLineTakesALineOfItsOwn() {
        let wideFlexible = LayoutContent.flexible(minimum: Size(width: 10, height: 20), ideal: Size(width: 400, height: 20),
                                                  maximum: Size(width: 400, height: 20))
        let flow = LayoutContainer(FlowLayout(spacing: 5), subviews: tags([50]) + tags([500], height: 30) + [wideFlexible] + tags([50]))
        let size = flow.layout(proposal: ProposedViewSize(width: 300, height: nil))
        // The fixed one stays 500 wide (and so is the flow); the flexible one shrinks to 300.
        XCTAssertEqual(flow.frames, [rect(0, 0, 50, 20), rect(0, 20, 500, 30), rect(0, 50, 300, 20), rect(0, 70, 50, 20)])
        XCTAssertEqual(size, Size(width: 500, height: 90))
    }

    func testFlowProposals() {
        let flow = LayoutContainer(FlowLayout(spacing: 10), subviews: tags([50, 60, 70]))
        XCTAssertEqual(flow.sizeThatFits(.unspecified), Size(width: 200, height: 20)) // ideal: one line
        XCTAssertEqual(flow.sizeThatFits(.infinity), Size(width: 200, height: 20))
        XCTAssertEqual(flow.sizeThatFits(.zero), Size(width: 70, height: 60))         // minimum: one a line
        XCTAssertEqual(LayoutContainer(FlowLayout(), subviews: []).sizeThatFits(.unspecified), .zero)
    }

    func testFlowCacheMeasuresEachSubviewOnce() {
        let nodes = (0..<6).map { CountingNode(Double(30 + 10 * $0), 20) }
        let flow = LayoutContainer(FlowLayout(spacing: 4), subviews: nodes.map { .node($0) })
        for width in [100.0, 200, 100] {
            let size = flow.sizeThatFits(ProposedViewSize(width: width, height: nil))
            flow.place(in: Rect(x: 0, y: 0, width: width, height: size.height))
        }
        XCTAssertEqual(nodes.map(\.measures), Array(repeating: 1, count: 6))
        XCTAssertEqual(nodes[5].placedFrame, flow.frames[5])
        // New subviews update the cache: the new one is measured, the flow sees it.
        flow.contents.append(.node(CountingNode(10, 10)))
        XCTAssertEqual(flow.sizeThatFits(ProposedViewSize(width: 1000, height: nil)), Size(width: 330 + 5 * 4 + 4 + 10, height: 20))
    }
}
