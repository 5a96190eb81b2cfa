/// Runs two builds against each other the way `ab` does: in each round a fresh worker process
/// per build; for each benchmark, iterations alternating between the builds (A B A B …, B A B A
/// … in the next round) until the round's time for that benchmark is spent, each iteration's
/// phases paired with the other build's iteration right beside it.
///
/// Pairing neighbouring iterations is what makes a 5% change visible on a shared VM: a slow
/// stretch of the machine (hundreds of milliseconds) falls on both iterations of a pair, and
/// the pair's ratio cancels it. Fresh processes each round let what differs between processes
/// (address layout, heap state) vary, so that the rounds, not the pairs, are the units the
/// test counts.
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

    /// A session over `benchmarks`.
    public init(base: String, head: String, benchmarks: [String], rounds: Int, secondsPerBenchmark: Double,
                minimumPairs: Int = 5) {
        self.base = base
        self.head = head
        self.benchmarks = benchmarks
        self.rounds = rounds
        self.secondsPerBenchmark = secondsPerBenchmark
        self.minimumPairs = minimumPairs
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
    /// - Throws: ``ABError`` when a build cannot run, dies, or a benchmark fails in it.
    public func run(progress: (Int) -> Void = { _ in }) throws(ABError) -> ABPairs {
        var pairs: [ABPairs.Pair] = []
        for round in 0..<rounds {
            // Which worker starts first alternates too: nothing about a build's place is fixed.
            let first = try ABWorkerProcess(binary: round % 2 == 0 ? base : head)
            defer { first.stop() }
            let second = try ABWorkerProcess(binary: round % 2 == 0 ? head : base)
            defer { second.stop() }
            let (baseWorker, headWorker) = round % 2 == 0 ? (first, second) : (second, first)
            for benchmark in benchmarks {
                let start = Clock.wallNanoseconds()
                var index = 0
                while index < minimumPairs || Double(Clock.wallNanoseconds() - start) / 1e9 < secondsPerBenchmark {
                    // Strictly A B A B …: every iteration follows the other build's, so each
                    // starts from the same state of the caches. (A B B A would have each build
                    // follow itself every other pair, warm, and the ratios swing both ways.)
                    // Which build leads alternates from round to round instead.
                    let headFirst = round % 2 == 1
                    let a: ABWorkerProcess.Iteration, b: ABWorkerProcess.Iteration
                    if headFirst {
                        b = try headWorker.iteration(of: benchmark)
                        a = try baseWorker.iteration(of: benchmark)
                    } else {
                        a = try baseWorker.iteration(of: benchmark)
                        b = try headWorker.iteration(of: benchmark)
                    }
                    for (phase, x) in a.sorted(by: { $0.key < $1.key }) {
                        guard let y = b[phase] else { continue }
                        pairs.append(ABPairs.Pair(round: round, benchmark: benchmark, phase: phase, index: index,
                                                  headFirst: headFirst, baseWall: x.wall, headWall: y.wall,
                                                  baseCPU: x.cpu, headCPU: y.cpu))
                    }
                    index += 1
                }
            }
            progress(round + 1)
        }
        return ABPairs(pairs: pairs)
    }
}
