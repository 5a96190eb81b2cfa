/// A container that lines its arranged subviews up along an axis, as UIStackView.
///
/// The stack makes and owns the constraints of its arrangement and rebuilds them on the
/// next layout pass after anything that affects them changed (items, hidden items, axis,
/// distribution, alignment, spacing, margins relativity, intrinsic sizes).
public final class StackView: View {
    public enum Axis: Sendable, Hashable { case horizontal, vertical }

    public enum Distribution: Sendable, Hashable {
        /// Items fill the axis; hugging and compression resistance decide who grows or shrinks.
        /// On a tie, the first visible item of the tie in `arrangedSubviews` takes all the
        /// slack, or gives up all the room that is missing; the others keep their intrinsic
        /// size (as UIStackView resolves ambiguity by index).
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

    /// The items the stack lays out, in order (each also a subview).
    public var arrangedSubviews: [View] { items.views }
    let items = ArrangedItems()
    private var customSpacings: [(view: View, spacing: Double)] = []
    /// The constraints of the current arrangement, item by item.
    /// - Complexity: O(n): an array made on each read.
    public var arrangementConstraints: [LayoutConstraint] { items.allConstraints }
    var arrangementDirty = false
    /// The leaders of the ties of hugging and compression the arrangement was built with.
    private(set) var ties = StackTies()

    public init(name: String = "", axis: Axis = .horizontal, spacing: Double = 0,
                arrangedSubviews: [View] = []) {
        self.axis = axis
        self.spacing = spacing
        super.init(name: name)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arranged subviews (and as a subview).
    /// - Complexity: O(1) amortized; the next pass builds the new item and its neighbour.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: items.count)
    }

    /// Inserts `view` among the arranged subviews at `index` (clamped); an arranged view
    /// moves there.
    /// - Complexity: O(n − index) to renumber the items after it; the next pass rebuilds the
    ///   item and the neighbours it left and joined.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if view.superview !== self { addSubview(view) }
        if let old = items.index(of: view) {
            if let guide = items.remove(at: old, engine: engine) { removeLayoutGuide(guide) }
            items.insert(view, at: Swift.min(index, items.count))
        } else {
            items.insert(view, at: index)
        }
        scheduleUpdate()
    }

    /// Removes `view` from the arrangement; it stays a subview, as in UIKit.
    /// - Complexity: O(n − index) to renumber the items after it; its constraints go at once,
    ///   its neighbours are rebuilt on the next pass.
    public func removeArrangedSubview(_ view: View) {
        guard let i = items.index(of: view) else { return }
        if let guide = items.remove(at: i, engine: engine) { removeLayoutGuide(guide) }
        customSpacings.removeAll { $0.view === view }
        scheduleUpdate()
    }

    /// A spacing after `view` other than `spacing`.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings.removeAll { $0.view === view }
        customSpacings.append((view, spacing))
        itemChanged(view)
    }

    /// The spacing after `view`: its custom one, or `spacing`.
    public func customSpacing(after view: View) -> Double {
        customSpacings.first { $0.view === view }?.spacing ?? spacing
    }

    /// Asks the next pass to rebuild the whole arrangement.
    public func arrangementChanged() {
        items.markAllDirty()
        scheduleUpdate()
    }

    /// Asks the next pass to rebuild one item (hidden, resized, spaced) and its neighbours.
    func itemChanged(_ view: View) {
        items.markDirty(view)
        scheduleUpdate()
    }

    private func scheduleUpdate() {
        guard !arrangementDirty, let engine else { return }
        arrangementDirty = true
        engine.dirtyStacks.append(self)
    }

    /// Rebuilds what changed (the engine's pass calls it).
    func rebuildArrangement() {
        arrangementDirty = false
        guard let engine else { return }
        // A change of who leads a tie rebuilds the old and the new leader (StackTies).
        let now = StackTies(stack: self)
        for view in now.leadersChanged(from: ties) { items.markDirty(view) }
        ties = now
        let arrangement = StackArrangement(stack: self)
        items.update(engine: engine) { i, previous, isLast in
            arrangement.constraints(forItemAt: i, previous: previous, isLast: isLast)
        }
    }

    /// The guide in the gap before item `i`, made on first use.
    func gapGuide(before i: Int) -> LayoutGuide {
        if let guide = items.gapGuides[i] { return guide }
        let guide = LayoutGuide(name: "\(name).gap.\(items.views[i].name)")
        addLayoutGuide(guide)
        items.gapGuides[i] = guide
        return guide
    }

    /// Removes the gap guide of item `i` when it no longer needs one.
    func dropGapGuide(before i: Int) {
        guard let guide = items.gapGuides[i] else { return }
        items.gapGuides[i] = nil
        removeLayoutGuide(guide)
    }
}
