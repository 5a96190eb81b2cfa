import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// An iPad's bars by the tools that saved the file (50 high from Xcode 10's tools, no status
/// bar in files of Xcode 11 and 12) and the toolbar IB infers through a `show` segue.
final class IBPadBarsTests: XCTestCase {
    private func storyboard(tools: String, device: String, _ scenes: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>\(scenes)</scenes>
            </document>
            """.utf8)
    }

    /// A controller of an iPad 9.7" whose box hangs 10 points inside its safe area's top and
    /// bottom; `segue` shows `pushed`, `children` go in the controller element.
    private func controller(_ id: String, pushed: String? = nil, children: String = "") -> String {
        let segue = pushed.map { "<connections><segue destination=\"\($0)\" kind=\"show\" id=\"g-\(id)\"/></connections>" } ?? ""
        return """
            <scene sceneID="s-\(id)"><objects><viewController id="\(id)" sceneMemberID="viewController">\(children)
                <view key="view" id="v-\(id)"><rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                    <subviews>
                        <button id="b-\(id)"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>\(segue)</button>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-\(id)"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-\(id)" firstAttribute="top" secondItem="safe-\(id)" secondAttribute="top" constant="10" id="t-\(id)"/>
                        <constraint firstItem="safe-\(id)" firstAttribute="bottom" secondItem="box-\(id)" secondAttribute="bottom" constant="10" id="u-\(id)"/>
                        <constraint firstItem="box-\(id)" firstAttribute="leading" secondItem="v-\(id)" secondAttribute="leading" id="l-\(id)"/>
                        <constraint firstItem="box-\(id)" firstAttribute="width" constant="10" id="w-\(id)"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
                </view>
            </viewController></objects></scene>
            """
    }

    private func navigation(_ id: String, root: String, large: Bool = false) -> String {
        """
        <scene sceneID="s-\(id)"><objects><navigationController id="\(id)" sceneMemberID="viewController">
            <navigationBar key="navigationBar" \(large ? "largeTitles=\"YES\"" : "") id="bar-\(id)"><rect key="frame" x="0.0" y="20" width="768" height="50"/></navigationBar>
            <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="r-\(id)"/></connections>
        </navigationController></objects></scene>
        """
    }

    /// Every box's frame by its controller's id.
    private func boxes(_ data: Data) throws -> [String: Rect] {
        let document = try IBDocumentReader.read(data: data, name: "Pad.storyboard")
        var out: [String: Rect] = [:]
        for report in IBFrameComparison.compare(document, ambiguity: false) {
            for row in report.rows where row.id.hasPrefix("box-") { out[String(row.id.dropFirst(4))] = row.frame }
        }
        return out
    }

    /// A controller shown from one that simulates a toolbar gets it, 50 high on an iPad of
    /// Xcode 10's tools; one that simulates a bottom bar of its own (here none) does not.
    func testAToolbarIsInferredThroughAShowSegue() throws {
        let toolbar = "<simulatedToolbarMetrics key=\"simulatedBottomBarMetrics\"/>"
        let scenes = controller("news", pushed: "main", children: toolbar) + controller("main")
            + controller("other", pushed: "plain", children: toolbar)
            + controller("plain", children: "<nil key=\"simulatedBottomBarMetrics\"/>")
        let frames = try boxes(storyboard(tools: "14490.70", device: "ipad9_7", scenes))
        XCTAssertEqual(frames["news"], Rect(x: 0, y: 30, width: 10, height: 934))
        XCTAssertEqual(frames["main"], Rect(x: 0, y: 30, width: 10, height: 934))
        XCTAssertEqual(frames["plain"], Rect(x: 0, y: 30, width: 10, height: 984))
        // Before Xcode 10 an iPad's toolbar is 44.
        let older = try boxes(storyboard(tools: "14109", device: "ipad9_7", scenes))
        XCTAssertEqual(older["main"], Rect(x: 0, y: 30, width: 10, height: 940))
    }

    /// An iPad's navigation bar is 50 from Xcode 10's tools, 102 with a large title; Xcode 11
    /// and 12 draw no status bar over it.
    func testPadNavigationBarsAndStatusBarByTools() throws {
        let scenes = navigation("nav", root: "home") + controller("home") + navigation("big", root: "list", large: true)
            + controller("list")
        let xcode10 = try boxes(storyboard(tools: "14490.70", device: "ipad9_7", scenes))
        XCTAssertEqual(xcode10["home"], Rect(x: 0, y: 80, width: 10, height: 934))
        XCTAssertEqual(xcode10["list"], Rect(x: 0, y: 132, width: 10, height: 882))
        let xcode11 = try boxes(storyboard(tools: "16097", device: "ipad9_7", scenes))
        XCTAssertEqual(xcode11["home"], Rect(x: 0, y: 60, width: 10, height: 954))
        XCTAssertEqual(xcode11["list"], Rect(x: 0, y: 112, width: 10, height: 902))
        let xcode15 = try boxes(storyboard(tools: "22155", device: "ipad9_7", scenes))
        XCTAssertEqual(xcode15["home"], Rect(x: 0, y: 80, width: 10, height: 934))
    }

    /// `toolsVersion` of three parts (`32700.99.1234`) is read by its build number.
    func testToolsOfThreeParts() throws {
        var document = IBDocument(name: "x")
        document.toolsVersion = "32700.99.1234"
        XCTAssertEqual(document.tools, 32700)
        document.toolsVersion = "14490.70"
        XCTAssertEqual(document.tools, 14490)
    }
}
