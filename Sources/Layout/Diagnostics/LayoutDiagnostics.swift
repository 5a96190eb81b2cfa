/// What is wrong with a layout, as values and as text: the constraints that could not be
/// satisfied, constraints implied by others, items whose frame the constraints do not fix,
/// and views that lie outside their superview.
public struct LayoutDiagnostics: Hashable, Sendable, CustomStringConvertible {
    /// A view or guide whose frame is not fixed: `attributes` lists which of x, y, width,
    /// height can move without breaking any constraint (SnapKit trap 1).
    public struct Ambiguity: Hashable, Sendable, CustomStringConvertible {
        public var item: String
        public var attributes: [String]
        public var frame: Rect
        public var description: String {
            "ambiguous: \(item) has no fixed \(attributes.joined(separator: ", ")) (frame \(frame))"
        }
    }

    /// A view whose frame is not inside its superview's bounds.
    public struct Outside: Hashable, Sendable, CustomStringConvertible {
        public var view: String
        public var superview: String
        public var frame: Rect
        public var bounds: Rect
        public var description: String {
            "outside: \(view) \(frame) lies outside \(superview) \(bounds)"
        }
    }

    public var unsatisfiable: [UnsatisfiableConstraint] = []
    /// Required equalities implied by the others (SnapKit trap 3).
    public var redundant: [ConstraintSummary] = []
    public var ambiguous: [Ambiguity] = []
    public var outside: [Outside] = []
    /// Misuses recorded where a setter could not throw (see ``LayoutEngine/misuses``).
    public var misuses: [LayoutError] = []

    public init() {}

    public var isEmpty: Bool {
        unsatisfiable.isEmpty && redundant.isEmpty && ambiguous.isEmpty && outside.isEmpty && misuses.isEmpty
    }

    /// One line per finding (an unsatisfiable constraint is a short block).
    public var description: String {
        var lines = unsatisfiable.map(\.description)
        lines += redundant.map { "redundant: \($0)" }
        lines += ambiguous.map(\.description)
        lines += outside.map(\.description)
        lines += misuses.map { "misuse: \($0)" }
        return lines.joined(separator: "\n")
    }
}
