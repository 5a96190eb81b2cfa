import Cassowary

/// Replays a csys document on this solver, timing each step, checking every `x` line at its
/// place: what `layout-bench replay` prints.
public struct CsysReplay: Sendable {
    public var buildNanoseconds: Int64
    public var resizeNanoseconds: [Int64]
    public var churnNanoseconds: [Int64]
    public var mismatches: [CsysProgram.Mismatch]
    /// Every variable and its value after the last statement, sorted by name.
    public var finalValues: [(name: String, value: Double)]
    public var counters: SolverCounters

    /// When the answer is checked against the constraints as written (`Solver.verify`, untimed).
    public enum Verification: Sendable {
        /// After every statement: the error names the first statement after which the solver
        /// cannot stand by its values (it changes the steps' work, one verification each).
        case eachStatement
        /// After every step: no step's answer goes unchecked. Its cost is outside the times,
        /// but not its traces: the next step starts with the caches and branch predictors a
        /// verification left, which a sub-microsecond step shows.
        case eachStep
        /// After the last step only, so that steps run back to back as in a peer's replayer
        /// (which verifies nothing); pair it with a replay verified at each step and compare
        /// the final values (``sameValues(_:)``).
        case lastStep
        /// Never: the values as ``Solver/updateVariables()`` publishes them, what a layout's
        /// user reads (a layout verifies nothing). A wrong answer shows in the values, not as an
        /// error; a failure the solver holds for the next call that can throw
        /// (``Solver/pendingFailure``) is thrown at the end.
        case never
    }

    /// Runs every step in file order; `x` lines are checked between steps, untimed.
    /// - Throws: the solver's error, with the csys line of the statement that failed.
    public static func run(_ document: CsysDocument, verification: Verification = .eachStep) throws(CsysError) -> CsysReplay {
        let program = CsysProgram(document)
        var steps: [(Range<Int>, CsysDocument.Phase)] = [(program.buildStep, .build)]
        steps += program.resizeSteps.map { ($0, .resize) }
        steps += program.churnSteps.map { ($0, .churn) }
        steps.sort { $0.0.lowerBound < $1.0.lowerBound }
        var replay = CsysReplay(buildNanoseconds: 0, resizeNanoseconds: [], churnNanoseconds: [],
                                mismatches: [], finalValues: [], counters: SolverCounters())
        var checked = 0
        for (range, phase) in steps {
            replay.mismatches += program.check(checked..<range.lowerBound)
            let elapsed = verification == .eachStatement ? try runVerifyingEach(program, range)
                : try timed(program, range)
            // Untimed: the answer checked against the constraints as written (see
            // `Solver.verify`), so that a wrong one is an error, never a printed value.
            if verification == .eachStep || verification == .eachStatement
                || (verification == .lastStep && range.upperBound == steps.last?.0.upperBound) {
                do {
                    try program.solver.verify()
                } catch {
                    throw CsysError(line: program.document.statementLines[range.lowerBound], message: program.describe(error))
                }
            }
            switch phase {
            case .build: replay.buildNanoseconds = elapsed
            case .resize: replay.resizeNanoseconds.append(elapsed)
            case .churn: replay.churnNanoseconds.append(elapsed)
            }
            checked = range.upperBound
        }
        replay.mismatches += program.check(checked..<document.statements.count)
        program.solver.updateVariables()
        if verification == .never, let failure = program.solver.pendingFailure {
            // Held since some step; named at the last statement, the one it was found by.
            let line = program.document.statementLines.last ?? 0
            throw CsysError(line: line, message: program.describe(failure))
        }
        replay.finalValues = zip(document.variableNames, program.variables)
            .map { ($0, program.solver.value(of: $1)) }
            .sorted { $0.name < $1.name }
        replay.counters = program.solver.counters
        return replay
    }

    /// The earlier spelling: `verifyEach` verified after every statement, otherwise after every step.
    @available(*, deprecated, renamed: "run(_:verification:)")
    public static func run(_ document: CsysDocument, verifyEach: Bool) throws(CsysError) -> CsysReplay {
        try run(document, verification: verifyEach ? .eachStatement : .eachStep)
    }

    /// Whether `other` ended at the same values as this replay, bit for bit. The solver is
    /// deterministic and a verification changes its state only to set an answer right, so a
    /// replay verified at its last step only that ends where one verified at each step ended
    /// was not set right on the way, where it mattered to the end.
    public func sameValues(_ other: CsysReplay) -> Bool {
        finalValues.count == other.finalValues.count
            && zip(finalValues, other.finalValues).allSatisfy {
                $0.name == $1.name && $0.value.bitPattern == $1.value.bitPattern
            }
    }

    private static func timed(_ program: CsysProgram, _ range: Range<Int>) throws(CsysError) -> Int64 {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try program.run(range)
        } catch {
            throw CsysError(line: failingLine(program, range, error), message: program.describe(error))
        }
        return nanoseconds(clock.now - start)
    }

    /// Runs the step a statement at a time, verifying the answer after each.
    private static func runVerifyingEach(_ program: CsysProgram, _ range: Range<Int>) throws(CsysError) -> Int64 {
        var elapsed: Int64 = 0
        for i in range {
            elapsed += try timed(program, i..<(i + 1))
            do {
                try program.solver.verify()
            } catch {
                throw CsysError(line: program.document.statementLines[i], message: program.describe(error))
            }
        }
        return elapsed
    }

    /// The line of the statement a failed step stopped at: the first in the step that adds the
    /// constraint the error names (a conflict, or a constraint the solver could not hold
    /// accurately: both are thrown by its add), else the step's first line.
    private static func failingLine(_ program: CsysProgram, _ range: Range<Int>, _ error: SolverError) -> Int {
        for i in range {
            switch (program.document.statements[i], error) {
            case let (.constraint(k), .unsatisfiable(c, _)), let (.add(k), .unsatisfiable(c, _)),
                 let (.constraint(k), .inaccurate(c, _)), let (.add(k), .inaccurate(c, _)):
                if program.constraints[k] === c { return program.document.statementLines[i] }
            default: continue
            }
        }
        return program.document.statementLines[range.lowerBound]
    }

    static func nanoseconds(_ d: Duration) -> Int64 {
        let (s, atto) = d.components
        return s * 1_000_000_000 + atto / 1_000_000_000
    }
}
