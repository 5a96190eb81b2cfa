import Layout

/// What each view of a real-screen family is: its superview, its intrinsic content size and
/// its hugging and compression resistance priorities (docs/workloads.md, "Real-screen
/// families"). The solver-level generator and the layer's variants both read it, so they
/// reach the solver with the same lines.
public struct ScreenContent: Sendable, Equatable {
    /// The view's superview: -1 for the root, else the index of another view.
    public var parent: Int
    /// nil for a plain container (no intrinsic size); else width and height (≥ 0).
    public var intrinsic: Size?
    public var huggingH = 250.0, huggingV = 250.0
    public var compressionH = 750.0, compressionV = 750.0

    init(parent: Int = -1, intrinsic: Size? = nil) {
        self.parent = parent
        self.intrinsic = intrinsic
    }

    /// The content of view i of a family with n views.
    public static func of(_ i: Int, _ workload: Workload) -> ScreenContent {
        let g = i / max(1, workload.groupSize), role = i % max(1, workload.groupSize)
        let first = i - role  // the group's first view
        switch workload {
        case .feed:
            return ScreenContent(intrinsic: Size(width: feedWidth(i), height: feedHeight(i)))
        case .cards:
            guard role > 0 else { return ScreenContent() }
            var c = ScreenContent(parent: first)
            switch role {
            case 1:
                c.intrinsic = Size(width: 200, height: 22)
                c.huggingV = g % 3 == 0 ? 249 : 251
                c.compressionV = 751
            case 2:
                c.intrinsic = Size(width: 280, height: cardBodyHeight(g))
                c.compressionV = 749
            default:
                c.intrinsic = Size(width: 120, height: 16)
                c.huggingV = 251
            }
            return c
        case .form:
            return ScreenContent(intrinsic: role == 0 ? Size(width: formLabelWidth(g), height: 20) : Size(width: 60, height: 34))
        case .cells:
            guard role > 0 else { return ScreenContent() }
            var c = ScreenContent(parent: first)
            switch role {
            case 1:
                c.intrinsic = Size(width: 40, height: 40)
                // The image keeps its size: its hugging outweighs the title's and the
                // subtitle's together (at 251, Auto Layout's order would keep it too, but a
                // weighted objective would not: two 250s outweigh one 251).
                c.huggingH = 750
                c.huggingV = 750
            case 2: c.intrinsic = Size(width: 200, height: 20)
            default: c.intrinsic = Size(width: 240, height: cellSubtitleHeight(g))
            }
            return c
        case .toolbar:
            var c = ScreenContent()
            if role == 1 {
                c.intrinsic = Size(width: toolbarTitleWidth(g), height: 22)
                c.huggingH = 249  // the title takes the slack and gives way first
            } else {
                c.intrinsic = Size(width: role == 0 ? 44 : 60, height: 44)
                c.compressionH = 751
            }
            return c
        case .priorities:
            var c = ScreenContent(intrinsic: Size(width: chipWidth(g, role), height: 32))
            c.huggingH = chipHugging(g, role)
            c.compressionH = chipCompression(g, role)
            return c
        case .pinned, .squeeze, .tiles, .chips:
            return TieWorkloads.content(i, workload)
        case .siblings, .chain, .nested, .grid, .redundant, .minimal:
            return ScreenContent()
        }
    }

    // The tables of docs/workloads.md.
    static func feedWidth(_ i: Int) -> Double { Double(80 + 29 * (i % 11)) }
    static func feedHeight(_ i: Int) -> Double { Double(20 + 4 * (i % 5)) }
    static func cardBodyHeight(_ k: Int) -> Double { Double(20 + 18 * (k % 5)) }
    static func formLabelWidth(_ r: Int) -> Double { Double(40 + 13 * (r % 11)) }
    static func cellSubtitleHeight(_ k: Int) -> Double { [0.0, 14, 30, 46, 62][k % 5] }
    static func toolbarTitleWidth(_ r: Int) -> Double { Double(120 + 11 * (r % 17)) }
    static func chipWidth(_ r: Int, _ j: Int) -> Double { Double(60 + 23 * ((r + 3 * j) % 13)) }
    static func chipHugging(_ r: Int, _ j: Int) -> Double { Double(200 + (53 * r + 17 * j) % 89) }
    static func chipCompression(_ r: Int, _ j: Int) -> Double { Double(700 + (37 * r + 11 * j) % 97) }
}
