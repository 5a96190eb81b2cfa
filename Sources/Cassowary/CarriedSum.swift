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
        let product = a * x
        carried += (-product).addingProduct(a, x)  // a·x − product, exactly
        let total = sum + product
        let back = total - sum
        carried += (sum - (total - back)) + (product - back)
        sum = total
    }

    var value: Double { sum + carried }
}
