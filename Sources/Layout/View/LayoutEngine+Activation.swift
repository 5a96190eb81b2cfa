extension LayoutEngine {
    /// Activates constraints: they reach the solver on the next pass.
    /// - Throws: ``LayoutError`` for the first constraint whose attributes cannot be related or
    ///   whose items are not in this engine's tree; then none of them is activated.
    /// - Complexity: O(k) for k constraints.
    public func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        for c in constraints where !c.isActive { try check(c) }
        activateUnchecked(constraints)
    }

    /// Deactivates constraints: the solver drops them on the next pass.
    public func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints where c.isActive {
            removeFromActive(c)
            switch c.state {
            case .pendingAdd: c.state = .inactive
            case .inSolver:
                c.state = .pendingRemove
                pendingRemoves.append(c)
            case .pendingReplace: c.state = .pendingRemove
            case .inactive, .pendingRemove: break
            }
        }
    }

    func check(_ c: LayoutConstraint) throws(LayoutError) {
        try c.validate()
        // Read through the references: an item that is gone or outside this tree has another
        // serial there (its deinit and detach clear it), and nothing is retained.
        guard c.firstReference.engineSerial == serial else {
            throw .notInLayoutTree(c.summary, item: c.firstItem?.name ?? "a released item")
        }
        if c.secondAttribute != nil, let second = c.secondReference, second.engineSerial != serial {
            guard let item = second.item else { throw .notInLayoutTree(c.summary, item: "a released item") }
            // One engine has one tree: two items of this engine always share its root.
            throw .noCommonAncestor(c.summary, first: c.firstItem?.name ?? "?", second: item.name)
        }
    }

    /// Activates constraints already checked (the layer's own, or after ``check(_:)``).
    func activateUnchecked(_ constraints: [LayoutConstraint]) {
        for c in constraints where !c.isActive {
            c.activeIndex = active.count
            active.append(c)
            switch c.state {
            case .inactive:
                c.state = .pendingAdd
                pendingAdds.append(c)
            case .pendingRemove:
                // Deactivated and activated again before a pass: it never left the solver.
                c.state = c.solverConstraint == nil ? .pendingAdd : .inSolver
                if c.state == .pendingAdd { pendingAdds.append(c) }
            default: break
            }
        }
    }

    func removeFromActive(_ c: LayoutConstraint) {
        let i = c.activeIndex
        guard i >= 0, i < active.count, active[i] === c else { return }
        let last = active.removeLast()
        if last !== c {
            active[i] = last
            last.activeIndex = i
        }
        c.activeIndex = -1
    }

    /// A constant or priority changed: the solver constraint is rebuilt on the next pass.
    func contentChanged(_ c: LayoutConstraint) {
        switch c.state {
        case .inSolver:
            c.state = .pendingReplace
            pendingRemoves.append(c)
            pendingAdds.append(c)
        case .pendingAdd, .inactive, .pendingRemove:
            if c.state != .pendingRemove { c.solverConstraint = nil }
        case .pendingReplace: break
        }
    }

    func marginsChanged(of view: View) {
        for c in active where c.usesMargins && (c.firstItem === view || c.secondItem === view) {
            contentChanged(c)
        }
    }

    func directionChanged() {
        for c in active where c.firstAttribute.isDirectional { contentChanged(c) }
        for stack in allStacks() { stack.arrangementChanged() }
    }

    private func allStacks() -> [StackView] {
        var out: [StackView] = [], queue = [root]
        while let v = queue.popLast() {
            if let s = v as? StackView { out.append(s) }
            queue.append(contentsOf: v.subviews)
        }
        return out
    }

    // MARK: Tree membership

    /// Gives a view that joined the tree (and everything below it) variables in this solver.
    func attachSubtree(_ view: View) {
        attachOne(view)
        guard !view.subviews.isEmpty else { return }
        var queue = view.subviews
        while let v = queue.popLast() {
            attachOne(v)
            queue.append(contentsOf: v.subviews)
        }
    }

    private func attachOne(_ v: View) {
        v.attach(to: self)
        if !v.layoutGuides.isEmpty {
            for guide in v.layoutGuides { guide.attach(to: self) }
        }
        if !v.pendingSystemGuides.isEmpty {
            for guide in v.pendingSystemGuides { activateUnchecked(guide.systemConstraints) }
            v.pendingSystemGuides.removeAll()
        }
        if v.hasIntrinsicContent {
            v.intrinsicDirty = false
            v.invalidateIntrinsicContentSize()
        }
        if let stack = v as? StackView { stack.arrangementChanged() } else if let box = v as? BoxView { box.changed() }
    }

    /// A view leaves the tree: every active constraint that touches it, a view below it or
    /// one of their guides is deactivated, and the items leave the engine.
    func detachSubtree(_ view: View) {
        var members: [View] = [], queue = [view]
        while let v = queue.popLast() {
            v.mark = true
            members.append(v)
            queue.append(contentsOf: v.subviews)
        }
        func inside(_ item: LayoutItem?) -> Bool { item?.hierarchyView?.mark == true }
        deactivate(active.filter { inside($0.firstItem) || inside($0.secondItem) })
        for v in members {
            v.mark = false
            v.engine = nil
            for guide in v.layoutGuides {
                guide.engine = nil
                if !guide.systemConstraints.isEmpty { v.pendingSystemGuides.append(guide) }
            }
        }
    }

    /// Deactivates every active constraint that uses `item`.
    func deactivateAll(touching item: LayoutItem) {
        deactivate(active.filter { $0.firstItem === item || $0.secondItem === item })
    }

    // MARK: Intrinsic size

    func intrinsicSizeChanged(of view: View) {
        dirtyIntrinsic.append(view)
    }

    /// Replaces a view's hugging and compression constraints with ones for its current
    /// intrinsic size: `w <= iw @hugging`, `w >= iw @compression`, the same for the height.
    func rebuildIntrinsicConstraints(of view: View) {
        view.intrinsicDirty = false
        deactivate(view.intrinsicConstraints)
        var made: [LayoutConstraint] = []
        let size = view.intrinsicContentSize
        func add(_ attribute: LayoutAttribute, _ value: Double, _ hug: LayoutPriority, _ resist: LayoutPriority) {
            guard value >= 0, value.isFinite else { return }
            made.append(LayoutConstraint(view, attribute, .lessThanOrEqual, constant: value, priority: hug,
                                         label: "\(view.name).hugging.\(attribute)"))
            made.append(LayoutConstraint(view, attribute, .greaterThanOrEqual, constant: value, priority: resist,
                                         label: "\(view.name).compression.\(attribute)"))
        }
        add(.width, size.width, view.horizontalHugging, view.horizontalCompressionResistance)
        add(.height, size.height, view.verticalHugging, view.verticalCompressionResistance)
        view.intrinsicConstraints = made
        activateUnchecked(made)
    }
}
