/// An item with attributes, as a target: `other.snp.bottom`, `superview.snp.margins`.
public struct ConstraintItem {
    public let item: LayoutItem
    public let attributes: ConstraintAttributes
}
