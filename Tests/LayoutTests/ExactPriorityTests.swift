import XCTest
import Cassowary
@testable import Layout

/// The layer's priorities are exact, as in Auto Layout: one constraint at a higher priority
/// outweighs any number at a lower one; the root's size outweighs every priority below
/// required. (Sources/Layout/PRIORITIES.md.)
final class ExactPriorityTests: XCTestCase {
    func testOne251WinsAgainstAnyNumberOf250s() throws {
        for k in [2, 10, 1_000] {
            let engine = makeEngine()
            let v = addView("v", to: engine.root)
            try v.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.height.equalTo(10)
                make.width.equalTo(100).priority(251)
                for _ in 0..<k { make.width.equalTo(50).priority(250) }
            }
            layout(engine)
            assertFrame(v, rect(0, 0, 100, 10))
        }
    }

    /// Two labels in a row narrower than both: the one with the lower compression resistance
    /// gives way, however many hugging preferences push the other way.
    func testCompressionResistanceDecidesWhoShrinks() throws {
        let engine = makeEngine(width: 200)
        let title = addView("title", to: engine.root, intrinsic: Size(width: 150, height: 20))
        let badge = addView("badge", to: engine.root, intrinsic: Size(width: 120, height: 20))
        title.horizontalCompressionResistance = 749
        try title.snp.makeConstraints { $0.left.top.equalToSuperview() }
        try badge.snp.makeConstraints { make in
            make.left.equalTo(title.snp.right)
            make.right.top.equalToSuperview()
            // Many weak wishes for a narrow badge change nothing against its resistance.
            for _ in 0..<100 { make.width.equalTo(10).priority(748) }
        }
        layout(engine)
        assertFrame(badge, rect(80, 0, 120, 20))
        assertFrame(title, rect(0, 0, 80, 20))
    }

    /// Hugging against compression: with room to spare the lowest hugging stretches.
    func testTheLowestHuggingStretches() throws {
        let engine = makeEngine(width: 400)
        let a = addView("a", to: engine.root, intrinsic: Size(width: 100, height: 20))
        let b = addView("b", to: engine.root, intrinsic: Size(width: 100, height: 20))
        b.horizontalHugging = 249
        try a.snp.makeConstraints { $0.left.top.equalToSuperview() }
        try b.snp.makeConstraints { $0.left.equalTo(a.snp.right); $0.right.top.equalToSuperview() }
        layout(engine)
        assertFrame(a, rect(0, 0, 100, 20))
        assertFrame(b, rect(100, 0, 300, 20))
    }

    /// The root's width is set, whatever a thousand constraints at 999 would like.
    func testTheRootSizeWinsAgainstAnyNumberOf999s() throws {
        let engine = makeEngine(width: 320)
        let v = addView("v", to: engine.root)
        try v.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            for _ in 0..<1_000 { make.width.equalTo(1_000).priority(999) }
        }
        layout(engine)
        assertFrame(v, rect(0, 0, 320, 480))
    }

    func testPriorityStrengthsAreLevelsCarryingTheirWeights() {
        XCTAssertEqual(LayoutPriority(250).strength, Strength(level: 250, weighted: .weak))
        XCTAssertEqual(LayoutPriority(750).strength.weighted, .medium)
        XCTAssertEqual(LayoutPriority(1000).strength, .required)
        XCTAssertEqual(LayoutPriority(500).weightedStrength, Strength.create(0, 0, 10))
        XCTAssertLessThan(LayoutPriority(999).strength, LayoutEngine().rootSizeStrength)
    }
}
