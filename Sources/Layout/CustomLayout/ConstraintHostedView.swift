/// A constraint-based subtree inside a custom layout: the solver measures it (its fitting
/// size, as `systemLayoutSizeFitting` does) and lays it out in the frame the layout gives it.
///
/// Build the subtree under ``content`` and tie it to `content`'s edges; the host pins
/// `content` to its own engine's top left and sizes it per proposal:
/// - a fixed dimension: `content.width == w` at 999 (so that required content still wins);
/// - 0 or unspecified: `content.width == 0` at priority 50, below hugging and compression
///   resistance, so the content settles at its compressed fitting size;
/// - infinity: `content.width == 10 000` at 50, so the content grows until its hugging stops
///   it (the expanded fitting size).
///
/// ```swift
/// let card = ConstraintHostedView(name: "card")
/// let title = Label(name: "title", text: "Hi there")
/// card.content.addSubview(title)
/// try title.snp.makeConstraints { $0.edges.equalToSuperview().inset(10) }
/// let row = LayoutContainer(HStackLayout(), subviews: [.fixed(Size(width: 40, height: 40)), .node(card)])
/// ```
public final class ConstraintHostedView: LayoutNode {
    /// The engine that solves the subtree.
    public let engine: LayoutEngine
    /// The root of the hosted subtree.
    public let content: View
    /// The frame the custom layout placed the subtree in (its coordinates).
    public private(set) var frame = Rect.zero
    /// Passes of the engine run to measure or place the subtree.
    public private(set) var passes = 0
    /// The error of the last pass, if it had one (the pass still solved without the
    /// constraints that failed, as the engine does).
    public private(set) var lastError: LayoutError?
    private let widthFit: LayoutConstraint
    private let heightFit: LayoutConstraint

    /// The "expanded" size proposed for an infinite dimension.
    static let expanded = 10_000.0

    public init(name: String = "hosted") {
        engine = LayoutEngine(rootName: name + ".root", width: 0, height: 0)
        content = View(name: name)
        engine.root.addSubview(content)
        widthFit = LayoutConstraint(content, .width, .equal, constant: 0, priority: 50, label: name + ".fit-width")
        heightFit = LayoutConstraint(content, .height, .equal, constant: 0, priority: 50, label: name + ".fit-height")
        let pins = [LayoutConstraint(content, .left, .equal, engine.root, .left, label: name + ".pin"),
                    LayoutConstraint(content, .top, .equal, engine.root, .top, label: name + ".pin")]
        engine.activateUnchecked(pins + [widthFit, heightFit])
    }

    /// The subtree's size for `proposal`, from one pass of its solver.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        solve(for: proposal)
        return content.frame.size
    }

    /// Lays the subtree out at the frame's size.
    public func place(in frame: Rect) {
        self.frame = frame
        solve(for: ProposedViewSize(frame.size))
    }

    /// The frame of a view of the subtree in the coordinates of the layout that placed it.
    public func placedFrame(of view: View) -> Rect {
        let f = view.absoluteFrame, c = content.absoluteFrame
        return Rect(x: frame.minX + f.minX - c.minX, y: frame.minY + f.minY - c.minY, width: f.width, height: f.height)
    }

    private func solve(for proposal: ProposedViewSize) {
        fit(widthFit, proposal.width)
        fit(heightFit, proposal.height)
        passes += 1
        do {
            try engine.layoutIfNeeded()
            lastError = nil
        } catch {
            lastError = error
        }
    }

    private func fit(_ c: LayoutConstraint, _ value: Double?) {
        switch value {
        case let v? where v.isFinite && v > 0:
            c.constant = v
            c.priority = .almostRequired
        case let v? where v.isInfinite:
            c.constant = ConstraintHostedView.expanded
            c.priority = 50
        default:
            c.constant = 0
            c.priority = 50
        }
    }
}
