extension LayoutEngine {
    // MARK: Tree membership

    /// Gives a view that joined the tree (and everything below it) variables in this solver.
    /// - Complexity: O(s) for the s views and guides of the subtree.
    func attachSubtree(_ view: View) {
        attachOne(view)
        guard !view.subviewList.isEmpty else { return }
        var queue: [View] = []
        view.subviewList.forEach { queue.append($0) }
        while let v = queue.popLast() {
            attachOne(v)
            v.subviewList.forEach { queue.append($0) }
        }
    }

    private func attachOne(_ v: View) {
        v.attach(to: self)
        if !v.layoutGuides.isEmpty {
            for guide in v.layoutGuides { guide.attach(to: self) }
        }
        if !v.pendingSystemGuides.isEmpty {
            // Only a view with trait handlers can have a readable content guide: the others
            // skip looking for one.
            if !v.traitHandlers.isEmpty { v.refreshReadableWidth() }
            for guide in v.pendingSystemGuides { activateUnchecked(guide.systemConstraints) }
            v.pendingSystemGuides.removeAll()
        }
        if v.hasIntrinsicContent {
            v.intrinsicDirty = false
            v.invalidateIntrinsicContentSize()
        }
        if v.followsTraits { traitDependenceChanged(of: v) }
        if let stack = v as? StackView { stack.arrangementChanged() } else if let box = v as? BoxView { box.changed() }
    }

    /// A view leaves the tree: every installed constraint that names it, a view below it or
    /// one of their guides is deactivated (found in their own lists), and the items leave
    /// the engine.
    /// - Complexity: O(s + k) for the s views and guides of the subtree and their k
    ///   constraints; nothing else is visited.
    func detachSubtree(_ view: View) {
        var queue = [view]
        while let v = queue.popLast() {
            uninstallConstraints(of: v)
            for guide in v.layoutGuides {
                uninstallConstraints(of: guide)
                guide.engine = nil
                if !guide.systemConstraints.isEmpty { v.pendingSystemGuides.append(guide) }
            }
            if v.traitListIndex >= 0 { removeTraitView(v) }
            if let sizeItem = v.intrinsicSizeItem { releaseSizeItem(sizeItem) }
            v.engine = nil
            v.subviewList.forEach { queue.append($0) }
        }
    }

    /// Uninstalls every constraint that names `item`.
    /// - Complexity: O(k) for its k installed constraints.
    func uninstallConstraints(of item: LayoutItem) {
        let ref = item.reference
        var c = ref.constraintsHead
        while let current = c {
            let next = current.nextConstraint(of: ref)
            uninstall(current)
            c = next
        }
    }

    // MARK: Changes that rebuild constraints

    /// Rebuilds the constraints that read a view's margins (its own list only).
    func marginsChanged(of view: View) {
        view.reference.forEachInstalledConstraint { c in
            if c.usesMargins { contentChanged(c) }
        }
    }

    /// The engine's direction changed: every directional constraint is rebuilt.
    /// - Complexity: O(active constraints): a direction change moves every leading/trailing.
    func directionChanged() {
        for c in active where c.firstAttribute.isDirectional { contentChanged(c) }
    }

    /// A view's own direction changed: the directional constraints of its subtree are rebuilt.
    /// - Complexity: O(s + k) for the subtree's s views and their k constraints.
    func directionChanged(below view: View) {
        var queue = [view]
        while let v = queue.popLast() {
            let ref = v.reference
            ref.forEachInstalledConstraint { c in
                if c.firstReference === ref && c.firstAttribute.isDirectional { contentChanged(c) }
            }
            v.subviewList.forEach { queue.append($0) }
        }
    }
}
