// A build's definitions valued as they are made. A layout build is mostly required equalities
// that `defineDirectly` makes definitions of new variables, which nothing reads yet; each was
// marked dirty, and the build's update walked them all again from the dirty list: every row's
// cells read a second time, long after they left the cache (at 10 000 siblings, the walk was
// 40% of the build's last-level misses in callgrind's simulation). Valued at once, while its
// cells are in cache, a definition is the same sum in the same order — its constant, then its
// cells — over values that are current, so the value is the walk's, bit for bit. (Were a
// value it reads stale after all, the walk that brings that value up to date would reach the
// new definition too, as one of its readers, and value it again.)

extension Tableau {
    /// Dirty symbols that a new definition brings up to date before it is valued, when none of
    /// them has a reader: each is one evaluation, and nothing spreads from it. (The edits a
    /// build declares before its views' lines: a window's width and height.)
    static let unreadRefreshLimit = 4

    /// Whether every stored value is current, so that a new definition can be valued at once:
    /// nothing is dirty, or the few dirty symbols have no readers and are refreshed here.
    /// Call it before the definition's row is made (its cells would become readers).
    @inline(__always) mutating func valuesAreCurrentForNewDefinition() -> Bool {
        guard shortcuts.valuesNewDefinitions else { return false }
        if dirty.isEmpty { return true }
        return dirty.count <= Tableau.unreadRefreshLimit && refreshUnreadDirtySymbols()
    }

    /// Refreshes the dirty symbols when none has a reader; whether it did. Nothing reads them,
    /// so none reads another: each is valued on its own, as `refreshValues` would value it (a
    /// variable its definition, or 0 when free; a restricted symbol moves no variable), and
    /// without its heap, which a build's refresh would allocate.
    private mutating func refreshUnreadDirtySymbols() -> Bool {
        for k in 0..<dirty.count where matrix.referenceCount(dirty[k]) != 0 { return false }
        for k in 0..<dirty.count where symbols[dirty[k]].kind == .external {
            publish(dirty[k], evaluate(dirty[k]))
        }
        clearDirty()
        return true
    }

    /// Values a definition that nothing reads, just placed while every value is current
    /// (``valuesAreCurrentForNewDefinition()``), in place of marking its subject dirty.
    @inline(__always) mutating func valueNewDefinition(_ row: RowID, subject: SymbolID) {
        publish(subject, definitionSum(row))
        valuedAtOnce &+= 1
    }
}
