import Foundation
import Harness
import XCTest

/// Collects what a command writes, to assert on it.
final class Capture {
    var out = ""
    var err = ""

    var console: Console {
        Console(out: { [unowned self] in self.out += $0 }, err: { [unowned self] in self.err += $0 })
    }

    /// The lines written to stderr.
    var errLines: [Substring] { err.split(separator: "\n") }
}

/// Fixed metadata, so no test depends on git or the host.
func fixedMetadata(suite: SuiteLevel, commit: String = "abc1234") -> RunMetadata {
    RunMetadata(
        suite: suite.rawValue, commit: commit, dirty: "false", timestamp: "2025-01-31T12:00:00Z",
        host: "test-host", cpuModel: "Test CPU, 2 GHz", cores: 2, toolchain: "6.3", configuration: "debug",
        allocator: "jemalloc 5.3.0"
    )
}

/// A registry of small, fast benchmarks with known allocation behaviour.
func testRegistry() -> BenchmarkRegistry {
    var registry = BenchmarkRegistry()
    for n in [10, 100, 1_000] {
        for variant in ["composite", "individual"] {
            registry.register(
                workload: "boxes", variant: variant, n: n, suite: n == 10 ? .smoke : n == 100 ? .default : .full,
                phases: [.build, .resize]
            ) { context in
                var boxes: [TestBox] = []
                boxes.reserveCapacity(n)
                context.measure(.build) {
                    for i in 0..<n { boxes.append(TestBox(i)) }
                }
                for step in 0..<3 {
                    context.measure(.resize) { boxes[step] = TestBox(-step) }
                }
            }
        }
    }
    return registry
}

final class TestBox {
    let value: Int
    init(_ value: Int) { self.value = value }
}

/// A fresh directory under the system's temporary directory, removed by the test case.
func temporaryDirectory(_ testCase: XCTestCase) throws -> String {
    let path = NSTemporaryDirectory() + "harness-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

/// Runs the tool on `arguments` with `registry`, results under `directory`.
func runTool(
    _ arguments: [String], registry: BenchmarkRegistry = testRegistry(), directory: String = "/nonexistent",
    commit: String = "abc1234"
) -> (status: ExitStatus, capture: Capture) {
    let capture = Capture()
    let environment = CommandEnvironment(
        registry: registry, console: capture.console, resultsDirectory: directory,
        metadata: { fixedMetadata(suite: $0, commit: commit) }
    )
    let tool = CommandLineTool(
        name: "layout-bench", summary: "layout-bench: benchmarks.",
        commands: [RunCommand.self, ListCommand.self, MergeCommand.self]
    )
    return (tool.run(arguments, in: environment), capture)
}
