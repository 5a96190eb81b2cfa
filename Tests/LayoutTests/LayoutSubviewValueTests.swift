import Foundation
import XCTest
@testable import Layout

/// What subviews tell their layout besides their size, AnyLayout, and the geometry helpers
/// and names a port of SwiftUI code relies on.
final class LayoutSubviewValueTests: XCTestCase {
    private struct Tag: LayoutValueKey { static let defaultValue = "none" }

    private func proxies(_ contents: [LayoutContent]) -> LayoutSubviews {
        LayoutContainer(HStackLayout(), subviews: contents).subviews
    }

    func testPriorityValuesAndSpacingDefaultUnlessGiven() {
        let box = LayoutContent.fixed(Size(width: 40, height: 20))
        let subviews = proxies([box, box.layoutPriority(2).layoutValue(key: Tag.self, value: "b").spacing(.zero)])
        XCTAssertEqual(subviews[0].priority, 0)
        XCTAssertEqual(subviews[0][Tag.self], "none")
        XCTAssertEqual(subviews[0].spacing, ViewSpacing(all: 8))
        // Later modifiers keep earlier ones.
        XCTAssertEqual(subviews[1].priority, 2)
        XCTAssertEqual(subviews[1][Tag.self], "b")
        // max(8, 0) = 8 going right; max(0, 8) = 8 coming back; two zeros give 0.
        XCTAssertEqual(subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal), 8)
        XCTAssertEqual(subviews[1].spacing.distance(to: subviews[0].spacing, along: .vertical), 8)
        XCTAssertEqual(ViewSpacing.zero.distance(to: .zero, along: .vertical), 0)
        XCTAssertEqual(ViewSpacing.zero.union(ViewSpacing(all: 5), edges: .top), ViewSpacing(top: 5, leading: 0, bottom: 0, trailing: 0))
    }

    func testDimensionsGiveGuidesAndExplicitOnesWhenSet() {
        let box = LayoutContent.fixed(Size(width: 40, height: 20)).alignmentGuide(HorizontalAlignment.center) { $0.width / 4 }
        let d = proxies([box])[0].dimensions(in: .unspecified)
        XCTAssertEqual(d.width, 40)
        XCTAssertEqual(d[HorizontalAlignment.center], 10) // 40 / 4, as the guide says
        XCTAssertEqual(d[HorizontalAlignment.trailing], 40)
        XCTAssertEqual(d[VerticalAlignment.center], 10)   // the default: half of 20
        XCTAssertEqual(d[explicit: HorizontalAlignment.center], 10)
        XCTAssertNil(d[explicit: HorizontalAlignment.leading])
        XCTAssertNil(d[explicit: VerticalAlignment.bottom])
    }

    func testAnyLayoutSwitchesBetweenStacks() {
        let items = [LayoutContent.fixed(Size(width: 30, height: 20)), .fixed(Size(width: 50, height: 10))]
        let container = LayoutContainer(AnyLayout(HStackLayout(spacing: 10)), subviews: items)
        // 30 + 10 + 50 = 90 wide, 20 high; the second centred: (20 − 10) / 2 = 5.
        XCTAssertEqual(container.layout(proposal: .unspecified), Size(width: 90, height: 20))
        XCTAssertEqual(container.frames, [rect(0, 0, 30, 20), rect(40, 5, 50, 10)])
        container.layout = AnyLayout(VStackLayout(spacing: 10))
        // 50 wide, 20 + 10 + 10 = 40 high; the first centred: (50 − 30) / 2 = 10.
        XCTAssertEqual(container.layout(proposal: .unspecified), Size(width: 50, height: 40))
        XCTAssertEqual(container.frames, [rect(10, 0, 30, 20), rect(0, 30, 50, 10)])
    }

    func testAnglesTransformsAndRectangleHelpers() {
        XCTAssertEqual(Angle.degrees(180).radians, Double.pi)
        XCTAssertEqual((Angle.radians(.pi / 2) + .degrees(90)).degrees, 180)
        // A quarter turn takes (10, 0) to (0, 10) (clockwise on screen), then +5 in x.
        let t = Transform(rotationAngle: .pi / 2).concatenating(Transform(translationX: 5, y: 0))
        let p = Point(x: 10, y: 0).applying(t)
        XCTAssertEqual(p.x, 5, accuracy: 1e-12)
        XCTAssertEqual(p.y, 10, accuracy: 1e-12)
        let r = rect(10, 20, 30, 40)
        XCTAssertEqual(r.midX, 25)
        XCTAssertEqual(r.midY, 40)
        XCTAssertEqual(r.insetBy(dx: 5, dy: 10), rect(15, 30, 20, 20))
        XCTAssertEqual(r.offsetBy(dx: -10, dy: 1), rect(0, 21, 30, 40))
        XCTAssertTrue(r.contains(Point(x: 10, y: 20)))
        XCTAssertFalse(r.contains(Point(x: 40, y: 20)))
        // Scaled by 2 in x: the corners (20, 20) and (80, 60).
        XCTAssertEqual(r.applying(Transform(scaleX: 2, y: 1)), rect(20, 20, 60, 40))
    }

    func testCoreGraphicsTypesConvertBothWays() {
        XCTAssertEqual(Size(CGSize(width: 3, height: 4)), Size(width: 3, height: 4))
        XCTAssertEqual(CGRect(rect(1, 2, 3, 4)), CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(Rect(CGRect(x: 1, y: 2, width: 3, height: 4)), rect(1, 2, 3, 4))
        XCTAssertEqual(Point(CGPoint(x: 1, y: 2)).cgPoint, CGPoint(x: 1, y: 2))
        XCTAssertEqual(ProposedViewSize(CGSize(width: 5, height: 6)), ProposedViewSize(width: 5, height: 6))
    }

    func testGeometryTypesCanBeSpelledThroughTheProtocolOrTheModule() {
        let a: Layout.Size = Layout.Size(width: 1, height: 2)
        let b: Layout::Size = Layout::Size(width: 1, height: 2)
        let c: Layout.Rect = Layout.Rect(x: 0, y: 0, width: 1, height: 2)
        XCTAssertEqual(a, b)
        XCTAssertEqual(c.size, a)
    }
}
