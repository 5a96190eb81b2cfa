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
/// small test registry unless given), results under `directory`, fixed metadata. Without a
/// `directory`, results go to a fresh temporary one, removed when the command returns, so no
/// test writes outside a temporary folder.
func runTool(
    _ arguments: [String], registry: BenchmarkRegistry = testRegistry(), directory: String? = nil,
    commit: String = "abc1234", dirty: String = "false", benchmarkOnRequest: @escaping (String) -> Benchmark? = { _ in nil }
) -> (status: ExitStatus, capture: Capture) {
    let scratch = directory == nil ? try? makeTemporaryDirectory() : nil
    defer { if let scratch { try? FileManager.default.removeItem(atPath: scratch) } }
    let capture = Capture()
    let environment = CommandEnvironment(
        registry: registry, console: capture.console, resultsDirectory: directory ?? scratch ?? NSTemporaryDirectory(),
        benchmarkOnRequest: benchmarkOnRequest,
        metadata: { fixedMetadata(suite: $0, commit: commit, dirty: dirty) }
    )
    let tool = CommandLineTool(name: "layout-bench", summary: CommandTable.layoutBenchSummary, commands: CommandTable.layoutBench)
    return (tool.run(arguments, in: environment), capture)
}
