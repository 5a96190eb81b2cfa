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
    /// The subviews, in order (back to front).
    /// - Complexity: O(n): an array made on each read, as UIKit copies its subviews.
    public var subviews: [View] { subviewList.views }
    @exclusivity(unchecked) var subviewList = SubviewList()
    /// The view's slot in its superview's ``subviewList`` (-1: none).
    @exclusivity(unchecked) var subviewIndex = -1
    /// The view's place in the arranged items of the stack or box it is in (-1: none).
    @exclusivity(unchecked) var arrangedIndex = -1
    /// The view's place in its engine's ``LayoutEngine/traitViews`` (-1: not there).
    @exclusivity(unchecked) var traitListIndex: Int32 = -1
    @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []

    /// Insets of the margin attributes (`leftMargin`, …) from the frame's edges; 8 on each
    /// side by default.
    @exclusivity(unchecked) public var layoutMargins = EdgeInsets.all(8) {
        didSet { if layoutMargins != oldValue { engine?.marginsChanged(of: self) } }
    }

    /// How far the alignment rect — what constraints place — lies inside the frame, as
    /// UIView's `alignmentRectInsets` (a shadow or a badge drawn outside the content):
    /// `left == superview.left + 20` puts the alignment rect's left edge at 20 and the frame's
    /// at `20 − alignmentRectInsets.left`. Zero by default; changing it moves frames only
    /// (and the margins, which stay relative to the frame).
    public var alignmentRectInsets: EdgeInsets {
        get { alignmentInsets ?? .zero }
        set {
            guard newValue != alignmentRectInsets else { return }
            alignmentInsets = newValue == .zero ? nil : newValue
            engine?.marginsChanged(of: self)
        }
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
        didSet { if semanticContent != oldValue { engine?.directionChanged(below: self) } }
    }

    /// Hidden views keep their constraints, but a stack gives them no space.
    public var isHidden = false {
        didSet { if isHidden != oldValue { notifyContainer() } }
    }

    /// Whether the intrinsic size follows the content size category (UIKit's
    /// `adjustsFontForContentSizeCategory`): a change of the engine's category measures the
    /// view again (its size provider reads ``traitCollection``; a ``Label`` scales its font).
    public var adjustsForContentSizeCategory = false {
        didSet {
            guard adjustsForContentSizeCategory != oldValue else { return }
            engine?.traitDependenceChanged(of: self)
            invalidateIntrinsicContentSize()
        }
    }

    /// Handlers of trait changes (``registerForTraitChanges(_:handler:)``).
    @exclusivity(unchecked) var traitHandlers: [TraitChangeHandler] = []

    /// Whether the engine must tell the view of trait changes.
    var followsTraits: Bool { adjustsForContentSizeCategory || !traitHandlers.isEmpty }

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
    /// Where the intrinsic size is held while the view follows Dynamic Type.
    @exclusivity(unchecked) var intrinsicSizeItem: IntrinsicSizeItem?
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
        guard arrangedIndex >= 0 else { return }
        if let stack = superview as? StackView { stack.itemChanged(self) } else if let box = superview as? BoxView { box.itemChanged(self) }
    }

    override var referenceView: View? { superview }
    override var referenceViewReference: ItemReference? { superviewReference }
    override var hierarchyView: View? { self }
    /// The margins as offsets from the alignment rect (the solver's rectangle): the frame's
    /// margins less the alignment rect insets.
    override var marginInsets: EdgeInsets {
        guard let a = alignmentInsets else { return layoutMargins }
        let m = layoutMargins
        return EdgeInsets(top: m.top - a.top, left: m.left - a.left, bottom: m.bottom - a.bottom, right: m.right - a.right)
    }

    /// The traits the view is laid out for: its engine's, with the view's own layout direction
    /// (the defaults outside an engine).
    public var traitCollection: TraitCollection {
        var traits = engine?.traitCollection ?? TraitCollection()
        traits.layoutDirection = effectiveLayoutDirection
        return traits
    }

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

    /// The alignment rect in the superview's coordinates (the frame less the alignment rect
    /// insets): what the constraints placed.
    public var alignmentRect: Rect { alignmentRect(forFrame: frame) }

    /// The alignment rect of a frame (UIView's `alignmentRect(forFrame:)`).
    public func alignmentRect(forFrame frame: Rect) -> Rect {
        let a = alignmentRectInsets
        return Rect(x: frame.minX + a.left, y: frame.minY + a.top, width: frame.width - a.left - a.right,
                    height: frame.height - a.top - a.bottom)
    }

    /// The frame of an alignment rect (UIView's `frame(forAlignmentRect:)`).
    public func frame(forAlignmentRect rect: Rect) -> Rect {
        let a = alignmentRectInsets
        return Rect(x: rect.minX - a.left, y: rect.minY - a.top, width: rect.width + a.left + a.right,
                    height: rect.height + a.top + a.bottom)
    }

    /// The constraints this view made with the DSL, materialized (in order).
    public var madeConstraints: [LayoutConstraint] { madeDescriptions.flatMap { $0.layoutConstraints } }

    /// Lays out the whole tree this view is in (see ``LayoutEngine/layoutIfNeeded()``).
    /// - Throws: ``LayoutError`` as the engine's pass does.
    public func layoutIfNeeded() throws(LayoutError) {
        try engine?.layoutIfNeeded()
    }
}
