import Cassowary
import Layout

/// A constraint as IB stores it: `firstItem.firstAttribute REL multiplier × secondItem.secondAttribute
/// + constant @priority`. A missing `firstItem` is the view that holds the `<constraints>`
/// element (``IBView/constraints`` resolves it at read time).
public struct IBConstraint: Hashable, Sendable {
    public var id: String
    /// The IB id of the first item (a view or a layout guide).
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: Relation
    /// The second item's id, nil for a constant (`width == 44`).
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    /// The size classes it is installed in (nil: all), from the view's `<variation>` masks.
    public var conditions: [TraitCondition]?

    public init(id: String, firstItem: String, firstAttribute: LayoutAttribute, relation: Relation = .equal,
                secondItem: String? = nil, secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: Double = 1000, conditions: [TraitCondition]? = nil) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.conditions = conditions
    }

    /// The layer's attribute for IB's name (`baseline` is the last baseline); nil when unknown.
    public static func attribute(named name: String) -> LayoutAttribute? {
        if name == "baseline" { return .lastBaseline }
        return LayoutAttribute.allCases.first { $0.description == name }
    }

    /// `0.5`, a ratio as IB writes an aspect ratio (`16:9`) or a fraction (`1/3`); nil for
    /// anything else or zero denominators.
    public static func multiplier(_ text: String) -> Double? {
        // A ratio, `16:9`, or a fraction, `1/3`.
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "/" })
        switch parts.count {
        case 1: return Double(text).flatMap { $0.isFinite ? $0 : nil }
        case 2:
            guard let a = Double(parts[0]), let b = Double(parts[1]), b != 0, (a / b).isFinite else { return nil }
            return a / b
        default: return nil
        }
    }
}
