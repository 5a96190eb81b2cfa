extension View {
    /// Adds `view` as the last subview (removing it from its old superview first; a subview
    /// of this view is moved to the front and keeps its constraints, as in UIKit).
    /// - Complexity: O(1) amortized, plus attaching the subtree to the engine.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviewList.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    /// - Complexity: O(1) at the end; O(n) for n subviews elsewhere.
    public func insertSubview(_ view: View, at index: Int) {
        // A view with subviews could be an ancestor of this one: adding it would make a cycle.
        guard view !== self, view.subviewList.isEmpty || !isDescendant(of: view) else { return }
        if view.superview === self {
            // A reorder: the view stays in the tree and keeps its constraints.
            subviewList.remove(view)
            subviewList.insert(view, at: index)
            return
        }
        if view.superview != nil { view.removeFromSuperview() }
        subviewList.insert(view, at: index)
        view.superview = self
        if let engine { engine.attachSubtree(view) }
    }

    /// Removes the view from its superview. Every constraint that involves the view, its
    /// subviews or their guides is deactivated, as its items leave the tree.
    /// - Complexity: O(s + k): the s views and guides of the subtree and their k constraints
    ///   (not every active constraint), plus the solver's removal of those on the next pass.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        engine?.detachSubtree(self)
        if arrangedIndex >= 0 {
            if let stack = parent as? StackView { stack.removeArrangedSubview(self) }
            else if let box = parent as? BoxView { box.forgetItem(of: self) }
        }
        parent.subviewList.remove(self)
        superview = nil
    }

    /// Adds a free layout guide to this view (named `NAME.guideK` when it has no name).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        if guide.name.isEmpty { guide.name = "\(name).guide\(layoutGuides.count)" }
        layoutGuides.append(guide)
        guide.owningView = self
        if let engine { guide.attach(to: engine) }
    }

    /// Removes a guide and deactivates the constraints that use it.
    /// - Complexity: O(g + k): the view's g guides and the guide's k constraints.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let i = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        engine?.uninstallConstraints(of: guide)
        layoutGuides.remove(at: i)
        guide.owningView = nil
    }

    /// Whether this view is `view` or lies below it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The nearest view both views lie in (either one itself), or nil.
    public func commonAncestor(with other: View) -> View? {
        if other === self || other.superview === self { return self }
        if superview === other { return other }
        if let s = superview, s === other.superview { return s }
        var depthA = 0, depthB = 0
        var a: View? = self, b: View? = other
        while let v = a { depthA += 1; a = v.superview }
        while let v = b { depthB += 1; b = v.superview }
        a = self
        b = other
        while depthA > depthB { a = a?.superview; depthA -= 1 }
        while depthB > depthA { b = b?.superview; depthB -= 1 }
        while let x = a, let y = b {
            if x === y { return x }
            a = x.superview
            b = y.superview
        }
        return nil
    }

    /// The root of the tree the view is in.
    public var rootView: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }
}
