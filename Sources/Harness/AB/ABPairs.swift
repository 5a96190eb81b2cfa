/// What `ab` measured: for every round, benchmark, iteration pair and phase, the phase's time
/// in the base build and in the head build, the two iterations run back to back; with the
/// control, also the base against its second copy, paired the same way.
public struct ABPairs: Sendable {
    /// What the base was paired with.
    public enum Arm: String, Sendable {
        /// The head build: the comparison asked for.
        case head
        /// A second copy of the base: the A/A control.
        case control
    }

    /// One pair of iterations, one phase.
    public struct Pair: Equatable, Sendable {
        /// The round (a fresh pair of worker processes), from 0.
        public var round: Int
        /// The benchmark's name.
        public var benchmark: String
        /// The phase.
        public var phase: String
        /// Which pair within the round and benchmark, from 0.
        public var index: Int
        /// True when the head build's iteration ran first.
        public var headFirst: Bool
        /// The phase's wall and CPU time in each build, in nanoseconds (its steps summed); for a
        /// control pair, "head" is the base's second copy.
        public var baseWall: Double
        public var headWall: Double
        public var baseCPU: Double
        public var headCPU: Double
        /// The head, or the control's copy of the base.
        public var arm: Arm

        /// Makes a pair from its figures.
        public init(round: Int, benchmark: String, phase: String, index: Int, headFirst: Bool,
                    baseWall: Double, headWall: Double, baseCPU: Double, headCPU: Double, arm: Arm = .head) {
            self.arm = arm
            self.round = round
            self.benchmark = benchmark
            self.phase = phase
            self.index = index
            self.headFirst = headFirst
            self.baseWall = baseWall
            self.headWall = headWall
            self.baseCPU = baseCPU
            self.headCPU = headCPU
        }

        /// The base and head values of `metric` (`wall_time` or `cpu_time`).
        public func values(of metric: ABMetric) -> (base: Double, head: Double) {
            metric == .wallTime ? (baseWall, headWall) : (baseCPU, headCPU)
        }
    }

    /// Every pair, in the order measured.
    public var pairs: [Pair]
    /// The seed the rounds were arranged by (``ABRoundPlan``), when known.
    public var seed: UInt64?
    /// Benchmarks of the selection that only one build has.
    public var onlyInBase: [String] = []
    public var onlyInHead: [String] = []

    /// Pairs from a list.
    public init(pairs: [Pair], onlyInBase: [String] = [], onlyInHead: [String] = []) {
        self.pairs = pairs
        self.onlyInBase = onlyInBase
        self.onlyInHead = onlyInHead
    }

    /// The columns of a pairs file (`ab --save`).
    public static let columns = ["round", "benchmark", "phase", "pair", "first", "base_wall_ns", "head_wall_ns",
                                 "base_cpu_ns", "head_cpu_ns", "arm"]

    /// The pairs as CSV, one row per pair and phase.
    public var csv: String {
        var writer = CSVWriter(header: Self.columns)
        for p in pairs {
            writer.append([String(p.round), p.benchmark, p.phase, String(p.index), p.headFirst ? "head" : "base",
                           formatNumber(p.baseWall), formatNumber(p.headWall), formatNumber(p.baseCPU), formatNumber(p.headCPU),
                           p.arm.rawValue])
        }
        return writer.text
    }
}

extension ABPairs {
    /// Reads a pairs file written by ``csv`` (`ab --save`), to decide again from the same
    /// measurements (`ab --pairs`).
    ///
    /// - Throws: ``ResultsError`` naming the file, and the line of a bad row.
    public static func load(_ path: String) throws(ResultsError) -> ABPairs {
        let table = try ShardMerge.load(path)
        var index: [Int] = []
        // `arm` came with the control; a file from before it holds head pairs only.
        for name in columns.dropLast() {
            guard let column = table.column(name) else { throw .malformedCSV(path, .missingColumn(name)) }
            index.append(column)
        }
        let armColumn = table.column("arm")
        var pairs: [Pair] = []
        for (offset, row) in table.rows.enumerated() {
            let f = index.map { row[$0] }
            guard let arm = armColumn.map({ Arm(rawValue: row[$0]) }) ?? Arm?.some(.head),
                  let round = Int(f[0]), let pair = Int(f[3]), f[4] == "base" || f[4] == "head",
                  let baseWall = Double(f[5]), let headWall = Double(f[6]), let baseCPU = Double(f[7]), let headCPU = Double(f[8]),
                  [baseWall, headWall, baseCPU, headCPU].allSatisfy(\.isFinite)
            else { throw .malformedCSV(path, .malformed(line: offset + 2, reason: "not a row of a pairs file")) }
            pairs.append(Pair(round: round, benchmark: f[1], phase: f[2], index: pair, headFirst: f[4] == "head",
                              baseWall: baseWall, headWall: headWall, baseCPU: baseCPU, headCPU: headCPU, arm: arm))
        }
        guard !pairs.isEmpty else { throw .noRows(path) }
        return ABPairs(pairs: pairs)
    }
}

/// The time `ab` compares.
public enum ABMetric: String, CaseIterable, Sendable {
    /// Wall time on the monotonic clock.
    case wallTime = "wall_time"
    /// The process's CPU time.
    case cpuTime = "cpu_time"
}
