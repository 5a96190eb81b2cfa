import Cassowary
import Csys
import Harness
import Peers

/// `layout-bench replay FILE.csys [--print]`: times this solver on any csys file and checks
/// its `x` lines.
public enum ReplayCommand: Command {
    public static let name = "replay"
    public static let summary = "Time the solver on a csys file and check its x lines."
    public static let help = """
        Replay a csys file (docs/csys-format.md) on this solver: build (every c and e line,
        then one update), each resize step (s), each churn step (d/a … u). Prints the build time
        and the median resize and churn step, and how many times the solver rebuilt its tableau
        to verify an answer (when it did); checks every x line at its place.

        USAGE: layout-bench replay FILE.csys [--rounds R] [--print] [--verify-each | --no-verify]

        OPTIONS:
          --rounds R                  Replay the file R times in this process, each on a
                                      fresh solver (default 1). The first round verifies the
                                      answer after every step (untimed); with R > 1 the times
                                      printed are the medians of rounds 2 to R, which run
                                      their steps back to back as a peer's replayer does,
                                      verify only the last step's answer, and must end at the
                                      first round's values bit for bit. A step timed after a
                                      verification starts colder. Checks, counters and values
                                      are the first round's.
          --print                     After the last statement, print every variable as
                                      `NAME VALUE` lines, sorted by name.
          --verify-each               Verify the answer after every statement, not only
                                      after every step: the error names the first statement
                                      after which the solver cannot stand by its values.
          --no-verify                 Verify nothing, in every round: the values are what
                                      updateVariables() publishes, as a layout reads them
                                      (a wrong answer shows in them, not as an error).
          --help, -h                  Show this help.

        EXIT STATUS: 0 all checks hold, 1 an x check failed (the lines go to stderr),
        2 the file cannot be read or is malformed, or the solver refused a statement.

        """

    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        var path: String?
        var printValues = false
        var verifyEach = false
        var verifies = true
        var rounds = 1
        while let token = try arguments.next() {
            switch token {
            case .positional(let argument):
                guard path == nil else { throw .unexpectedArgument(argument, command: name) }
                path = argument
            case .flag("--print"):
                printValues = true
            case .flag("--verify-each"):
                verifyEach = true
            case .flag("--no-verify"):
                verifies = false
            case .flag("--rounds"):
                rounds = try arguments.integer(for: "--rounds", minimum: 1)
            case .flag(let flag):
                throw .unknownFlag(flag, command: name)
            }
        }
        guard let path else { throw .missingArgument("FILE", command: name) }
        if verifyEach && !verifies { throw .conflictingFlags("--verify-each", "--no-verify", command: name) }
        let first: CsysReplay.Verification = !verifies ? .never : verifyEach ? .eachStatement : .eachStep
        let text = try reading(ResultsFiles.read(path))
        var replays: [CsysReplay] = []
        do {
            let document = try CsysReader.read(text)
            replays.append(try CsysReplay.run(document, verification: first))
            for _ in 1..<rounds { replays.append(try CsysReplay.run(document, verification: verifies ? .lastStep : .never)) }
        } catch {
            throw .csys(path, reason: String(describing: error))
        }
        let replay = replays[0]
        guard replays.allSatisfy(replay.sameValues) else {
            throw .csys(path, reason: verifies ? "a round verified at its last step only ended at other values than the round verified at each step"
                                  : "the rounds ended at different values")
        }
        // The timed rounds: the first alone, or those after it that ran their steps back to back.
        if rounds > 1 { replays.removeFirst() }
        let out = environment.console.out
        if rounds > 1 { out("rounds: \(rounds) (each on a fresh solver; medians over rounds 2 to \(rounds), steps back to back)\n") }
        out("build: \(Humanize.duration(Double(median(replays.map(\.buildNanoseconds)))))\n")
        out(stepLine("resize", replay.resizeNanoseconds.count, replays.map(\.resizeNanoseconds)))
        out(stepLine("churn", replay.churnNanoseconds.count, replays.map(\.churnNanoseconds)))
        if replay.counters.rebuilds > 0 {
            // Rounding made the solver rebuild its tableau (see `Solver.verify`): worth knowing
            // when reading the times above.
            out("rebuilds: \(replay.counters.rebuilds) (tableau rebuilt from the constraints)\n")
        }
        if replay.counters.certifiedVertices > 0 {
            out("certified vertices: \(replay.counters.certifiedVertices) (answers solved from the basis, the tableau's values being off)\n")
        }
        if replay.counters.independentVertices > 0 {
            out("independent vertices: \(replay.counters.independentVertices) (answers from a basis found without the tableau: no basis of a tableau certified, or one lower)\n")
        }
        if replay.counters.floorlessRebuilds > 0 {
            out("floorless rebuilds: \(replay.counters.floorlessRebuilds) (last-resort tableaus: phase one past its floor, residues within rounding taken off, kept because their answer held every constraint)\n")
        }
        if printValues {
            for (name, value) in replay.finalValues { out("\(name) \(CsysWriter.number(value))\n") }
        }
        guard replay.mismatches.isEmpty else {
            for m in replay.mismatches { environment.console.err("\(path): \(m)\n") }
            environment.console.err("\(path): \(replay.mismatches.count) x check(s) failed\n")
            return .regression
        }
        return .ok
    }

    /// `resize: 6 steps, median 505 ns`: the median over the rounds of each round's median step.
    static func stepLine(_ phase: String, _ count: Int, _ rounds: [[Int64]]) -> String {
        guard count > 0 else { return "\(phase): no steps\n" }
        return "\(phase): \(count) steps, median \(Humanize.duration(Double(median(rounds.map(median)))))\n"
    }

    /// The median as the peer replays take it (``OwnRound/median(_:)``); 0 for none.
    static func median(_ values: [Int64]) -> Int64 { OwnRound.median(values) ?? 0 }
}
