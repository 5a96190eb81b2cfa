/// The text size a user chose (UIKit's UIContentSizeCategory), from extra small to the five
/// accessibility sizes. `.large` is the default.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.rawValue < b.rawValue }

    /// Whether it is one of the five accessibility sizes (AX1 … AX5).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The point size of the body text style at this category (Apple's Dynamic Type table:
    /// 14, 15, 16, 17 at the default, 19, 21, 23, then 28, 33, 40, 47, 53 for AX1 … AX5).
    public var bodyPointSize: Double {
        switch self {
        case .extraSmall: return 14
        case .small: return 15
        case .medium: return 16
        case .large: return 17
        case .extraLarge: return 19
        case .extraExtraLarge: return 21
        case .extraExtraExtraLarge: return 23
        case .accessibilityMedium: return 28
        case .accessibilityLarge: return 33
        case .accessibilityExtraLarge: return 40
        case .accessibilityExtraExtraLarge: return 47
        case .accessibilityExtraExtraExtraLarge: return 53
        }
    }

    /// `value` scaled as UIFontMetrics scales it for the body style: in proportion to the body
    /// text's point size at this category against the default (17 points), so 17 at `.large`
    /// is 21 at `.extraExtraLarge` and 28 at `.accessibilityMedium`.
    public func scaledValue(for value: Double) -> Double {
        self == .large ? value : value * bodyPointSize / ContentSizeCategory.large.bodyPointSize
    }

    public var description: String {
        switch self {
        case .extraSmall: return "xS"
        case .small: return "S"
        case .medium: return "M"
        case .large: return "L"
        case .extraLarge: return "XL"
        case .extraExtraLarge: return "XXL"
        case .extraExtraExtraLarge: return "XXXL"
        case .accessibilityMedium: return "AX1"
        case .accessibilityLarge: return "AX2"
        case .accessibilityExtraLarge: return "AX3"
        case .accessibilityExtraExtraLarge: return "AX4"
        case .accessibilityExtraExtraExtraLarge: return "AX5"
        }
    }
}
