import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// A text view's baselines sit on the pixel grid, at or above where the font's metrics put
/// them: in a whole-point canvas, a whole point from the view's top.
final class IBBaselineGridTests: XCTestCase {
    /// An Xcode 7 storyboard without a device (a whole-point canvas): a label of 18 points, 22
    /// high, at y 57; a label of 17 points, 21 high, whose (last) baseline is on the first's
    /// first baseline; a button centred on the second label.
    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531">
            <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="r">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <subviews>
                        <label text="1" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                            <rect key="frame" x="0.0" y="57" width="51" height="22"/>
                            <fontDescription key="fontDescription" type="system" pointSize="18"/>
                        </label>
                        <label text="2" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                            <rect key="frame" x="100" y="58" width="55" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="200" y="54" width="150" height="30"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="big" firstAttribute="top" secondItem="r" secondAttribute="top" constant="57" id="c1"/>
                        <constraint firstItem="big" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="c2"/>
                        <constraint firstItem="small" firstAttribute="baseline" secondItem="big" secondAttribute="firstBaseline" id="c3"/>
                        <constraint firstItem="small" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="100" id="c4"/>
                        <constraint firstItem="box" firstAttribute="centerY" secondItem="small" secondAttribute="centerY" id="c5"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="200" id="c6"/>
                        <constraint firstItem="box" firstAttribute="width" constant="150" id="c7"/>
                        <constraint firstItem="box" firstAttribute="height" constant="30" id="c8"/>
                    </constraints>
                </view>
            </viewController></objects></scene></scenes>
        </document>
        """

    func testBaselinesSitOnWholePointsInAWholePointCanvas() throws {
        let document = try IBDocumentReader.read(data: Data(storyboard.utf8), name: "Baselines.storyboard")
        let frames = try Fixtures.frames(document)
        // The metrics put the first baseline of "1" 17.39 below its top and the baseline of
        // "2" 16.53 below its: on whole points, 17 and 16, "2" starts at 74 - 16 = 58 and the
        // box is centred at 68.5 (53.5, stored 54); unsnapped, 57.86 and 53.36 (53).
        XCTAssertEqual(frames["small"], Rect(x: 100, y: 58, width: 55, height: 21))
        XCTAssertEqual(frames["box"], Rect(x: 200, y: 54, width: 150, height: 30))
    }

    func testMetricsSnapDownToThePixelGrid() {
        let whole = IBTextMetrics(height: 22, pointSize: 18, scale: 1)
        XCTAssertEqual(whole.firstBaselineFromTop, 17)
        XCTAssertEqual(whole.lastBaselineFromBottom, 5)
        // On a @2x grid, half points: 17.39 → 17, 16.53 → 16.5.
        XCTAssertEqual(IBTextMetrics(height: 22, pointSize: 18, scale: 2).firstBaselineFromTop, 17)
        XCTAssertEqual(IBTextMetrics(height: 21, pointSize: 17, scale: 2).firstBaselineFromTop, 16.5)
    }
}
