import XCTest
@testable import InterfaceBuilder

/// The bars a storyboard's segues put over and under its controllers.
final class IBBarInsetsTests: XCTestCase {
    private func controller(_ id: String, _ attributes: String = "", children: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects><viewController id="\(id)" \(attributes) sceneMemberID="viewController">\(children)
            <view key="view" id="v-\(id)"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews><button id="b-\(id)"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <connections><segue destination="pushed-\(id)" kind="show" id="g-\(id)"/></connections>
                </button></subviews>
            </view>
        </viewController></objects></scene>
        """
    }

    private func navigation(_ id: String, root: String, hidden: Bool = false) -> String {
        """
        <scene sceneID="s-\(id)"><objects><navigationController id="\(id)" \(hidden ? "navigationBarHidden=\"YES\"" : "") sceneMemberID="viewController">
            <navigationBar key="navigationBar" id="bar-\(id)"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
            <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="r-\(id)"/></connections>
        </navigationController></objects></scene>
        """
    }

    func testStacksTabsAndHiddenBars() throws {
        let scenes = [
            """
            <scene sceneID="tabs"><objects><tabBarController id="tabs" sceneMemberID="viewController">
                <connections>
                    <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                    <segue destination="plain" kind="relationship" relationship="viewControllers" id="t2"/>
                </connections>
            </tabBarController></objects></scene>
            """,
            navigation("nav", root: "home"), controller("home"), controller("pushed-home", "hidesBottomBarWhenPushed=\"YES\""),
            controller("plain"),
            navigation("quiet", root: "login", hidden: true), controller("login"), controller("pushed-login"),
            controller("loose", children: "<navigationItem key=\"navigationItem\" id=\"ni\"/>"),
        ].joined()
        let document = try IBDocumentReader.read(data: Fixtures.storyboard(scenes), name: "Bars.storyboard")
        var insets: [String: String] = [:]
        for scene in document.scenes { insets[scene.name] = "\(Int(scene.barInsets.top))/\(Int(scene.barInsets.bottom))" }
        XCTAssertEqual(insets, ["home": "44/49", "pushed-home": "44/0", "plain": "0/49", "login": "0/0",
                                "pushed-login": "0/0", "loose": "44/0"])
    }
}
