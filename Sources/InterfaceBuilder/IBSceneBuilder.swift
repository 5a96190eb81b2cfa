import Foundation
import Layout

/// Builds one scene in the layout layer: a view per IB view (a ``StackView`` for a stack, a
/// ``Label`` for text), intrinsic sizes, margins, safe areas, autoresizing frames, then the
/// constraints as IB stores them.
///
/// Content views take their stored frame as their intrinsic size — there are no fonts here to
/// measure text, and the stored frame is what Xcode measured — unless the user gives one.
struct IBSceneBuilder {
    let document: IBDocument
    let scene: IBScene
    /// Intrinsic sizes given by the user, by IB id, in place of the stored frames'.
    var intrinsicSizes: [String: Size] = [:]
    /// Whether to add the placeholder constraints too, as IB does at design time.
    var includesPlaceholders = false

    /// The scene's size: the root's stored frame, else the device's; a controller's root that
    /// IB flags misplaced is laid out where IB puts it (``misplacedRootSize``).
    var rootSize: Size? {
        if let size = misplacedRootSize { return size }
        if let f = scene.root.storedFrame, f.width > 0, f.height > 0 { return f.size }
        return document.device?.size
    }

    /// The safe-area insets of the root: the device's (and the bars the scene simulates) for a
    /// view controller's view or a full-screen XIB view; for a smaller XIB view the status bar
    /// from Xcode 13's tools on, nothing before.
    func rootSafeArea(_ size: Size) -> EdgeInsets {
        guard let device = document.device else {
            // A document of Xcode 7 or before (no device, a 600 × 600 canvas): a controller's
            // view sits under the 20-point status bar and its bars.
            guard scene.isViewControllerRoot else { return .zero }
            return EdgeInsets(top: 20 + scene.barInsets.top, left: 0, bottom: scene.barInsets.bottom, right: 0)
        }
        var insets = device.safeAreaInsets
        if !scene.isViewControllerRoot, size != device.size || device.homeIndicator == 0 {
            // A XIB's view: Xcode 13's tools on (19000) draw it under the device's status bar,
            // its top inset only; earlier ones show none. A full-screen view on a notched
            // device gets every inset.
            let tools = document.tools ?? 0
            return tools >= 19000 ? EdgeInsets(top: insets.top, left: 0, bottom: 0, right: 0) : .zero
        }
        // A controller shorter than the screen is presented as a sheet, below the status bar;
        // one of a freeform size is drawn on the screen and keeps the device's insets. One
        // taller than the screen shows no status bar (its bars still count).
        if scene.isViewControllerRoot, size.height > device.size.height
            || (!scene.isFreeform && size.height < device.size.height) {
            insets.top = 0
        }
        insets.top += scene.barInsets.top
        insets.bottom += scene.barInsets.bottom
        return insets
    }

    /// Builds and lays out the scene; nil (with a finding) when it has no size.
    func build() -> IBSceneLayout? {
        guard let size = rootSize else { return nil }
        let engine = LayoutEngine(rootName: "ib.window", width: size.width, height: size.height)
        if let device = document.device {
            var traits = device.traits
            if size.width > size.height, device.orientation == .portrait {
                traits = IBDevice(id: device.id, idiom: device.idiom, portraitSize: device.portraitSize, scale: device.scale,
                                  portraitTop: device.portraitTop, homeIndicator: device.homeIndicator,
                                  orientation: .landscape).traits
            }
            engine.traitCollection = traits
        }
        let layout = IBSceneLayout(engine: engine)
        layout.designSize = size
        layout.device = document.device
        let root = makeView(scene.root, layout: layout)
        engine.root.addSubview(root)
        pinToWindow(root, layout)
        configureRoot(root, size: size)
        for child in scene.root.subviews { add(child, to: root, parentModel: scene.root, layout: layout) }
        makeGuides(for: scene.root, layout: layout, rootSafeArea: root.safeAreaInsets)
        for view in scene.root.allViews { addConstraints(of: view, layout: layout) }
        return layout
    }

    private func pinToWindow(_ root: View, _ layout: IBSceneLayout) {
        let window = layout.engine.root
        for attribute in [LayoutAttribute.left, .top, .width, .height] {
            let c = LayoutConstraint(root, attribute, .equal, window, attribute, label: "ib.root.pin")
            do { try c.activate() } catch { layout.findings.append("root pin: \(error)") }
        }
    }

    private func configureRoot(_ root: View, size: Size) {
        let safe = rootSafeArea(size)
        root.safeAreaInsets = safe
        if let custom = scene.root.layoutMargins {
            root.layoutMargins = scene.root.insetsLayoutMarginsFromSafeArea ? custom + safe : custom
        } else if scene.isViewControllerRoot, let device = document.device {
            // A view controller's view: the system minimum margins at the sides, none at the
            // top and bottom, plus the safe area.
            let m = device.systemMinimumMargin
            root.layoutMargins = EdgeInsets(top: safe.top, left: safe.left + m, bottom: safe.bottom, right: safe.right + m)
        } else if scene.isViewControllerRoot {
            root.layoutMargins = IBUndeclaredDevice.rootMargins(width: size.width)
        } else {
            root.layoutMargins = EdgeInsets.all(8) + safe
        }
    }

    /// Adds `model` (and its subviews) under `parent`: arranged in a stack, or pinned to its
    /// stored frame when it keeps its autoresizing mask.
    private func add(_ model: IBView, to parent: View, parentModel: IBView, layout: IBSceneLayout) {
        let view = makeView(model, layout: layout)
        if let stack = parent as? StackView {
            stack.addArrangedSubview(view)
        } else {
            parent.addSubview(view)
            if model.translatesAutoresizingMask || model.fixedFrame { pinAutoresizing(view, model, in: parent, parentModel, layout) }
        }
        view.layoutMargins = model.layoutMargins ?? defaultMargins(model, freeCell: parentModel.id == scene.root.id && !scene.isViewControllerRoot)
        if model.preservesSuperviewLayoutMargins { preserveMargins(of: view, model, in: parent, parentModel) }
        for child in model.subviews { add(child, to: view, parentModel: model, layout: layout) }
    }

    /// A view's margins when the file gives none: 8 on each side, but a table cell's content
    /// view. `freeCell`: the cell is a XIB's top-level view, in no table.
    private func defaultMargins(_ model: IBView, freeCell: Bool) -> EdgeInsets {
        // Before iOS 11 (files of Xcode 8 and earlier, tools below 13000) a cell's content
        // view had 8 on every side too.
        let tools = document.tools ?? 0
        guard model.element == "tableViewCellContentView", tools >= 13000 else { return .all(8) }
        // A table cell's content view: 11 at the top and bottom, at the sides the system
        // margin the table passes on; a cell in no table keeps the cell's own 15 (measured on
        // the iPhone 8 only: a wider phone keeps its 20).
        var side = document.device?.systemMinimumMargin ?? 16
        if freeCell, side == 16 { side = 15 }
        return EdgeInsets(top: 11, left: side, bottom: 11, right: side)
    }

    /// The view for `model`, registered by id.
    private func makeView(_ model: IBView, layout: IBSceneLayout) -> View {
        let name = IBSceneBuilder.variableName(model.id, index: layout.views.count)
        let view: View
        switch model.kind {
        case .stack(let s):
            let stack = StackView(name: name, axis: s.axis == .horizontal ? .horizontal : .vertical, spacing: s.spacing)
            stack.distribution = s.distribution
            stack.alignment = s.alignment
            stack.isLayoutMarginsRelativeArrangement = s.isLayoutMarginsRelative
            view = stack
        case .content:
            view = contentView(model, name: name)
            view.alignmentRectInsets = IBSceneBuilder.alignmentRectInsets(of: model.element, tools: document.tools)
            if IBSceneLayout.textElements.contains(model.element) { layout.textViews.append(view) }
        case .container:
            view = View(name: name)
        }
        // Diagnostics name the view by its IB id.
        view.snp.setLabel(model.id)
        if let size = IBSceneBuilder.designableSize(of: model) { view.fixedIntrinsicSize = size }
        if let placeholder = model.placeholderIntrinsicSize { view.fixedIntrinsicSize = placeholder }
        if let size = intrinsicSizes[model.id] { view.intrinsicSizeProvider = { size } }
        view.isHidden = model.isHidden
        view.horizontalHugging = LayoutPriority(model.horizontalHugging)
        view.verticalHugging = LayoutPriority(model.verticalHugging)
        view.horizontalCompressionResistance = LayoutPriority(model.horizontalCompression)
        view.verticalCompressionResistance = LayoutPriority(model.verticalCompression)
        layout.views[model.id] = view
        layout.items[model.id] = view
        return view
    }

    /// A content view whose intrinsic size is its stored frame's; a text view (one with a
    /// font) is a ``Label`` so that its baselines sit where the font puts them.
    private func contentView(_ model: IBView, name: String) -> View {
        // The intrinsic size is the alignment rect's, inside the stored frame.
        let insets = IBSceneBuilder.alignmentRectInsets(of: model.element, tools: document.tools)
        let size = model.storedFrame.map {
            Size(width: $0.width - insets.left - insets.right, height: $0.height - insets.top - insets.bottom)
        }
        guard let size, let pointSize = model.fontSize else { return View(name: name, intrinsicSize: size) }
        let metrics = IBTextMetrics(height: size.height, pointSize: pointSize, scale: document.scale)
        let label = Label(name: name, text: model.label,
                          lineHeight: metrics.firstBaselineFromTop + metrics.lastBaselineFromBottom,
                          descent: metrics.lastBaselineFromBottom)
        label.intrinsicSizeProvider = { size }
        return label
    }
}

extension IBSceneBuilder {
    /// A solver variable prefix for the view of IB id `id`, the `index`-th made: `v3_Scg_da_zi8`
    /// (csys names allow letters, digits, `_` and `.` only; the index keeps them unique).
    static func variableName(_ id: String, index: Int) -> String {
        let safe = id.unicodeScalars.map { ($0.isASCII && (CharacterSet.alphanumerics.contains($0))) ? Character($0) : "_" }
        return "v\(index)_" + String(safe)
    }
}

extension EdgeInsets {
    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
