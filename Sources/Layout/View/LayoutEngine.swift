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
    /// The traits the tree is laid out for: size classes, layout direction, content size
    /// category. Setting it switches the constraints whose ``TraitCondition`` stopped or
    /// started to hold (and only those), rebuilds what the direction and the content size
    /// category decide, and calls the views' trait-change handlers; the next pass solves.
    /// - Complexity: O(g + d + s + h): g condition groups, d constraints whose condition
    ///   changed, s views that follow Dynamic Type (on a category change), h handlers.
    public var traitCollection = TraitCollection() {
        didSet { if traitCollection != oldValue { traitCollectionChanged(from: oldValue) } }
    }

    /// The direction of views that inherit theirs all the way up (the trait collection's).
    public var layoutDirection: LayoutDirection {
        get { traitCollection.layoutDirection }
        set { traitCollection.layoutDirection = newValue }
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
    @exclusivity(unchecked) var pendingWidth: Double?, pendingHeight: Double?
    public internal(set) var rootSize = Size.zero
    /// The strength of the root's width and height, edit variables the resize moves: a level
    /// above every priority below required (a window's size is not negotiable), carrying
    /// `strong` on Kiwi's weighted scale for csys exports. Set it before the first pass.
    public var rootSizeStrength = Strength(level: 1000, weighted: .strong)
    /// The strength that holds a Dynamic Type view's intrinsic size in its edit variables: a
    /// level above the root's size, for a content size is not negotiable at all (hugging and
    /// compression, at their priorities, decide how the view's frame relates to it).
    static let intrinsicSizeStrength = Strength(level: 1001, weighted: .create(1000, 0, 0))

    /// Every active constraint, in order of activation (removals swap the last one in).
    @exclusivity(unchecked) var active: [LayoutConstraint] = []
    @exclusivity(unchecked) var pendingAdds: [LayoutConstraint] = []
    @exclusivity(unchecked) var pendingRemoves: [LayoutConstraint] = []
    /// The queue being worked through by a pass, swapped with the pending one so that both
    /// keep their storage (a queue copied and emptied would get a new buffer every pass).
    @exclusivity(unchecked) var addsInProgress: [LayoutConstraint] = []
    @exclusivity(unchecked) var removesInProgress: [LayoutConstraint] = []
    @exclusivity(unchecked) var intrinsicInProgress: [View] = []
    /// Solver constraints of this solver whose layout constraint moved to another engine
    /// before this one removed them: removed on the next pass.
    @exclusivity(unchecked) var orphanedSolverConstraints: [Constraint] = []
    /// The constraints with a trait condition, grouped by condition (few groups: a trait
    /// change tests each group once and touches only the members of those that flipped).
    @exclusivity(unchecked) var conditionGroups: [ConditionGroup] = []
    /// Views that follow the traits: their intrinsic size follows Dynamic Type, or they have
    /// trait-change handlers (each knows its place here, see ``View/traitListIndex``).
    @exclusivity(unchecked) var traitViews: [View] = []
    /// Failures met outside the commit (the root's set-up, an intrinsic size's edit
    /// variable), reported by the next pass.
    @exclusivity(unchecked) var passFailures: [UnsatisfiableConstraint] = []
    @exclusivity(unchecked) var dirtyIntrinsic: [View] = []
    @exclusivity(unchecked) var dirtyStacks: [StackView] = []
    @exclusivity(unchecked) var dirtyBoxes: [BoxView] = []
    /// Failures of the last pass that had any, as the diagnostics report them.
    public private(set) var lastFailures: [UnsatisfiableConstraint] = []
    /// Misuses recorded where a setter cannot throw and Auto Layout would raise (a settable
    /// `isActive` that could not activate, a priority switched between required and optional
    /// on an active constraint), each with the call site it names.
    public internal(set) var misuses: [LayoutError] = []

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
            swap(&dirtyIntrinsic, &intrinsicInProgress)
            dirtyIntrinsic.reserveCapacity(intrinsicInProgress.count)
            for view in intrinsicInProgress where view.engine === self { rebuildIntrinsicConstraints(of: view) }
            intrinsicInProgress.removeAll(keepingCapacity: true)
        }
    }

    /// Sends pending removals and additions to the solver (the "solver add" phase).
    /// - Returns: what the solver refused: the constraints that could not be added (with
    ///   their conflicts, or the solver's words), constraints it could not remove, and a root
    ///   it could not size. Nothing is swallowed: a refusal the layer cannot explain is
    ///   reported here too, never only asserted.
    @discardableResult
    public func commit() -> [UnsatisfiableConstraint] {
        installRootIfNeeded()
        var failures: [UnsatisfiableConstraint] = []
        if !passFailures.isEmpty {
            failures += passFailures
            passFailures.removeAll()
        }
        if !pendingRemoves.isEmpty || !orphanedSolverConstraints.isEmpty { flushRemovals(into: &failures) }
        if !pendingAdds.isEmpty {
            swap(&pendingAdds, &addsInProgress)
            // The next change of this size queues into storage made here, not while queuing.
            pendingAdds.reserveCapacity(addsInProgress.count)
            for c in addsInProgress where c.state == .pendingAdd && c.owner === reference {
                if let failure = addToSolver(c) { failures.append(failure) }
            }
            addsInProgress.removeAll(keepingCapacity: true)
        }
        if !failures.isEmpty { lastFailures = failures }
        return failures
    }

    /// Writes the solution into the variables (the "solve" phase).
    public func solve() {
        solver.updateVariables()
        solverObserver?(.update)
    }

    private func flushRemovals(into failures: inout [UnsatisfiableConstraint]) {
        if !orphanedSolverConstraints.isEmpty {
            let orphans = orphanedSolverConstraints
            orphanedSolverConstraints.removeAll()
            for sc in orphans {
                if let failure = removeFromSolver(sc, of: nil) { failures.append(failure) }
            }
        }
        swap(&pendingRemoves, &removesInProgress)
        pendingRemoves.reserveCapacity(removesInProgress.count)
        defer { removesInProgress.removeAll(keepingCapacity: true) }
        // A constraint handed to another engine since it was queued is that engine's now
        // (what it left in this solver went to the orphans above).
        for c in removesInProgress where c.owner === reference {
            switch c.state {
            case .pendingRemove:
                if let sc = c.solverConstraint, let failure = removeFromSolver(sc, of: c) {
                    failures.append(failure)
                }
                c.state = .inactive
                if c.isStale {
                    c.solverConstraint = nil
                    c.isStale = false
                }
            case .pendingReplace:
                if let sc = c.solverConstraint, let failure = removeFromSolver(sc, of: c) {
                    failures.append(failure)
                }
                c.solverConstraint = nil
                c.isStale = false
                c.state = .pendingAdd
            default:
                continue
            }
        }
    }

    /// Removes a solver constraint the layer put in this solver; a constraint that is no
    /// longer there (the solver was changed behind the layer's back) or that the solver
    /// refuses to remove is a failure of the pass.
    private func removeFromSolver(_ sc: Constraint, of c: LayoutConstraint?) -> UnsatisfiableConstraint? {
        // Named only when it fails: a summary is a string made from the items' names.
        func failure(_ message: String) -> UnsatisfiableConstraint {
            let what = c?.summary ?? ConstraintSummary(label: sc.label, location: .system, text: solver.describe(sc))
            return UnsatisfiableConstraint(constraint: what, conflicts: [], solverMessage: "could not be removed: \(message)")
        }
        guard solver.contains(sc) else { return failure("it is no longer in the solver (was the solver changed directly?)") }
        do {
            try solver.remove(sc)
        } catch {
            return failure("\(error)")
        }
        solverObserver?(.remove(sc))
        return nil
    }

    private func addToSolver(_ c: LayoutConstraint) -> UnsatisfiableConstraint? {
        if c.solverConstraint == nil || (c.firstAttribute.isDirectional && c.builtDirection != c.firstItem?.effectiveLayoutDirection) {
            c.solverConstraint = c.makeSolverConstraint()
        }
        guard let sc = c.solverConstraint else {
            uninstall(c)
            c.state = .inactive
            return nil
        }
        do {
            try solver.add(sc)
            solverObserver?(.add(sc))
            c.state = .inSolver
            return nil
        } catch {
            uninstall(c)
            c.state = .inactive
            if case let .unsatisfiable(_, conflicts) = error {
                return ConflictExplainer(engine: self).explain(c, solverConflicts: conflicts)
            }
            return UnsatisfiableConstraint(constraint: c.summary, conflicts: [], solverMessage: "\(error)")
        }
    }

    func installRootIfNeeded() {
        guard !rootInstalled else { return }
        rootInstalled = true
        let pins = [LayoutConstraint(root, .left, .equal, label: "\(root.name).pin", location: .system),
                    LayoutConstraint(root, .top, .equal, label: "\(root.name).pin", location: .system)]
        for pin in pins {
            // Added at once, before the root's edit variables (the order of workloads.md).
            install(pin, queued: false)
            pin.state = .pendingAdd
            if let failure = addToSolver(pin) { passFailures.append(failure) }
        }
        for (v, dimension) in [(root.w, "width"), (root.h, "height")] {
            do {
                try solver.addEditVariable(v, strength: rootSizeStrength)
                solverObserver?(.addEditVariable(v, rootSizeStrength))
            } catch {
                // Reported by the next pass, and by every resize after it (it cannot suggest).
                passFailures.append(UnsatisfiableConstraint(
                    constraint: ConstraintSummary(label: "\(root.name).size", location: .system,
                                                  text: "\(root.displayName).\(dimension) == edit (strong)"),
                    conflicts: [], solverMessage: "the root's \(dimension) could not be made an edit variable: \(error)"))
            }
        }
    }
}
