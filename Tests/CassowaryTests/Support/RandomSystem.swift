import Cassowary

/// Random small constraint systems for the property tests, and how to check a solution.
struct RandomSystem {
    struct Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Cassowary.Relation
        var strength: Strength
    }

    static let coefficients: [Double] = [-2, -1, -0.5, 0.5, 1, 1, 2, 3]
    static let strengths: [Strength] = [.required, .required, .required, .strong, .medium, .weak,
                                        .create(0, 2, 0), .create(3, 0, 0)]

    static func spec(variables: Int, using rng: inout SeededGenerator) -> Spec {
        let count = Int.random(in: 1...3, using: &rng)
        var terms: [(Int, Double)] = []
        for _ in 0..<count {
            terms.append((Int.random(in: 0..<variables, using: &rng), coefficients.randomElement(using: &rng) ?? 1))
        }
        let relations: [Cassowary.Relation] = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
        return Spec(terms: terms, constant: Double(Int.random(in: -20...20, using: &rng)),
                    relation: relations.randomElement(using: &rng) ?? .equal,
                    strength: strengths.randomElement(using: &rng) ?? .required)
    }

    static func constraint(_ spec: Spec, _ vars: [Variable]) -> Constraint {
        Constraint(expression: Expression(terms: spec.terms.map { Term(vars[$0.0], $0.1) }, constant: spec.constant),
                   relation: spec.relation, strength: spec.strength)
    }

    /// The reference LP's row for a spec (terms summed per variable).
    static func referenceRow(_ spec: Spec, variables: Int) -> ReferenceLP.Row {
        var c = Array(repeating: 0.0, count: variables)
        for (v, k) in spec.terms { c[v] += k }
        let relation: ReferenceLP.Relation
        switch spec.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return ReferenceLP.Row(coefficients: c, constant: spec.constant, relation: relation,
                               weight: spec.strength.isRequired ? nil : spec.strength.value,
                               level: spec.strength.level)
    }

    /// How far `Σ terms + constant OP 0` is from holding at `values` (0 when it holds).
    static func violation(_ spec: Spec, _ values: [Double]) -> Double {
        let v = spec.terms.reduce(spec.constant) { $0 + $1.1 * values[$1.0] }
        switch spec.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }
}
