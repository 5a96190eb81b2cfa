/// The arithmetic `DenseLexicographicLP` runs in: `Double`, or ``DoubleDouble`` where doubles
/// lose the basis on the way.
protocol DenseScalar: Comparable {
    init(_ value: Double)
    /// The nearest `Double`.
    var double: Double { get }
    var magnitude: Self { get }
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (a: Self, b: Self) -> Self
    static func / (a: Self, b: Self) -> Self
}

extension Double: DenseScalar {
    @inline(__always) var double: Double { self }
}

/// A number as the unevaluated sum of two doubles, `hi + lo` with |lo| ≤ ½ ulp(hi): about 106
/// bits of significand, twice a `Double`'s, at 10–20 floating-point operations per operation.
/// Each operation is exact up to a relative error of a few 2⁻¹⁰⁶ (the classic algorithms of
/// Dekker and of Knuth, on ``ExactRounding``'s error-free sum and product).
///
/// What it is for: a system whose rows mix 10⁻³ and 10³ under weights of 10⁶ loses, in
/// doubles, the last digits that tell a feasible pivot from one that is not; with 30 more
/// digits the dense simplex sees the system as written.
struct DoubleDouble: DenseScalar {
    var hi: Double
    var lo: Double

    @inline(__always) init(_ value: Double) { hi = value; lo = 0 }
    @inline(__always) private init(hi: Double, lo: Double) { self.hi = hi; self.lo = lo }

    var double: Double { hi + lo }
    var magnitude: DoubleDouble { hi < 0 || (hi == 0 && lo < 0) ? DoubleDouble(hi: -hi, lo: -lo) : self }

    /// `a + b` and its rounding error, exactly (not yet normalized).
    @inline(__always) private static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = ExactRounding.sum(a, b)
        return DoubleDouble(hi: s.value, lo: s.error)
    }

    /// `a + b` where |a| ≥ |b|, renormalized.
    @inline(__always) private static func quickTwoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        return DoubleDouble(hi: s, lo: b - (s - a))
    }

    @inline(__always) static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let s = twoSum(a.hi, b.hi)
        let t = twoSum(a.lo, b.lo)
        let u = quickTwoSum(s.hi, s.lo + t.hi)
        return quickTwoSum(u.hi, u.lo + t.lo)
    }

    @inline(__always) static prefix func - (a: DoubleDouble) -> DoubleDouble { DoubleDouble(hi: -a.hi, lo: -a.lo) }

    @inline(__always) static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble { a + -b }

    @inline(__always) static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let p = ExactRounding.product(a.hi, b.hi)
        return quickTwoSum(p.value, p.error + (a.hi * b.lo + a.lo * b.hi))
    }

    /// Long division: three quotient digits, each from the remainder the last one left.
    static func / (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let q1 = a.hi / b.hi
        var r = a - DoubleDouble(q1) * b
        let q2 = r.hi / b.hi
        r = r - DoubleDouble(q2) * b
        let q3 = r.hi / b.hi
        return quickTwoSum(q1, q2) + DoubleDouble(q3)
    }

    static func < (a: DoubleDouble, b: DoubleDouble) -> Bool { a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo) }
    static func == (a: DoubleDouble, b: DoubleDouble) -> Bool { a.hi == b.hi && a.lo == b.lo }
}
