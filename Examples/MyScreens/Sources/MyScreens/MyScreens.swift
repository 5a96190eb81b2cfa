import Harness
import Layout

/// The app's screens as benchmarks: what `my-screens run`, `ab`, `gate` … measure.
public enum MyScreens {
    /// The sizes each screen is measured at; the smoke suite runs the two smallest, so the
    /// gate can check how its counts scale.
    public static let sizes = [10, 100, 1_000]

    /// Registers every screen's benchmarks: building the views and constraints, the first
    /// layout pass, and a resize of the window, each timed on its own.
    public static func register(into registry: inout BenchmarkRegistry) {
        for rows in sizes {
            registry.register(workload: "profile", variant: "snapkit", n: rows, suite: rows <= 100 ? .smoke : .default,
                              phases: [.dslBuild, "layout", .resize]) { context in
                let screen = try context.measure(.dslBuild) { try ProfileScreen(rows: rows) }
                try context.measure("layout") { try screen.engine.layoutIfNeeded() }
                for width in [320.0, 414.0] {
                    try context.measure(.resize) {
                        try screen.engine.setRootWidth(width)
                        try screen.engine.layoutIfNeeded()
                    }
                }
                context.blackHole(screen.thumbnails.last?.frame)
            }
        }
    }
}
