import XCTest
@testable import Layout

/// Custom layouts and constraints, both ways: a layout inside a constraint-based tree, and a
/// constraint-based subtree inside a layout.
final class CustomLayoutInteropTests: XCTestCase {
    /// Tags 32, 64, 24 and 32 wide (8 points a character), 20 high.
    private func tagLabels() -> [Label] { ["tags", "wrapping", "now", "here"].map { Label(name: $0, text: $0) } }

    func testFlowInAConstraintTreeTakesItsFrameFromConstraintsAndItsHeightFromItsWidth() throws {
        let engine = LayoutEngine(width: 160, height: 400)
        let flow = CustomLayoutView(name: "flow", layout: FlowLayout(spacing: 8, lineSpacing: 4), subviews: tagLabels().map { .view($0) })
        let footer = View(name: "footer")
        engine.root.addSubview(flow)
        engine.root.addSubview(footer)
        try flow.snp.makeConstraints { $0.top.left.right.equalToSuperview().inset(10) }
        try footer.snp.makeConstraints {
            $0.top.equalTo(flow.snp.bottom).offset(6)
            $0.left.right.equalToSuperview()
            $0.height.equalTo(30)
        }
        try flow.settle()
        // 140 wide: "tags wrapping now" is 32 + 8 + 64 + 8 + 24 = 136; "here" wraps.
        assertFrame(flow, rect(10, 10, 140, 44))
        assertFrame(footer, rect(0, 60, 160, 30))
        XCTAssertEqual(flow.subviewFrames, [rect(0, 0, 32, 20), rect(40, 0, 64, 20), rect(112, 0, 24, 20), rect(0, 24, 32, 20)])

        // Narrower: three lines; the footer follows the flow's new height.
        try engine.setRootWidth(100)
        try flow.settle()
        assertFrame(flow, rect(10, 10, 80, 68))
        assertFrame(footer, rect(0, 84, 100, 30))
        XCTAssertEqual(flow.subviewFrames, [rect(0, 0, 32, 20), rect(0, 24, 64, 20), rect(0, 48, 24, 20), rect(32, 48, 32, 20)])
    }

    func testSubviewFramesFollowAFrameChangeWithoutSettling() throws {
        let engine = LayoutEngine(width: 300, height: 300)
        let row = CustomLayoutView(name: "row", layout: HStackLayout(alignment: .bottom, spacing: 0),
                                   subviews: [.fixed(Size(width: 50, height: 10)), .flexible(minimum: .zero, ideal: Size(width: 10, height: 10), maximum: Size(width: 1000, height: 10))])
        engine.root.addSubview(row)
        try row.snp.makeConstraints { $0.edges.equalToSuperview().inset(50) }
        try engine.layoutIfNeeded()
        XCTAssertEqual(row.subviewFrames, [rect(0, 190, 50, 10), rect(50, 190, 150, 10)])
        try engine.setRootSize(Size(width: 400, height: 200))
        try engine.layoutIfNeeded()
        XCTAssertEqual(row.subviewFrames, [rect(0, 90, 50, 10), rect(50, 90, 250, 10)])
    }

    /// A card built with constraints (a label inset by 10 in a box) in a horizontal stack.
    private func card(_ text: String) throws -> (ConstraintHostedView, Label) {
        let card = ConstraintHostedView(name: "card")
        let title = Label(name: "title", text: text, numberOfLines: 0)
        card.content.addSubview(title)
        try title.snp.makeConstraints { $0.edges.equalToSuperview().inset(10) }
        return (card, title)
    }

    func testConstraintSubtreeIsMeasuredByItsFittingSize() throws {
        let (card, _) = try card("Hi there") // 64 × 20
        XCTAssertEqual(card.sizeThatFits(.unspecified), Size(width: 84, height: 40))
        XCTAssertEqual(card.sizeThatFits(.zero), Size(width: 84, height: 40))
        // A fixed proposal wins against the label's hugging; the height still fits.
        XCTAssertEqual(card.sizeThatFits(ProposedViewSize(width: 150, height: nil)), Size(width: 150, height: 40))
        // Below the label's width, compression resistance (750) loses to the proposal (999).
        XCTAssertEqual(card.sizeThatFits(ProposedViewSize(width: 50, height: nil)).width, 50)
        // Infinity: the label's hugging (250) keeps the card at its content.
        XCTAssertEqual(card.sizeThatFits(.infinity), Size(width: 84, height: 40))
        XCTAssertNil(card.lastError)
    }

    func testConstraintSubtreeInsideAStack() throws {
        let (card, title) = try card("Hi there")
        let row = LayoutContainer(HStackLayout(alignment: .center, spacing: 8), subviews: [.fixed(Size(width: 30, height: 60)), .node(card)])
        let size = row.layout(proposal: .unspecified, at: Point(x: 20, y: 20))
        XCTAssertEqual(size, Size(width: 122, height: 60))
        // Placing proposes the stack's height (60) to the card, and a fixed proposal is taken
        // (at 999, above the label's hugging), as a flexible view in an HStack takes it.
        XCTAssertEqual(row.frames, [rect(20, 20, 30, 60), rect(58, 20, 84, 60)])
        XCTAssertEqual(card.frame, rect(58, 20, 84, 60))
        // The label, solved inside the card, in the stack's coordinates.
        XCTAssertEqual(card.placedFrame(of: title).rounded(), rect(68, 30, 64, 40))
        XCTAssertGreaterThan(card.passes, 1)
    }

    func testConstraintSubtreeInAFlowStretchesToAFixedLine() throws {
        let (card, title) = try card("a much longer title") // 152 × 20 → 172 × 40
        let flow = LayoutContainer(FlowLayout(spacing: 4), subviews: [.fixed(Size(width: 60, height: 40)), .node(card)])
        flow.layout(proposal: ProposedViewSize(width: 200, height: nil))
        XCTAssertEqual(flow.frames, [rect(0, 0, 60, 40), rect(0, 40, 172, 40)])
        XCTAssertEqual(card.placedFrame(of: title).rounded(), rect(10, 50, 152, 20))
    }
}
