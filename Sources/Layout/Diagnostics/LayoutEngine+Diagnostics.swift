import Cassowary

extension LayoutEngine {
    /// Diagnoses the layout as the last pass left it (run ``layoutIfNeeded()`` first).
    /// - Parameter ambiguity: also probe every variable for ambiguity (four edit-variable
    ///   probes per item: O(items) solver suggestions).
    public func diagnose(ambiguity: Bool = true) -> LayoutDiagnostics {
        var d = LayoutDiagnostics()
        d.unsatisfiable = lastFailures
        d.redundant = redundantConstraints.map(\.summary)
        if ambiguity { d.ambiguous = ambiguousItems() }
        d.outside = viewsOutsideSuperview()
        d.misuses = misuses
        return d
    }

    /// Active required constraints the solver found implied by the others when they were
    /// added, in order of activation.
    public var redundantConstraints: [LayoutConstraint] {
        active.filter { c in c.solverConstraint.map { solver.isRedundant($0) } ?? false }
    }

    /// Items whose x, y, width or height can move without breaking any constraint.
    ///
    /// Each variable is probed with an edit variable weaker than any priority: suggested one
    /// point up and one down; if it moves, nothing fixes it. The probe is suggested back to
    /// the old value before it is removed, so the layout stays as it was.
    public func ambiguousItems() -> [LayoutDiagnostics.Ambiguity] {
        var out: [LayoutDiagnostics.Ambiguity] = []
        for item in allItems() where item !== root {
            var loose: [String] = []
            for (name, v) in [("x", item.x), ("y", item.y), ("width", item.w), ("height", item.h)] where isFree(v) {
                loose.append(name)
            }
            if !loose.isEmpty {
                out.append(.init(item: item.displayName, attributes: loose, frame: item.frame.rounded()))
            }
        }
        solver.updateVariables()
        return out
    }

    private func isFree(_ v: Variable) -> Bool {
        guard !solver.hasEditVariable(v) else { return false }
        // Far below the weakest priority (1 → weak × 0.01), so it only moves what nothing holds.
        let probe = Strength.create(0, 0, 1e-6)
        let value = solver.value(of: v)
        do {
            try solver.addEditVariable(v, strength: probe)
            try solver.suggestValue(value + 1, for: v)
            let up = solver.currentValue(of: v)
            try solver.suggestValue(value - 1, for: v)
            let down = solver.currentValue(of: v)
            try solver.suggestValue(value, for: v)
            try solver.removeEditVariable(v)
            return abs(up - value) > 1e-6 || abs(down - value) > 1e-6
        } catch {
            return false
        }
    }

    /// Visible views whose frame is not inside their superview's bounds (by more than 1e-6).
    public func viewsOutsideSuperview() -> [LayoutDiagnostics.Outside] {
        var out: [LayoutDiagnostics.Outside] = []
        var queue = [root]
        while let v = queue.popLast() {
            for s in v.subviews.reversed() where !s.isHidden { queue.append(s) }
            guard let parent = v.superview else { continue }
            let f = v.frame, b = parent.bounds, e = 1e-6
            // A negative size (a view squeezed past zero) is never inside.
            if f.minX < -e || f.minY < -e || f.maxX > b.maxX + e || f.maxY > b.maxY + e
                || f.width < -e || f.height < -e || f.minX > b.maxX + e || f.minY > b.maxY + e {
                out.append(.init(view: v.displayName, superview: parent.displayName, frame: f.rounded(), bounds: b.rounded()))
            }
        }
        return out
    }

    /// Every view and guide of the tree, depth first in subview order.
    func allItems() -> [LayoutItem] {
        var out: [LayoutItem] = [], queue = [root]
        while let v = queue.popLast() {
            out.append(v)
            out += v.layoutGuides as [LayoutItem]
            for s in v.subviews.reversed() { queue.append(s) }
        }
        return out
    }
}
