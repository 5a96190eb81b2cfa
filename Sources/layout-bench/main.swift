import Foundation
import LayoutBenchCLI
import LayoutBenchmarks

let status = BenchmarkTool.run(
    name: "layout-bench",
    summary: CommandTable.layoutBenchSummary,
    registry: Suite.registry,
    commands: CommandTable.layoutBench,
    benchmarkOnRequest: Suite.benchmark(named:)
)
exit(status.rawValue)
