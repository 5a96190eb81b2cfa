/// A sum of products kept in about twice the precision of a `Double`: each product's rounding
/// (a fused multiply-add gives it exactly) and each addition's (Knuth's two-sum) is carried
/// beside the sum and added back at the end. Where terms of 10¹¹ cancel to 10⁻⁵, a plain sum
/// keeps only the terms' rounding; this keeps the 10⁻⁵.
struct CarriedSum {
    private var sum: Double
    private var carried = 0.0

    init(_ start: Double = 0) { sum = start }

    /// Adds `a·x`.
    @inline(__always) mutating func add(_ a: Double, times x: Double) {
        let product = ExactRounding.product(a, x)
        carried += product.error
        let total = ExactRounding.sum(sum, product.value)
        carried += total.error
        sum = total.value
    }

    var value: Double { sum + carried }
}

/// A double operation's result and what its rounding left out, both exactly: the two
/// error-free transformations `CarriedSum` and `DoubleDouble` are built on.
enum ExactRounding {
    /// `a + b` and its rounding error (Knuth's two-sum: no condition on the operands' sizes).
    @inline(__always) static func sum(_ a: Double, _ b: Double) -> (value: Double, error: Double) {
        let s = a + b
        let back = s - a
        return (s, (a - (s - back)) + (b - back))
    }

    /// `a·b` and its rounding error (`a·b − value` by a fused multiply-add).
    @inline(__always) static func product(_ a: Double, _ b: Double) -> (value: Double, error: Double) {
        let p = a * b
        return (p, (-p).addingProduct(a, b))
    }
}
