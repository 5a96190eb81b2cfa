/// The bars a storyboard's view controllers sit under, which IB adds to their safe area: a
/// navigation bar (44) at the top of a navigation controller's root or of a controller with a
/// navigation item, a tab bar (49) at the bottom of a tab bar controller's children (and of
/// their navigation roots), and the bars a controller simulates itself (`simulated…Metrics`).
/// A toolbar is 49 on a phone with a home indicator, 44 on others.
struct IBBarInsets {
    private var navigated: Set<String> = []
    private var tabbed: Set<String> = []
    private let toolbar: Double

    /// The relationships of every controller in `objects` (a storyboard's scenes' objects).
    init(_ objects: [XMLNode], homeIndicator: Bool) {
        toolbar = homeIndicator ? 49 : 44
        var roots: [String: String] = [:]
        for object in objects {
            for segue in object.child("connections")?.children ?? [] where segue["kind"] == "relationship" {
                guard let destination = segue["destination"] else { continue }
                switch segue["relationship"] {
                case "rootViewController":
                    navigated.insert(destination)
                    if let id = object["id"] { roots[id] = destination }
                case "viewControllers": tabbed.insert(destination)
                default: break
                }
            }
        }
        for id in tabbed { if let root = roots[id] { tabbed.insert(root) } }
    }

    /// The top and bottom bar insets of the controller `node`.
    func insets(of node: XMLNode) -> (top: Double, bottom: Double) {
        let id = node["id"] ?? ""
        let simulated = { (key: String, kind: String) in
            node.children.contains { $0["key"] == key && $0.name.contains(kind) }
        }
        let top = navigated.contains(id) || node.child("navigationItem") != nil
            || simulated("simulatedTopBarMetrics", "Navigation")
        var bottom = 0.0
        if tabbed.contains(id) || simulated("simulatedBottomBarMetrics", "TabBar") {
            bottom = 49
        } else if simulated("simulatedBottomBarMetrics", "Toolbar") {
            bottom = toolbar
        }
        return (top ? 44 : 0, bottom)
    }
}
