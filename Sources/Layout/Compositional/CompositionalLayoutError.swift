/// Everything a compositional layout refuses, with the place in the description that caused
/// it (`section 2 › group › subitem 0 width`). Nothing is cached from a pass that threw.
public enum CompositionalLayoutError: Error, Equatable, CustomStringConvertible {
    /// A `fractionalWidth` / `fractionalHeight` that is negative, NaN or infinite.
    case invalidFraction(CollectionLayoutDimension, at: String)
    /// An `absolute` size that is negative, NaN or infinite.
    case invalidAbsoluteSize(CollectionLayoutDimension, at: String)
    /// An `estimated` size that is negative, NaN or infinite.
    case invalidEstimatedSize(CollectionLayoutDimension, at: String)
    /// A group whose `count` is below 1: it could never hold an item.
    case invalidCount(Int, at: String)
    /// A group with no subitems, or a custom group whose provider placed no item.
    case emptyGroup(at: String)
    /// A spacing or inset that is negative, NaN or infinite.
    case invalidSpacing(Double, at: String)
    /// The section provider returned nil for a section the layout has items for.
    case noSection(index: Int)
    /// A container size that is negative, NaN or infinite.
    case invalidContainerSize(Size)
    /// A negative number of items in a section.
    case invalidItemCount(Int, section: Int)
    /// Something a horizontally scrolling layout does not lay out: a boundary item (of a
    /// section or of the layout) or an orthogonally scrolling section.
    case unsupportedInHorizontalLayout(at: String)

    public var description: String {
        switch self {
        case let .invalidFraction(d, at):
            return "\(at): \(d) — a fraction must be finite and not negative"
        case let .invalidAbsoluteSize(d, at):
            return "\(at): \(d) — an absolute size must be finite and not negative"
        case let .invalidEstimatedSize(d, at):
            return "\(at): \(d) — an estimate must be finite and not negative"
        case let .invalidCount(n, at):
            return "\(at): count \(n) — a group needs a count of at least 1"
        case let .emptyGroup(at):
            return "\(at): the group has no item to place"
        case let .invalidSpacing(v, at):
            return "\(at): \(fmt(v)) — spacing and insets must be finite and not negative"
        case let .noSection(index):
            return "section \(index): the section provider returned no section"
        case let .invalidContainerSize(size):
            return "container size \(size) — must be finite and not negative"
        case let .invalidItemCount(n, section):
            return "section \(section): \(n) items — a section cannot have a negative number of items"
        case let .unsupportedInHorizontalLayout(at):
            return "\(at): not supported in a horizontally scrolling layout"
        }
    }
}
