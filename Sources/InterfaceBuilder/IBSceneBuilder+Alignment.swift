import Layout

extension IBSceneBuilder {
    /// The alignment-rect insets of a standard control, by IB element: what constraints place
    /// lies this far inside the frame. A switch's frame is 51 wide, its alignment rect 49 from
    /// the left (its shadow spills 2 points right): the corpus's switches stand 2 points past a
    /// trailing constraint and 51 wide under a 49-point width constraint.
    static func alignmentRectInsets(of element: String) -> EdgeInsets {
        switch element {
        case "switch": return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        default: return .zero
        }
    }
}
