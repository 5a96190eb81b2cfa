/// A subview's size for a proposal and where its alignment guides fall in it (SwiftUI's
/// ViewDimensions): leading 0, center half, trailing the width (top, center, bottom in the
/// height), unless the subview set a guide of its own.
public struct ViewDimensions {
    public let width: Double
    public let height: Double
    let modifiers: SubviewModifiers

    /// The guide's offset from the subview's leading (top) edge.
    public subscript(guide: HorizontalAlignment) -> Double {
        self[explicit: guide] ?? guide.offset(0, in: width)
    }

    public subscript(guide: VerticalAlignment) -> Double {
        self[explicit: guide] ?? guide.offset(0, in: height)
    }

    /// The guide's offset when the subview set it, nil otherwise.
    public subscript(explicit guide: HorizontalAlignment) -> Double? {
        modifiers.horizontalGuides[guide].map { $0(ViewDimensions(width: width, height: height, modifiers: SubviewModifiers())) }
    }

    public subscript(explicit guide: VerticalAlignment) -> Double? {
        modifiers.verticalGuides[guide].map { $0(ViewDimensions(width: width, height: height, modifiers: SubviewModifiers())) }
    }
}

extension LayoutSubview {
    /// The subview's spacing preferences (``ViewSpacing/defaultSpacing`` on every edge unless
    /// it was given its own).
    public var spacing: ViewSpacing { storage.contents[index].modifiers.spacing }

    /// The subview's layout priority (0 unless it was given one).
    public var priority: Double { storage.contents[index].modifiers.priority }

    /// The value the subview carries for `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        storage.contents[index].modifiers.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// The subview's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height, modifiers: storage.contents[index].modifiers)
    }
}
