import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// A XIB's table cell, in no table: its content view's margins are 15 at the sides on a phone
/// whose system margin is 16 (20 on the large phones), 11 at the top and bottom.
final class IBCellMarginsTests: XCTestCase {
    /// A cell 320 wide whose label hangs from the content view's four margins.
    private func cell(width: Double) -> String {
        """
        <tableViewCell contentMode="scaleToFill" rowHeight="60" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
            <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                    <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="t"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="p"/>
                    <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    private func xib(device: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <objects>\(cell(width: 320))</objects>
            </document>
            """.utf8)
    }

    private func box(_ document: IBDocument) throws -> Rect {
        let report = try XCTUnwrap(IBFrameComparison.compare(document, ambiguity: false).first)
        return try XCTUnwrap(report.rows.first { $0.id == "box" }).frame
    }

    func testACellInNoTableHasFifteenAtTheSides() throws {
        let phone = try IBDocumentReader.read(data: xib(device: "retina4_7"), name: "Cell.xib")
        XCTAssertEqual(try box(phone), Rect(x: 15, y: 11, width: 290, height: 38))
        let plus = try IBDocumentReader.read(data: xib(device: "retina5_5"), name: "Cell.xib")
        XCTAssertEqual(try box(plus), Rect(x: 20, y: 11, width: 280, height: 38))
    }
}
