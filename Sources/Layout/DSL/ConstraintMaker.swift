/// What a `makeConstraints` block gets as `$0`: each attribute starts a new description.
///
/// ```swift
/// try view.snp.makeConstraints {
///     $0.edges.equalToSuperview().inset(16)       // one description, four constraints
///     $0.width.lessThanOrEqualTo(400).priority(.high)
/// }
/// ```
public final class ConstraintMaker {
    /// The item being constrained.
    public let item: LayoutItem
    /// The descriptions written so far, in order.
    @exclusivity(unchecked) public private(set) var descriptions: [ConstraintDescription] = []

    init(item: LayoutItem) {
        self.item = item
        // A block has a few lines: one allocation instead of growing 1 → 2 → 4.
        descriptions.reserveCapacity(4)
    }

    /// Starts a description with `attributes`.
    public func attributes(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description: description)
    }

    public var left: ConstraintMakerExtendable { attributes(.left) }
    public var top: ConstraintMakerExtendable { attributes(.top) }
    public var right: ConstraintMakerExtendable { attributes(.right) }
    public var bottom: ConstraintMakerExtendable { attributes(.bottom) }
    public var leading: ConstraintMakerExtendable { attributes(.leading) }
    public var trailing: ConstraintMakerExtendable { attributes(.trailing) }
    public var width: ConstraintMakerExtendable { attributes(.width) }
    public var height: ConstraintMakerExtendable { attributes(.height) }
    public var centerX: ConstraintMakerExtendable { attributes(.centerX) }
    public var centerY: ConstraintMakerExtendable { attributes(.centerY) }
    public var firstBaseline: ConstraintMakerExtendable { attributes(.firstBaseline) }
    public var lastBaseline: ConstraintMakerExtendable { attributes(.lastBaseline) }
    public var leftMargin: ConstraintMakerExtendable { attributes(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { attributes(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { attributes(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { attributes(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { attributes(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { attributes(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { attributes(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { attributes(.centerYWithinMargins) }
    public var edges: ConstraintMakerExtendable { attributes(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { attributes(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { attributes(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { attributes(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { attributes(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { attributes(.directionalVerticalEdges) }
    public var size: ConstraintMakerExtendable { attributes(.size) }
    public var center: ConstraintMakerExtendable { attributes(.center) }
    public var margins: ConstraintMakerExtendable { attributes(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { attributes(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { attributes(.centerWithinMargins) }

    /// Runs `closure` on a maker for `item` and returns its descriptions (the DSL stage alone:
    /// nothing is materialized or activated).
    public static func descriptions(for item: LayoutItem, _ closure: (ConstraintMaker) -> Void) -> [ConstraintDescription] {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        return maker.descriptions
    }

    /// Materializes descriptions into layout constraints, in order.
    /// - Throws: the first description's ``LayoutError``; nothing is kept then.
    public static func materialize(_ descriptions: [ConstraintDescription]) throws(LayoutError) -> [LayoutConstraint] {
        if descriptions.count == 1 { return try descriptions[0].materialize() }
        var count = 0
        for d in descriptions { count += d.attributes.count }
        var all: [LayoutConstraint] = []
        if count > 1 { all.reserveCapacity(count) }
        for d in descriptions { try d.materialize(into: &all) }
        // Each line's constraints are a slice of the one array, taken once it is complete (a
        // slice taken earlier would make the next append copy it).
        var start = 0
        for d in descriptions {
            d.constraintStorage = all[start..<(start + d.madeCount)]
            start += d.madeCount
        }
        return all
    }
}
