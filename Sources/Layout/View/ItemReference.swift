import Cassowary

/// A reference to a layout item that does not keep it alive and reads nil once the item is
/// gone, as a `weak` one does, without a weak reference's cost.
///
/// A weak reference gives its object a side table, and from then on every retain and release
/// of that object takes the runtime's slow path; weak loads and stores cost a call each. With
/// views held weakly by their constraints, descriptions and subviews, that was a quarter of the
/// instructions of the DSL, materialize and solver-add phases. Each item owns one reference
/// object instead, cleared when the item's deinit starts; constraints and descriptions hold
/// the reference strongly, which is an ordinary retain of a small object.
///
/// The reference also carries what the hot paths of a constraint need of its item — the
/// engine it is in and its solver variables — so that checking and building a constraint
/// reads one small object the constraint holds, and neither loads nor retains the item.
final class ItemReference {
    /// The item, or nil once it began to deinitialize.
    @exclusivity(unchecked) unowned(unsafe) var item: LayoutItem?
    /// The serial of the engine whose tree the item is in; 0 outside a tree (serials start at 1).
    @exclusivity(unchecked) var engineSerial: UInt32 = 0
    /// The serial of the engine the variables were made in (0: none yet).
    @exclusivity(unchecked) var variablesEngine: UInt32 = 0
    /// The item's variables in that engine's solver.
    @exclusivity(unchecked) var variables = ItemVariables.unattached
    /// The first of the installed constraints that name the item, first or second (a list
    /// threaded through the constraints: see ``LayoutConstraint/nextConstraint(of:)``), so
    /// that removing a view or changing its margins touches its own constraints only.
    @exclusivity(unchecked) unowned(unsafe) var constraintsHead: LayoutConstraint?

    init() {}
}

/// An item's four solver variables: left, top, width and height in the root's coordinates.
struct ItemVariables {
    var x, y, w, h: Variable

    /// Variables of no solver: what an item holds before it joins an engine.
    static var unattached: ItemVariables {
        let v = Variable.placeholder
        return ItemVariables(x: v, y: v, w: v, h: v)
    }
}

/// The same for an engine, which every item of its tree refers to.
final class EngineReference {
    @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?

    init() {}
}
