import Foundation
import Harness
import HarnessFixtures
import LayoutBenchCLI
import LayoutBenchmarks
import XCTest

/// `profile` in-process: the phase table, its solver counters, and one line with exit 2 on bad input.
final class ProfileCommandTests: XCTestCase {
    private func run(_ arguments: [String]) -> (ExitStatus, Capture) {
        runTool(arguments, registry: Suite.registry, benchmarkOnRequest: Suite.benchmark(named:))
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

    func testAPackageProfileShowsOnlyTheCountersItsSuiteRegisters() {
        // The test registry registers no profile columns: no solver column, no tableau line.
        let (status, capture) = runTool(["profile", "boxes/composite/10", "--samples", "1"])
        XCTAssertEqual(status, .ok, capture.err)
        XCTAssertTrue(capture.out.contains("allocs/step  bytes/step"), capture.out)
        XCTAssertFalse(capture.out.contains("pivots"), capture.out)
        XCTAssertFalse(capture.out.contains("after build"), capture.out)
        XCTAssertFalse(capture.out.contains("rows touched"), capture.out)
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

    func testABenchmarkByName() {
        let (status, capture) = run(["profile", "grid/solver/30", "--samples", "1"])
        XCTAssertEqual(status, .ok, capture.err)
        XCTAssertTrue(capture.out.hasPrefix("grid/solver/30: 1 iterations\n"), capture.out)
        let (registered, listed) = run(["profile", "calibration-boxes/stdlib/100", "--samples", "1"])
        XCTAssertEqual(registered, .ok, listed.err)
        XCTAssertTrue(listed.out.contains("churn "), listed.out)
    }

    func testBadInput() {
        var workloads: [String] = []
        for benchmark in Suite.registry.benchmarks where !workloads.contains(benchmark.workload) { workloads.append(benchmark.workload) }
        let cases: [([String], String)] = [
            (["profile", "tree", "--n", "10"], "unknown workload 'tree' (expected \(workloads.joined(separator: "|")))"),
            (["profile", "nope/solver/1"], "unknown benchmark 'nope/solver/1' (see 'layout-bench list')"),
            (["profile", "nested/solver/10", "--n", "5"], "'profile' takes 'nested/solver/10' or '--n', not both"),
            (["profile"], "'profile' needs BENCHMARK (or WORKLOAD --n N) (see 'layout-bench profile --help')"),
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
