import Harness
import HarnessFixtures
import XCTest

final class CSVTests: XCTestCase {
    func testWriterQuotesOnlyWhatNeedsQuoting() {
        var writer = CSVWriter(header: ["a", "b"])
        writer.append(["plain", "with,comma"])
        writer.append(["say \"hi\"", "two\nlines"])
        writer.append(["", "cr\rhere"])
        XCTAssertEqual(writer.text, "a,b\r\nplain,\"with,comma\"\r\n\"say \"\"hi\"\"\",\"two\nlines\"\r\n,\"cr\rhere\"\r\n")
    }

    func testRoundTripKeepsEveryField() throws {
        let rows = [
            ["nested/solver/1000", "a,b", "\"quoted\"", "line\nbreak", "crlf\r\ninside", ""],
            ["ünïcode ✓", " spaces ", ",", "\"", "\n", "last"],
        ]
        let header = ["h1", "h,2", "h\"3", "h4", "h5", "h6"]
        var writer = CSVWriter(header: header)
        for row in rows { writer.append(row) }
        let table = try CSVReader.parse(writer.text)
        XCTAssertEqual(table.header, header)
        XCTAssertEqual(table.rows, rows)
    }

    func testReaderAcceptsLFAndAMissingFinalLineBreak() throws {
        let table = try CSVReader.parse("x,y\n1,2\n3,\"4\"")
        XCTAssertEqual(table.rows, [["1", "2"], ["3", "4"]])
        XCTAssertEqual(table.column("y"), 1)
        XCTAssertNil(table.column("z"))
    }

    func testReaderErrorsNameTheLine() {
        XCTAssertThrowsError(try CSVReader.parse("")) { XCTAssertEqual($0 as? CSVError, .empty) }
        XCTAssertThrowsError(try CSVReader.parse("a,b\n1,2\n3\n")) {
            XCTAssertEqual($0 as? CSVError, .ragged(line: 3, expected: 2, found: 1))
        }
        XCTAssertThrowsError(try CSVReader.parse("a,b\n1,x\"y\n")) {
            XCTAssertEqual($0 as? CSVError, .malformed(line: 2, reason: "a quote inside an unquoted field"))
        }
        XCTAssertThrowsError(try CSVReader.parse("a,b\n\"1\"x,2\n")) {
            XCTAssertEqual($0 as? CSVError, .malformed(line: 2, reason: "text after the closing quote of a field"))
        }
        XCTAssertThrowsError(try CSVReader.parse("a,b\n1,2\n\"open,3\n")) {
            XCTAssertEqual($0 as? CSVError, .malformed(line: 3, reason: "a quoted field is never closed"))
        }
    }

    func testLineNumbersCountBreaksInsideQuotes() {
        XCTAssertThrowsError(try CSVReader.parse("a,b\n\"x\ny\",1\n1\n")) {
            XCTAssertEqual($0 as? CSVError, .ragged(line: 4, expected: 2, found: 1))
        }
    }

    func testSummaryRowsRoundTripThroughCSV() throws {
        let metadata = fixedMetadata(suite: .default)
        let statistics = try XCTUnwrap(Statistics([1.5, 2, 1e-7, 12_345_678_901, 3]))
        let row = SummaryRow(
            metadata: metadata, benchmark: BenchmarkDescriptor(name: "grid/solver/100", workload: "grid", variant: "solver", n: 100),
            phase: .resize, metric: .counter("pivots"), statistics: statistics
        )
        var writer = CSVWriter(header: SummaryRow.columns)
        writer.append(row.fields)
        let back = try SummaryRow.rows(from: CSVReader.parse(writer.text))
        XCTAssertEqual(back, [row])
    }

    func testSummaryRowsReportBadNumbersWithTheirLine() throws {
        var writer = CSVWriter(header: SummaryRow.columns)
        var fields = SummaryRow.columns.map { _ in "1" }
        fields[SummaryRow.columns.firstIndex(of: "median")!] = "fast"
        writer.append(fields)
        XCTAssertThrowsError(try SummaryRow.rows(from: CSVReader.parse(writer.text))) {
            XCTAssertEqual($0 as? CSVError, .malformed(line: 2, reason: "'fast' in column median is not a number"))
        }
        XCTAssertThrowsError(try SummaryRow.rows(from: CSVReader.parse("suite,benchmark\n"))) {
            XCTAssertEqual($0 as? CSVError, .missingColumn("workload"))
        }
    }
}
