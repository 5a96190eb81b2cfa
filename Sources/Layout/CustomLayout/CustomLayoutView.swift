/// A view of the constraint layer whose children a custom layout places: constraints decide
/// the view's frame, then the layout places its subviews in its bounds.
///
/// The view reports an intrinsic height for its width (a flow's height grows as its width
/// shrinks), so constraints below it follow: ``settle()`` runs the engine's pass, tells the
/// layout the width the solver gave, and runs the pass again when the height changed.
///
/// ```swift
/// let tags = CustomLayoutView(name: "tags", layout: FlowLayout(spacing: 8), subviews: labels.map { .view($0) })
/// engine.root.addSubview(tags)
/// try tags.snp.makeConstraints { $0.top.left.right.equalToSuperview().inset(16) }
/// try tags.settle()
/// tags.subviewFrames   // relative to the view, as frames are
/// ```
public final class CustomLayoutView<L: Layout>: View {
    /// The layout and its subviews.
    public let container: LayoutContainer<L>
    /// The width the intrinsic height was measured for (nil: ideal, before the first pass).
    private var measuredWidth: Double?
    private var placedSize: Size?

    public init(name: String = "", layout: L, subviews: [LayoutContent]) {
        container = LayoutContainer(layout, subviews: subviews)
        super.init(name: name)
        intrinsicSizeProvider = { [unowned self] in
            let height = self.container.sizeThatFits(ProposedViewSize(width: self.measuredWidth, height: nil)).height
            return Size(width: View.noIntrinsicMetric, height: height)
        }
    }

    /// Runs the engine's pass until the view's height fits its width (at most three passes),
    /// then places the subviews.
    /// - Throws: ``LayoutError`` as ``LayoutEngine/layoutIfNeeded()`` does.
    public func settle() throws(LayoutError) {
        guard let engine else { return }
        for _ in 0..<3 {
            try engine.layoutIfNeeded()
            let width = frame.width
            if width == measuredWidth { break }
            measuredWidth = width
            invalidateIntrinsicContentSize()
        }
        placeIfNeeded()
    }

    /// The subviews' frames, relative to this view, for its current frame (placed again when
    /// the frame's size changed since the last placement).
    public var subviewFrames: [Rect] {
        placeIfNeeded()
        return container.frames
    }

    private func placeIfNeeded() {
        let size = frame.size
        guard size != placedSize else { return }
        placedSize = size
        container.place(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
    }
}
