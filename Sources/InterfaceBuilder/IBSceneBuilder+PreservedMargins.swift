import Layout

extension IBSceneBuilder {
    /// `preservesSuperviewLayoutMargins`: on each side, the view's margin is at least what is
    /// left of its superview's margin past the view's edge (UIKit takes the larger of its own
    /// and the part of the superview's margins it overlaps). Measured on the stored frames, as
    /// a subview's safe area is; the margins then stay as built (a rotation keeps them).
    func preserveMargins(of view: View, _ model: IBView, in parent: View, _ parentModel: IBView) {
        guard let frame = model.storedFrame else { return }
        let parentSize = parentModel.id == scene.root.id ? rootSize : parentModel.storedFrame?.size
        guard let size = parentSize else { return }
        let outer = parent.layoutMargins, own = view.layoutMargins
        view.layoutMargins = EdgeInsets(top: max(own.top, outer.top - frame.minY),
                                        left: max(own.left, outer.left - frame.minX),
                                        bottom: max(own.bottom, outer.bottom - (size.height - frame.maxY)),
                                        right: max(own.right, outer.right - (size.width - frame.maxX)))
    }
}
