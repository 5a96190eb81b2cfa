import Foundation

/// Runs two builds against each other the way `ab` does: in each round a fresh worker process
/// per build; for each benchmark, iterations in turns until the round's time for that
/// benchmark is spent, each iteration's phases paired with the base's iteration beside it.
///
/// Pairing neighbouring iterations is what makes a 5% change visible on a shared VM: a slow
/// stretch of the machine (hundreds of milliseconds) falls on both iterations of a pair, and
/// the pair's ratio cancels it. What differs between processes is equalized where it can be
/// (every build runs from a copy at a path of the same length, with the same environment and
/// arguments: ``ABStaging``) and drawn afresh every round where it cannot (new copies; start
/// order, turn order, environment padding: ``ABRoundPlan``), so that the rounds, not the pairs, are the
/// units the test counts. With `control`, a second copy of the base takes its turns too: the
/// base against itself under the same conditions, the A/A control.
public struct ABSession {
    /// The two builds' binaries.
    public var base: String
    public var head: String
    /// The benchmarks, by name, in the order run within a round.
    public var benchmarks: [String]
    /// Rounds.
    public var rounds: Int
    /// Seconds per benchmark per round, both builds together.
    public var secondsPerBenchmark: Double
    /// Pairs per benchmark per round at least, however long they take.
    public var minimumPairs: Int
    /// Whether a second copy of the base runs as the A/A control.
    public var control: Bool
    /// The seed of the rounds' arrangement.
    public var seed: UInt64

    /// A session over `benchmarks`.
    public init(base: String, head: String, benchmarks: [String], rounds: Int, secondsPerBenchmark: Double,
                minimumPairs: Int = 5, control: Bool = false, seed: UInt64 = 0) {
        self.base = base
        self.head = head
        self.benchmarks = benchmarks
        self.rounds = rounds
        self.secondsPerBenchmark = secondsPerBenchmark
        self.minimumPairs = minimumPairs
        self.control = control
        self.seed = seed
    }

    /// The benchmarks of both builds (name and suite level), and those only one of them has.
    ///
    /// - Throws: ``ABError`` when a build cannot run as a worker.
    public static func catalogue(base: String, head: String) throws(ABError)
        -> (common: [(name: String, suite: String)], onlyInBase: [String], onlyInHead: [String]) {
        let a = try ABWorkerProcess(binary: base)
        defer { a.stop() }
        let b = try ABWorkerProcess(binary: head)
        defer { b.stop() }
        let baseList = try a.list(), headList = try b.list()
        let headNames = Set(headList.map(\.name)), baseNames = Set(baseList.map(\.name))
        return (baseList.filter { headNames.contains($0.name) }, baseList.map(\.name).filter { !headNames.contains($0) },
                headList.map(\.name).filter { !baseNames.contains($0) })
    }

    /// Runs every round, telling `progress` after each one (rounds done).
    ///
    /// - Throws: ``ABError`` when a build cannot be copied or run, dies, or a benchmark fails in it.
    public func run(progress: (Int) -> Void = { _ in }) throws(ABError) -> ABPairs {
        let staging = try ABStaging(base: base, head: head, control: control)
        defer { staging.remove() }
        let names: [ABStaging.Slot: String] = [.base: base, .head: head, .control: base]
        let environment = ProcessInfo.processInfo.environment
        var pairs: [ABPairs.Pair] = []
        for (round, plan) in ABRoundPlan.plans(seed: seed, rounds: rounds, control: control).enumerated() {
            // New copies every round: their pages, and so where the code lies, change with them.
            if round > 0 { try staging.refresh() }
            var workers: [ABStaging.Slot: ABWorkerProcess] = [:]
            defer { for worker in workers.values { worker.stop() } }
            for slot in plan.startOrder {
                workers[slot] = try ABWorkerProcess(binary: names[slot] ?? base, executable: staging[slot],
                                                    environment: plan.environment(for: slot, from: environment))
            }
            for benchmark in benchmarks {
                try measure(benchmark, round: round, plan: plan, workers: workers, into: &pairs)
            }
            progress(round + 1)
        }
        var result = ABPairs(pairs: pairs)
        result.seed = seed
        return result
    }

    /// One benchmark's turns in one round: every worker one iteration in the plan's turn order
    /// (each iteration follows another build's, so each starts from the same state of the
    /// caches), again and again until the time is spent.
    private func measure(_ benchmark: String, round: Int, plan: ABRoundPlan, workers: [ABStaging.Slot: ABWorkerProcess],
                         into pairs: inout [ABPairs.Pair]) throws(ABError) {
        let start = Clock.wallNanoseconds()
        var index = 0
        while index < minimumPairs || Double(Clock.wallNanoseconds() - start) / 1e9 < secondsPerBenchmark {
            var iterations: [ABStaging.Slot: ABWorkerProcess.Iteration] = [:]
            for slot in plan.turnOrder {
                guard let worker = workers[slot] else { continue }
                iterations[slot] = try worker.iteration(of: benchmark)
            }
            let a = iterations[.base] ?? [:]
            for (slot, arm) in [(ABStaging.Slot.head, ABPairs.Arm.head), (.control, .control)] {
                guard let b = iterations[slot] else { continue }
                for (phase, x) in a.sorted(by: { $0.key < $1.key }) {
                    guard let y = b[phase] else { continue }
                    pairs.append(ABPairs.Pair(round: round, benchmark: benchmark, phase: phase, index: index,
                                              headFirst: plan.runsBeforeBase(slot), baseWall: x.wall, headWall: y.wall,
                                              baseCPU: x.cpu, headCPU: y.cpu, arm: arm))
                }
            }
            index += 1
        }
    }
}
