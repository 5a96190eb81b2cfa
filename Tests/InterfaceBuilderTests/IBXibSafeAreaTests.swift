import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// A XIB's top-level view smaller than the screen: under the status bar from Xcode 13's tools
/// on, under nothing before.
final class IBXibSafeAreaTests: XCTestCase {
    private func xib(tools: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="banner">
                        <rect key="frame" x="0.0" y="0.0" width="465" height="154"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="icon"><rect key="frame" x="0.0" y="0.0" width="24" height="24"/></view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="icon" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="t"/>
                            <constraint firstItem="icon" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="l"/>
                            <constraint firstItem="icon" firstAttribute="width" constant="24" id="w"/>
                            <constraint firstItem="icon" firstAttribute="height" constant="24" id="h"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
    }

    private func icon(tools: String) throws -> Rect {
        let document = try IBDocumentReader.read(data: xib(tools: tools), name: "Banner.xib")
        let report = try XCTUnwrap(IBFrameComparison.compare(document, ambiguity: false).first)
        return try XCTUnwrap(report.rows.first { $0.id == "icon" }).frame
    }

    func testStatusBarFromXcode13() throws {
        XCTAssertEqual(try icon(tools: "16097.3"), Rect(x: 16, y: 8, width: 24, height: 24))
        XCTAssertEqual(try icon(tools: "22505"), Rect(x: 16, y: 28, width: 24, height: 24))
    }
}
