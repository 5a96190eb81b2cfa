import Layout
import XCTest
@testable import InterfaceBuilder

/// A stack in a scroll view, pinned to its content area's edges and to its frame's width: as
/// tall as its content, from the content area's top, whatever the safe area.
final class IBScrollContentTests: XCTestCase {
    func testAStackInAScrollViewIsAsTallAsItsContent() throws {
        let scene = """
            <scene sceneID="s"><objects><viewController id="form" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                            <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                            <subviews>
                                <stackView opaque="NO" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="1010"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="0.0" width="375" height="500"/>
                                            <constraints><constraint firstAttribute="height" constant="500" id="ah"/></constraints></view>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0.0" y="510" width="375" height="500"/>
                                            <constraints><constraint firstAttribute="height" constant="500" id="bh"/></constraints></view>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="stack" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                                <constraint firstItem="stack" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="s3"/>
                                <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="s4"/>
                                <constraint firstItem="stack" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s5"/>
                            </constraints>
                        </scrollView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="scroll" firstAttribute="top" secondItem="safe" secondAttribute="top" id="r1"/>
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
                        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
                    </constraints>
                </view>
            </viewController></objects></scene>
            """
        let document = try IBDocumentReader.read(data: Fixtures.storyboard(scene), name: "Scroll.storyboard")
        let report = try XCTUnwrap(IBFrameComparison.compare(document).first)
        XCTAssertEqual(report.diagnostics, [])
        for row in report.rows { XCTAssertEqual(row.flag, .match, "\(row.id): \(row.frame)") }
        XCTAssertEqual(report.rows.first { $0.id == "stack" }?.frame, Rect(x: 0, y: 0, width: 375, height: 1010))
    }
}
