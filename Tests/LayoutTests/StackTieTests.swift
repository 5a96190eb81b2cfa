import XCTest
@testable import Layout

/// A `.fill` stack whose items tie on hugging or compression resistance resolves the tie by
/// index, as UIStackView: the first visible item of the tie takes all the slack, or gives up
/// all the room that is missing; the others keep their intrinsic size.
///
/// The labels "One", "Two", "Three" are 24, 24 and 40 wide and 20 high (8 per character, one
/// line), with a label's default priorities (hugging 251, compression resistance 750); the
/// stack is pinned to the edges of a container of the size given, 8 between items.
final class StackTieTests: XCTestCase {
    private struct Screen {
        let engine: LayoutEngine
        let stack: StackView
        let labels: [Label]
    }

    private enum Order { case stackFirst, itemsFirst, insertedBackwards }

    private func makeScreen(_ axis: StackView.Axis, container size: Size, order: Order = .stackFirst,
                            configure: ([Label]) -> Void = { _ in }) throws -> Screen {
        let engine = makeEngine()
        let container = addView("container", to: engine.root)
        let stack = StackView(name: "stack", axis: axis, spacing: 8)
        let labels = ["One", "Two", "Three"].map { Label(name: $0.lowercased(), text: $0) }
        configure(labels)
        func pin() throws {
            try container.snp.makeConstraints { $0.left.top.equalToSuperview().offset(10); $0.size.equalTo(size) }
            try stack.snp.makeConstraints { $0.edges.equalToSuperview() }
        }
        container.addSubview(stack)
        switch order {
        case .stackFirst:
            try pin()
            for label in labels { stack.addArrangedSubview(label) }
        case .itemsFirst:
            for label in labels { stack.addArrangedSubview(label) }
            try pin()
        case .insertedBackwards:
            for label in labels.reversed() { stack.insertArrangedSubview(label, at: 0) }
            try pin()
        }
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["one", "two", "three"])
        layout(engine)
        return Screen(engine: engine, stack: stack, labels: labels)
    }

    private func frames(_ screen: Screen) -> [Rect] { screen.labels.map { $0.frame.rounded() } }

    // MARK: Slack: the first item stretches

    func testVerticalFillStretchesTheFirstOfTiedLabels() throws {
        // Content 20 + 8 + 20 + 8 + 20 = 76 in 100: the first label takes the 24 points.
        let screen = try makeScreen(.vertical, container: Size(width: 200, height: 100))
        XCTAssertEqual(frames(screen), [rect(0, 0, 200, 44), rect(0, 52, 200, 20), rect(0, 80, 200, 20)])
    }

    func testHorizontalFillStretchesTheFirstOfTiedLabels() throws {
        // Content 24 + 8 + 24 + 8 + 40 = 104 in 200: the first label takes the 96 points.
        let screen = try makeScreen(.horizontal, container: Size(width: 200, height: 20))
        XCTAssertEqual(frames(screen), [rect(0, 0, 120, 20), rect(128, 0, 24, 20), rect(160, 0, 40, 20)])
    }

    // MARK: Overflow: the first item gives way

    func testVerticalFillCompressesTheFirstOfTiedLabels() throws {
        // Content 76 in 60: the first label gives up the 16 points.
        let screen = try makeScreen(.vertical, container: Size(width: 200, height: 60))
        XCTAssertEqual(frames(screen), [rect(0, 0, 200, 4), rect(0, 12, 200, 20), rect(0, 40, 200, 20)])
    }

    func testHorizontalFillCompressesTheFirstOfTiedLabels() throws {
        // Content 104 in 90: the first label gives up 14 of its 24 points.
        let screen = try makeScreen(.horizontal, container: Size(width: 90, height: 20))
        XCTAssertEqual(frames(screen), [rect(0, 0, 10, 20), rect(18, 0, 24, 20), rect(50, 0, 40, 20)])
    }

    // MARK: Priorities still decide first

    func testAStrictlyLowerHuggingStillStretchesInstead() throws {
        let screen = try makeScreen(.vertical, container: Size(width: 200, height: 100)) { $0[2].verticalHugging = 250 }
        XCTAssertEqual(frames(screen), [rect(0, 0, 200, 20), rect(0, 28, 200, 20), rect(0, 56, 200, 44)])
    }

    func testAStrictlyLowerCompressionResistanceStillGivesWayInstead() throws {
        let screen = try makeScreen(.horizontal, container: Size(width: 90, height: 20)) {
            $0[1].horizontalCompressionResistance = 749
        }
        XCTAssertEqual(frames(screen), [rect(0, 0, 24, 20), rect(32, 0, 10, 20), rect(50, 0, 40, 20)])
    }

    func testAHigherHuggingLeavesTheTieToTheOthers() throws {
        // The first label hugs at 252: the tie is between the second and the third, and the
        // second, the first of them, stretches.
        let screen = try makeScreen(.horizontal, container: Size(width: 200, height: 20)) { $0[0].horizontalHugging = 252 }
        XCTAssertEqual(frames(screen), [rect(0, 0, 24, 20), rect(32, 0, 120, 20), rect(160, 0, 40, 20)])
    }

    func testAWishOfTheUsersAboveTheTieStepStillHolds() throws {
        // The second label should be 60 wide at 500: above the tie (251) and its step below it, so it
        // is; the first label takes what is left.
        let screen = try makeScreen(.horizontal, container: Size(width: 200, height: 20))
        try screen.labels[1].snp.makeConstraints { $0.width.equalTo(60).priority(500) }
        layout(screen.engine)
        XCTAssertEqual(frames(screen), [rect(0, 0, 84, 20), rect(92, 0, 60, 20), rect(160, 0, 40, 20)])
    }

    func testOnlyTheItemsAfterTheFirstOfATieGetASteppedConstraint() throws {
        let screen = try makeScreen(.horizontal, container: Size(width: 200, height: 20)) { $0[2].horizontalHugging = 300 }
        let stepped = screen.stack.arrangementConstraints.filter { $0.identifier?.contains("tie-") == true }
        // The second label ties with the first on hugging (251) and on compression (750); the
        // third only on compression.
        let step = 1.0 / 1024
        XCTAssertEqual(stepped.map { $0.identifier ?? "" }, ["stack.tie-hug", "stack.tie-resist", "stack.tie-resist"])
        XCTAssertEqual(stepped.map { $0.priority.value }, [251 - step, 750 - step, 750 - step])
        XCTAssertEqual(stepped.map { $0.firstItem === screen.labels[1] }, [true, true, false])
    }

    // MARK: The step ranks the tie's items among themselves only

    func testATieStepDoesNotOutrankAViewOutsideTheStackAtTheTiedPriority() throws {
        // A label "Two" (24 wide, resisting at 750) before a stack of "One" and "Three" kept
        // equally wide; 8 between the label and the stack and between the items, 110 in all:
        // 10 short. At 750 the cheapest layout keeps the outside label at 24 and the items at
        // 35, the second ("Three", 40) 5 short; a tie step above 750 would instead keep the
        // second at 40 and squeeze the label outside to 14, which is no tie of the stack's.
        let engine = makeEngine()
        let container = addView("container", to: engine.root)
        let outside = Label(name: "outside", text: "Two")
        let stack = StackView(name: "stack", axis: .horizontal, spacing: 8)
        let items = ["One", "Three"].map { Label(name: $0.lowercased(), text: $0) }
        container.addSubview(outside)
        container.addSubview(stack)
        for item in items { stack.addArrangedSubview(item) }
        try container.snp.makeConstraints { $0.left.top.equalToSuperview().offset(10); $0.size.equalTo(Size(width: 110, height: 20)) }
        try outside.snp.makeConstraints { $0.left.top.bottom.equalToSuperview() }
        try stack.snp.makeConstraints {
            $0.left.equalTo(outside.snp.right).offset(8)
            $0.top.bottom.right.equalToSuperview()
        }
        try items[1].snp.makeConstraints { $0.width.equalTo(items[0].snp.width) }
        layout(engine)
        XCTAssertEqual(outside.frame.rounded(), rect(0, 0, 24, 20))
        XCTAssertEqual(items.map { $0.frame.rounded() }, [rect(0, 0, 35, 20), rect(43, 0, 35, 20)])
    }

    // MARK: Hidden items take no part

    func testAHiddenFirstItemPassesTheSlackToTheNextVisibleOne() throws {
        let screen = try makeScreen(.vertical, container: Size(width: 200, height: 100)) { $0[0].isHidden = true }
        // 20 + 8 + 20 = 48 in 100: the second label takes the 52 points.
        XCTAssertEqual(frames(screen).dropFirst(), [rect(0, 0, 200, 72), rect(0, 80, 200, 20)])
    }

    func testHidingAndShowingTheFavouredItemMovesTheSlack() throws {
        let screen = try makeScreen(.horizontal, container: Size(width: 200, height: 20))
        screen.labels[0].isHidden = true
        layout(screen.engine)
        // 24 + 8 + 40 = 72 in 200: the second label takes the 128 points.
        XCTAssertEqual(frames(screen).dropFirst(), [rect(0, 0, 152, 20), rect(160, 0, 40, 20)])
        screen.labels[0].isHidden = false
        layout(screen.engine)
        XCTAssertEqual(frames(screen), [rect(0, 0, 120, 20), rect(128, 0, 24, 20), rect(160, 0, 40, 20)])
    }

    func testChangingAPriorityAfterALayoutMovesTheSlack() throws {
        let screen = try makeScreen(.horizontal, container: Size(width: 200, height: 20))
        screen.labels[0].horizontalHugging = 300
        layout(screen.engine)
        XCTAssertEqual(frames(screen), [rect(0, 0, 24, 20), rect(32, 0, 120, 20), rect(160, 0, 40, 20)])
        screen.labels[0].horizontalHugging = 251
        layout(screen.engine)
        XCTAssertEqual(frames(screen), [rect(0, 0, 120, 20), rect(128, 0, 24, 20), rect(160, 0, 40, 20)])
    }

    // MARK: The same answer whatever the build

    func testTwoBuildsOfTheSameScreenGiveTheSameFrames() throws {
        let cases: [(StackView.Axis, Size, [Rect])] = [
            (.vertical, Size(width: 200, height: 100), [rect(0, 0, 200, 44), rect(0, 52, 200, 20), rect(0, 80, 200, 20)]),
            (.vertical, Size(width: 200, height: 60), [rect(0, 0, 200, 4), rect(0, 12, 200, 20), rect(0, 40, 200, 20)]),
            (.horizontal, Size(width: 200, height: 20), [rect(0, 0, 120, 20), rect(128, 0, 24, 20), rect(160, 0, 40, 20)]),
            (.horizontal, Size(width: 90, height: 20), [rect(0, 0, 10, 20), rect(18, 0, 24, 20), rect(50, 0, 40, 20)]),
        ]
        for (axis, size, expected) in cases {
            let first = try makeScreen(axis, container: size), second = try makeScreen(axis, container: size)
            XCTAssertEqual(frames(first), expected, "\(axis) \(size)")
            XCTAssertEqual(frames(second), expected, "\(axis) \(size)")
        }
    }

    func testTheOrderOfConstructionDoesNotMoveTheSlack() throws {
        for order in [Order.itemsFirst, .insertedBackwards] {
            let stretched = try makeScreen(.horizontal, container: Size(width: 200, height: 20), order: order)
            XCTAssertEqual(frames(stretched), [rect(0, 0, 120, 20), rect(128, 0, 24, 20), rect(160, 0, 40, 20)], "\(order)")
            let squeezed = try makeScreen(.vertical, container: Size(width: 200, height: 60), order: order)
            XCTAssertEqual(frames(squeezed), [rect(0, 0, 200, 4), rect(0, 12, 200, 20), rect(0, 40, 200, 20)], "\(order)")
        }
    }
}
