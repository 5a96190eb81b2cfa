import Cassowary

/// One Auto Layout constraint: `first.attribute REL multiplier × second.attribute + constant`,
/// with a priority, a label and the call site that made it.
///
/// A constraint reaches the solver when it is activated and the engine's next pass runs.
/// Changing `constant` or `priority` of an active constraint replaces its solver constraint on
/// the next pass (remove + add); nothing else is touched.
public final class LayoutConstraint: CustomStringConvertible {
    // Stored properties skip the runtime exclusivity check: see ``LayoutItem``.
    /// The constrained item (not kept alive by the constraint: nil once it is gone).
    public var firstItem: LayoutItem? { firstReference.item }
    let firstReference: ItemReference
    public let firstAttribute: LayoutAttribute
    public let relation: Relation
    /// The item related to, if any (not kept alive by the constraint).
    public var secondItem: LayoutItem? { secondReference?.item }
    let secondReference: ItemReference?
    /// nil for a constraint against a constant only (`width == 44`).
    public let secondAttribute: LayoutAttribute?
    public let multiplier: Double
    /// The constant; changing it on an active constraint takes effect on the next pass.
    @exclusivity(unchecked) public var constant: Double {
        didSet { if constant != oldValue { contentChanged() } }
    }
    /// 1…1000; 1000 is required. See ``LayoutPriority`` for how it maps to solver strengths.
    ///
    /// An active constraint cannot switch between required and optional (Auto Layout raises
    /// for it): such a change is refused, the priority stays and the engine records the misuse
    /// (``LayoutEngine/misuses``); ``setPriority(_:)`` throws instead.
    @exclusivity(unchecked) public var priority: LayoutPriority {
        didSet {
            guard priority != oldValue else { return }
            if isActive && priority.isRequired != oldValue.isRequired {
                let refused = priority
                priority = oldValue
                owner?.engine?.record(.requiredPriorityChange(summary, to: refused))
                return
            }
            contentChanged()
        }
    }
    /// A name for diagnostics (SnapKit's `labeled`, NSLayoutConstraint's identifier).
    @exclusivity(unchecked) public var identifier: String?
    /// What a constraint the layer made for a view's content size holds: diagnostics name it
    /// `title.hugging.width`, composed when shown. Its identifier stays nil, as UIKit's
    /// content-size constraints have none, and no string is built per view and pass.
    enum ContentSizeRole: String { case hugging, compression }
    @exclusivity(unchecked) var contentSizeRole: ContentSizeRole?
    /// Where the constraint was written.
    public let location: SourceLocation

    /// The traits under which the constraint is active (nil: always); see ``TraitCondition``.
    public let condition: TraitCondition?

    /// Where the solver constraint is: nowhere, waiting to be added, in the solver, waiting to
    /// be removed, or waiting to be replaced (removed and added again after a change).
    enum State: UInt8 { case inactive, pendingAdd, inSolver, pendingRemove, pendingReplace }
    @exclusivity(unchecked) var state = State.inactive
    /// The direction the solver constraint was built for (leading/trailing depend on it).
    @exclusivity(unchecked) var builtDirection = LayoutDirection.leftToRight
    /// The constant or priority changed while the solver constraint waited to be removed: if
    /// it is activated again before the pass, it must be replaced, not kept.
    @exclusivity(unchecked) var isStale = false
    /// Installed: held by the engine of ``owner`` and linked into its items' lists, active
    /// or (with a ``condition`` that does not hold) waiting for its traits.
    @exclusivity(unchecked) var isInstalled = false
    /// The position in the engine's list of active constraints (-1: not active).
    @exclusivity(unchecked) var activeIndex = -1
    /// The engine's condition group and the position in it (-1: none); see
    /// ``LayoutEngine/traitCollection``.
    @exclusivity(unchecked) var groupIndex: Int32 = -1
    @exclusivity(unchecked) var memberIndex: Int32 = -1
    /// The constraint in the solver, kept across deactivate / activate while unchanged, so
    /// the solver sees the same constraint again (`a K` in a csys export).
    @exclusivity(unchecked) var solverConstraint: Constraint?
    /// The engine whose solver and lists the state above refers to (the last one that
    /// activated it): a constraint whose items moved to another tree is handed over.
    @exclusivity(unchecked) var owner: EngineReference?
    // The links of the two item lists the constraint is in while installed: its first
    // item's and its second item's (see ``ItemReference/constraintsHead``). The lists do
    // not keep constraints alive: an installed constraint is held by the engine.
    @exclusivity(unchecked) unowned(unsafe) var previousOfFirst: LayoutConstraint?
    @exclusivity(unchecked) unowned(unsafe) var nextOfFirst: LayoutConstraint?
    @exclusivity(unchecked) unowned(unsafe) var previousOfSecond: LayoutConstraint?
    @exclusivity(unchecked) unowned(unsafe) var nextOfSecond: LayoutConstraint?

    /// A constraint between two items, or against a constant when `secondItem` is nil.
    public convenience init(_ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
                            _ secondItem: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil,
                            multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
                            label: String? = nil, location: SourceLocation = .system, condition: TraitCondition? = nil) {
        self.init(firstReference: firstItem.reference, firstAttribute, relation, secondReference: secondItem?.reference,
                  secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
                  label: label, location: location, condition: condition)
    }

    /// The same from the items' references (what the DSL holds), so that making a constraint
    /// neither loads nor retains the items.
    init(firstReference: ItemReference, _ firstAttribute: LayoutAttribute, _ relation: Relation,
         secondReference: ItemReference?, _ secondAttribute: LayoutAttribute?,
         multiplier: Double, constant: Double, priority: LayoutPriority, label: String?, location: SourceLocation,
         condition: TraitCondition? = nil) {
        self.firstReference = firstReference
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondReference = secondReference
        self.secondAttribute = secondReference == nil ? nil : (secondAttribute ?? firstAttribute)
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = label
        self.location = location
        self.condition = condition
    }

    /// Whether the constraint is active (in the solver, or going there on the next pass). A
    /// constraint whose ``condition`` does not hold under the engine's traits is installed
    /// but not active.
    ///
    /// Setting it activates or deactivates the constraint, as NSLayoutConstraint's does; an
    /// activation that fails is recorded in the engine's ``LayoutEngine/misuses`` (where Auto
    /// Layout raises) and the constraint stays inactive; ``activate()`` throws instead.
    public var isActive: Bool {
        get { activeIndex >= 0 }
        set {
            if newValue {
                do { try activate() } catch { firstItem?.engine?.record(error) }
            } else {
                deactivate()
            }
        }
    }

    /// Activates the constraint in the engine of its items' tree (installs it: with a
    /// ``condition``, it is active while the engine's traits satisfy it).
    /// - Throws: ``LayoutError`` when its attributes or items cannot be related.
    public func activate() throws(LayoutError) {
        guard !isInstalled || owner !== firstItem?.engine?.reference else { return }
        guard let engine = firstItem?.engine else {
            throw .notInLayoutTree(summary, item: firstItem?.name ?? "a released item")
        }
        try engine.activate([self])
    }

    /// Deactivates the constraint (and uninstalls it); the solver drops it on the next pass.
    public func deactivate() {
        owner?.engine?.deactivate([self])
    }

    /// Sets the priority, refusing a switch between required and optional while the
    /// constraint is active (Auto Layout raises for it).
    /// - Throws: ``LayoutError/requiredPriorityChange(_:to:)``; the priority is unchanged then.
    public func setPriority(_ newPriority: LayoutPriority) throws(LayoutError) {
        if isActive && newPriority.isRequired != priority.isRequired {
            throw .requiredPriorityChange(summary, to: newPriority)
        }
        priority = newPriority
    }

    /// The constraint as diagnostics show it.
    public var summary: ConstraintSummary {
        ConstraintSummary(label: identifier ?? contentSizeRole.map { "\(firstItem?.name ?? "?").\($0.rawValue).\(firstAttribute)" },
                          location: location, text: text)
    }

    /// `v0.left == root.left + 8`, `v0.width == 0.5*root.width`, `v0.height == 44 @750`.
    public var text: String {
        var out = "\(firstItem?.displayName ?? "?").\(firstAttribute) \(relation) "
        var hasTerm = false
        if let secondAttribute {
            if multiplier != 1 { out += "\(fmt(multiplier))*" }
            out += "\(secondItem?.displayName ?? "?").\(secondAttribute)"
            hasTerm = true
        }
        if !hasTerm { out += fmt(constant) } else if constant > 0 {
            out += " + \(fmt(constant))"
        } else if constant < 0 {
            out += " - \(fmt(-constant))"
        }
        if !priority.isRequired { out += " @\(priority)" }
        return out
    }

    public var description: String { summary.description }

    /// Whether the two relate the same attributes of the same items in the same way, with
    /// priorities on the same side of required: they may differ in constant and priority
    /// only, so one can take the other's values in place.
    func hasSameShape(as other: LayoutConstraint) -> Bool {
        firstReference === other.firstReference && firstAttribute == other.firstAttribute && relation == other.relation
            && secondReference === other.secondReference && secondAttribute == other.secondAttribute
            && multiplier == other.multiplier && priority.isRequired == other.priority.isRequired
            && condition == other.condition && identifier == other.identifier
    }

    private func contentChanged() {
        guard let engine = owner?.engine else { solverConstraint = nil; return }
        engine.contentChanged(self)
    }
}
