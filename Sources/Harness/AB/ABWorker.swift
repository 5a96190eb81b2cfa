/// The worker side of `ab`: a process that runs one iteration of a benchmark when asked, so
/// that the driver can alternate two builds iteration by iteration instead of process by
/// process (two iterations a few milliseconds apart see the same machine; two processes
/// seconds apart do not).
///
/// The protocol is lines of text, fields separated by tabs. The worker greets with
/// ``greeting``. `list` is answered with `benchmark NAME SUITE` per registered benchmark, then
/// `end`; `run NAME` runs one iteration of the benchmark (a warm-up iteration first, the first
/// time it is asked for it) and is answered with `sample PHASE STEP WALL_NS CPU_NS` per sample,
/// then `end`; `quit` or the end of its input ends it. A request it cannot serve is answered
/// with `error MESSAGE` and the worker goes on.
public struct ABWorker {
    /// The first line a worker writes: the protocol and its version.
    public static let greeting = "layout-bench-ab 1"

    private var benchmarks: [String: Benchmark] = [:]
    private var order: [Benchmark] = []
    private var warmed: Set<String> = []

    /// A worker serving the benchmarks of `registry` (every suite level).
    public init(registry: BenchmarkRegistry) {
        order = registry.benchmarks
        for benchmark in order { benchmarks[benchmark.name] = benchmark }
    }

    /// Serves requests read by `readLine` until it returns nil or `quit`; every answer is
    /// handed to `write` whole (one call per answer, so the driver never waits on a half).
    public mutating func serve(readLine: () -> String?, write: (String) -> Void) {
        write(Self.greeting + "\n")
        while let line = readLine() {
            if line == "quit" { return }
            write(answer(line))
        }
    }

    /// The answer to one request line.
    public mutating func answer(_ line: String) -> String {
        if line == "list" {
            return order.map { "benchmark\t\($0.name)\t\($0.suite.rawValue)\n" }.joined() + "end\n"
        }
        guard line.hasPrefix("run ") else { return "error unknown request '\(line)'\n" }
        let name = String(line.dropFirst(4))
        guard let benchmark = benchmarks[name] else { return "error unknown benchmark '\(name)'\n" }
        do {
            if warmed.insert(name).inserted {
                try benchmark.body(BenchmarkContext(benchmark: benchmark.descriptor, iteration: -1, allocationCounter: nil))
            }
            let context = BenchmarkContext(benchmark: benchmark.descriptor, iteration: 0, allocationCounter: nil)
            try benchmark.body(context)
            var text = ""
            for s in context.samples {
                text += "sample\t\(s.phase.name)\t\(s.step)\t\(s.wallNanoseconds)\t\(s.cpuNanoseconds)\n"
            }
            return text + "end\n"
        } catch {
            let message = String(describing: error).split(separator: "\n").first.map(String.init) ?? ""
            return "error \(message)\n"
        }
    }
}
