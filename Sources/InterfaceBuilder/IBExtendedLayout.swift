/// How far a view controller's view reaches under its container's bars
/// (`edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars`): by default under every
/// translucent bar; an edge left out puts the view below the bar on that edge.
struct IBExtendedLayout {
    /// Whether the view extends under the top and bottom bars.
    var top = true, bottom = true
    /// Whether it extends under opaque bars too (`extendedLayoutIncludesOpaqueBars="YES"`).
    var includesOpaqueBars = false

    /// The extended layout `node` (a controller element) asks for. IB writes the edges as
    /// `<extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"/>`; an edge not
    /// written is not extended.
    init(_ node: XMLNode) {
        includesOpaqueBars = node["extendedLayoutIncludesOpaqueBars"] == "YES"
        if let edges = node.children.first(where: { $0.name == "extendedEdge" && $0["key"] == "edgesForExtendedLayout" }) {
            top = edges["top"] == "YES"
            bottom = edges["bottom"] == "YES"
        }
    }
}
