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
    /// little noise from a counter) and of grid/solver/100 1 ms; it logs how it was started
    /// (its path, padding and argument count) and every request.
    private func worker(_ name: String, nested: Int, extra: String = "") throws -> String {
        let path = dir + "/" + name
        let script = """
            #!/usr/bin/env bash
            [ "$1" = ab-worker ] || exit 9
            echo "\(name) $0 ${#LAYOUT_BENCH_AB_PADDING} $# $(stat -c %i "$0")" >> "\(dir)/starts"
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
        let (status, capture) = runTool(["ab", "--base", base, "--head", head, "--rounds", "4", "--time", "0", "--save", pairs,
                                         "--no-control", "--seed", "11"])
        XCTAssertEqual(status, .regression, capture.err)
        XCTAssertTrue(capture.out.contains("nested/solver/100  build"), capture.out)
        XCTAssertTrue(capture.out.contains("regressed"), capture.out)
        XCTAssertTrue(capture.out.contains("only in head: new/solver/1"), capture.out)
        XCTAssertTrue(capture.out.contains("ab: 1 regressed, 0 improved, 1 unchanged"), capture.out)
        XCTAssertTrue(capture.out.contains("; seed 11\n"), capture.out)
        XCTAssertTrue(capture.err.hasPrefix("ab: 2 benchmarks × 4 rounds × 0.00 s (about 0.00 min); seed 11\n"), capture.err)
        // Within a benchmark the builds take turns in the round's order, drawn from the seed.
        let plans = ABRoundPlan.plans(seed: 11, rounds: 4, control: false)
        let order = try String(contentsOfFile: dir + "/order", encoding: .utf8).split(separator: "\n")
        for (round, plan) in plans.enumerated() {
            let turns: [String] = plan.turnOrder.map { $0 == .base ? "base nested/solver/100" : "head nested/solver/100" }
            let logged: [String] = order.dropFirst(round * 20).prefix(4).map(String.init)
            XCTAssertEqual(logged, turns + turns, "round \(round)")
        }
        // The catalogue's two workers, then per round both builds' fresh workers in the drawn
        // order: each from its copy at a path of the same length, with the drawn padding and
        // the one argument 'ab-worker'.
        let starts = try String(contentsOfFile: dir + "/starts", encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ") }
        XCTAssertEqual(starts.count, 2 + 4 * 2)
        XCTAssertEqual(starts.prefix(2).map { String($0[1]) }, [base, head])
        let staged = Array(starts.dropFirst(2))
        let names: [String] = staged.map { String($0[0]) }
        let paths: [String] = staged.map { String($0[1]) }
        let slots: [ABStaging.Slot] = plans.flatMap(\.startOrder)
        XCTAssertEqual(names, slots.map { $0 == .base ? "base" : "head" })
        XCTAssertEqual(paths.map { String($0.suffix(7)) }, slots.map { $0 == .base ? "/a/base" : "/b/base" })
        XCTAssertEqual(Set(paths.map(\.count)).count, 1)
        let paddings: [Int] = plans.flatMap { plan in plan.startOrder.map { plan.padding[$0] ?? -2 } }
        XCTAssertEqual(staged.map { Int($0[2]) ?? -1 }, paddings)
        XCTAssertEqual(Set(staged.map { String($0[3]) }), ["1"])
        // A new copy every round: the base's file is another file than the round before's.
        let baseFiles = staged.filter { $0[0] == "base" }.map { String($0[4]) }
        XCTAssertEqual(baseFiles.count, 4)
        XCTAssertTrue(zip(baseFiles, baseFiles.dropFirst()).allSatisfy { $0 != $1 }, "\(baseFiles)")
        // The copies are gone when the run is.
        let copies = (paths.first ?? "").split(separator: "/").dropLast(2).joined(separator: "/")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/" + copies))
        // Five pairs per benchmark per round at least; every one saved.
        XCTAssertEqual(try CSVReader.parse(String(contentsOfFile: pairs, encoding: .utf8)).rows.count, 4 * 2 * 5)
        // The saved pairs decide the same way again, and another threshold decides otherwise.
        let (again, replay) = runTool(["ab", "--pairs", pairs])
        XCTAssertEqual(again, .regression)
        XCTAssertTrue(replay.out.contains("ab: 1 regressed, 0 improved, 1 unchanged"), replay.out)
        XCTAssertEqual(runTool(["ab", "--pairs", pairs, "--threshold", "30%"]).status, .ok)
    }

    /// By default a second copy of the base runs as the A/A control, and its rows are printed
    /// beside the verdicts; identical builds give no verdict.
    func testTheControlRunsByDefault() throws {
        let base = try worker("base", nested: 1_000_000)
        let head = try worker("head", nested: 1_200_000)
        let pairs = dir + "/pairs.csv"
        let (status, capture) = runTool(["ab", "--base", base, "--head", head, "--rounds", "3", "--time", "0", "--seed", "5",
                                         "--save", pairs])
        XCTAssertEqual(status, .regression, capture.err)
        XCTAssertTrue(capture.err.contains(", with the A/A control; seed 5\n"), capture.err)
        XCTAssertTrue(capture.out.contains("\nA/A control (the base against a copy of itself, same rounds): median change "), capture.out)
        let starts = try String(contentsOfFile: dir + "/starts", encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ") }
        XCTAssertEqual(starts.count, 2 + 3 * 3)
        XCTAssertEqual(Set(starts.dropFirst(2).map { String($0[1].suffix(7)) }), ["/a/base", "/b/base", "/c/base"])
        // The control's copy is the base's file: its turns are logged as the base's.
        let saved = try CSVReader.parse(String(contentsOfFile: pairs, encoding: .utf8))
        let arm = try XCTUnwrap(saved.column("arm"))
        XCTAssertEqual(saved.rows.filter { $0[arm] == "control" }.count, saved.rows.filter { $0[arm] == "head" }.count)
        let same = runTool(["ab", "--base", base, "--head", base, "--rounds", "3", "--time", "0"])
        XCTAssertEqual(same.status, .ok, same.capture.out)
        XCTAssertTrue(same.capture.out.contains("ab: 0 regressed, 0 improved"), same.capture.out)
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
        assertBad(["ab", "--base", base, "--head", base, "--seed", "-1"], "bad value '-1' for '--seed': expected a whole number ≥ 0")
        assertBad(["ab", "--base", dir + "/nope", "--head", base], "cannot run \(dir)/nope: not an executable file")
        assertBad(["ab", "--base", "/bin/echo", "--head", base],
                  "/bin/echo does not speak the ab protocol (layout-bench-ab 1); it answered 'ab-worker' (a build from before 'ab-worker'?)")
        assertBad(["ab", "--base", base, "--head", base, "--filter", "zzz*"], "no benchmarks match suite smoke, filter zzz* (see 'layout-bench list')")
        let broken = try worker("broken", nested: 1_000_000, extra: "benchmark\\tbroken/solver/1\\tsmoke\\n")
        assertBad(["ab", "--base", broken, "--head", broken, "--filter", "broken*", "--rounds", "3", "--time", "0"],
                  "\(broken): broken/solver/1 failed: unsatisfiable")
    }
}
