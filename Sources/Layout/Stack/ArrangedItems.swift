/// The arranged items of a stack or a box, in order, each with the constraints its container
/// made for it, so that a change to one item rebuilds that item and its visible neighbours
/// only, not the whole arrangement.
///
/// An item's constraints depend on itself, on the visible item before it (its spacing, its
/// size for equal and proportional fills, its baseline) and on whether it is the first or
/// the last visible item (the pins to the container's edges). So a change to item i rebuilds
/// i and the visible items on either side of it; hiding every tenth item of n costs O(n/10),
/// where rebuilding the arrangement cost O(n) per change.
final class ArrangedItems {
    private(set) var views: [View] = []
    /// The constraints made for each item (parallel to `views`).
    private(set) var constraints: [[LayoutConstraint]] = []
    /// Whether an item waits to be rebuilt (parallel to `views`).
    private var marked: [Bool] = []
    /// The invisible guide in the gap before each item, for containers that make one
    /// (parallel to `views`).
    var gapGuides: [LayoutGuide?] = []
    private var dirty: [View] = []
    /// Every item waits to be rebuilt (a property of the container changed).
    private var everythingDirty = false

    var count: Int { views.count }
    var isEmpty: Bool { views.isEmpty }
    var needsUpdate: Bool { everythingDirty || !dirty.isEmpty }

    /// The index of an arranged view, or nil.
    func index(of view: View) -> Int? {
        let i = view.arrangedIndex
        return i >= 0 && i < views.count && views[i] === view ? i : nil
    }

    /// Inserts a view at `index` (clamped) and marks it for rebuilding.
    /// - Complexity: O(n − index) to renumber the items after it.
    func insert(_ view: View, at index: Int) {
        let k = Swift.max(0, Swift.min(index, views.count))
        views.insert(view, at: k)
        constraints.insert([], at: k)
        marked.insert(false, at: k)
        gapGuides.insert(nil, at: k)
        renumber(from: k)
        markDirty(view)
    }

    /// Removes the item at `index`: its constraints are deactivated at once and its visible
    /// neighbours are marked for rebuilding.
    /// - Returns: the item's gap guide, if it had one (for the container to remove).
    /// - Complexity: O(n − index) to renumber the items after it.
    @discardableResult
    func remove(at index: Int, engine: LayoutEngine?) -> LayoutGuide? {
        if let p = previousVisible(before: index) { markDirty(views[p]) }
        if let n = nextVisible(after: index) { markDirty(views[n]) }
        engine?.deactivate(constraints[index])
        let view = views.remove(at: index)
        constraints.remove(at: index)
        marked.remove(at: index)
        let guide = gapGuides.remove(at: index)
        view.arrangedIndex = -1
        if let i = dirty.firstIndex(where: { $0 === view }) { dirty.remove(at: i) }
        renumber(from: index)
        return guide
    }

    private func renumber(from k: Int) {
        for i in k..<views.count { views[i].arrangedIndex = i }
    }

    /// Marks an item for rebuilding (with its visible neighbours, found when rebuilding).
    func markDirty(_ view: View) {
        guard let i = index(of: view), !marked[i] else { return }
        marked[i] = true
        dirty.append(view)
    }

    func markAllDirty() { everythingDirty = true }

    func previousVisible(before i: Int) -> Int? {
        var k = i - 1
        while k >= 0 {
            if !views[k].isHidden { return k }
            k -= 1
        }
        return nil
    }

    func nextVisible(after i: Int) -> Int? {
        var k = i + 1
        while k < views.count {
            if !views[k].isHidden { return k }
            k += 1
        }
        return nil
    }

    /// Rebuilds the marked items and their visible neighbours (every item after a change of
    /// the container): `make(i, previousVisible, isLastVisible)` gives item i's constraints.
    /// - Complexity: O(d) for d marked items and their neighbours (plus the hidden items
    ///   skipped to find those); O(n) after a change of the container.
    func update(engine: LayoutEngine, make: (Int, Int?, Bool) -> [LayoutConstraint]) {
        if everythingDirty {
            everythingDirty = false
            for v in dirty { if let i = index(of: v) { marked[i] = false } }
            dirty.removeAll()
            for i in views.indices { engine.deactivate(constraints[i]) }
            var previous: Int? = nil
            let last = previousVisible(before: views.count)
            for i in views.indices {
                rebuild(i, previous: previous, isLast: i == last, engine: engine, make: make)
                if !views[i].isHidden { previous = i }
            }
            return
        }
        guard !dirty.isEmpty else { return }
        var targets: [Int] = []
        for v in dirty {
            guard let i = index(of: v) else { continue }
            targets.append(i)
            if let p = previousVisible(before: i), !marked[p] {
                marked[p] = true
                targets.append(p)
            }
            if let n = nextVisible(after: i), !marked[n] {
                marked[n] = true
                targets.append(n)
            }
        }
        dirty.removeAll(keepingCapacity: true)
        // In order, so that the solver sees the same sequence whatever the order of the marks;
        // the old constraints go last item first: in a chain, removing a link makes the links
        // after it wait to be re-derived, and removing a waiting one costs the solver a search.
        targets.sort()
        for i in targets.reversed() {
            marked[i] = false
            engine.deactivate(constraints[i])
        }
        for i in targets {
            rebuild(i, previous: previousVisible(before: i), isLast: nextVisible(after: i) == nil, engine: engine, make: make)
        }
    }

    /// Makes item i's constraints again, keeping each old one the new set has the same shape
    /// of (given its new constant or priority in place): an unchanged neighbour costs the
    /// solver nothing, a moved one only the constraints that differ.
    private func rebuild(_ i: Int, previous: Int?, isLast: Bool, engine: LayoutEngine,
                         make: (Int, Int?, Bool) -> [LayoutConstraint]) {
        var old = constraints[i]
        var kept = make(i, previous, isLast)
        for k in kept.indices {
            guard let j = old.firstIndex(where: { $0.hasSameShape(as: kept[k]) }) else { continue }
            let o = old.remove(at: j)
            if o.constant != kept[k].constant { o.constant = kept[k].constant }
            if o.priority != kept[k].priority { o.priority = kept[k].priority }
            kept[k] = o
        }
        engine.deactivate(old)
        constraints[i] = kept
        engine.activateUnchecked(kept)
    }

    /// Every item's constraints, in item order.
    var allConstraints: [LayoutConstraint] { constraints.flatMap { $0 } }
}
