/// A headless view: a node of a layout tree with a frame the solver decides.
///
/// ```swift
/// let engine = LayoutEngine(width: 320, height: 480)
/// let button = View(name: "button", intrinsicSize: Size(width: 80, height: 44))
/// engine.root.addSubview(button)
/// try button.snp.makeConstraints { $0.center.equalToSuperview() }
/// try engine.layoutIfNeeded()
/// button.frame  // (120, 218, 80, 44)
/// ```
/// Frames are relative to the superview; the solver works in the root's coordinates.
public class View: LayoutItem {
    /// The size a view reports when it has no intrinsic width or height.
    public static let noIntrinsicMetric = -1.0

    /// The view this one is a subview of (not kept alive by it).
    public internal(set) var superview: View? {
        // Only views are ever stored here.
        get { superviewReference?.item.map { unsafeDowncast($0, to: View.self) } }
        set { superviewReference = newValue?.reference }
    }
    @exclusivity(unchecked) var superviewReference: ItemReference?
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []
    @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []

    /// Insets of the margin attributes (`leftMargin`, …); 8 on each side by default.
    @exclusivity(unchecked) public var layoutMargins = EdgeInsets.all(8) {
        didSet { if layoutMargins != oldValue { engine?.marginsChanged(of: self) } }
    }

    /// The margins by leading and trailing, in the view's current layout direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return effectiveLayoutDirection == .leftToRight
                ? DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
                : DirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
        }
        set { layoutMargins = newValue.resolved(effectiveLayoutDirection) }
    }

    /// Whether the view inherits its superview's direction or forces one.
    @exclusivity(unchecked) public var semanticContent = SemanticContent.inherit {
        didSet { if semanticContent != oldValue { engine?.directionChanged() } }
    }

    /// Hidden views keep their constraints, but a stack gives them no space.
    public var isHidden = false {
        didSet { if isHidden != oldValue { notifyContainer() } }
    }

    /// A fixed intrinsic content size (`noIntrinsicMetric` in a dimension for none).
    @exclusivity(unchecked) public var fixedIntrinsicSize: Size? { didSet { invalidateIntrinsicContentSize() } }
    /// Measures the intrinsic content size when set (a label's text metric, …).
    @exclusivity(unchecked) public var intrinsicSizeProvider: (() -> Size)? { didSet { invalidateIntrinsicContentSize() } }

    /// Content hugging priority per axis (250 by default): how much the view resists growing
    /// beyond its intrinsic size.
    public var horizontalHugging = LayoutPriority.defaultHugging { didSet { invalidateIntrinsicContentSize() } }
    public var verticalHugging = LayoutPriority.defaultHugging { didSet { invalidateIntrinsicContentSize() } }
    /// Compression resistance priority per axis (750 by default): how much the view resists
    /// shrinking below its intrinsic size.
    public var horizontalCompressionResistance = LayoutPriority.defaultCompressionResistance {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var verticalCompressionResistance = LayoutPriority.defaultCompressionResistance {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The hugging and compression constraints made for the intrinsic size now in the solver.
    @exclusivity(unchecked) var intrinsicConstraints: [LayoutConstraint] = []
    /// The hugging and compression constraints the last layout pass made from the intrinsic
    /// size (`w <= iw` at the hugging priority, `w >= iw` at the compression resistance, the
    /// same for the height), for diagnostics and tools.
    public var intrinsicContentConstraints: [LayoutConstraint] { intrinsicConstraints }
    @exclusivity(unchecked) var intrinsicDirty = false
    /// Scratch mark for subtree walks.
    @exclusivity(unchecked) var mark = false
    var safeAreaInsetsStorage = EdgeInsets.zero
    /// System guides (margins, safe area) made before the view joined an engine.
    @exclusivity(unchecked) var pendingSystemGuides: [LayoutGuide] = []

    /// A view named `name` (the prefix of its solver variables); an engine names unnamed views.
    public init(name: String = "", intrinsicSize: Size? = nil) {
        fixedIntrinsicSize = intrinsicSize
        super.init(name: name)
    }

    /// The size the content wants, or `noIntrinsicMetric` per dimension.
    public var intrinsicContentSize: Size {
        if let intrinsicSizeProvider { return intrinsicSizeProvider() }
        return fixedIntrinsicSize ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Whether the view has (or had) an intrinsic size the engine must turn into constraints.
    var hasIntrinsicContent: Bool {
        fixedIntrinsicSize != nil || intrinsicSizeProvider != nil || !intrinsicConstraints.isEmpty
    }

    /// Asks the next layout pass to rebuild the hugging and compression constraints.
    public func invalidateIntrinsicContentSize() {
        guard !intrinsicDirty else { return }
        intrinsicDirty = true
        engine?.intrinsicSizeChanged(of: self)
        notifyContainer()
    }

    /// Tells a stack or box superview that this item's size or visibility changed.
    func notifyContainer() {
        if let stack = superview as? StackView { stack.arrangementChanged() } else if let box = superview as? BoxView { box.changed() }
    }

    override var referenceView: View? { superview }
    override var referenceViewReference: ItemReference? { superviewReference }
    override var hierarchyView: View? { self }
    override var marginInsets: EdgeInsets { layoutMargins }

    /// The direction of this view: its own forced one, or its superview's, or left to right.
    override public var effectiveLayoutDirection: LayoutDirection {
        var view: View? = self
        while let v = view {
            switch v.semanticContent {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .inherit: view = v.superview
            }
        }
        return engine?.layoutDirection ?? .leftToRight
    }

    /// The bounds: origin zero, the frame's size.
    public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// The constraints this view made with the DSL, materialized (in order).
    public var madeConstraints: [LayoutConstraint] { madeDescriptions.flatMap { $0.layoutConstraints } }

    /// Lays out the whole tree this view is in (see ``LayoutEngine/layoutIfNeeded()``).
    /// - Throws: ``LayoutError`` as the engine's pass does.
    public func layoutIfNeeded() throws(LayoutError) {
        try engine?.layoutIfNeeded()
    }
}
