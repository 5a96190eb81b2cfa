import Layout

/// A scene built in the layout layer: the engine, and the items by IB id.
public final class IBSceneLayout {
    public let engine: LayoutEngine
    /// Every view by IB id, the root included.
    public internal(set) var views: [String: View] = [:]
    /// Every item constraints can name (views and layout guides) by IB id.
    var items: [String: LayoutItem] = [:]
    /// The scroll views' content guides, by the scroll view's id (constraints to a scroll
    /// view's edges from inside it attach to its content area).
    var contentGuides: [String: LayoutGuide] = [:]
    /// One line per constraint or guide the builder could not make.
    public internal(set) var findings: [String] = []
    /// The scene's size as IB laid it out, and the device it was laid out on.
    public internal(set) var designSize = Size.zero
    var device: IBDevice?
    /// The labels, buttons and text fields, in the order they were built (their text follows
    /// Dynamic Type: ``setContentSizeCategory(_:)``).
    var textViews: [View] = []
    /// Whether ``textViews`` follow the content size category yet.
    var textFollowsDynamicType = false

    init(engine: LayoutEngine) { self.engine = engine }

    /// Builds `scene` of `document` in a new engine, not yet laid out; nil when the scene has
    /// neither a stored root frame nor a known device to size it.
    /// - Parameter intrinsicSizes: content sizes by IB id in place of the stored frames'.
    public static func build(_ scene: IBScene, in document: IBDocument, intrinsicSizes: [String: Size] = [:]) -> IBSceneLayout? {
        IBSceneBuilder(document: document, scene: scene, intrinsicSizes: intrinsicSizes).build()
    }

    /// Turns the device: the root takes the design size's width and height swapped (or back)
    /// and the device's traits in that orientation, then lays out. The safe area keeps its
    /// design-time insets; the content size category stays.
    /// - Throws: ``LayoutError`` as ``LayoutEngine/layoutIfNeeded()`` does.
    public func rotate(toLandscape landscape: Bool) throws(LayoutError) {
        let size = landscape == (designSize.width <= designSize.height)
            ? Size(width: designSize.height, height: designSize.width) : designSize
        if var device {
            device.orientation = size.width > size.height ? .landscape : .portrait
            var traits = device.traits
            traits.preferredContentSizeCategory = engine.traitCollection.preferredContentSizeCategory
            engine.traitCollection = traits
        }
        try engine.setRootSize(size)
        try engine.layoutIfNeeded()
    }

    /// Switches the horizontal size class (compact ↔ regular) at the current size and lays out:
    /// what a split view or a multitasking resize does to the scene's conditional constraints.
    /// - Throws: ``LayoutError`` as ``LayoutEngine/layoutIfNeeded()`` does.
    public func toggleHorizontalSizeClass() throws(LayoutError) {
        var traits = engine.traitCollection
        traits.horizontalSizeClass = traits.horizontalSizeClass == .regular ? .compact : .regular
        engine.traitCollection = traits
        try engine.layoutIfNeeded()
    }
}
