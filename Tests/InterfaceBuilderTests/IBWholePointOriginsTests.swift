import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// Files of Xcode 8 and 9 store origins rounded down to whole points, sizes on the pixel grid.
final class IBWholePointOriginsTests: XCTestCase {
    /// A XIB of `tools`: a 240 × 128 box centred in a 375 × 667 view, a 50-point square 95
    /// points into it.
    private func frames(tools: String) throws -> [String: Rect] {
        let data = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="67" y="269" width="240" height="128"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="dot"><rect key="frame" x="95" y="39" width="50" height="50"/></view>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="width" constant="240" id="w"/>
                                    <constraint firstAttribute="height" constant="128" id="h"/>
                                    <constraint firstItem="dot" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="95" id="dl"/>
                                    <constraint firstItem="dot" firstAttribute="top" secondItem="box" secondAttribute="top" constant="39" id="dt"/>
                                    <constraint firstItem="dot" firstAttribute="width" constant="50" id="dw"/>
                                    <constraint firstItem="dot" firstAttribute="height" constant="50" id="dh"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
                            <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
        let document = try IBDocumentReader.read(data: data, name: "Centred.xib")
        return try Fixtures.frames(document)
    }

    func testXcode9StoresOriginsRoundedDown() throws {
        let xcode9 = try frames(tools: "13122.19")
        XCTAssertEqual(xcode9["box"], Rect(x: 67, y: 269, width: 240, height: 128))
        XCTAssertEqual(xcode9["dot"], Rect(x: 95, y: 39, width: 50, height: 50))
        // Xcode 10 keeps the half point.
        XCTAssertEqual(try frames(tools: "14868")["box"], Rect(x: 67.5, y: 269.5, width: 240, height: 128))
    }

    func testTheGridRoundsOriginsDown() {
        let grid = IBPixelGrid(scale: 2, floorsOrigins: true)
        XCTAssertEqual(grid.origin(59.5), 59)
        XCTAssertEqual(grid.origin(-0.5), -1)
        XCTAssertEqual(grid.size(59.5, 80), 20.5)
        XCTAssertEqual(IBPixelGrid(scale: 2).origin(59.5), 59.5)
    }
}
