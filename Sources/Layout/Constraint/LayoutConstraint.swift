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
    @exclusivity(unchecked) public var priority: LayoutPriority {
        didSet { if priority != oldValue { contentChanged() } }
    }
    /// A name for diagnostics (SnapKit's `labeled`, NSLayoutConstraint's identifier).
    @exclusivity(unchecked) public var identifier: String?
    /// Where the constraint was written.
    public let location: SourceLocation

    enum State: UInt8 { case inactive, pendingAdd, inSolver, pendingRemove, pendingReplace }
    @exclusivity(unchecked) var state = State.inactive
    /// The position in the engine's list of active constraints (-1: not active).
    @exclusivity(unchecked) var activeIndex = -1
    /// The constraint in the solver, kept across deactivate / activate while unchanged, so
    /// the solver sees the same constraint again (`a K` in a csys export).
    @exclusivity(unchecked) var solverConstraint: Constraint?
    /// The direction the solver constraint was built for (leading/trailing depend on it).
    @exclusivity(unchecked) var builtDirection = LayoutDirection.leftToRight

    /// A constraint between two items, or against a constant when `secondItem` is nil.
    public convenience init(_ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
                            _ secondItem: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil,
                            multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
                            label: String? = nil, location: SourceLocation = .system) {
        self.init(firstReference: firstItem.reference, firstAttribute, relation, secondReference: secondItem?.reference,
                  secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
                  label: label, location: location)
    }

    /// The same from the items' references (what the DSL holds), so that making a constraint
    /// neither loads nor retains the items.
    init(firstReference: ItemReference, _ firstAttribute: LayoutAttribute, _ relation: Relation,
         secondReference: ItemReference?, _ secondAttribute: LayoutAttribute?,
         multiplier: Double, constant: Double, priority: LayoutPriority, label: String?, location: SourceLocation) {
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
    }

    /// Whether the constraint is active (in the solver, or going there on the next pass).
    public var isActive: Bool { activeIndex >= 0 }

    /// Activates the constraint in the engine of its items' tree.
    /// - Throws: ``LayoutError`` when its attributes or items cannot be related.
    public func activate() throws(LayoutError) {
        guard !isActive else { return }
        guard let engine = firstItem?.engine else {
            throw .notInLayoutTree(summary, item: firstItem?.name ?? "a released item")
        }
        try engine.activate([self])
    }

    /// Deactivates the constraint; the solver drops it on the next pass.
    public func deactivate() {
        firstItem?.engine?.deactivate([self])
    }

    /// The constraint as diagnostics show it.
    public var summary: ConstraintSummary {
        ConstraintSummary(label: identifier, location: location, text: text)
    }

    /// `v0.left == root.left + 8`, `v0.width == 0.5*root.width`, `v0.height == 44 @750`.
    public var text: String {
        var out = "\(firstItem?.name ?? "?").\(firstAttribute) \(relation) "
        var hasTerm = false
        if let secondAttribute {
            if multiplier != 1 { out += "\(fmt(multiplier))*" }
            out += "\(secondItem?.name ?? "?").\(secondAttribute)"
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

    private func contentChanged() {
        guard let engine = firstItem?.engine else { solverConstraint = nil; return }
        engine.contentChanged(self)
    }
}
