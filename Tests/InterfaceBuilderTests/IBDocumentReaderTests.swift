import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

final class IBDocumentReaderTests: XCTestCase {
    func testLoginFormReadsViewsConstraintsAndDevice() throws {
        let document = try Fixtures.document("LoginForm.storyboard")
        XCTAssertEqual(document.name, "LoginForm.storyboard")
        XCTAssertEqual(document.toolsVersion, "21701")
        XCTAssertEqual(document.device?.id, "retina4_7")
        XCTAssertEqual(document.device?.size, Size(width: 375, height: 667))
        XCTAssertEqual(document.device?.scale, 2)
        XCTAssertEqual(document.findings, [])
        XCTAssertEqual(document.scenes.map(\.name), ["LoginViewController"])
        let root = try XCTUnwrap(document.scenes.first?.root)
        XCTAssertEqual(root.id, "root-login")
        XCTAssertEqual(root.guides, ["safeArea": "safe-login"])
        XCTAssertEqual(root.subviews.map(\.id), ["title", "email", "password", "login", "forgot", "divider", "footer"])
        XCTAssertEqual(root.subviews.map(\.className), ["UILabel", "UITextField", "UITextField", "UIButton", "UIButton", "UIView", "UILabel"])
        XCTAssertEqual(root.subviews.map(\.label), ["Welcome back", "Email", "Password", "Log In", "Forgot password?", "Divider",
                                                   "No account? Sign up"])
        let title = root.subviews[0]
        XCTAssertEqual(title.storedFrame, Rect(x: 103, y: 60, width: 169, height: 33.5))
        XCTAssertEqual(title.horizontalHugging, 251)
        XCTAssertEqual(title.horizontalCompression, 750)
        XCTAssertEqual(title.fontSize, 28)
        XCTAssertFalse(title.translatesAutoresizingMask)
        XCTAssertTrue(root.translatesAutoresizingMask)
        XCTAssertEqual(root.autoresizingMask, [.widthSizable, .heightSizable])
        XCTAssertTrue(root.subviews[5].misplaced)
        XCTAssertFalse(root.subviews[4].misplaced)
    }

    func testConstraintsAsIBStoresThem() throws {
        let root = try XCTUnwrap(try Fixtures.document("LoginForm.storyboard").scenes.first?.root)
        // firstItem omitted: the view holding <constraints>.
        XCTAssertEqual(root.subviews[1].constraints,
                       [IBConstraint(id: "email-height", firstItem: "email", firstAttribute: .height, constant: 44)])
        // The placeholder width is dropped.
        XCTAssertEqual(root.subviews[3].constraints.map(\.id), ["login-height"])
        let trailing = try XCTUnwrap(root.constraints.first { $0.id == "email-trailing" })
        XCTAssertEqual(trailing, IBConstraint(id: "email-trailing", firstItem: "root-login", firstAttribute: .trailingMargin,
                                              secondItem: "email", secondAttribute: .trailing))
        let footer = try XCTUnwrap(root.constraints.first { $0.id == "footer-bottom" })
        XCTAssertEqual(footer, IBConstraint(id: "footer-bottom", firstItem: "safe-login", firstAttribute: .bottom,
                                            secondItem: "footer", secondAttribute: .bottom, constant: 16))
        XCTAssertEqual(root.constraints.count, 19)
    }

    func testRelationsRatiosAndCells() throws {
        let document = try Fixtures.document("SettingsCell.xib")
        XCTAssertEqual(document.scenes.map(\.name), ["SettingsCell"])
        let cell = try XCTUnwrap(document.scenes.first?.root)
        XCTAssertEqual(cell.element, "tableViewCell")
        let content = try XCTUnwrap(cell.subviews.first)
        XCTAssertEqual(content.element, "tableViewCellContentView")
        XCTAssertEqual(content.className, "UITableViewCellContentView")
        XCTAssertEqual(content.autoresizingMask, [])
        XCTAssertEqual(content.subviews.map(\.kind), [.content, .content, .content])
        let gap = try XCTUnwrap(content.constraints.first { $0.id == "toggle-gap" })
        XCTAssertEqual(gap.relation, .greaterThanOrEqual)
        XCTAssertEqual(gap.constant, 8)
        let aspect = try XCTUnwrap(content.subviews[0].constraints.first { $0.id == "icon-aspect" })
        XCTAssertEqual(aspect.multiplier, 1)
        XCTAssertEqual(aspect.secondItem, "icon")
    }

    func testMultipliersAndAttributeNames() {
        XCTAssertEqual(IBConstraint.multiplier("16:9"), 16.0 / 9.0)
        XCTAssertEqual(IBConstraint.multiplier("0.5"), 0.5)
        XCTAssertNil(IBConstraint.multiplier("1:0"))
        XCTAssertNil(IBConstraint.multiplier("1:2:3"))
        XCTAssertNil(IBConstraint.multiplier("half"))
        XCTAssertEqual(IBConstraint.attribute(named: "baseline"), .lastBaseline)
        XCTAssertEqual(IBConstraint.attribute(named: "firstBaseline"), .firstBaseline)
        XCTAssertEqual(IBConstraint.attribute(named: "centerYWithinMargins"), .centerYWithinMargins)
        XCTAssertNil(IBConstraint.attribute(named: "diagonal"))
    }

    func testStackViewsAndHiddenViews() throws {
        let header = try XCTUnwrap(try Fixtures.document("ProfileHeader.xib").scenes.first)
        XCTAssertEqual(header.name, "Profile Header")
        XCTAssertFalse(header.isViewControllerRoot)
        let stack = header.root.subviews[1]
        var expected = IBStackAttributes()
        expected.axis = .vertical
        expected.alignment = .center
        expected.spacing = 4
        XCTAssertEqual(stack.kind, .stack(expected))
        XCTAssertEqual(stack.subviews.map(\.isHidden), [false, false, true])
    }

    func testSizeClassVariationsBecomeConditions() throws {
        let root = try XCTUnwrap(try Fixtures.document("AdaptiveDetail.storyboard").scenes.first?.root)
        let byID = Dictionary(uniqueKeysWithValues: root.constraints.map { ($0.id, $0) })
        XCTAssertNil(byID["hero-top"]?.conditions)
        XCTAssertEqual(byID["hero-trailing"]?.conditions, [.compactWidth])
        XCTAssertEqual(byID["hero-half"]?.conditions, [.regularWidth])
        XCTAssertEqual(byID["body-top"]?.conditions, [.compactWidth])
        XCTAssertEqual(byID["body-top"]?.constant, 16)
        XCTAssertEqual(byID["body-top@widthClass=regular"]?.conditions, [.regularWidth])
        XCTAssertEqual(byID["body-top@widthClass=regular"]?.constant, 24)
    }

    func testSizeClassMasks() {
        XCTAssertEqual(IBSizeClassMask.parse("default")?.mask, .all)
        XCTAssertEqual(IBSizeClassMask.parse("heightClass=compact-widthClass=regular")?.specificity, 2)
        XCTAssertNil(IBSizeClassMask.parse("widthClass=huge"))
        let notCompactCompact = IBSizeClassMask.all.subtracting(.pair(.compact, .compact))
        XCTAssertEqual(notCompactCompact.conditions, [TraitCondition(horizontalSizeClass: .compact, verticalSizeClass: .regular),
                                                      TraitCondition(horizontalSizeClass: .regular)])
        XCTAssertEqual(IBSizeClassMask([]).conditions, [])
    }
}
