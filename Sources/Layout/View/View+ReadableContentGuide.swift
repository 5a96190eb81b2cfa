extension View {
    /// UIKit's readable width at the default text size (`.large`): 672 points, what an iPad's
    /// readable content guide is wide in its default category.
    public static let defaultReadableWidth = 672.0

    /// The priority at which the readable content guide takes its readable width: below
    /// required, so that margins narrower than the readable width win, and above every
    /// priority a view's content or a stack uses.
    static let readableWidthPriority = LayoutPriority(999.5)

    /// A guide inside the layout margins, as UIView's `readableContentGuide` (made on first
    /// use): the margins' height, and their width capped at the readable width for the
    /// engine's content size category (``ContentSizeCategory/scaledValue(for:)`` of
    /// ``defaultReadableWidth``), centred between the margins. Where the margins are narrower
    /// than that (a phone) it is the margins' frame.
    ///
    /// The cap is a width the guide takes at priority 999.5 within required bounds, so a view
    /// whose width only optional constraints set below that is pushed towards the readable
    /// width; UIKit measures the view first instead.
    public var readableContentGuide: LayoutGuide {
        if let guide = existingReadableContentGuide { return guide }
        let guide = LayoutGuide(name: "\(name).readableContent")
        addLayoutGuide(guide)
        let width = readableWidth
        let label = "\(name).readable-content-guide"
        guide.systemConstraints = [
            LayoutConstraint(guide, .top, .equal, self, .topMargin, label: label, location: .system),
            LayoutConstraint(guide, .bottom, .equal, self, .bottomMargin, label: label, location: .system),
            LayoutConstraint(guide, .centerX, .equal, self, .centerXWithinMargins, label: label, location: .system),
            LayoutConstraint(guide, .left, .greaterThanOrEqual, self, .leftMargin, label: label, location: .system),
            LayoutConstraint(guide, .width, .lessThanOrEqual, constant: width, label: label, location: .system),
            LayoutConstraint(guide, .width, .equal, constant: width, priority: View.readableWidthPriority,
                             label: label, location: .system),
        ]
        if let engine { engine.activateUnchecked(guide.systemConstraints) } else { pendingSystemGuides.append(guide) }
        registerForTraitChanges(.preferredContentSizeCategory) { view, _ in view.refreshReadableWidth() }
        return guide
    }

    private var existingReadableContentGuide: LayoutGuide? {
        layoutGuides.first { $0.name == "\(name).readableContent" }
    }

    /// The readable width at the engine's content size category (the default one outside an
    /// engine).
    var readableWidth: Double {
        (engine?.traitCollection.preferredContentSizeCategory ?? .large).scaledValue(for: View.defaultReadableWidth)
    }

    /// Sets the readable content guide's width constants for the engine's content size
    /// category (after a change of category, or when the view joins an engine).
    func refreshReadableWidth() {
        guard let guide = existingReadableContentGuide else { return }
        let width = readableWidth
        for c in guide.systemConstraints where c.firstAttribute == .width && c.constant != width { c.constant = width }
    }
}
