import Cassowary

extension LayoutEngine {
    // MARK: Root size

    /// Suggests the root's width now (the "resize" step; call ``solve()`` to see it).
    /// - Throws: ``LayoutError/solver(_:)`` for a non-finite width.
    public func setRootWidth(_ width: Double) throws(LayoutError) {
        installRootIfNeeded()
        pendingWidth = nil
        try suggest(width, for: root.w)
        rootSize.width = width
    }

    /// Suggests the root's height now.
    /// - Throws: ``LayoutError/solver(_:)`` for a non-finite height.
    public func setRootHeight(_ height: Double) throws(LayoutError) {
        installRootIfNeeded()
        pendingHeight = nil
        try suggest(height, for: root.h)
        rootSize.height = height
    }

    /// Sets both, height first (the order of workloads.md's resize phase).
    public func setRootSize(_ size: Size) throws(LayoutError) {
        try setRootHeight(size.height)
        try setRootWidth(size.width)
    }

    func applyPendingSize() throws(LayoutError) {
        if let h = pendingHeight { try setRootHeight(h) }
        if let w = pendingWidth { try setRootWidth(w) }
    }

    private func suggest(_ value: Double, for variable: Variable) throws(LayoutError) {
        do {
            try solver.suggestValue(value, for: variable)
        } catch {
            throw .solver("\(root.name) size: \(error)")
        }
        solverObserver?(.suggest(variable, value))
    }
}
