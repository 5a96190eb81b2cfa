import XCTest
@testable import Layout

/// Every example of the compositional-layout seed, in a 400 × 800 container (1000 wide for
/// the adaptive layout's wide mode), with exact frames.
final class CompositionalSeedTests: XCTestCase {
    func testList() throws {
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                     subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
        let result = try XCTUnwrap(pass(layout, 400, 800, [3]))
        XCTAssertEqual(frames(result), [rect(0, 0, 400, 44), rect(0, 44, 400, 44), rect(0, 88, 400, 44)])
        XCTAssertEqual(result.contentSize, Size(width: 400, height: 132))
    }

    func testFourColumnGrid() throws {
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                     subitems: [item(.fractionalWidth(1.0 / 4.0), .fractionalHeight(1))])
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
        let result = try XCTUnwrap(pass(layout, 400, 800, [6]))
        XCTAssertEqual(frames(result), [rect(0, 0, 100, 44), rect(100, 0, 100, 44), rect(200, 0, 100, 44),
                                        rect(300, 0, 100, 44), rect(0, 44, 100, 44), rect(100, 44, 100, 44)])
        XCTAssertEqual(result.contentSize, Size(width: 400, height: 88))
    }

    func testTwoColumnsWithSpacing() throws {
        let spacing = 10.0
        var group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                     subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)
        group.interItemSpacing = .fixed(spacing)
        var section = CollectionLayoutSection(group: group)
        section.contentInsets = .all(spacing)
        section.interGroupSpacing = spacing
        let result = try XCTUnwrap(pass(CompositionalLayout(section: section), 400, 800, [5]))
        // (380 − 10) / 2 = 185 per item.
        XCTAssertEqual(frames(result), [rect(10, 10, 185, 44), rect(205, 10, 185, 44),
                                        rect(10, 64, 185, 44), rect(205, 64, 185, 44), rect(10, 118, 185, 44)])
        XCTAssertEqual(result.contentSize, Size(width: 400, height: 172))
    }

    func testInsetSquareGridOfFiveColumns() throws {
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
                                                     subitems: [item(.fractionalWidth(0.2), .fractionalHeight(1), insets: 10)])
        let result = try XCTUnwrap(pass(CompositionalLayout(section: CollectionLayoutSection(group: group)), 400, 800, [7]))
        let row0 = (0..<5).map { rect(10 + 80 * Double($0), 10, 60, 60) }
        XCTAssertEqual(frames(result), row0 + [rect(10, 90, 60, 60), rect(90, 90, 60, 60)])
        XCTAssertEqual(result.contentSize, Size(width: 400, height: 160))
    }

    /// The distinct sections and the adaptive ones share the seed's section provider; the
    /// distinct one never enters wide mode.
    private func seedProvider(adaptive: Bool) -> CompositionalLayout.SectionProvider {
        { index, environment in
            guard let kind = SeedSection(rawValue: index) else { return nil }
            let columns = adaptive ? kind.columnCount(for: environment.container.effectiveContentSize.width)
                                   : kind.columnCount(for: 0)
            let item = item(.fractionalWidth(1), .fractionalHeight(1), insets: 2)
            let groupHeight: CollectionLayoutDimension = kind == .list ? .absolute(44) : .fractionalWidth(0.2)
            let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), groupHeight),
                                                         subitem: item, count: columns)
            var section = CollectionLayoutSection(group: group)
            section.contentInsets = .all(20)
            return section
        }
    }

    func testDistinctSections() throws {
        let layout = CompositionalLayout(sectionProvider: seedProvider(adaptive: false))
        let result = try XCTUnwrap(pass(layout, 400, 800, [2, 4, 6]))
        // Content width 360: list rows 44 high; grid rows 0.2 × 360 = 72 high.
        XCTAssertEqual(frames(result, 0), [rect(22, 22, 356, 40), rect(22, 66, 356, 40)])
        XCTAssertEqual(frames(result, 1), [rect(22, 150, 116, 68), rect(142, 150, 116, 68), rect(262, 150, 116, 68),
                                           rect(22, 222, 116, 68)])
        XCTAssertEqual(frames(result, 2), (0..<5).map { rect(22 + 72 * Double($0), 334, 68, 68) } + [rect(22, 406, 68, 68)])
        XCTAssertEqual(result.sections.map(\.origin.y), [0, 128, 312])
        XCTAssertEqual(result.contentSize, Size(width: 400, height: 496))
    }

    func testDistinctSectionsProviderWithoutSectionIsAnError() {
        let layout = CompositionalLayout(sectionProvider: seedProvider(adaptive: false))
        XCTAssertThrowsError(try layout.layout(in: Size(width: 400, height: 800), itemCounts: [1, 1, 1, 1])) { error in
            XCTAssertEqual(error as? CompositionalLayoutError, .noSection(index: 3))
            XCTAssertEqual("\(error)", "section 3: the section provider returned no section")
        }
    }

    func testAdaptiveSectionsDoubleTheColumnsOver800Points() throws {
        let layout = CompositionalLayout(sectionProvider: seedProvider(adaptive: true))
        let narrow = try XCTUnwrap(pass(layout, 400, 800, [2, 6, 10]))
        XCTAssertEqual(frames(narrow, 0), [rect(22, 22, 356, 40), rect(22, 66, 356, 40)])
        XCTAssertEqual(frames(narrow, 1).count, 6)
        XCTAssertEqual(frames(narrow, 1)[3], rect(22, 222, 116, 68))
        XCTAssertEqual(frames(narrow, 2)[5], rect(22, 406, 68, 68))

        let wide = try XCTUnwrap(pass(layout, 1000, 800, [2, 6, 10]))
        // Content width 960: the list has 2 columns of 480, grid 6 columns of 160, grid 10 of 96;
        // grid rows are 0.2 × 960 = 192 high.
        XCTAssertEqual(frames(wide, 0), [rect(22, 22, 476, 40), rect(502, 22, 476, 40)])
        XCTAssertEqual(frames(wide, 1), (0..<6).map { rect(22 + 160 * Double($0), 106, 156, 188) })
        XCTAssertEqual(frames(wide, 2), (0..<10).map { rect(22 + 96 * Double($0), 338, 92, 188) })
        XCTAssertEqual(wide.contentSize, Size(width: 1000, height: 548))
        // 801 is wide, 800 is not: the seed's `width > 800`.
        XCTAssertEqual(try XCTUnwrap(pass(layout, 801, 800, [2, 0, 0])).frames(inSection: 0).count, 2)
        XCTAssertEqual(try XCTUnwrap(pass(layout, 800, 800, [2, 0, 0])).frames(inSection: 0)[1].minX, 22)
    }

    /// The seed's nested groups: a top item over a row of a leading item and a column of two.
    static func nestedSection() -> CollectionLayoutSection {
        let leadingItem = item(.fractionalWidth(0.7), .fractionalHeight(1), insets: 10)
        let trailingItem = item(.fractionalWidth(1), .fractionalHeight(0.3), insets: 10)
        let trailingGroup = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                           subitem: trailingItem, count: 2)
        let bottomNestedGroup = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.6)),
                                                                 subitems: [leadingItem, trailingGroup.item])
        let topItem = item(.fractionalWidth(1), .fractionalHeight(0.3), insets: 10)
        let nestedGroup = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)),
                                                         subitems: [topItem, bottomNestedGroup.item])
        return CollectionLayoutSection(group: nestedGroup)
    }

    /// One nested group's frames at `x`, `y`: the group is 400 × 320 (0.4 of 800).
    private func nestedFrames(x: Double, y: Double) -> [Rect] {
        [rect(x + 10, y + 10, 380, 76),      // top: 400 × 96
         rect(x + 10, y + 106, 260, 172),    // leading: 280 × 192
         rect(x + 290, y + 106, 100, 76),    // trailing column: 120 × 192, two of 96
         rect(x + 290, y + 202, 100, 76)]
    }

    func testNestedGroups() throws {
        let result = try XCTUnwrap(pass(CompositionalLayout(section: Self.nestedSection()), 400, 800, [8]))
        XCTAssertEqual(frames(result), nestedFrames(x: 0, y: 0) + nestedFrames(x: 0, y: 320))
        XCTAssertEqual(result.contentSize, Size(width: 400, height: 640))
        XCTAssertNil(result.sections[0].orthogonalContentSize)
    }

    func testNestedGroupsScrollingOrthogonally() throws {
        var section = Self.nestedSection()
        section.orthogonalScrollingBehavior = .continuous
        let result = try XCTUnwrap(pass(CompositionalLayout(section: section), 400, 800, [10]))
        // The groups go side by side, beyond the container's width; the last is partial.
        XCTAssertEqual(frames(result), nestedFrames(x: 0, y: 0) + nestedFrames(x: 400, y: 0) + nestedFrames(x: 800, y: 0).prefix(2))
        XCTAssertEqual(result.sections[0].orthogonalContentSize, Size(width: 1200, height: 320))
        XCTAssertEqual(result.contentSize, Size(width: 400, height: 320))
    }
}
