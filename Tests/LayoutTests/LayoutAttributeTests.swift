import XCTest
@testable import Layout

final class LayoutAttributeTests: XCTestCase {
    /// The predicates are bit masks: every attribute is pinned here by name.
    func testAxisDirectionAndDimensionOfEveryAttribute() {
        let horizontal: Set<LayoutAttribute> = [.left, .right, .leading, .trailing, .width, .centerX, .leftMargin,
                                                .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins]
        let directional: Set<LayoutAttribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        for a in LayoutAttribute.allCases {
            XCTAssertEqual(a.axis, horizontal.contains(a) ? .horizontal : .vertical, "\(a)")
            XCTAssertEqual(a.isDirectional, directional.contains(a), "\(a)")
            XCTAssertEqual(a.isDimension, a == .width || a == .height, "\(a)")
        }
        XCTAssertEqual(LayoutAttribute.allCases.count, 20)
    }
}
