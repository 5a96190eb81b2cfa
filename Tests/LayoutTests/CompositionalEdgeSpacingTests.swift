import XCTest
@testable import Layout

/// Edge spacing: fixed and flexible space around items in their group.
final class CompositionalEdgeSpacingTests: XCTestCase {
    private func cell(_ w: Double, _ h: Double, _ edges: CollectionLayoutEdgeSpacing) -> CollectionLayoutItem {
        var cell = item(.absolute(w), .absolute(h))
        cell.edgeSpacing = edges
        return cell
    }

    private func rows(_ cell: CollectionLayoutItem, width: Double, count: Int) throws -> [Rect] {
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [cell])
        return frames(try XCTUnwrap(pass(CompositionalLayout(section: CollectionLayoutSection(group: group)), width, 800, [count])))
    }

    func testFlexibleEdgesOnEverySideCentreALoneItem() throws {
        let all = CollectionLayoutSpacing.flexible(0)
        let lone = cell(100, 30, CollectionLayoutEdgeSpacing(leading: all, top: all, trailing: all, bottom: all))
        // A group of one (a repeating group would fit four copies in 400 and leave nothing over).
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: lone, count: 1)
        let result = try XCTUnwrap(pass(CompositionalLayout(section: CollectionLayoutSection(group: group)), 400, 800, [2]))
        // Along: (400 − 100) / 2 = 150 each side; across: (50 − 30) / 2 = 10.
        XCTAssertEqual(frames(result), [rect(150, 10, 100, 30), rect(150, 60, 100, 30)])
    }

    func testFixedEdgesMoveTheItemAndCountTowardsWhatFits() throws {
        let frames = try rows(cell(80, 40, CollectionLayoutEdgeSpacing(leading: .fixed(10), top: .fixed(5), trailing: nil, bottom: nil)),
                              width: 300, count: 4)
        // Each takes 10 + 80 = 90: three fit in 300 (270), the fourth starts the next row (y 50 + 5).
        XCTAssertEqual(frames, [rect(10, 5, 80, 40), rect(100, 5, 80, 40), rect(190, 5, 80, 40), rect(10, 55, 80, 40)])
    }

    func testFlexibleEdgesShareTheLeftover() throws {
        let frames = try rows(cell(80, 50, CollectionLayoutEdgeSpacing(leading: .flexible(10), top: nil, trailing: nil, bottom: nil)),
                              width: 300, count: 3)
        // At their minimum: x 10, 100, 190, ending at 270; the 30 left over gives each of the
        // three flexible edges 10 more: 20, 120, 220.
        XCTAssertEqual(frames.map(\.minX), [20, 120, 220])
    }

    func testNegativeEdgeSpacingIsRefused() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                     subitems: [cell(80, 50, CollectionLayoutEdgeSpacing(leading: .fixed(-1), top: nil,
                                                                                                         trailing: nil, bottom: nil))])
        XCTAssertThrowsError(try CompositionalLayout(section: CollectionLayoutSection(group: group)).layout(in: Size(width: 300, height: 800),
                                                                                                          itemCounts: [1])) {
            XCTAssertEqual($0 as? CompositionalLayoutError, .invalidSpacing(-1, at: "section 0 › group › item 0 edgeSpacing.leading"))
        }
    }
}
