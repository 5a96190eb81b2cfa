import Layout
import XCTest
@testable import InterfaceBuilder

/// The fixtures solved and compared with the frames computed by hand and stored in them.
final class IBFrameComparisonTests: XCTestCase {
    private func report(_ name: String) throws -> IBSceneReport {
        let reports = IBFrameComparison.compare(try Fixtures.document(name))
        XCTAssertEqual(reports.count, 1)
        return try XCTUnwrap(reports.first)
    }

    private func flags(_ report: IBSceneReport) -> [String: IBFrameFlag] {
        Dictionary(uniqueKeysWithValues: report.rows.map { ($0.id, $0.flag) })
    }

    func testLoginFormMatchesButTheMisplacedDivider() throws {
        let r = try report("LoginForm.storyboard")
        XCTAssertEqual(r.findings, [])
        XCTAssertEqual(r.diagnostics, [])
        XCTAssertEqual(r.rows.map(\.id), ["root-login", "title", "email", "password", "login", "forgot", "divider", "footer"])
        XCTAssertEqual(r.rows.filter { $0.flag != .match }.map(\.id), ["divider"])
        XCTAssertEqual(flags(r)["divider"], .misplaced)
        XCTAssertEqual(r.rows[6].frame, Rect(x: 16, y: 357.5, width: 343, height: 1))
        XCTAssertEqual(r.rows[7].frame, Rect(x: 87.5, y: 630.5, width: 200, height: 20.5))
    }

    func testSettingsCellSnapsCentredItemsToThirds() throws {
        let r = try report("SettingsCell.xib")
        XCTAssertEqual(r.findings, [])
        XCTAssertEqual(r.rows.map(\.id), ["cell", "content", "icon", "title", "toggle"])
        for row in r.rows { XCTAssertEqual(row.flag, .match, "\(row.id): \(row.frame) vs \(row.stored!)") }
        XCTAssertEqual(r.rows[3].frame.rounded(), Rect(x: 56, y: 16, width: 107, height: 20.333))
        XCTAssertEqual(r.rows[4].frame.rounded(), Rect(x: 329, y: 10.667, width: 51, height: 31))
    }

    func testProfileHeaderStack() throws {
        let r = try report("ProfileHeader.xib")
        XCTAssertEqual(r.findings, [])
        XCTAssertEqual(r.rows.map(\.id), ["header", "avatar", "info", "name", "handle", "badge", "follow"])
        for row in r.rows where row.id != "badge" { XCTAssertEqual(row.flag, .match, "\(row.id): \(row.frame) vs \(row.stored!)") }
        XCTAssertEqual(r.rows[5].flag, .hidden)
        XCTAssertEqual(r.diagnostics, [], "a hidden view's free position is no diagnostic")
        XCTAssertEqual(r.rows[2].frame.rounded(), Rect(x: 16, y: 116, width: 361, height: 48.333))
    }

    func testAdaptiveDetailInCompactWidth() throws {
        let r = try report("AdaptiveDetail.storyboard")
        XCTAssertEqual(r.findings, [])
        XCTAssertEqual(r.rows.map(\.flag), [.match, .match, .match])
        XCTAssertEqual(r.rows[1].frame, Rect(x: 0, y: 20, width: 375, height: 211))
        XCTAssertEqual(r.rows[2].frame, Rect(x: 16, y: 247, width: 343, height: 61))
    }

    func testAdaptiveDetailInRegularWidth() throws {
        let document = try Fixtures.document("AdaptiveDetail.storyboard")
        let layout = try XCTUnwrap(IBSceneBuilder(document: document, scene: document.scenes[0]).build())
        layout.engine.traitCollection = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        try layout.engine.layoutIfNeeded()
        XCTAssertEqual(layout.views["hero"]?.frame, Rect(x: 0, y: 20, width: 187.5, height: 105.46875))
        XCTAssertEqual(layout.views["body"]?.frame, Rect(x: 16, y: 149.46875, width: 343, height: 61))
    }

    func testPixelGridRoundsHalfUp() {
        let grid = IBPixelGrid(scale: 3)
        XCTAssertEqual(grid.snap(15.833333333333334), 16)
        XCTAssertEqual(grid.snap(10.5), 32.0 / 3)
        XCTAssertEqual(IBPixelGrid(scale: 2).snap(230.9375), 231)
        XCTAssertEqual(IBPixelGrid(scale: 2).snap(-0.2), 0)
    }
}

/// A user's intrinsic size in place of the stored frame's.
final class IBIntrinsicOverrideTests: XCTestCase {
    func testAnOverrideMovesWhatHangsOnIt() throws {
        let document = try Fixtures.document("LoginForm.storyboard")
        let rows = try XCTUnwrap(IBFrameComparison.compare(document, ambiguity: false,
                                                          intrinsicSizes: ["title": Size(width: 200, height: 40)]).first?.rows)
        let byID = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0) })
        XCTAssertEqual(byID["title"]?.frame, Rect(x: 87.5, y: 60, width: 200, height: 40))
        XCTAssertEqual(byID["email"]?.frame, Rect(x: 16, y: 132, width: 343, height: 44))
        XCTAssertEqual(rows.filter { $0.flag == .differs }.map(\.id), ["title", "email", "password", "login", "forgot"])
    }
}
