/// Items laid out together along one axis, or placed by a closure (NSCollectionLayoutGroup).
/// A section repeats its group until the section's items are used up.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
///                                                   heightDimension: .fractionalHeight(1)))
/// let row = CollectionLayoutGroup.horizontal(
///     layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///     subitem: item, count: 2)
/// ```
public struct CollectionLayoutGroup: Equatable {
    /// How a group arranges its subitems.
    enum Kind: Equatable {
        case horizontal, vertical
        case custom(CustomGroupItemProvider)
    }

    /// The size the group asks for in its container.
    public var layoutSize: CollectionLayoutSize
    /// Space between the group's edges and its subitems (fractions of subitems are relative
    /// to the space inside).
    public var contentInsets = DirectionalEdgeInsets()
    /// Space between neighbouring subitems along the group's axis.
    public var interItemSpacing = CollectionLayoutSpacing.fixed(0)
    /// Space around the group in the group that holds it (nil: none).
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// The subitems, repeated in order while they fit (when `count` is nil).
    public let subitems: [CollectionLayoutItem]
    /// A fixed number of equal subitems: their size along the axis is the group's share,
    /// and the subitem's own dimension along the axis is ignored.
    public let count: Int?
    /// With `count`: whether the subitem keeps its own size (`repeatingSubitem:`) instead
    /// of taking an equal share of the group.
    public let repeatsSubitem: Bool
    let kind: Kind

    init(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?, kind: Kind, repeatsSubitem: Bool = false) {
        self.layoutSize = layoutSize
        self.subitems = subitems
        self.count = count
        self.kind = kind
        self.repeatsSubitem = repeatsSubitem
    }

    /// A row of `count` copies of `subitem`, each of its own size, spaced by
    /// `interItemSpacing` (iOS 16's replacement of `subitem:count:`). As in UIKit, making the
    /// group large enough for them is the caller's task: copies that do not fit overflow it.
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, subitems: [subitem], count: count, kind: .horizontal, repeatsSubitem: true)
    }

    /// A column of `count` copies of `subitem`, each of its own size.
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, subitems: [subitem], count: count, kind: .vertical, repeatsSubitem: true)
    }

    /// A row that repeats `subitems` in order until the next one would not fit.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, subitems: subitems, count: nil, kind: .horizontal)
    }

    /// A row of `count` equal copies of `subitem`, sharing the group's width.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, subitems: [subitem], count: count, kind: .horizontal)
    }

    /// A column that repeats `subitems` in order until the next one would not fit.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, subitems: subitems, count: nil, kind: .vertical)
    }

    /// A column of `count` equal copies of `subitem`, sharing the group's height.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, subitems: [subitem], count: count, kind: .vertical)
    }

    /// A group whose items `itemProvider` places: it gets the size inside the group and
    /// returns one frame (relative to the group) per item, in item order.
    ///
    /// Two custom groups are equal only when they share the provider object, so a section
    /// made afresh by a section provider is always laid out again.
    public static func custom(layoutSize: CollectionLayoutSize,
                              itemProvider: @escaping (CustomGroupEnvironment) -> [Rect]) -> Self {
        Self(layoutSize: layoutSize, subitems: [], count: nil, kind: .custom(CustomGroupItemProvider(itemProvider)))
    }

    /// The group as an item of another group.
    public var item: CollectionLayoutItem {
        var item = CollectionLayoutItem(layoutSize: layoutSize, contentInsets: contentInsets)
        item.edgeSpacing = edgeSpacing
        item.group = self
        return item
    }

    func validateContents(at path: String) throws(CompositionalLayoutError) {
        try interItemSpacing.validate(at: path + " interItemSpacing")
        if let count, count < 1 { throw .invalidCount(count, at: path) }
        if case .custom = kind { return }
        guard !subitems.isEmpty else { throw .emptyGroup(at: path) }
        for (i, sub) in subitems.enumerated() {
            try sub.validate(at: "\(path) › \(sub.group == nil ? "item" : "group") \(i)")
        }
    }
}

/// What a custom group's provider knows: the space inside the group.
public struct CustomGroupEnvironment: Sendable {
    /// The group's size less its content insets.
    public var containerSize: Size
}

/// A custom group's closure, boxed so that groups compare by identity.
final class CustomGroupItemProvider: Equatable {
    let provide: (CustomGroupEnvironment) -> [Rect]
    init(_ provide: @escaping (CustomGroupEnvironment) -> [Rect]) { self.provide = provide }
    static func == (a: CustomGroupItemProvider, b: CustomGroupItemProvider) -> Bool { a === b }
}
