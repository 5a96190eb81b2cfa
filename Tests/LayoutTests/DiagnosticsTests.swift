import XCTest
@testable import Layout

/// The exact text of each diagnostic.
final class DiagnosticsTests: XCTestCase {
    func testConflictNamesTheConstraintAndAMinimalConflictingSet() throws {
        let engine = makeEngine()
        let box = addView("box", to: engine.root)
        let line = #line + 2
        try box.snp.makeConstraints {
            $0.left.equalToSuperview().offset(10).labeled("pin-left")
            $0.width.equalTo(100)
            $0.top.equalToSuperview()
            $0.height.equalTo(10)
        }
        try box.snp.makeConstraints { $0.right.equalTo(engine.root.snp.left).offset(200).labeled("pin-right") }
        XCTAssertThrowsError(try engine.layoutIfNeeded()) { error in
            XCTAssertEqual("\(error)", """
                unsatisfiable: pin-right (DiagnosticsTests.swift:\(line + 5)): box.right == root.left + 200
                  conflicts with:
                    pin-left (DiagnosticsTests.swift:\(line)): box.left == root.left + 10
                    (DiagnosticsTests.swift:\(line + 1)): box.width == 100
                """)
        }
        // The layout goes on without the broken constraint, as Auto Layout does.
        assertFrame(box, rect(10, 0, 100, 10))
        XCTAssertEqual(engine.diagnose().unsatisfiable.first?.conflicts.count, 2)
    }

    func testRedundancyText() throws {
        let engine = makeEngine()
        let v = addView("v", to: engine.root)
        let line = #line + 1
        try v.snp.makeConstraints { $0.edges.equalToSuperview(); $0.width.equalToSuperview().labeled("again") }
        layout(engine)
        XCTAssertEqual(engine.diagnose().description,
                       "redundant: again (DiagnosticsTests.swift:\(line)): v.width == root.width")
    }

    /// A view's content-size constraints have no identifier (as UIKit's have none), and
    /// diagnostics still say what each holds: `title.compression.width`.
    func testContentSizeConstraintsAreNamedByWhatTheyHold() throws {
        let engine = makeEngine()
        let title = addView("title", to: engine.root, intrinsic: Size(width: 120, height: 20))
        title.horizontalCompressionResistance = .required
        let line = #line + 1
        try title.snp.makeConstraints { $0.left.top.equalToSuperview(); $0.width.equalTo(80) }
        XCTAssertThrowsError(try engine.layoutIfNeeded()) { error in
            XCTAssertEqual("\(error)", """
                unsatisfiable: title.compression.width (system): title.width >= 120
                  conflicts with:
                    (DiagnosticsTests.swift:\(line)): title.width == 80
                """)
        }
        let sizes = title.intrinsicContentConstraints
        XCTAssertEqual(sizes.map(\.identifier), [nil, nil, nil, nil])
        XCTAssertEqual(sizes.map { $0.summary.label ?? "" },
                       ["title.hugging.width", "title.compression.width", "title.hugging.height", "title.compression.height"])
    }

    func testAmbiguityText() throws {
        let engine = makeEngine()
        let v = addView("v", to: engine.root)
        try v.snp.makeConstraints { $0.left.top.equalToSuperview(); $0.height.equalTo(20) }
        layout(engine)
        XCTAssertEqual(engine.diagnose().description, "ambiguous: v has no fixed width (frame (0, 0, 0, 20))")
        // The probe leaves the layout as it was.
        assertFrame(v, rect(0, 0, 0, 20))
    }
}
