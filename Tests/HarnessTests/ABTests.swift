import Foundation
import Harness
import XCTest

final class ABTests: XCTestCase {
    let slow = MetricKey(benchmark: "nested/solver/1000", phase: "build", metric: "wall_time")
    let same = MetricKey(benchmark: "grid/solver/1000", phase: "build", metric: "wall_time")
    let tiny = MetricKey(benchmark: "grid/solver/10", phase: "resize", metric: "wall_time")

    /// 15 rounds: `slow` 20% slower, `same` ±3% noise, `tiny` 20% slower but by 100 ns.
    func rounds() -> [[MetricKey: (base: Double, head: Double)]] {
        let a = noise(15), b = noise(15, shift: 4)
        var result: [[MetricKey: (base: Double, head: Double)]] = []
        for i in 0..<15 {
            var round: [MetricKey: (base: Double, head: Double)] = [:]
            round[slow] = (1_000_000 * a[i], 1_200_000 * b[i] * (1 + Double(i) * 1e-4))   // no tied ratios
            round[same] = (2_000_000 * a[i], 2_000_000 * b[i])
            round[tiny] = (500 * a[i], 600 * b[i])
            result.append(round)
        }
        return result
    }

    func testTwentyPercentSlowerOverFifteenRoundsIsARegressionAndNoiseIsNot() throws {
        let analysis = ABAnalysis(rounds: rounds())
        let byKey = Dictionary(uniqueKeysWithValues: analysis.rows.map { ($0.key, $0) })
        let slowRow = try XCTUnwrap(byKey[slow])
        XCTAssertEqual(slowRow.verdict, .regressed)
        XCTAssertEqual(slowRow.rounds, 15)
        // Every round slower and no ties: W⁺ = 120, p = 2⁻¹⁵; Holm over 3 tests, smallest first: ×3.
        XCTAssertEqual(slowRow.pSlower, 1.0 / 32_768, accuracy: 1e-12)
        XCTAssertEqual(slowRow.pSlowerAdjusted, 3.0 / 32_768, accuracy: 1e-12)
        XCTAssertGreaterThan(slowRow.interval.low, 1.05)
        XCTAssertEqual(byKey[same]?.verdict, .unchanged)
        // Clearly 20% slower, but below the 1 µs floor.
        XCTAssertEqual(byKey[tiny]?.verdict, .unchanged)
        XCTAssertEqual(analysis.regressions.map(\.key), [slow])
    }

    func testTooFewRoundsForHolmAreFlagged() {
        XCTAssertEqual(ABAnalysis.smallestAdjustedP(rounds: 10, tests: 22), 22.0 / 1024)
        XCTAssertLessThan(ABAnalysis.smallestAdjustedP(rounds: 15, tests: 22), 0.01)
    }

    /// End to end with two stand-in builds: scripts that write a results file whose median is
    /// 1 ms (base) or 1.2 ms (head), with a little noise from a counter.
    func testABRunsBothBuildsInterleavedAndExitsOneOnARegression() throws {
        let dir = try temporaryDirectory(self)
        let template = try writeRun(dir, "template", [FixtureSeries(values: [7_777_777])], samples: false)
        func script(_ name: String, scale: Int) throws -> String {
            let path = dir + "/" + name
            let text = """
                #!/usr/bin/env bash
                set -euo pipefail
                out=""
                while (($#)); do [[ $1 == --output ]] && out=$2; shift; done
                count=$(( $(cat "\(dir)/\(name).count" 2>/dev/null || echo 0) + 1 ))
                echo $count > "\(dir)/\(name).count"
                echo "\(name) $count" >> "\(dir)/order"
                value=$(( \(scale) + (count % 3) * 10000 ))
                sed "s/7777777/$value/g" "\(template)" > "$out"

                """
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            XCTAssertEqual(chmod(path, 0o755), 0)
            return path
        }
        let base = try script("base", scale: 1_000_000)
        let head = try script("head", scale: 1_200_000)
        let (status, capture) = runAnalysis(["ab", "--base", base, "--head", head, "--rounds", "12"])
        XCTAssertEqual(status, .regression, capture.err)
        XCTAssertTrue(capture.out.contains("nested/solver/100  build"), capture.out)
        XCTAssertTrue(capture.out.contains("ab: 1 regressed"), capture.out)
        let order = try String(contentsOfFile: dir + "/order", encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ")[0] }
        XCTAssertEqual(order.prefix(8), ["base", "head", "head", "base", "base", "head", "head", "base"])
        XCTAssertEqual(runAnalysis(["ab", "--base", base, "--head", base, "--rounds", "10"]).status, .ok)
        XCTAssertEqual(runAnalysis(["ab", "--base", base, "--head", head, "--rounds", "9"]).status, .badInput)
        let (missing, err) = runAnalysis(["ab", "--base", dir + "/nope", "--head", head])
        XCTAssertEqual(missing, .badInput)
        XCTAssertEqual(err.err, "layout-bench: error: cannot read \(dir)/nope: not an executable file\n")
    }
}
