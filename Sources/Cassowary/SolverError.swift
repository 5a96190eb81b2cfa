/// Everything a solver operation can refuse. After a throw the solver holds exactly the
/// constraints and edit variables it held before, and it is still usable.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints listed.
    /// The list is drawn from what the failing row was built from: it contains every
    /// constraint of the conflict and may contain more.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    case duplicateConstraint(Constraint)
    /// The constraint is in another solver: remove it there first (a constraint keeps its
    /// place in the one solver that holds it).
    case constraintInAnotherSolver(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables must be weaker than required (a required suggestion could not yield).
    case requiredEditStrength(Variable)
    /// A coefficient, constant or suggested value is NaN or infinite; says which.
    case nonFinite(String)
    /// A variable made by another solver (or a stale one after nothing else) was used here.
    case foreignVariable(Variable)
    /// The solution found does not satisfy this constraint within the solver's tolerance
    /// (its expression is `residual` off, after refinement): rounding on an ill-conditioned
    /// system that the solver could not take out. The values are not to be trusted.
    /// Thrown by an add as well, for a required constraint its tableaus could not make room
    /// for while a point exists that holds it and every other required constraint: not a
    /// conflict (`residual`: what phase one left, per unit of coefficients). The solver then
    /// holds what it held before.
    case inaccurate(Constraint, residual: Double)
    /// Every constraint holds, but the answer is not optimal: checked against the
    /// constraints as written, relaxing this one (or moving one of its variables) lowers the
    /// objective by `reducedCost` per unit at the highest level that shows it — a tableau
    /// whose rounding hid a better vertex. The values are not to be trusted.
    case suboptimal(Constraint, reducedCost: Double)
    /// A broken internal invariant; reported, never a crash. Please file it with the input.
    case internalFailure(String)

    public var description: String { description { "\($0)" } }

    /// The message, with each constraint it names written by `name` (a csys replay names them
    /// by their line, which the solver does not know).
    public func description(naming name: (Constraint) -> String) -> String {
        switch self {
        case let .unsatisfiable(c, conflicts):
            return "unsatisfiable required constraint \(name(c)) (conflicts with \(conflicts.count) required constraint(s))"
        case let .duplicateConstraint(c): return "constraint already added: \(name(c))"
        case let .constraintInAnotherSolver(c): return "constraint is in another solver: \(name(c))"
        case let .unknownConstraint(c): return "constraint not in the solver: \(name(c))"
        case let .duplicateEditVariable(v): return "v#\(v.index) is already an edit variable"
        case let .unknownEditVariable(v): return "v#\(v.index) is not an edit variable"
        case let .requiredEditStrength(v): return "edit variable v#\(v.index) cannot have required strength"
        case let .nonFinite(what): return "non-finite value: \(what)"
        case let .foreignVariable(v): return "v#\(v.index) belongs to another solver"
        case let .inaccurate(c, residual):
            return "inaccurate solution: \(name(c)) is off by \(residual) after refinement"
        case let .suboptimal(c, reducedCost):
            return "suboptimal solution: the objective still falls by \(abs(reducedCost)) per unit along \(name(c))"
        case let .internalFailure(what): return "internal solver failure: \(what)"
        }
    }
}
