import Harness

extension Suite {
    /// Every benchmark of the suite, registered.
    public static var registry: BenchmarkRegistry {
        var registry = BenchmarkRegistry()
        register(into: &registry)
        return registry
    }

    /// The solver variant of a canonical workload at any n (`nested/solver/30`), for the tool to
    /// profile sizes the suite does not register; nil for any other name.
    public static func benchmark(named name: String) -> Benchmark? {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, let workload = Workload(rawValue: String(parts[0])), parts[1] == "solver",
              let n = Int(parts[2]), n >= 1 else { return nil }
        let documents = DocumentCache(workload: workload, n: n)
        return Benchmark(workload: workload.rawValue, variant: "solver", n: n, phases: [.setup, .build, .resize, .churn, .detach]) { context in
            try SolverSuite.run(documents.document, in: context)
        }
    }
}
