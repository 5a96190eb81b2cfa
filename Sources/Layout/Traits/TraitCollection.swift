/// A size class: the rough size of the space a layout has along one axis (UIKit's
/// UIUserInterfaceSizeClass). A phone in portrait is compact wide and regular tall; in
/// landscape compact tall; an iPad full screen is regular both ways.
public enum UserInterfaceSizeClass: UInt8, Sendable, Hashable, CustomStringConvertible {
    case unspecified, compact, regular

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .compact: return "compact"
        case .regular: return "regular"
        }
    }
}

/// The environment a layout runs in (UIKit's UITraitCollection, the traits layouts read):
/// the horizontal and vertical size classes, the layout direction and the preferred content
/// size category (Dynamic Type).
///
/// An engine has one (``LayoutEngine/traitCollection``); setting it switches the constraints
/// made for other traits (``TraitCondition``), scales the intrinsic sizes that follow Dynamic
/// Type and calls the handlers registered with ``View/registerForTraitChanges(_:handler:)``.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Where leading and trailing are for views that inherit their direction.
    public var layoutDirection: LayoutDirection
    /// The text size the user chose; `.large` is the default.
    public var preferredContentSizeCategory: ContentSizeCategory

    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified,
                layoutDirection: LayoutDirection = .leftToRight,
                preferredContentSizeCategory: ContentSizeCategory = .large) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The traits in which `other` differs from this collection.
    public func changedTraits(from other: TraitCollection) -> Traits {
        var changed: Traits = []
        if horizontalSizeClass != other.horizontalSizeClass { changed.insert(.horizontalSizeClass) }
        if verticalSizeClass != other.verticalSizeClass { changed.insert(.verticalSizeClass) }
        if layoutDirection != other.layoutDirection { changed.insert(.layoutDirection) }
        if preferredContentSizeCategory != other.preferredContentSizeCategory { changed.insert(.preferredContentSizeCategory) }
        return changed
    }

    /// `wC hR ltr large`: the size classes as Interface Builder abbreviates them.
    public var description: String {
        func letter(_ s: UserInterfaceSizeClass) -> String {
            switch s {
            case .unspecified: return "Any"
            case .compact: return "C"
            case .regular: return "R"
            }
        }
        let direction = layoutDirection == .leftToRight ? "ltr" : "rtl"
        return "w\(letter(horizontalSizeClass)) h\(letter(verticalSizeClass)) \(direction) \(preferredContentSizeCategory)"
    }
}

/// A set of traits, to say which changes a handler wants to hear of.
public struct Traits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let horizontalSizeClass = Traits(rawValue: 1)
    public static let verticalSizeClass = Traits(rawValue: 2)
    public static let layoutDirection = Traits(rawValue: 4)
    public static let preferredContentSizeCategory = Traits(rawValue: 8)
    /// Both size classes.
    public static let sizeClasses: Traits = [.horizontalSizeClass, .verticalSizeClass]
    public static let all: Traits = [.sizeClasses, .layoutDirection, .preferredContentSizeCategory]
}
