/// Where the baselines of a one-font text view sit, from its height and point size, with the
/// system font's metrics (San Francisco: ascender 0.952 em, descender 0.241 em, line height
/// 1.194 em): lines centred vertically in the frame, as a label centres its text, each
/// baseline then on the pixel grid at or above where the metrics put it (text is drawn on
/// whole pixels; in a whole-point canvas of Xcode 7, a label aligned by its last baseline to
/// the first baseline of a label of 18 points stores its top where baselines at 17 and 16
/// points from the tops put it, not at 17.4 and 16.5: one file decides, none the other way).
struct IBTextMetrics {
    /// Distance of the first baseline from the top, and of the last from the bottom.
    var firstBaselineFromTop: Double
    var lastBaselineFromBottom: Double

    /// `scale`: pixels per point of the document's grid (1 for a whole-point canvas).
    init(height: Double, pointSize: Double, scale: Double = 1) {
        let line = 1.194 * pointSize
        let lines = max(1, (height / line).rounded(.down))
        let padding = max(0, (height - lines * line) / 2)
        let first = padding + 0.952 * pointSize
        let last = height - (padding + 0.241 * pointSize)
        // Down to the pixel at or above, from the top (1e-7: a metric a hair under a whole pixel
        // by floating point stays on it).
        let grid = scale > 0 ? scale : 1
        func snapped(_ fromTop: Double) -> Double { (fromTop * grid + 1e-7).rounded(.down) / grid }
        firstBaselineFromTop = snapped(first)
        lastBaselineFromBottom = height - snapped(last)
    }
}
