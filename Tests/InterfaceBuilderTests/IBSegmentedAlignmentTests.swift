import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// A segmented control before iOS 13 is 29 high, its alignment rect 28 from the top.
final class IBSegmentedAlignmentTests: XCTestCase {
    /// A segmented control pinned to the root's bottom, a box 2 points above it.
    private func frames(tools: String) throws -> [String: Rect] {
        let data = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                                <rect key="frame" x="0.0" y="639" width="375" height="29"/>
                            </segmentedControl>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0.0" y="0.0" width="375" height="637"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="seg" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="b"/>
                            <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                            <constraint firstItem="seg" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="t"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="bt"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
                            <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="br"/>
                            <constraint firstItem="seg" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="2" id="gap"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
        let document = try IBDocumentReader.read(data: data, name: "Segments.xib")
        return try Fixtures.frames(document)
    }

    func testBeforeIOS13TheFrameSpillsAPointBelow() throws {
        let xcode10 = try frames(tools: "14460.31")
        XCTAssertEqual(xcode10["seg"], Rect(x: 0, y: 639, width: 375, height: 29))
        XCTAssertEqual(xcode10["box"], Rect(x: 0, y: 0, width: 375, height: 637))
        // From Xcode 11 the frame is the alignment rect.
        XCTAssertEqual(try frames(tools: "15705")["seg"], Rect(x: 0, y: 638, width: 375, height: 29))
    }
}
