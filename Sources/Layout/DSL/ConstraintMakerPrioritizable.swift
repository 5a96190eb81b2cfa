/// A description whose priority can be set next.
public protocol ConstraintMakerPrioritizable: ConstraintMakerFinalizable {}

extension ConstraintMakerPrioritizable {
    /// The priority, 1…1000 (1000 required; `.high` 750, `.low` 250).
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> ConstraintMakerFinalized {
        description.priority = priority
        return ConstraintMakerFinalized(description: description)
    }

    /// The priority as a number (SnapKit takes Int, Float, Double …): `priority(someValue)`,
    /// `priority(LayoutPriority.low.value + 1)`; clamped to 1…1000.
    @discardableResult
    public func priority(_ value: Double) -> ConstraintMakerFinalized { priority(LayoutPriority(value)) }

    @discardableResult
    public func priority(_ value: Int) -> ConstraintMakerFinalized { priority(LayoutPriority(Double(value))) }
}
