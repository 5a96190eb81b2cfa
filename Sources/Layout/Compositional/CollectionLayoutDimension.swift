/// One dimension of a compositional item or group (NSCollectionLayoutDimension).
///
/// Fractions are relative to the container the item sits in: a group for an item, the
/// section's content area for a top-level group.
public enum CollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
    /// A fraction of the container's width (0.25: a quarter of it).
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// A fixed number of points.
    case absolute(Double)
    /// A first guess, replaced by the item's measured size (its intrinsic size) when the
    /// layout is given a way to measure; the enclosing groups settle on what was measured.
    case estimated(Double)

    var isEstimated: Bool { if case .estimated = self { return true } else { return false } }

    public var description: String {
        switch self {
        case let .fractionalWidth(f): return "fractionalWidth(\(fmt(f)))"
        case let .fractionalHeight(f): return "fractionalHeight(\(fmt(f)))"
        case let .absolute(v): return "absolute(\(fmt(v)))"
        case let .estimated(v): return "estimated(\(fmt(v)))"
        }
    }

    /// - Throws: ``CompositionalLayoutError`` for a negative or non-finite value.
    func validate(at path: String) throws(CompositionalLayoutError) {
        switch self {
        case let .fractionalWidth(f), let .fractionalHeight(f):
            guard f.isFinite, f >= 0 else { throw .invalidFraction(self, at: path) }
        case let .absolute(v):
            guard v.isFinite, v >= 0 else { throw .invalidAbsoluteSize(self, at: path) }
        case let .estimated(v):
            guard v.isFinite, v >= 0 else { throw .invalidEstimatedSize(self, at: path) }
        }
    }
}

/// The width and height of an item or a group (NSCollectionLayoutSize).
public struct CollectionLayoutSize: Hashable, Sendable {
    public var widthDimension: CollectionLayoutDimension
    public var heightDimension: CollectionLayoutDimension

    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    var hasEstimate: Bool { widthDimension.isEstimated || heightDimension.isEstimated }

    func validate(at path: String) throws(CompositionalLayoutError) {
        try widthDimension.validate(at: path + " width")
        try heightDimension.validate(at: path + " height")
    }
}

/// The space between the items of a group (NSCollectionLayoutSpacing).
public enum CollectionLayoutSpacing: Hashable, Sendable {
    /// Exactly this much between neighbours.
    case fixed(Double)
    /// At least this much; the space the items leave free is shared among the gaps.
    case flexible(Double)

    var value: Double {
        switch self { case let .fixed(v), let .flexible(v): return v }
    }

    func validate(at path: String) throws(CompositionalLayoutError) {
        guard value.isFinite, value >= 0 else { throw .invalidSpacing(value, at: path) }
    }
}
