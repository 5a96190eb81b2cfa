import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// A switch's alignment rect is 2 points narrower than its frame, on the right.
final class IBSwitchAlignmentTests: XCTestCase {
    func testASwitchSpillsPastItsTrailingConstraint() throws {
        let data = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="row">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="54"/>
                        <subviews>
                            <switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="toggle"><rect key="frame" x="263" y="11.5" width="51" height="31"/></switch>
                            <switch opaque="NO" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="held"><rect key="frame" x="10" y="11.5" width="51" height="31"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></switch>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="8" id="t"/>
                            <constraint firstItem="toggle" firstAttribute="centerY" secondItem="row" secondAttribute="centerY" id="c"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
        let document = try IBDocumentReader.read(data: data, name: "Row.xib")
        let rows = try XCTUnwrap(IBFrameComparison.compare(document, ambiguity: false).first?.rows)
        let byID = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0) })
        XCTAssertEqual(byID["toggle"]?.frame, Rect(x: 263, y: 11.5, width: 51, height: 31))
        XCTAssertEqual(byID["held"]?.frame, Rect(x: 10, y: 11.5, width: 51, height: 31), "autoresizing holds the frame")
    }
}
