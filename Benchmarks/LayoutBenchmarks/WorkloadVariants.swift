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
        "composite": { workload, n in
            try workload.validate(n: n)
            return try ViewWorkloads.document(workload, n: n, variant: .composite)
        },
        "individual": { workload, n in
            try workload.validate(n: n)
            return try ViewWorkloads.document(workload, n: n, variant: .individual)
        },
    ]

    /// The variants written with views, exporting the layer's exact priority levels
    /// (`export --levels`): what only this solver replays, and `scripts/tie-check --levels`
    /// checks level by level.
    public static let leveledExporters: [String: Exporter] = [
        "composite": { workload, n in
            try workload.validate(n: n)
            return try ViewWorkloads.document(workload, n: n, variant: .composite, levels: true)
        },
        "individual": { workload, n in
            try workload.validate(n: n)
            return try ViewWorkloads.document(workload, n: n, variant: .individual, levels: true)
        },
    ]

    public static var names: [String] { exporters.keys.sorted() }
}
