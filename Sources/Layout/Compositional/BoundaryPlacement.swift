/// A section's headers and footers: their sizes, the room they take above and below the
/// content, and their frames.
struct BoundaryPlacement {
    let items: [CollectionLayoutBoundarySupplementaryItem]
    /// The width the items' fractions and alignments are relative to, and where it starts.
    let width: Double, x: Double
    private var sizes: [Size] = []
    private(set) var headerHeight = 0.0, footerHeight = 0.0
    private(set) var dependencies: ContainerDependencies = []

    init(section: CollectionLayoutSection, index: Int = 0, container: Size, measure: CollectionSupplementaryMeasure? = nil) {
        let insets = section.contentInsets
        let follow = section.supplementariesFollowContentInsets
        self.init(items: section.boundarySupplementaryItems,
                  width: follow ? Swift.max(0, container.width - insets.leading - insets.trailing) : container.width,
                  x: follow ? insets.leading : 0, height: container.height, index: index, measure: measure)
    }

    /// Items laid out over a width starting at `x`; fractional heights are of `height`.
    init(items: [CollectionLayoutBoundarySupplementaryItem], width: Double, x: Double, height: Double, index: Int,
         measure: CollectionSupplementaryMeasure?) {
        self.items = items
        self.width = width
        self.x = x
        let box = ResolvedBox(width: Extent(value: width, dependencies: .width),
                              height: Extent(value: height, dependencies: .height))
        for item in items {
            var w = box.resolve(item.layoutSize.widthDimension), h = box.resolve(item.layoutSize.heightDimension)
            if item.layoutSize.hasEstimate, let measure {
                // Measured like an item: the estimate proposed, the answer taken where estimated.
                let measured = measure(item.elementKind, ItemIndex(section: index, item: 0), Size(width: w.value, height: h.value))
                if item.layoutSize.widthDimension.isEstimated { w = Extent(value: measured.width, dependencies: []) }
                if item.layoutSize.heightDimension.isEstimated { h = Extent(value: measured.height, dependencies: []) }
                dependencies.insert(.width) // what was measured depends on the width proposed
            }
            dependencies.formUnion(w.dependencies)
            dependencies.formUnion(h.dependencies)
            // An item not as wide as the section is placed by its alignment in that width.
            if w.value != width { dependencies.insert(.width) }
            sizes.append(Size(width: w.value, height: h.value))
            guard item.extendsBoundary else { continue }
            if item.alignment.isTop { headerHeight = Swift.max(headerHeight, h.value) } else { footerHeight = Swift.max(footerHeight, h.value) }
        }
    }

    /// Each header and footer with its frame, relative to the section's top left.
    func frames(contentTop: Double, contentBottom: Double) -> [(CollectionLayoutBoundarySupplementaryItem, Rect)] {
        // `map` of an empty sequence still makes a buffer: most sections have no header.
        guard !sizes.isEmpty else { return [] }
        return zip(items, sizes).map { item, size in
            let dx: Double
            switch item.alignment {
            case .topLeading, .bottomLeading: dx = 0
            case .top, .bottom: dx = (width - size.width) / 2
            case .topTrailing, .bottomTrailing: dx = width - size.width
            }
            let y: Double
            switch (item.alignment.isTop, item.extendsBoundary) {
            case (true, true): y = 0
            case (true, false): y = contentTop
            case (false, true): y = contentBottom
            case (false, false): y = contentBottom - size.height
            }
            return (item, Rect(x: x + dx + item.absoluteOffset.x, y: y + item.absoluteOffset.y,
                               width: size.width, height: size.height))
        }
    }
}
