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

    /// Runs every step in file order; `x` lines are checked between steps, untimed.
    /// With `verifyEach`, the answer is verified after every statement as well (untimed, but
    /// it changes the step's work): the error names the first statement after which the
    /// solver cannot stand by its values.
    /// - Throws: the solver's error, with the csys line of the statement that failed.
    public static func run(_ document: CsysDocument, verifyEach: Bool = false) throws(CsysError) -> CsysReplay {
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
            let elapsed = verifyEach ? try runVerifyingEach(program, range)
                : try timed(program, range)
            // Untimed: the answer checked against the constraints as written (see
            // `Solver.verify`), so that a wrong one is an error, never a printed value.
            do {
                try program.solver.verify()
            } catch {
                throw CsysError(line: program.document.statementLines[range.lowerBound], message: program.describe(error))
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
        replay.finalValues = zip(document.variableNames, program.variables)
            .map { ($0, program.solver.value(of: $1)) }
            .sorted { $0.name < $1.name }
        replay.counters = program.solver.counters
        return replay
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

    /// The line of the statement a failed step stopped at: the first in the step whose
    /// constraint or variable the error names, else the step's first line.
    private static func failingLine(_ program: CsysProgram, _ range: Range<Int>, _ error: SolverError) -> Int {
        for i in range {
            switch (program.document.statements[i], error) {
            case let (.constraint(k), .unsatisfiable(c, _)), let (.add(k), .unsatisfiable(c, _)):
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
