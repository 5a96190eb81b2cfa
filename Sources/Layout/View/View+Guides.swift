extension View {
    /// A guide inset from the view by its layout margins (made on first use).
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = layoutGuides.first(where: { $0.name == "\(name).margins" }) { return guide }
        let guide = LayoutGuide(name: "\(name).margins")
        addLayoutGuide(guide)
        let pairs: [(LayoutAttribute, LayoutAttribute)] =
            [(.left, .leftMargin), (.top, .topMargin), (.right, .rightMargin), (.bottom, .bottomMargin)]
        guide.systemConstraints = pairs.map { guideAttribute, viewAttribute in
            LayoutConstraint(guide, guideAttribute, .equal, self, viewAttribute,
                             label: "\(name).margins-guide", location: .system)
        }
        activateSystemConstraints(of: guide)
        return guide
    }

    /// A guide inset from the view by ``safeAreaInsets`` (made on first use).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = layoutGuides.first(where: { $0.name == "\(name).safeArea" }) { return guide }
        let guide = LayoutGuide(name: "\(name).safeArea")
        addLayoutGuide(guide)
        guide.systemConstraints = safeAreaConstraints(for: guide)
        activateSystemConstraints(of: guide)
        return guide
    }

    /// Insets of the safe-area guide (the status bar, a home indicator …); zero by default.
    public var safeAreaInsets: EdgeInsets {
        get { safeAreaInsetsStorage }
        set {
            guard newValue != safeAreaInsetsStorage else { return }
            safeAreaInsetsStorage = newValue
            guard let guide = layoutGuides.first(where: { $0.name == "\(name).safeArea" }) else { return }
            let values = [newValue.left, newValue.top, -newValue.right, -newValue.bottom]
            for (constraint, value) in zip(guide.systemConstraints, values) { constraint.constant = value }
        }
    }

    private func safeAreaConstraints(for guide: LayoutGuide) -> [LayoutConstraint] {
        let i = safeAreaInsetsStorage
        let sides: [(LayoutAttribute, Double)] = [(.left, i.left), (.top, i.top), (.right, -i.right), (.bottom, -i.bottom)]
        return sides.map { attribute, constant in
            LayoutConstraint(guide, attribute, .equal, self, attribute, constant: constant,
                             label: "\(name).safe-area-guide", location: .system)
        }
    }

    private func activateSystemConstraints(of guide: LayoutGuide) {
        if let engine { engine.activateUnchecked(guide.systemConstraints) } else { pendingSystemGuides.append(guide) }
    }
}
