import XCTest
@testable import Layout

/// UIKit spellings a port needs: `repeatingSubitem:count:`, lookups by index.
final class CompositionalPortingTests: XCTestCase {
    private func row(repeating cell: CollectionLayoutItem, count: Int, spacing: Double) -> CollectionLayoutGroup {
        var group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: cell, count: count)
        group.interItemSpacing = .fixed(spacing)
        return group
    }

    func testRepeatingSubitemKeepsTheItemsOwnSize() throws {
        let group = row(repeating: item(.absolute(100), .fractionalHeight(1)), count: 3, spacing: 10)
        let result = try XCTUnwrap(pass(CompositionalLayout(section: CollectionLayoutSection(group: group)), 400, 800, [4]))
        // 100 wide each, 10 apart: x 0, 110, 220; the fourth item starts the next group (y 50).
        XCTAssertEqual(frames(result), [rect(0, 0, 100, 50), rect(110, 0, 100, 50), rect(220, 0, 100, 50), rect(0, 50, 100, 50)])
    }

    func testRepeatingSubitemOverflowsAGroupTooSmallForIt() throws {
        let group = row(repeating: item(.absolute(100), .fractionalHeight(1)), count: 5, spacing: 10)
        let result = try XCTUnwrap(pass(CompositionalLayout(section: CollectionLayoutSection(group: group)), 400, 800, [5]))
        // 5 · 100 + 4 · 10 = 540 > 400: the last copies lie past the group's edge, as in UIKit.
        XCTAssertEqual(frames(result).map(\.minX), [0, 110, 220, 330, 440])
    }

    func testSubitemCountStillSharesTheGroupEqually() throws {
        var group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                     subitem: item(.absolute(100), .fractionalHeight(1)), count: 3)
        group.interItemSpacing = .fixed(10)
        let result = try XCTUnwrap(pass(CompositionalLayout(section: CollectionLayoutSection(group: group)), 400, 800, [3]))
        // (400 − 2 · 10) / 3 = 126.667 each, the item's own 100 ignored.
        XCTAssertEqual(frames(result), [rect(0, 0, 126.667, 50), rect(136.667, 0, 126.667, 50), rect(273.333, 0, 126.667, 50)])
    }

    func testLookupsByIndex() throws {
        let badge = CollectionLayoutSupplementaryItem(layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
                                                      containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let cell = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
        var section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [cell]))
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                                                        elementKind: "header", alignment: .top)]
        section.decorationItems = [.background(elementKind: "bg")]
        let layout = CompositionalLayout(section: section)
        let result = try XCTUnwrap(pass(layout, 200, 800, [3, 1]))
        // Section 0: header 30, rows of two 100 × 40; item 2 in the second row at y 30 + 40.
        XCTAssertEqual(result.layoutAttributesForItem(at: ItemIndex(item: 2, section: 0))?.frame, rect(0, 70, 100, 40))
        XCTAssertEqual(result.layoutAttributesForItem(at: ItemIndex(item: 2, section: 0))?.category, .cell)
        XCTAssertEqual(ItemIndex(item: 2, section: 0), ItemIndex(section: 0, item: 2))
        XCTAssertNil(result.layoutAttributesForItem(at: ItemIndex(item: 3, section: 0)))
        XCTAssertNil(result.layoutAttributesForItem(at: ItemIndex(item: 0, section: 2)))
        // Section 1 starts at 30 + 80 = 110; its header is at item 0.
        XCTAssertEqual(result.layoutAttributesForSupplementaryView(ofKind: "header", at: ItemIndex(item: 0, section: 1))?.frame,
                       rect(0, 110, 200, 30))
        // Item 1's badge: its top trailing corner (200 − 10, 30).
        XCTAssertEqual(result.layoutAttributesForSupplementaryView(ofKind: "badge", at: ItemIndex(item: 1, section: 0))?.frame,
                       rect(190, 30, 10, 10))
        XCTAssertNil(result.layoutAttributesForSupplementaryView(ofKind: "header", at: ItemIndex(item: 1, section: 1)))
        XCTAssertNil(result.layoutAttributesForSupplementaryView(ofKind: "bg", at: ItemIndex(item: 0, section: 0)))
        XCTAssertEqual(result.layoutAttributesForDecorationView(ofKind: "bg", at: ItemIndex(item: 0, section: 0))?.frame,
                       rect(0, 0, 200, 110))
    }
}

/// An orthogonal strip's visible items and its handler, as a carousel uses them.
final class CompositionalVisibleItemsTests: XCTestCase {
    func testHandlerSeesTheItemsOnScreenAndTheOffset() throws {
        let card = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(80)),
                                                    subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = CollectionLayoutSection(group: card)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .continuous
        var seen: [(items: [Int], offset: Point, width: Double)] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            seen.append((items.map(\.index.item), offset, environment.container.contentSize.width))
            // Dim what lies left of the screen's middle.
            for item in items where item.center.x - offset.x < environment.container.contentSize.width / 2 { item.alpha = 0.5 }
        }
        let result = try XCTUnwrap(pass(CompositionalLayout(section: section), 300, 600, [5]))
        let items = try XCTUnwrap(result.visibleItems(inSection: 0, scrollOffset: Point(x: 150, y: 0),
                                                      visibleBounds: rect(0, 0, 300, 600)))
        // Cards at x 0, 110, 220, 330, 440; scrolled by 150: −150, −40, 70, 180, 290 — card 0
        // ends at −50, off screen. Centres less 150: 10, 120, 230, 340 against the middle 150.
        XCTAssertEqual(items.map(\.index.item), [1, 2, 3, 4])
        XCTAssertEqual(items.map(\.frame.minX), [110, 220, 330, 440])
        XCTAssertEqual(items.map(\.alpha), [0.5, 0.5, 1, 1])
        XCTAssertEqual(seen.count, 1)
        XCTAssertEqual(seen.first?.offset, Point(x: 150, y: 0))
        XCTAssertEqual(seen.first?.width, 300)
        XCTAssertNil(result.visibleItems(inSection: 1, visibleBounds: rect(0, 0, 300, 600)))
    }

    func testANewHandlerDoesNotLayTheSectionOutAgain() throws {
        let layout = CompositionalLayout { _, _ in
            var section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                                     subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
            section.visibleItemsInvalidationHandler = { _, _, _ in }
            return section
        }
        _ = try XCTUnwrap(pass(layout, 300, 600, [2]))
        _ = try XCTUnwrap(pass(layout, 300, 600, [2]))
        XCTAssertEqual(layout.statistics.sectionsComputed, 1)
        XCTAssertEqual(layout.statistics.sectionsReused, 1)
    }
}
