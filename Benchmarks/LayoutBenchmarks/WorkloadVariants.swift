import Cassowary
import Csys

/// The ways a workload can be written, each reaching the solver as the same constraints
/// (workloads.md, "Composite against individual"): what `export --variant` chooses from.
public enum WorkloadVariants {
    /// Makes the csys program of a workload of n views in one variant.
    public typealias Exporter = @Sendable (Workload, Int) throws -> CsysDocument

    /// Variant name → exporter. The layout layer's variants add themselves here.
    nonisolated(unsafe) public static var exporters: [String: Exporter] = [
        "solver": { workload, n in
            try workload.validate(n: n)
            return SolverWorkloads.document(workload, n: n)
        },
        "composite": written(with: .composite, levels: false),
        "individual": written(with: .individual, levels: false),
    ]

    /// The variants written with views, exporting the layer's exact priority levels
    /// (`export --levels`): what only this solver replays, and `scripts/tie-check --levels`
    /// checks level by level.
    public static let leveledExporters: [String: Exporter] = [
        "composite": written(with: .composite, levels: true),
        "individual": written(with: .individual, levels: true),
    ]

    /// A variant written with views (`ViewWorkloads.document` validates n first).
    private static func written(with variant: ViewVariant, levels: Bool) -> Exporter {
        { workload, n in try ViewWorkloads.document(workload, n: n, variant: variant, levels: levels) }
    }

    public static var names: [String] { exporters.keys.sorted() }
}
