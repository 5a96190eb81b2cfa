/// Flexible edge spacing: the space a group leaves over, given to its items' flexible edges.
extension GroupPlacement {
    /// Moves a placed subitem across the axis by its flexible edges (centred between two,
    /// pushed away from one); returns how far it moved.
    mutating func alignAcross(frames range: Range<Int>, edges: (before: CollectionLayoutSpacing?, after: CollectionLayoutSpacing?),
                              extent: Double, in inner: ResolvedBox, axis: GroupAxis) -> Double {
        let before = edges.before?.isFlexible ?? false, after = edges.after?.isFlexible ?? false
        guard before || after else { return 0 }
        let space = axis == .horizontal ? inner.height : inner.width
        dependencies.formUnion(space.dependencies)
        let extra = Swift.max(0, space.value - extent)
        let shift = before && after ? extra / 2 : (before ? extra : 0)
        for f in range {
            if axis == .horizontal { frames[f].origin.y += shift } else { frames[f].origin.x += shift }
        }
        return shift
    }

    /// Shares what is left of the run's length among its items' flexible edges, moving each
    /// item by the shares of the flexible edges before it.
    mutating func shareFlexibleEdges(run: inout LinearRun) {
        let flexible = run.flexibleEdges.reduce(0) { $0 + ($1.before ? 1 : 0) + ($1.after ? 1 : 0) }
        guard flexible > 0 else { return }
        dependencies.formUnion(run.available.dependencies)
        let share = Swift.max(0, run.available.value - run.offset) / Double(flexible)
        guard share > 0 else { return }
        var shift = 0.0
        for (k, start) in run.starts.enumerated() {
            if run.flexibleEdges[k].before { shift += share }
            let end = k + 1 < run.starts.count ? run.starts[k + 1] : frames.count
            for f in start..<end {
                if run.axis == .horizontal { frames[f].origin.x += shift } else { frames[f].origin.y += shift }
            }
            if run.flexibleEdges[k].after { shift += share }
        }
        run.offset += share * Double(flexible)
    }
}
