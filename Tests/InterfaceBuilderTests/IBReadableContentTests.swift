import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// Constraints to a view's readable content guide (`<viewLayoutGuide key="readableContent">`):
/// the layout margins capped at 672 points and centred on an iPad, the margins on a phone.
final class IBReadableContentTests: XCTestCase {
    private func storyboard(device: String, width: Int, height: Int) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                        <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="text"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="text" firstAttribute="leading" secondItem="readable" secondAttribute="leading" id="l"/>
                                <constraint firstItem="readable" firstAttribute="trailing" secondItem="text" secondAttribute="trailing" id="r"/>
                                <constraint firstItem="text" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="t"/>
                                <constraint firstItem="text" firstAttribute="height" constant="40" id="h"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <viewLayoutGuide key="readableContent" id="readable"/>
                        </view>
                    </viewController></objects></scene>
                </scenes>
            </document>
            """.utf8)
    }

    private func text(_ data: Data) throws -> (Rect, [String]) {
        let document = try IBDocumentReader.read(data: data, name: "Readable.storyboard")
        let report = try XCTUnwrap(IBFrameComparison.compare(document, ambiguity: false).first)
        return (try XCTUnwrap(report.rows.first { $0.id == "text" }).frame, report.findings)
    }

    func testOnAnIPadTheGuideIsTheReadableWidthCentredInTheMargins() throws {
        let (frame, findings) = try text(storyboard(device: "ipad9_7", width: 768, height: 1024))
        XCTAssertEqual(frame, Rect(x: 48, y: 30, width: 672, height: 40))
        XCTAssertFalse(findings.contains { $0.contains("readableContent") }, "\(findings)")
    }

    func testOnAPhoneTheGuideIsTheMargins() throws {
        let (frame, _) = try text(storyboard(device: "retina4_7", width: 375, height: 667))
        XCTAssertEqual(frame, Rect(x: 16, y: 30, width: 343, height: 40))
    }
}
