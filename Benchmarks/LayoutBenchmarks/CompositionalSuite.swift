import Harness
import Layout

/// The App Store–like screen (``AppStoreScreen``) built three ways: `compositional` places
/// items directly, `stacks` and `constraints` go through the solver. Phases: build (the
/// description, or the views and their constraints), layout (the first pass, every frame read
/// back), resize (the width alternating between 390 and 600, every frame read back).
enum CompositionalSuite {
    static let resizeSteps = 4

    static func register(into registry: inout BenchmarkRegistry) {
        for n in [100, 1_000, 10_000, 100_000] {
            let level: SuiteLevel = n <= 100 ? .smoke : n <= 10_000 ? .default : .full
            registry.register(workload: "appstore-screen", variant: "compositional", n: n, suite: level,
                              phases: [.build, "layout", .resize]) { context in
                let counts = AppStoreScreen.counts(n)
                let layout = context.measure(.build) { AppStoreScreen.compositional() }
                context.blackHole(try context.measure("layout") { try AppStoreScreen.layOut(layout, width: AppStoreScreen.widths[0], counts: counts) })
                for step in 1...resizeSteps {
                    let width = AppStoreScreen.widths[step % 2]
                    context.blackHole(try context.measure(.resize, counters: { ["sections_reused": layout.statistics.sectionsReused] }) {
                        try AppStoreScreen.layOut(layout, width: width, counts: counts)
                    })
                }
            }
        }
        let constraintSizes: [(String, (Int) throws -> (LayoutEngine, [View]), [Int])] = [
            ("stacks", AppStoreScreen.stacks, [100, 1_000, 10_000]),
            ("constraints", AppStoreScreen.constraints, [100, 1_000, 10_000]),
        ]
        for (variant, build, sizes) in constraintSizes {
            for n in sizes {
                let level: SuiteLevel = n <= 100 ? .smoke : n <= 1_000 ? .default : .full
                registry.register(workload: "appstore-screen", variant: variant, n: n, suite: level,
                                  phases: [.build, "layout", .resize]) { context in
                    let (engine, items) = try context.measure(.build) { try build(n) }
                    context.blackHole(try context.measure("layout") { try AppStoreScreen.layOut(engine, items) })
                    for step in 1...resizeSteps {
                        let width = AppStoreScreen.widths[step % 2]
                        context.blackHole(try context.measure(.resize) {
                            try engine.setRootWidth(width)
                            return try AppStoreScreen.layOut(engine, items)
                        })
                    }
                }
            }
        }
    }
}
