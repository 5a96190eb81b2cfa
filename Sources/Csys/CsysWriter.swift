import Cassowary

/// Writes csys 1 text. Every constraint is printed in one normal form, whatever way it was
/// written: terms with a positive coefficient on the left, the others and the constant on
/// the right (`v0.x + v0.w == root.x + root.w - 8`). Two generators that reach the solver with
/// the same constraints therefore export the same text, line for line.
public enum CsysWriter {
    public static func text(of document: CsysDocument) -> String {
        var out = "csys 1\n"
        let names = document.variableNames
        for statement in document.statements {
            switch statement {
            case .constraint(let i):
                let c = document.constraints[i]
                out += "c \(strength(c.strength)) \(relationText(c.expression, c.relation, names))\n"
            case let .edit(v, s): out += "e \(strength(s)) \(names[v])\n"
            case let .suggest(v, value): out += "s \(names[v]) \(number(value))\n"
            case .remove(let i): out += "d \(i + 1)\n"
            case .add(let i): out += "a \(i + 1)\n"
            case .update: out += "u\n"
            case let .expect(v, value): out += "x \(names[v]) \(number(value))\n"
            }
        }
        return out
    }

    /// `LHS OP RHS` in the normal form.
    public static func relationText(_ expression: CsysDocument.LinearExpression, _ relation: Relation,
                                     _ names: [String]) -> String {
        var left: [(String, Double)] = [], right: [(String, Double)] = []
        for term in expression.terms where term.coefficient != 0 {
            if term.coefficient > 0 { left.append((names[term.variable], term.coefficient)) }
            else { right.append((names[term.variable], -term.coefficient)) }
        }
        return "\(side(left, 0)) \(relation) \(side(right, -expression.constant))"
    }

    private static func side(_ terms: [(String, Double)], _ constant: Double) -> String {
        var out = ""
        for (name, c) in terms {
            let term = c == 1 ? name : "\(number(c))*\(name)"
            out += out.isEmpty ? term : " + \(term)"
        }
        if out.isEmpty { return number(constant) }
        if constant > 0 { out += " + \(number(constant))" }
        if constant < 0 { out += " - \(number(-constant))" }
        return out
    }

    /// `required`, `strong`, … or `strong*W` for any other strength, then `@LEVEL` for one at an
    /// exact priority level.
    public static func strength(_ s: Strength) -> String {
        let weighted = weightedStrength(s)
        return s.level > 0 ? "\(weighted)@\(number(s.level))" : weighted
    }

    static func weightedStrength(_ s: Strength) -> String {
        switch s.value {
        case Strength.required.value: return "required"
        case Strength.strong.value: return "strong"
        case Strength.medium.value: return "medium"
        case Strength.weak.value: return "weak"
        case 1_000_000...: return "strong*\(number(s.value / 1_000_000))"
        case 1000...: return "medium*\(number(s.value / 1000))"
        default: return "weak*\(number(s.value))"
        }
    }

    /// The shortest text that reads back as the same Double (`8`, `0.5`, `1e-07`).
    public static func number(_ value: Double) -> String { ExpressionFormatter.number(value) }
}
