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

    /// Whether its constraints are active.
    public var isActive: Bool { constraintStorage.contains { $0.isActive } }

    /// Activates its constraints (after a `deactivate`).
    /// - Throws: ``LayoutError`` as ``LayoutEngine/activate(_:)``.
    public func activate() throws(LayoutError) {
        guard let engine = item?.engine else {
            throw .notInLayoutTree(constraintStorage.first?.summary ?? summaryBeforeMaterializing,
                                   item: item?.name ?? "a released item")
        }
        try engine.activate(layoutConstraints)
    }

    /// Deactivates its constraints.
    public func deactivate() {
        item?.engine?.deactivate(layoutConstraints)
    }

    /// Sets the constant of every constraint it made as `offset` would.
    public func update(offset: Double) {
        constant = .value(offset)
        refreshConstants()
    }

    /// Sets the constant of every constraint it made as `inset` would (per side).
    public func update(inset: Double) {
        constant = .insets(.all(inset))
        refreshConstants()
    }

    public func update(insets: EdgeInsets) {
        constant = .insets(insets)
        refreshConstants()
    }

    /// Sets the priority of every constraint it made.
    public func update(priority: LayoutPriority) {
        self.priority = priority
        for c in constraintStorage { c.priority = priority }
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
        return ConstraintSummary(label: label, location: location, text: "\(item?.name ?? "?").\(names)")
    }
}
