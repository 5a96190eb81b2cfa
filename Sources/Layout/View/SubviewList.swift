/// A view's subviews in order, with removal in O(1): each subview knows its slot
/// (``View/subviewIndex``), a removed one leaves a hole, and the holes are squeezed out when
/// they are as many as the views, or before an insertion in the middle.
///
/// Removing k of n subviews one by one costs O(k) amortized, where an array's `remove(at:)`
/// after a search cost O(k·n).
struct SubviewList {
    private(set) var slots: ContiguousArray<View?> = []
    private var holes = 0

    var isEmpty: Bool { slots.count == holes }
    var count: Int { slots.count - holes }

    /// The subviews, in order (an array made for the caller).
    var views: [View] {
        var out: [View] = []
        out.reserveCapacity(count)
        for case let v? in slots { out.append(v) }
        return out
    }

    @inline(__always)
    func forEach(_ body: (View) -> Void) {
        for case let v? in slots { body(v) }
    }

    mutating func append(_ view: View) {
        view.subviewIndex = slots.count
        slots.append(view)
    }

    /// Inserts at a position among the subviews (not the slots), clamped.
    mutating func insert(_ view: View, at index: Int) {
        let position = Swift.max(0, Swift.min(index, count))
        guard position < count else { return append(view) }
        compact()
        slots.insert(view, at: position)
        for i in position..<slots.count { slots[i]?.subviewIndex = i }
    }

    mutating func remove(_ view: View) {
        let i = view.subviewIndex
        guard i >= 0, i < slots.count, slots[i] === view else { return }
        slots[i] = nil
        view.subviewIndex = -1
        holes += 1
        if holes == slots.count {
            slots.removeAll()
            holes = 0
        } else if holes > 16 && 2 * holes > slots.count {
            compact()
        }
    }

    private mutating func compact() {
        guard holes > 0 else { return }
        var kept = 0
        for i in slots.indices {
            guard let v = slots[i] else { continue }
            slots[kept] = v
            v.subviewIndex = kept
            kept += 1
        }
        slots.removeLast(slots.count - kept)
        holes = 0
    }
}
