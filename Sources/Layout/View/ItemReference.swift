/// A reference to a layout item that does not keep it alive and reads nil once the item is
/// gone, as a `weak` one does, without a weak reference's cost.
///
/// A weak reference gives its object a side table, and from then on every retain and release
/// of that object takes the runtime's slow path; weak loads and stores cost a call each. With
/// views held weakly by their constraints, descriptions and subviews, that was a quarter of the
/// instructions of the DSL, materialize and solver-add phases. Each item owns one reference
/// object instead, cleared when the item's deinit starts; constraints and descriptions hold
/// the reference strongly, which is an ordinary retain of a small object.
final class ItemReference {
    /// The item, or nil once it began to deinitialize.
    unowned(unsafe) var item: LayoutItem?

    init() {}
}

/// The same for an engine, which every item of its tree refers to.
final class EngineReference {
    unowned(unsafe) var engine: LayoutEngine?

    init() {}
}
