import Layout

extension IBFrameComparison {
    /// The frames IB lays the scene out with at design time — its placeholder constraints
    /// added — by IB id; nil when the scene has none, or when they conflict. A view whose solved frame differs from
    /// the stored one and moves when they are added gets its size from code at run time
    /// (Xcode removes placeholders at build time): it is flagged ``IBFrameFlag/sizedInCode``.
    static func designTimeFrames(of scene: IBScene, in document: IBDocument, intrinsicSizes: [String: Size],
                                 grid: IBPixelGrid) -> [String: Rect]? {
        guard scene.root.allViews.contains(where: { !$0.placeholderConstraints.isEmpty }) else { return nil }
        var builder = IBSceneBuilder(document: document, scene: scene, intrinsicSizes: intrinsicSizes)
        builder.includesPlaceholders = true
        guard let layout = builder.build() else { return nil }
        // Placeholders that conflict with the build's constraints (an error, or a root pushed
        // off the scene's size) say nothing of the code.
        do { try layout.engine.layoutIfNeeded() } catch { return nil }
        let out = frames(of: scene.root, in: layout, grid: grid)
        guard let size = builder.rootSize, let root = out[scene.root.id],
              abs(root.width - size.width) <= tolerance, abs(root.height - size.height) <= tolerance else { return nil }
        return out
    }
}
