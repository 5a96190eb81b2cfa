import Foundation
import Harness
import HarnessFixtures
import LayoutBenchCLI
import XCTest

final class MergeTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try temporaryDirectory(self)
    }

    /// Runs shard `k` of 2 of the default suite into `directory/name.csv`.
    private func shard(_ k: Int, _ name: String, commit: String = "abc1234") throws -> String {
        let path = directory + "/" + name + ".csv"
        let (status, capture) = runTool(
            ["run", "--suite", "default", "--shard", "\(k)/2", "--samples", "1", "--max-samples", "1", "--warmup", "0",
             "--quiet", "--output", path],
            commit: commit
        )
        XCTAssertEqual(status, .ok, capture.err)
        return path
    }

    private func assertRefused(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let (status, capture) = runTool(["merge"] + arguments)
        XCTAssertEqual(status, .badInput, file: file, line: line)
        XCTAssertEqual(capture.err, "layout-bench: error: " + message + "\n", file: file, line: line)
    }

    func testMergingShardsGivesTheWholeRun() throws {
        let a = try shard(1, "a")
        let b = try shard(2, "b")
        let output = directory + "/all.csv"
        let (status, capture) = runTool(["merge", a, b, "--output", output])
        XCTAssertEqual(status, .ok, capture.err)
        let merged = try CSVReader.parse(String(contentsOfFile: output, encoding: .utf8))
        let benchmarks = Set(merged.rows.map { $0[1] })
        XCTAssertEqual(benchmarks, Set(testRegistry().select(suite: .default).map(\.name)))
        let samples = try CSVReader.parse(String(contentsOfFile: directory + "/all.samples.csv", encoding: .utf8))
        XCTAssertEqual(samples.rows.count, 4 * (1 + 3) * 5)
        XCTAssertEqual(capture.err, "merged 2 files (\(merged.rows.count) rows) into \(output)\n")
    }

    func testRefusesDifferentCommits() throws {
        let a = try shard(1, "a")
        let b = try shard(2, "b", commit: "def5678")
        assertRefused([a, b, "--output", directory + "/all.csv"],
                      "refusing to merge shards of different commits: \(a) is abc1234, \(b) is def5678")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/all.csv"))
    }

    func testRefusesOverlappingShards() throws {
        let a = try shard(1, "a")
        let again = try shard(1, "again")
        let name = try XCTUnwrap(CSVReader.parse(String(contentsOfFile: a, encoding: .utf8)).rows.first?[1])
        assertRefused([a, again, "--output", directory + "/all.csv"],
                      "refusing to merge overlapping shards: benchmark '\(name)' is in both \(a) and \(again)")
    }

    func testRefusesDifferentColumns() throws {
        let a = try shard(1, "a")
        let other = directory + "/other.csv"
        try "commit,benchmark\r\nabc1234,x\r\n".write(toFile: other, atomically: true, encoding: .utf8)
        assertRefused([a, other, "--output", directory + "/all.csv"],
                      "refusing to merge files with different columns: \(a) and \(other)")
    }

    func testMissingMalformedAndIncompleteInputs() throws {
        let a = try shard(1, "a")
        let b = try shard(2, "b")
        assertRefused(["--output", directory + "/all.csv"],
                      "'merge' needs at least one results file (see 'layout-bench merge --help')")
        assertRefused([a, b], "'merge' needs --output ALL.csv (see 'layout-bench merge --help')")
        assertRefused([a, directory + "/none.csv", "--output", directory + "/all.csv"],
                      "cannot read \(directory)/none.csv: no such file")
        let broken = directory + "/broken.csv"
        try "commit,benchmark\n\"abc,x\n".write(toFile: broken, atomically: true, encoding: .utf8)
        assertRefused([broken, "--output", directory + "/all.csv"], "\(broken): line 2: a quoted field is never closed")
        let noCommit = directory + "/nocommit.csv"
        try "benchmark\nx\n".write(toFile: noCommit, atomically: true, encoding: .utf8)
        assertRefused([noCommit, "--output", directory + "/all.csv"], "\(noCommit): no column 'commit'")
        try FileManager.default.removeItem(atPath: directory + "/b.samples.csv")
        assertRefused([a, b, "--output", directory + "/all.csv"],
                      "cannot read \(directory)/b.samples.csv: no such file (the other shards have samples files)")
    }

    /// Every other command refuses a NaN; merge used to copy one from a shard into the merged
    /// file unseen.
    func testRefusesANaNInASummaryOrASamplesFile() throws {
        let a = try shard(1, "a")
        let b = try shard(2, "b")
        var lines = try String(contentsOfFile: b, encoding: .utf8).components(separatedBy: "\r\n")
        let median = SummaryRow.columns.firstIndex(of: "median") ?? 0
        var fields = lines[3].components(separatedBy: ",")
        fields[median] = "nan"
        lines[3] = fields.joined(separator: ",")
        try lines.joined(separator: "\r\n").write(toFile: b, atomically: true, encoding: .utf8)
        assertRefused([a, b, "--output", directory + "/all.csv"], "\(b): line 4: 'nan' in column median is not a number")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/all.csv"))

        let c = try shard(2, "c")
        let samples = ResultsFiles.samplesPath(forSummary: c)
        var sampleLines = try String(contentsOfFile: samples, encoding: .utf8).components(separatedBy: "\r\n")
        var sampleFields = sampleLines[2].components(separatedBy: ",")
        sampleFields[5] = "NaN"
        sampleLines[2] = sampleFields.joined(separator: ",")
        try sampleLines.joined(separator: "\r\n").write(toFile: samples, atomically: true, encoding: .utf8)
        assertRefused([a, c, "--output", directory + "/all.csv"], "\(samples): line 3: 'NaN' in column value is not a number")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/all.csv"), "nothing half-written")
    }
}
