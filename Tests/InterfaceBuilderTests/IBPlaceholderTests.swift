import Layout
import XCTest
@testable import InterfaceBuilder

/// Views whose stored frame comes from a placeholder constraint (a size the code gives at run
/// time) are classified, not compared.
final class IBPlaceholderTests: XCTestCase {
    func testViewsHangingOnAPlaceholderAreSizedInCode() throws {
        let scene = """
            <scene sceneID="s"><objects><viewController id="form" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="chart" customClass="ChartView">
                            <rect key="frame" x="0.0" y="100" width="375" height="59"/>
                            <constraints><constraint firstAttribute="height" constant="59" placeholder="YES" id="ph"/></constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                            <rect key="frame" x="0.0" y="169" width="375" height="20"/>
                            <constraints><constraint firstAttribute="height" constant="20" id="fh"/></constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="header">
                            <rect key="frame" x="0.0" y="50" width="375" height="30"/>
                            <constraints><constraint firstAttribute="height" constant="30" id="hh"/></constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="chart" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                        <constraint firstItem="chart" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="chart" secondAttribute="trailing" id="c3"/>
                        <constraint firstItem="footer" firstAttribute="top" secondItem="chart" secondAttribute="bottom" constant="10" id="c4"/>
                        <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                        <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="c6"/>
                        <constraint firstItem="header" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c7"/>
                        <constraint firstItem="header" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c8"/>
                        <constraint firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="c9"/>
                    </constraints>
                </view>
            </viewController></objects></scene>
            """
        let document = try IBDocumentReader.read(data: Fixtures.storyboard(scene), name: "Placeholder.storyboard")
        let chart = try XCTUnwrap(document.scenes.first?.root.subviews.first)
        XCTAssertEqual(chart.constraints.count, 0, "a placeholder is not a constraint of the build")
        XCTAssertEqual(chart.placeholderConstraints.map(\.id), ["ph"])
        let report = try XCTUnwrap(IBFrameComparison.compare(document, ambiguity: false).first)
        let rows = Dictionary(uniqueKeysWithValues: report.rows.map { ($0.id, $0) })
        XCTAssertEqual(rows["root"]?.flag, .match)
        XCTAssertEqual(rows["header"]?.flag, .match)
        XCTAssertEqual(rows["chart"]?.flag, .sizedInCode)
        XCTAssertEqual(rows["footer"]?.flag, .sizedInCode)
        XCTAssertEqual(rows["chart"]?.frame, Rect(x: 0, y: 100, width: 375, height: 0))
        XCTAssertEqual(rows["footer"]?.frame, Rect(x: 0, y: 110, width: 375, height: 20))
    }
}
