/// The heights of the bars IB draws over a controller, by device and by the tools that saved
/// the file: on a phone a navigation bar of 44 (96 with a large title: the title's 52 more), a
/// tab bar of 49, a toolbar of 44 (49 on a phone with a home indicator); on an iPad from iOS
/// 12 (Xcode 10's tools on, `toolsVersion` 14300) a toolbar of 50.
struct IBBarHeights: Sendable {
    var navigation = 44.0
    /// A navigation bar with a large title.
    var largeTitle = 96.0
    var tabBar = 49.0
    var toolbar = 44.0

    /// A large title's extra height under the navigation bar.
    static let largeTitleExtra = 52.0
    /// The first tools of Xcode 10 (iOS 12), where the iPad's bars are 50 high.
    static let padBarsFrom = 14300.0

    init() {}

    init(device: IBDevice?, toolsVersion: Double?) {
        guard let device else { return }
        if device.idiom == .pad, let tools = toolsVersion, tools >= IBBarHeights.padBarsFrom {
            (navigation, tabBar, toolbar) = (50, 50, 50)
            largeTitle = navigation + IBBarHeights.largeTitleExtra
        } else if device.homeIndicator > 0 {
            toolbar = 49
        }
    }
}
