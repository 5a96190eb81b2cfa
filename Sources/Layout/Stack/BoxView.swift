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
    /// The items, in order; setting them adds their views as subviews (and removes the views
    /// of items that are gone). Items whose view and pins are unchanged keep their
    /// constraints: only the changed items and their neighbours are rebuilt.
    /// - Complexity: O(n) to compare with the old items, plus the rebuilt items.
    public var items: [BoxItem] {
        get { itemValues }
        set { replaceItems(with: newValue) }
    }
    /// The items' pins and sizes, parallel to the arranged views.
    private var itemValues: [BoxItem] = []
    let arranged = ArrangedItems()
    /// The constraints of the current arrangement, item by item.
    /// - Complexity: O(n): an array made on each read.
    public var boxConstraints: [LayoutConstraint] { arranged.allConstraints }
    var boxDirty = false

    public init(name: String = "", axis: Axis = .y, spacing: Double = 0, insets: EdgeInsets = .zero) {
        self.axis = axis
        self.spacing = spacing
        self.insets = insets
        super.init(name: name)
    }

    /// Inserts an item at `index` (clamped); the others keep their pins.
    /// - Complexity: O(n − index) to renumber; the next pass builds the item and its neighbours.
    public func insertItem(_ item: BoxItem, at index: Int) {
        if let old = arranged.index(of: item.view) { removeArranged(at: old) }
        if item.view.superview !== self { addSubview(item.view) }
        let k = Swift.max(0, Swift.min(index, itemValues.count))
        itemValues.insert(item, at: k)
        arranged.insert(item.view, at: k)
        scheduleUpdate()
    }

    /// Inserts an item right after the item of `view` (at the end if there is none).
    public func insertItem(_ item: BoxItem, after view: View?) {
        let i = view.flatMap { arranged.index(of: $0) }.map { $0 + 1 } ?? itemValues.count
        insertItem(item, at: i)
    }

    /// Removes the item of `view` (and the view from the box).
    /// - Complexity: O(n − index) to renumber; its neighbours are rebuilt on the next pass.
    public func removeItem(of view: View) {
        forgetItem(of: view)
        if view.superview === self { view.removeFromSuperview() }
    }

    /// Takes the item of `view` out of the arrangement (the view leaves the box by itself).
    func forgetItem(of view: View) {
        guard let i = arranged.index(of: view) else { return }
        removeArranged(at: i)
        scheduleUpdate()
    }

    private func removeArranged(at i: Int) {
        arranged.remove(at: i, engine: engine)
        itemValues.remove(at: i)
    }

    private func replaceItems(with newItems: [BoxItem]) {
        let old = itemValues
        if old.count == newItems.count, zip(old, newItems).allSatisfy({ $0.view === $1.view }) {
            // The same views in the same order: rebuild the items whose pins changed.
            itemValues = newItems
            for (a, b) in zip(old, newItems) where !a.hasSameLayout(as: b) { arranged.markDirty(b.view) }
            scheduleUpdate()
            return
        }
        for v in arranged.views { v.mark = true }
        for item in newItems { item.view.mark = false }
        let leaving = arranged.views.filter { $0.mark }
        for v in leaving { v.mark = false }
        while !arranged.isEmpty { removeArranged(at: arranged.count - 1) }
        for v in leaving where v.superview === self { v.removeFromSuperview() }
        for (k, item) in newItems.enumerated() {
            if item.view.superview !== self { addSubview(item.view) }
            // A view listed twice keeps its first place.
            guard arranged.index(of: item.view) == nil else { continue }
            itemValues.append(item)
            arranged.insert(item.view, at: k)
        }
        changed()
    }

    /// Asks the next pass to rebuild every item (axis, insets or spacing changed).
    func changed() {
        arranged.markAllDirty()
        scheduleUpdate()
    }

    /// Asks the next pass to rebuild one item (hidden, resized) and its neighbours.
    func itemChanged(_ view: View) {
        arranged.markDirty(view)
        scheduleUpdate()
    }

    private func scheduleUpdate() {
        guard !boxDirty, let engine else { return }
        boxDirty = true
        engine.dirtyBoxes.append(self)
    }

    func rebuildBox() {
        boxDirty = false
        guard let engine else { return }
        let arrangement = BoxArrangement(box: self, items: itemValues)
        arranged.update(engine: engine) { i, previous, isLast in
            arrangement.constraints(forItemAt: i, previous: previous, isLast: isLast)
        }
    }
}

/// The constraints of one item of a box: its pin to the visible item before it (or to the
/// box's start), its pin to the box's end when it is the last visible one, its cross-axis
/// pins or centering, and its sizes. A hidden item has none.
struct BoxArrangement {
    let box: BoxView
    let items: [BoxItem]

    private func add(_ out: inout ConstraintList, _ a: LayoutItem, _ aa: LayoutAttribute, _ rel: Relation, _ b: LayoutItem?,
                     _ ba: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0, _ what: String) {
        out.add(a, aa, rel, b, ba, multiplier: multiplier, constant: constant, what)
    }

    /// `a.aa REL b.ba + distance`, with the relation read from a's side: a pin `>=d` at an
    /// end edge means "at least d inside", so the relation turns around there.
    private func pin(_ out: inout ConstraintList, _ item: View, _ aa: LayoutAttribute, to b: LayoutItem,
                     _ ba: LayoutAttribute, _ pin: BoxPin, towardsEnd: Bool, _ what: String) {
        var rel = pin.relation
        if towardsEnd { rel = rel == .greaterThanOrEqual ? .lessThanOrEqual : (rel == .lessThanOrEqual ? .greaterThanOrEqual : .equal) }
        add(&out, item, aa, rel, b, ba, constant: towardsEnd ? -pin.value : pin.value, what)
    }

    func constraints(forItemAt i: Int, previous: Int?, isLast: Bool) -> [LayoutConstraint] {
        let item = items[i]
        var out = ConstraintList(stack: box)
        guard !item.view.isHidden else { return [] }
        let vertical = box.axis == .y
        let (start, end): (LayoutAttribute, LayoutAttribute) = vertical ? (.top, .bottom) : (.left, .right)
        let v = item.view, name = v.name
        let startPin = vertical ? item.top : item.left
        if let previous {
            let prev = items[previous]
            let gap = startPin ?? (vertical ? prev.bottom : prev.right) ?? BoxPin(box.spacing)
            pin(&out, v, start, to: prev.view, end, gap, towardsEnd: false, "\(name).spacing")
        } else {
            let startInset = vertical ? box.insets.top : box.insets.left
            pin(&out, v, start, to: box, start, startPin ?? BoxPin(startInset), towardsEnd: false, "\(name).start")
        }
        if isLast {
            let endInset = vertical ? box.insets.bottom : box.insets.right
            let endPin = (vertical ? item.bottom : item.right) ?? BoxPin(endInset)
            pin(&out, v, end, to: box, end, endPin, towardsEnd: true, "\(name).end")
        }
        cross(&out, item, vertical: vertical)
        sizes(&out, item)
        return out.constraints
    }

    private func cross(_ out: inout ConstraintList, _ item: BoxItem, vertical: Bool) {
        let v = item.view, name = v.name
        let (s, e, c): (LayoutAttribute, LayoutAttribute, LayoutAttribute) = vertical ? (.left, .right, .centerX) : (.top, .bottom, .centerY)
        let center = vertical ? item.centerX : item.centerY
        if let center {
            add(&out, v, c, .equal, box, c, constant: center.offset, "\(name).center")
            if let padding = center.padding {
                add(&out, v, s, .greaterThanOrEqual, box, s, constant: padding, "\(name).padding-start")
                add(&out, v, e, .lessThanOrEqual, box, e, constant: -padding, "\(name).padding-end")
            }
            return
        }
        let insetStart = vertical ? box.insets.left : box.insets.top
        let insetEnd = vertical ? box.insets.right : box.insets.bottom
        pin(&out, v, s, to: box, s, (vertical ? item.left : item.top) ?? BoxPin(insetStart), towardsEnd: false, "\(name).cross-start")
        pin(&out, v, e, to: box, e, (vertical ? item.right : item.bottom) ?? BoxPin(insetEnd), towardsEnd: true, "\(name).cross-end")
    }

    private func sizes(_ out: inout ConstraintList, _ item: BoxItem) {
        for (dimension, attribute) in [(item.width, LayoutAttribute.width), (item.height, .height)] {
            switch dimension {
            case let .absolute(value, relation)?:
                add(&out, item.view, attribute, relation, nil, nil, constant: value, "\(item.view.name).\(attribute)")
            case let .relative(fraction)?:
                add(&out, item.view, attribute, .equal, box, attribute, multiplier: fraction, "\(item.view.name).relative-\(attribute)")
            case nil: break
            }
        }
    }
}
