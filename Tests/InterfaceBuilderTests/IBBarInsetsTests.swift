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
                                "pushed-login": "0/0", "loose": "0/0"])
    }

    /// A controller shown from a tab outside a navigation stack gets the tab bar, and the one
    /// it shows in turn; one that simulates no bottom bar of its own does not.
    func testATabBarIsInferredThroughShowSegues() throws {
        let scenes = [
            """
            <scene sceneID="tabs"><objects><tabBarController id="tabs" sceneMemberID="viewController">
                <connections>
                    <segue destination="tab" kind="relationship" relationship="viewControllers" id="t1"/>
                    <segue destination="other" kind="relationship" relationship="viewControllers" id="t2"/>
                </connections>
            </tabBarController></objects></scene>
            """,
            controller("tab"), controller("pushed-tab"), controller("pushed-pushed-tab"),
            controller("other"), controller("pushed-other", children: "<nil key=\"simulatedBottomBarMetrics\"/>"),
        ].joined()
        let document = try IBDocumentReader.read(data: Fixtures.storyboard(scenes), name: "Tabs.storyboard")
        var insets: [String: String] = [:]
        for scene in document.scenes { insets[scene.name] = "\(Int(scene.barInsets.top))/\(Int(scene.barInsets.bottom))" }
        XCTAssertEqual(insets, ["tab": "0/49", "pushed-tab": "0/49", "pushed-pushed-tab": "0/49", "other": "0/49",
                                "pushed-other": "0/0"])
    }

    func testLargeTitlesFollowTheStack() throws {
        let scenes = [
            """
            <scene sceneID="s-big"><objects><navigationController id="big" sceneMemberID="viewController">
                <navigationBar key="navigationBar" largeTitles="YES" id="bar-big"><rect key="frame" x="0.0" y="20" width="375" height="96"/></navigationBar>
                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r-big"/></connections>
            </navigationController></objects></scene>
            """,
            controller("list"),
            controller("pushed-list", children: "<navigationItem key=\"navigationItem\" largeTitleDisplayMode=\"never\" id=\"ni\"/>"),
        ].joined()
        let document = try IBDocumentReader.read(data: Fixtures.storyboard(scenes), name: "Large.storyboard")
        var insets: [String: Double] = [:]
        for scene in document.scenes { insets[scene.name] = scene.barInsets.top }
        XCTAssertEqual(insets, ["list": 96, "pushed-list": 44])
    }

    /// A controller of `size` whose only subview `pinned` hangs from the safe area's top.
    private func pinnedScene(_ id: String, height: Double, children: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects><viewController id="\(id)" sceneMemberID="viewController">
            <view key="view" id="v-\(id)"><rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="p-\(id)"><rect key="frame" x="0.0" y="0.0" width="375" height="10"/></view></subviews>
                <viewLayoutGuide key="safeArea" id="g-\(id)"/>
                <constraints>
                    <constraint firstItem="p-\(id)" firstAttribute="top" secondItem="g-\(id)" secondAttribute="top" id="c1-\(id)"/>
                    <constraint firstItem="p-\(id)" firstAttribute="leading" secondItem="g-\(id)" secondAttribute="leading" id="c2-\(id)"/>
                    <constraint firstItem="p-\(id)" firstAttribute="trailing" secondItem="g-\(id)" secondAttribute="trailing" id="c3-\(id)"/>
                    <constraint firstItem="p-\(id)" firstAttribute="height" constant="10" id="c4-\(id)"/>
                </constraints>
            </view>\(children)
        </viewController></objects></scene>
        """
    }

    /// Where the safe area's top puts a view in controllers that show no bar, simulate an
    /// opaque one, have a freeform size, or are taller than the screen (on an iPhone 8: a
    /// 20-point status bar).
    func testSimulatedBarsAndFreeformSizesMoveTheSafeArea() throws {
        let scenes = [
            pinnedScene("item", height: 667, children: "<navigationItem key=\"navigationItem\" id=\"ni\"/>"),
            pinnedScene("below", height: 623, children: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" translucent=\"NO\" prompted=\"NO\"/>"),
            pinnedScene("under", height: 667, children: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>"),
            pinnedScene("freeform", height: 500, children: "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>"),
            pinnedScene("sheet", height: 500),
            pinnedScene("tall", height: 1000, children: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>"),
        ].joined()
        let document = try IBDocumentReader.read(data: Fixtures.storyboard(scenes), name: "Simulated.storyboard")
        var tops: [String: Double] = [:]
        for report in IBFrameComparison.compare(document, ambiguity: false) {
            guard let row = report.rows.first(where: { $0.id.hasPrefix("p-") }) else { continue }
            XCTAssertEqual(row.frame.width, 375)
            tops[report.name] = row.frame.minY
        }
        XCTAssertEqual(tops, ["item": 20, "below": 0, "under": 64, "freeform": 20, "sheet": 0, "tall": 44])
    }

    func testExtendedLayoutUnderOpaqueBarsAndLeftOutEdges() throws {
        let scenes = [
            """
            <scene sceneID="s-opaque"><objects><navigationController id="opaque" sceneMemberID="viewController">
                <navigationBar key="navigationBar" translucent="NO" id="bar-opaque"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
                <connections><segue destination="under" kind="relationship" relationship="rootViewController" id="r-opaque"/></connections>
            </navigationController></objects></scene>
            """,
            controller("under", "extendedLayoutIncludesOpaqueBars=\"YES\""),
            controller("pushed-under"),
            navigation("clear", root: "below"),
            controller("below", children: "<extendedEdge key=\"edgesForExtendedLayout\" bottom=\"YES\"/>"),
            controller("pushed-below", children: "<extendedEdge key=\"edgesForExtendedLayout\"/>"),
        ].joined()
        let document = try IBDocumentReader.read(data: Fixtures.storyboard(scenes), name: "Extended.storyboard")
        var insets: [String: Double] = [:]
        for scene in document.scenes { insets[scene.name] = scene.barInsets.top }
        XCTAssertEqual(insets, ["under": 44, "pushed-under": 0, "below": 0, "pushed-below": 0])
    }
}
