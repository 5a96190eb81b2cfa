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

    init(engine: LayoutEngine) { self.engine = engine }
}
