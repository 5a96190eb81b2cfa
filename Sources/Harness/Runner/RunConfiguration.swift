/// How long a benchmark is sampled: warm-up, then iterations until both a minimum count and a
/// minimum time are reached, stopping early at a maximum count or a maximum time.
public struct RunConfiguration: Equatable, Sendable {
    /// Calls of the body before measuring, whose samples are thrown away.
    public var warmupIterations: Int
    /// Iterations to measure at least (unless ``maxTime`` runs out first).
    public var minSamples: Int
    /// Iterations to measure at most.
    public var maxSamples: Int
    /// Seconds to keep measuring at least (unless ``maxSamples`` is reached first).
    public var minTime: Double
    /// Seconds after which no new iteration starts (one iteration always runs).
    public var maxTime: Double

    /// Makes a configuration.
    public init(warmupIterations: Int, minSamples: Int, maxSamples: Int, minTime: Double, maxTime: Double) {
        self.warmupIterations = warmupIterations
        self.minSamples = minSamples
        self.maxSamples = maxSamples
        self.minTime = minTime
        self.maxTime = maxTime
    }

    /// True when a benchmark that has run `iterations` iterations in `elapsed` seconds is done.
    public func isDone(iterations: Int, elapsed: Double) -> Bool {
        guard iterations >= 1 else { return false }
        if iterations >= maxSamples || elapsed >= maxTime { return true }
        return iterations >= minSamples && elapsed >= minTime
    }
}
