@testable import Cassowary
import Csys
import Foundation
import XCTest

/// A residue at an exact level must not decide against the levels below it. lp-check levels
/// 2788 and 6284 (the generator's files, `Fixtures/`): replayed as a layout runs them — every
/// suggestion then an update, never `verify` — one suggestion's dual simplex passed over a
/// slack for a residue of 4.8e-7 left at level 500 (weights up to 10⁶), and the pivot left its
/// cost at level 250 at -1.7e5: the tableau took itself for optimal, the duals computed from
/// the constraints as written did not, and the layout published level 250 7.8% above its
/// optimum (6284: level 751 1.6% above). After every step the duals must certify the basis.
final class ExactLevelResidueTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    func testEveryStepOfTheFilesThatPublishedWrongLevelsIsCertifiedOptimal() throws {
        for name in ["levels-2788", "levels-6284"] {
            let text = try String(contentsOfFile: Self.fixtures + "/\(name).csys", encoding: .utf8)
            let program = CsysProgram(try CsysReader.read(text))
            try program.run(program.buildStep)
            XCTAssertEqual(program.solver.core.certifyOptimality(), .optimal, "\(name) build")
            for (k, step) in program.resizeSteps.enumerated() {
                try program.run(step)
                XCTAssertEqual(program.solver.core.certifyOptimality(), .optimal, "\(name) step \(k)")
                XCTAssertNil(program.solver.pendingFailure, "\(name) step \(k)")
            }
        }
    }

    /// The rule itself: at an exact level a cell within 1e-11 of the level's largest weight is
    /// zero, and the sign comes from the level below; at Kiwi's level 0 the bar stays 1e-13,
    /// where 251 against 250 is a weight of 0.0093 beside 10⁹.
    func testAResidueAtAnExactLevelLeavesTheSignToTheLevelBelow() {
        var objective = Objective()
        objective.reserveSymbols(2)
        objective.addSymbol(eligible: true)
        objective.addSymbol(eligible: true)
        let high = objective.acquireLevel(key: 500, weight: 1e6)
        let low = objective.acquireLevel(key: 250, weight: 1e3)
        let kiwi = objective.acquireLevel(key: 0, weight: 1e9)
        XCTAssertEqual(objective.levels[high].tolerance, 1e6 * Objective.exactLevelRelativeTolerance)
        XCTAssertEqual(objective.levels[kiwi].tolerance, 1e9 * Objective.relativeTolerance)
        let slack = SymbolID(0)
        objective.add(slack, 4.8e-7, level: high)
        objective.add(slack, -1.7e5, level: low)
        XCTAssertEqual(objective.sign(of: slack), -1)
        XCTAssertTrue(objective.isCandidate(slack))
        let other = SymbolID(1)
        objective.add(other, 2e-4, level: kiwi)
        XCTAssertEqual(objective.sign(of: other), 1)
    }
}
