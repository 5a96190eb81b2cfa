/// The traits under which a constraint is active, as Interface Builder installs a constraint
/// for some size classes only: every trait the condition names must match, the others are
/// free. `TraitCondition(horizontalSizeClass: .compact)` is IB's "wC hAny".
///
/// ```swift
/// try title.snp.makeConstraints {
///     $0.top.leading.equalToSuperview().inset(16)
///     $0.trailing.equalToSuperview().inset(16).when(.compactWidth)
///     $0.width.equalTo(400).when(.regularWidth)
/// }
/// ```
/// A trait change activates and deactivates only the constraints whose condition stopped or
/// started to hold (``LayoutEngine/traitCollection``).
public struct TraitCondition: Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public var verticalSizeClass: UserInterfaceSizeClass?
    public var layoutDirection: LayoutDirection?
    /// The content size categories it holds for (nil: any).
    public var contentSizeCategories: ClosedRange<ContentSizeCategory>?

    public init(horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil,
                layoutDirection: LayoutDirection? = nil,
                contentSizeCategories: ClosedRange<ContentSizeCategory>? = nil) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.contentSizeCategories = contentSizeCategories
    }

    public static let compactWidth = TraitCondition(horizontalSizeClass: .compact)
    public static let regularWidth = TraitCondition(horizontalSizeClass: .regular)
    public static let compactHeight = TraitCondition(verticalSizeClass: .compact)
    public static let regularHeight = TraitCondition(verticalSizeClass: .regular)
    public static let leftToRight = TraitCondition(layoutDirection: .leftToRight)
    public static let rightToLeft = TraitCondition(layoutDirection: .rightToLeft)
    /// The five accessibility text sizes.
    public static let accessibilityContentSize =
        TraitCondition(contentSizeCategories: .accessibilityMedium ... .accessibilityExtraExtraExtraLarge)

    /// Whether the traits satisfy the condition.
    public func matches(_ traits: TraitCollection) -> Bool {
        if let h = horizontalSizeClass, h != traits.horizontalSizeClass { return false }
        if let v = verticalSizeClass, v != traits.verticalSizeClass { return false }
        if let d = layoutDirection, d != traits.layoutDirection { return false }
        if let c = contentSizeCategories, !c.contains(traits.preferredContentSizeCategory) { return false }
        return true
    }

    /// Both conditions at once; nil when they name one trait with two different values (no
    /// traits could satisfy both).
    public func combined(with other: TraitCondition) -> TraitCondition? {
        func merge<T: Equatable>(_ a: T?, _ b: T?) -> (T?, Bool) {
            guard let a, let b else { return (a ?? b, true) }
            return (a, a == b)
        }
        let (h, hOK) = merge(horizontalSizeClass, other.horizontalSizeClass)
        let (v, vOK) = merge(verticalSizeClass, other.verticalSizeClass)
        let (d, dOK) = merge(layoutDirection, other.layoutDirection)
        var categories = contentSizeCategories ?? other.contentSizeCategories
        if let a = contentSizeCategories, let b = other.contentSizeCategories {
            guard a.overlaps(b) else { return nil }
            categories = a.clamped(to: b)
        }
        guard hOK, vOK, dOK else { return nil }
        return TraitCondition(horizontalSizeClass: h, verticalSizeClass: v, layoutDirection: d, contentSizeCategories: categories)
    }

    /// `wC hAny`, with the direction and the categories when given.
    public var description: String {
        func letter(_ s: UserInterfaceSizeClass?) -> String {
            switch s {
            case nil, .unspecified?: return "Any"
            case .compact?: return "C"
            case .regular?: return "R"
            }
        }
        var out = "w\(letter(horizontalSizeClass)) h\(letter(verticalSizeClass))"
        if let layoutDirection { out += layoutDirection == .leftToRight ? " ltr" : " rtl" }
        if let c = contentSizeCategories { out += " \(c.lowerBound)…\(c.upperBound)" }
        return out
    }
}
