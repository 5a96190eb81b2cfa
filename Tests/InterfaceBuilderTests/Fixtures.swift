import Foundation
import Layout
@testable import InterfaceBuilder

/// The IB documents written for these tests (Fixtures/), read by name.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func document(_ name: String) throws -> IBDocument { try IBDocumentReader.read(path: path(name)) }

    /// A document made of `body` inside a storyboard's `<document>`, with an iPhone 8.
    static func storyboard(_ scenes: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>\(scenes)</scenes>
            </document>
            """.utf8)
    }

    /// The frames of the document's first scene as this layout solves them, by IB id.
    static func frames(_ document: IBDocument) throws -> [String: Rect] {
        guard let rows = IBFrameComparison.compare(document, ambiguity: false).first?.rows else {
            throw FixtureError.noScene(document.name)
        }
        return Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0.frame) })
    }

    enum FixtureError: Error { case noScene(String) }
}
