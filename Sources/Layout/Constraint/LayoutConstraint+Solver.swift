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
        guard let first = firstItem else { return nil }
        var a = firstAttribute, b = secondAttribute
        var c = constant, rel = relation
        let direction = a.isDirectional ? first.effectiveLayoutDirection : .leftToRight
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
        var terms: [Term] = []
        terms.reserveCapacity(4)
        var k = LayoutConstraint.append(first, a, 1, to: &terms)
        if let b, let second = secondItem {
            k += LayoutConstraint.append(second, b, -multiplier, to: &terms)
        }
        k -= c
        let expression = Expression(terms: terms, constant: k == 0 ? 0 : k)
        return Constraint(expression: expression, relation: rel, strength: priority.strength, label: identifier)
    }

    /// Appends `factor × attribute(item)` to `terms`; returns the constant part times factor.
    @inline(__always)
    static func append(_ item: LayoutItem, _ attribute: LayoutAttribute, _ factor: Double,
                       to terms: inout [Term]) -> Double {
        switch attribute {
        case .left, .leading:
            terms.append(Term(item.x, factor)); return 0
        case .top:
            terms.append(Term(item.y, factor)); return 0
        case .right, .trailing:
            terms.append(Term(item.x, factor)); terms.append(Term(item.w, factor)); return 0
        case .bottom:
            terms.append(Term(item.y, factor)); terms.append(Term(item.h, factor)); return 0
        case .width:
            terms.append(Term(item.w, factor)); return 0
        case .height:
            terms.append(Term(item.h, factor)); return 0
        case .centerX:
            terms.append(Term(item.x, factor)); terms.append(Term(item.w, 0.5 * factor)); return 0
        case .centerY:
            terms.append(Term(item.y, factor)); terms.append(Term(item.h, 0.5 * factor)); return 0
        case .firstBaseline:
            terms.append(Term(item.y, factor))
            guard let offset = item.firstBaselineFromTop else {
                terms.append(Term(item.h, factor)); return 0
            }
            return offset * factor
        case .lastBaseline:
            terms.append(Term(item.y, factor)); terms.append(Term(item.h, factor))
            return -item.lastBaselineFromBottom * factor
        case .leftMargin, .leadingMargin:
            terms.append(Term(item.x, factor)); return item.marginInsets.left * factor
        case .rightMargin, .trailingMargin:
            terms.append(Term(item.x, factor)); terms.append(Term(item.w, factor))
            return -item.marginInsets.right * factor
        case .topMargin:
            terms.append(Term(item.y, factor)); return item.marginInsets.top * factor
        case .bottomMargin:
            terms.append(Term(item.y, factor)); terms.append(Term(item.h, factor))
            return -item.marginInsets.bottom * factor
        case .centerXWithinMargins:
            let m = item.marginInsets
            terms.append(Term(item.x, factor)); terms.append(Term(item.w, 0.5 * factor))
            return (m.left - m.right) / 2 * factor
        case .centerYWithinMargins:
            let m = item.marginInsets
            terms.append(Term(item.y, factor)); terms.append(Term(item.h, 0.5 * factor))
            return (m.top - m.bottom) / 2 * factor
        }
    }

    /// Whether the constraint reads a margin, so a change of margins must rebuild it.
    var usesMargins: Bool {
        LayoutConstraint.isMargin(firstAttribute) || secondAttribute.map(LayoutConstraint.isMargin) == true
    }

    static func isMargin(_ a: LayoutAttribute) -> Bool {
        switch a {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: return true
        default: return false
        }
    }
}
