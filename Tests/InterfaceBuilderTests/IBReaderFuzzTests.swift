import Foundation
import XCTest
@testable import InterfaceBuilder

/// Truncated and mutated copies of the test documents: each one is read into a document or
/// refused with an ``IBError``, and every document read also solves; nothing crashes.
final class IBReaderFuzzTests: XCTestCase {
    /// SplitMix64: the same mutations on every run.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private let names = ["LoginForm.storyboard", "SettingsCell.xib", "ProfileHeader.xib", "AdaptiveDetail.storyboard"]

    /// Cut before its last element closes, a document is malformed, wherever the cut falls.
    func testTruncatedDocumentsAreMalformed() throws {
        var rng = SeededGenerator(state: 17)
        for name in names {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(name))))
            let end = try XCTUnwrap(String(decoding: bytes, as: UTF8.self).range(of: "</document>")).lowerBound.utf16Offset(
                in: String(decoding: bytes, as: UTF8.self))
            for _ in 0..<60 {
                let cut = Int.random(in: 0..<end, using: &rng)
                XCTAssertThrowsError(try IBDocumentReader.read(data: Data(bytes[..<cut]), name: name), "\(name) cut at \(cut)") { error in
                    guard case .malformedXML? = error as? IBError else { return XCTFail("\(name) cut at \(cut): \(error)") }
                }
            }
        }
    }

    /// Values and names swapped for odd ones: read or refused, and what is read solves.
    func testMutatedDocumentsReadOrThrowAndSolve() throws {
        var rng = SeededGenerator(state: 2026)
        let odd = ["nan", "-inf", "1e308", "-1e308", "0", "-5", "1:0", "0:1", "16:9", "x", "", "YES", "NO", "9999",
                   "leadingMargin", "baseline", "root-login", "title", "safe-login", "content", "info", "hero"]
        var read = 0, refused = 0
        for name in names {
            let text = try String(contentsOfFile: Fixtures.path(name), encoding: .utf8)
            let values = try Regex(#"="[^"]*""#)
            let matches = text.matches(of: values).map(\.range)
            for _ in 0..<40 {
                var mutated = text
                // Replace a few attribute values, back to front so earlier ranges stay valid.
                let picks = (0..<Int.random(in: 1...6, using: &rng)).compactMap { _ in matches.randomElement(using: &rng) }
                for range in Set(picks.map { $0.lowerBound }).sorted(by: >) {
                    guard let r = matches.first(where: { $0.lowerBound == range }) else { continue }
                    mutated.replaceSubrange(r, with: "=\"\(odd.randomElement(using: &rng) ?? "")\"")
                }
                if Bool.random(using: &rng) {
                    let at = mutated.index(mutated.startIndex, offsetBy: Int.random(in: 0..<mutated.count, using: &rng))
                    mutated.insert(contentsOf: ["<", ">", "\"", "/>", "</view>", "<view id=\"z\">", "&"].randomElement(using: &rng) ?? "<",
                                   at: at)
                }
                do {
                    let document = try IBDocumentReader.read(data: Data(mutated.utf8), name: name)
                    let reports = IBFrameComparison.compare(document, ambiguity: false)
                    XCTAssertEqual(reports.count, document.scenes.count)
                    for (report, scene) in zip(reports, document.scenes) where !report.rows.isEmpty {
                        XCTAssertEqual(report.rows.count, scene.root.allViews.count, "\(name): one row per view")
                    }
                    read += 1
                } catch {
                    refused += 1
                }
            }
        }
        XCTAssertEqual(read + refused, 160)
        XCTAssertGreaterThan(read, 50, "most mutations keep the XML well formed")
        XCTAssertGreaterThan(refused, 5, "some break it")
    }
}
