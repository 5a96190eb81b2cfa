/// The lists that let each item find its own installed constraints: every installed
/// constraint is linked into its first item's list and its second item's list (once when
/// both are the same item), so linking, unlinking and walking an item's constraints cost
/// O(1) per constraint, with no allocation and no search among all active constraints.
extension LayoutConstraint {
    /// The constraint after this one in the list of the item whose reference is `ref`.
    @inline(__always)
    func nextConstraint(of ref: ItemReference) -> LayoutConstraint? {
        firstReference === ref ? nextOfFirst : nextOfSecond
    }

    @inline(__always)
    private func setNext(_ c: LayoutConstraint?, of ref: ItemReference) {
        if firstReference === ref { nextOfFirst = c } else { nextOfSecond = c }
    }

    @inline(__always)
    private func setPrevious(_ c: LayoutConstraint?, of ref: ItemReference) {
        if firstReference === ref { previousOfFirst = c } else { previousOfSecond = c }
    }

    /// The second item's reference when it has a list of its own (not the first item's).
    @inline(__always)
    private var distinctSecondReference: ItemReference? {
        guard let s = secondReference, s !== firstReference else { return nil }
        return s
    }

    /// Puts the constraint at the head of its items' lists.
    @inline(__always)
    func link() {
        let f = firstReference
        previousOfFirst = nil
        nextOfFirst = f.constraintsHead
        f.constraintsHead?.setPrevious(self, of: f)
        f.constraintsHead = self
        if let s = distinctSecondReference {
            previousOfSecond = nil
            nextOfSecond = s.constraintsHead
            s.constraintsHead?.setPrevious(self, of: s)
            s.constraintsHead = self
        }
    }

    /// Takes the constraint out of its items' lists.
    func unlink() {
        let f = firstReference
        let p = previousOfFirst, n = nextOfFirst
        if let p { p.setNext(n, of: f) } else { f.constraintsHead = n }
        n?.setPrevious(p, of: f)
        previousOfFirst = nil
        nextOfFirst = nil
        if let s = distinctSecondReference {
            let p = previousOfSecond, n = nextOfSecond
            if let p { p.setNext(n, of: s) } else { s.constraintsHead = n }
            n?.setPrevious(p, of: s)
            previousOfSecond = nil
            nextOfSecond = nil
        }
    }
}

extension ItemReference {
    /// The installed constraints that name the item (an array made for the caller, so that
    /// it may uninstall them while going through).
    /// - Complexity: O(k) for the item's k constraints.
    var installedConstraints: [LayoutConstraint] {
        var out: [LayoutConstraint] = []
        var c = constraintsHead
        while let current = c {
            out.append(current)
            c = current.nextConstraint(of: self)
        }
        return out
    }

    /// Calls `body` with each installed constraint that names the item; `body` must not
    /// uninstall any.
    @inline(__always)
    func forEachInstalledConstraint(_ body: (LayoutConstraint) -> Void) {
        var c = constraintsHead
        while let current = c {
            body(current)
            c = current.nextConstraint(of: self)
        }
    }
}
