/// What the Xcode that saved a file simulated for its device, where it differs from the table.
extension IBDevice {
    /// The first tools of Xcode 11, which draw an iPad with no status bar, and of Xcode 13,
    /// from which the iPad has its status bar again and the iPhone 11 its 48-point housing.
    static let padWithoutStatusBar = 15000.0..<19000.0

    /// The device as the tools of build `tools` simulate it:
    /// - the iPhone 11 (`retina6_1`): a sensor housing 48 high from iOS 14; the files of the
    ///   corpus saved by Xcode 12 (tools up to 17701) still simulate 44, those of Xcode 15
    ///   (22154 on) 48; the switch is taken at Xcode 13 (19000);
    /// - an iPad in files of Xcode 11 and 12: no status bar (two files of Xcode 11, 16097,
    ///   store their safe area from the screen's top; those of Xcode 9 and 10 and from Xcode 14
    ///   on, 20); the switch back is taken at 19000 too.
    func simulated(byTools tools: Double?) -> IBDevice {
        guard let tools else { return self }
        var device = self
        if id == "retina6_1", tools >= 19000 { device.portraitTop = 48 }
        if idiom == .pad, IBDevice.padWithoutStatusBar.contains(tools) { device.portraitTop = 0 }
        return device
    }
}
