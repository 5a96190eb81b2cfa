import Foundation
import Harness
import HarnessFixtures
import XCTest

final class ResultsTests: XCTestCase {
    func testSamplesFileSitsBesideTheSummary() {
        XCTAssertEqual(ResultsFiles(summaryPath: "out/run.csv").samplesPath, "out/run.samples.csv")
        XCTAssertEqual(ResultsFiles(commit: "abc1234").summaryPath, "results/abc1234.csv")
        XCTAssertEqual(ResultsFiles(commit: "abc1234").samplesPath, "results/abc1234.samples.csv")
    }

    func testAtomicWriteLeavesNoTemporaryFile() throws {
        let directory = try temporaryDirectory(self)
        let path = directory + "/nested/dir/file.csv"
        try ResultsFiles.writeAtomically("a\r\n", to: path)
        try ResultsFiles.writeAtomically("b\r\n", to: path)
        XCTAssertEqual(try ResultsFiles.read(path), "b\r\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory + "/nested/dir"), ["file.csv"])
        XCTAssertThrowsError(try ResultsFiles.read(directory + "/missing.csv")) {
            XCTAssertEqual($0 as? ResultsError, .cannotRead(directory + "/missing.csv", reason: "no such file"))
        }
    }

    func testTimestampsAreISO8601InUTC() {
        XCTAssertEqual(RunMetadata.iso8601(Date(timeIntervalSince1970: 0)), "1970-01-01T00:00:00Z")
        XCTAssertEqual(RunMetadata.iso8601(Date(timeIntervalSince1970: 1_738_324_805)), "2025-01-31T12:00:05Z")
    }

    func testNumbersAreWrittenExactly() {
        XCTAssertEqual(formatNumber(1_234), "1234")
        XCTAssertEqual(formatNumber(-3), "-3")
        XCTAssertEqual(formatNumber(0.1), "0.1")
        XCTAssertEqual(Double(formatNumber(1.0 / 3)), 1.0 / 3)
    }

    func testHumanReadableFigures() {
        XCTAssertEqual(Humanize.duration(812), "812 ns")
        XCTAssertEqual(Humanize.duration(12_345), "12.3 µs")
        XCTAssertEqual(Humanize.duration(4_560_000), "4.56 ms")
        XCTAssertEqual(Humanize.duration(1_230_000_000), "1.23 s")
        XCTAssertEqual(Humanize.bytes(1536), "1.50 KiB")
        XCTAssertEqual(Humanize.bytes(512), "512 B")
    }

    func testMetricNamesRoundTrip() {
        for metric in Metric.builtIn + [.counter("pivots")] {
            XCTAssertEqual(Metric(name: metric.name), metric)
        }
        XCTAssertTrue(Metric.allocations.isDeterministic)
        XCTAssertFalse(Metric.wallTime.isDeterministic)
    }
}
