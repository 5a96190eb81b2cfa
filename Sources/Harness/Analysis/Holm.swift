/// Holm–Bonferroni: p-values adjusted for testing many hypotheses at once, controlling the
/// family-wise error rate. A hypothesis is rejected at level α when its adjusted p ≤ α.
public enum Holm {
    /// The adjusted p-values, in the order given: sorted ascending, the k-th smallest (from 0)
    /// becomes min(1, max over j ≤ k of (m − j) · p₍ⱼ₎).
    ///
    /// - Complexity: O(m log m).
    public static func adjust(_ pValues: [Double]) -> [Double] {
        let m = pValues.count
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] }
        var adjusted = [Double](repeating: 1, count: m)
        var running = 0.0
        for (k, index) in order.enumerated() {
            running = max(running, min(1, Double(m - k) * pValues[index]))
            adjusted[index] = running
        }
        return adjusted
    }
}
