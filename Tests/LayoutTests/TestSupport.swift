import XCTest
@testable import Layout

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// An engine with a root of 320 × 480 and `views` named views added to the root.
func makeEngine(width: Double = 320, height: Double = 480) -> LayoutEngine {
    LayoutEngine(width: width, height: height)
}

@discardableResult
func addView(_ name: String, to parent: View, intrinsic: Size? = nil) -> View {
    let v = View(name: name, intrinsicSize: intrinsic)
    parent.addSubview(v)
    return v
}

func assertFrame(_ view: LayoutItem, _ expected: Rect, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(view.frame.rounded(), expected, "\(view.name)", file: file, line: line)
}

/// Runs a pass and fails the test on an error.
func layout(_ engine: LayoutEngine, file: StaticString = #filePath, line: UInt = #line) {
    do { try engine.layoutIfNeeded() } catch { XCTFail("\(error)", file: file, line: line) }
}

/// Counts the solver's adds and removes from the moment it is made (the engine's observer).
final class SolverTally {
    private(set) var added = 0, removed = 0

    init(_ engine: LayoutEngine) {
        engine.solverObserver = { [unowned self] event in
            if case .add = event { self.added += 1 }
            if case .remove = event { self.removed += 1 }
        }
    }

    /// `[removed, added]`.
    var counts: [Int] { [removed, added] }
}
