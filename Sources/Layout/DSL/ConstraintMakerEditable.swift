/// A related description whose constant and multiplier can be set next.
///
/// `offset` keeps the value as given for every attribute; `inset` is per side and negated
/// for right, bottom and trailing (so `edges.inset(8)` is inside on every side). Either one
/// replaces a constant given to `equalTo`, as in SnapKit.
public struct ConstraintMakerEditable: ConstraintMakerPrioritizable {
    public let description: ConstraintDescription

    @discardableResult
    public func offset(_ amount: Double) -> ConstraintMakerEditable {
        description.constant = .value(amount)
        return self
    }
    @discardableResult
    public func offset(_ amount: Int) -> ConstraintMakerEditable { offset(Double(amount)) }

    @discardableResult
    public func inset(_ amount: Double) -> ConstraintMakerEditable {
        description.constant = .insets(.all(amount))
        return self
    }
    @discardableResult
    public func inset(_ amount: Int) -> ConstraintMakerEditable { inset(Double(amount)) }
    @discardableResult
    public func inset(_ insets: EdgeInsets) -> ConstraintMakerEditable {
        description.constant = .insets(insets)
        return self
    }
    @discardableResult
    public func inset(_ insets: DirectionalEdgeInsets) -> ConstraintMakerEditable {
        description.constant = .directionalInsets(insets)
        return self
    }

    @discardableResult
    public func multipliedBy(_ amount: Double) -> ConstraintMakerEditable {
        description.multiplier = amount
        return self
    }

    /// `multipliedBy(1 / amount)`; dividing by 0 is a typed error when materialized.
    @discardableResult
    public func dividedBy(_ amount: Double) -> ConstraintMakerEditable {
        description.multiplier = 1 / amount
        return self
    }
}
