/// Where the baselines of a one-font text view sit, from its height and point size, with the
/// system font's metrics (San Francisco: ascender 0.952 em, descender 0.241 em, line height
/// 1.194 em): lines centred vertically in the frame, as a label centres its text.
struct IBTextMetrics {
    /// Distance of the first baseline from the top, and of the last from the bottom.
    var firstBaselineFromTop: Double
    var lastBaselineFromBottom: Double

    init(height: Double, pointSize: Double) {
        let line = 1.194 * pointSize
        let lines = max(1, (height / line).rounded(.down))
        let padding = max(0, (height - lines * line) / 2)
        firstBaselineFromTop = padding + 0.952 * pointSize
        lastBaselineFromBottom = padding + 0.241 * pointSize
    }
}
