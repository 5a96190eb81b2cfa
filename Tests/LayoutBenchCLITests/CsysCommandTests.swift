import Cassowary
import Csys
import Foundation
import Harness
import HarnessFixtures
import LayoutBenchCLI
import LayoutBenchmarks
import XCTest

/// `export` and `replay` in-process: output, and one line with exit 2 on every bad input.
final class CsysCommandTests: XCTestCase {
    private func run(_ arguments: [String]) -> (ExitStatus, Capture) {
        runTool(arguments, registry: BenchmarkRegistry())
    }

    /// A csys file under a temporary folder, removed with it when the test ends.
    private func temporaryFile(_ text: String) throws -> String {
        let path = try temporaryDirectory(self) + "/csys-\(UUID().uuidString).csys"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testExportPrintsTheWorkload() {
        let (status, capture) = run(["export", "siblings", "--n", "2"])
        XCTAssertEqual(status, .ok)
        let lines = capture.out.split(separator: "\n")
        XCTAssertEqual(Array(lines.prefix(9)), [
            "csys 1", "c required root.x == 0", "c required root.y == 0", "e strong root.w", "e strong root.h",
            "c required v0.x == root.x + 8", "c required v0.y == root.y + 8", "c required v0.w == 0.5*root.w",
            "c required v0.h == 44",
        ])
        XCTAssertTrue(lines.contains("s root.w 1023"))
        XCTAssertEqual(lines.last, "x v1.w 511.5")
    }

    /// `--levels` keeps the layer's exact priority levels: the same lines as the weighted export
    /// but for `@LEVEL`, and the replay meets the layer's own frames (its `x` lines).
    func testExportKeepsTheLayersLevels() throws {
        let (status, capture) = run(["export", "pinned", "--n", "8", "--variant", "composite", "--levels"])
        XCTAssertEqual(status, .ok, capture.err)
        let lines = capture.out.split(separator: "\n").map(String.init)
        for line in ["e strong*1000@1000 root.w", "c weak@250 v1.w <= 109", "c medium@750 v1.w >= 109"] {
            XCTAssertTrue(lines.contains(line), line)
        }
        let weighted = run(["export", "pinned", "--n", "8", "--variant", "composite"]).1.out
        let stripped = lines.map { $0.replacingOccurrences(of: #"@[0-9.e+-]+"#, with: "", options: .regularExpression) }
        XCTAssertEqual(stripped.joined(separator: "\n") + "\n", weighted)
        XCTAssertGreaterThan(lines.filter { $0.contains("@") }.count, 30)
        XCTAssertEqual(try CsysReplay.run(try CsysReader.read(capture.out)).mismatches, [])
    }

    func testExportErrors() {
        for (args, message) in [
            (["export"], "'export' needs WORKLOAD"),
            (["export", "tree", "--n", "3"], "unknown workload 'tree' (expected siblings|chain|nested|grid|redundant|minimal|feed|cards|form|cells|toolbar|priorities|pinned|squeeze|tiles|chips)"),
            (["export", "chain"], "'export' needs --n"),
            (["export", "chain", "--n", "0"], "bad value '0' for '--n': expected a whole number ≥ 1"),
            (["export", "chain", "--n", "3", "--variant", "nope"], "unknown variant 'nope'"),
            (["export", "chain", "--n", "3", "--levels"], "unknown variant 'solver' for --levels (expected composite|individual)"),
            (["export", "cards", "--n", "10"], "cards: n must be a multiple of 4 (each group has 4 views), not 10"),
        ] {
            let (status, capture) = run(args)
            XCTAssertEqual(status, .badInput, "\(args)")
            XCTAssertTrue(capture.err.contains(message), "\(args): \(capture.err)")
            XCTAssertEqual(capture.err.filter { $0 == "\n" }.count, 1, "\(args): one line")
            XCTAssertEqual(capture.out, "")
        }
    }

    func testReplayChecksAndPrints() throws {
        let path = try temporaryFile("""
            csys 1
            c required root.x == 0
            e strong root.w
            e strong root.h
            c required v0.x == root.x + 8
            c required v0.w == 0.5*root.w - 16
            c strong v0.h == 44
            c required v0.y + v0.h <= root.y + root.h
            s root.w 375
            s root.h 812
            x v0.w 171.5
            s root.w 1024
            x v0.w 496
            """)
        let (status, capture) = run(["replay", path, "--print"])
        XCTAssertEqual(status, .ok, capture.err)
        let lines = capture.out.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("build: "))
        XCTAssertTrue(lines[1].hasPrefix("resize: 3 steps, median "))
        XCTAssertEqual(lines[2], "churn: no steps")
        XCTAssertEqual(Array(lines[3...]), ["root.h 812", "root.w 1024", "root.x 0", "root.y 0",
                                            "v0.h 44", "v0.w 496", "v0.x 8", "v0.y 768"])
    }

    /// `--verify-each` checks after every statement: the same values, and a refusal names the
    /// statement it came at.
    func testReplayVerifyingEachStatement() throws {
        let path = try temporaryFile("csys 1\nc required a + b == 10\nc weak a == 3\nc strong b >= 8\nu\n")
        let (status, capture) = run(["replay", path, "--print", "--verify-each"])
        XCTAssertEqual(status, .ok, capture.err)
        XCTAssertEqual(Array(capture.out.split(separator: "\n").map(String.init).suffix(2)), ["a 2", "b 8"])
        let conflicting = try temporaryFile("csys 1\nc required a == 2\nc weak a == 1\nc required a == 3\n")
        let (refused, message) = run(["replay", conflicting, "--verify-each"])
        XCTAssertEqual(refused, .badInput)
        XCTAssertTrue(message.err.contains("line 4: unsatisfiable required constraint"), message.err)
    }

    /// `--no-verify` prints what the updates publish, verifying nothing: the same values on a
    /// system the updates get right, `x` lines still checked, and no use beside `--verify-each`.
    func testReplayWithoutVerifying() throws {
        let path = try temporaryFile("csys 1\nc required a + b == 10\nc weak a == 3\nc strong b >= 8\ne strong a\ns a 1\nx b 9\n")
        let (status, capture) = run(["replay", path, "--print", "--no-verify", "--rounds", "2"])
        XCTAssertEqual(status, .ok, capture.err)
        XCTAssertEqual(Array(capture.out.split(separator: "\n").map(String.init).suffix(2)), ["a 1", "b 9"])
        let wrong = try temporaryFile("csys 1\nc required a + b == 10\nc weak a == 3\nc strong b >= 8\nx b 9\n")
        XCTAssertEqual(run(["replay", wrong, "--no-verify"]).0, .regression)
        let (both, message) = run(["replay", path, "--no-verify", "--verify-each"])
        XCTAssertEqual(both, .badInput)
        XCTAssertTrue(message.err.contains("--verify-each") && message.err.contains("--no-verify"), message.err)
    }

    /// `--rounds R` replays the file R times in one process: the same lines, a `rounds:` line
    /// first, checks and values from one round (not R times over).
    func testReplayInRounds() throws {
        let path = try temporaryFile("csys 1\nc required a + b == 10\nc weak a == 3\nc strong b >= 8\ne strong a\ns a 1\nx b 9\ns a 0\nx b 10\n")
        let (status, capture) = run(["replay", path, "--rounds", "3", "--print"])
        XCTAssertEqual(status, .ok, capture.err)
        let lines = capture.out.split(separator: "\n").map(String.init)
        guard lines.count == 6 else { return XCTFail(capture.out) }
        XCTAssertEqual(lines[0], "rounds: 3 (each on a fresh solver; medians over rounds 2 to 3, steps back to back)")
        XCTAssertTrue(lines[1].hasPrefix("build: "), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("resize: 2 steps, median "), lines[2])
        XCTAssertEqual(lines[3], "churn: no steps")
        XCTAssertEqual(Array(lines[4...]), ["a 0", "b 10"])
        let failing = try temporaryFile("csys 1\nc required a == 2\nx a 3\n")
        let (failed, report) = run(["replay", failing, "--rounds", "5"])
        XCTAssertEqual(failed, .regression)
        XCTAssertTrue(report.err.hasSuffix("1 x check(s) failed\n"), report.err)
    }

    func testReplayReportsFailedChecksWithExitOne() throws {
        let path = try temporaryFile("csys 1\nc required a == 2\nx a 3\n")
        let (status, capture) = run(["replay", path])
        XCTAssertEqual(status, .regression)
        XCTAssertTrue(capture.err.contains("line 3: x a expected 3, got 2"), capture.err)
    }

    func testReplayBadInput() throws {
        let malformed = try temporaryFile("csys 1\nc required a == 2\nc sometimes a == 3\n")
        let conflicting = try temporaryFile("csys 1\nc required a == 2\nc required a == 3\n")
        for (args, message) in [
            (["replay"], "'replay' needs FILE"),
            (["replay", "/nonexistent/x.csys"], "cannot read"),
            (["replay", malformed], "line 3: bad strength `sometimes`"),
            (["replay", conflicting], "line 3: unsatisfiable required constraint"),
            (["replay", malformed, "--fast"], "unknown flag '--fast'"),
            (["replay", conflicting, "--rounds", "0"], "--rounds"),
            (["replay", conflicting, "--rounds", "many"], "--rounds"),
        ] {
            let (status, capture) = run(args)
            XCTAssertEqual(status, .badInput, "\(args)")
            XCTAssertTrue(capture.err.contains(message), "\(args): \(capture.err)")
            XCTAssertEqual(capture.err.filter { $0 == "\n" }.count, 1, "\(args): one line")
        }
    }
}
