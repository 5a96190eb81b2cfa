import Layout

/// What Xcode assumed for a document saved without a `<device>`: those of Xcode 7 and earlier
/// (a 600 × 600 "any" canvas, or a controller simulating a phone's screen), and files of later
/// tools that were never saved with one (the templates' launch screens, old storyboards opened
/// and saved without choosing a device).
enum IBUndeclaredDevice {
    /// The pixel grid: whole points for Xcode 7 and earlier (`toolsVersion` below 11000), whose
    /// stored frames are; a @2x device's half points for later tools, which store them (a
    /// button centred at x 86.5 in a file of 14109).
    static func scale(toolsVersion: Double?) -> Double {
        guard let tools = toolsVersion, tools >= 11000 else { return 1 }
        return 2
    }

    /// A controller's view's margins. The root's size names the screen it was designed on: an
    /// iPhone's compact width (320 or 375 points wide) has 16-point side margins; the 414-point
    /// phones, the iPad and the 600-point canvas 20. The status bar and the bars are in the top
    /// and bottom layout guides only: the top and bottom margins are 0.
    static func rootMargins(width: Double) -> EdgeInsets {
        let side: Double = width == 320 || width == 375 ? 16 : 20
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
}
