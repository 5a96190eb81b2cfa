import Layout

extension IBSceneBuilder {
    /// The size IB lays out a view controller's root at when it flags the stored frame
    /// misplaced: the device's screen, less the status bar (or sensor housing) and the bar of
    /// an opaque navigation bar it sits below, and an opaque tab bar and the home indicator it
    /// sits above. Nil for a root that is not misplaced, one of a freeform size (its stored
    /// size is the design's) or a document without a known device.
    var misplacedRootSize: Size? {
        guard scene.isViewControllerRoot, scene.root.misplaced, !scene.isFreeform, let device = document.device else {
            return nil
        }
        let insets = device.safeAreaInsets
        var height = device.size.height
        if scene.opaqueBars.top > 0 { height -= insets.top + scene.opaqueBars.top }
        if scene.opaqueBars.bottom > 0 { height -= insets.bottom + scene.opaqueBars.bottom }
        return Size(width: device.size.width, height: height)
    }
}
