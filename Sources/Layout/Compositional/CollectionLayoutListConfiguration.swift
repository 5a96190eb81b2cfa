/// The element kinds UIKit names for section headers and footers
/// (`UICollectionView.elementKindSectionHeader`, `…Footer`); list sections use them.
public enum CollectionElementKind {
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
}

/// A list described by its look (UICollectionLayoutListConfiguration): full-width rows of
/// estimated height, optional headers and footers. Make a section of it with
/// ``CollectionLayoutSection/list(using:layoutEnvironment:)`` or a whole layout with
/// ``CompositionalLayout/list(using:)``.
///
/// UIKit does not document its list metrics; the ones here (``metrics``) are this project's
/// choice, fixed so that frames can be worked out by hand: rows estimated at 44; headers and
/// footers estimated at 28 in plain lists and 38 otherwise; the insets below.
public struct CollectionLayoutListConfiguration: Hashable, Sendable {
    /// The list's look.
    public enum Appearance: Hashable, Sendable, CaseIterable {
        /// Edge to edge, headers pinned to the top while their section is on screen.
        case plain
        /// Edge to edge, 20 after each section's rows.
        case grouped
        /// 20 from the leading and trailing edges and after each section's rows.
        case insetGrouped
        /// 10 from the leading and trailing edges and after each section's rows.
        case sidebar
        /// A sidebar edge to edge.
        case sidebarPlain
    }

    /// Where a section's header comes from.
    public enum HeaderMode: Hashable, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind ``CollectionElementKind/sectionHeader``.
        case supplementary
        /// The section's first item is its header: laid out as a row like the others.
        case firstItemInSection
    }

    /// Where a section's footer comes from.
    public enum FooterMode: Hashable, Sendable {
        case none
        /// A supplementary view of kind ``CollectionElementKind/sectionFooter``.
        case supplementary
    }

    /// The list's look, which decides its metrics.
    public var appearance: Appearance
    /// No header unless set.
    public var headerMode = HeaderMode.none
    /// No footer unless set.
    public var footerMode = FooterMode.none
    /// Drawn separators have no frames: kept so that code setting it ports as it is.
    public var showsSeparators = true

    public init(appearance: Appearance) { self.appearance = appearance }

    /// The numbers a list of this appearance is laid out with.
    public struct Metrics: Hashable, Sendable {
        public var rowEstimate: Double
        public var headerEstimate: Double
        public var contentInsets: DirectionalEdgeInsets
        public var pinsHeaders: Bool
    }

    /// The row and header estimates, insets and pinning of this appearance.
    public var metrics: Metrics {
        switch appearance {
        case .plain:
            return Metrics(rowEstimate: 44, headerEstimate: 28, contentInsets: DirectionalEdgeInsets(), pinsHeaders: true)
        case .sidebarPlain:
            return Metrics(rowEstimate: 44, headerEstimate: 28, contentInsets: DirectionalEdgeInsets(), pinsHeaders: false)
        case .grouped:
            return Metrics(rowEstimate: 44, headerEstimate: 38, contentInsets: DirectionalEdgeInsets(bottom: 20), pinsHeaders: false)
        case .insetGrouped:
            return Metrics(rowEstimate: 44, headerEstimate: 38,
                           contentInsets: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 20, trailing: 20), pinsHeaders: false)
        case .sidebar:
            return Metrics(rowEstimate: 44, headerEstimate: 38,
                           contentInsets: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 10, trailing: 10), pinsHeaders: false)
        }
    }
}

extension CollectionLayoutSection {
    /// A list section (NSCollectionLayoutSection.list): one row per item, full width,
    /// estimated heights (measure them with the layout's `measure`), and the configuration's
    /// headers and footers (measure those with `measureSupplementary`).
    public static func list(using configuration: CollectionLayoutListConfiguration,
                            layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let m = configuration.metrics
        let row = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                        heightDimension: .estimated(m.rowEstimate)))
        var section = CollectionLayoutSection(group: .vertical(layoutSize: row.layoutSize, subitems: [row]))
        section.contentInsets = m.contentInsets
        let boundarySize = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(m.headerEstimate))
        if configuration.headerMode == .supplementary {
            var header = CollectionLayoutBoundarySupplementaryItem(layoutSize: boundarySize, elementKind: CollectionElementKind.sectionHeader,
                                                                   alignment: .top)
            header.pinToVisibleBounds = m.pinsHeaders
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                CollectionLayoutBoundarySupplementaryItem(layoutSize: boundarySize, elementKind: CollectionElementKind.sectionFooter,
                                                          alignment: .bottom))
        }
        return section
    }
}

extension CompositionalLayout {
    /// A layout whose every section is a list of `configuration`
    /// (UICollectionViewCompositionalLayout.list(using:)).
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CompositionalLayout {
        CompositionalLayout { _, environment in .list(using: configuration, layoutEnvironment: environment) }
    }
}
