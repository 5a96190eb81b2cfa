/// What the Xcode that saved a file simulated for its device, where it differs from the table.
extension IBDevice {
    /// The tools of Xcode 11 and 12 (from 15000 to 19000, Xcode 13), which draw a device with a
    /// home button without its status bar.
    static let noStatusBarTools = 15000.0..<19000.0

    /// The device as the tools of build `tools` simulate it:
    /// - a device with a home button (the iPhones to the 8 Plus, the iPads without rounded
    ///   corners) has no status bar in files of Xcode 11 and 12: five files of those tools
    ///   (15705 to 18122, iPhone 8, iPhone SE and iPad) store their controllers' safe area from
    ///   the screen's top, none under the status bar; files of Xcode 9 and 10 (to 14490) and
    ///   from Xcode 14 (21701 on) store it under the status bar. No file decides between 18122
    ///   and 21701: the switch back is taken at Xcode 13 (19000). A device with a sensor
    ///   housing keeps its inset (the files of those tools on notched phones store it);
    /// - the iPhone 11 (`retina6_1`): a sensor housing 48 high from iOS 14; the files of the
    ///   corpus saved by Xcode 12 (tools up to 17701) still simulate 44, those of Xcode 15
    ///   (22154 on) 48; the switch is taken at Xcode 13 (19000);
    /// - the iPhone X (`retina5_9`): 50 from iOS 16 (Xcode 14's tools, 21000): one file of
    ///   22505 hangs an image 48 points below its top layout guide at 98, none of those tools
    ///   the other way (the Max's `retina6_5` keeps its 44 in a file of Xcode 15).
    func simulated(byTools tools: Double?) -> IBDevice {
        guard let tools else { return self }
        var device = self
        if homeIndicator == 0, IBDevice.noStatusBarTools.contains(tools) { device.portraitTop = 0 }
        if id == "retina6_1", tools >= 19000 { device.portraitTop = 48 }
        if id == "retina5_9", tools >= 21000 { device.portraitTop = 50 }
        return device
    }
}
