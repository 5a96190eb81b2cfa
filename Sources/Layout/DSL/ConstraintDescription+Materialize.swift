extension ConstraintDescription {
    /// Expands the description into one ``LayoutConstraint`` per attribute, in expansion
    /// order, with SnapKit's rules: the related attribute is the same one unless the target
    /// names others (`edges` to `margins` map side by side; otherwise the target's first);
    /// a constant target relates positions to the superview (`centerX.equalTo(10)` is
    /// `centerX == superview.left + 10`); the constant is read for the related attribute.
    /// - Throws: ``LayoutError/missingRelation(view:attributes:location:)``,
    ///   ``LayoutError/noSuperview(view:call:location:)`` and whatever the line recorded.
    /// - Complexity: O(attributes); one array, and one object per constraint.
    public func materialize() throws(LayoutError) -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        // One attribute (the common line) makes an array literal of one: reserving capacity
        // in an empty array took a slow path of the standard library (~240 instructions).
        if attributes.count > 1 { made.reserveCapacity(attributes.count) }
        try materialize(into: &made)
        constraintStorage = made[...]
        return made
    }

    /// Appends the description's constraints to `all` and records how many it made; the
    /// caller keeps them in ``constraintStorage`` once `all` is complete.
    func materialize(into all: inout [LayoutConstraint]) throws(LayoutError) {
        if let error { throw error }
        // The constraints take the item references the description holds: the items
        // themselves are loaded (and retained) only for a name, a direction or a superview.
        let itemRef = itemReference
        madeCount = 0
        guard itemRef.item != nil else { return }
        guard let relation else {
            throw .missingRelation(view: itemRef.item?.displayName ?? "?", attributes: attributeNames, location: location)
        }
        // Only insets read the direction (a walk up the tree), and only for some attributes:
        // skip it otherwise, or a deep tree would pay for its depth on every line.
        let direction = constant.dependsOnDirection(for: relatedAttributes)
            ? (itemRef.item?.effectiveLayoutDirection ?? .leftToRight) : .leftToRight
        let targetRef = targetReference
        var superviewRef: ItemReference?
        // The attributes' bits in expansion order, in a plain loop: a closure cannot throw the
        // typed error, and carrying it out in an optional copied a `LayoutError?` per attribute.
        var bits = attributes.rawValue
        var count = 0
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            bits &= bits &- 1
            guard let from = LayoutAttribute(rawValue: index) else { continue }
            let to = relatedAttribute(for: from)
            var secondRef = targetRef
            if secondRef == nil && !to.isDimension {
                if superviewRef == nil { superviewRef = itemRef.item?.referenceViewReference }
                guard let superviewRef else {
                    throw .noSuperview(view: itemRef.item?.displayName ?? "?", call: "\(from).equalTo(constant)", location: location)
                }
                secondRef = superviewRef
            }
            let constraint = LayoutConstraint(firstReference: itemRef, from, relation, secondReference: secondRef,
                                              secondRef == nil ? nil : to, multiplier: multiplier,
                                              constant: constant.value(for: to, direction: direction),
                                              priority: priority, label: label, location: location, condition: condition)
            if all.capacity == 0 && bits == 0 { all = [constraint] } else { all.append(constraint) }
            count += 1
        }
        madeCount = count
    }

    /// The attributes the constants are read for: the target's when it names any (SnapKit
    /// reads the constant for the related attribute), else the line's own.
    private var relatedAttributes: ConstraintAttributes {
        targetAttributes.rawValue == 0 ? attributes : targetAttributes.union(attributes)
    }

    /// The target's attribute for one of the description's attributes.
    @inline(__always)
    func relatedAttribute(for from: LayoutAttribute) -> LayoutAttribute {
        let to = targetAttributes
        if to.rawValue == 0 {
            if targetIsConstant && (from == .centerX || from == .centerY) { return from == .centerX ? .left : .top }
            return from
        }
        if attributes == .edges && to == .margins { return ConstraintDescription.toMargin(from) }
        if attributes == .margins && to == .edges { return ConstraintDescription.fromMargin(from) }
        if attributes == .directionalEdges && to == .directionalMargins { return ConstraintDescription.toMargin(from) }
        if attributes == .directionalMargins && to == .directionalEdges { return ConstraintDescription.fromMargin(from) }
        if attributes == to { return from }
        return to.first ?? from
    }

    static func toMargin(_ a: LayoutAttribute) -> LayoutAttribute {
        switch a {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        default: return a
        }
    }

    static func fromMargin(_ a: LayoutAttribute) -> LayoutAttribute {
        switch a {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        default: return a
        }
    }

    var attributeNames: String { attributes.names }

    /// Whether a line of `attributes` can relate to a target naming several `target`
    /// attributes, as SnapKit allows it: the same ones, or edges and margins side by side.
    static func canRelate(_ attributes: ConstraintAttributes, to target: ConstraintAttributes) -> Bool {
        target == attributes
            || (attributes == .edges && target == .margins) || (attributes == .margins && target == .edges)
            || (attributes == .directionalEdges && target == .directionalMargins)
            || (attributes == .directionalMargins && target == .directionalEdges)
    }
}
