import Cassowary

/// Something constraints can hold on to: a ``View`` or a ``LayoutGuide``.
///
/// An item has four solver variables, `NAME.x NAME.y NAME.w NAME.h`: left, top, width and
/// height in the root's coordinates. They exist once the item is in an engine's tree.
public class LayoutItem {
    // The stored properties the hot paths touch skip the runtime exclusivity check
    // (`@exclusivity(unchecked)`): the layer runs on one thread and never overlaps two accesses
    // to one property, and each check cost ~170 instructions (callgrind), a fifth of the DSL
    // and materialize phases.
    /// The name used in diagnostics and for the solver's variables (`v3` → `v3.x`, …).
    @exclusivity(unchecked) public internal(set) var name: String
    /// The engine of the tree the item is in, if any.
    public internal(set) var engine: LayoutEngine? {
        get { engineReference?.engine }
        set {
            engineReference = newValue?.reference
            reference.engineSerial = newValue?.serial ?? 0
        }
    }
    @exclusivity(unchecked) var engineReference: EngineReference?
    /// x, y, w, h in the engine's solver (valid while `engine` is set); kept in the reference,
    /// where constraints read them.
    var x: Variable { reference.variables.x }
    var y: Variable { reference.variables.y }
    var w: Variable { reference.variables.w }
    var h: Variable { reference.variables.h }
    /// Descriptions made with `snp.makeConstraints` (what `remake`, `update` and `remove` see).
    @exclusivity(unchecked) var madeDescriptions: [ConstraintDescription] = []
    /// The label diagnostics show instead of ``name`` (SnapKit's `snp.setLabel(_:)`).
    @exclusivity(unchecked) var label: String?
    /// The insets of the alignment rect inside the frame (nil: none; see
    /// ``View/alignmentRectInsets``). Guides have none.
    @exclusivity(unchecked) var alignmentInsets: EdgeInsets?

    /// What constraints, descriptions and subviews hold instead of a weak reference.
    let reference = ItemReference()

    init(name: String) {
        self.name = name
        reference.item = self
    }

    deinit {
        reference.item = nil
        reference.engineSerial = 0
    }

    /// The view whose coordinates frames are relative to: a view's superview, a guide's owner.
    var referenceView: View? { nil }
    /// The reference of ``referenceView``, read without loading the view.
    var referenceViewReference: ItemReference? { nil }

    /// The view the item belongs to in the tree, for common-ancestor checks.
    var hierarchyView: View? { nil }

    /// The layout direction leading and trailing follow for this item.
    public var effectiveLayoutDirection: LayoutDirection { hierarchyView?.effectiveLayoutDirection ?? .leftToRight }

    /// Margins the margin attributes are inset by (zero for a guide).
    var marginInsets: EdgeInsets { .zero }

    /// Offset of the first baseline from the top (nil: the bottom), and of the last baseline
    /// from the bottom.
    var firstBaselineFromTop: Double? { nil }
    var lastBaselineFromBottom: Double { 0 }

    /// The suffixes of an item's variable names, in the order of `x y w h`.
    static let variableSuffixes: [StaticString] = [".x", ".y", ".w", ".h"]

    /// Makes the item's variables in `engine`'s solver, unless it has them already.
    func attach(to engine: LayoutEngine) {
        self.engine = engine
        guard reference.variablesEngine != engine.serial else { return }
        if name.isEmpty { name = engine.makeName() }
        let group = engine.solver.makeVariables(name, suffixes: LayoutItem.variableSuffixes)
        reference.variables = ItemVariables(x: group[0], y: group[1], w: group[2], h: group[3])
        reference.variablesEngine = engine.serial
    }

    /// The name diagnostics show: the label set with `snp.setLabel(_:)`, else ``name``.
    public var displayName: String { label ?? name }

    /// The rectangle the constraints place (the alignment rect), in the root's coordinates,
    /// from the last solve (zero outside an engine).
    public var absoluteAlignmentRect: Rect {
        guard let engine else { return .zero }
        let s = engine.solver
        return Rect(x: s.value(of: x), y: s.value(of: y), width: s.value(of: w), height: s.value(of: h))
    }

    /// The frame in the root's coordinates, from the last solve (zero outside an engine): the
    /// alignment rect the constraints place, grown by the alignment rect insets.
    public var absoluteFrame: Rect {
        let r = absoluteAlignmentRect
        guard let a = alignmentInsets else { return r }
        return Rect(x: r.minX - a.left, y: r.minY - a.top, width: r.width + a.left + a.right,
                    height: r.height + a.top + a.bottom)
    }

    /// The frame in the reference view's coordinates (a view's superview), from the last solve.
    public var frame: Rect {
        var f = absoluteFrame
        if let reference = referenceView, engine != nil {
            let s = reference.absoluteFrame
            f.origin.x -= s.minX
            f.origin.y -= s.minY
        }
        return f
    }
}

extension Variable {
    /// A variable of no solver: what an item holds before it joins an engine.
    static var placeholder: Variable { Solver.placeholderVariable }
}

extension Solver {
    /// A variable of a solver that holds no constraint: using it in an engine is a typed error.
    static let placeholderVariable: Variable = Solver().makeVariable("unattached")
}
