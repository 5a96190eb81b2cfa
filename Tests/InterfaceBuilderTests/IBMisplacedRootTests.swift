import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// A controller's root that IB flags misplaced is laid out at the size IB gives it: the
/// screen less the status bar and an opaque navigation bar above it.
final class IBMisplacedRootTests: XCTestCase {
    private func document(misplaced: Bool) throws -> IBDocument {
        let data = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505">
                <device id="retina5_5" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1"><objects><navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" translucent="NO" id="bar"><rect key="frame" x="0.0" y="20" width="414" height="44"/></navigationBar>
                        <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r"/></connections>
                    </navigationController></objects></scene>
                    <scene sceneID="s2"><objects><viewController id="vc" sceneMemberID="viewController">
                        <view key="view" \(misplaced ? "misplaced=\"YES\"" : "") id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="666"/>
                            <subviews>
                                <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="20" y="630" width="374" height="17"/></label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="safe" firstAttribute="bottom" secondItem="l" secondAttribute="bottom" constant="25" id="b"/>
                                <constraint firstItem="l" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="x"/>
                                <constraint firstItem="safe" firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="20" id="t"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                        </view>
                    </viewController></objects></scene>
                </scenes>
            </document>
            """.utf8)
        return try IBDocumentReader.read(data: data, name: "Misplaced.storyboard")
    }

    private func label(_ document: IBDocument) throws -> Rect? {
        try XCTUnwrap(IBFrameComparison.compare(document, ambiguity: false).first).rows.first { $0.id == "l" }?.frame
    }

    func testAMisplacedRootTakesTheRoomUnderItsOpaqueBar() throws {
        // 736 less the 20-point status bar and the 44-point opaque bar: 672.
        XCTAssertEqual(try label(document(misplaced: true)), Rect(x: 20, y: 630, width: 374, height: 17))
        // A root not flagged keeps its stored 666.
        XCTAssertEqual(try label(document(misplaced: false)), Rect(x: 20, y: 624, width: 374, height: 17))
    }
}
