extension View {
    /// Adds `view` as the last subview (removing it from its old superview first).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        if view.superview != nil { view.removeFromSuperview() }
        subviews.insert(view, at: Swift.max(0, Swift.min(index, subviews.count)))
        view.superview = self
        if let engine { engine.attachSubtree(view) }
    }

    /// Removes the view from its superview. Every active constraint that involves the view,
    /// its subviews or their guides is deactivated, as its items leave the tree.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        engine?.detachSubtree(self)
        if let i = parent.subviews.firstIndex(where: { $0 === self }) { parent.subviews.remove(at: i) }
        superview = nil
        if let stack = parent as? StackView { stack.removeArrangedSubview(self) }
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
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let i = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        engine?.deactivateAll(touching: guide)
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
