import Foundation
import Harness
import HarnessFixtures
import XCTest

final class ABTests: XCTestCase {
    /// Pairs of `benchmark`'s build phase: per round, `pairs` pairs whose head/base ratios are
    /// `ratio` × a spread of ±`spread`, plus one stalled pair per round (×1.8 on one side).
    func pairs(_ benchmark: String, phase: String = "build", rounds: Int, ratio: (Int) -> Double, base: Double = 1_000_000,
               spread: Double = 0.01, pairs count: Int = 21) -> [ABPairs.Pair] {
        var pairs: [ABPairs.Pair] = []
        for round in 0..<rounds {
            for index in 0..<count {
                let wobble = 1 + spread * (Double(index % 7) - 3) / 3
                var head = base * ratio(round) * wobble
                var b = base
                if index == 5 { head *= 1.8 }
                if index == 9 { b *= 1.8 }
                pairs.append(ABPairs.Pair(round: round, benchmark: benchmark, phase: phase, index: index, headFirst: index % 2 == 1,
                                          baseWall: b, headWall: head, baseCPU: b, headCPU: head))
            }
        }
        return pairs
    }

    /// A 5% slowdown measured as 1.04 … 1.06 per round over 8 rounds is a regression; the
    /// same noise around 1 is not; both judged in one family.
    func testAFivePercentSlowdownIsARegressionAndNoiseIsNot() throws {
        let slowRounds = [1.05, 1.04, 1.06, 1.05, 1.055, 1.045, 1.05, 1.06]
        let sameRounds = [1.0, 0.99, 1.01, 1.005, 0.995, 1.0, 1.01, 0.99]
        let data = ABPairs(pairs: pairs("nested/solver/1000", rounds: 8, ratio: { slowRounds[$0] })
                            + pairs("grid/solver/1000", rounds: 8, ratio: { sameRounds[$0] }))
        let analysis = ABAnalysis(pairs: data)
        let byKey = Dictionary(uniqueKeysWithValues: analysis.rows.map { ($0.key.benchmark, $0) })
        let slow = try XCTUnwrap(byKey["nested/solver/1000"])
        XCTAssertEqual(slow.verdict, .regressed)
        XCTAssertEqual(slow.rounds, 8)
        XCTAssertEqual(slow.pairs, 8 * 21)
        // The stalled pairs are outliers to each round's median, not a shift of it.
        for (measured, expected) in zip(slow.roundRatios, slowRounds) { XCTAssertEqual(measured, expected, accuracy: 1e-12) }
        // The 20% trimmed mean of the rounds' logs: the highest and the lowest left out.
        let logs = slowRounds.map { log($0) }
        let mean = logs.sorted().dropFirst().dropLast().reduce(0, +) / 6
        XCTAssertEqual(slow.ratio, exp(mean), accuracy: 1e-12)
        let t = try XCTUnwrap(StudentT.trimmedTest(logs))
        XCTAssertEqual(try XCTUnwrap(slow.p), t.p, accuracy: 1e-15)
        // Holm over the family of two: the smaller p doubled.
        XCTAssertEqual(try XCTUnwrap(slow.pAdjusted), 2 * t.p, accuracy: 1e-15)
        let interval = try XCTUnwrap(slow.interval)
        XCTAssertGreaterThan(interval.low, 1.04)
        XCTAssertLessThan(interval.high, 1.06)
        XCTAssertEqual(byKey["grid/solver/1000"]?.verdict, .unchanged)
        XCTAssertEqual(analysis.regressions.map(\.key.benchmark), ["nested/solver/1000"])
    }

    /// Faster is found in the same family as slower: one correction for both directions.
    func testImprovementsAndRegressionsShareOneFamily() throws {
        let data = ABPairs(pairs: pairs("a/solver/1", rounds: 6, ratio: { 0.9 + 0.002 * Double($0) })
                            + pairs("b/solver/1", rounds: 6, ratio: { 1.1 + 0.002 * Double($0) })
                            + pairs("c/solver/1", rounds: 6, ratio: { 1 + 0.003 * Double($0 % 3 - 1) }))
        let analysis = ABAnalysis(pairs: data)
        let rows = Dictionary(uniqueKeysWithValues: analysis.rows.map { ($0.key.benchmark, $0) })
        let ps = ["a/solver/1", "b/solver/1", "c/solver/1"].map { rows[$0]?.p ?? 1 }
        XCTAssertEqual(["a/solver/1", "b/solver/1", "c/solver/1"].map { rows[$0]?.pAdjusted ?? -1 }, Holm.adjust(ps))
        XCTAssertEqual(rows["a/solver/1"]?.verdict, .improved)
        XCTAssertEqual(rows["b/solver/1"]?.verdict, .regressed)
        XCTAssertEqual(rows["c/solver/1"]?.verdict, .unchanged)
    }

    /// One round far off (a process with huge pages, or a stall on every pair) is trimmed
    /// away: it neither makes a regression nor hides one.
    func testAWildRoundIsTrimmed() throws {
        let rounds = [1.05, 1.04, 1.06, 1.05, 1.055, 1.045, 1.05, 1.06, 1.05, 0.6]
        let analysis = ABAnalysis(pairs: ABPairs(pairs: pairs("w/solver/1", rounds: 10, ratio: { rounds[$0] })))
        let row = try XCTUnwrap(analysis.rows.first)
        XCTAssertEqual(row.verdict, .regressed)
        XCTAssertEqual(row.ratio, 1.05, accuracy: 0.003)
        let wild = [1.0, 0.99, 1.01, 1.005, 0.995, 1.0, 1.01, 0.99, 1.0, 1.8]
        let same = ABAnalysis(pairs: ABPairs(pairs: pairs("w/solver/1", rounds: 10, ratio: { wild[$0] })))
        XCTAssertEqual(same.rows.first?.verdict, .unchanged)
    }

    func testBigButNoisyIsInconclusiveAndTwoRoundsAreTooFew() throws {
        let noisy = [1.12, 0.96, 1.15, 0.99, 1.10]
        let analysis = ABAnalysis(pairs: ABPairs(pairs: pairs("n/solver/1", rounds: 5, ratio: { noisy[$0] })
                                                  + pairs("m/solver/1", rounds: 2, ratio: { _ in 1.5 })))
        let rows = Dictionary(uniqueKeysWithValues: analysis.rows.map { ($0.key.benchmark, $0) })
        XCTAssertGreaterThan(try XCTUnwrap(rows["n/solver/1"]).ratio, 1.02)
        XCTAssertEqual(rows["n/solver/1"]?.verdict, .inconclusive)
        XCTAssertEqual(rows["m/solver/1"]?.verdict, .tooFewSamples)
        XCTAssertNil(rows["m/solver/1"]?.pAdjusted)
        XCTAssertTrue(analysis.summaryLine.contains("1 inconclusive, 1 with too few rounds"), analysis.summaryLine)
    }

    func testASlowdownBelowTheFloorIsUnchanged() {
        let data = ABPairs(pairs: pairs("tiny/solver/1", rounds: 6, ratio: { _ in 1.2 }, base: 500))
        XCTAssertEqual(ABAnalysis(pairs: data).rows.first?.verdict, .unchanged)
        XCTAssertEqual(ABAnalysis(pairs: data, policy: ABAnalysis.Policy(floor: 50)).rows.first?.verdict, .regressed)
    }

    func testOutputsAndSavedPairs() throws {
        let data = ABPairs(pairs: pairs("nested/solver/1000", rounds: 3, ratio: { _ in 1.1 }, pairs: 2), onlyInHead: ["new/solver/1"])
        let analysis = ABAnalysis(pairs: data, metric: .cpuTime)
        let table = analysis.rendered(as: .table)
        XCTAssertTrue(table.contains("only in head: new/solver/1"), table)
        XCTAssertTrue(table.contains("(cpu_time, threshold 2.0%, α 0.01 over all 1 as one family"), table)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(analysis.rendered(as: .json).utf8)) as? [[String: Any]])
        XCTAssertEqual(json.first?["rounds"] as? Int, 3)
        XCTAssertEqual(json.first?["metric"] as? String, "cpu_time")
        let saved = try CSVReader.parse(data.csv)
        XCTAssertEqual(saved.header, ABPairs.columns)
        XCTAssertEqual(saved.rows.count, 3 * 2)
        XCTAssertEqual(Array(saved.rows[1].prefix(6)), ["0", "nested/solver/1000", "build", "1", "head", "1000000"])
        XCTAssertEqual(try XCTUnwrap(Double(saved.rows[1][6])), 1_100_000 * (1 - 0.02 / 3), accuracy: 1e-6)
    }

    /// The worker side of the protocol, in-process.
    func testTheWorkerListsRunsAndRefuses() {
        var worker = ABWorker(registry: testRegistry())
        let list = worker.answer("list")
        XCTAssertTrue(list.hasPrefix("benchmark\tboxes/composite/10\tsmoke\n"), list)
        XCTAssertTrue(list.hasSuffix("benchmark\tboxes/individual/1000\tfull\nend\n"), list)
        let run = worker.answer("run boxes/composite/10").split(separator: "\n")
        XCTAssertEqual(run.count, 1 + 3 + 1)
        XCTAssertTrue(run[0].hasPrefix("sample\tbuild\t0\t"), String(run[0]))
        XCTAssertTrue(run[3].hasPrefix("sample\tresize\t2\t"), String(run[3]))
        XCTAssertEqual(run[4], "end")
        XCTAssertEqual(worker.answer("run nope"), "error unknown benchmark 'nope'\n")
        XCTAssertEqual(worker.answer("dance"), "error unknown request 'dance'\n")
        var lines = ["list", "quit", "run boxes/composite/10"][...]
        var written = ""
        worker.serve(readLine: { lines.popFirst() }, write: { written += $0 })
        XCTAssertTrue(written.hasPrefix(ABWorker.greeting + "\nbenchmark\t"), written)
        XCTAssertFalse(written.contains("sample"), "nothing after quit")
    }
}
