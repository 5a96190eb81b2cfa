import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// A `.fill` stack breaks a tie of its arranged views by index only among the layouts their
/// priority leaves equally good: the step that ranks them sits below the tied priority, so a
/// view outside the stack at that priority does not give way for the stack's second item.
final class IBStackTieTests: XCTestCase {
    /// A label (60 wide, compression resistance 750) before a horizontal stack of two views kept
    /// equally wide, intrinsic widths 50 and 120 (750 too), in a root 300 wide: 8 points short.
    /// At 750 the cheapest layout keeps the label at 60 and the views at 112 (the second 8
    /// short); keeping the second at 120 would take 16 from the label. As Xcode stores it.
    private let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                    <subviews>
                        <label opaque="NO" text="Outside" translatesAutoresizingMaskIntoConstraints="NO" id="outside">
                            <rect key="frame" x="0.0" y="0.0" width="60" height="40"/>
                        </label>
                        <stackView opaque="NO" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="68" y="0.0" width="232" height="40"/>
                            <subviews>
                                <view contentMode="scaleToFill" placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="40" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                                    <rect key="frame" x="0.0" y="0.0" width="112" height="40"/>
                                </view>
                                <view contentMode="scaleToFill" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="40" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                                    <rect key="frame" x="120" y="0.0" width="112" height="40"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="second" firstAttribute="width" secondItem="first" secondAttribute="width" id="w"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="outside" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstItem="outside" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        <constraint firstAttribute="bottom" secondItem="outside" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="outside" secondAttribute="trailing" constant="8" id="gap"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="st"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="stt"/>
                        <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="sb"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    func testATieStepDoesNotOutrankAViewOutsideTheStack() throws {
        let parsed = try IBDocumentReader.read(data: Data(document.utf8), name: "Tie.xib")
        let frames = try Fixtures.frames(parsed)
        XCTAssertEqual(frames["outside"], Rect(x: 0, y: 0, width: 60, height: 40))
        XCTAssertEqual(frames["stack"], Rect(x: 68, y: 0, width: 232, height: 40))
        XCTAssertEqual(frames["first"], Rect(x: 0, y: 0, width: 112, height: 40))
        XCTAssertEqual(frames["second"], Rect(x: 120, y: 0, width: 112, height: 40))
        let rows = try XCTUnwrap(IBFrameComparison.compare(parsed, ambiguity: false).first?.rows)
        XCTAssertEqual(rows.filter { $0.id != "root" }.map(\.flag), [.match, .match, .match, .match])
    }
}
