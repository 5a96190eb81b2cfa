import Foundation
import Harness
import XCTest

/// The A/A control: the base against a second copy of itself in the same rounds, estimated like
/// every row and used as the least change a row must show to be decided.
final class ABControlTests: XCTestCase {
    /// One pair per round of `arm`, the head (or copy) at `ratios[round]` × the base.
    private func pairs(_ arm: ABPairs.Arm, _ ratios: [Double], benchmark: String = "nested/solver/1000") -> [ABPairs.Pair] {
        ratios.enumerated().map { round, ratio in
            ABPairs.Pair(round: round, benchmark: benchmark, phase: "resize", index: 0, headFirst: false,
                         baseWall: 1_000_000, headWall: 1_000_000 * ratio, baseCPU: 1_000_000, headCPU: 1_000_000 * ratio, arm: arm)
        }
    }

    private let slower = [1.04, 1.05, 1.045, 1.04, 1.05, 1.045, 1.04, 1.05]

    /// A steady 4.5% that identical builds never come near is a regression; the same 4.5% when
    /// the control's copy wanders ±6% across the same rounds is not told from noise.
    func testARowIsDecidedOnlyBeyondItsControl() throws {
        let tight = [1.0, 1.002, 0.998, 1.001, 0.999, 1.0, 1.003, 0.997]
        let loose = [1.06, 0.95, 1.05, 0.94, 1.06, 0.95, 1.05, 0.94]
        let decided = ABAnalysis(pairs: ABPairs(pairs: pairs(.head, slower) + pairs(.control, tight)))
        let row = try XCTUnwrap(decided.rows.first)
        XCTAssertEqual(decided.rows.count, 1, "the control's rows are not rows of the comparison")
        XCTAssertEqual(row.verdict, .regressed)
        let control = try XCTUnwrap(row.control)
        XCTAssertEqual(control.ratio, 1.0, accuracy: 0.001)
        let undecided = ABAnalysis(pairs: ABPairs(pairs: pairs(.head, slower) + pairs(.control, loose)))
        let same = try XCTUnwrap(undecided.rows.first)
        // The test itself is as significant as before: only the control holds it back.
        XCTAssertEqual(same.pAdjusted, row.pAdjusted)
        XCTAssertEqual(same.verdict, .inconclusive)
        let interval = try XCTUnwrap(same.control?.interval)
        XCTAssertEqual(try XCTUnwrap(same.control?.resolution), max(-log(interval.low), log(interval.high)), accuracy: 1e-15)
        XCTAssertGreaterThan(exp(try XCTUnwrap(same.control?.resolution)), row.ratio)
        // Without a control the rule is the one from before.
        let alone = ABAnalysis(pairs: ABPairs(pairs: pairs(.head, slower)))
        XCTAssertNil(alone.rows.first?.control)
        XCTAssertEqual(alone.rows.first?.verdict, .regressed)
        XCTAssertNil(alone.controlLine)
    }

    /// The control's rows are estimated as the head's are: same ratios give the same estimate.
    func testTheControlIsEstimatedLikeARow() throws {
        let analysis = ABAnalysis(pairs: ABPairs(pairs: pairs(.head, slower) + pairs(.control, slower)))
        let row = try XCTUnwrap(analysis.rows.first)
        XCTAssertEqual(row.control?.ratio, row.ratio)
        XCTAssertEqual(row.control?.interval?.low, row.interval?.low)
        XCTAssertEqual(row.control?.interval?.high, row.interval?.high)
        // Identical to its own control: within what the control resolves, so not decided.
        XCTAssertEqual(row.verdict, .inconclusive)
    }

    /// The control's bias and spread are printed with the verdicts, and its columns are saved.
    func testTheControlIsReportedBesideTheVerdicts() throws {
        let control = [1.01, 0.99, 1.0, 1.01, 0.99, 1.0, 1.01, 0.99]
        var data = ABPairs(pairs: pairs(.head, slower) + pairs(.control, control)
                            + pairs(.head, slower, benchmark: "chain/solver/1000") + pairs(.control, control.map { $0 * 1.002 }, benchmark: "chain/solver/1000"))
        data.seed = 1234
        let analysis = ABAnalysis(pairs: data)
        let line = try XCTUnwrap(analysis.controlLine)
        let rows = analysis.rows
        let ratios = rows.compactMap { $0.control?.ratio }.sorted()
        let bias = (ratios[0] + ratios[1]) / 2
        XCTAssertTrue(line.hasPrefix("A/A control (the base against a copy of itself, same rounds): median change "
                                     + (bias >= 1.0005 ? "+" : "") + String(format: "%.1f%%", (bias - 1) * 100)), line)
        let lows = rows.compactMap { $0.control?.interval?.low }, highs = rows.compactMap { $0.control?.interval?.high }
        let widest = String(format: "%.1f", (exp(rows.compactMap { $0.control?.resolution }.max() ?? 0) - 1) * 100)
        XCTAssertTrue(line.contains(" over 2 rows; a row is decided only beyond its own control's interval (at most ±\(widest)% here)"), line)
        XCTAssertTrue(line.contains("95% intervals within \(String(format: "%.1f", ((lows.min() ?? 1) - 1) * 100))% … +"), line)
        XCTAssertGreaterThan(highs.max() ?? 0, 1)
        let table = analysis.rendered(as: .table)
        XCTAssertTrue(table.contains("; seed 1234\nA/A control"), table)
        XCTAssertTrue(table.contains("A/A control  verdict"), table)
        let markdown = analysis.rendered(as: .markdown)
        XCTAssertTrue(markdown.contains("seed 1234**\n\nA/A control (the base"), markdown)
        let csv = try CSVReader.parse(analysis.rendered(as: .csv))
        let ratio = try XCTUnwrap(csv.column("control_ratio"))
        XCTAssertEqual(csv.rows.map { Double($0[ratio]) ?? 0 }, rows.map { $0.control?.ratio ?? -1 }.map { Double(formatNumber($0)) ?? 0 })
    }

    /// A pairs file keeps the arm of every pair; one from before the control holds head pairs.
    func testSavedPairsKeepTheirArm() throws {
        let dir = try temporaryDirectory(self)
        let data = ABPairs(pairs: pairs(.head, [1.1, 1.2, 1.3]) + pairs(.control, [1.0, 1.0, 1.0]))
        let path = dir + "/pairs.csv"
        try data.csv.write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = try ABPairs.load(path)
        XCTAssertEqual(loaded.pairs, data.pairs)
        XCTAssertEqual(loaded.pairs.map(\.arm.rawValue), ["head", "head", "head", "control", "control", "control"])
        let old = "round,benchmark,phase,pair,first,base_wall_ns,head_wall_ns,base_cpu_ns,head_cpu_ns\n0,x/solver/1,build,0,base,1,2,1,2\n"
        try old.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(try ABPairs.load(path).pairs.map(\.arm), [.head])
        try (old.replacingOccurrences(of: "head_cpu_ns\n", with: "head_cpu_ns,arm\n").replacingOccurrences(of: ",2\n", with: ",2,both\n"))
            .write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ABPairs.load(path))
    }
}
