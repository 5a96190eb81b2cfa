/// A part of a benchmark timed on its own: build, resize step, churn step …
///
/// Phases are open (any name works) with the suite's usual ones as constants; a literal
/// (`"solve"`) is a phase too.
public struct Phase: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The phase's name, as it appears in CSV (`build`, `resize`, `churn` …).
    public var name: String

    /// Makes a phase with the given name.
    public init(_ name: String) {
        self.name = name
    }

    /// Makes a phase from a string literal.
    public init(stringLiteral name: String) {
        self.name = name
    }

    /// The phase's name.
    public var description: String { name }

    /// Phases sort by name.
    public static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.name < rhs.name }

    /// Making what a build adds: the variables and the constraint objects (the solver
    /// variant's share of what the layout layer's phases do before its solver add).
    public static let setup = Phase("setup")
    /// Building the whole system (constraints added, then one update).
    public static let build = Phase("build")
    /// Building with the layout layer's DSL only (no solver work).
    public static let dslBuild = Phase("dsl_build")
    /// Adding the constraints to the solver.
    public static let solverAdd = Phase("solver_add")
    /// Solving (updating the variables).
    public static let solve = Phase("solve")
    /// One resize step: a suggested value and an update.
    public static let resize = Phase("resize")
    /// One churn step: a view's constraints removed, added again, and an update.
    public static let churn = Phase("churn")
    /// A churn step with an update between the removals and the re-adds: the layout without
    /// the view, then with it again. The solver must carry the removals out, which a churn
    /// step lets it skip.
    public static let detach = Phase("detach")
    /// Reading every frame back from the solved variables.
    public static let frameReadBack = Phase("frame_read_back")
}
