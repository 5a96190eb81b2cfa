/// A required constraint that could not be added, and the required constraints it conflicts
/// with (a minimal set when the solver's candidates were few enough to check, see
/// ``ConflictExplainer``).
public struct UnsatisfiableConstraint: Hashable, Sendable, CustomStringConvertible {
    public var constraint: ConstraintSummary
    public var conflicts: [ConstraintSummary]
    /// The solver's own words, when it failed for another reason than a conflict.
    public var solverMessage: String?

    public init(constraint: ConstraintSummary, conflicts: [ConstraintSummary], solverMessage: String? = nil) {
        self.constraint = constraint
        self.conflicts = conflicts
        self.solverMessage = solverMessage
    }

    /// ```
    /// unsatisfiable: wide (Form.swift:14): box.width == 300
    ///   conflicts with:
    ///     (Form.swift:12): box.left == root.left + 8
    /// ```
    public var description: String {
        var out = "unsatisfiable: \(constraint)"
        if let solverMessage { out += "\n  solver: \(solverMessage)" }
        if !conflicts.isEmpty {
            out += "\n  conflicts with:"
            for c in conflicts { out += "\n    \(c)" }
        }
        return out
    }
}
