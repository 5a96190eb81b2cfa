import XCTest
@testable import Layout

/// SwiftUI's stack rules the stacks follow beyond sizes: layout priority and spacing
/// preferences.
final class StackLayoutPriorityTests: XCTestCase {
    private let stretchy = LayoutContent.flexible(minimum: .zero, ideal: Size(width: 50, height: 20), maximum: Size(width: 1000, height: 1000))
    private let square = LayoutContent.fixed(Size(width: 30, height: 30))

    func testHigherPriorityIsOfferedTheSpaceFirst() {
        let stack = LayoutContainer(HStackLayout(), subviews: [stretchy, stretchy.layoutPriority(1), square])
        XCTAssertEqual(stack.layout(proposal: ProposedViewSize(width: 200, height: 40)), Size(width: 200, height: 40))
        // 200 − 2 · 8 = 184. The priority-1 subview first, leaving the others their minimum
        // (0 + 30): 154. Then the square (least flexible) takes 30 and the first subview the 0 left.
        XCTAssertEqual(stack.frames, [rect(0, 0, 0, 40), rect(8, 0, 154, 40), rect(170, 5, 30, 30)])
    }

    func testEqualPrioritiesShareByFlexibility() {
        let stack = LayoutContainer(HStackLayout(), subviews: [stretchy, stretchy, square])
        stack.layout(proposal: ProposedViewSize(width: 200, height: 40))
        // The square first (184 / 3 offered, 30 taken), then 154 / 2 = 77 each.
        XCTAssertEqual(stack.frames, [rect(0, 0, 77, 40), rect(85, 0, 77, 40), rect(170, 5, 30, 30)])
    }

    func testDefaultSpacingFollowsThePreferencesAndAnExplicitOneWins() {
        let box = LayoutContent.fixed(Size(width: 10, height: 10))
        let contents = [box, box.spacing(ViewSpacing(all: 20)), box]
        // max(8, 20) = 20 on both sides of the middle box: 3 · 10 + 2 · 20 = 70.
        let preferred = LayoutContainer(VStackLayout(), subviews: contents)
        XCTAssertEqual(preferred.layout(proposal: .unspecified), Size(width: 10, height: 70))
        XCTAssertEqual(preferred.frames.map(\.minY), [0, 30, 60])
        // An explicit spacing of 5: 3 · 10 + 2 · 5 = 40.
        let fixed = LayoutContainer(VStackLayout(spacing: 5), subviews: contents)
        XCTAssertEqual(fixed.layout(proposal: .unspecified), Size(width: 10, height: 40))
    }
}
