import XCTest
@testable import Layout

/// Malformed descriptions are typed errors that say where and what.
final class CompositionalErrorTests: XCTestCase {
    private func error(_ group: CollectionLayoutGroup, counts: [Int] = [3], container: Size = Size(width: 400, height: 800),
                       file: StaticString = #filePath, line: UInt = #line) -> CompositionalLayoutError? {
        do {
            _ = try CompositionalLayout(section: CollectionLayoutSection(group: group)).layout(in: container, itemCounts: counts)
            XCTFail("no error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    private let full = size(.fractionalWidth(1), .absolute(44))

    func testNegativeFraction() {
        let e = error(.horizontal(layoutSize: full, subitems: [item(.fractionalWidth(-0.5), .fractionalHeight(1))]))
        XCTAssertEqual(e, .invalidFraction(.fractionalWidth(-0.5), at: "section 0 › group › item 0 width"))
        XCTAssertEqual(e?.description, "section 0 › group › item 0 width: fractionalWidth(-0.5) — a fraction must be finite and not negative")
    }

    func testNonFiniteFraction() {
        let e = error(.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(.infinity)), subitems: [item(.absolute(1), .absolute(1))]))
        XCTAssertEqual(e, .invalidFraction(.fractionalHeight(.infinity), at: "section 0 › group height"))
        let nan = error(.horizontal(layoutSize: full, subitems: [item(.fractionalWidth(.nan), .absolute(1))]))
        guard case .invalidFraction? = nan else { return XCTFail("\(String(describing: nan))") }
    }

    func testNegativeAbsoluteSize() {
        let e = error(.horizontal(layoutSize: full, subitems: [item(.absolute(10), .absolute(-4))]))
        XCTAssertEqual(e, .invalidAbsoluteSize(.absolute(-4), at: "section 0 › group › item 0 height"))
        XCTAssertEqual(e?.description, "section 0 › group › item 0 height: absolute(-4) — an absolute size must be finite and not negative")
    }

    func testNegativeEstimate() {
        let e = error(.horizontal(layoutSize: full, subitems: [item(.estimated(-1), .absolute(4))]))
        XCTAssertEqual(e, .invalidEstimatedSize(.estimated(-1), at: "section 0 › group › item 0 width"))
    }

    func testGroupWithCountZero() {
        let e = error(.horizontal(layoutSize: full, subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 0))
        XCTAssertEqual(e, .invalidCount(0, at: "section 0 › group"))
        XCTAssertEqual(e?.description, "section 0 › group: count 0 — a group needs a count of at least 1")
    }

    func testNestedGroupWithCountZeroNamesItsPlace() {
        let inner = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                                   subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: -2)
        let e = error(.horizontal(layoutSize: full, subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1)), inner.item]))
        XCTAssertEqual(e, .invalidCount(-2, at: "section 0 › group › group 1"))
    }

    func testGroupWithoutSubitems() {
        XCTAssertEqual(error(.horizontal(layoutSize: full, subitems: [])), .emptyGroup(at: "section 0 › group"))
    }

    func testNegativeSpacingAndInsets() {
        var group = CollectionLayoutGroup.horizontal(layoutSize: full, subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        group.interItemSpacing = .flexible(-3)
        XCTAssertEqual(error(group), .invalidSpacing(-3, at: "section 0 › group interItemSpacing"))
        XCTAssertEqual(error(.horizontal(layoutSize: full, subitems: [item(.fractionalWidth(1), .fractionalHeight(1), insets: -1)])),
                       .invalidSpacing(-1, at: "section 0 › group › item 0 contentInsets.top"))
    }

    func testBadContainerAndCounts() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: full, subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        XCTAssertEqual(error(group, container: Size(width: .nan, height: 3)).map { "\($0)" }, "container size nan×3 — must be finite and not negative")
        XCTAssertEqual(error(group, counts: [2, -1]), .invalidItemCount(-1, section: 1))
    }

    func testAFailedPassKeepsThePreviousFrames() throws {
        var fail = false
        let layout = CompositionalLayout { _, _ in
            CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(fail ? -1 : 44)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        }
        _ = try XCTUnwrap(pass(layout, 400, 800, [2]))
        fail = true
        XCTAssertThrowsError(try layout.layout(in: Size(width: 500, height: 800), itemCounts: [2]))
        fail = false
        _ = try XCTUnwrap(pass(layout, 400, 800, [2]))
        XCTAssertEqual(layout.statistics.sectionsReused, 1)
    }
}
