import Cassowary

extension LayoutEngine {
    func intrinsicSizeChanged(of view: View) {
        dirtyIntrinsic.append(view)
    }

    /// Brings a view's hugging and compression constraints to its current intrinsic size:
    /// `w <= iw @hugging`, `w >= iw @compression`, the same for the height. `iw` is a
    /// constant, or, for a view that follows Dynamic Type, the edit variable of its
    /// ``IntrinsicSizeItem``. The constraints it has are kept when they have the same shape
    /// (new constants in place, or only new suggestions): nothing is allocated then.
    func rebuildIntrinsicConstraints(of view: View) {
        view.intrinsicDirty = false
        // Baseline offsets come from the content too (a label's font): rebuild those.
        view.reference.forEachInstalledConstraint { c in
            if c.usesBaseline(of: view.reference) { contentChanged(c) }
        }
        let size = view.intrinsicContentSize
        let hasWidth = size.width >= 0 && size.width.isFinite, hasHeight = size.height >= 0 && size.height.isFinite
        var edited: IntrinsicSizeItem?
        if let item = view.intrinsicSizeItem {
            if view.adjustsForContentSizeCategory {
                edited = attached(item)
                setEdit(item, .width, hasWidth ? size.width : nil)
                setEdit(item, .height, hasHeight ? size.height : nil)
            } else {
                releaseSizeItem(item)
                view.intrinsicSizeItem = nil
            }
        }
        let existing = view.intrinsicConstraints
        let secondReference = edited?.reference
        if existing.count == (hasWidth ? 2 : 0) + (hasHeight ? 2 : 0),
           !hasWidth || pairFits(existing, at: 0, .width, secondReference, view.horizontalHugging, view.horizontalCompressionResistance),
           !hasHeight || pairFits(existing, at: hasWidth ? 2 : 0, .height, secondReference,
                                  view.verticalHugging, view.verticalCompressionResistance) {
            if hasWidth {
                update(existing, at: 0, edited == nil ? size.width : 0, view.horizontalHugging, view.horizontalCompressionResistance)
            }
            if hasHeight {
                update(existing, at: hasWidth ? 2 : 0, edited == nil ? size.height : 0,
                       view.verticalHugging, view.verticalCompressionResistance)
            }
            activateUnchecked(existing)
            return
        }
        deactivate(existing)
        var made: [LayoutConstraint] = []
        func add(_ attribute: LayoutAttribute, _ value: Double, _ hug: LayoutPriority, _ resist: LayoutPriority) {
            let constant = edited == nil ? value : 0
            let hugging = LayoutConstraint(view, attribute, .lessThanOrEqual, edited, edited == nil ? nil : attribute,
                                           constant: constant, priority: hug)
            let compression = LayoutConstraint(view, attribute, .greaterThanOrEqual, edited, edited == nil ? nil : attribute,
                                               constant: constant, priority: resist)
            hugging.contentSizeRole = .hugging
            compression.contentSizeRole = .compression
            made.append(hugging)
            made.append(compression)
        }
        if hasWidth { add(.width, size.width, view.horizontalHugging, view.horizontalCompressionResistance) }
        if hasHeight { add(.height, size.height, view.verticalHugging, view.verticalCompressionResistance) }
        view.intrinsicConstraints = made
        activateUnchecked(made)
    }

    /// Whether the hugging and compression pair at `k` can take new values in place: the same
    /// attribute and the same reference (a constant, or this size item), and no priority
    /// crossing between required and optional (an active constraint cannot).
    private func pairFits(_ existing: [LayoutConstraint], at k: Int, _ attribute: LayoutAttribute,
                          _ second: ItemReference?, _ hug: LayoutPriority, _ resist: LayoutPriority) -> Bool {
        existing[k].firstAttribute == attribute && existing[k].secondReference === second
            && existing[k].priority.isRequired == hug.isRequired && existing[k + 1].priority.isRequired == resist.isRequired
    }

    private func update(_ existing: [LayoutConstraint], at k: Int, _ value: Double, _ hug: LayoutPriority,
                        _ resist: LayoutPriority) {
        existing[k].constant = value
        existing[k].priority = hug
        existing[k + 1].constant = value
        existing[k + 1].priority = resist
    }

    // MARK: Sizes held by edit variables

    /// A view that follows Dynamic Type saw the content size category change: from now on its
    /// intrinsic size is held by edit variables (a view whose category never changes keeps
    /// constants, which cost the solver less to build).
    func holdIntrinsicSizeInEditVariables(of view: View) {
        if view.intrinsicSizeItem == nil { view.intrinsicSizeItem = IntrinsicSizeItem(name: "\(view.name).intrinsic") }
    }

    /// The size item, in this engine's solver.
    private func attached(_ item: IntrinsicSizeItem) -> IntrinsicSizeItem {
        if item.engine !== self {
            item.editsWidth = false
            item.editsHeight = false
            item.attach(to: self)
        }
        return item
    }

    /// Suggests `value` for one dimension of a size item (adding its edit variable first), or
    /// removes the edit variable when the view has no intrinsic size in that dimension.
    private func setEdit(_ item: IntrinsicSizeItem, _ attribute: LayoutAttribute, _ value: Double?) {
        let variable = attribute == .width ? item.w : item.h
        let edits = attribute == .width ? item.editsWidth : item.editsHeight
        do {
            if let value {
                if !edits {
                    try solver.addEditVariable(variable, strength: LayoutEngine.intrinsicSizeStrength)
                    solverObserver?(.addEditVariable(variable, LayoutEngine.intrinsicSizeStrength))
                    if attribute == .width { item.editsWidth = true } else { item.editsHeight = true }
                }
                try solver.suggestValue(value, for: variable)
                solverObserver?(.suggest(variable, value))
            } else if edits {
                try solver.removeEditVariable(variable)
                if attribute == .width { item.editsWidth = false } else { item.editsHeight = false }
            }
        } catch {
            let text = "\(item.name).\(attribute) == \(value.map(fmt) ?? "none") (strong edit)"
            passFailures.append(UnsatisfiableConstraint(constraint: ConstraintSummary(label: item.name, location: .system, text: text),
                                                        conflicts: [], solverMessage: "\(error)"))
        }
    }

    /// Takes a size item's edit variables out of this engine's solver (its view stopped
    /// following Dynamic Type, or left the tree).
    func releaseSizeItem(_ item: IntrinsicSizeItem) {
        guard item.engine === self else { return }
        setEdit(item, .width, nil)
        setEdit(item, .height, nil)
        item.engine = nil
    }
}
