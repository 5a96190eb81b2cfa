import Foundation
import Harness
import HarnessFixtures
import LayoutBenchmarks
import Peers
import XCTest
@testable import LayoutBenchCLI

/// `layout-bench peers` end to end with fake peers (shell scripts in a temporary directory):
/// ok, not installed, timeout, wrong; bad flags; `--table`.
final class PeersCommandTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "peers-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func environment(_ capture: Capture) -> CommandEnvironment {
        CommandEnvironment(registry: BenchmarkRegistry(), console: capture.console, resultsDirectory: directory) { suite in
            RunMetadata(suite: suite.rawValue, commit: "abc1234", dirty: "false", timestamp: "2025-01-01T00:00:00Z",
                        host: "h", cpuModel: "c", cores: 1, toolchain: "t", configuration: "debug", allocator: "a")
        }
    }

    /// Runs `peers` with `catalog` in place of the real replayers.
    private func run(_ arguments: [String], catalog: [Peer]) -> (ExitStatus, Capture) {
        let capture = Capture()
        var cursor = ArgumentCursor(arguments, command: PeersCommand.name, repeatable: PeersCommand.repeatableFlags)
        do {
            return (try PeersCommand.run(&cursor, in: environment(capture), catalog: catalog), capture)
        } catch {
            capture.err += "layout-bench: error: \(error)\n"
            return (error.exitStatus, capture)
        }
    }

    /// A fake replayer: answers the empty probe file at once, and any other file with `body`.
    private func fake(_ name: String, _ body: String) throws -> Peer {
        let path = directory + "/\(name).sh"
        let script = """
            #!/bin/sh
            header=peer,peer_version,file,phase,round,steps,median_ns,min_ns,total_ns,peak_rss_kb
            case "$1" in
            *empty.csys) echo $header; echo "\(name),9.9,$1,build,1,1,1000,1000,1000,1024"; exit 0 ;;
            esac
            \(body)

            """
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return Peer(name: name, command: [path])
    }

    private var okBody: String {
        """
        echo $header
        echo "fake,9.9,$1,build,1,1,4000000,4000000,4000000,3072"
        echo "fake,9.9,$1,resize,1,21,2000,1500,42000,3072"
        echo "fake,9.9,$1,churn,1,1,30000,30000,30000,3072"
        """
    }

    private func rows(at path: String) throws -> [PeerResultRow] {
        try PeerResults.read(try ResultsFiles.read(path), path: path).rows
    }

    func testOkPeerGivesRowsPerPhaseAndTheTable() throws {
        let peer = try fake("fakeok", okBody)
        let output = directory + "/out.csv"
        let (status, capture) = run(["--suite", "smoke", "--filter", "siblings/*", "--rounds", "2", "--output", output],
                                    catalog: [peer])
        XCTAssertEqual(status, .ok, capture.err)
        let rows = try rows(at: output)
        XCTAssertEqual(rows.map(\.phase), ["build", "resize", "resize_all", "churn"])
        XCTAssertEqual(Set(rows.map(\.status)), [.ok])
        XCTAssertEqual(rows[0].benchmark, "siblings/solver/100")
        XCTAssertEqual(rows[0].constraints, 402)
        XCTAssertEqual(rows[0].peerVersion, "9.9")
        XCTAssertEqual(rows[0].peerRounds, 2)
        XCTAssertEqual(rows[0].peerMedianNs, 4_000_000)
        XCTAssertEqual(rows[1].peerMedianNs, 2_000)
        XCTAssertEqual(rows[2].peerMedianNs, 42_000, "the replayer's total_ns of its resize steps")
        // (3072 − 1024) KiB over 402 constraints.
        XCTAssertEqual(try XCTUnwrap(rows[0].peerBytesPerConstraint), 2048 * 1024 / 402, accuracy: 0.05)
        XCTAssertNotNil(rows[0].ratio)
        XCTAssertTrue(capture.out.hasPrefix("| workload | n | ours: build | fakeok 9.9: build |"), capture.out)
        XCTAssertTrue(capture.err.contains("peers: wrote \(output)"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: output + ".tmp"))
    }

    func testDefaultOutputIsNamedByCommit() throws {
        let peer = try fake("fakeok", okBody)
        let (status, capture) = run(["--suite", "smoke", "--filter", "minimal/*", "--rounds", "1"], catalog: [peer])
        XCTAssertEqual(status, .ok, capture.err)
        XCTAssertEqual(try rows(at: directory + "/peers-abc1234.csv").count, 4)
    }

    func testNotInstalledPeerIsSkippedWithOneLine() throws {
        let missing = try fake("fakemissing", "")
        let script = "#!/bin/sh\necho 'fakemissing not installed' >&2\nexit 3\n"
        try script.write(toFile: missing.command[0], atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: missing.command[0])
        let ok = try fake("fakeok", okBody)
        let output = directory + "/out.csv"
        let (status, capture) = run(["--suite", "smoke", "--filter", "grid/*", "--rounds", "1", "--output", output],
                                    catalog: [missing, ok])
        XCTAssertEqual(status, .ok, capture.err)
        let notices = capture.err.split(separator: "\n").filter { $0.hasPrefix("peers: fakemissing") }
        XCTAssertEqual(notices, ["peers: fakemissing not installed; skipped"])
        let rows = try rows(at: output)
        XCTAssertEqual(rows.filter { $0.peer == "fakemissing" }.map(\.status), [.skipped, .skipped, .skipped, .skipped])
        XCTAssertEqual(rows.filter { $0.peer == "fakeok" }.map(\.status), [.ok, .ok, .ok, .ok])
        XCTAssertFalse(capture.out.contains("fakemissing"), "no column for a peer that never ran")
    }

    func testMissingReplayerScriptIsSkipped() throws {
        let peer = Peer(name: "ghost", command: ["python3", directory + "/no/such/replay.py"])
        let (status, capture) = run(["--suite", "smoke", "--filter", "chain/*", "--rounds", "1",
                                     "--output", directory + "/out.csv"], catalog: [peer])
        XCTAssertEqual(status, .ok, capture.err)
        XCTAssertTrue(capture.err.contains("peers: ghost not installed ("), capture.err)
    }

    func testTimeoutIsRecordedAndLargerSizesSkipped() throws {
        // Each call of the peer on a workload file leaves a line in `calls` before it hangs.
        let calls = directory + "/calls"
        let peer = try fake("fakeslow", "echo \"$1\" >> \(calls)\nexec sleep 30")
        let output = directory + "/out.csv"
        let (status, capture) = run(["--suite", "default", "--filter", "siblings/solver/100", "--filter", "siblings/solver/1000",
                                     "--rounds", "2", "--timeout", "0.3", "--output", output], catalog: [peer])
        let made = try String(contentsOfFile: calls, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(made.count, 1, "one killed call, not one per round or size: \(made)")
        XCTAssertEqual(status, .ok, capture.err)
        let rows = try rows(at: output)
        XCTAssertEqual(rows.filter { $0.n == 100 }.map(\.status), [.timeout, .timeout, .timeout, .timeout])
        XCTAssertEqual(rows.filter { $0.n == 1000 }.map(\.status), [.skipped, .skipped, .skipped, .skipped])
        XCTAssertEqual(rows.first?.note, "killed after 0.3 s in round 1 of 2")
        XCTAssertEqual(rows.filter { $0.n == 1000 }.first?.note, "timed out at a smaller n")
        XCTAssertNotNil(rows.first?.oursMedianNs, "this solver is measured all the same")
        XCTAssertTrue(capture.err.contains("fakeslow timed out (> 0.3 s)"), capture.err)
        XCTAssertTrue(capture.out.contains("> 0.3 s"), capture.out)
    }

    func testWrongPeerIsReportedLoudly() throws {
        let peer = try fake("fakewrong", """
            echo "$1:7: x v0.w 171.5: got 170 (round 1)" >&2
            exit 1
            """)
        let output = directory + "/out.csv"
        let (status, capture) = run(["--suite", "smoke", "--filter", "nested/*", "--rounds", "3", "--output", output],
                                    catalog: [peer])
        XCTAssertEqual(status, .ok, "a peer's wrong answer is in the file; the run itself succeeded")
        XCTAssertTrue(capture.err.contains("peers: WRONG: fakewrong: 1 x check(s) failed in round 1 of 3"), capture.err)
        XCTAssertTrue(capture.err.contains("x v0.w 171.5: got 170"))
        let rows = try rows(at: output)
        XCTAssertEqual(rows.map(\.status), [.wrong, .wrong, .wrong, .wrong])
        XCTAssertTrue(rows[0].note.hasPrefix("x check failed: "), rows[0].note)
        XCTAssertEqual(rows[0].peerRounds, 0)
        XCTAssertTrue(capture.out.contains("**wrong**"))
    }

    func testFailingPeerIsRecordedAsFailed() throws {
        let peer = try fake("fakebad", "echo 'x.csys:3: bad number' >&2\nexit 2")
        let output = directory + "/out.csv"
        let (status, _) = run(["--suite", "smoke", "--filter", "redundant/*", "--rounds", "1", "--output", output],
                              catalog: [peer])
        XCTAssertEqual(status, .ok)
        let rows = try rows(at: output)
        XCTAssertEqual(rows.map(\.status), [.failed, .failed, .failed, .failed])
        XCTAssertEqual(rows[0].note, "exit 2: x.csys:3: bad number")
    }

    func testTableRendersAFile() throws {
        let peer = try fake("fakeok", okBody)
        let output = directory + "/out.csv"
        _ = run(["--suite", "smoke", "--filter", "siblings/*", "--rounds", "1", "--output", output], catalog: [peer])
        let (status, capture) = run(["--table", output], catalog: [])
        XCTAssertEqual(status, .ok, capture.err)
        let lines = capture.out.split(separator: "\n")
        XCTAssertEqual(lines.count, 5)
        XCTAssertTrue(lines[2].hasPrefix("| siblings | 100 | "), String(lines[2]))
        XCTAssertTrue(lines.last?.hasPrefix("commit abc1234, host h, CPU c") ?? false)
    }

    func testBadInputIsOneLineAndExit2() throws {
        // Peers by the real names whose replayers do not exist: a case that wrongly got as far as
        // running would skip them at once instead of running the real peers.
        let catalog = Peer.catalog.map { Peer(name: $0.name, command: [directory + "/absent/\($0.name)"]) }
        for (arguments, message) in [
            (["peers", "--rounds", "0"], "bad value '0' for '--rounds': expected a whole number ≥ 1"),
            (["peers", "--timeout", "0"], "bad value '0' for '--timeout': expected a number of seconds > 0"),
            (["peers", "--timeout", "soon"], "bad value 'soon' for '--timeout'"),
            (["peers", "--suite", "huge"], "bad value 'huge' for '--suite': expected smoke|default|full"),
            (["peers", "--peer", "kiwisolver,z3"], "bad value 'kiwisolver,z3' for '--peer': expected a comma-separated list of kiwisolver,cassowary-rs"),
            (["peers", "--filter", ""], "bad value '' for '--filter'"),
            (["peers", "--filter", "nothing/*"], "no benchmarks match"),
            (["peers", "--bogus"], "unknown flag '--bogus' for 'peers'"),
            (["peers", "extra"], "unexpected argument 'extra' for 'peers'"),
            (["peers", "--rounds"], "flag '--rounds' needs a value"),
            (["peers", "--table", directory + "/none.csv"], "cannot read \(directory)/none.csv: no such file"),
        ] {
            let (status, capture) = run(Array(arguments.dropFirst()), catalog: catalog)
            XCTAssertEqual(status, .badInput, "\(arguments)")
            XCTAssertTrue(capture.err.contains(message), "\(arguments): \(capture.err)")
            XCTAssertEqual(capture.err.filter { $0 == "\n" }.count, 1, "\(arguments): one line")
            XCTAssertEqual(capture.out, "")
        }
    }

    func testTheToolPrintsOneLineForABadFlag() {
        let tool = CommandLineTool(name: "layout-bench", summary: "", commands: [PeersCommand.self])
        let capture = Capture()
        XCTAssertEqual(tool.run(["peers", "--rounds", "0"], in: environment(capture)), .badInput)
        XCTAssertEqual(capture.err, "layout-bench: error: bad value '0' for '--rounds': expected a whole number ≥ 1\n")
    }

    func testTableOfAMalformedFileIsOneLine() throws {
        let path = directory + "/bad.csv"
        try "benchmark,workload\nx,y\n".write(toFile: path, atomically: true, encoding: .utf8)
        let (status, capture) = run(["--table", path], catalog: [])
        XCTAssertEqual(status, .badInput)
        XCTAssertEqual(capture.err, "layout-bench: error: \(path): no column 'n'\n")
    }
}
