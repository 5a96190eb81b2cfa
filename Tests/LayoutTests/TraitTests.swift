import XCTest
import Cassowary
@testable import Layout

/// Size classes and traits: constraints installed for some traits, switched incrementally
/// when the traits change; handlers; Dynamic Type.
final class TraitTests: XCTestCase {
    static let portrait = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    static let landscape = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)

    /// The seed's way of working: constraints for any device, then some added for a size
    /// class. A card spans a phone's width in portrait and sits centred, 540 wide, in
    /// landscape, where a phone's width is regular.
    func testSizeClassConstraintsSwitchWhenThePhoneTurns() throws {
        let engine = LayoutEngine(width: 390, height: 844)
        engine.traitCollection = Self.portrait
        let card = addView("card", to: engine.root)
        try card.snp.makeConstraints { $0.top.equalToSuperview().offset(16) }
        try card.snp.makeConstraints(when: .compactWidth) { $0.horizontalEdges.equalToSuperview().inset(16); $0.height.equalTo(200) }
        try card.snp.makeConstraints(when: .regularWidth) { $0.centerX.equalToSuperview(); $0.width.equalTo(540); $0.height.equalTo(120) }
        layout(engine)
        assertFrame(card, rect(16, 16, 358, 200))
        XCTAssertEqual(card.madeConstraints.filter(\.isActive).count, 4)
        let tally = SolverTally(engine)
        engine.traitCollection = Self.landscape
        try engine.setRootSize(Size(width: 844, height: 390))
        layout(engine)
        assertFrame(card, rect(152, 16, 540, 120))
        XCTAssertEqual(tally.counts, [3, 3], "only the constraints of the other size class change")
        engine.traitCollection = Self.portrait
        try engine.setRootSize(Size(width: 390, height: 844))
        layout(engine)
        assertFrame(card, rect(16, 16, 358, 200))
        XCTAssertEqual(tally.counts, [6, 6])
    }

    func testATraitChangeTouchesOnlyTheConstraintsWhoseConditionFlipped() throws {
        let engine = makeEngine()
        engine.traitCollection = Self.portrait
        var views: [View] = []
        for i in 0..<50 {
            let v = addView("v\(i)", to: engine.root)
            try v.snp.makeConstraints {
                $0.left.top.equalToSuperview().offset(Double(i))
                $0.width.equalTo(10).when(.compactWidth)
                $0.width.equalTo(20).when(.regularWidth)
                $0.height.equalTo(10).when(.regularHeight)
                $0.height.equalTo(5).when(.compactHeight)
            }
            views.append(v)
        }
        layout(engine)
        XCTAssertEqual(engine.conditionalConstraintCounts.installed, 200)
        XCTAssertEqual(engine.conditionalConstraintCounts.active, 100)
        let tally = SolverTally(engine)
        engine.traitCollection.horizontalSizeClass = .regular
        layout(engine)
        XCTAssertEqual(tally.counts, [50, 50])
        XCTAssertEqual(views[7].frame.size, Size(width: 20, height: 10))
        engine.traitCollection.preferredContentSizeCategory = .extraLarge
        layout(engine)
        XCTAssertEqual(tally.counts, [50, 50], "no condition reads the content size")
        engine.traitCollection.verticalSizeClass = .compact
        layout(engine)
        XCTAssertEqual(tally.counts, [100, 100])
        XCTAssertEqual(views[7].frame.size, Size(width: 20, height: 5))
    }

    func testConstraintsForOtherTraitsAreInstalledButInactiveAndGoWithTheirView() throws {
        let engine = makeEngine()
        engine.traitCollection = Self.portrait
        let v = addView("v", to: engine.root)
        var regular: ConstraintDescription?
        try v.snp.makeConstraints {
            $0.left.top.equalToSuperview()
            $0.width.equalTo(10).when(.compactWidth)
            regular = $0.width.equalTo(20).when(.regularWidth).constraint
        }
        XCTAssertEqual(try XCTUnwrap(regular).isActive, false)
        XCTAssertEqual(try XCTUnwrap(regular).layoutConstraints.first?.isInstalled, true)
        layout(engine)
        v.removeFromSuperview()
        XCTAssertEqual(engine.conditionalConstraintCounts.installed, 0)
        layout(engine)
        let tally = SolverTally(engine)
        engine.traitCollection = Self.landscape
        layout(engine)
        XCTAssertEqual(tally.counts, [0, 0])
        engine.root.addSubview(v)
        v.snp.removeConstraints()
        XCTAssertEqual(engine.conditionalConstraintCounts.installed, 0)
    }

    func testUpdateConstraintsFindsTheLineOfTheSameTraits() throws {
        let engine = makeEngine()
        engine.traitCollection = Self.landscape
        let v = addView("v", to: engine.root)
        try v.snp.makeConstraints {
            $0.left.top.equalToSuperview()
            $0.height.equalTo(10)
            $0.width.equalTo(100).when(.compactWidth)
            $0.width.equalTo(200).when(.regularWidth)
        }
        try v.snp.updateConstraints { $0.width.equalTo(300).when(.regularWidth) }
        layout(engine)
        assertFrame(v, rect(0, 0, 300, 10))
        XCTAssertThrowsError(try v.snp.updateConstraints { $0.width.equalTo(300).when(.compactHeight) }) { error in
            guard case LayoutError.noMatchingConstraintToUpdate = error else { return XCTFail("\(error)") }
        }
    }

    func testABlockConditionAndALineConditionCombine() throws {
        let engine = makeEngine()
        engine.traitCollection = Self.landscape
        let v = addView("v", to: engine.root)
        try v.snp.makeConstraints(when: .regularWidth) {
            $0.left.top.equalToSuperview()
            $0.size.equalTo(30).when(.compactHeight)
        }
        XCTAssertEqual(v.madeConstraints.map(\.condition), [.regularWidth, .regularWidth,
                                                            TraitCondition(horizontalSizeClass: .regular, verticalSizeClass: .compact),
                                                            TraitCondition(horizontalSizeClass: .regular, verticalSizeClass: .compact)])
        layout(engine)
        assertFrame(v, rect(0, 0, 30, 30))
        let line = #line + 1
        XCTAssertThrowsError(try v.snp.makeConstraints(when: .regularWidth) { $0.width.equalTo(1).when(.compactWidth) }) { error in
            XCTAssertEqual(error as? LayoutError, .contradictoryConditions(view: "v", line: .compactWidth, block: .regularWidth,
                                                                          location: SourceLocation(fileID: #fileID, line: UInt(line))))
        }
    }

    func testLayoutDirectionConditions() throws {
        let engine = makeEngine()
        let badge = addView("badge", to: engine.root)
        try badge.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.size.equalTo(20)
            $0.right.equalToSuperview().when(.leftToRight)
            $0.left.equalToSuperview().when(.rightToLeft)
        }
        layout(engine)
        assertFrame(badge, rect(300, 0, 20, 20))
        engine.layoutDirection = .rightToLeft
        XCTAssertEqual(engine.traitCollection.layoutDirection, .rightToLeft)
        layout(engine)
        assertFrame(badge, rect(0, 0, 20, 20))
    }

    // MARK: Handlers

    func testTraitChangeHandlersRunForTheirTraitsWithThePreviousCollection() throws {
        let engine = makeEngine()
        engine.traitCollection = Self.portrait
        let v = addView("v", to: engine.root)
        var width: ConstraintDescription?
        try v.snp.makeConstraints { $0.left.top.equalToSuperview(); $0.height.equalTo(10); width = $0.width.equalTo(100).constraint }
        var seen: [TraitCollection] = []
        let registration = v.registerForTraitChanges(.sizeClasses) { view, previous in
            seen.append(previous)
            // The UIKit way: update a constant for the new traits.
            width?.update(offset: view.traitCollection.horizontalSizeClass == .regular ? 250 : 100)
        }
        engine.traitCollection.preferredContentSizeCategory = .small
        XCTAssertTrue(seen.isEmpty, "the content size is not among the traits asked for")
        engine.traitCollection.horizontalSizeClass = .regular
        layout(engine)
        XCTAssertEqual(seen.map(\.horizontalSizeClass), [.compact])
        XCTAssertEqual(seen.first?.preferredContentSizeCategory, .small)
        assertFrame(v, rect(0, 0, 250, 10))
        v.unregisterForTraitChanges(registration)
        engine.traitCollection.horizontalSizeClass = .compact
        XCTAssertEqual(seen.count, 1)
        XCTAssertTrue(engine.traitViews.isEmpty)
    }

    func testAViewsTraitCollectionCarriesItsOwnDirection() {
        let engine = makeEngine()
        engine.traitCollection = Self.portrait
        let v = addView("v", to: engine.root), inner = addView("inner", to: v)
        v.semanticContent = .forceRightToLeft
        XCTAssertEqual(inner.traitCollection, TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                                              layoutDirection: .rightToLeft))
        XCTAssertEqual(engine.root.traitCollection.layoutDirection, .leftToRight)
        XCTAssertEqual(View(name: "loose").traitCollection, TraitCollection())
        XCTAssertEqual(inner.traitCollection.description, "wC hR rtl L")
    }

    // MARK: Dynamic Type

    /// A label that adjusts its font follows the content size category as UIFontMetrics
    /// scales the body style: 17 points at the default, 21 at XXL, 28 at AX1.
    func testDynamicTypeScalesTheIntrinsicSizeOfLabelsThatAdjust() throws {
        let engine = makeEngine()
        let adjusting = Label(name: "adjusting", text: "Hello", characterWidth: 17, lineHeight: 34, descent: 8.5)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = Label(name: "fixed", text: "Hello", characterWidth: 17, lineHeight: 34)
        engine.root.addSubview(adjusting)
        engine.root.addSubview(fixed)
        try adjusting.snp.makeConstraints { $0.left.top.equalToSuperview() }
        try fixed.snp.makeConstraints { $0.left.equalToSuperview(); $0.top.equalTo(adjusting.snp.bottom) }
        layout(engine)
        assertFrame(adjusting, rect(0, 0, 85, 34))
        var events: [String] = []
        engine.solverObserver = { event in
            switch event {
            case .add: events.append("add")
            case .remove: events.append("remove")
            case let .suggest(v, value): events.append("suggest \(engine.solver.name(of: v)) \(fmt(value))")
            case let .addEditVariable(v, _): events.append("edit \(engine.solver.name(of: v))")
            case .update: break
            }
        }
        engine.traitCollection.preferredContentSizeCategory = .extraExtraLarge
        layout(engine)
        assertFrame(adjusting, rect(0, 0, 105, 42))
        assertFrame(fixed, rect(0, 42, 85, 34))
        // The first change moves the size into two strong edit variables: the four size
        // constraints are made again against them.
        XCTAssertEqual(events, ["edit adjusting.intrinsic.w", "suggest adjusting.intrinsic.w 105",
                                "edit adjusting.intrinsic.h", "suggest adjusting.intrinsic.h 42",
                                "remove", "remove", "remove", "remove", "add", "add", "add", "add"])
        XCTAssertEqual(adjusting.intrinsicConstraints.map(\.text), ["adjusting.width <= adjusting.intrinsic.width @251",
                                                                    "adjusting.width >= adjusting.intrinsic.width @750",
                                                                    "adjusting.height <= adjusting.intrinsic.height @251",
                                                                    "adjusting.height >= adjusting.intrinsic.height @750"])
        XCTAssertEqual(adjusting.firstBaselineFromTop, 31.5)
        // Every later change only suggests: no constraint leaves or enters the solver.
        let constraintsBefore = adjusting.intrinsicConstraints.map(ObjectIdentifier.init)
        events.removeAll()
        engine.traitCollection.preferredContentSizeCategory = .accessibilityMedium
        layout(engine)
        assertFrame(adjusting, rect(0, 0, 140, 56))
        XCTAssertEqual(events, ["suggest adjusting.intrinsic.w 140", "suggest adjusting.intrinsic.h 56"])
        XCTAssertEqual(adjusting.intrinsicConstraints.map(ObjectIdentifier.init), constraintsBefore, "no constraint is made")
        XCTAssertEqual(ContentSizeCategory.accessibilityExtraExtraExtraLarge.scaledValue(for: 17), 53)
        XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        // Off again: back to constants, and the edit variables leave the solver.
        adjusting.adjustsFontForContentSizeCategory = false
        layout(engine)
        assertFrame(adjusting, rect(0, 0, 85, 34))
        XCTAssertEqual(engine.solver.editVariables.count, 2, "the root's width and height only")
        // A view that leaves the tree takes its edit variables out of the solver.
        adjusting.adjustsFontForContentSizeCategory = true
        engine.traitCollection.preferredContentSizeCategory = .large
        layout(engine)
        assertFrame(adjusting, rect(0, 0, 85, 34))
        XCTAssertEqual(engine.solver.editVariables.count, 4)
        adjusting.removeFromSuperview()
        XCTAssertEqual(engine.solver.editVariables.count, 2)
    }

    func testBaselinesFollowDynamicTypeInAStack() throws {
        let engine = makeEngine()
        let stack = StackView(name: "stack", axis: .horizontal, spacing: 8)
        stack.alignment = .firstBaseline
        engine.root.addSubview(stack)
        try stack.snp.makeConstraints { $0.left.top.equalToSuperview(); $0.width.equalTo(300); $0.height.equalTo(100) }
        let big = Label(name: "big", text: "Big", characterWidth: 17, lineHeight: 34, descent: 8.5)
        big.adjustsFontForContentSizeCategory = true
        let small = Label(name: "small", text: "small")
        stack.addArrangedSubview(big)
        stack.addArrangedSubview(small)
        layout(engine)
        // big's baseline 34 − 8.5 = 25.5 from its top; small's (20 − 4 = 16) lines up. Both
        // hug at 251: big, the first, takes the width left.
        assertFrame(big, rect(0, 0, 252, 34))
        assertFrame(small, rect(260, 9.5, 40, 20))
        engine.traitCollection.preferredContentSizeCategory = .extraExtraLarge
        layout(engine)
        // big: 3 × 21 wide, 42 high, baseline 42 − 10.5 = 31.5.
        XCTAssertEqual(big.intrinsicContentSize, Size(width: 63, height: 42))
        assertFrame(big, rect(0, 0, 252, 42))
        assertFrame(small, rect(260, 15.5, 40, 20))
    }
}
