extension LayoutItem {
    /// The constraint DSL of this item: `view.snp.makeConstraints { … }`, `view.snp.bottom`.
    public var snp: ConstraintDSL { ConstraintDSL(item: self) }
}

/// `item.snp`: the item's attributes as targets, and make / remake / update / remove.
public struct ConstraintDSL {
    public let item: LayoutItem

    private func target(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(item: item, attributes: attributes)
    }

    public var left: ConstraintItem { target(.left) }
    public var top: ConstraintItem { target(.top) }
    public var right: ConstraintItem { target(.right) }
    public var bottom: ConstraintItem { target(.bottom) }
    public var leading: ConstraintItem { target(.leading) }
    public var trailing: ConstraintItem { target(.trailing) }
    public var width: ConstraintItem { target(.width) }
    public var height: ConstraintItem { target(.height) }
    public var centerX: ConstraintItem { target(.centerX) }
    public var centerY: ConstraintItem { target(.centerY) }
    public var firstBaseline: ConstraintItem { target(.firstBaseline) }
    public var lastBaseline: ConstraintItem { target(.lastBaseline) }
    public var leftMargin: ConstraintItem { target(.leftMargin) }
    public var rightMargin: ConstraintItem { target(.rightMargin) }
    public var topMargin: ConstraintItem { target(.topMargin) }
    public var bottomMargin: ConstraintItem { target(.bottomMargin) }
    public var leadingMargin: ConstraintItem { target(.leadingMargin) }
    public var trailingMargin: ConstraintItem { target(.trailingMargin) }
    public var centerXWithinMargins: ConstraintItem { target(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintItem { target(.centerYWithinMargins) }
    public var edges: ConstraintItem { target(.edges) }
    public var horizontalEdges: ConstraintItem { target(.horizontalEdges) }
    public var verticalEdges: ConstraintItem { target(.verticalEdges) }
    public var directionalEdges: ConstraintItem { target(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintItem { target(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintItem { target(.directionalVerticalEdges) }
    public var size: ConstraintItem { target(.size) }
    public var center: ConstraintItem { target(.center) }
    public var margins: ConstraintItem { target(.margins) }
    public var directionalMargins: ConstraintItem { target(.directionalMargins) }
    public var centerWithinMargins: ConstraintItem { target(.centerWithinMargins) }

    /// Sets the label diagnostics show for the item instead of its name (SnapKit's
    /// `snp.setLabel`): constraint texts, errors and the diagnostics' findings use it.
    public func setLabel(_ label: String?) { item.label = label }

    /// The label set with ``setLabel(_:)``, if any.
    public func label() -> String? { item.label }

    /// The constraints of the block, materialized and checked but not activated (SnapKit's
    /// `prepareConstraints`): each line is checked at once — a missing relation or
    /// superview, attributes that cannot be related — not when it is activated. Activate a
    /// description with ``ConstraintDescription/activate()`` (or `isActive = true`); from
    /// then on the item's `removeConstraints`, `remake` and `update` see it, as in SnapKit.
    /// - Throws: ``LayoutError`` of the first line that is wrong.
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) -> [ConstraintDescription] {
        try prepareConstraints(when: nil, closure)
    }

    /// The same, every line active only under `condition` (besides its own).
    public func prepareConstraints(when condition: TraitCondition?,
                                   _ closure: (ConstraintMaker) -> Void) throws(LayoutError) -> [ConstraintDescription] {
        let descriptions = try ConstraintDSL.descriptions(for: item, when: condition, closure)
        let constraints = try ConstraintMaker.materialize(descriptions)
        for c in constraints { try c.validate() }
        return descriptions
    }

    /// Makes and activates the block's constraints, added to those the item made before.
    /// - Throws: ``LayoutError`` (a missing superview, attributes that cannot be related,
    ///   items in different trees); then nothing is activated.
    @discardableResult
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) -> [ConstraintDescription] {
        let descriptions = ConstraintMaker.descriptions(for: item, closure)
        try install(descriptions)
        return descriptions
    }

    /// Makes and installs the block's constraints, active only while the engine's traits
    /// satisfy `condition` (a line's own `.when(…)` narrows it further), as Interface
    /// Builder installs constraints for some size classes:
    ///
    /// ```swift
    /// try card.snp.makeConstraints(when: .compactWidth) { $0.horizontalEdges.equalToSuperview().inset(16) }
    /// try card.snp.makeConstraints(when: .regularWidth) { $0.centerX.equalToSuperview(); $0.width.equalTo(540) }
    /// ```
    /// - Throws: as ``makeConstraints(_:)``, and ``LayoutError/contradictoryConditions(view:line:block:location:)``.
    @discardableResult
    public func makeConstraints(when condition: TraitCondition,
                                _ closure: (ConstraintMaker) -> Void) throws(LayoutError) -> [ConstraintDescription] {
        let descriptions = try ConstraintDSL.descriptions(for: item, when: condition, closure)
        try install(descriptions)
        return descriptions
    }

    /// Removes every constraint the item made, then makes the block's.
    /// - Throws: as ``makeConstraints(_:)``; the old constraints stay when it throws.
    @discardableResult
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) -> [ConstraintDescription] {
        let descriptions = ConstraintMaker.descriptions(for: item, closure)
        let constraints = try ConstraintMaker.materialize(descriptions)
        try item.engine?.validate(constraints)
        removeConstraints()
        try install(descriptions, materialized: constraints)
        return descriptions
    }

    /// Changes the constants of constraints the item made before, matched by items,
    /// attributes, relation, multiplier, priority and trait condition (SnapKit's rule, with
    /// the condition); with no constraint made yet, it makes them.
    /// - Throws: ``LayoutError/noMatchingConstraintToUpdate(_:)`` for a line that matches
    ///   nothing (SnapKit stops the app there); then no constant is changed.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) {
        guard !item.madeDescriptions.isEmpty else {
            try makeConstraints(closure)
            return
        }
        let descriptions = ConstraintMaker.descriptions(for: item, closure)
        let updates = try ConstraintMaker.materialize(descriptions)
        var matches: [(LayoutConstraint, Double)] = []
        for update in updates {
            guard let match = existingConstraint(matching: update) else {
                throw .noMatchingConstraintToUpdate(update.summary)
            }
            matches.append((match, update.constant))
        }
        for (match, constant) in matches { match.constant = constant }
    }

    /// The item's constraint that `update` changes the constant of.
    private func existingConstraint(matching update: LayoutConstraint) -> LayoutConstraint? {
        for d in item.madeDescriptions {
            for c in d.constraintStorage where c.matches(update) { return c }
        }
        return nil
    }

    /// Deactivates and forgets every constraint the item made with the DSL (and every
    /// prepared one activated since).
    /// - Complexity: O(k) for the item's k constraints.
    public func removeConstraints() {
        let made = item.madeDescriptions
        item.madeDescriptions.removeAll()
        for d in made {
            for c in d.constraintStorage { c.deactivate() }
        }
    }

    /// The descriptions of a block, each given `condition` (combined with its own).
    static func descriptions(for item: LayoutItem, when condition: TraitCondition?,
                             _ closure: (ConstraintMaker) -> Void) throws(LayoutError) -> [ConstraintDescription] {
        let descriptions = ConstraintMaker.descriptions(for: item, closure)
        guard let condition else { return descriptions }
        for d in descriptions {
            guard let own = d.condition else {
                d.condition = condition
                continue
            }
            guard let both = own.combined(with: condition) else {
                throw .contradictoryConditions(view: item.displayName, line: own, block: condition, location: d.location)
            }
            d.condition = both
        }
        return descriptions
    }

    private func install(_ descriptions: [ConstraintDescription], materialized: [LayoutConstraint]? = nil) throws(LayoutError) {
        let constraints: [LayoutConstraint]
        if let materialized { constraints = materialized } else { constraints = try ConstraintMaker.materialize(descriptions) }
        guard let engine = item.engine else {
            throw .notInLayoutTree(constraints.first?.summary ?? ConstraintSummary(label: nil, location: .system, text: item.displayName),
                                   item: item.displayName)
        }
        try engine.activate(constraints)
        item.madeDescriptions += descriptions
    }
}

extension LayoutConstraint {
    /// SnapKit's match for `update`: same items and attributes, relation, multiplier, priority.
    func matches(_ other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
            && relation == other.relation && multiplier == other.multiplier && priority == other.priority
            && condition == other.condition
    }
}

extension LayoutEngine {
    /// Checks constraints as ``activate(_:)`` would, without activating them.
    func validate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        for c in constraints where !c.isActive { try check(c) }
    }
}
