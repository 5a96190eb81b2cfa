import Layout

extension IBSceneBuilder {
    /// Registers the layout guides IB names by id: each view's safe area (the root's insets,
    /// cut to where the view's stored frame overlaps them), a scroll view's content and frame
    /// guides, the layout margins and readable content guides, and a view controller's pre-iOS 11
    /// top and bottom guides.
    func makeGuides(for model: IBView, layout: IBSceneLayout, rootSafeArea: EdgeInsets, origin: Point = .zero) {
        guard let view = layout.views[model.id] else { return }
        let frame = model.storedFrame ?? .zero
        let absolute = model.id == scene.root.id ? Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            : Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
        for (key, id) in model.guides {
            switch key {
            case "safeArea":
                if model.id != scene.root.id { view.safeAreaInsets = insets(of: absolute, inside: rootSafeArea) }
                layout.items[id] = view.safeAreaLayoutGuide
            case "layoutMargins": layout.items[id] = view.layoutMarginsGuide
            case "readableContent": layout.items[id] = view.readableContentGuide
            case "contentLayoutGuide": layout.items[id] = contentGuide(of: view, model, layout)
            case "frameLayoutGuide": layout.items[id] = frameGuide(of: view, layout)
            case "top", "bottom": layout.items[id] = barGuide(key, of: view, rootSafeArea, layout)
            default: layout.findings.append("\(model.id): unsupported layout guide \"\(key)\": constraints to it are skipped")
            }
        }
        if model.element == "scrollView", layout.contentGuides[model.id] == nil {
            _ = contentGuide(of: view, model, layout)
        }
        for child in model.subviews {
            makeGuides(for: child, layout: layout, rootSafeArea: rootSafeArea, origin: Point(x: absolute.minX, y: absolute.minY))
        }
    }

    /// How far the root's safe area reaches into `frame` (root coordinates) on each side.
    private func insets(of frame: Rect, inside safe: EdgeInsets) -> EdgeInsets {
        let size = rootSize ?? .zero
        return EdgeInsets(top: max(0, safe.top - frame.minY), left: max(0, safe.left - frame.minX),
                          bottom: max(0, frame.maxY - (size.height - safe.bottom)),
                          right: max(0, frame.maxX - (size.width - safe.right)))
    }

    /// A scroll view's content area with the content offset at zero: it starts at the scroll
    /// view's top left, and its size is what the constraints inside make it.
    private func contentGuide(of view: View, _ model: IBView, _ layout: IBSceneLayout) -> LayoutGuide {
        if let guide = layout.contentGuides[model.id] { return guide }
        let guide = LayoutGuide(name: "\(view.name).content")
        view.addLayoutGuide(guide)
        activate([LayoutConstraint(guide, .left, .equal, view, .left, label: "\(view.name).content-guide"),
                  LayoutConstraint(guide, .top, .equal, view, .top, label: "\(view.name).content-guide")], layout)
        layout.contentGuides[model.id] = guide
        return guide
    }

    private func frameGuide(of view: View, _ layout: IBSceneLayout) -> LayoutGuide {
        let guide = LayoutGuide(name: "\(view.name).frame")
        view.addLayoutGuide(guide)
        activate([LayoutAttribute.left, .top, .width, .height].map {
            LayoutConstraint(guide, $0, .equal, view, $0, label: "\(view.name).frame-guide")
        }, layout)
        return guide
    }

    /// `topLayoutGuide` spans the root's top down to the safe area; `bottomLayoutGuide` the
    /// root's bottom up to it.
    private func barGuide(_ key: String, of view: View, _ safe: EdgeInsets, _ layout: IBSceneLayout) -> LayoutGuide {
        let guide = LayoutGuide(name: "\(view.name).\(key)LayoutGuide")
        view.addLayoutGuide(guide)
        let edge: LayoutAttribute = key == "top" ? .top : .bottom
        activate([LayoutConstraint(guide, edge, .equal, view, edge, label: guide.name),
                  LayoutConstraint(guide, .height, .equal, constant: key == "top" ? safe.top : safe.bottom, label: guide.name),
                  LayoutConstraint(guide, .left, .equal, view, .left, label: guide.name),
                  LayoutConstraint(guide, .right, .equal, view, .right, label: guide.name)], layout)
        return guide
    }

    func activate(_ constraints: [LayoutConstraint], _ layout: IBSceneLayout) {
        for c in constraints {
            do { try c.activate() } catch { layout.findings.append("\(error)") }
        }
    }
}
