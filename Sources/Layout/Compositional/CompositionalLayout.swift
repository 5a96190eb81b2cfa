/// A compositional layout (UICollectionViewCompositionalLayout): sections made of groups made
/// of items, laid out directly (no solver) into frames for every item and a content size.
///
/// ```swift
/// let layout = CompositionalLayout { index, environment in
///     let columns = environment.container.effectiveContentSize.width > 800 ? 6 : 3
///     …
///     return CollectionLayoutSection(group: group)
/// }
/// let result = try layout.layout(in: Size(width: 400, height: 800), itemCounts: [10, 30])
/// result.frame(of: ItemIndex(section: 1, item: 4))
/// ```
///
/// ## Reuse after a resize
/// The layout keeps each section's frames from the last pass with what they were computed
/// from: the section (compared by value; custom groups by their provider object), its item
/// count, and the container dimensions its sizes actually read (a list of absolute heights
/// reads the width, a row of absolute sizes in an orthogonal section reads nothing). A pass
/// asks the section provider again (as UIKit does on invalidation), and reuses a section whose
/// inputs are unchanged: its frames are shared, not recomputed; only its origin moves.
/// ``statistics`` counts both. Measured sizes are not watched: after an item's content
/// changes, call ``invalidateSection(_:)``.
public final class CompositionalLayout {
    /// Makes the section at an index for an environment; nil when there is none.
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    /// Passes and sections laid out, cumulatively.
    public struct Statistics: Hashable, Sendable {
        public var passes = 0
        /// Sections whose frames were computed.
        public var sectionsComputed = 0
        /// Sections whose frames were taken from the previous pass.
        public var sectionsReused = 0
        /// Calls of the section provider.
        public var providerCalls = 0
    }

    private struct CacheEntry {
        var section: CollectionLayoutSection
        var count: Int
        var container: Size
        var traits: TraitCollection
        var layout: SectionLayout

        /// Whether the entry's frames hold for these inputs: the same section and count, the
        /// container dimensions it read, the same direction, and — when its items are
        /// measured — the same content size category (measured sizes follow Dynamic Type).
        func fits(_ section: CollectionLayoutSection, count: Int, container: Size, traits: TraitCollection) -> Bool {
            self.count == count && self.section == section
                && (!layout.dependencies.contains(.width) || self.container.width == container.width)
                && (!layout.dependencies.contains(.height) || self.container.height == container.height)
                && self.traits.layoutDirection == traits.layoutDirection
                && (self.traits.preferredContentSizeCategory == traits.preferredContentSizeCategory
                    || !section.containsEstimate)
        }
    }

    private let provider: SectionProvider
    /// Scroll direction, inter-section spacing, layout-wide headers and footers; changing it
    /// lays every section out again.
    public var configuration: CompositionalLayoutConfiguration { didSet { if configuration != oldValue { invalidate() } } }
    /// Space between consecutive sections (the configuration's).
    public var interSectionSpacing: Double {
        get { configuration.interSectionSpacing }
        set { configuration.interSectionSpacing = newValue }
    }
    /// Insets of the layout's content (the collection view's content insets): the effective
    /// content size the sections see excludes them.
    public var contentInsets = DirectionalEdgeInsets() { didSet { if contentInsets != oldValue { invalidate() } } }
    public private(set) var statistics = Statistics()
    private var cache: [CacheEntry?] = []

    /// A layout whose sections a provider makes per index and environment.
    public init(sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration = .init()) {
        provider = sectionProvider
        self.configuration = configuration
    }

    /// A layout whose every section is `section`.
    public convenience init(section: CollectionLayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// Forgets every section's frames: the next pass computes them all.
    public func invalidate() { cache.removeAll() }

    /// Forgets one section's frames (after its items' measured sizes changed).
    public func invalidateSection(_ index: Int) {
        if cache.indices.contains(index) { cache[index] = nil }
    }

    /// Lays out `itemCounts[s]` items in each section `s` for a container of `containerSize`.
    ///
    /// - Parameters:
    ///   - traitCollection: what the section provider sees in its environment (size classes,
    ///     content size category); with a right-to-left direction every section is mirrored,
    ///     as UIKit lays a compositional layout out by leading and trailing.
    ///   - measure: the measured size of an item whose dimensions are estimated (its
    ///     intrinsic size); without it, estimates are taken as they are.
    ///   - measureSupplementary: the same for headers and footers of estimated size.
    /// - Throws: ``CompositionalLayoutError`` for a bad size or count, a section the provider
    ///   does not make, or a malformed section; the previous pass's frames are kept then.
    /// - Complexity: O(n) for n items in the sections that are computed; O(1) per reused section.
    public func layout(in containerSize: Size, itemCounts: [Int], traitCollection: TraitCollection = TraitCollection(),
                       measure: CollectionItemMeasure? = nil,
                       measureSupplementary: CollectionSupplementaryMeasure? = nil) throws(CompositionalLayoutError) -> CompositionalLayoutResult {
        guard containerSize.width.isFinite, containerSize.height.isFinite,
              containerSize.width >= 0, containerSize.height >= 0 else { throw .invalidContainerSize(containerSize) }
        for (s, n) in itemCounts.enumerated() where n < 0 { throw .invalidItemCount(n, section: s) }
        try configuration.validate()
        let horizontal = configuration.scrollDirection == .horizontal
        let insets = contentInsets
        let effective = Size(width: Swift.max(0, containerSize.width - insets.leading - insets.trailing),
                             height: Swift.max(0, containerSize.height - insets.top - insets.bottom))
        let environment = CollectionLayoutEnvironment(container: .init(contentSize: containerSize, effectiveContentSize: effective,
                                                                       contentInsets: insets),
                                                      traitCollection: traitCollection)
        let direction = traitCollection.layoutDirection
        var newCache: [CacheEntry?] = []
        var sections: [SectionLayout] = []
        var stats = statistics
        let boundary = BoundaryPlacement(items: configuration.boundarySupplementaryItems, width: effective.width, x: insets.leading,
                                         height: effective.height, index: 0, measure: measureSupplementary)
        // Sections follow each other along the scroll direction: y down, or x across.
        var y = insets.top + boundary.headerHeight, x = insets.leading
        for (index, count) in itemCounts.enumerated() {
            stats.providerCalls += 1
            guard let section = provider(index, environment) else { throw .noSection(index: index) }
            var layout: SectionLayout
            if let old = cache.indices.contains(index) ? cache[index] : nil,
               old.fits(section, count: count, container: effective, traits: traitCollection) {
                layout = old.layout
                stats.sectionsReused += 1
            } else {
                layout = try SectionLayout.make(section, index: index, count: count, container: effective,
                                                direction: direction, measure: measure, measureSupplementary: measureSupplementary,
                                                horizontalLayout: horizontal)
                stats.sectionsComputed += 1
            }
            layout.visibleItemsHandler = section.handlerBox
            if horizontal {
                if index > 0 { x += interSectionSpacing }
                layout.origin = Point(x: x, y: insets.top)
                x += layout.size.width
            } else {
                if index > 0 { y += interSectionSpacing }
                layout.origin = Point(x: direction == .leftToRight ? insets.leading : insets.trailing, y: y)
                layout.size.width = effective.width // a section spans the container, whatever its items read
                y += layout.size.height
            }
            sections.append(layout)
            newCache.append(CacheEntry(section: section, count: count, container: effective, traits: traitCollection, layout: layout))
        }
        stats.passes += 1
        statistics = stats
        cache = newCache
        if horizontal {
            let width = x + insets.trailing
            if direction == .rightToLeft {
                // Mirrored: the first section at the right end of the content.
                for k in sections.indices { sections[k].origin.x = width - sections[k].origin.x - sections[k].size.width }
            }
            return CompositionalLayoutResult(sections: sections, contentSize: Size(width: width, height: containerSize.height),
                                             environment: environment)
        }
        let top = insets.top + boundary.headerHeight
        let elements = boundary.frames(contentTop: top - insets.top, contentBottom: y - insets.top).map { item, frame in
            CollectionLayoutElement(category: .supplementary, elementKind: item.elementKind, index: ItemIndex(section: 0, item: 0),
                                    frame: frame.offsetBy(dx: 0, dy: insets.top), zIndex: item.zIndex, isPinned: item.pinToVisibleBounds)
        }
        let pins = elements.indices.compactMap { k in
            elements[k].isPinned ? (element: k, isTop: configuration.boundarySupplementaryItems[k].alignment.isTop) : nil
        }
        return CompositionalLayoutResult(sections: sections, boundaryElements: elements,
                                         contentSize: Size(width: containerSize.width, height: y + boundary.footerHeight + insets.bottom),
                                         environment: environment, boundaryPins: pins)
    }
}
