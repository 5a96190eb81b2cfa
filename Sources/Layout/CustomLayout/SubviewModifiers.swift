/// What a subview tells its layout besides its size (the modifiers SwiftUI's layouts read:
/// `layoutPriority`, spacing, `layoutValue`, `alignmentGuide`).
public struct SubviewModifiers {
    /// The subview's layout priority (0 unless given; SwiftUI's stacks offer space to higher
    /// priorities first).
    public var priority = 0.0
    /// The space the subview would like around it.
    public var spacing = ViewSpacing()
    /// Layout values by key type.
    var values: [ObjectIdentifier: Any] = [:]
    /// Alignment guides that replace the default ones.
    var horizontalGuides: [HorizontalAlignment: (ViewDimensions) -> Double] = [:]
    var verticalGuides: [VerticalAlignment: (ViewDimensions) -> Double] = [:]

    public init() {}
}

extension LayoutContent {
    /// The content without its modifiers.
    var base: LayoutContent {
        if case let .modified(content, _) = self { return content.base }
        return self
    }

    /// Its modifiers (the outermost wins where two set the same thing).
    var modifiers: SubviewModifiers {
        if case let .modified(_, m) = self { return m }
        return SubviewModifiers()
    }

    private func modifying(_ change: (inout SubviewModifiers) -> Void) -> LayoutContent {
        var m = modifiers
        change(&m)
        return .modified(base, m)
    }

    /// The content with a layout priority (SwiftUI's `layoutPriority(_:)`).
    public func layoutPriority(_ value: Double) -> LayoutContent { modifying { $0.priority = value } }

    /// The content with its own spacing preferences.
    public func spacing(_ value: ViewSpacing) -> LayoutContent { modifying { $0.spacing = value } }

    /// The content carrying `value` for `key` (SwiftUI's `layoutValue(key:value:)`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> LayoutContent {
        modifying { $0.values[ObjectIdentifier(key)] = value }
    }

    /// The content with its own position for a horizontal alignment guide, worked out from
    /// its dimensions (SwiftUI's `alignmentGuide(_:computeValue:)`).
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> LayoutContent {
        modifying { $0.horizontalGuides[guide] = computeValue }
    }

    /// The content with its own position for a vertical alignment guide.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> LayoutContent {
        modifying { $0.verticalGuides[guide] = computeValue }
    }
}
