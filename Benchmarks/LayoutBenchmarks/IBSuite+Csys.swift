import Cassowary
import Csys
import InterfaceBuilder
import Layout

extension IBSuite {
    /// The csys program of a scene, so the peer solvers replay it: the build and first layout,
    /// then the root turned (width and height swapped, traits kept: resize steps only) and back,
    /// with an `x` line of every view's width and height after the build and after the return.
    /// With `levels`, the strengths keep the layer's exact priority levels (`STRENGTH@LEVEL`).
    /// - Throws: ``LayoutError`` when the layout refuses a required constraint; nil when the
    ///   scene cannot be sized.
    public static func csys(_ scene: IBScene, in document: IBDocument, levels: Bool = false) throws(LayoutError) -> CsysDocument? {
        guard let layout = IBSceneLayout.build(scene, in: document) else { return nil }
        let recorder = CsysRecorder(solver: layout.engine.solver, levels: levels)
        layout.engine.solverObserver = { recorder.record($0) }
        defer { layout.engine.solverObserver = nil }
        let views = scene.root.allViews.compactMap { layout.views[$0.id] }
        func expectSizes() {
            for view in views {
                recorder.builder.expect("\(view.name).w", view.absoluteAlignmentRect.width)
                recorder.builder.expect("\(view.name).h", view.absoluteAlignmentRect.height)
            }
        }
        try layout.engine.layoutIfNeeded()
        expectSizes()
        let size = layout.designSize
        for step in [Size(width: size.height, height: size.width), size] {
            try layout.engine.setRootHeight(step.height)
            layout.engine.solve()
            try layout.engine.setRootWidth(step.width)
            layout.engine.solve()
        }
        expectSizes()
        return recorder.builder.document
    }
}
