import Layout

extension IBSceneLayout {
    /// The elements whose intrinsic size follows Dynamic Type: IB's labels, buttons and text
    /// fields.
    static let textElements: Set<String> = ["label", "button", "textField"]

    /// Sets the content size category (Dynamic Type) and lays out: every label's, button's and
    /// text field's intrinsic size is its size at the default category (`.large`: the stored
    /// frame's, or the one given at build) scaled as the system font is
    /// (``ContentSizeCategory/scaledValue(for:)``, the body text's size at `category` over 17),
    /// in both dimensions; a dimension without an intrinsic size stays without. The first
    /// change makes those views follow the category.
    /// - Throws: ``LayoutError`` as ``LayoutEngine/layoutIfNeeded()`` does.
    public func setContentSizeCategory(_ category: ContentSizeCategory) throws(LayoutError) {
        if !textFollowsDynamicType {
            textFollowsDynamicType = true
            for view in textViews { follow(view) }
        }
        engine.traitCollection.preferredContentSizeCategory = category
        try engine.layoutIfNeeded()
    }

    private func follow(_ view: View) {
        let base = view.intrinsicContentSize
        view.intrinsicSizeProvider = { [weak view] in
            let category = view?.engine?.traitCollection.preferredContentSizeCategory ?? .large
            func scaled(_ value: Double) -> Double { value < 0 ? value : category.scaledValue(for: value) }
            return Size(width: scaled(base.width), height: scaled(base.height))
        }
        view.adjustsForContentSizeCategory = true
    }
}
