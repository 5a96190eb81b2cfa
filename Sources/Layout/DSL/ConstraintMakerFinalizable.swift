/// A description that can only be labeled, or handed out as a handle.
public protocol ConstraintMakerFinalizable {
    var description: ConstraintDescription { get }
}

extension ConstraintMakerFinalizable {
    /// A label shown by diagnostics (SnapKit's `labeled`, the constraint's identifier).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalized {
        description.label = label
        return ConstraintMakerFinalized(description: description)
    }

    /// Makes the line's constraints active only while the engine's traits satisfy
    /// `condition` (``TraitCondition``): `$0.width.equalTo(400).when(.regularWidth)`.
    @discardableResult
    public func when(_ condition: TraitCondition) -> ConstraintMakerFinalized {
        description.condition = condition
        return ConstraintMakerFinalized(description: description)
    }

    /// The description, as a handle to the constraints it makes (`update(offset:)`, …).
    public var constraint: ConstraintDescription { description }
}

/// The last stage: nothing but a label can follow.
public struct ConstraintMakerFinalized: ConstraintMakerFinalizable {
    public let description: ConstraintDescription
}
