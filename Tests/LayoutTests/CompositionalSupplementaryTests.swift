import XCTest
@testable import Layout

/// Compositional layouts as apps write them: section headers and footers (pinned or not),
/// section backgrounds, item badges, right-to-left, and the trait collection in the section
/// provider's environment. Frames follow UIKit's documented behaviour: a boundary item that
/// extends its section takes room of its own and keeps within the section's content insets
/// by default; an anchor places a supplementary item inside its item's edges, then moves it
/// by a fraction of its own size; a background spans the section less its insets.
final class CompositionalSupplementaryTests: XCTestCase {
    private func header(_ height: Double, pinned: Bool = false, extends: Bool = true,
                        alignment: RectAlignment = .top, kind: String = "header",
                        width: CollectionLayoutDimension = .fractionalWidth(1)) -> CollectionLayoutBoundarySupplementaryItem {
        var item = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(width, .absolute(height)),
                                                             elementKind: kind, alignment: alignment)
        item.pinToVisibleBounds = pinned
        item.extendsBoundary = extends
        return item
    }

    /// Rows of 44, the section inset 10 above and below and 16 at the sides.
    private func listSection(_ boundary: [CollectionLayoutBoundarySupplementaryItem]) -> CollectionLayoutSection {
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                     subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.boundarySupplementaryItems = boundary
        return section
    }

    private func frames(ofKind kind: String, _ result: CompositionalLayoutResult, visible: Rect? = nil) -> [Rect] {
        result.elements(ofKind: kind, visibleBounds: visible).map { $0.frame.rounded() }
    }

    func testHeadersAndFootersTakeRoomOfTheirOwnWithinTheContentInsets() throws {
        let section = listSection([header(30), header(20, alignment: .bottom, kind: "footer")])
        let result = try XCTUnwrap(pass(CompositionalLayout(section: section), 400, 800, [3, 1]))
        XCTAssertEqual(frames(ofKind: "header", result), [rect(16, 0, 368, 30), rect(16, 202, 368, 30)])
        // Below the header: the top inset, then the rows.
        XCTAssertEqual(Array(LayoutTests.frames(result).prefix(2)), [rect(16, 40, 368, 44), rect(16, 84, 368, 44)])
        // 30 + 10 + 3 × 44 + 10 = 182: the footer, then the section ends at 202.
        XCTAssertEqual(frames(ofKind: "footer", result), [rect(16, 182, 368, 20), rect(16, 296, 368, 20)])
        XCTAssertEqual(result.sections.map(\.frame.height), [202, 114])
        XCTAssertEqual(result.contentSize, Size(width: 400, height: 316))
        XCTAssertEqual(result.elements.first?.index, ItemIndex(section: 0, item: 0))
    }

    func testSupplementariesCanSpanTheWholeSection() throws {
        var section = listSection([header(30, alignment: .topTrailing, width: .fractionalWidth(0.5)), header(30)])
        section.supplementariesFollowContentInsets = false
        let result = try XCTUnwrap(pass(CompositionalLayout(section: section), 400, 800, [1]))
        XCTAssertEqual(frames(ofKind: "header", result), [rect(200, 0, 200, 30), rect(0, 0, 400, 30)])
    }

    func testAHeaderThatDoesNotExtendTheSectionLiesOverItsContent() throws {
        let section = listSection([header(30, extends: false), header(20, extends: false, alignment: .bottom, kind: "footer")])
        let result = try XCTUnwrap(pass(CompositionalLayout(section: section), 400, 800, [3]))
        XCTAssertEqual(frames(ofKind: "header", result), [rect(16, 0, 368, 30)])
        XCTAssertEqual(frames(ofKind: "footer", result), [rect(16, 132, 368, 20)])
        XCTAssertEqual(LayoutTests.frames(result).first, rect(16, 10, 368, 44))
        XCTAssertEqual(result.contentSize.height, 152)
    }

    /// A pinned header stays at the top of the visible bounds while its section is on
    /// screen, and is pushed up by the section's end; an unpinned one scrolls away.
    func testPinnedHeadersStayAtTheTopOfTheVisibleBounds() throws {
        let section = listSection([header(30, pinned: true), header(24, kind: "plain")])
        let result = try XCTUnwrap(pass(CompositionalLayout(section: section), 400, 800, [10, 10]))
        // Each section: 30 + 10 + 440 + 10 = 490 high.
        XCTAssertEqual(result.sections.map(\.origin.y), [0, 490])
        func headers(at y: Double) -> [Rect] { frames(ofKind: "header", result, visible: rect(0, y, 400, 300)) }
        XCTAssertEqual(headers(at: 0), [rect(16, 0, 368, 30), rect(16, 490, 368, 30)])
        XCTAssertEqual(headers(at: 100), [rect(16, 100, 368, 30), rect(16, 490, 368, 30)])
        // The end of section 0 (490) pushes its header up: at most 490 − 30.
        XCTAssertEqual(headers(at: 475), [rect(16, 460, 368, 30), rect(16, 490, 368, 30)])
        XCTAssertEqual(headers(at: 700), [rect(16, 460, 368, 30), rect(16, 700, 368, 30)])
        XCTAssertEqual(frames(ofKind: "plain", result, visible: rect(0, 100, 400, 300)), [rect(16, 0, 368, 24), rect(16, 490, 368, 24)])
        XCTAssertEqual(result.elements(visibleBounds: rect(0, 100, 400, 300)).filter(\.isPinned).count, 2)
    }

    func testPinnedFootersStayAtTheBottomOfTheVisibleBounds() throws {
        let section = listSection([header(20, pinned: true, alignment: .bottom, kind: "footer")])
        let result = try XCTUnwrap(pass(CompositionalLayout(section: section), 400, 800, [10]))
        // The section: 10 + 440 + 10, then the footer at 460.
        XCTAssertEqual(frames(ofKind: "footer", result), [rect(16, 460, 368, 20)])
        XCTAssertEqual(frames(ofKind: "footer", result, visible: rect(0, 0, 400, 300)), [rect(16, 280, 368, 20)])
        XCTAssertEqual(frames(ofKind: "footer", result, visible: rect(0, 300, 400, 300)), [rect(16, 460, 368, 20)])
    }

    func testASectionBackgroundSpansTheSectionLessItsInsets() throws {
        var section = listSection([header(30)])
        var background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = .all(5)
        section.decorationItems = [background]
        let result = try XCTUnwrap(pass(CompositionalLayout(section: section), 400, 800, [3, 2]))
        let backgrounds = result.elements(ofKind: "background")
        XCTAssertEqual(backgrounds.map { $0.frame.rounded() }, [rect(5, 5, 390, 172), rect(5, 187, 390, 128)])
        XCTAssertEqual(backgrounds.map(\.category), [.decoration, .decoration])
        XCTAssertEqual(backgrounds.map(\.zIndex), [-1, -1])
    }

    /// Apple's badge example: a 20 × 20 badge on each item's top trailing corner, moved out
    /// by 30% of its size.
    func testBadgesAreAnchoredToTheirItems() throws {
        let badge = CollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                      containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing],
                                                                                              fractionalOffset: Point(x: 0.3, y: -0.3)))
        let strip = CollectionLayoutSupplementaryItem(layoutSize: size(.fractionalWidth(0.5), .absolute(4)), elementKind: "strip",
                                                      containerAnchor: CollectionLayoutAnchor(edges: [.bottom], absoluteOffset: Point(x: 0, y: 2)))
        let cell = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)),
                                        contentInsets: .all(5), supplementaryItems: [badge, strip])
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [cell])
        let result = try XCTUnwrap(pass(CompositionalLayout(section: CollectionLayoutSection(group: group)), 400, 800, [6]))
        XCTAssertEqual(LayoutTests.frames(result)[5], rect(105, 105, 90, 90))
        let badges = result.elements(ofKind: "badge")
        XCTAssertEqual(badges.count, 6)
        // Item 0 at (5, 5, 90, 90): 95 − 20 + 6 = 81 across, 5 − 6 = −1 down.
        XCTAssertEqual(badges[0].frame.rounded(), rect(81, -1, 20, 20))
        XCTAssertEqual(badges[5].frame.rounded(), rect(181, 99, 20, 20))
        XCTAssertEqual(badges[5].index, ItemIndex(section: 0, item: 5))
        XCTAssertEqual(badges[5].zIndex, 1)
        XCTAssertEqual(result.elements(ofKind: "strip")[1].frame.rounded(), rect(127.5, 93, 45, 4))
    }

    func testBadgesOfMeasuredItems() throws {
        let badge = CollectionLayoutSupplementaryItem(layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
                                                      containerAnchor: CollectionLayoutAnchor(edges: [.top, .leading]))
        let cell = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(40)), supplementaryItems: [badge])
        let group = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [cell])
        let result = try XCTUnwrap(pass(CompositionalLayout(section: CollectionLayoutSection(group: group)), 300, 800, [3],
                                        measure: { index, proposal in Size(width: proposal.width, height: 20 + 10 * Double(index.item)) }))
        XCTAssertEqual(frames(ofKind: "badge", result), [rect(0, 0, 10, 10), rect(0, 20, 10, 10), rect(0, 50, 10, 10)])
    }

    /// Right to left: a compositional layout is laid out by leading and trailing, so every
    /// section is mirrored — the first column on the right, a leading header on the right,
    /// a trailing badge on the left — and the layout's leading inset is on the right.
    func testRightToLeftMirrorsEverySection() throws {
        let badge = CollectionLayoutSupplementaryItem(layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
                                                      containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let cell = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [cell])
        var section = CollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [header(20, alignment: .topLeading, width: .absolute(100))]
        let layout = CompositionalLayout(section: section)
        layout.contentInsets = DirectionalEdgeInsets(leading: 10, trailing: 30)
        let ltr = try layout.layout(in: Size(width: 340, height: 600), itemCounts: [4])
        XCTAssertEqual(LayoutTests.frames(ltr), [rect(10, 20, 100, 50), rect(110, 20, 100, 50), rect(210, 20, 100, 50), rect(10, 70, 100, 50)])
        XCTAssertEqual(frames(ofKind: "header", ltr), [rect(10, 0, 100, 20)])
        XCTAssertEqual(frames(ofKind: "badge", ltr).first, rect(100, 20, 10, 10))
        let rtl = try layout.layout(in: Size(width: 340, height: 600), itemCounts: [4],
                                    traitCollection: TraitCollection(layoutDirection: .rightToLeft))
        XCTAssertEqual(LayoutTests.frames(rtl), [rect(230, 20, 100, 50), rect(130, 20, 100, 50), rect(30, 20, 100, 50), rect(230, 70, 100, 50)])
        XCTAssertEqual(frames(ofKind: "header", rtl), [rect(230, 0, 100, 20)])
        XCTAssertEqual(frames(ofKind: "badge", rtl).first, rect(230, 20, 10, 10))
        XCTAssertEqual(layout.statistics.sectionsComputed, 2, "a change of direction lays the section out again")
    }

    /// The seed's adaptive sections: the group height comes from the vertical size class
    /// (44 in compact height, a fifth of the width otherwise), the columns from the width.
    func testTheSeedsSectionProviderReadsTheVerticalSizeClass() throws {
        let layout = CompositionalLayout { index, environment in
            guard let kind = SeedSection(rawValue: index) else { return nil }
            let columns = kind.columnCount(for: environment.container.effectiveContentSize.width)
            let groupHeight: CollectionLayoutDimension = environment.traitCollection.verticalSizeClass == .compact
                ? .absolute(44) : .fractionalWidth(0.2)
            let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), groupHeight),
                                                         subitem: item(.fractionalWidth(1), .fractionalHeight(1), insets: 2), count: columns)
            var section = CollectionLayoutSection(group: group)
            section.contentInsets = .all(20)
            return section
        }
        let portrait = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        let tall = try layout.layout(in: Size(width: 400, height: 800), itemCounts: [1, 3], traitCollection: portrait)
        // Content width 360: a list row a fifth of it (72), three columns of 120.
        XCTAssertEqual(LayoutTests.frames(tall, 0), [rect(22, 22, 356, 68)])
        XCTAssertEqual(LayoutTests.frames(tall, 1), [rect(22, 134, 116, 68), rect(142, 134, 116, 68), rect(262, 134, 116, 68)])
        let landscape = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)
        let wide = try layout.layout(in: Size(width: 1000, height: 400), itemCounts: [1, 3], traitCollection: landscape)
        // Content width 960, wide mode: two list columns, six grid columns; rows of 44.
        XCTAssertEqual(LayoutTests.frames(wide, 0), [rect(22, 22, 476, 40)])
        XCTAssertEqual(LayoutTests.frames(wide, 1), [rect(22, 106, 156, 40), rect(182, 106, 156, 40), rect(342, 106, 156, 40)])
    }

    func testAContentSizeChangeLaysOutOnlyTheMeasuredSectionsAgain() throws {
        let fixed = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                     subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let measured = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                      subitems: [item(.fractionalWidth(1), .estimated(44))])
        let layout = CompositionalLayout { index, _ in CollectionLayoutSection(group: index == 0 ? fixed : measured) }
        var category = ContentSizeCategory.large
        let measure: CollectionItemMeasure = { _, proposal in Size(width: proposal.width, height: category.scaledValue(for: 17)) }
        _ = try layout.layout(in: Size(width: 300, height: 600), itemCounts: [2, 2], measure: measure)
        category = .accessibilityMedium
        let result = try layout.layout(in: Size(width: 300, height: 600), itemCounts: [2, 2],
                                       traitCollection: TraitCollection(preferredContentSizeCategory: category), measure: measure)
        XCTAssertEqual(LayoutTests.frames(result, 1), [rect(0, 88, 300, 28), rect(0, 116, 300, 28)])
        XCTAssertEqual(layout.statistics.sectionsReused, 1)
        XCTAssertEqual(layout.statistics.sectionsComputed, 3)
    }
}
