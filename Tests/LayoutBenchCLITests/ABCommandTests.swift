import Foundation
import Harness
import HarnessFixtures
import LayoutBenchCLI
import XCTest

/// `ab` end to end with two stand-in builds: shell scripts that speak the worker protocol, one
/// build 20% slower on one benchmark.
final class ABCommandTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try temporaryDirectory(self)
    }

    /// A worker for `name` whose build phase of nested/solver/100 takes `nested` ns (plus a
    /// little noise from a counter) and of grid/solver/100 1 ms; it logs every request.
    private func worker(_ name: String, nested: Int, extra: String = "") throws -> String {
        let path = dir + "/" + name
        let script = """
            #!/usr/bin/env bash
            [ "$1" = ab-worker ] || exit 9
            echo "layout-bench-ab 1"
            count=0
            while read -r line; do
                case "$line" in
                list) printf 'benchmark\\tnested/solver/100\\tsmoke\\nbenchmark\\tgrid/solver/100\\tsmoke\\n\(extra)end\\n' ;;
                "run "*)
                    count=$((count + 1))
                    echo "\(name) ${line#run }" >> "\(dir)/order"
                    case "$line" in
                    *nested*) value=$(( \(nested) + (count % 3) * 7000 )) ;;
                    *broken*) echo "error unsatisfiable"; continue ;;
                    *) value=$(( 1000000 + (count % 4) * 5000 )) ;;
                    esac
                    printf 'sample\\tbuild\\t0\\t%d\\t%d\\nend\\n' "$value" "$value" ;;
                quit) exit 0 ;;
                esac
            done

            """
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    func testABAlternatesIterationsAndFindsTheSlowerBenchmark() throws {
        let base = try worker("base", nested: 1_000_000)
        let head = try worker("head", nested: 1_200_000, extra: "benchmark\\tnew/solver/1\\tsmoke\\n")
        let pairs = dir + "/pairs.csv"
        let (status, capture) = runTool(["ab", "--base", base, "--head", head, "--rounds", "4", "--time", "0", "--save", pairs])
        XCTAssertEqual(status, .regression, capture.err)
        XCTAssertTrue(capture.out.contains("nested/solver/100  build"), capture.out)
        XCTAssertTrue(capture.out.contains("regressed"), capture.out)
        XCTAssertTrue(capture.out.contains("only in head: new/solver/1"), capture.out)
        XCTAssertTrue(capture.out.contains("ab: 1 regressed, 0 improved, 1 unchanged"), capture.out)
        XCTAssertTrue(capture.err.hasPrefix("ab: 2 benchmarks × 4 rounds"), capture.err)
        // Within a benchmark the builds take turns, A B A B …; the next round B A B A ….
        let order = try String(contentsOfFile: dir + "/order", encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(order.prefix(4), ["base nested/solver/100", "head nested/solver/100", "base nested/solver/100",
                                         "head nested/solver/100"])
        XCTAssertEqual(order.dropFirst(20).prefix(4), ["head nested/solver/100", "base nested/solver/100",
                                                       "head nested/solver/100", "base nested/solver/100"])
        // Five pairs per benchmark per round at least; every one saved.
        XCTAssertEqual(try CSVReader.parse(String(contentsOfFile: pairs, encoding: .utf8)).rows.count, 4 * 2 * 5)
        XCTAssertEqual(runTool(["ab", "--base", base, "--head", base, "--rounds", "3", "--time", "0"]).status, .ok)
        // The saved pairs decide the same way again, and another threshold decides otherwise.
        let (again, replay) = runTool(["ab", "--pairs", pairs])
        XCTAssertEqual(again, .regression)
        XCTAssertTrue(replay.out.contains("ab: 1 regressed, 0 improved, 1 unchanged"), replay.out)
        XCTAssertEqual(runTool(["ab", "--pairs", pairs, "--threshold", "30%"]).status, .ok)
    }

    func testBadInputAndBrokenBuilds() throws {
        let base = try worker("base", nested: 1_000_000)
        func assertBad(_ arguments: [String], _ message: String, line: UInt = #line) {
            let (status, capture) = runTool(arguments)
            XCTAssertEqual(status, .badInput, line: line)
            XCTAssertEqual(capture.err.split(separator: "\n").last.map(String.init), "layout-bench: error: " + message, line: line)
        }
        assertBad(["ab", "--base", base], "'ab' needs --head BIN_B (see 'layout-bench ab --help')")
        assertBad(["ab", "--pairs", "p.csv", "--base", base], "'ab' takes '--pairs' or '--base', not both")
        assertBad(["ab", "--pairs", dir + "/none.csv"], "cannot read \(dir)/none.csv: no such file")
        assertBad(["ab", "--base", base, "--head", base, "--rounds", "2"], "bad value '2' for '--rounds': expected a whole number ≥ 3")
        assertBad(["ab", "--base", dir + "/nope", "--head", base], "cannot run \(dir)/nope: not an executable file")
        assertBad(["ab", "--base", "/bin/echo", "--head", base],
                  "/bin/echo does not speak the ab protocol (layout-bench-ab 1); it answered 'ab-worker' (a build from before 'ab-worker'?)")
        assertBad(["ab", "--base", base, "--head", base, "--filter", "zzz*"], "no benchmarks match suite smoke, filter zzz* (see 'layout-bench list')")
        let broken = try worker("broken", nested: 1_000_000, extra: "benchmark\\tbroken/solver/1\\tsmoke\\n")
        assertBad(["ab", "--base", broken, "--head", broken, "--filter", "broken*", "--rounds", "3", "--time", "0"],
                  "\(broken): broken/solver/1 failed: unsatisfiable")
    }
}
