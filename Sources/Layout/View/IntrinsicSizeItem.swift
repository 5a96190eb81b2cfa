/// Where a view that follows Dynamic Type keeps its intrinsic size in the solver: the width
/// and height of this item are strong edit variables that hold the measured size, and the
/// view's hugging and compression constraints relate its size to them (`w <= iw @hugging`,
/// `w >= iw @compression`).
///
/// A content size category change then suggests new values — the dual simplex moves what
/// depends on them — instead of removing and adding four constraints per view, each of which
/// re-optimizes the whole objective. A strong edit outweighs every layout priority, so the
/// item holds the measured size exactly. The item is in no view's guides: diagnostics and
/// frames never see it.
///
/// A view gets one at the first category change it sees: until then its size is held by
/// constants, as any view's (two edit variables more per view would cost every build).
final class IntrinsicSizeItem: LayoutItem {
    /// The dimensions whose edit variable is in the engine's solver.
    @exclusivity(unchecked) var editsWidth = false
    @exclusivity(unchecked) var editsHeight = false
}
