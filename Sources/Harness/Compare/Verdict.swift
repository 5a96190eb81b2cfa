/// What a comparison concludes about one metric.
public enum Verdict: String, Sendable, CaseIterable {
    /// Better beyond the threshold, and clearly so.
    case improved
    /// Worse beyond the threshold, and clearly so.
    case regressed
    /// Within the threshold, or not clearly different.
    case unchanged
}
