import Foundation
import Harness
import HarnessFixtures
import LayoutBenchCLI
import XCTest

/// Every way a command line can go wrong exits 2 with exactly one line on stderr.
final class CLITests: XCTestCase {
    private func assertBadInput(
        _ arguments: [String], _ message: String, registry: BenchmarkRegistry = testRegistry(),
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let (status, capture) = runTool(arguments, registry: registry)
        XCTAssertEqual(status, .badInput, file: file, line: line)
        XCTAssertEqual(capture.err, "layout-bench: error: " + message + "\n", file: file, line: line)
        XCTAssertEqual(capture.out, "", file: file, line: line)
    }

    func testCommandErrors() {
        assertBadInput([], "no command given (see 'layout-bench --help')")
        assertBadInput(["bench"], "unknown command 'bench' (see 'layout-bench --help')")
        assertBadInput(["help", "bench"], "unknown command 'bench' (see 'layout-bench --help')")
    }

    func testFlagErrors() {
        assertBadInput(["run", "--fast"], "unknown flag '--fast' for 'run' (see 'layout-bench run --help')")
        assertBadInput(["list", "-x"], "unknown flag '-x' for 'list' (see 'layout-bench list --help')")
        assertBadInput(["merge", "--force"], "unknown flag '--force' for 'merge' (see 'layout-bench merge --help')")
        assertBadInput(["run", "--samples"], "flag '--samples' needs a value")
        assertBadInput(["run", "--samples", "--quiet"], "flag '--samples' needs a value")
        assertBadInput(["run", "--quiet=yes"], "flag '--quiet' takes no value")
        assertBadInput(["run", "extra"], "unexpected argument 'extra' for 'run' (see 'layout-bench run --help')")
        assertBadInput(["list", "extra"], "unexpected argument 'extra' for 'list' (see 'layout-bench list --help')")
    }

    func testBadValues() {
        let cases: [([String], String)] = [
            (["--samples", "0"], "bad value '0' for '--samples': expected a whole number ≥ 1"),
            (["--samples=many"], "bad value 'many' for '--samples': expected a whole number ≥ 1"),
            (["--max-samples", "-3"], "bad value '-3' for '--max-samples': expected a whole number ≥ 1"),
            (["--warmup", "x"], "bad value 'x' for '--warmup': expected a whole number ≥ 0"),
            (["--min-time", "-1"], "bad value '-1' for '--min-time': expected a number of seconds ≥ 0"),
            (["--max-time", "nan"], "bad value 'nan' for '--max-time': expected a number of seconds ≥ 0"),
            (["--suite", "huge"], "bad value 'huge' for '--suite': expected smoke|default|full"),
            (["--format", "xml"], "bad value 'xml' for '--format': expected table|csv|json"),
            (["--shard", "3/2"], "bad value '3/2' for '--shard': expected K/N with 1 ≤ K ≤ N"),
            (["--shard", "0/2"], "bad value '0/2' for '--shard': expected K/N with 1 ≤ K ≤ N"),
            (["--filter", "/[/"], "bad value '/[/' for '--filter': expected a glob or a /regex/"),
            (["--filter", ""], "bad value '' for '--filter': expected a glob or a /regex/"),
            (["--output", "results.txt"], "bad value 'results.txt' for '--output': expected a path ending in .csv"),
        ]
        for (arguments, message) in cases {
            assertBadInput(["run"] + arguments, message)
        }
        assertBadInput(["list", "--shard", "a/b"], "bad value 'a/b' for '--shard': expected K/N with 1 ≤ K ≤ N")
    }

    func testEmptySelectionAndDuplicateNames() {
        assertBadInput(["run", "--filter", "zzz*"], "no benchmarks match suite default, filter zzz* (see 'layout-bench list')")
        assertBadInput(["list", "--suite", "smoke", "--filter", "*/1000"],
                       "no benchmarks match suite smoke, filter */1000 (see 'layout-bench list')")
        var registry = testRegistry()
        registry.register(workload: "boxes", variant: "composite", n: 10, phases: []) { _ in }
        assertBadInput(["list"], "benchmark names registered twice: boxes/composite/10", registry: registry)
    }

    func testUnwritableOutputIsBadInput() throws {
        let directory = try temporaryDirectory(self)
        let blocker = directory + "/file"
        XCTAssertTrue(FileManager.default.createFile(atPath: blocker, contents: Data()))
        let (status, capture) = runTool(["run", "--suite", "smoke", "--quiet", "--output", blocker + "/x.csv"])
        XCTAssertEqual(status, .badInput)
        XCTAssertEqual(capture.errLines.count, 1)
        XCTAssertTrue(capture.err.hasPrefix("layout-bench: error: cannot write \(blocker)/x.csv: "), capture.err)
    }

    func testRunWritesBothFilesAndExitsZero() throws {
        let directory = try temporaryDirectory(self)
        let (status, capture) = runTool(["run", "--suite", "smoke", "--samples", "2", "--max-samples", "2"], directory: directory)
        XCTAssertEqual(status, .ok, capture.err)
        let summary = try CSVReader.parse(String(contentsOfFile: directory + "/abc1234.csv", encoding: .utf8))
        let samples = try CSVReader.parse(String(contentsOfFile: directory + "/abc1234.samples.csv", encoding: .utf8))
        XCTAssertEqual(Set(summary.rows.map { $0[1] }), ["boxes/composite/10", "boxes/individual/10"])
        XCTAssertEqual(samples.rows.count, 2 * 2 * 4 * 5)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/abc1234.csv.tmp"))
        // Progress on stderr: one line per benchmark, then where the files went.
        XCTAssertEqual(capture.errLines.count, 3)
        XCTAssertTrue(capture.errLines[0].hasPrefix("[1/2] boxes/composite/10: 2 iterations in "))
        XCTAssertTrue(capture.out.hasPrefix("benchmark"), capture.out)
        XCTAssertTrue(capture.out.contains("boxes/individual/10  10  resize"), capture.out)
    }

    func testRunOutputFormatsAndQuiet() throws {
        let directory = try temporaryDirectory(self)
        let (csvStatus, csv) = runTool(["run", "--suite", "smoke", "--quiet", "--format", "csv",
                                        "--output", directory + "/out/run.csv", "--shard", "1/2"])
        XCTAssertEqual(csvStatus, .ok)
        XCTAssertEqual(csv.err, "")
        let written = try String(contentsOfFile: directory + "/out/run.csv", encoding: .utf8)
        XCTAssertEqual(csv.out, written)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/out/run.samples.csv"))
        XCTAssertEqual(try CSVReader.parse(written).rows.count, 1 * 2 * 5, "one benchmark in shard 1/2")

        let (jsonStatus, json) = runTool(["run", "--suite", "smoke", "-q", "--format=json", "--output", directory + "/j.csv"])
        XCTAssertEqual(jsonStatus, .ok)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]]
        XCTAssertEqual(parsed?.count, 2 * 2 * 5)
        XCTAssertEqual(parsed?.first?["n"] as? Int, 10)
        XCTAssertEqual(parsed?.first?["commit"] as? String, "abc1234")
    }

    func testAFailingBenchmarkExitsOne() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "unsatisfiable" } }
        var registry = BenchmarkRegistry()
        registry.register(workload: "bad", variant: "v", n: 1, suite: .smoke, phases: [.build]) { _ in throw Broken() }
        registry.register(workload: "good", variant: "v", n: 1, suite: .smoke, phases: [.build]) { $0.measure(.build) {} }
        let directory = try temporaryDirectory(self)
        let (status, capture) = runTool(["run", "--suite", "smoke", "--quiet", "--output", directory + "/r.csv"], registry: registry)
        XCTAssertEqual(status, .regression)
        XCTAssertEqual(capture.err, "bad/v/1 failed: unsatisfiable\n")
        XCTAssertTrue(try String(contentsOfFile: directory + "/r.csv", encoding: .utf8).contains("good/v/1"))
    }

    func testListFormats() throws {
        let (status, capture) = runTool(["list", "--suite", "smoke", "--format", "csv"])
        XCTAssertEqual(status, .ok)
        XCTAssertEqual(capture.out, """
            benchmark,workload,variant,n,suite,phases\r
            boxes/composite/10,boxes,composite,10,smoke,build resize\r
            boxes/individual/10,boxes,individual,10,smoke,build resize\r

            """)
        let (_, table) = runTool(["list", "--filter", "/1000$/"])
        XCTAssertEqual(table.out, """
            benchmark              workload  variant        n  suite  phases
            ---------------------  --------  ----------  ----  -----  ------------
            boxes/composite/1000   boxes     composite   1000  full   build resize
            boxes/individual/1000  boxes     individual  1000  full   build resize

            """)
    }

    func testArgumentCursor() throws {
        var cursor = ArgumentCursor(["--a=1", "--b", "2", "x", "--", "--c", "-"], command: "test")
        XCTAssertEqual(try cursor.next(), .flag("--a"))
        XCTAssertEqual(try cursor.value(for: "--a"), "1")
        XCTAssertEqual(try cursor.next(), .flag("--b"))
        XCTAssertEqual(try cursor.integer(for: "--b", minimum: 0), 2)
        XCTAssertEqual(try cursor.next(), .positional("x"))
        XCTAssertEqual(try cursor.next(), .positional("--c"))
        XCTAssertEqual(try cursor.next(), .positional("-"))
        XCTAssertNil(try cursor.next())
    }
}

extension CLITests {
    /// A command added later reports its own bad input through a typed case, one line, exit 2.
    func testACommandsOwnBadInputIsOneLine() {
        enum Echo: Command {
            static let name = "echo"
            static let summary = "Echo a benchmark's name."
            static let help = "USAGE: layout-bench echo NAME\n"
            static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
                guard case .positional(let word)? = try arguments.next() else { throw .missingArgument("a name", command: name) }
                guard environment.registry.benchmarks.contains(where: { $0.name == word }) else { throw .unknownBenchmark(word) }
                environment.console.out(word + "\n")
                return .ok
            }
        }
        let tool = CommandLineTool(name: "my-screens", summary: "s", commands: [RunCommand.self, Echo.self])
        let capture = Capture()
        let environment = CommandEnvironment(registry: testRegistry(), console: capture.console) { fixedMetadata(suite: $0) }
        XCTAssertEqual(tool.run(["echo", "boxes/composite/10"], in: environment), .ok)
        XCTAssertEqual(capture.out, "boxes/composite/10\n")
        XCTAssertEqual(tool.run(["echo", "nope"], in: environment), .badInput)
        // The tool's own name in messages and help, not layout-bench's.
        XCTAssertEqual(capture.err, "my-screens: error: unknown benchmark 'nope' (see 'my-screens list')\n")
        XCTAssertTrue(tool.help.contains("  echo  Echo a benchmark's name."))
        XCTAssertEqual(tool.help(of: Echo.self), "USAGE: my-screens echo NAME\n")
    }

    /// A flag given twice is refused instead of the second silently replacing the first;
    /// the flags a command declares repeatable add up.
    func testRepeatedFlagsAreRefusedUnlessRepeatable() {
        assertBadInput(["run", "--samples", "3", "--samples", "5"], "flag '--samples' given twice for 'run' (it takes one value)")
        assertBadInput(["run", "--format=csv", "--format", "json"], "flag '--format' given twice for 'run' (it takes one value)")
        assertBadInput(["gate", "--baseline", "a.csv", "--baseline", "b.csv", "run.csv"],
                       "flag '--baseline' given twice for 'gate' (it takes one value)")
        assertBadInput(["run", "-q", "-q"], "flag '-q' given twice for 'run' (it takes one value)")
        let (status, capture) = runTool(["list", "--filter", "*/10", "--filter", "*/100", "--format", "csv"])
        XCTAssertEqual(status, .ok, capture.err)
        XCTAssertEqual(try CSVReader.parse(capture.out).rows.count, 4)
        var cursor = ArgumentCursor(["--a", "--b", "--a"], command: "x", repeatable: ["--a"])
        XCTAssertEqual(try cursor.next(), .flag("--a"))
        XCTAssertEqual(try cursor.next(), .flag("--b"))
        XCTAssertEqual(try cursor.next(), .flag("--a"))
        var strict = ArgumentCursor(["--b", "--b"], command: "x")
        XCTAssertEqual(try strict.next(), .flag("--b"))
        XCTAssertThrowsError(try strict.next()) { XCTAssertEqual($0 as? CLIError, .repeatedFlag("--b", command: "x")) }
        // After `--`, nothing is a flag, so nothing repeats.
        var after = ArgumentCursor(["--", "--b", "--b"], command: "x")
        XCTAssertEqual(try after.next(), .positional("--b"))
        XCTAssertEqual(try after.next(), .positional("--b"))
    }

    /// Every error is a typed case with its own line; the exit status of all of them is 2.
    func testErrorsAreTypedCasesWithOneLineEach() {
        let cases: [(CLIError, String)] = [
            (.missingCommand, "no command given (see 'layout-bench --help')"),
            (.conflictingFlags("a/b/1", "--n", command: "profile"), "'profile' takes 'a/b/1' or '--n', not both"),
            (.unknownWorkload("tree", expected: ["chain", "grid"]), "unknown workload 'tree' (expected chain|grid)"),
            (.unknownVariant("magic", workload: "nested", expected: ["solver"]), "unknown variant 'magic' for nested (expected solver)"),
            (.unregisteredSize("nested/composite", sizes: [100, 1_000]), "nested/composite is registered at n = 100, 1000 only"),
            (.results(.noRows("e.csv")), "e.csv: no rows (a run that measured nothing)"),
            (.callgrind(.valgrindMissing), "--instructions: valgrind is not installed (Debian: apt-get install valgrind)"),
            (.ab(.notExecutable("/x")), "cannot run /x: not an executable file"),
            (.peers(.ownReplay("f.csys", reason: "line 3: bad")), "f.csys: line 3: bad"),
            (.dirtyTree(commit: "abc", source: "a fresh run"),
             "refusing to write a baseline from a fresh run: commit abc has uncommitted changes (commit or stash them, then run it again)"),
        ]
        for (error, message) in cases {
            XCTAssertEqual(error.description, message)
            XCTAssertEqual(error.exitStatus, .badInput)
            XCTAssertFalse(message.contains("\n"))
        }
    }
}
