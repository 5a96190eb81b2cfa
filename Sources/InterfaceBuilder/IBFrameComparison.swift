import Layout

/// Solves every scene of a document and compares each view's frame with the stored one.
public enum IBFrameComparison {
    /// Stored and solved frames agree when every edge is within this of the other (the stored
    /// values are decimal renderings of thirds and halves).
    static let tolerance = 0.001

    /// The reports of every scene, in document order; a scene that cannot be sized is
    /// reported with no rows and one finding.
    /// - Parameters:
    ///   - ambiguity: whether to probe every item for ambiguity (four probes per item).
    ///   - intrinsicSizes: content sizes by IB id in place of the stored frames'.
    /// - Complexity: one build and one solve per scene, and the probes.
    public static func compare(_ document: IBDocument, ambiguity: Bool = true,
                               intrinsicSizes: [String: Size] = [:]) -> [IBSceneReport] {
        document.scenes.map { report(of: $0, in: document, ambiguity: ambiguity, intrinsicSizes: intrinsicSizes) }
    }

    static func report(of scene: IBScene, in document: IBDocument, ambiguity: Bool,
                       intrinsicSizes: [String: Size]) -> IBSceneReport {
        let builder = IBSceneBuilder(document: document, scene: scene, intrinsicSizes: intrinsicSizes)
        guard let layout = builder.build() else {
            return IBSceneReport(name: scene.name, rows: [], diagnostics: [],
                                 findings: ["scene \(scene.name): no stored root frame and no known device: not solved"])
        }
        var diagnostics: [String] = []
        do {
            try layout.engine.layoutIfNeeded()
        } catch {
            if case .unsatisfiable(let failures) = error {
                diagnostics += failures.map { "conflict: \($0)" }
            } else {
                diagnostics.append("layout: \(error)")
            }
        }
        if ambiguity {
            let hidden = Set(hiddenViews(scene.root))
            diagnostics += layout.engine.ambiguousItems().filter { !hidden.contains($0.item) }.map(\.description)
        }
        let grid = IBPixelGrid(scale: document.scale, floorsOrigins: document.floorsOrigins)
        let solved = frames(of: scene.root, in: layout, grid: grid)
        let designed = designTimeFrames(of: scene, in: document, intrinsicSizes: intrinsicSizes, grid: grid)
        var rows: [IBFrameRow] = []
        func walk(_ model: IBView, inHidden: Bool) {
            guard let frame = solved[model.id] else { return }
            var flag = inHidden || model.isHidden ? .hidden : flag(model, frame)
            if flag == .differs, let design = designed?[model.id], !same(design, frame) { flag = .sizedInCode }
            rows.append(IBFrameRow(file: document.name, scene: scene.name, id: model.id, className: model.className,
                                   label: model.label, frame: frame, stored: model.storedFrame, flag: flag))
            for child in model.subviews { walk(child, inHidden: inHidden || model.isHidden) }
        }
        walk(scene.root, inHidden: false)
        return IBSceneReport(name: scene.name, rows: rows, diagnostics: diagnostics, findings: layout.findings)
    }

    /// Every view's solved frame by IB id, snapped to the pixel grid, in its superview's
    /// coordinates; the root where IB placed it on the canvas.
    static func frames(of root: IBView, in layout: IBSceneLayout, grid: IBPixelGrid) -> [String: Rect] {
        var out: [String: Rect] = [:]
        func walk(_ model: IBView, parentOrigin: Point?) {
            guard let view = layout.views[model.id] else { return }
            let a = view.absoluteFrame
            let x0 = grid.origin(a.minX), y0 = grid.origin(a.minY)
            var frame = Rect(x: x0, y: y0, width: grid.size(a.minX, a.maxX), height: grid.size(a.minY, a.maxY))
            if let p = parentOrigin {
                frame.origin = Point(x: x0 - p.x, y: y0 - p.y)
            } else {
                frame.origin = model.storedFrame?.origin ?? .zero
            }
            out[model.id] = frame
            for child in model.subviews { walk(child, parentOrigin: Point(x: x0, y: y0)) }
        }
        walk(root, parentOrigin: nil)
        return out
    }

    /// The ids of hidden views and of every view inside one.
    static func hiddenViews(_ model: IBView, inHidden: Bool = false) -> [String] {
        let hidden = inHidden || model.isHidden
        return (hidden ? [model.id] : []) + model.subviews.flatMap { hiddenViews($0, inHidden: hidden) }
    }

    static func flag(_ model: IBView, _ frame: Rect) -> IBFrameFlag {
        if model.ambiguous { return .ambiguous }
        if model.misplaced { return .misplaced }
        guard let stored = model.storedFrame else { return .noStoredFrame }
        return same(frame, stored) ? .match : .differs
    }

    /// Whether two frames agree within ``tolerance`` on each value.
    static func same(_ a: Rect, _ b: Rect) -> Bool {
        let pairs = [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)]
        return pairs.allSatisfy { abs($0 - $1) <= tolerance }
    }
}
