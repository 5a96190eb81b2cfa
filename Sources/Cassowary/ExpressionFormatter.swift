/// Prints expressions the way csys writes them: `2*x + y - 10` (package-wide: the csys writer
/// prints with it too).
package enum ExpressionFormatter {
    package static func format(_ expression: Expression, name: (Variable) -> String) -> String {
        var out = ""
        for (i, term) in expression.terms.enumerated() {
            let c = term.coefficient
            let magnitude = abs(c)
            let body = magnitude == 1 ? name(term.variable) : "\(number(magnitude))*\(name(term.variable))"
            if i == 0 { out += c < 0 ? "-" + body : body } else { out += c < 0 ? " - " + body : " + " + body }
        }
        let k = expression.constant
        if out.isEmpty { return number(k) }
        if k != 0 { out += k < 0 ? " - \(number(-k))" : " + \(number(k))" }
        return out
    }

    /// Shortest decimal that reads back to the same Double (`8`, `0.5`, `1e-07`).
    package static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
