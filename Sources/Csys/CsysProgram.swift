import Cassowary

/// A csys document made ready to run on a ``Solver``: variables made and every constraint
/// object built up front, so that timing a phase measures the solver and nothing else.
///
/// The statements fall into steps: one build step (every `c` and `e`, then an update), one
/// step per `s` (suggest, then update), and one churn step per group of `d`/`a` ended by `u`.
/// `x` lines are checks between steps, never part of one.
public final class CsysProgram {
    public let document: CsysDocument
    public let solver: Solver
    public let variables: [Variable]
    public let constraints: [Constraint]
    /// Statement index ranges of each step, by phase.
    public let buildStep: Range<Int>
    public let resizeSteps: [Range<Int>]
    public let churnSteps: [Range<Int>]

    public init(_ document: CsysDocument) {
        self.document = document
        let solver = Solver()
        self.solver = solver
        // The sizes are known: the solver's arrays are made once, not copied as they double.
        solver.reserveCapacity(variables: document.variableNames.count, constraints: document.constraints.count)
        let variables = solver.makeVariables(named: document.variableNames)
        self.variables = variables
        // Unlabeled: formatting "c12 (line 40)" for each was a third of setting a program up;
        // errors name constraints by number and line through `describe(_:)` instead.
        constraints = document.constraints.map { line in
            Constraint(expression: Expression(terms: line.expression.terms.map { Term(variables[$0.variable], $0.coefficient) },
                                              constant: line.expression.constant),
                       relation: line.relation, strength: line.strength)
        }
        var build = 0..<0
        var resize: [Range<Int>] = [], churn: [Range<Int>] = []
        var churnStart: Int?
        for (i, statement) in document.statements.enumerated() {
            switch statement {
            case .constraint, .edit: build = 0..<(i + 1)
            case .suggest: resize.append(i..<(i + 1))
            case .remove, .add: if churnStart == nil { churnStart = i }
            case .update:
                if let start = churnStart { churn.append(start..<(i + 1)) }
                churnStart = nil
            case .expect: break
            }
        }
        buildStep = build
        resizeSteps = resize
        churnSteps = churn
    }

    /// Runs the statements of `range`, skipping `x` checks, and updates the variables once at
    /// the end (the build step) or at each `s` / `u`.
    /// - Throws: the solver's error for the first statement that fails.
    public func run(_ range: Range<Int>) throws(SolverError) {
        var needsUpdate = false
        for i in range {
            switch document.statements[i] {
            case .constraint(let k), .add(let k):
                try solver.add(constraints[k])
                needsUpdate = true
            case .remove(let k):
                try solver.remove(constraints[k])
                needsUpdate = true
            case let .edit(v, strength):
                try solver.addEditVariable(variables[v], strength: strength)
                needsUpdate = true
            case let .suggest(v, value):
                try solver.suggestValue(value, for: variables[v])
                solver.updateVariables()
                needsUpdate = false
            case .update:
                solver.updateVariables()
                needsUpdate = false
            case .expect:
                break
            }
        }
        if needsUpdate { solver.updateVariables() }
    }

    /// Runs a churn step with an update between its removals and its re-adds (the `detach`
    /// phase): the solver must carry the removals out before the lines come back, instead
    /// of seeing them added back first.
    public func runApart(_ range: Range<Int>) throws(SolverError) {
        let split = range.first { k in
            if case .add = document.statements[k] { return true }
            return false
        }
        guard let split else { return try run(range) }
        try run(range.lowerBound..<split)  // the removals, then an update
        try run(split..<range.upperBound)
    }

    /// A constraint of the file as its errors name it: `c3 (line 5)` (the third `c` line, and
    /// its line when the document was read from text), or nil for one it does not hold.
    public func name(of constraint: Constraint) -> String? {
        if numbers.isEmpty {
            for (k, c) in constraints.enumerated() { numbers[ObjectIdentifier(c)] = k }
        }
        guard let k = numbers[ObjectIdentifier(constraint)] else { return nil }
        let line = document.constraints[k].line
        return line > 0 ? "c\(k + 1) (line \(line))" : "c\(k + 1)"
    }

    /// The solver's error with the constraints it names written as the file's lines and the
    /// variables by their names: `c3 (line 5): y - 2 == 0 | required`.
    public func describe(_ error: SolverError) -> String {
        error.description { c in name(of: c).map { "\($0): \(solver.describe(c))" } ?? solver.describe(c) }
    }

    /// Constraint numbers by identity, made on the first error that names one.
    private var numbers: [ObjectIdentifier: Int] = [:]

    /// The build step: every `c` and `e`, then one update.
    public func build() throws(SolverError) { try run(buildStep) }

    /// A failed `x` check: the line, the variable, what was expected and what came out.
    public struct Mismatch: Equatable, Sendable, CustomStringConvertible {
        public var line: Int
        public var variable: String
        public var expected: Double
        public var actual: Double

        public var description: String {
            "line \(line): x \(variable) expected \(CsysWriter.number(expected)), got \(CsysWriter.number(actual))"
        }
    }

    /// Whether `actual` matches `expected` within 1e-6, absolute or relative.
    public static func matches(_ actual: Double, _ expected: Double) -> Bool {
        abs(actual - expected) <= 1e-6 * max(1, abs(expected))
    }

    /// Checks the `x` statements that directly follow a step (or the start of the file, for
    /// an empty range at 0) against the current values: what holds right after that step.
    public func check(following step: Range<Int>) -> [Mismatch] {
        var end = step.upperBound
        while end < document.statements.count, case .expect = document.statements[end] { end += 1 }
        return check(step.upperBound..<end)
    }

    /// The `x` statements at the end of the file, after its last step.
    public var trailingChecks: Range<Int> {
        var start = document.statements.count
        while start > 0, case .expect = document.statements[start - 1] { start -= 1 }
        return start..<document.statements.count
    }

    /// Checks the `x` statements in `range` against the current values.
    public func check(_ range: Range<Int>) -> [Mismatch] {
        var out: [Mismatch] = []
        for i in range {
            guard case let .expect(v, value) = document.statements[i] else { continue }
            let actual = solver.value(of: variables[v])
            if !Self.matches(actual, value) {
                out.append(Mismatch(line: document.statementLines[i], variable: document.variableNames[v],
                                    expected: value, actual: actual))
            }
        }
        return out
    }
}
