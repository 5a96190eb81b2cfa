import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// A stack view of a custom class with no arranged views in the file (filled in code, drawn by
/// IB as a designable) keeps the size IB stored as its intrinsic size.
final class IBDesignableStackTests: XCTestCase {
    private func frame(customClass: String?) throws -> Rect? {
        let custom = customClass.map { "customClass=\"\($0)\"" } ?? ""
        let data = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView opaque="NO" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stars" \(custom)>
                                <rect key="frame" x="18" y="366" width="252" height="44"/>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stars" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="18" id="l"/>
                            <constraint firstItem="stars" firstAttribute="top" secondItem="root" secondAttribute="top" constant="366" id="t"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
        let document = try IBDocumentReader.read(data: data, name: "Stars.xib")
        return try Fixtures.frames(document)["stars"]
    }

    func testACustomEmptyStackKeepsItsStoredSize() throws {
        XCTAssertEqual(try frame(customClass: "RatingControl"), Rect(x: 18, y: 366, width: 252, height: 44))
        // A plain UIStackView with nothing in it has no size of its own.
        XCTAssertEqual(try frame(customClass: nil), Rect(x: 18, y: 366, width: 0, height: 0))
    }
}
