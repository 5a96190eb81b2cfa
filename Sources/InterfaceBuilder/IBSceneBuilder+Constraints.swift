import Layout

extension IBSceneBuilder {
    /// Activates the constraints `model` holds, one per size-class condition they are
    /// installed under. An item IB names that the scene does not have is a finding.
    func addConstraints(of model: IBView, layout: IBSceneLayout) {
        for c in model.constraints + (includesPlaceholders ? model.placeholderConstraints : []) {
            guard let first = layout.items[c.firstItem] else {
                layout.findings.append("constraint \(c.id): unknown first item \(c.firstItem): skipped")
                continue
            }
            var second: LayoutItem?
            if let id = c.secondItem {
                guard let item = layout.items[id] else {
                    layout.findings.append("constraint \(c.id): unknown second item \(id): skipped")
                    continue
                }
                second = contentArea(of: item, for: first, attribute: c.secondAttribute, layout) ?? item
            }
            var firstItem = first
            if let s = second, let area = contentArea(of: first, for: s, attribute: c.firstAttribute, layout) { firstItem = area }
            make(c, firstItem, second, layout)
        }
    }

    private func make(_ c: IBConstraint, _ first: LayoutItem, _ second: LayoutItem?, _ layout: IBSceneLayout) {
        let conditions: [TraitCondition?] = c.conditions.map { $0.map { Optional($0) } } ?? [nil]
        for condition in conditions {
            let made = LayoutConstraint(first, c.firstAttribute, c.relation, second, second == nil ? nil : c.secondAttribute,
                                        multiplier: c.multiplier, constant: c.constant, priority: LayoutPriority(c.priority),
                                        label: c.id, condition: condition)
            do { try made.activate() } catch { layout.findings.append("constraint \(c.id): \(error)") }
        }
    }

    /// The content guide to use instead of scroll view `item` when a view inside it is
    /// constrained to the scroll view's edges (UIKit attaches those to the content area;
    /// widths, heights and centres stay on the frame); nil otherwise.
    private func contentArea(of item: LayoutItem, for other: LayoutItem, attribute: LayoutAttribute?,
                             _ layout: IBSceneLayout) -> LayoutGuide? {
        guard let scroll = item as? View, let guide = layout.contentGuides[scroll.displayName], let attribute,
              !attribute.isDimension, attribute != .centerX, attribute != .centerY,
              let inner = (other as? View) ?? (other as? LayoutGuide)?.owningView,
              inner !== scroll, inner.isDescendant(of: scroll) else { return nil }
        return guide
    }
}
