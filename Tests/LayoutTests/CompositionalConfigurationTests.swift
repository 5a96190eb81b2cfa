import XCTest
@testable import Layout

/// The layout's configuration: horizontal scrolling, spacing between sections, and
/// headers and footers of the whole layout.
final class CompositionalConfigurationTests: XCTestCase {
    private func columns() -> CollectionLayoutSection {
        let column = CollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)),
                                                    subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        var section = CollectionLayoutSection(group: column)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        return section
    }

    func testHorizontalLayoutPutsSectionsSideBySide() throws {
        var config = CompositionalLayoutConfiguration()
        config.scrollDirection = .horizontal
        config.interSectionSpacing = 10
        let layout = CompositionalLayout(section: columns(), configuration: config)
        let result = try XCTUnwrap(pass(layout, 300, 200, [3, 1]))
        // Columns 100 wide of two items 100 high (half of 200). Section 0: inset 5, columns
        // at x 5 and 105; 5 + 200 + 5 = 210 wide. Section 1 at 210 + 10 = 220, its column at 225.
        XCTAssertEqual(frames(result, 0), [rect(5, 0, 100, 100), rect(5, 100, 100, 100), rect(105, 0, 100, 100)])
        XCTAssertEqual(frames(result, 1), [rect(225, 0, 100, 100)])
        XCTAssertEqual(result.sections.map(\.frame), [rect(0, 0, 210, 200), rect(220, 0, 110, 200)])
        XCTAssertEqual(result.contentSize, Size(width: 330, height: 200))
        XCTAssertNil(result.sections[0].orthogonalContentSize)
    }

    func testHorizontalLayoutRightToLeftIsMirrored() throws {
        var config = CompositionalLayoutConfiguration()
        config.scrollDirection = .horizontal
        config.interSectionSpacing = 10
        let result = try CompositionalLayout(section: columns(), configuration: config)
            .layout(in: Size(width: 300, height: 200), itemCounts: [3, 1], traitCollection: TraitCollection(layoutDirection: .rightToLeft))
        // The left-to-right frames mirrored in the content's 330: x → 330 − x − width.
        XCTAssertEqual(frames(result, 0), [rect(225, 0, 100, 100), rect(225, 100, 100, 100), rect(125, 0, 100, 100)])
        XCTAssertEqual(frames(result, 1), [rect(5, 0, 100, 100)])
        XCTAssertEqual(result.sections.map(\.frame), [rect(120, 0, 210, 200), rect(0, 0, 110, 200)])
    }

    func testHorizontalLayoutRefusesSectionHeaders() {
        var section = columns()
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)),
                                                                                        elementKind: "header", alignment: .top)]
        var config = CompositionalLayoutConfiguration()
        config.scrollDirection = .horizontal
        XCTAssertThrowsError(try CompositionalLayout(section: section, configuration: config).layout(in: Size(width: 300, height: 200),
                                                                                                    itemCounts: [1])) {
            XCTAssertEqual($0 as? CompositionalLayoutError, .unsupportedInHorizontalLayout(at: "section 0 header"))
        }
    }

    func testLayoutHeaderAndFooterFrameTheSections() throws {
        var config = CompositionalLayoutConfiguration()
        config.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "top", alignment: .top),
            CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(20)), elementKind: "end", alignment: .bottom),
        ]
        let rows = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                  subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: rows), configuration: config)
        layout.contentInsets = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 0, trailing: 10)
        let result = try layout.layout(in: Size(width: 300, height: 600), itemCounts: [2],
                                       measureSupplementary: { _, _, proposal in Size(width: proposal.width, height: 25) })
        // Effective width 280. Header (10, 5, 280, 40); rows from 5 + 40 = 45; the footer,
        // measured at 25, below them at 145; content 145 + 25 = 170.
        XCTAssertEqual(frames(result), [rect(10, 45, 280, 50), rect(10, 95, 280, 50)])
        XCTAssertEqual(result.boundaryElements.map(\.frame), [rect(10, 5, 280, 40), rect(10, 145, 280, 25)])
        XCTAssertEqual(result.elements(ofKind: "end").map(\.frame), [rect(10, 145, 280, 25)])
        XCTAssertEqual(result.contentSize.height, 170)
    }

    func testPinnedLayoutHeaderStaysInTheVisibleBoundsWithinTheContent() throws {
        var header = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                               elementKind: "top", alignment: .top)
        header.pinToVisibleBounds = true
        var config = CompositionalLayoutConfiguration()
        config.boundarySupplementaryItems = [header]
        let rows = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                  subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let result = try XCTUnwrap(pass(CompositionalLayout(section: CollectionLayoutSection(group: rows), configuration: config), 300, 600, [3]))
        // Content: header 40 + 3 · 50 = 190. Scrolled to 100 the header follows (y 100); scrolled
        // to 170 it stops at 190 − 40 = 150.
        XCTAssertEqual(result.elements(ofKind: "top", visibleBounds: rect(0, 100, 300, 50)).map(\.frame), [rect(0, 100, 300, 40)])
        XCTAssertEqual(result.elements(ofKind: "top", visibleBounds: rect(0, 170, 300, 50)).map(\.frame), [rect(0, 150, 300, 40)])
        XCTAssertEqual(result.elements(ofKind: "top").map(\.frame), [rect(0, 0, 300, 40)])
    }

    func testInterSectionSpacingIsTheConfigurations() throws {
        let layout = CompositionalLayout(section: columns())
        layout.interSectionSpacing = 7
        XCTAssertEqual(layout.configuration.interSectionSpacing, 7)
        layout.configuration.interSectionSpacing = -1
        XCTAssertThrowsError(try layout.layout(in: Size(width: 300, height: 200), itemCounts: [1])) {
            XCTAssertEqual($0 as? CompositionalLayoutError, .invalidSpacing(-1, at: "configuration interSectionSpacing"))
        }
    }
}
