import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// `preservesSuperviewLayoutMargins`: a view's margins are at least the part of its
/// superview's that its frame reaches into.
final class IBPreservedMarginsTests: XCTestCase {
    private func panel(_ id: String, x: Int, preserves: Bool) -> String {
        """
        <view translatesAutoresizingMaskIntoConstraints="NO" \(preserves ? "preservesSuperviewLayoutMargins=\"YES\"" : "") id="\(id)">
            <rect key="frame" x="\(x)" y="100" width="\(375 - 2 * x)" height="50"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="in-\(id)"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            </subviews>
            <constraints>
                <constraint firstItem="in-\(id)" firstAttribute="leading" secondItem="\(id)" secondAttribute="leadingMargin" id="l-\(id)"/>
                <constraint firstItem="\(id)" firstAttribute="trailingMargin" secondItem="in-\(id)" secondAttribute="trailing" id="r-\(id)"/>
                <constraint firstItem="in-\(id)" firstAttribute="top" secondItem="\(id)" secondAttribute="top" id="t-\(id)"/>
                <constraint firstItem="in-\(id)" firstAttribute="height" constant="10" id="h-\(id)"/>
            </constraints>
        </view>
        """
    }

    private func pinned(_ id: String, x: Int) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(x)" id="pl-\(id)"/>
        <constraint firstItem="root" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="\(x)" id="pr-\(id)"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="pt-\(id)"/>
        <constraint firstItem="\(id)" firstAttribute="height" constant="50" id="ph-\(id)"/>
        """
    }

    /// The inner views' frames, in their panel, by panel id.
    private func inner() throws -> [String: Rect] {
        let data = Fixtures.storyboard("""
            <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        \(panel("edge", x: 0, preserves: true))
                        \(panel("near", x: 4, preserves: true))
                        \(panel("far", x: 20, preserves: true))
                        \(panel("own", x: 0, preserves: false))
                    </subviews>
                    <constraints>
                        \(pinned("edge", x: 0))
                        \(pinned("near", x: 4))
                        \(pinned("far", x: 20))
                        \(pinned("own", x: 0))
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </view>
            </viewController></objects></scene>
            """)
        let document = try IBDocumentReader.read(data: data, name: "Margins.storyboard")
        let report = try XCTUnwrap(IBFrameComparison.compare(document, ambiguity: false).first)
        var out: [String: Rect] = [:]
        for row in report.rows where row.id.hasPrefix("in-") { out[String(row.id.dropFirst(3))] = row.frame }
        return out
    }

    func testAPanelTakesTheRootsMarginsWhereItReachesIntoThem() throws {
        let frames = try inner()
        // The root's side margins are 16 (an iPhone 8's view controller).
        XCTAssertEqual(frames["edge"], Rect(x: 16, y: 0, width: 343, height: 10))
        XCTAssertEqual(frames["near"], Rect(x: 12, y: 0, width: 343, height: 10), "16 − 4 beats its own 8")
        XCTAssertEqual(frames["far"], Rect(x: 8, y: 0, width: 319, height: 10), "past the root's margins: its own 8")
        XCTAssertEqual(frames["own"], Rect(x: 8, y: 0, width: 359, height: 10), "not preserving: its own 8")
    }
}
