/// The bars a storyboard's view controllers sit under, which IB adds to their safe area: a
/// navigation bar (or one with a large title) over every controller of a navigation
/// controller's stack — its root and what `show` and `push` segues lead to from there — unless
/// that navigation controller hides its bar or makes it opaque; a tab bar under a
/// translucent tab bar controller's children and their stacks (but a controller pushed with
/// `hidesBottomBarWhenPushed`); the translucent bars a controller simulates itself
/// (`simulated…Metrics`), and a toolbar over a controller shown from one that simulates it. A
/// navigation item alone shows no bar: IB draws one only for a controller in a stack or one
/// that simulates it. The heights are the device's and the tools' (``IBBarHeights``).
struct IBBarInsets {
    /// Controllers in a navigation stack, and the height of its bar over them (0 when hidden).
    private var stacked: [String: Double] = [:]
    /// Controllers under an opaque navigation or tab bar (`translucent="NO"`).
    private var underOpaqueNavigationBar: Set<String> = []
    /// The navigation controller whose stack a controller is in.
    private var stackOf: [String: String] = [:]
    /// Controllers pushed with `hidesBottomBarWhenPushed`.
    private var hidesTabBar: Set<String> = []
    private var tabbed: Set<String> = []
    private var opaqueTabBars: Set<String> = []
    /// Tabs of a tab bar controller whose bar is opaque.
    private var underOpaqueTabBar: Set<String> = []
    /// Controllers shown from one that simulates a toolbar, which do not simulate a bottom bar
    /// of their own: IB infers the toolbar for them.
    private var inferredToolbar: Set<String> = []
    private let heights: IBBarHeights

    /// The relationships and segues of every controller in `objects` (a storyboard's scenes'
    /// objects).
    init(_ objects: [XMLNode], heights: IBBarHeights) {
        self.heights = heights
        var toolbars: Set<String> = []
        var ownBottomBar: Set<String> = []
        var segues: [String: [(kind: String, relationship: String?, destination: String)]] = [:]
        var barHidden: [String: Bool] = [:]
        var opaqueNavigationBars: Set<String> = []
        var largeTitles: Set<String> = []
        var titleModes: [String: String] = [:]
        for object in objects {
            guard let id = object["id"] else { continue }
            barHidden[id] = object["navigationBarHidden"] == "YES"
            if object.child("navigationBar")?["translucent"] == "NO" { opaqueNavigationBars.insert(id) }
            if object.child("tabBar")?["translucent"] == "NO" { opaqueTabBars.insert(id) }
            if object.child("navigationBar")?["largeTitles"] == "YES" { largeTitles.insert(id) }
            if let mode = object.child("navigationItem")?["largeTitleDisplayMode"] { titleModes[id] = mode }
            if object["hidesBottomBarWhenPushed"] == "YES" { hidesTabBar.insert(id) }
            if let bar = object.children.first(where: { $0["key"] == "simulatedBottomBarMetrics" }) {
                ownBottomBar.insert(id)
                if bar.name == "simulatedToolbarMetrics" { toolbars.insert(id) }
            }
            segues[id] = IBBarInsets.segues(in: object)
        }
        for (id, list) in segues {
            if toolbars.contains(id) {
                let shown = list.filter { ($0.kind == "show" || $0.kind == "push") && !ownBottomBar.contains($0.destination) }
                inferredToolbar.formUnion(shown.map(\.destination))
            }
            for segue in list where segue.kind == "relationship" && segue.relationship == "viewControllers" {
                tabbed.insert(segue.destination)
                if opaqueTabBars.contains(id) { underOpaqueTabBar.insert(segue.destination) }
            }
            guard let root = list.first(where: { $0.relationship == "rootViewController" })?.destination else { continue }
            // Walk the stack: the root, then every controller pushed from one in it. A
            // controller shows a large title when its item asks for it ("always"), or by
            // default ("automatic") when the one it was pushed from does; the root's comes from
            // the navigation bar's `largeTitles`.
            let shows = barHidden[id] != true
            var queue = [(root, largeTitles.contains(id))]
            while let (next, inherited) = queue.popLast() {
                guard stacked[next] == nil else { continue }
                let large = IBBarInsets.large(mode: titleModes[next], inherited: inherited)
                stacked[next] = shows ? (large ? heights.largeTitle : heights.navigation) : 0
                stackOf[next] = id
                if opaqueNavigationBars.contains(id) { underOpaqueNavigationBar.insert(next) }
                queue += (segues[next] ?? []).filter { $0.kind == "show" || $0.kind == "push" }.map { ($0.destination, large) }
            }
        }
        inferTabBars(segues, ownBottomBar: ownBottomBar)
    }

    /// A controller shown (`show`, `push`) from one under a translucent tab bar, outside a
    /// navigation stack, gets the tab bar too, unless it simulates a bottom bar of its own or is
    /// pushed hiding it: IB infers it, and from it for the controllers it shows in turn.
    private mutating func inferTabBars(_ segues: [String: [(kind: String, relationship: String?, destination: String)]],
                                       ownBottomBar: Set<String>) {
        var pending = segues.keys.filter { isTabbed($0) && !isTabBarOpaque($0) }
        while let source = pending.popLast() {
            for segue in segues[source] ?? [] where segue.kind == "show" || segue.kind == "push" {
                let next = segue.destination
                guard !isTabbed(next), stackOf[next] == nil, !ownBottomBar.contains(next), !hidesTabBar.contains(next) else { continue }
                tabbed.insert(next)
                pending.append(next)
            }
        }
    }

    private static func large(mode: String?, inherited: Bool) -> Bool {
        switch mode {
        case "always": return true
        case "never": return false
        default: return inherited
        }
    }

    /// Whether a tab bar lies under the controller `id`: it is a tab, or in the stack of a
    /// navigation controller that is one (and was not pushed hiding the bar).
    private func isTabbed(_ id: String) -> Bool {
        tabbed.contains(id) || (!hidesTabBar.contains(id) && stackOf[id].map(tabbed.contains) == true)
    }

    /// Whether the tab bar under the tabbed controller `id` is opaque.
    private func isTabBarOpaque(_ id: String) -> Bool {
        underOpaqueTabBar.contains(id) || stackOf[id].map(underOpaqueTabBar.contains) == true
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

    /// The top and bottom bar insets of the controller `node`. An opaque bar puts the view
    /// below it, adding nothing, unless the controller extends its layout under opaque bars; an
    /// edge the controller does not extend its layout to gets nothing either.
    func insets(of node: XMLNode) -> (top: Double, bottom: Double) {
        let id = node["id"] ?? ""
        let extended = IBExtendedLayout(node)
        let counts = { (opaque: Bool) in !opaque || extended.includesOpaqueBars }
        // A bar the controller simulates itself.
        let simulated = { (key: String, kind: String) -> Bool in
            node.children.contains { $0["key"] == key && $0.name.contains(kind) && counts($0["translucent"] == "NO") }
        }
        var top = 0.0
        if let bar = stacked[id] {
            if counts(underOpaqueNavigationBar.contains(id)) { top = bar }
        } else if simulated("simulatedTopBarMetrics", "Navigation") {
            top = heights.navigation
        }
        var bottom = 0.0
        if isTabbed(id) {
            if counts(isTabBarOpaque(id)) { bottom = heights.tabBar }
        } else if simulated("simulatedBottomBarMetrics", "TabBar") {
            bottom = heights.tabBar
        } else if simulated("simulatedBottomBarMetrics", "Toolbar") || inferredToolbar.contains(id) {
            bottom = heights.toolbar
        }
        return (extended.top ? top : 0, extended.bottom ? bottom : 0)
    }

    /// The heights of the opaque bars the controller `node`'s view sits below (a navigation bar)
    /// or above (a tab bar), which it does not extend its layout under: the screen's room its
    /// view does not get.
    func opaqueBars(of node: XMLNode) -> (top: Double, bottom: Double) {
        let id = node["id"] ?? ""
        guard !IBExtendedLayout(node).includesOpaqueBars else { return (0, 0) }
        let simulated = { (key: String, kind: String) -> Bool in
            node.children.contains { $0["key"] == key && $0.name.contains(kind) && $0["translucent"] == "NO" }
        }
        var top = 0.0
        if let bar = stacked[id] {
            if underOpaqueNavigationBar.contains(id) { top = bar }
        } else if simulated("simulatedTopBarMetrics", "Navigation") {
            top = heights.navigation
        }
        var bottom = 0.0
        if isTabbed(id) {
            if isTabBarOpaque(id) { bottom = heights.tabBar }
        } else if simulated("simulatedBottomBarMetrics", "TabBar") {
            bottom = heights.tabBar
        }
        return (top, bottom)
    }
}
