import Cassowary

/// One line of a `makeConstraints` block: an item, one attribute or a composite, a relation,
/// a target, a constant, a multiplier, a priority, a label and the call site.
///
/// A composite (`edges`, `center`, …) is one description that materializes into several
/// ``LayoutConstraint``s, the way SnapKit's `ConstraintDescription` does. After a make, the
/// description is also the handle to its constraints (`activate`, `update(offset:)`, …).
public final class ConstraintDescription {
    // Stored properties skip the runtime exclusivity check: see ``LayoutItem``.
    /// The item the line constrains (not kept alive by the description).
    public var item: LayoutItem? { itemReference.item }
    let itemReference: ItemReference
    @exclusivity(unchecked) public internal(set) var attributes: ConstraintAttributes
    @exclusivity(unchecked) public internal(set) var relation: Relation?
    /// The item related to (nil for a constant, or for the superview when it was asked for
    /// and missing) and its attributes (`.none`: the same as the item's).
    var targetItem: LayoutItem? {
        get { targetReference?.item }
        set { targetReference = newValue?.reference }
    }
    @exclusivity(unchecked) var targetReference: ItemReference?
    @exclusivity(unchecked) var targetAttributes = ConstraintAttributes.none
    @exclusivity(unchecked) var targetIsConstant = false
    @exclusivity(unchecked) public internal(set) var constant = ConstraintConstant.value(0)
    @exclusivity(unchecked) public internal(set) var multiplier: Double = 1
    @exclusivity(unchecked) public internal(set) var priority = LayoutPriority.required
    @exclusivity(unchecked) public internal(set) var label: String?
    @exclusivity(unchecked) public internal(set) var location = SourceLocation.system
    /// The traits under which its constraints are active (``ConstraintMakerFinalizable/when(_:)``).
    @exclusivity(unchecked) public internal(set) var condition: TraitCondition?
    /// An error met while the line was written (a missing superview), thrown by the make.
    @exclusivity(unchecked) var error: LayoutError?
    /// The constraints it materialized into (empty before).
    public var layoutConstraints: [LayoutConstraint] { Array(constraintStorage) }
    /// Them, as a slice of the array a whole block materialized into (one array per block,
    /// not one per line).
    @exclusivity(unchecked) var constraintStorage: ArraySlice<LayoutConstraint> = []
    /// How many constraints the last materialization made.
    @exclusivity(unchecked) var madeCount = 0

    init(item: LayoutItem, attributes: ConstraintAttributes) {
        itemReference = item.reference
        self.attributes = attributes
    }

    /// Whether any of its constraints is active (SnapKit's `isActive`). Setting it activates
    /// or deactivates them all; an activation that fails is recorded in the engine's
    /// ``LayoutEngine/misuses`` and kept in ``lastActivationError`` (where SnapKit's
    /// `NSLayoutConstraint.activate` would raise), while ``activate()`` throws instead.
    public var isActive: Bool {
        get { constraintStorage.contains { $0.isActive } }
        set {
            guard newValue else { return deactivate() }
            do {
                try activate()
                lastActivationError = nil
            } catch {
                lastActivationError = error
                item?.engine?.record(error)
            }
        }
    }

    /// The error of the last activation through ``isActive`` that failed (nil after one that
    /// worked).
    public internal(set) var lastActivationError: LayoutError?

    /// Activates its constraints and hands the description to its item, as SnapKit's
    /// `Constraint.activate()` does: `removeConstraints()`, `remakeConstraints` and
    /// `updateConstraints` of the item see it from then on. A prepared description is
    /// materialized here if it was not yet.
    /// - Throws: ``LayoutError`` as ``LayoutEngine/activate(_:)``; nothing is activated then.
    public func activate() throws(LayoutError) {
        if constraintStorage.isEmpty { _ = try materialize() }
        guard let item, let engine = item.engine else {
            throw .notInLayoutTree(constraintStorage.first?.summary ?? summaryBeforeMaterializing,
                                   item: item?.displayName ?? "a released item")
        }
        try engine.activate(layoutConstraints)
        if !item.madeDescriptions.contains(where: { $0 === self }) { item.madeDescriptions.append(self) }
    }

    /// Deactivates its constraints and takes the description back from its item (SnapKit's
    /// `Constraint.deactivate()`).
    public func deactivate() {
        for c in constraintStorage { c.deactivate() }
        item?.madeDescriptions.removeAll { $0 === self }
    }

    /// Sets the constant of every constraint it made as `offset` would.
    @discardableResult
    public func update(offset: Double) -> ConstraintDescription {
        constant = .value(offset)
        refreshConstants()
        return self
    }

    /// Sets the constant of every constraint it made as `inset` would (per side).
    @discardableResult
    public func update(inset: Double) -> ConstraintDescription {
        constant = .insets(.all(inset))
        refreshConstants()
        return self
    }

    @discardableResult
    public func update(inset insets: EdgeInsets) -> ConstraintDescription {
        constant = .insets(insets)
        refreshConstants()
        return self
    }

    /// The same with insets by leading and trailing (read in the item's layout direction
    /// for left and right attributes).
    @discardableResult
    public func update(inset insets: DirectionalEdgeInsets) -> ConstraintDescription {
        constant = .directionalInsets(insets)
        refreshConstants()
        return self
    }

    /// `update(inset:)` under its former name.
    @discardableResult
    public func update(insets: EdgeInsets) -> ConstraintDescription { update(inset: insets) }

    /// Sets the priority of every constraint it made.
    /// - Throws: ``LayoutError/requiredPriorityChange(_:to:)`` when an active constraint would
    ///   change between required and optional (Auto Layout raises; SnapKit leaves such a
    ///   priority as it was without a word); then nothing is changed.
    @discardableResult
    public func update(priority: LayoutPriority) throws(LayoutError) -> ConstraintDescription {
        for c in constraintStorage where c.isActive && c.priority.isRequired != priority.isRequired {
            throw .requiredPriorityChange(c.summary, to: priority)
        }
        self.priority = priority
        for c in constraintStorage { c.priority = priority }
        return self
    }

    /// The same with a number (`update(priority: 600)`, `update(priority: p.value + 1)`).
    @discardableResult
    public func update(priority value: Double) throws(LayoutError) -> ConstraintDescription {
        try update(priority: LayoutPriority(value))
    }

    @discardableResult
    public func update(priority value: Int) throws(LayoutError) -> ConstraintDescription {
        try update(priority: LayoutPriority(Double(value)))
    }

    private func refreshConstants() {
        for c in constraintStorage {
            let attribute = c.secondAttribute ?? c.firstAttribute
            c.constant = constant.value(for: attribute, direction: c.firstItem?.effectiveLayoutDirection ?? .leftToRight)
        }
    }

    /// A summary for errors found before any constraint exists.
    var summaryBeforeMaterializing: ConstraintSummary {
        let names = attributes.attributes.map(\.description).joined(separator: ".")
        return ConstraintSummary(label: label, location: location, text: "\(item?.displayName ?? "?").\(names)")
    }
}
