/// A key for a value a subview carries to its layout (SwiftUI's LayoutValueKey): attach it
/// with ``LayoutContent/layoutValue(key:value:)``, read it with `subview[Key.self]`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 1 }
/// LayoutContent.fixed(Size(width: 40, height: 40)).layoutValue(key: Rank.self, value: 2)
/// ```
public protocol LayoutValueKey {
    associatedtype Value
    /// What a subview that was not given the key reads.
    static var defaultValue: Value { get }
}
