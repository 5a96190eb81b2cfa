import XCTest
@testable import Layout

/// Spacing, custom groups, estimated sizes, reuse after a resize, and malformed input.
final class CompositionalBehaviourTests: XCTestCase {
    private func row(_ subitems: [CollectionLayoutItem], height: CollectionLayoutDimension = .absolute(50)) -> CollectionLayoutGroup {
        .horizontal(layoutSize: size(.fractionalWidth(1), height), subitems: subitems)
    }

    func testFlexibleSpacingSharesTheSpaceLeft() throws {
        var group = row([item(.absolute(100), .fractionalHeight(1))])
        group.interItemSpacing = .flexible(10)
        let result = try XCTUnwrap(pass(CompositionalLayout(section: CollectionLayoutSection(group: group)), 400, 800, [4]))
        // Three fit (320 of 400); the 80 left widens the two gaps to 50.
        XCTAssertEqual(frames(result), [rect(0, 0, 100, 50), rect(150, 0, 100, 50), rect(300, 0, 100, 50), rect(0, 50, 100, 50)])
    }

    func testFixedSpacingLeavesTheRestFree() throws {
        var group = row([item(.absolute(100), .fractionalHeight(1))])
        group.interItemSpacing = .fixed(10)
        let result = try XCTUnwrap(pass(CompositionalLayout(section: CollectionLayoutSection(group: group)), 400, 800, [3]))
        XCTAssertEqual(frames(result), [rect(0, 0, 100, 50), rect(110, 0, 100, 50), rect(220, 0, 100, 50)])
    }

    func testAnItemWiderThanItsGroupTakesAGroupOfItsOwn() throws {
        let group = row([item(.absolute(500), .fractionalHeight(1))])
        let result = try XCTUnwrap(pass(CompositionalLayout(section: CollectionLayoutSection(group: group)), 400, 800, [2]))
        XCTAssertEqual(frames(result), [rect(0, 0, 500, 50), rect(0, 50, 500, 50)])
    }

    func testCustomGroupPlacesItsItemsOnADiagonal() throws {
        let group = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(150))) { env in
            let side = env.containerSize.width / 8
            return (0..<3).map { Rect(x: Double($0) * side, y: Double($0) * 50, width: side, height: 50) }
        }
        var section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let result = try XCTUnwrap(pass(CompositionalLayout(section: section), 400, 800, [4]))
        XCTAssertEqual(frames(result), [rect(0, 0, 50, 50), rect(50, 50, 50, 50), rect(100, 100, 50, 50), rect(0, 160, 50, 50)])
        XCTAssertEqual(result.contentSize.height, 310)
    }

    func testCustomGroupThatPlacesNothingIsAnError() {
        let group = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(44))) { _ in [] }
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
        XCTAssertThrowsError(try layout.layout(in: Size(width: 400, height: 800), itemCounts: [1])) {
            XCTAssertEqual($0 as? CompositionalLayoutError, .emptyGroup(at: "section 0 › group"))
        }
    }

    func testVerticalGroupRepeatsDownItsHeight() throws {
        let column = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .absolute(100)),
                                                    subitems: [item(.fractionalWidth(1), .absolute(30))])
        let result = try XCTUnwrap(pass(CompositionalLayout(section: CollectionLayoutSection(group: column)), 400, 800, [4]))
        XCTAssertEqual(frames(result), [rect(0, 0, 200, 30), rect(0, 30, 200, 30), rect(0, 60, 200, 30), rect(0, 100, 200, 30)])
    }

    /// Labels of one, three and two lines: estimated heights settle on their intrinsic heights.
    func testEstimatedHeightsSettleOnMeasuredSizes() throws {
        let labels = [Label(text: "a"), Label(text: "b\nc\nd", numberOfLines: 0), Label(text: "e\nf", numberOfLines: 0)]
        let group = row([item(.fractionalWidth(1), .estimated(44))], height: .estimated(44))
        var section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        let result = try XCTUnwrap(pass(CompositionalLayout(section: section), 400, 800, [3]) { index, _ in
            labels[index.item].intrinsicContentSize
        })
        XCTAssertEqual(frames(result), [rect(0, 0, 400, 20), rect(0, 25, 400, 60), rect(0, 90, 400, 40)])
        XCTAssertEqual(result.contentSize.height, 130)
    }

    /// Tags with estimated widths: each row takes as many as fit their measured widths.
    func testEstimatedWidthsDecideWhatFitsARow() throws {
        let texts = ["hello", "wonderful", "new", "world", "of", "tags"]
        let labels = texts.map { Label(text: $0) } // 8 points a character, 20 high
        var group = row([item(.estimated(60), .fractionalHeight(1))], height: .absolute(20))
        group.interItemSpacing = .fixed(8)
        let result = try XCTUnwrap(pass(CompositionalLayout(section: CollectionLayoutSection(group: group)), 200, 800, [6]) { i, _ in
            labels[i.item].intrinsicContentSize
        })
        // 40 + 8 + 72 + 8 + 24 = 152; "world" (40) would make 200 + … no: 152 + 8 + 40 = 200 fits.
        XCTAssertEqual(frames(result), [rect(0, 0, 40, 20), rect(48, 0, 72, 20), rect(128, 0, 24, 20), rect(160, 0, 40, 20),
                                        rect(0, 20, 16, 20), rect(24, 20, 32, 20)])
    }

    /// A news feed cell: insets of 10 apply across (the width is fractional) but not along
    /// the estimated height, as UIKit ignores insets on an estimated axis.
    func testContentInsetsAreIgnoredAlongAnEstimatedDimension() throws {
        let cell = item(.fractionalWidth(1), .estimated(100), insets: 10)
        var section = CollectionLayoutSection(group: row([cell], height: .estimated(100)))
        section.contentInsets = .all(10)
        let result = try XCTUnwrap(pass(CompositionalLayout(section: section), 375, 800, [2]) { _, _ in
            Size(width: 335, height: 120)
        })
        // x = 10 (section) + 10 (item) = 20; width = 375 − 2·10 − 2·10 = 335;
        // y = 10 (section; the item's top inset is ignored); height = the measured 120.
        // The second cell: 10 + 120 = 130.
        XCTAssertEqual(frames(result), [rect(20, 10, 335, 120), rect(20, 130, 335, 120)])
    }

    func testEstimatesWithoutAMeasureAreTakenAsTheyAre() throws {
        let group = row([item(.fractionalWidth(1), .estimated(44))], height: .estimated(44))
        let result = try XCTUnwrap(pass(CompositionalLayout(section: CollectionLayoutSection(group: group)), 400, 800, [2]))
        XCTAssertEqual(frames(result), [rect(0, 0, 400, 44), rect(0, 44, 400, 44)])
    }

    func testLayoutContentInsetsShrinkTheEnvironment() throws {
        var seen: [Size] = []
        let layout = CompositionalLayout { _, env in
            seen.append(env.container.effectiveContentSize)
            return CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)),
                                                              subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        }
        layout.contentInsets = DirectionalEdgeInsets(top: 5, leading: 20, bottom: 7, trailing: 30)
        layout.interSectionSpacing = 3
        let result = try XCTUnwrap(pass(layout, 400, 800, [1, 1]))
        XCTAssertEqual(seen, [Size(width: 350, height: 788), Size(width: 350, height: 788)])
        XCTAssertEqual(frames(result, 1), [rect(20, 18, 350, 10)])
        XCTAssertEqual(result.contentSize, Size(width: 400, height: 35))
    }
}
