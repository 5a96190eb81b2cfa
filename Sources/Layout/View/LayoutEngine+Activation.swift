extension LayoutEngine {
    /// Activates constraints: they reach the solver on the next pass. A constraint with a
    /// ``TraitCondition`` is installed and becomes active while the traits satisfy it.
    /// - Throws: ``LayoutError`` for the first constraint whose attributes cannot be related or
    ///   whose items are not in this engine's tree; then none of them is activated.
    /// - Complexity: O(k) for k constraints.
    public func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        for c in constraints where !isInstalledHere(c) { try check(c) }
        activateUnchecked(constraints)
    }

    /// Deactivates (uninstalls) constraints: the solver drops them on the next pass.
    /// - Complexity: O(k) for k constraints.
    public func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints where isInstalledHere(c) { uninstall(c) }
    }

    @inline(__always)
    func isInstalledHere(_ c: LayoutConstraint) -> Bool { c.isInstalled && c.owner === reference }

    func check(_ c: LayoutConstraint) throws(LayoutError) {
        try c.validate()
        // Read through the references: an item that is gone or outside this tree has another
        // serial there (its deinit and detach clear it), and nothing is retained.
        guard c.firstReference.engineSerial == serial else {
            throw .notInLayoutTree(c.summary, item: c.firstItem?.displayName ?? "a released item")
        }
        if c.secondAttribute != nil, let second = c.secondReference, second.engineSerial != serial {
            guard let item = second.item else { throw .notInLayoutTree(c.summary, item: "a released item") }
            // One engine has one tree: two items of this engine always share its root.
            throw .noCommonAncestor(c.summary, first: c.firstItem?.displayName ?? "?", second: item.displayName)
        }
    }

    /// Activates constraints already checked (the layer's own, or after ``check(_:)``).
    func activateUnchecked(_ constraints: [LayoutConstraint]) {
        for c in constraints where !isInstalledHere(c) { install(c) }
    }

    /// Installs a constraint: links it into its items' lists and makes it active, or, with a
    /// condition that does not hold, keeps it waiting in its condition group.
    /// - Parameter queued: false for a constraint the caller adds to the solver itself.
    @inline(__always)
    func install(_ c: LayoutConstraint, queued: Bool = true) {
        // A constraint never activated before only needs an owner; one activated by another
        // engine is handed over.
        if c.owner == nil { c.owner = reference } else if c.owner !== reference { adopt(c) }
        c.isInstalled = true
        c.link()
        if c.condition != nil, !joinGroup(c) { return }
        makeActive(c, queued: queued)
    }

    /// Uninstalls a constraint: out of its items' lists and its group, and inactive.
    func uninstall(_ c: LayoutConstraint) {
        c.unlink()
        c.isInstalled = false
        if c.groupIndex >= 0 { leaveGroup(c) }
        if c.activeIndex >= 0 { makeInactive(c) }
    }

    /// Takes over a constraint that another engine activated last (its items moved here):
    /// what it left in that engine's solver is removed by that engine's next pass, and it
    /// gets a solver constraint of this solver.
    @inline(never)
    private func adopt(_ c: LayoutConstraint) {
        if let previous = c.owner?.engine, previous !== self {
            previous.release(c)
        } else {
            // Its engine is gone, and its solver with it.
            c.solverConstraint = nil
            c.isStale = false
            c.state = .inactive
        }
        c.owner = reference
    }

    /// Lets another engine take a constraint this one no longer has installed.
    private func release(_ c: LayoutConstraint) {
        if isInstalledHere(c) { uninstall(c) }
        switch c.state {
        case .inSolver, .pendingRemove, .pendingReplace:
            if let sc = c.solverConstraint { orphanedSolverConstraints.append(sc) }
        case .inactive, .pendingAdd:
            break
        }
        c.solverConstraint = nil
        c.isStale = false
        c.state = .inactive
    }

    /// Puts an installed constraint among the active ones; the solver gets it on the next pass.
    @inline(__always)
    func makeActive(_ c: LayoutConstraint, queued: Bool = true) {
        c.activeIndex = active.count
        active.append(c)
        switch c.state {
        case .inactive:
            c.state = .pendingAdd
            if queued { pendingAdds.append(c) }
        case .pendingRemove:
            // Deactivated and activated again before a pass: it never left the solver, and
            // stays unless it changed meanwhile.
            if c.solverConstraint == nil {
                c.state = .pendingAdd
                pendingAdds.append(c)
            } else if c.isStale {
                c.state = .pendingReplace
                pendingAdds.append(c)
            } else {
                c.state = .inSolver
            }
        default: break
        }
    }

    /// Takes a constraint out of the active ones; the solver drops it on the next pass.
    func makeInactive(_ c: LayoutConstraint) {
        removeFromActive(c)
        switch c.state {
        case .pendingAdd: c.state = .inactive
        case .inSolver:
            c.state = .pendingRemove
            pendingRemoves.append(c)
        case .pendingReplace:
            // Changed, then deactivated: the old one leaves; a reactivation must re-add.
            c.state = .pendingRemove
            c.isStale = true
        case .inactive, .pendingRemove: break
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
        case .pendingAdd, .inactive:
            c.solverConstraint = nil
        case .pendingRemove:
            // The old one must still leave the solver; it is not reused afterwards.
            c.isStale = true
        case .pendingReplace: break
        }
    }

    /// Records a misuse a setter could not throw (see ``misuses``).
    func record(_ error: LayoutError) {
        misuses.append(error)
    }

    /// Forgets the recorded misuses.
    public func clearMisuses() { misuses.removeAll() }
}
