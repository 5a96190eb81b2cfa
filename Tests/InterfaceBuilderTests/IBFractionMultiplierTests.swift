import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// Multipliers written as fractions (`1/3`).
final class IBFractionMultiplierTests: XCTestCase {
    func testFractionsAreRead() {
        XCTAssertEqual(IBConstraint.multiplier("1/3"), 1.0 / 3.0)
        XCTAssertEqual(IBConstraint.multiplier("2/3"), 2.0 / 3.0)
        XCTAssertNil(IBConstraint.multiplier("1/0"))
        XCTAssertNil(IBConstraint.multiplier("1/2/3"))
    }

    /// A label centred at a third of its view's height, and a point below.
    func testALabelAtAThirdOfTheHeight() throws {
        let data = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6214">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="480"/>
                        <subviews>
                            <label text="Camera" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                                <rect key="frame" x="20" y="140" width="440" height="43"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="l" firstAttribute="centerY" secondItem="root" secondAttribute="bottom" multiplier="1/3" constant="1" id="c"/>
                            <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="x"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
        let document = try IBDocumentReader.read(data: data, name: "Launch.xib")
        XCTAssertEqual(document.findings, [])
        let rows = try XCTUnwrap(IBFrameComparison.compare(document, ambiguity: false).first?.rows)
        // 480 / 3 + 1 = 161, less half of 43: 139.5, a whole point in a file of Xcode 6.
        XCTAssertEqual(rows.first { $0.id == "l" }?.frame, Rect(x: 20, y: 140, width: 440, height: 43))
    }
}
