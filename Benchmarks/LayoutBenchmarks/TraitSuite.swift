import Cassowary
import Harness
import Layout

/// Trait changes that touch only what differs:
///
/// - `rotate-screen/layer/n`: n rows turning between portrait and landscape
///   (``AdaptiveScreen``): each step's `trait_switch` sets the size class (the layer flips
///   its condition groups: 2n constraints queued out, 2n in), then `rotate` resizes the root
///   and runs the pass; `constraints_added` / `constraints_removed` count what reached the
///   solver, the allocations what each part cost.
/// - `dynamic-type/layer/n`: n labels that follow Dynamic Type (``DynamicTypeColumn``):
///   `first_content_size` is the first change (to XXL), which moves each label's intrinsic
///   size into edit variables (its four size constraints are made again); each later
///   `content_size` step switches between the default size and XXL and only suggests new
///   sizes. Up to 10 000 in the default suite, 100 000 in the full one.
enum TraitSuite {
    static let steps = 4

    static func register(into registry: inout BenchmarkRegistry) {
        for n in RemovalSuite.sizes {
            registry.register(workload: "rotate-screen", variant: "layer", n: n, suite: RemovalSuite.level(n),
                              phases: [.build, "trait_switch", "rotate"]) { context in
                let screen = try context.measure(.build) { try AdaptiveScreen(n: n) }
                let solver = screen.engine.solver
                for step in 1...steps {
                    let landscape = step % 2 == 1
                    context.measure("trait_switch") { screen.switchTraits(toLandscape: landscape) }
                    try context.measure("rotate", counters: { RemovalSuite.removalCounters(solver) }) {
                        try screen.resize(toLandscape: landscape)
                    }
                    try screen.check(context.benchmark.name, landscape: landscape)
                }
            }
        }
        for (n, suite) in [(100, SuiteLevel.smoke), (1_000, .default), (10_000, .default), (100_000, .full)] {
            registry.register(workload: "dynamic-type", variant: "layer", n: n, suite: suite,
                              phases: [.build, "first_content_size", "content_size"]) { context in
                let column = try context.measure(.build) { try DynamicTypeColumn(n: n) }
                let solver = column.engine.solver
                try context.measure("first_content_size", counters: { RemovalSuite.removalCounters(solver) }) {
                    try column.setCategory(.extraExtraLarge)
                }
                try column.check(context.benchmark.name, category: .extraExtraLarge)
                for step in 1...steps {
                    let category: ContentSizeCategory = step % 2 == 1 ? .large : .extraExtraLarge
                    try context.measure("content_size", counters: { RemovalSuite.removalCounters(solver) }) {
                        try column.setCategory(category)
                    }
                    try column.check(context.benchmark.name, category: category)
                }
            }
        }
    }
}
