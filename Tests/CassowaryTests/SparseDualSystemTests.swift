import XCTest
@testable import Cassowary

/// The square systems of the certificate and of a basis's vertex (`SparseDualSystem`),
/// refined: their residuals at the rounding of their own terms, and an error estimate that
/// bounds what is left.
final class SparseDualSystemTests: XCTestCase {
    /// A random square system with one unknown per equation on its diagonal and a few others
    /// around it, coefficients from 0.1 to 10³ of either sign — the spread of lp-check's wide
    /// files — and its entries kept for the residual.
    private struct Coupled {
        var system: SparseDualSystem
        var entries: [(equation: Int, unknown: Int, a: Double)] = []
        let size: Int

        init(size: Int, using generator: inout SeededGenerator) {
            self.size = size
            system = SparseDualSystem(equations: size, levels: 1)
            let magnitudes = [0.1, 0.25, 1, 3, 100, 1000]
            for e in 0..<size {
                system.beginConstraint()
                var unknowns: Set<Int> = [e]
                for _ in 0..<Int.random(in: 1...3, using: &generator) { unknowns.insert(Int.random(in: 0..<size, using: &generator)) }
                for u in unknowns.sorted() {
                    let a = magnitudes.randomElement(using: &generator)! * (Bool.random(using: &generator) ? 1 : -1)
                    system.add(equation: e, unknown: u, a)
                    entries.append((e, u, a))
                }
                system.rhs[e] = Double(Int.random(in: -1000...1000, using: &generator))
            }
        }

        /// The largest residual of an equation relative to the sum of its terms' magnitudes.
        func relativeResidual(_ y: [Double]) -> Double {
            var residual = system.rhs, scale = system.rhs.map(abs)
            for (e, u, a) in entries {
                residual[e] -= a * y[u]
                scale[e] += abs(a * y[u])
            }
            return zip(residual, scale).map { abs($0) / max($1, 1e-300) }.max() ?? 0
        }
    }

    /// The same system solved again gives the same bits. The coupled part's rows are maps,
    /// whose order follows a seed per table; the elimination and the sums once followed that
    /// order, and answers differed in their last bits from one solve to the next.
    func testTheSameSystemGivesTheSameBitsEveryTime() {
        var generator = SeededGenerator(seed: 20261204)
        var compared = 0
        for _ in 0..<200 {
            let coupled = Coupled(size: Int.random(in: 8...40, using: &generator), using: &generator)
            var first = coupled.system
            guard case .solved(let y) = first.solve() else { continue }
            compared += 1
            for _ in 0..<3 {
                var again = coupled.system
                guard case .solved(let z) = again.solve() else { return XCTFail("solved once, not again") }
                XCTAssertEqual(y.map(\.bitPattern), z.map(\.bitPattern))
            }
        }
        XCTAssertGreaterThan(compared, 150)
    }

    func testRefinedSolutionsHoldEveryEquationToItsRounding() {
        var generator = SeededGenerator(seed: 20261203)
        var solved = 0, roughBeforeRefining = 0
        for _ in 0..<300 {
            var coupled = Coupled(size: Int.random(in: 4...30, using: &generator), using: &generator)
            var plain = coupled.system
            guard case .solved(let rough) = plain.solve(), rough.allSatisfy(\.isFinite),
                  case .solved(let y) = coupled.system.solveRefined() else { continue }
            solved += 1
            if coupled.relativeResidual(rough) > 1e-14 { roughBeforeRefining += 1 }
            XCTAssertLessThanOrEqual(coupled.relativeResidual(y), 1e-14)
            // The estimate is of the same size as what a further step would move.
            XCTAssertEqual(coupled.system.error.count, y.count)
            for (value, error) in zip(y, coupled.system.error) {
                XCTAssertLessThanOrEqual(error, 1e-9 * max(1, abs(value)))
            }
        }
        XCTAssertGreaterThan(solved, 200, "the generator makes too many singular systems")
        XCTAssertGreaterThan(roughBeforeRefining, 10, "no system needs refining: the test has no teeth")
        print("refined \(solved) systems; \(roughBeforeRefining) had residuals above 1e-14 before")
    }

    func testASingularSystemFailsWithoutAnErrorEstimate() {
        var system = SparseDualSystem(equations: 2, levels: 1)
        system.beginConstraint()
        system.add(equation: 0, unknown: 0, 1)
        system.add(equation: 0, unknown: 1, 2)
        system.beginConstraint()
        system.add(equation: 1, unknown: 0, 2)
        system.add(equation: 1, unknown: 1, 4)
        guard case .failed = system.solveRefined() else { return XCTFail("a singular system was solved") }
        XCTAssertTrue(system.error.isEmpty)
    }
}
