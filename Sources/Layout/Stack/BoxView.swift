import Cassowary

/// A stack whose items each carry their own insets, alignment and sizes (BoxView):
///
/// ```swift
/// box.insets = .all(16)
/// box.spacing = 20
/// box.items = [title.boxed.centerX(padding: 30).bottom(20), name.boxed, password.boxed,
///              forgot.boxed.left(>=0), login.boxed.top(30).left(50).right(50)]
/// ```
/// The box makes only the constraints of its items and rebuilds them on the next pass when
/// items, insets, spacing or axis change.
public final class BoxView: View {
    public enum Axis: Sendable, Hashable { case x, y }

    public var axis: Axis { didSet { if axis != oldValue { changed() } } }
    /// Distances from the box's edges where an item has no pin of its own.
    public var insets: EdgeInsets { didSet { if insets != oldValue { changed() } } }
    /// The distance between neighbours where an item has no pin of its own.
    public var spacing: Double { didSet { if spacing != oldValue { changed() } } }
    /// The items, in order; setting them adds their views as subviews.
    public var items: [BoxItem] = [] {
        didSet {
            for old in oldValue where !items.contains(where: { $0.view === old.view }) && old.view.superview === self {
                old.view.removeFromSuperview()
            }
            for item in items where item.view.superview !== self { addSubview(item.view) }
            changed()
        }
    }
    public internal(set) var boxConstraints: [LayoutConstraint] = []
    var boxDirty = false

    public init(name: String = "", axis: Axis = .y, spacing: Double = 0, insets: EdgeInsets = .zero) {
        self.axis = axis
        self.spacing = spacing
        self.insets = insets
        super.init(name: name)
    }

    /// Inserts an item at `index` (clamped); the others keep their pins.
    public func insertItem(_ item: BoxItem, at index: Int) {
        items.insert(item, at: Swift.max(0, Swift.min(index, items.count)))
    }

    /// Inserts an item right after the item of `view` (at the end if there is none).
    public func insertItem(_ item: BoxItem, after view: View?) {
        let i = items.firstIndex { $0.view === view }.map { $0 + 1 } ?? items.count
        insertItem(item, at: i)
    }

    /// Removes the item of `view` (and the view from the box).
    public func removeItem(of view: View) {
        items.removeAll { $0.view === view }
    }

    func changed() {
        guard !boxDirty, let engine else { return }
        boxDirty = true
        engine.dirtyBoxes.append(self)
    }

    func rebuildBox() {
        boxDirty = false
        engine?.deactivate(boxConstraints)
        var arrangement = BoxArrangement(box: self)
        boxConstraints = arrangement.constraints()
        engine?.activateUnchecked(boxConstraints)
    }
}

/// The constraints of one box arrangement.
struct BoxArrangement {
    let box: BoxView
    private var out: [LayoutConstraint] = []

    init(box: BoxView) { self.box = box }

    private mutating func add(_ a: LayoutItem, _ aa: LayoutAttribute, _ rel: Relation, _ b: LayoutItem?,
                              _ ba: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0, _ what: String) {
        out.append(LayoutConstraint(a, aa, rel, b, ba, multiplier: multiplier, constant: constant,
                                    label: "\(box.name).\(what)", location: .system))
    }

    /// `a.aa REL b.ba + distance`, with the relation read from a's side: a pin `>=d` at an
    /// end edge means "at least d inside", so the relation turns around there.
    private mutating func pin(_ item: View, _ aa: LayoutAttribute, to b: LayoutItem, _ ba: LayoutAttribute,
                              _ pin: BoxPin, towardsEnd: Bool, _ what: String) {
        var rel = pin.relation
        if towardsEnd { rel = rel == .greaterThanOrEqual ? .lessThanOrEqual : (rel == .lessThanOrEqual ? .greaterThanOrEqual : .equal) }
        add(item, aa, rel, b, ba, constant: towardsEnd ? -pin.value : pin.value, what)
    }

    mutating func constraints() -> [LayoutConstraint] {
        let items = box.items.filter { !$0.view.isHidden }
        let vertical = box.axis == .y
        let (start, end): (LayoutAttribute, LayoutAttribute) = vertical ? (.top, .bottom) : (.left, .right)
        let startInset = vertical ? box.insets.top : box.insets.left
        let endInset = vertical ? box.insets.bottom : box.insets.right
        for (i, item) in items.enumerated() {
            let v = item.view, name = v.name
            let startPin = vertical ? item.top : item.left
            if i == 0 {
                pin(v, start, to: box, start, startPin ?? BoxPin(startInset), towardsEnd: false, "\(name).start")
            } else {
                let prev = items[i - 1]
                let gap = startPin ?? (vertical ? prev.bottom : prev.right) ?? BoxPin(box.spacing)
                pin(v, start, to: prev.view, end, gap, towardsEnd: false, "\(name).spacing")
            }
            if i == items.count - 1 {
                let endPin = (vertical ? item.bottom : item.right) ?? BoxPin(endInset)
                pin(v, end, to: box, end, endPin, towardsEnd: true, "\(name).end")
            }
            cross(item, vertical: vertical)
            sizes(item)
        }
        return out
    }

    private mutating func cross(_ item: BoxItem, vertical: Bool) {
        let v = item.view, name = v.name
        let (s, e, c): (LayoutAttribute, LayoutAttribute, LayoutAttribute) = vertical ? (.left, .right, .centerX) : (.top, .bottom, .centerY)
        let center = vertical ? item.centerX : item.centerY
        if let center {
            add(v, c, .equal, box, c, constant: center.offset, "\(name).center")
            if let padding = center.padding {
                add(v, s, .greaterThanOrEqual, box, s, constant: padding, "\(name).padding-start")
                add(v, e, .lessThanOrEqual, box, e, constant: -padding, "\(name).padding-end")
            }
            return
        }
        let insetStart = vertical ? box.insets.left : box.insets.top
        let insetEnd = vertical ? box.insets.right : box.insets.bottom
        pin(v, s, to: box, s, (vertical ? item.left : item.top) ?? BoxPin(insetStart), towardsEnd: false, "\(name).cross-start")
        pin(v, e, to: box, e, (vertical ? item.right : item.bottom) ?? BoxPin(insetEnd), towardsEnd: true, "\(name).cross-end")
    }

    private mutating func sizes(_ item: BoxItem) {
        for (dimension, attribute) in [(item.width, LayoutAttribute.width), (item.height, .height)] {
            switch dimension {
            case let .absolute(value, relation)?: add(item.view, attribute, relation, nil, nil, constant: value, "\(item.view.name).\(attribute)")
            case let .relative(fraction)?: add(item.view, attribute, .equal, box, attribute, multiplier: fraction, "\(item.view.name).relative-\(attribute)")
            case nil: break
            }
        }
    }
}
