import Cassowary
import Synchronization

/// The owner of a layout tree: its root view, the solver, and the constraints waiting to
/// reach it. A pass (``layoutIfNeeded()``) is incremental: it removes, adds or suggests only
/// what changed since the last one.
///
/// The root view's `x` and `y` are pinned to 0 (required); its width and height are strong
/// edit variables that ``setRootWidth(_:)`` and ``setRootHeight(_:)`` move.
public final class LayoutEngine {
    // Stored properties skip the runtime exclusivity check: see ``LayoutItem``.
    /// The solver the tree's variables live in.
    public let solver: Solver
    /// The root of the tree (named `root` unless given another name).
    public let root: View
    /// The direction of views that inherit theirs all the way up.
    public var layoutDirection: LayoutDirection = .leftToRight {
        didSet { if layoutDirection != oldValue { directionChanged() } }
    }
    /// Called with every operation the engine does on the solver, in order (for exports and
    /// tests); nil costs nothing.
    @exclusivity(unchecked) public var solverObserver: ((SolverEvent) -> Void)?

    let serial: UInt32
    /// What the items of the tree hold instead of a weak reference (see ``ItemReference``).
    let reference = EngineReference()
    private static let serials = Atomic<UInt32>(1)
    @exclusivity(unchecked) private var unnamedCount = 0
    @exclusivity(unchecked) var rootInstalled = false
    private var pendingWidth: Double?, pendingHeight: Double?
    public private(set) var rootSize = Size.zero
    /// The strength of the root's width and height, edit variables the resize moves: a level
    /// above every priority below required (a window's size is not negotiable), carrying
    /// `strong` on Kiwi's weighted scale for csys exports. Set it before the first pass.
    public var rootSizeStrength = Strength(level: 1000, weighted: .strong)

    /// Every active constraint, in order of activation (removals swap the last one in).
    @exclusivity(unchecked) var active: [LayoutConstraint] = []
    @exclusivity(unchecked) var pendingAdds: [LayoutConstraint] = []
    @exclusivity(unchecked) var pendingRemoves: [LayoutConstraint] = []
    @exclusivity(unchecked) var dirtyIntrinsic: [View] = []
    @exclusivity(unchecked) var dirtyStacks: [StackView] = []
    @exclusivity(unchecked) var dirtyBoxes: [BoxView] = []
    /// Failures of the last pass that had any, as the diagnostics report them.
    public private(set) var lastFailures: [UnsatisfiableConstraint] = []

    /// An engine whose root is `rootName`, sized `width × height` on the first pass.
    /// - Parameter objective: how the solver weighs priorities: exactly (the default, Auto
    ///   Layout's order) or on Kiwi's weighted scale (to compare the two).
    public init(rootName: String = "root", width: Double? = nil, height: Double? = nil,
                objective: Solver.ObjectiveMode = .lexicographic) {
        solver = Solver(objective: objective)
        serial = LayoutEngine.serials.wrappingAdd(1, ordering: .relaxed).oldValue
        root = View(name: rootName)
        reference.engine = self
        pendingWidth = width
        pendingHeight = height
        attachSubtree(root)
    }

    deinit { reference.engine = nil }

    func makeName() -> String {
        unnamedCount += 1
        return "view\(unnamedCount)"
    }

    /// Every active constraint (in the solver or going there on the next pass).
    public var constraints: [LayoutConstraint] { active }

    // MARK: Passes

    /// Brings the solver up to date and solves: containers first, then removals, then
    /// additions, then size suggestions, then one update of the variables.
    /// - Throws: ``LayoutError/unsatisfiable(_:)`` when required constraints conflict; the
    ///   layout is still solved without the constraints that failed (they are deactivated),
    ///   as Auto Layout breaks a constraint and goes on.
    public func layoutIfNeeded() throws(LayoutError) {
        updateContainers()
        let failures = commit()
        try applyPendingSize()
        solve()
        if !failures.isEmpty { throw .unsatisfiable(failures) }
    }

    /// Rebuilds the constraints of stacks and intrinsic sizes that changed.
    public func updateContainers() {
        while !dirtyStacks.isEmpty || !dirtyBoxes.isEmpty {
            let stacks = dirtyStacks, boxes = dirtyBoxes
            dirtyStacks.removeAll()
            dirtyBoxes.removeAll()
            for stack in stacks where stack.engine === self { stack.rebuildArrangement() }
            for box in boxes where box.engine === self { box.rebuildBox() }
        }
        if !dirtyIntrinsic.isEmpty {
            let views = dirtyIntrinsic
            dirtyIntrinsic.removeAll()
            for view in views where view.engine === self { rebuildIntrinsicConstraints(of: view) }
        }
    }

    /// Sends pending removals and additions to the solver (the "solver add" phase).
    /// - Returns: the constraints that could not be added, with their conflicts.
    @discardableResult
    public func commit() -> [UnsatisfiableConstraint] {
        installRootIfNeeded()
        var failures: [UnsatisfiableConstraint] = []
        if !pendingRemoves.isEmpty { flushRemovals() }
        if !pendingAdds.isEmpty {
            let adds = pendingAdds
            pendingAdds.removeAll(keepingCapacity: true)
            for c in adds where c.state == .pendingAdd {
                if let failure = addToSolver(c) { failures.append(failure) }
            }
        }
        if !failures.isEmpty { lastFailures = failures }
        return failures
    }

    /// Writes the solution into the variables (the "solve" phase).
    public func solve() {
        solver.updateVariables()
        solverObserver?(.update)
    }

    private func flushRemovals() {
        let removes = pendingRemoves
        pendingRemoves.removeAll(keepingCapacity: true)
        for c in removes {
            switch c.state {
            case .pendingRemove:
                removeFromSolver(c)
                c.state = .inactive
            case .pendingReplace:
                removeFromSolver(c)
                c.solverConstraint = nil
                c.state = .pendingAdd
            default:
                continue
            }
        }
    }

    private func removeFromSolver(_ c: LayoutConstraint) {
        guard let sc = c.solverConstraint, solver.contains(sc) else { return }
        do {
            try solver.remove(sc)
            solverObserver?(.remove(sc))
        } catch {
            assertionFailure("an active constraint was not in the solver: \(error)")
        }
    }

    private func addToSolver(_ c: LayoutConstraint) -> UnsatisfiableConstraint? {
        if c.solverConstraint == nil || (c.firstAttribute.isDirectional && c.builtDirection != c.firstItem?.effectiveLayoutDirection) {
            c.solverConstraint = c.makeSolverConstraint()
        }
        guard let sc = c.solverConstraint else {
            removeFromActive(c)
            c.state = .inactive
            return nil
        }
        do {
            try solver.add(sc)
            solverObserver?(.add(sc))
            c.state = .inSolver
            return nil
        } catch {
            removeFromActive(c)
            c.state = .inactive
            if case let .unsatisfiable(_, conflicts) = error {
                return ConflictExplainer(engine: self).explain(c, solverConflicts: conflicts)
            }
            return UnsatisfiableConstraint(constraint: c.summary, conflicts: [], solverMessage: "\(error)")
        }
    }

    private func installRootIfNeeded() {
        guard !rootInstalled else { return }
        rootInstalled = true
        let pins = [LayoutConstraint(root, .left, .equal, label: "\(root.name).pin", location: .system),
                    LayoutConstraint(root, .top, .equal, label: "\(root.name).pin", location: .system)]
        for pin in pins {
            pin.activeIndex = active.count
            active.append(pin)
            pin.state = .pendingAdd
            _ = addToSolver(pin)
        }
        for v in [root.w, root.h] {
            do {
                try solver.addEditVariable(v, strength: rootSizeStrength)
                solverObserver?(.addEditVariable(v, rootSizeStrength))
            } catch {
                assertionFailure("root edit variable: \(error)")
            }
        }
    }

    // MARK: Root size

    /// Suggests the root's width now (the "resize" step; call ``solve()`` to see it).
    /// - Throws: ``LayoutError/solver(_:)`` for a non-finite width.
    public func setRootWidth(_ width: Double) throws(LayoutError) {
        installRootIfNeeded()
        pendingWidth = nil
        try suggest(width, for: root.w)
        rootSize.width = width
    }

    /// Suggests the root's height now.
    /// - Throws: ``LayoutError/solver(_:)`` for a non-finite height.
    public func setRootHeight(_ height: Double) throws(LayoutError) {
        installRootIfNeeded()
        pendingHeight = nil
        try suggest(height, for: root.h)
        rootSize.height = height
    }

    /// Sets both, height first (the order of workloads.md's resize phase).
    public func setRootSize(_ size: Size) throws(LayoutError) {
        try setRootHeight(size.height)
        try setRootWidth(size.width)
    }

    private func applyPendingSize() throws(LayoutError) {
        if let h = pendingHeight { try setRootHeight(h) }
        if let w = pendingWidth { try setRootWidth(w) }
    }

    private func suggest(_ value: Double, for variable: Variable) throws(LayoutError) {
        do {
            try solver.suggestValue(value, for: variable)
        } catch {
            throw .solver("\(root.name) size: \(error)")
        }
        solverObserver?(.suggest(variable, value))
    }
}

/// An operation of an engine on its solver, as ``LayoutEngine/solverObserver`` sees it.
public enum SolverEvent {
    case add(Constraint)
    case remove(Constraint)
    case addEditVariable(Variable, Strength)
    case suggest(Variable, Double)
    /// `updateVariables()`.
    case update
}
