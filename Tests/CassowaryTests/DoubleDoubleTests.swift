import XCTest
@testable import Cassowary

/// The double-double arithmetic of the dense fallback: what it keeps that a `Double` rounds away.
final class DoubleDoubleTests: XCTestCase {
    private let tiny = Double(sign: .plus, exponent: -80, significand: 1)

    /// 1 + 2⁻⁸⁰ − 1 is 0 in doubles; in double-doubles it is 2⁻⁸⁰ exactly.
    func testASumKeepsWhatADoubleRoundsAway() {
        XCTAssertEqual((1 + tiny) - 1, 0)
        let sum = DoubleDouble(1) + DoubleDouble(tiny)
        XCTAssertEqual(sum.hi, 1)
        XCTAssertEqual(sum.lo, tiny)
        XCTAssertEqual((sum - DoubleDouble(1)).double, tiny)
    }

    /// (1 + 2⁻⁴⁰)² = 1 + 2⁻³⁹ + 2⁻⁸⁰: the last term is below a double's last place, and kept.
    func testAProductKeepsItsLowPart() {
        let x = DoubleDouble(1 + Double(sign: .plus, exponent: -40, significand: 1))
        let square = x * x
        XCTAssertEqual(square.hi, 1 + Double(sign: .plus, exponent: -39, significand: 1))
        XCTAssertEqual(square.lo, tiny)
    }

    /// 1 / 3 × 3 comes back to 1 within a few units of 2⁻¹⁰⁶; in doubles 1 − 1/3·3 is exact
    /// only by luck, and 0.1 / 3 × 3 misses 0.1 by a unit in its last place.
    func testDivisionIsInverseToMultiplication() {
        for (n, d) in [(1.0, 3.0), (0.1, 3.0), (2.333_333_333_333_333_5, 1e-3), (1e3, 7.0), (-5.5, 0.2)] {
            let q = DoubleDouble(n) / DoubleDouble(d)
            let back = q * DoubleDouble(d) - DoubleDouble(n)
            XCTAssertLessThanOrEqual(abs(back.double), abs(n) * 1e-30, "\(n) / \(d)")
            XCTAssertEqual(q.double, n / d, accuracy: abs(n / d) * 2.3e-16, "\(n) / \(d)")
        }
    }

    /// Order by the high part, then the low; magnitude flips both parts' signs.
    func testOrderAndMagnitude() {
        let a = DoubleDouble(1) + DoubleDouble(tiny), b = DoubleDouble(1)
        XCTAssertTrue(b < a)
        XCTAssertFalse(a < b)
        XCTAssertTrue(-a < -b)
        XCTAssertEqual((-a).magnitude, a)
        XCTAssertEqual(DoubleDouble(-2).magnitude, DoubleDouble(2))
        XCTAssertEqual(a, a)
        XCTAssertNotEqual(a, b)
    }
}
