import XCTest
@testable import Layout

/// What a resize recomputes: a section is reused when its section, item count and the
/// container dimensions its sizes read are unchanged.
final class CompositionalReuseTests: XCTestCase {
    /// A list (reads the width), a strip of absolute cards scrolling orthogonally (reads
    /// nothing), and the seed's nested groups (read the height).
    private func makeLayout() -> CompositionalLayout {
        CompositionalLayout { index, _ in
            switch index {
            case 0:
                return CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                                  subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
            case 1:
                var s = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(150), .absolute(200)),
                                                                   subitems: [item(.absolute(150), .absolute(200), insets: 5)]))
                s.orthogonalScrollingBehavior = .groupPaging
                s.interGroupSpacing = 10
                return s
            case 2: return CompositionalSeedTests.nestedSection()
            default: return nil
            }
        }
    }

    func testWidthChangeRecomputesOnlyWidthDependentSections() throws {
        let layout = makeLayout()
        let first = try XCTUnwrap(pass(layout, 400, 800, [3, 5, 4]))
        XCTAssertEqual(layout.statistics.sectionsComputed, 3)
        XCTAssertEqual(first.sections[1].orthogonalContentSize, Size(width: 790, height: 200))

        let wider = try XCTUnwrap(pass(layout, 600, 800, [3, 5, 4]))
        // The list reads the width, and so do the nested groups (fractionalWidth) ; the strip does not.
        XCTAssertEqual(layout.statistics, .init(passes: 2, sectionsComputed: 5, sectionsReused: 1, providerCalls: 6))
        XCTAssertEqual(frames(wider, 1), frames(first, 1))
        XCTAssertEqual(frames(wider, 0), [rect(0, 0, 600, 44), rect(0, 44, 600, 44), rect(0, 88, 600, 44)])
    }

    func testHeightChangeRecomputesOnlyHeightDependentSections() throws {
        let layout = makeLayout()
        _ = try XCTUnwrap(pass(layout, 400, 800, [3, 5, 4]))
        let taller = try XCTUnwrap(pass(layout, 400, 1000, [3, 5, 4]))
        // Only the nested groups (fractionalHeight(0.4) of the container) change: 400 high now.
        XCTAssertEqual(layout.statistics.sectionsComputed, 4)
        XCTAssertEqual(layout.statistics.sectionsReused, 2)
        XCTAssertEqual(taller.sections[2].size, Size(width: 400, height: 400))
        XCTAssertEqual(frames(taller, 2)[0], rect(10, 132 + 200 + 10, 380, 100))
    }

    func testMovedSectionKeepsItsFramesAndMovesItsOrigin() throws {
        let layout = makeLayout()
        let before = try XCTUnwrap(pass(layout, 400, 800, [3, 5, 4]))
        let after = try XCTUnwrap(pass(layout, 400, 800, [4, 5, 4]))
        XCTAssertEqual(layout.statistics.sectionsComputed, 4) // only the list, whose count changed
        XCTAssertEqual(after.sections[1].origin.y, before.sections[1].origin.y + 44)
        XCTAssertEqual(frames(after, 1), frames(before, 1).map { rect($0.minX, $0.minY + 44, $0.width, $0.height) })
    }

    func testInvalidationForcesARecomputation() throws {
        let layout = makeLayout()
        _ = try XCTUnwrap(pass(layout, 400, 800, [3, 5, 4]))
        layout.invalidateSection(1)
        _ = try XCTUnwrap(pass(layout, 400, 800, [3, 5, 4]))
        XCTAssertEqual(layout.statistics.sectionsComputed, 4)
        layout.invalidate()
        _ = try XCTUnwrap(pass(layout, 400, 800, [3, 5, 4]))
        XCTAssertEqual(layout.statistics.sectionsComputed, 7)
    }

    func testCustomGroupsMadeAfreshAreNeverReused() throws {
        let layout = CompositionalLayout { _, _ in
            CollectionLayoutSection(group: .custom(layoutSize: size(.absolute(10), .absolute(10))) { _ in [Rect(x: 0, y: 0, width: 10, height: 10)] })
        }
        _ = try XCTUnwrap(pass(layout, 400, 800, [2]))
        _ = try XCTUnwrap(pass(layout, 400, 800, [2]))
        XCTAssertEqual(layout.statistics.sectionsReused, 0)
    }
}
