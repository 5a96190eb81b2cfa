import XCTest
import Cassowary
@testable import Layout

/// What the solver refuses inside a pass is an error of that pass, in release builds too:
/// nothing is only asserted (and so swallowed) while a frame comes out wrong.
final class EngineFailureTests: XCTestCase {
    func testARootThatCannotBeSizedIsAnErrorOfThePass() throws {
        let engine = LayoutEngine(width: 100, height: 80)
        // Someone made the root's width an edit variable behind the engine's back.
        let rootWidth = try XCTUnwrap(engine.solver.variable(at: 2))
        XCTAssertEqual(engine.solver.name(of: rootWidth), "root.w")
        try engine.solver.addEditVariable(rootWidth, strength: .strong)
        XCTAssertThrowsError(try engine.layoutIfNeeded()) { error in
            guard case LayoutError.unsatisfiable(let failures) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.count, 1)
            XCTAssertEqual(failures.first?.constraint.text, "root.width == edit (strong)")
            XCTAssertEqual(failures.first?.solverMessage,
                           "the root's width could not be made an edit variable: v#2 is already an edit variable")
        }
        XCTAssertEqual(engine.lastFailures.count, 1)
    }

    func testAConstraintRemovedBehindTheLayersBackIsReported() throws {
        let engine = makeEngine()
        let v = addView("v", to: engine.root)
        let line = #line + 1
        try v.snp.makeConstraints { $0.width.equalTo(40) }
        layout(engine)
        engine.solver.reset()
        v.snp.removeConstraints()
        XCTAssertThrowsError(try engine.layoutIfNeeded()) { error in
            guard case LayoutError.unsatisfiable(let failures) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.description), ["""
                unsatisfiable: (EngineFailureTests.swift:\(line)): v.width == 40
                  solver: could not be removed: it is no longer in the solver (was the solver changed directly?)
                """])
        }
    }
}
