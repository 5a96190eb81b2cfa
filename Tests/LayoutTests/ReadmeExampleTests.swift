import XCTest
@testable import Layout

/// The README's example, line for line, so that the documentation cannot drift from the API.
final class ReadmeExampleTests: XCTestCase {
    func testTheReadmeExample() throws {
        let engine = LayoutEngine(rootName: "root", width: 375, height: 812)
        let card = View(name: "card")
        engine.root.addSubview(card)
        try card.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(16)
            make.trailing.equalToSuperview().inset(16)
            make.height.equalTo(120).priority(.high)
        }
        try engine.layoutIfNeeded()
        XCTAssertEqual(card.frame, Rect(x: 16, y: 16, width: 343, height: 120))
    }
}
