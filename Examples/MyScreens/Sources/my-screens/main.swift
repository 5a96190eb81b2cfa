import Foundation
import Harness
import LayoutBenchCLI
import MyScreens

var registry = BenchmarkRegistry()
MyScreens.register(into: &registry)
let status = BenchmarkTool.run(name: "my-screens", summary: "my-screens: the app's screens, benchmarked.", registry: registry)
exit(status.rawValue)
