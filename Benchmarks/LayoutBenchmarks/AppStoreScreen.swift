import Layout

/// An App Store–like screen of n items in four sections: a list (rows 44 high), a grid of 3
/// columns and one of 5 (rows 0.2 of the content width high), and a strip of 150 × 200 cards
/// scrolling orthogonally. Every item is inset by 2, every section by 20, the cards are 10
/// apart. The three builders (compositional, stacks, plain constraints) describe the same
/// screen; no test checks yet that their frames agree item for item.
enum AppStoreScreen {
    static let height = 844.0
    /// The widths a resize step alternates between.
    static let widths = [390.0, 600.0]
    static let inset = 20.0, itemInset = 2.0, rowHeight = 44.0, gridRowFraction = 0.2
    static let card = Size(width: 150, height: 200), cardSpacing = 10.0

    /// Items per section: a quarter each, the rest to the list.
    static func counts(_ n: Int) -> [Int] {
        let q = n / 4
        return [n - 3 * q, q, q, q]
    }

    static func columns(_ section: Int) -> Int { [1, 3, 5, 1][section] }

    // MARK: Compositional

    static func compositional() -> CompositionalLayout {
        CompositionalLayout { index, _ in
            let section: CollectionLayoutSection
            switch index {
            case 0, 1, 2:
                let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                                                contentInsets: .all(itemInset))
                let height: CollectionLayoutDimension = index == 0 ? .absolute(rowHeight) : .fractionalWidth(gridRowFraction)
                let group = CollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: height),
                                                             subitem: item, count: columns(index))
                section = CollectionLayoutSection(group: group)
            case 3:
                let size = CollectionLayoutSize(widthDimension: .absolute(card.width), heightDimension: .absolute(card.height))
                let item = CollectionLayoutItem(layoutSize: size, contentInsets: .all(itemInset))
                var s = CollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
                s.orthogonalScrollingBehavior = .continuous
                s.interGroupSpacing = cardSpacing
                section = s
            default: return nil
            }
            var s = section
            s.contentInsets = .all(inset)
            return s
        }
    }

    /// A pass of the compositional layout with every frame read back.
    static func layOut(_ layout: CompositionalLayout, width: Double, counts: [Int]) throws -> Double {
        let result = try layout.layout(in: Size(width: width, height: height), itemCounts: counts)
        var sum = 0.0
        for section in result.sections {
            for i in 0..<section.count { sum += section.frame(ofItem: i).maxY }
        }
        return sum
    }
}
