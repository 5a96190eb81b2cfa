import XCTest
@testable import Layout

/// Every distribution and alignment of the stack, with exact frames: a horizontal stack 300
/// × 50 at (10, 10) holding items of intrinsic widths 40, 60, 80 and height 20.
final class StackViewTests: XCTestCase {
    private func makeStack(_ distribution: StackView.Distribution, alignment: StackView.Alignment = .fill,
                           spacing: Double = 10) throws -> (LayoutEngine, StackView, [View]) {
        let engine = makeEngine()
        let stack = StackView(name: "stack", axis: .horizontal, spacing: spacing)
        stack.distribution = distribution
        stack.alignment = alignment
        engine.root.addSubview(stack)
        try stack.snp.makeConstraints {
            $0.left.top.equalToSuperview().offset(10)
            $0.size.equalTo(Size(width: 300, height: 50))
        }
        let items = [40.0, 60, 80].enumerated().map { i, w in
            View(name: "item\(i)", intrinsicSize: Size(width: w, height: 20))
        }
        for item in items { stack.addArrangedSubview(item) }
        layout(engine)
        return (engine, stack, items)
    }

    func testFillStretchesTheFirstItemOnATie() throws {
        let (engine, _, items) = try makeStack(.fill)
        assertFrame(items[0], rect(0, 0, 140, 50))
        assertFrame(items[1], rect(150, 0, 60, 50))
        assertFrame(items[2], rect(220, 0, 80, 50))
        withExtendedLifetime(engine) {}
    }

    func testFillStretchesTheItemThatHugsLeast() throws {
        let (engine, _, items) = try makeStack(.fill)
        items[0].horizontalHugging = 200
        layout(engine)
        assertFrame(items[0], rect(0, 0, 140, 50))
        assertFrame(items[1], rect(150, 0, 60, 50))
        assertFrame(items[2], rect(220, 0, 80, 50))
    }

    func testFillEqually() throws {
        let (engine, _, items) = try makeStack(.fillEqually)
        assertFrame(items[0], rect(0, 0, 93.333, 50))
        assertFrame(items[1], rect(103.333, 0, 93.333, 50))
        assertFrame(items[2], rect(206.667, 0, 93.333, 50))
        withExtendedLifetime(engine) {}
    }

    func testFillProportionally() throws {
        let (engine, _, items) = try makeStack(.fillProportionally)
        assertFrame(items[0], rect(0, 0, 62.222, 50))
        assertFrame(items[1], rect(72.222, 0, 93.333, 50))
        assertFrame(items[2], rect(175.556, 0, 124.444, 50))
        withExtendedLifetime(engine) {}
    }

    func testEqualSpacing() throws {
        let (engine, _, items) = try makeStack(.equalSpacing)
        assertFrame(items[0], rect(0, 0, 40, 50))
        assertFrame(items[1], rect(100, 0, 60, 50))
        assertFrame(items[2], rect(220, 0, 80, 50))
        withExtendedLifetime(engine) {}
    }

    func testEqualCentering() throws {
        let (engine, _, items) = try makeStack(.equalCentering)
        assertFrame(items[0], rect(0, 0, 40, 50))
        assertFrame(items[1], rect(110, 0, 60, 50))
        assertFrame(items[2], rect(220, 0, 80, 50))
        withExtendedLifetime(engine) {}
    }

    func testAlignments() throws {
        for (alignment, y) in [(StackView.Alignment.leading, 0.0), (.center, 15), (.trailing, 30)] {
            let (engine, _, items) = try makeStack(.fillEqually, alignment: alignment)
            assertFrame(items[1], rect(103.333, y, 93.333, 20))
            withExtendedLifetime(engine) {}
        }
    }

    func testFirstBaselineAlignment() throws {
        let engine = makeEngine()
        let stack = StackView(name: "stack", axis: .horizontal, spacing: 8)
        stack.alignment = .firstBaseline
        engine.root.addSubview(stack)
        try stack.snp.makeConstraints { $0.left.top.equalToSuperview(); $0.width.equalTo(300); $0.height.equalTo(100) }
        let big = Label(name: "big", text: "Big", lineHeight: 40, descent: 8)
        let small = Label(name: "small", text: "small")
        stack.addArrangedSubview(big)
        stack.addArrangedSubview(small)
        layout(engine)
        // Baselines: big at 40 − 8 = 32 from the top; small's (20 − 4 = 16) lines up with it.
        // Both hug at 251: the first takes the width left.
        assertFrame(big, rect(0, 0, 252, 40))
        assertFrame(small, rect(260, 16, 40, 20))
    }

    func testHiddenItemsTakeNoSpaceAndComeBack() throws {
        let (engine, _, items) = try makeStack(.fillEqually)
        items[1].isHidden = true
        layout(engine)
        assertFrame(items[0], rect(0, 0, 145, 50))
        assertFrame(items[2], rect(155, 0, 145, 50))
        items[1].isHidden = false
        layout(engine)
        assertFrame(items[1], rect(103.333, 0, 93.333, 50))
    }

    func testCustomSpacingAfterAnItem() throws {
        let (engine, stack, items) = try makeStack(.fillEqually)
        stack.setCustomSpacing(40, after: items[0])
        layout(engine)
        assertFrame(items[0], rect(0, 0, 83.333, 50))
        assertFrame(items[1], rect(123.333, 0, 83.333, 50))
        assertFrame(items[2], rect(216.667, 0, 83.333, 50))
    }

    func testMarginsRelativeArrangement() throws {
        let (engine, stack, items) = try makeStack(.fillEqually)
        stack.isLayoutMarginsRelativeArrangement = true
        layout(engine)
        assertFrame(items[0], rect(8, 8, 88, 34))
        assertFrame(items[2], rect(204, 8, 88, 34))
    }

    func testVerticalAxisAndRightToLeft() throws {
        let (engine, stack, items) = try makeStack(.fillEqually)
        engine.layoutDirection = .rightToLeft
        layout(engine)
        assertFrame(items[0], rect(206.667, 0, 93.333, 50))
        assertFrame(items[2], rect(0, 0, 93.333, 50))
        stack.axis = .vertical
        stack.alignment = .leading
        layout(engine)
        // Leading is the right edge in RTL; heights share 50 − 20 of spacing.
        assertFrame(items[0], rect(260, 0, 40, 10))
        assertFrame(items[2], rect(220, 40, 80, 10))
    }

    func testInsertAndRemoveArrangedSubviews() throws {
        let (engine, stack, items) = try makeStack(.fillEqually)
        stack.removeArrangedSubview(items[0])
        items[0].removeFromSuperview()
        layout(engine)
        assertFrame(items[1], rect(0, 0, 145, 50))
        stack.insertArrangedSubview(items[0], at: 2)
        layout(engine)
        assertFrame(items[0], rect(206.667, 0, 93.333, 50))
    }
}
