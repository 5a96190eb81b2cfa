/// How a `.fill` stack resolves ties of hugging and compression resistance: by index, as
/// UIStackView ("if there is any ambiguity, the stack view resizes the arranged views based on
/// their index in the arrangedSubviews array").
///
/// Among the visible items that have an intrinsic size along the axis, those of one hugging
/// priority p tie: the first of them (lowest index) is the *leader* of p, and every other one
/// gets a second hugging constraint of the stack's, `size <= intrinsic @ p - step`. Priorities
/// are exact levels, so p - step is decided right after p and before anything below it: among
/// the layouts that p leaves equally good (the ambiguity UIStackView speaks of), the one where
/// the others keep their intrinsic size wins, and when the items of p must stretch the leader
/// takes all the slack. The same holds for compression resistance (`size >= intrinsic @ q -
/// step`): short of room, the leader of q gives way first. A priority strictly lower or higher
/// still decides before any tie (an item hugging at 250 stretches before the items at 251
/// whatever their indices), and an item alone at its priority gets nothing.
///
/// The step is below the tied priority, not above it, so that it ranks the tied items among
/// themselves only: at p + step the others of a tie would also outrank every view outside the
/// stack at p (a label before the stack resisting at 751 would give way before the stack's
/// second image resisting at 751), which Xcode's stored frames contradict (docs/layer.md).
///
/// The cost is one more level per tied priority in use (251 - step and 750 - step for the
/// labels of a screen), not one per item, and two inequalities per item that is not a leader.
/// The rule decides between tied items only: when the leader cannot take the slack (a
/// constraint of the user's caps it), the others of its priority share it as the solver finds.
struct StackTies {
    /// 1/1024: exact in binary, far below any step between priorities a user writes.
    static let step = 1.0 / 1024

    /// Per hugging (compression resistance) priority along the axis, the first visible item
    /// with an intrinsic size along the axis that has it.
    private var hugging: [Double: View] = [:]
    private var compression: [Double: View] = [:]

    init() {}

    /// The leaders of `stack`'s items now; none unless the distribution is `.fill`.
    /// - Complexity: O(n) reads of the items' priorities and visibility; an item's intrinsic
    ///   size is measured only when it may lead a priority not seen before.
    init(stack: StackView) {
        guard stack.distribution == .fill else { return }
        let horizontal = stack.axis == .horizontal
        // The priorities of the item before, known to have a leader: most items repeat them.
        var lastHugging = -1.0, lastCompression = -1.0
        for view in stack.items.views where !view.isHidden {
            let h = StackTies.hugging(of: view, horizontal).value
            let c = StackTies.compression(of: view, horizontal).value
            if h == lastHugging && c == lastCompression { continue }
            let newHugging = hugging[h] == nil, newCompression = compression[c] == nil
            if newHugging || newCompression {
                guard StackTies.hasIntrinsicSize(view, horizontal) else { continue }
                if newHugging { hugging[h] = view }
                if newCompression { compression[c] = view }
            }
            lastHugging = h
            lastCompression = c
        }
    }

    /// The priority of the stack's second hugging constraint on `view`, if it ties with an
    /// item before it.
    func huggingStep(for view: View, horizontal: Bool) -> LayoutPriority? {
        let p = StackTies.hugging(of: view, horizontal)
        guard let leader = hugging[p.value], leader !== view else { return nil }
        return StackTies.below(p)
    }

    /// The priority of the stack's second compression constraint on `view`, if it ties with
    /// an item before it.
    func compressionStep(for view: View, horizontal: Bool) -> LayoutPriority? {
        let p = StackTies.compression(of: view, horizontal)
        guard let leader = compression[p.value], leader !== view else { return nil }
        return StackTies.below(p)
    }

    /// The items that lead a priority in one of `self` and `old` but not in the other: their
    /// constraints, and those of no other item, depend on the change (an item that joins or
    /// leaves a tie, or changes its priority, is rebuilt anyway).
    func leadersChanged(from old: StackTies) -> [View] {
        var out: [View] = []
        StackTies.diff(hugging, old.hugging, into: &out)
        StackTies.diff(compression, old.compression, into: &out)
        return out
    }

    private static func diff(_ new: [Double: View], _ old: [Double: View], into out: inout [View]) {
        for (p, leader) in new where old[p] !== leader {
            out.append(leader)
            if let before = old[p] { out.append(before) }
        }
        for (p, leader) in old where new[p] == nil { out.append(leader) }
    }

    /// p - step, or nil for a required priority (it cannot tie in a way that leaves a choice)
    /// or one too low to have a level below it.
    private static func below(_ p: LayoutPriority) -> LayoutPriority? {
        let v = p.value - step
        return p.value < LayoutPriority.required.value && v > 0 ? LayoutPriority(v) : nil
    }

    private static func hugging(of view: View, _ horizontal: Bool) -> LayoutPriority {
        horizontal ? view.horizontalHugging : view.verticalHugging
    }

    private static func compression(of view: View, _ horizontal: Bool) -> LayoutPriority {
        horizontal ? view.horizontalCompressionResistance : view.verticalCompressionResistance
    }

    static func hasIntrinsicSize(_ view: View, _ horizontal: Bool) -> Bool {
        let s = view.intrinsicContentSize
        let v = horizontal ? s.width : s.height
        return v >= 0 && v.isFinite
    }
}
