import Cassowary

/// An operation of an engine on its solver, as ``LayoutEngine/solverObserver`` sees it.
public enum SolverEvent {
    case add(Constraint)
    case remove(Constraint)
    case addEditVariable(Variable, Strength)
    case suggest(Variable, Double)
    /// `updateVariables()`.
    case update
}
