import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// Files of Xcode 11 and 12 draw a device with a home button without its status bar; a
/// notched phone keeps its sensor housing's inset.
final class IBStatusBarByToolsTests: XCTestCase {
    /// A controller on `device` whose box hangs 8 points below its safe area's top.
    private func boxFrame(tools: String, device: String, height: Double) throws -> Rect? {
        let data = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                    <view key="view" id="r"><rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="8" y="8" width="359" height="112"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="t"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="8" id="l"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="8" id="w"/>
                            <constraint firstItem="box" firstAttribute="height" constant="112" id="h"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </viewController></objects></scene></scenes>
            </document>
            """.utf8)
        let document = try IBDocumentReader.read(data: data, name: "Tools.storyboard")
        return try Fixtures.frames(document)["box"]
    }

    func testHomeButtonDevicesHaveNoStatusBarInXcode11And12() throws {
        let under = Rect(x: 8, y: 28, width: 359, height: 112)
        let top = Rect(x: 8, y: 8, width: 359, height: 112)
        XCTAssertEqual(try boxFrame(tools: "14490.70", device: "retina4_7", height: 667), under)
        XCTAssertEqual(try boxFrame(tools: "15705", device: "retina4_7", height: 667), top)
        XCTAssertEqual(try boxFrame(tools: "17156", device: "retina4_7", height: 667), top)
        XCTAssertEqual(try boxFrame(tools: "21701", device: "retina4_7", height: 667), under)
        // The sensor housing stays.
        XCTAssertEqual(try boxFrame(tools: "16097", device: "retina5_9", height: 812), Rect(x: 8, y: 52, width: 359, height: 112))
    }

    /// The iPhone X's sensor housing is 50 high from Xcode 14's tools (iOS 16), 44 before.
    func testTheIPhoneXsHousingFromXcode14() throws {
        XCTAssertEqual(try boxFrame(tools: "17701", device: "retina5_9", height: 812), Rect(x: 8, y: 52, width: 359, height: 112))
        XCTAssertEqual(try boxFrame(tools: "22505", device: "retina5_9", height: 812), Rect(x: 8, y: 58, width: 359, height: 112))
    }
}
