import Harness
import Layout

/// Two layouts written as UIKit's samples write them, at n items in sections of 100:
///
/// - `list-layout`: an inset-grouped list (`CompositionalLayout.list(using:)`) with
///   supplementary headers; rows measured at 44, 54 or 64 (item mod 3), headers at 30. The
///   resize step alternates the width between 390 and 600 (every section reads the width).
/// - `horizontal-layout`: a horizontally scrolling layout of columns 120 wide holding two
///   items, each half the container's height, 8 apart. The resize step alternates the
///   container between 390 × 300 and 600 × 400 (every section reads the height).
///
/// Phases: build (the layout object), layout (the first pass, every frame read back), resize.
enum PortedCompositionalSuite {
    static let resizeSteps = 4
    static let sectionSize = 100

    static func counts(_ n: Int) -> [Int] {
        stride(from: 0, to: n, by: sectionSize).map { Swift.min(sectionSize, n - $0) }
    }

    static func list() -> CompositionalLayout {
        var config = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        return .list(using: config)
    }

    static func horizontal() -> CompositionalLayout {
        let cell = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .fractionalHeight(1)),
                                                    subitems: [cell])
        var section = CollectionLayoutSection(group: column)
        section.interGroupSpacing = 8
        var config = CompositionalLayoutConfiguration()
        config.scrollDirection = .horizontal
        config.interSectionSpacing = 20
        return CompositionalLayout(section: section, configuration: config)
    }

    static let listSizes = [Size(width: 390, height: 844), Size(width: 600, height: 844)]
    static let horizontalSizes = [Size(width: 390, height: 300), Size(width: 600, height: 400)]

    static func register(into registry: inout BenchmarkRegistry) {
        let workloads: [(String, () -> CompositionalLayout, [Size])] = [
            ("list-layout", list, listSizes), ("horizontal-layout", horizontal, horizontalSizes),
        ]
        for (workload, make, sizes) in workloads {
            for n in [1_000, 10_000, 100_000] {
                let level: SuiteLevel = n <= 10_000 ? .default : .full
                registry.register(workload: workload, variant: "compositional", n: n, suite: level,
                                  phases: [.build, "layout", .resize]) { context in
                    let counts = counts(n)
                    let layout = context.measure(.build) { make() }
                    context.blackHole(try context.measure("layout") { try layOut(layout, in: sizes[0], counts: counts) })
                    for step in 1...resizeSteps {
                        context.blackHole(try context.measure(.resize) { try layOut(layout, in: sizes[step % 2], counts: counts) })
                    }
                }
            }
        }
    }

    /// One pass, every item's frame and every header read back.
    static func layOut(_ layout: CompositionalLayout, in size: Size, counts: [Int]) throws -> Double {
        let result = try layout.layout(in: size, itemCounts: counts,
                                       measure: { index, proposal in Size(width: proposal.width, height: 44 + Double(index.item % 3) * 10) },
                                       measureSupplementary: { _, _, proposal in Size(width: proposal.width, height: 30) })
        var sum = 0.0
        for section in result.sections {
            for i in 0..<section.count { sum += section.frame(ofItem: i).maxX + section.frame(ofItem: i).maxY }
        }
        for element in result.elements { sum += element.frame.maxY }
        return sum
    }
}
