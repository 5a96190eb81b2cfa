import XCTest
@testable import Layout

/// List configurations, and headers and footers of estimated size measured like items.
final class CompositionalListTests: XCTestCase {
    private let header = CollectionElementKind.sectionHeader, footer = CollectionElementKind.sectionFooter

    private func elementFrames(_ result: CompositionalLayoutResult, _ kind: String) -> [Rect] {
        result.elements(ofKind: kind).map { $0.frame.rounded() }
    }

    /// Rows measured at 50 + 10 · item, headers at 30, footers at 20.
    func testPlainListMeasuresRowsHeadersAndFooters() throws {
        var config = CollectionLayoutListConfiguration(appearance: .plain)
        config.headerMode = .supplementary
        config.footerMode = .supplementary
        let layout = CompositionalLayout.list(using: config)
        let result = try layout.layout(in: Size(width: 320, height: 600), itemCounts: [2, 1],
                                       measure: { index, proposal in Size(width: proposal.width, height: 50 + 10 * Double(index.item)) },
                                       measureSupplementary: { kind, _, proposal in
                                           Size(width: proposal.width, height: kind == CollectionElementKind.sectionHeader ? 30 : 20)
                                       })
        // Section 0: header 0–30, rows 30–80 and 80–140, footer 140–160.
        // Section 1 from 160: header 160–190, row 190–240, footer 240–260.
        XCTAssertEqual(frames(result, 0), [rect(0, 30, 320, 50), rect(0, 80, 320, 60)])
        XCTAssertEqual(frames(result, 1), [rect(0, 190, 320, 50)])
        XCTAssertEqual(elementFrames(result, header), [rect(0, 0, 320, 30), rect(0, 160, 320, 30)])
        XCTAssertEqual(elementFrames(result, footer), [rect(0, 140, 320, 20), rect(0, 240, 320, 20)])
        XCTAssertEqual(result.contentSize.height, 260)
        // Plain lists pin their headers (this project's choice, as UITableView's plain style).
        XCTAssertEqual(result.elements(ofKind: header).map(\.isPinned), [true, true])
    }

    /// Without measures the estimates stand: rows 44, headers 38; inset by 20 at the sides
    /// and after the rows.
    func testInsetGroupedListUsesItsInsetsAndEstimates() throws {
        var config = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        let result = try XCTUnwrap(pass(.list(using: config), 320, 600, [2, 1]))
        // Header (20, 0, 280, 38); rows from 38; the section ends at 38 + 88 + 20 = 146.
        XCTAssertEqual(frames(result, 0), [rect(20, 38, 280, 44), rect(20, 82, 280, 44)])
        XCTAssertEqual(frames(result, 1), [rect(20, 184, 280, 44)])
        XCTAssertEqual(elementFrames(result, header), [rect(20, 0, 280, 38), rect(20, 146, 280, 38)])
        XCTAssertEqual(result.elements(ofKind: header).map(\.isPinned), [false, false])
        // Section 1 from 146: header 38, one row 44, 20 after it: 146 + 102 = 248.
        XCTAssertEqual(result.contentSize.height, 248)
    }

    /// The first item as header: no supplementary view, every item a row.
    func testFirstItemAsHeaderAddsNoElement() throws {
        var config = CollectionLayoutListConfiguration(appearance: .sidebar)
        config.headerMode = .firstItemInSection
        let result = try XCTUnwrap(pass(.list(using: config), 300, 600, [2]))
        // Inset 10 at the sides: width 280; rows of 44; 10 after them: 98.
        XCTAssertEqual(frames(result), [rect(10, 0, 280, 44), rect(10, 44, 280, 44)])
        XCTAssertTrue(result.elements.isEmpty)
        XCTAssertEqual(result.contentSize.height, 98)
    }

    func testEveryAppearanceHasTheDocumentedInsets() {
        let insets = CollectionLayoutListConfiguration.Appearance.allCases.map {
            CollectionLayoutListConfiguration(appearance: $0).metrics.contentInsets
        }
        XCTAssertEqual(insets, [DirectionalEdgeInsets(), DirectionalEdgeInsets(bottom: 20),
                                DirectionalEdgeInsets(top: 0, leading: 20, bottom: 20, trailing: 20),
                                DirectionalEdgeInsets(top: 0, leading: 10, bottom: 10, trailing: 10), DirectionalEdgeInsets()])
    }
}

/// Badges of estimated size, measured at their item's index.
final class CompositionalEstimatedBadgeTests: XCTestCase {
    func testEstimatedBadgesAreMeasuredAtTheirItem() throws {
        let badge = CollectionLayoutSupplementaryItem(layoutSize: size(.estimated(10), .absolute(12)), elementKind: "badge",
                                                      containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let cell = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [cell])
        var proposals: [Size] = []
        let result = try CompositionalLayout(section: CollectionLayoutSection(group: group))
            .layout(in: Size(width: 200, height: 600), itemCounts: [2], measureSupplementary: { kind, index, proposal in
                proposals.append(proposal)
                return Size(width: 20 + 10 * Double(index.item), height: 99) // the height is absolute: ignored
            })
        // Item 0 (0, 0, 100, 40): a badge 20 wide at its top trailing corner, x 100 − 20 = 80;
        // item 1 (100, 0, 100, 40): 30 wide, x 200 − 30 = 170. Heights stay 12.
        XCTAssertEqual(result.elements(ofKind: "badge").map(\.frame), [rect(80, 0, 20, 12), rect(170, 0, 30, 12)])
        XCTAssertEqual(proposals, [Size(width: 10, height: 12), Size(width: 10, height: 12)])
    }
}
