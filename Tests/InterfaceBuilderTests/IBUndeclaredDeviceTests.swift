import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// Documents without a `<device>`: the pixel grid by the tools that saved them, a controller's
/// side margins by its root's size, no top or bottom margin.
final class IBUndeclaredDeviceTests: XCTestCase {
    /// A storyboard of `tools` with no device: one controller whose root is `width` × 667, a
    /// box 241 wide centred in it, a label at the leading margin + 24 and a view hanging 3
    /// points above the top margin, down to the bottom margin.
    private func storyboard(tools: String, width: Double) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)">
                <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="tg"/>
                        <viewControllerLayoutGuide type="bottom" id="bg"/>
                    </layoutGuides>
                    <view key="view" id="r">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="667"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="100" width="241" height="30"/>
                            </view>
                            <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                                <rect key="frame" x="0.0" y="200" width="97" height="21"/>
                            </label>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="back">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="width" constant="241" id="w"/>
                            <constraint firstItem="box" firstAttribute="height" constant="30" id="h"/>
                            <constraint firstItem="box" firstAttribute="centerX" secondItem="r" secondAttribute="centerX" id="c1"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="r" secondAttribute="top" constant="100" id="c2"/>
                            <constraint firstItem="l" firstAttribute="leading" secondItem="r" secondAttribute="leadingMargin" constant="24" id="c3"/>
                            <constraint firstItem="l" firstAttribute="top" secondItem="r" secondAttribute="top" constant="200" id="c4"/>
                            <constraint firstItem="back" firstAttribute="top" secondItem="r" secondAttribute="topMargin" constant="-3" id="c5"/>
                            <constraint firstItem="back" firstAttribute="bottom" secondItem="r" secondAttribute="bottomMargin" id="c6"/>
                            <constraint firstItem="back" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="c7"/>
                            <constraint firstItem="back" firstAttribute="width" constant="10" id="c8"/>
                        </constraints>
                    </view>
                </viewController></objects></scene></scenes>
            </document>
            """.utf8)
    }

    private func frames(tools: String, width: Double) throws -> [String: Rect] {
        let document = try IBDocumentReader.read(data: storyboard(tools: tools, width: width), name: "Old.storyboard")
        XCTAssertNil(document.device)
        return try Fixtures.frames(document)
    }

    /// Xcode 8's tools on store half points without a device: a @2x grid, not whole points.
    func testToolsOfXcode8OnSnapToHalfPoints() throws {
        XCTAssertEqual(try frames(tools: "14109", width: 414)["box"], Rect(x: 86.5, y: 100, width: 241, height: 30))
        XCTAssertEqual(try frames(tools: "10117", width: 414)["box"], Rect(x: 87, y: 100, width: 241, height: 30))
    }

    /// A root of an iPhone's compact width has 16-point side margins; a wider one 20.
    func testSideMarginsFollowTheRootsWidth() throws {
        XCTAssertEqual(try frames(tools: "10117", width: 375)["l"], Rect(x: 40, y: 200, width: 97, height: 21))
        XCTAssertEqual(try frames(tools: "10117", width: 320)["l"], Rect(x: 40, y: 200, width: 97, height: 21))
        XCTAssertEqual(try frames(tools: "10117", width: 414)["l"], Rect(x: 44, y: 200, width: 97, height: 21))
        XCTAssertEqual(try frames(tools: "9531", width: 600)["l"], Rect(x: 44, y: 200, width: 97, height: 21))
    }

    /// The status bar is in the top layout guide only: the root's top and bottom margins are 0.
    func testNoTopOrBottomMargin() throws {
        XCTAssertEqual(try frames(tools: "10117", width: 375)["back"], Rect(x: 0, y: -3, width: 10, height: 670))
    }
}
