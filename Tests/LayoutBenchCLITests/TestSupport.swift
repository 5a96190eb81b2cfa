import Foundation
import Harness
import HarnessFixtures
import LayoutBenchCLI
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

/// A fresh directory under the system's temporary directory, removed by the test case.
func temporaryDirectory(_ testCase: XCTestCase) throws -> String {
    let path = try makeTemporaryDirectory()
    testCase.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

/// Runs `layout-bench`'s real command table on `arguments` in-process, with `registry` (the
/// small test registry unless given), results under `directory`, fixed metadata.
func runTool(
    _ arguments: [String], registry: BenchmarkRegistry = testRegistry(), directory: String = "/nonexistent",
    commit: String = "abc1234", dirty: String = "false", benchmarkOnRequest: @escaping (String) -> Benchmark? = { _ in nil }
) -> (status: ExitStatus, capture: Capture) {
    let capture = Capture()
    let environment = CommandEnvironment(
        registry: registry, console: capture.console, resultsDirectory: directory, benchmarkOnRequest: benchmarkOnRequest,
        metadata: { fixedMetadata(suite: $0, commit: commit, dirty: dirty) }
    )
    let tool = CommandLineTool(name: "layout-bench", summary: CommandTable.layoutBenchSummary, commands: CommandTable.layoutBench)
    return (tool.run(arguments, in: environment), capture)
}
