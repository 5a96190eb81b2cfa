import XCTest
@testable import Layout

/// The six traps of the SnapKit seed, with exact frames.
final class SnapKitTrapTests: XCTestCase {
    // Trap 1: center without bounds. A long button pokes out of its superview, silently.
    func testTrap1CenterWithoutBoundsLiesOutside() throws {
        let engine = makeEngine()
        let button = addView("button", to: engine.root, intrinsic: Size(width: 400, height: 44))
        try button.snp.makeConstraints { $0.center.equalToSuperview() }
        layout(engine)
        assertFrame(button, rect(-40, 218, 400, 44))
        XCTAssertEqual(engine.diagnose().description,
                       "outside: button (-40, 218, 400, 44) lies outside root (0, 0, 320, 480)")
    }

    func testTrap1FixedWithTopLeftGreaterThanOrEqual() throws {
        let engine = makeEngine()
        let button = addView("button", to: engine.root, intrinsic: Size(width: 400, height: 44))
        try button.snp.makeConstraints {
            $0.center.equalToSuperview()
            $0.top.left.greaterThanOrEqualToSuperview()
        }
        layout(engine)
        assertFrame(button, rect(0, 218, 320, 44))
        XCTAssertTrue(engine.diagnose().isEmpty, engine.diagnose().description)
    }

    func testTrap1WithoutIntrinsicSizeIsAmbiguous() throws {
        let engine = makeEngine()
        let button = addView("button", to: engine.root)
        try button.snp.makeConstraints { $0.center.equalToSuperview() }
        layout(engine)
        let ambiguous = engine.ambiguousItems()
        XCTAssertEqual(ambiguous.map(\.item), ["button"])
        XCTAssertEqual(ambiguous.first?.attributes, ["x", "y", "width", "height"])
        XCTAssertEqual(ambiguous.first?.description,
                       "ambiguous: button has no fixed x, y, width, height (frame \(button.frame.rounded()))")
    }

    // Trap 2: offset keeps the sign, inset turns it inwards on right and bottom.
    func testTrap2RightOffsetGoesOutsideRightInsetStaysInside() throws {
        let engine = makeEngine()
        let a = addView("a", to: engine.root), b = addView("b", to: engine.root)
        try a.snp.makeConstraints {
            $0.left.top.equalToSuperview()
            $0.height.equalTo(44)
            $0.right.equalToSuperview().offset(50)
        }
        try b.snp.makeConstraints {
            $0.left.top.equalToSuperview()
            $0.height.equalTo(44)
            $0.right.equalToSuperview().inset(50)
        }
        layout(engine)
        assertFrame(a, rect(0, 0, 370, 44))
        assertFrame(b, rect(0, 0, 270, 44))
        XCTAssertEqual(a.madeConstraints.map(\.text).last, "a.right == root.right + 50")
        XCTAssertEqual(b.madeConstraints.map(\.text).last, "b.right == root.right - 50")
    }

    func testTrap2EdgesInsetAgainstEdgesOffset() throws {
        let engine = makeEngine()
        let inset = addView("inset", to: engine.root), offset = addView("offset", to: engine.root)
        let line = #line + 1
        try inset.snp.makeConstraints { $0.edges.equalToSuperview().inset(50) }
        try offset.snp.makeConstraints { $0.edges.equalToSuperview().offset(50) }
        layout(engine)
        assertFrame(inset, rect(50, 50, 220, 380))
        assertFrame(offset, rect(50, 50, 320, 480))
        // One composite description, four constraints, in SnapKit's order.
        XCTAssertEqual(inset.madeDescriptions.count, 1)
        XCTAssertEqual(inset.madeConstraints.map(\.description), [
            "(SnapKitTrapTests.swift:\(line)): inset.left == root.left + 50",
            "(SnapKitTrapTests.swift:\(line)): inset.top == root.top + 50",
            "(SnapKitTrapTests.swift:\(line)): inset.right == root.right - 50",
            "(SnapKitTrapTests.swift:\(line)): inset.bottom == root.bottom - 50",
        ])
        XCTAssertEqual(offset.madeConstraints.map(\.text), [
            "offset.left == root.left + 50", "offset.top == root.top + 50",
            "offset.right == root.right + 50", "offset.bottom == root.bottom + 50",
        ])
    }

    // Trap 3: six constraints where four fix the frame; the two extra are reported.
    func testTrap3RedundantConstraintsAreReported() throws {
        let engine = makeEngine()
        let button = addView("button", to: engine.root)
        let line = #line + 3
        try button.snp.makeConstraints {
            $0.center.equalToSuperview()
            $0.top.left.right.bottom.equalToSuperview().inset(50)
        }
        layout(engine)
        assertFrame(button, rect(50, 50, 220, 380))
        XCTAssertEqual(engine.diagnose().description, """
            redundant: (SnapKitTrapTests.swift:\(line)): button.right == root.right - 50
            redundant: (SnapKitTrapTests.swift:\(line)): button.bottom == root.bottom - 50
            """)
    }

    func testTrap3MinimalConstraintsGiveTheSameFrameWithoutRedundancy() throws {
        let engine = makeEngine()
        let button = addView("button", to: engine.root)
        try button.snp.makeConstraints {
            $0.center.equalToSuperview()
            $0.top.left.equalToSuperview().inset(50)
        }
        layout(engine)
        assertFrame(button, rect(50, 50, 220, 380))
        XCTAssertTrue(engine.diagnose().isEmpty)
    }

    func testTrap3RedundantChildConstraintsInAStackBreakWhenTheAxisTurns() throws {
        let engine = makeEngine()
        let stack = StackView(name: "stack", axis: .vertical, spacing: 8)
        engine.root.addSubview(stack)
        try stack.snp.makeConstraints { $0.edges.equalToSuperview() }
        let first = View(name: "first", intrinsicSize: Size(width: 100, height: 40))
        let second = View(name: "second", intrinsicSize: Size(width: 100, height: 40))
        stack.addArrangedSubview(first)
        stack.addArrangedSubview(second)
        try first.snp.makeConstraints { $0.top.left.right.equalToSuperview() }
        layout(engine)
        // Both hug at 250: the first item takes the height left.
        assertFrame(first, rect(0, 0, 320, 432))
        assertFrame(second, rect(0, 440, 320, 40))
        // The stack's own leading, trailing and top repeat what the child already said.
        XCTAssertEqual(engine.redundantConstraints.map(\.description), [
            "stack.first.start (system): first.top == stack.top",
            "stack.cross-start (system): first.leading == stack.leading",
            "stack.cross-end (system): first.trailing == stack.trailing",
        ])
        // Turned horizontal, the child's `right` squeezes the second item out of the stack.
        stack.axis = .horizontal
        layout(engine)
        assertFrame(first, rect(0, 0, 320, 480))
        assertFrame(second, rect(328, 0, -8, 480))
        XCTAssertEqual(engine.viewsOutsideSuperview().map(\.description),
                       ["outside: second (328, 0, -8, 480) lies outside stack (0, 0, 320, 480)"])
    }

    // Trap 4: leading follows the layout direction, left does not.
    func testTrap4LeftAgainstLeadingInRightToLeft() throws {
        let engine = makeEngine()
        engine.layoutDirection = .rightToLeft
        let byLeading = addView("byLeading", to: engine.root), byLeft = addView("byLeft", to: engine.root)
        for v in [byLeading, byLeft] {
            try v.snp.makeConstraints { $0.top.equalToSuperview(); $0.size.equalTo(100) }
        }
        try byLeading.snp.makeConstraints { $0.leading.equalToSuperview().offset(16) }
        try byLeft.snp.makeConstraints { $0.left.equalToSuperview().offset(16) }
        layout(engine)
        assertFrame(byLeading, rect(204, 0, 100, 100))
        assertFrame(byLeft, rect(16, 0, 100, 100))
        // The same tree turned left-to-right: only the leading view moves, incrementally.
        engine.layoutDirection = .leftToRight
        layout(engine)
        assertFrame(byLeading, rect(16, 0, 100, 100))
        assertFrame(byLeft, rect(16, 0, 100, 100))
    }

    func testTrap4DirectionalInsetsInRightToLeft() throws {
        let engine = makeEngine()
        let v = addView("v", to: engine.root)
        v.semanticContent = .forceRightToLeft
        try v.snp.makeConstraints {
            $0.directionalHorizontalEdges.equalToSuperview().inset(DirectionalEdgeInsets(leading: 10, trailing: 30))
            $0.top.equalToSuperview()
            $0.height.equalTo(10)
        }
        layout(engine)
        // Leading is the right edge here: 10 from the right, 30 from the left.
        assertFrame(v, rect(30, 0, 280, 10))
    }

    // Trap 5: labels tied to the container instead of to each other overlap.
    func testTrap5ChainedLabels() throws {
        let engine = makeEngine()
        let container = addView("container", to: engine.root)
        try container.snp.makeConstraints {
            $0.top.equalToSuperview().offset(100)
            $0.horizontalEdges.equalToSuperview()
            $0.bottom.equalToSuperview().inset(100)
        }
        let label1 = Label(name: "label1", text: "one\ntwo\nthree", numberOfLines: 0)
        let label2 = Label(name: "label2", text: "second")
        let label3 = Label(name: "label3", text: "third")
        label3.verticalHugging = 250  // the one allowed to grow: without it the layout is ambiguous
        for l in [label1, label2, label3] { container.addSubview(l) }
        try label1.snp.makeConstraints { $0.top.left.right.equalToSuperview() }
        try label2.snp.makeConstraints {
            $0.top.equalToSuperview().offset(50)
            $0.left.right.equalToSuperview()
        }
        try label3.snp.makeConstraints { $0.left.right.bottom.equalToSuperview() }
        layout(engine)
        assertFrame(container, rect(0, 100, 320, 280))
        assertFrame(label1, rect(0, 0, 320, 60))
        assertFrame(label2, rect(0, 50, 320, 20))   // overlaps label1 (ends at 60)
        assertFrame(label3, rect(0, 260, 320, 20))

        try label1.snp.remakeConstraints { $0.top.horizontalEdges.equalToSuperview() }
        try label2.snp.remakeConstraints {
            $0.top.equalTo(label1.snp.bottom).offset(16)
            $0.horizontalEdges.equalToSuperview()
        }
        try label3.snp.remakeConstraints {
            $0.top.equalTo(label2.snp.bottom).offset(16)
            $0.horizontalEdges.bottom.equalToSuperview()
        }
        layout(engine)
        assertFrame(label1, rect(0, 0, 320, 60))
        assertFrame(label2, rect(0, 76, 320, 20))
        assertFrame(label3, rect(0, 112, 320, 168))
    }

    // Trap 6: leadingMargin to leadingMargin leaves 16 − 8 = 8; leading to the margin, 16.
    func testTrap6MarginsAgainstEdges() throws {
        let engine = makeEngine()
        engine.root.layoutMargins = EdgeInsets(top: 47, left: 16, bottom: 34, right: 16)
        let square1 = addView("square1", to: engine.root)
        try square1.snp.makeConstraints {
            $0.centerY.equalToSuperview().offset(-100)
            $0.size.equalTo(100)
            $0.left.equalToSuperview()
        }
        let square2 = addView("square2", to: engine.root)
        try square2.snp.makeConstraints {
            $0.centerY.equalToSuperview().offset(100)
            $0.size.equalTo(100)
            $0.leadingMargin.equalToSuperview()
        }
        layout(engine)
        assertFrame(square1, rect(0, 90, 100, 100))
        assertFrame(square2, rect(8, 290, 100, 100))

        try square2.snp.remakeConstraints {
            $0.centerY.equalToSuperview().offset(100)
            $0.size.equalTo(100)
            $0.leading.equalTo(engine.root.snp.leadingMargin)
        }
        layout(engine)
        assertFrame(square2, rect(16, 290, 100, 100))
        // Margins are live: a new margin moves the view on the next pass.
        engine.root.layoutMargins.left = 24
        layout(engine)
        assertFrame(square2, rect(24, 290, 100, 100))
    }
}
