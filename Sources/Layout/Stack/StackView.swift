/// A container that lines its arranged subviews up along an axis, as UIStackView.
///
/// The stack makes and owns the constraints of its arrangement and rebuilds them on the
/// next layout pass after anything that affects them changed (items, hidden items, axis,
/// distribution, alignment, spacing, margins relativity, intrinsic sizes).
public final class StackView: View {
    public enum Axis: Sendable, Hashable { case horizontal, vertical }

    public enum Distribution: Sendable, Hashable {
        /// Items fill the axis; hugging and compression resistance decide who grows or shrinks
        /// (on a tie, the last item in `arrangedSubviews`).
        case fill
        /// Every item gets the same size along the axis.
        case fillEqually
        /// Sizes along the axis in proportion to the items' intrinsic sizes.
        case fillProportionally
        /// Items keep their size; the gaps are equal and at least `spacing`.
        case equalSpacing
        /// Centers are equally far apart; gaps are at least `spacing`.
        case equalCentering
    }

    public enum Alignment: Sendable, Hashable {
        /// Items fill the cross axis.
        case fill
        /// Items sit at the leading (vertical stack) or top (horizontal) edge.
        case leading
        case center
        /// Items sit at the trailing (vertical stack) or bottom (horizontal) edge.
        case trailing
        /// Horizontal stacks only: first (last) baselines line up.
        case firstBaseline, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    public var axis = Axis.horizontal { didSet { if axis != oldValue { arrangementChanged() } } }
    public var distribution = Distribution.fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    public var alignment = Alignment.fill { didSet { if alignment != oldValue { arrangementChanged() } } }
    public var spacing = 0.0 { didSet { if spacing != oldValue { arrangementChanged() } } }
    /// Whether items are laid out inside the layout margins instead of the edges.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }

    public private(set) var arrangedSubviews: [View] = []
    private var customSpacings: [(view: View, spacing: Double)] = []
    /// The constraints of the current arrangement.
    public internal(set) var arrangementConstraints: [LayoutConstraint] = []
    var arrangementDirty = false

    public init(name: String = "", axis: Axis = .horizontal, spacing: Double = 0,
                arrangedSubviews: [View] = []) {
        self.axis = axis
        self.spacing = spacing
        super.init(name: name)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arranged subviews (and as a subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged subviews at `index` (clamped).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: old) }
        arrangedSubviews.insert(view, at: Swift.max(0, Swift.min(index, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Removes `view` from the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        customSpacings.removeAll { $0.view === view }
        arrangementChanged()
    }

    /// A spacing after `view` other than `spacing`.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings.removeAll { $0.view === view }
        customSpacings.append((view, spacing))
        arrangementChanged()
    }

    /// The spacing after `view`: its custom one, or `spacing`.
    public func customSpacing(after view: View) -> Double {
        customSpacings.first { $0.view === view }?.spacing ?? spacing
    }

    /// Asks the next pass to rebuild the arrangement.
    public func arrangementChanged() {
        guard !arrangementDirty, let engine else { return }
        arrangementDirty = true
        engine.dirtyStacks.append(self)
    }

    func rebuildArrangement() {
        arrangementDirty = false
        engine?.deactivate(arrangementConstraints)
        usedSpacers = 0
        var arrangement = StackArrangement(stack: self)
        arrangementConstraints = arrangement.constraints()
        while spacerGuides.count > usedSpacers, let extra = spacerGuides.popLast() { removeLayoutGuide(extra) }
        engine?.activateUnchecked(arrangementConstraints)
    }

    /// The invisible guides in the gaps of an equal-spacing or equal-centering arrangement.
    private var spacerGuides: [LayoutGuide] = []
    private var usedSpacers = 0

    func spacerGuide(_ k: Int) -> LayoutGuide {
        while spacerGuides.count <= k {
            let guide = LayoutGuide(name: "\(name).gap\(spacerGuides.count)")
            addLayoutGuide(guide)
            spacerGuides.append(guide)
        }
        usedSpacers = Swift.max(usedSpacers, k + 1)
        return spacerGuides[k]
    }
}
