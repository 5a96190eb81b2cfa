import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// Documents that cannot be read throw one typed error; what the reader does not support is a
/// finding, and the rest of the document is still read.
final class IBReaderErrorTests: XCTestCase {
    func testUnreadableFile() {
        XCTAssertThrowsError(try IBDocumentReader.read(path: "/nonexistent/Main.storyboard")) { error in
            guard case .unreadable(let path, _)? = error as? IBError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "/nonexistent/Main.storyboard")
        }
    }

    func testMalformedXML() {
        let data = Data("<document><scenes>".utf8)
        XCTAssertThrowsError(try IBDocumentReader.read(data: data, name: "bad.xib")) { error in
            guard case .malformedXML(let line, _)? = error as? IBError else { return XCTFail("\(error)") }
            XCTAssertEqual(line, 1)
        }
    }

    func testNotAnIBDocument() {
        let data = Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>".utf8)
        XCTAssertThrowsError(try IBDocumentReader.read(data: data, name: "Info.plist")) { error in
            XCTAssertEqual(error as? IBError, .notAnIBDocument(root: "plist"))
        }
    }

    func testUnsupportedElementsAndAttributesAreFindings() throws {
        let data = Fixtures.storyboard("""
            <scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController">
                <view key="view" id="r1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <fancyView id="f1" translatesAutoresizingMaskIntoConstraints="NO">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </fancyView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="f1" firstAttribute="diagonal" constant="3" id="c1"/>
                        <constraint firstItem="f1" firstAttribute="width" multiplier="x:y" id="c2"/>
                        <constraint firstItem="f1" firstAttribute="width" relation="approximately" id="c3"/>
                        <constraint firstItem="f1" firstAttribute="top" secondItem="r1" secondAttribute="top" id="c4"/>
                    </constraints>
                </view>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="vc2" sceneMemberID="viewController">
                <view key="view" id="r2"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
            </viewController></objects></scene>
            """)
        let document = try IBDocumentReader.read(data: data, name: "Odd.storyboard")
        XCTAssertEqual(document.findings, [
            "unsupported view element <fancyView> (id f1): laid out as a plain view",
            "constraint c1: unsupported firstAttribute \"diagonal\": skipped",
            "constraint c2: unsupported multiplier \"x:y\": skipped",
            "constraint c3: unsupported relation \"approximately\": skipped",
        ])
        XCTAssertEqual(document.scenes.map(\.name), ["vc1", "vc2"])
        XCTAssertEqual(document.scenes[0].root.constraints.map(\.id), ["c4"])
        XCTAssertEqual(IBFrameComparison.compare(document).map { $0.rows.count }, [2, 1])
    }

    func testUnknownDeviceIsAFinding() throws {
        let data = Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" toolsVersion="1">
                <device id="watch44" orientation="portrait"/>
                <objects><view id="v"><rect key="frame" x="0.0" y="0.0" width="100" height="50"/></view></objects>
            </document>
            """.utf8)
        let document = try IBDocumentReader.read(data: data, name: "Watch.xib")
        XCTAssertNil(document.device)
        XCTAssertEqual(document.scale, 2)
        XCTAssertEqual(document.findings, ["unknown device \"watch44\": root sizes from the stored frames, scale 2, no safe area"])
        XCTAssertEqual(IBFrameComparison.compare(document).first?.rows.first?.flag, .match)
    }

    /// Xcode 7's documents name no device: a 600 × 600 canvas in whole points, a controller's
    /// view under a 20-point status bar (its top layout guide) with 20-point margins.
    func testDocumentWithoutADevice() throws {
        let data = Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" toolsVersion="9531">
                <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides><viewControllerLayoutGuide type="top" id="tg"/></layoutGuides>
                    <view key="view" id="r">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <subviews>
                            <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                                <rect key="frame" x="20" y="28" width="97" height="21"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="l" firstAttribute="top" secondItem="tg" secondAttribute="bottom" constant="8" id="c1"/>
                            <constraint firstItem="l" firstAttribute="leading" secondItem="r" secondAttribute="leadingMargin" id="c2"/>
                        </constraints>
                    </view>
                </viewController></objects></scene></scenes>
            </document>
            """.utf8)
        let document = try IBDocumentReader.read(data: data, name: "Old.storyboard")
        XCTAssertNil(document.device)
        XCTAssertEqual(document.scale, 1)
        let rows = try XCTUnwrap(IBFrameComparison.compare(document).first?.rows)
        XCTAssertEqual(rows.map(\.flag), [.match, .match])
        XCTAssertEqual(rows[1].frame, Rect(x: 20, y: 28, width: 97, height: 21))
    }
}
