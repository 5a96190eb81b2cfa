import Foundation
import Harness
import XCTest
@testable import LayoutBenchmarks

/// `profile` in-process: the phase table, its solver counters, and one line with exit 2 on bad input.
final class ProfileCommandTests: XCTestCase {
    final class Capture {
        var out = "", err = ""
        var console: Console { Console(out: { [unowned self] in self.out += $0 }, err: { [unowned self] in self.err += $0 }) }
    }

    private func run(_ arguments: [String]) -> (ExitStatus, Capture) {
        let capture = Capture()
        var registry = BenchmarkRegistry()
        Suite.register(into: &registry)
        let environment = CommandEnvironment(registry: registry, console: capture.console) { suite in
            RunMetadata(suite: suite.rawValue, commit: "abc", dirty: "false", timestamp: "2025-01-01T00:00:00Z",
                        host: "h", cpuModel: "c", cores: 1, toolchain: "t", configuration: "debug", allocator: "a")
        }
        let tool = CommandLineTool(name: "layout-bench", summary: "", commands: [ProfileCommand.self])
        return (tool.run(arguments, in: environment), capture)
    }

    func testProfileShowsEveryPhaseWithSolverWork() throws {
        // Any n works for the solver variant, registered or not.
        let (status, capture) = run(["profile", "nested", "--n", "30", "--samples", "2"])
        XCTAssertEqual(status, .ok, capture.err)
        let lines = capture.out.split(separator: "\n")
        XCTAssertEqual(lines.first, "nested/solver/30: 2 iterations")
        XCTAssertTrue(lines.contains { $0.hasPrefix("build ") }, capture.out)
        XCTAssertTrue(lines.contains { $0.hasPrefix("resize ") }, capture.out)
        XCTAssertTrue(lines.contains { $0.hasPrefix("churn ") }, capture.out)
        // nested: 4 constraints per view, 2 for the root; the tableau holds one row per constraint.
        XCTAssertTrue(capture.out.contains("after build: tableau rows 124"), capture.out)
        XCTAssertTrue(capture.out.contains("pivots  substitutions  rows touched"), capture.out)
    }

    func testProfileWritesASummaryForTheGate() throws {
        let path = NSTemporaryDirectory() + "profile-\(UUID().uuidString).csv"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, _) = run(["profile", "chain", "--n", "20", "--samples", "1", "--output", path])
        XCTAssertEqual(status, .ok)
        let data = try RunData.load(path)
        XCTAssertTrue(data.rows.contains { $0.metric.name == "substitutions" && $0.phase.name == "build" })
        XCTAssertEqual(data.rows.first?.metadata.valgrind, "none")
    }

    func testBadInput() {
        let cases: [([String], String)] = [
            (["profile", "tree", "--n", "10"], "unknown workload 'tree' (expected siblings|chain|nested|grid|redundant|minimal|feed|cards|form|cells|toolbar|priorities)"),
            (["profile", "nested"], "'profile' needs --n N (see 'layout-bench profile --help')"),
            (["profile", "nested", "--n", "10", "--variant", "magic"], "unknown variant 'magic' for nested (expected composite|individual|solver)"),
            (["profile", "nested", "--n", "7", "--variant", "composite"], "nested/composite is registered at n = 100, 1000, 10000, 100000 only"),
        ]
        for (arguments, message) in cases {
            let (status, capture) = run(arguments)
            XCTAssertEqual(status, .badInput, "\(arguments)")
            XCTAssertEqual(capture.err, "layout-bench: error: " + message + "\n")
        }
    }
}
