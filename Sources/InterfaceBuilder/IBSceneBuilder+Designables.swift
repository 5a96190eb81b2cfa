import Layout

extension IBSceneBuilder {
    /// The size of a stack view of a custom class with no arranged views in the file: its
    /// class fills it in code (a rating control's stars), and IB, rendering it as a designable,
    /// stores the size it draws at, which is its intrinsic size here. Nil for anything else.
    static func designableSize(of model: IBView) -> Size? {
        guard case .stack = model.kind, model.subviews.isEmpty,
              model.className != IBViewReader.uiKitClass(model.element), let frame = model.storedFrame else { return nil }
        return frame.size
    }
}
