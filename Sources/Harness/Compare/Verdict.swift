/// What a comparison concludes about one metric.
public enum Verdict: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Worse beyond the threshold, and clearly so.
    case regressed
    /// Better beyond the threshold, and clearly so.
    case improved
    /// Within the threshold.
    case unchanged
    /// Beyond the threshold, but the samples cannot tell the change from noise.
    case inconclusive
    /// Too few samples for any test to reach the significance level: the data cannot decide,
    /// whatever the change.
    case tooFewSamples = "too_few_samples"

    /// The verdict in words (`too few samples`).
    public var description: String {
        self == .tooFewSamples ? "too few samples" : rawValue
    }

    /// The order tables list verdicts in: what needs attention first.
    public static let listingOrder: [Verdict] = [.regressed, .improved, .inconclusive, .tooFewSamples, .unchanged]
}
