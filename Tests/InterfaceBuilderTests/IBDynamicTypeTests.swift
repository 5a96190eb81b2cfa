import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// A change of content size category scales the labels', buttons' and text fields' intrinsic
/// sizes as the system font (AX3: 40 / 17), and nothing else's.
final class IBDynamicTypeTests: XCTestCase {
    private func item(_ element: String, _ id: String, y: Int, width: Int, height: Int) -> String {
        "<\(element) translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\"><rect key=\"frame\" x=\"16\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\"/></\(element)>"
    }

    private func pins(_ id: String, y: Int) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l-\(id)"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="t-\(id)"/>
        """
    }

    private func layout() throws -> IBSceneLayout {
        let data = Fixtures.storyboard("""
            <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        \(item("label", "label", y: 20, width: 34, height: 17))
                        \(item("button", "button", y: 100, width: 68, height: 34))
                        \(item("textField", "field", y: 200, width: 85, height: 34))
                        \(item("imageView", "image", y: 300, width: 34, height: 34))
                    </subviews>
                    <constraints>\(pins("label", y: 20))\(pins("button", y: 100))\(pins("field", y: 200))\(pins("image", y: 300))</constraints>
                </view>
            </viewController></objects></scene>
            """)
        let document = try IBDocumentReader.read(data: data, name: "Type.storyboard")
        let layout = try XCTUnwrap(IBSceneLayout.build(document.scenes[0], in: document))
        try layout.engine.layoutIfNeeded()
        return layout
    }

    private func sizes(_ layout: IBSceneLayout) -> [String: Size] {
        layout.views.filter { $0.key != "root" }.mapValues { Size(width: $0.frame.width, height: $0.frame.height) }
    }

    func testAccessibilityExtraLargeScalesTextAndNotImages() throws {
        let layout = try layout()
        let designed = sizes(layout)
        XCTAssertEqual(designed["label"], Size(width: 34, height: 17))
        try layout.setContentSizeCategory(.accessibilityExtraLarge)
        let grown = sizes(layout)
        XCTAssertEqual(grown["label"], Size(width: 80, height: 40))
        XCTAssertEqual(grown["button"], Size(width: 160, height: 80))
        XCTAssertEqual(grown["field"], Size(width: 200, height: 80))
        XCTAssertEqual(grown["image"], Size(width: 34, height: 34))
        try layout.rotate(toLandscape: true)
        XCTAssertEqual(layout.engine.traitCollection.preferredContentSizeCategory, .accessibilityExtraLarge,
                       "a rotation keeps the category")
        XCTAssertEqual(sizes(layout)["label"], Size(width: 80, height: 40))
        try layout.rotate(toLandscape: false)
        try layout.setContentSizeCategory(.large)
        XCTAssertEqual(sizes(layout), designed)
    }
}
