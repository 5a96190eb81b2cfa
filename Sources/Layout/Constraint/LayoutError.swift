/// A constraint as the diagnostics name it: label, call site and the relation in words.
public struct ConstraintSummary: Hashable, Sendable, CustomStringConvertible {
    /// The label given with `labeled(_:)` or `identifier`, if any.
    public var label: String?
    public var location: SourceLocation
    /// `v0.left == root.left + 8` (with ` @750` for a priority below required).
    public var text: String

    public init(label: String?, location: SourceLocation, text: String) {
        self.label = label
        self.location = location
        self.text = text
    }

    /// `label (File.swift:12): v0.left == root.left + 8`; without a label,
    /// `(File.swift:12): …`; a constraint of the layer itself shows `(system)`.
    public var description: String {
        let place = "(\(location))"
        return label.map { "\($0) \(place): \(text)" } ?? "\(place): \(text)"
    }
}

/// Everything the layout layer refuses, as values: each names both sides of the constraint
/// and where it was written. After a throw nothing was changed.
public enum LayoutError: Error, Hashable, CustomStringConvertible {
    /// The two attributes cannot be related: an x-axis with a y-axis position, a size with a
    /// position, leading/trailing with left/right/centerX. `reason` says which.
    case incompatibleAttributes(ConstraintSummary, reason: String)
    /// A multiplier on a position attribute with no second item (nothing to multiply).
    case multiplierWithoutSecondItem(ConstraintSummary)
    /// A multiplier, constant or priority that is NaN, infinite or zero where it must not be.
    case invalidValue(ConstraintSummary, reason: String)
    /// The items are in different trees, or not in the engine's tree at all.
    case noCommonAncestor(ConstraintSummary, first: String, second: String)
    /// An item is in no engine's tree yet: add it to a view under an engine's root first.
    case notInLayoutTree(ConstraintSummary, item: String)
    /// `…ToSuperview()` on a view without a superview (SnapKit stops the app there).
    case noSuperview(view: String, call: String, location: SourceLocation)
    /// `update` of a constraint that was never made (SnapKit stops the app there).
    case noMatchingConstraintToUpdate(ConstraintSummary)
    /// A DSL line that names attributes but no relation (SnapKit drops it silently).
    case missingRelation(view: String, attributes: String, location: SourceLocation)
    /// A line related to several attributes of a target that are not its own
    /// (`horizontalEdges.equalTo(b.snp.center)`): SnapKit stops the app ("Cannot constraint to
    /// multiple non identical attributes"). Only the same attributes, one attribute, or
    /// edges and margins side by side can be related.
    case mismatchedTargetAttributes(view: String, attributes: String, target: String, targetAttributes: String,
                                    location: SourceLocation)
    /// An active constraint switched between required and optional (Auto Layout raises:
    /// "mutating a priority from required to not on an installed constraint … is not
    /// supported"). Deactivate it first, or give it 999 from the start.
    case requiredPriorityChange(ConstraintSummary, to: LayoutPriority)
    /// A line whose trait condition contradicts its block's (no traits satisfy both).
    case contradictoryConditions(view: String, line: TraitCondition, block: TraitCondition, location: SourceLocation)
    /// Required constraints that cannot all hold; see ``UnsatisfiableConstraint``.
    case unsatisfiable([UnsatisfiableConstraint])
    /// An engine operation the solver refused (a non-finite size …).
    case solver(String)

    public var description: String {
        switch self {
        case let .incompatibleAttributes(c, reason): return "\(c): \(reason)"
        case let .multiplierWithoutSecondItem(c):
            return "\(c): a multiplier on a position attribute needs a second item, not a constant only"
        case let .invalidValue(c, reason): return "\(c): \(reason)"
        case let .noCommonAncestor(c, first, second):
            return "\(c): \(first) and \(second) have no common ancestor"
        case let .notInLayoutTree(c, item): return "\(c): \(item) is not in a layout engine's tree"
        case let .noSuperview(view, call, location):
            return "(\(location)): \(view).\(call): \(view) has no superview"
        case let .noMatchingConstraintToUpdate(c):
            return "\(c): update found no existing constraint with these attributes, items, relation, multiplier and priority (use remake)"
        case let .missingRelation(view, attributes, location):
            return "(\(location)): \(view).\(attributes) has no relation (equalTo, lessThanOrEqualTo, greaterThanOrEqualTo)"
        case let .mismatchedTargetAttributes(view, attributes, target, targetAttributes, location):
            return "(\(location)): \(view).\(attributes) cannot be related to \(target).\(targetAttributes): "
                + "a target with several attributes must name the same ones (or edges and margins side by side)"
        case let .requiredPriorityChange(c, priority):
            return "\(c): an active constraint cannot change between required and optional (to @\(priority)); "
                + "deactivate it first, or make it optional (999) from the start"
        case let .contradictoryConditions(view, line, block, location):
            return "(\(location)): \(view): the line's traits (\(line)) contradict the block's (\(block))"
        case let .unsatisfiable(reports): return reports.map(\.description).joined(separator: "\n")
        case let .solver(message): return message
        }
    }
}
