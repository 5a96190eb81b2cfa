/// The bars a storyboard's view controllers sit under, which IB adds to their safe area: a
/// navigation bar (44) over every controller of a navigation controller's stack — its root and
/// what `show` and `push` segues lead to from there — unless that navigation controller hides
/// its bar or makes it opaque, and over a controller with a navigation item outside any stack; a tab bar (49)
/// under a translucent tab bar controller's children and their stacks (but a controller pushed with
/// `hidesBottomBarWhenPushed`); and the bars a controller simulates
/// itself (`simulated…Metrics`). A toolbar is 49 on a phone with a home indicator, 44 on others.
struct IBBarInsets {
    /// Controllers in a navigation stack, and whether its bar shows.
    private var stacked: [String: Bool] = [:]
    /// The navigation controller whose stack a controller is in.
    private var stackOf: [String: String] = [:]
    /// Controllers pushed with `hidesBottomBarWhenPushed`.
    private var hidesTabBar: Set<String> = []
    private var tabbed: Set<String> = []
    private var opaqueTabBars: Set<String> = []
    private let toolbar: Double

    /// The relationships and segues of every controller in `objects` (a storyboard's scenes'
    /// objects).
    init(_ objects: [XMLNode], homeIndicator: Bool) {
        toolbar = homeIndicator ? 49 : 44
        var segues: [String: [(kind: String, relationship: String?, destination: String)]] = [:]
        var barHidden: [String: Bool] = [:]
        for object in objects {
            guard let id = object["id"] else { continue }
            // An opaque bar (translucent="NO") puts the controllers' views below it: it
            // adds nothing to their safe area, as a hidden one does not.
            barHidden[id] = object["navigationBarHidden"] == "YES" || object.child("navigationBar")?["translucent"] == "NO"
            if object.child("tabBar")?["translucent"] == "NO" { opaqueTabBars.insert(id) }
            if object["hidesBottomBarWhenPushed"] == "YES" { hidesTabBar.insert(id) }
            segues[id] = IBBarInsets.segues(in: object)
        }
        for (id, list) in segues {
            for segue in list where segue.kind == "relationship" && segue.relationship == "viewControllers"
                && !opaqueTabBars.contains(id) {
                tabbed.insert(segue.destination)
            }
            guard let root = list.first(where: { $0.relationship == "rootViewController" })?.destination else { continue }
            // Walk the stack: the root, then every controller pushed from one in it.
            let shows = barHidden[id] != true
            var queue = [root]
            while let next = queue.popLast() {
                guard stacked[next] == nil else { continue }
                stacked[next] = shows
                stackOf[next] = id
                queue += (segues[next] ?? []).filter { $0.kind == "show" || $0.kind == "push" }.map(\.destination)
            }
        }
    }

    /// Whether a tab bar lies under the controller `id`: it is a tab, or in the stack of a
    /// navigation controller that is one (and was not pushed hiding the bar).
    private func isTabbed(_ id: String) -> Bool {
        tabbed.contains(id) || (!hidesTabBar.contains(id) && stackOf[id].map(tabbed.contains) == true)
    }

    /// Every `<segue>` under `node` (in its views' and cells' connections too).
    private static func segues(in node: XMLNode) -> [(kind: String, relationship: String?, destination: String)] {
        var out: [(kind: String, relationship: String?, destination: String)] = []
        var pending = [node]
        while let next = pending.popLast() {
            for child in next.children {
                if child.name == "segue", let kind = child["kind"], let destination = child["destination"] {
                    out.append((kind, child["relationship"], destination))
                } else {
                    pending.append(child)
                }
            }
        }
        return out
    }

    /// The top and bottom bar insets of the controller `node`.
    func insets(of node: XMLNode) -> (top: Double, bottom: Double) {
        let id = node["id"] ?? ""
        let simulated = { (key: String, kind: String) in
            node.children.contains { $0["key"] == key && $0.name.contains(kind) }
        }
        let top = stacked[id] ?? (node.child("navigationItem") != nil || simulated("simulatedTopBarMetrics", "Navigation"))
        var bottom = 0.0
        if isTabbed(id) || simulated("simulatedBottomBarMetrics", "TabBar") {
            bottom = 49
        } else if simulated("simulatedBottomBarMetrics", "Toolbar") {
            bottom = toolbar
        }
        return (top ? 44 : 0, bottom)
    }
}
