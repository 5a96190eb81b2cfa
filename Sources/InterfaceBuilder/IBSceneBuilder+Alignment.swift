import Layout

extension IBSceneBuilder {
    /// The alignment-rect insets of a standard control, by IB element: what constraints place
    /// lies this far inside the frame. A switch's frame is 51 wide, its alignment rect 49 from
    /// the left (its shadow spills 2 points right): the corpus's switches stand 2 points past a
    /// trailing constraint and 51 wide under a 49-point width constraint. A segmented control
    /// before iOS 13 (`tools` below 15000, Xcode 11) is 29 high, its alignment rect 28 from the
    /// top: one file of the corpus (14460) stores one a point past the safe area's bottom it is
    /// pinned to, and the map above it 2 points clear of its frame's top.
    static func alignmentRectInsets(of element: String, tools: Double?) -> EdgeInsets {
        switch element {
        case "switch": return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "segmentedControl" where (tools ?? 0) < 15000: return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        default: return .zero
        }
    }
}
