import Cassowary

extension LayoutConstraint {
    /// Checks that the two attributes can be related, before anything is changed.
    /// - Throws: ``LayoutError/incompatibleAttributes(_:reason:)``,
    ///   ``LayoutError/multiplierWithoutSecondItem(_:)``, ``LayoutError/invalidValue(_:reason:)``.
    func validate() throws(LayoutError) {
        guard multiplier.isFinite, constant.isFinite else {
            throw .invalidValue(summary, reason: "the multiplier and the constant must be finite numbers")
        }
        let a = firstAttribute
        guard let b = secondAttribute else {
            if multiplier != 1 && !a.isDimension { throw .multiplierWithoutSecondItem(summary) }
            return
        }
        if a.isDimension != b.isDimension {
            throw .incompatibleAttributes(summary, reason: "a size (\(a.isDimension ? a : b)) cannot be related to a position (\(a.isDimension ? b : a))")
        }
        if !a.isDimension {
            if a.axis != b.axis {
                throw .incompatibleAttributes(summary, reason: "an \(axisName(a)) attribute (\(a)) cannot be related to an \(axisName(b)) attribute (\(b))")
            }
            if a.isDirectional != b.isDirectional && a.axis == .horizontal {
                throw .incompatibleAttributes(summary, reason: "leading/trailing (\(a.isDirectional ? a : b)) cannot be mixed with \(a.isDirectional ? b : a)")
            }
            if multiplier == 0 {
                throw .invalidValue(summary, reason: "a position attribute cannot have a multiplier of 0")
            }
        }
    }

    private func axisName(_ a: LayoutAttribute) -> String { a.axis == .horizontal ? "x-axis" : "y-axis" }

    /// The solver constraint: `first − multiplier × second − constant REL 0`, in the root's
    /// coordinates, terms in the order the attributes name them (`x` before `w`).
    ///
    /// Leading and trailing in a right-to-left layout are read in mirrored coordinates, as
    /// Auto Layout does: `a.leading == b.leading + 8` becomes `a.right == b.right − 8`, and an
    /// inequality turns around.
    func makeSolverConstraint() -> Constraint? {
        // The variables come from the references the constraint holds; the item itself is
        // read only for a direction, margins or a baseline.
        let firstRef = firstReference
        guard firstRef.item != nil else { return nil }
        var a = firstAttribute, b = secondAttribute
        var c = constant, rel = relation
        let direction = a.isDirectional ? (firstRef.item?.effectiveLayoutDirection ?? .leftToRight) : .leftToRight
        if a.isDirectional {
            if direction == .rightToLeft {
                a = a.mirrored
                b = b?.mirrored
                c = -c
                if rel == .lessThanOrEqual { rel = .greaterThanOrEqual } else if rel == .greaterThanOrEqual { rel = .lessThanOrEqual }
            } else {
                a = a.unmirrored
                b = b?.unmirrored
            }
        }
        builtDirection = direction
        let secondRef = b == nil ? nil : secondReference
        // The terms go to a fixed buffer first, then into an array literal of the exact size:
        // an empty array grown with reserveCapacity went through a copy path, and
        // `Array(unsafeUninitializedCapacity:)` looked up the storage's generic metadata on
        // every call (~240 and ~590 instructions a constraint, callgrind).
        var terms = TermWriter()
        var k = LayoutConstraint.append(firstRef, a, 1, to: &terms)
        if let b, let secondRef {
            k += LayoutConstraint.append(secondRef, b, -multiplier, to: &terms)
        }
        k -= c
        let expression = Expression(terms: terms.terms, constant: k == 0 ? 0 : k)
        return Constraint(expression: expression, relation: rel, strength: priority.strength, label: identifier)
    }

    /// Appends `factor × attribute(item)` to `terms`; returns the constant part times factor.
    @inline(__always)
    static func append(_ ref: ItemReference, _ attribute: LayoutAttribute, _ factor: Double,
                       to terms: inout TermWriter) -> Double {
        let v = ref.variables
        switch attribute {
        case .left, .leading:
            terms.append(Term(v.x, factor)); return 0
        case .top:
            terms.append(Term(v.y, factor)); return 0
        case .right, .trailing:
            terms.append(Term(v.x, factor)); terms.append(Term(v.w, factor)); return 0
        case .bottom:
            terms.append(Term(v.y, factor)); terms.append(Term(v.h, factor)); return 0
        case .width:
            terms.append(Term(v.w, factor)); return 0
        case .height:
            terms.append(Term(v.h, factor)); return 0
        case .centerX:
            terms.append(Term(v.x, factor)); terms.append(Term(v.w, 0.5 * factor)); return 0
        case .centerY:
            terms.append(Term(v.y, factor)); terms.append(Term(v.h, 0.5 * factor)); return 0
        case .firstBaseline:
            terms.append(Term(v.y, factor))
            guard let offset = ref.item?.firstBaselineFromTop else {
                terms.append(Term(v.h, factor)); return 0
            }
            return offset * factor
        case .lastBaseline:
            terms.append(Term(v.y, factor)); terms.append(Term(v.h, factor))
            return -(ref.item?.lastBaselineFromBottom ?? 0) * factor
        case .leftMargin, .leadingMargin:
            terms.append(Term(v.x, factor)); return margins(ref).left * factor
        case .rightMargin, .trailingMargin:
            terms.append(Term(v.x, factor)); terms.append(Term(v.w, factor))
            return -margins(ref).right * factor
        case .topMargin:
            terms.append(Term(v.y, factor)); return margins(ref).top * factor
        case .bottomMargin:
            terms.append(Term(v.y, factor)); terms.append(Term(v.h, factor))
            return -margins(ref).bottom * factor
        case .centerXWithinMargins:
            let m = margins(ref)
            terms.append(Term(v.x, factor)); terms.append(Term(v.w, 0.5 * factor))
            return (m.left - m.right) / 2 * factor
        case .centerYWithinMargins:
            let m = margins(ref)
            terms.append(Term(v.y, factor)); terms.append(Term(v.h, 0.5 * factor))
            return (m.top - m.bottom) / 2 * factor
        }
    }

    private static func margins(_ ref: ItemReference) -> EdgeInsets { ref.item?.marginInsets ?? .zero }

    /// Whether the constraint reads a margin, so a change of margins must rebuild it.
    var usesMargins: Bool {
        LayoutConstraint.isMargin(firstAttribute) || secondAttribute.map(LayoutConstraint.isMargin) == true
    }

    /// Whether the constraint reads a baseline of the item whose reference is `ref`.
    func usesBaseline(of ref: ItemReference) -> Bool {
        func baseline(_ a: LayoutAttribute?) -> Bool { a == .firstBaseline || a == .lastBaseline }
        return (firstReference === ref && baseline(firstAttribute)) || (secondReference === ref && baseline(secondAttribute))
    }

    static func isMargin(_ a: LayoutAttribute) -> Bool {
        switch a {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: return true
        default: return false
        }
    }
}

/// The terms of one constraint, at most four (one attribute writes at most two, and a
/// constraint relates at most two attributes), kept inline until they are complete.
struct TermWriter {
    private var t0, t1, t2, t3: Term
    private var count = 0

    init() {
        let unused = Term(Variable.placeholder, 0)
        (t0, t1, t2, t3) = (unused, unused, unused, unused)
    }

    @inline(__always)
    mutating func append(_ term: Term) {
        switch count {
        case 0: t0 = term
        case 1: t1 = term
        case 2: t2 = term
        default: t3 = term
        }
        count += 1
    }

    /// An array of exactly the terms written.
    var terms: [Term] {
        switch count {
        case 0: return []
        case 1: return [t0]
        case 2: return [t0, t1]
        case 3: return [t0, t1, t2]
        default: return [t0, t1, t2, t3]
        }
    }
}
