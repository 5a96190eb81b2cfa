import Cassowary
import Csys
import Foundation
import Harness
import XCTest
@testable import Peers
import LayoutBenchmarks

/// Merging this solver's rounds with a peer's into rows, the CSV round trip, the Markdown
/// table, and the classification of a peer's exit.
final class PeerResultsTests: XCTestCase {
    private let benchmark = PeerBenchmark(workload: .chain, n: 1_000)

    private func own(_ build: Int64, _ resize: Int64, _ churn: Int64, all: Int64? = nil, bytes: Int64? = 400_000,
                     wrong: Bool = false) -> OwnRound {
        OwnRound(figures: [.build: build, .resize: resize, .resizeAll: all ?? 21 * resize, .churn: churn], peakBytes: bytes,
                 mismatches: wrong ? Self.aMismatch() : [])
    }

    /// A real failed check: `a` is 1, the file expects 2.
    private static func aMismatch() -> [CsysProgram.Mismatch] {
        guard let document = try? CsysReader.read("csys 1\nc required a == 1\nx a 2\n") else { return [] }
        let program = CsysProgram(document)
        try? program.build()
        return program.check(0..<document.statements.count)
    }

    private func peer(_ build: Int64, _ resize: Int64, _ churn: Int64, all: Int64? = nil, rss: Int64) -> PeerRound {
        PeerRound(version: "1.5.1", figures: [.build: build, .resize: resize, .resizeAll: all ?? 21 * resize, .churn: churn],
                  peakRSSKiB: rss)
    }

    func testMergeTakesEachSidesMedianAndTheRatio() {
        let ours = [own(300, 10, 50, all: 900), own(100, 30, 70, all: 700), own(200, 20, 60, all: 800, bytes: 200_000)]
        let side = PeerSide(peer: "kiwisolver", version: "1.5.1",
                            rounds: [peer(9_000, 200, 600, all: 9_000, rss: 20_000), peer(7_000, 100, 500, all: 5_000, rss: 21_000),
                                     peer(8_000, 300, 700, all: 4_000, rss: 19_000)],
                            status: .ok, baselineKiB: 17_000)
        let rows = PeerResults.rows(benchmark, constraints: 4_000, ours: ours, peer: side)
        XCTAssertEqual(rows.map(\.phase), ["build", "resize", "resize_all", "churn"])
        XCTAssertEqual(rows.map(\.oursMedianNs), [200, 20, 800, 60])
        XCTAssertEqual(rows.map(\.peerMedianNs), [8_000, 200, 5_000, 600])
        XCTAssertEqual(rows.map(\.ratio), [40, 10, 6.25, 10])
        XCTAssertEqual(rows[0].benchmark, "chain/solver/1000")
        XCTAssertEqual(rows[0].oursBytesPerConstraint, 100)  // median 400 000 B / 4 000
        XCTAssertEqual(rows[0].peerBytesPerConstraint, 768)  // (20 000 − 17 000) KiB / 4 000
        XCTAssertEqual(rows[0].memoryRatio, 7.68)
        XCTAssertEqual(rows[0].oursStatus, "ok")
        XCTAssertEqual(rows[0].oursRounds, 3)
        XCTAssertEqual(rows[0].peerRounds, 3)
    }

    func testMergeWithoutAPeerFigureKeepsOursAndNoRatio() {
        let ours = [own(100, 10, 50, wrong: true)]
        XCTAssertEqual(ours[0].mismatches.count, 1)
        for status in [PeerStatus.timeout, .wrong, .skipped, .failed] {
            let side = PeerSide(peer: "cassowary-rs", version: "0.3.0", rounds: [], status: status, note: "why")
            let rows = PeerResults.rows(benchmark, constraints: 10, ours: ours, peer: side)
            XCTAssertEqual(rows.map(\.oursMedianNs), [100, 10, 210, 50])
            XCTAssertEqual(rows.map(\.peerMedianNs), [nil, nil, nil, nil])
            XCTAssertEqual(rows.map(\.ratio), [nil, nil, nil, nil])
            XCTAssertEqual(rows.map(\.status), [status, status, status, status])
            XCTAssertEqual(rows[0].oursStatus, "wrong")
            XCTAssertNil(rows[0].memoryRatio)
        }
    }

    func testAPhaseTheFileLacksHasNoRow() {
        let ours = [OwnRound(figures: [.build: 100, .resize: 10], peakBytes: nil, mismatches: [])]
        let side = PeerSide(peer: "kiwisolver", version: "1.5.1",
                            rounds: [PeerRound(version: "1.5.1", figures: [.build: 300, .resize: 30], peakRSSKiB: 1)],
                            status: .ok)
        let rows = PeerResults.rows(benchmark, constraints: 10, ours: ours, peer: side)
        XCTAssertEqual(rows.map(\.phase), ["build", "resize"])
        XCTAssertEqual(rows.map(\.ratio), [3, 3])
        XCTAssertNil(rows[0].oursBytesPerConstraint)
        XCTAssertNil(rows[0].peerBytesPerConstraint, "no baseline, no memory figure")
    }

    func testCSVRoundTrip() throws {
        let ok = PeerResults.rows(benchmark, constraints: 4_000, ours: [own(200, 20, 60)],
                                  peer: PeerSide(peer: "kiwisolver", version: "1.5.1",
                                                 rounds: [peer(8_000, 200, 600, rss: 20_000)], status: .ok,
                                                 baselineKiB: 17_000))
        let timeout = PeerResults.rows(benchmark, constraints: 4_000, ours: [own(200, 20, 60)],
                                       peer: PeerSide(peer: "cassowary-rs", version: "0.3.0", rounds: [],
                                                      status: .timeout, note: "killed after 60 s, in round 1"))
        let metadata = RunMetadata(suite: "default", commit: "abc", dirty: "false", timestamp: "2025-01-01T00:00:00Z",
                                   host: "h", cpuModel: "EPYC, 2 GHz", cores: 2, toolchain: "6.3", configuration: "release",
                                   allocator: "a")
        let text = PeerResults.csv(ok + timeout, metadata: metadata, timeout: 60)
        let table = try CSVReader.parse(text)
        XCTAssertEqual(table.header, PeerResults.header)
        XCTAssertEqual(table.rows.count, 8)
        XCTAssertEqual(table.rows[0][table.column("ratio") ?? 0], "40")
        XCTAssertEqual(table.rows[0][table.column("memory_ratio") ?? 0], "7.68")
        XCTAssertEqual(table.rows[2][table.column("phase") ?? 0], "resize_all")
        XCTAssertEqual(table.rows[4][table.column("ratio") ?? 0], "")
        let read = try PeerResults.read(text, path: "p.csv")
        XCTAssertEqual(read.rows, ok + timeout)
        XCTAssertEqual(read.timeout, 60)
        XCTAssertEqual(read.metadata["cpu_model"], "EPYC, 2 GHz")
    }

    func testMarkdownTable() {
        var rows = PeerResults.rows(PeerBenchmark(workload: .siblings, n: 10_000), constraints: 40_000,
                                    ours: [own(2_000_000, 1_000, 5_000)],
                                    peer: PeerSide(peer: "kiwisolver", version: "1.5.1",
                                                   rounds: [peer(1_900_000_000, 1_600_000, 4_000, rss: 60_000)],
                                                   status: .ok, baselineKiB: 17_000))
        rows += PeerResults.rows(PeerBenchmark(workload: .siblings, n: 10_000), constraints: 40_000,
                                 ours: [own(2_000_000, 1_000, 5_000)],
                                 peer: PeerSide(peer: "cassowary-rs", version: "0.3.0", rounds: [], status: .timeout))
        rows += PeerResults.rows(PeerBenchmark(workload: .siblings, n: 100_000), constraints: 400_000,
                                 ours: [own(20_000_000, 1_000, 5_000)],
                                 peer: PeerSide(peer: "cassowary-rs", version: "0.3.0", rounds: [], status: .skipped))
        let lines = PeersTable.markdown(rows, timeout: 60).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[0], "| workload | n | ours: build | kiwisolver 1.5.1: build | resize | all resizes | churn | memory "
                       + "| cassowary-rs 0.3.0: build | resize | all resizes | churn | memory |")
        XCTAssertEqual(lines[1], "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        XCTAssertEqual(lines[2], "| siblings | 10 000 | 2.00 ms | 950× | 1600× | 1600× | 0.80× | 110× | > 60 s | > 60 s | > 60 s | > 60 s | — |")
        XCTAssertEqual(lines[3], "| siblings | 100 000 | 20.0 ms |  |  |  |  | — | — | — | — | — | — |")
    }

    func testOwnFiguresSumTheResizeStepsTheMedianPassesOver() {
        // Ten pivoting steps of 10 µs and eleven of 400 ns: the median step is a cheap one.
        let resize = Array(repeating: Int64(10_000), count: 10) + Array(repeating: Int64(400), count: 11)
        let figures = OwnRound.figures(build: 5_000, resize: resize, churn: [700, 900])
        XCTAssertEqual(figures, [.build: 5_000, .resize: 400, .resizeAll: 104_400, .churn: 800])
        XCTAssertEqual(OwnRound.figures(build: 5_000, resize: [], churn: []), [.build: 5_000])
    }

    func testRatioFormat() {
        XCTAssertEqual(PeersTable.ratio(38.4), "38×")
        XCTAssertEqual(PeersTable.ratio(4.24), "4.2×")
        XCTAssertEqual(PeersTable.ratio(0.934), "0.93×")
        XCTAssertEqual(PeersTable.ratio(0.00161), "0.0016×")
    }

    func testPeerRoundReadsTheReplayersCSV() {
        let csv = """
            peer,peer_version,file,phase,round,steps,median_ns,min_ns,total_ns,peak_rss_kb
            kiwisolver,1.5.1,a.csys,build,1,1,1202295,1202295,1202295,17572
            kiwisolver,1.5.1,a.csys,resize,1,21,10570,10048,255990,17580
            kiwisolver,1.5.1,a.csys,churn,1,1,52749,52749,52749,17590

            """
        XCTAssertEqual(PeerRound(csv: csv),
                       PeerRound(version: "1.5.1", figures: [.build: 1_202_295, .resize: 10_570, .resizeAll: 255_990,
                                                             .churn: 52_749],
                                 peakRSSKiB: 17_590))
        XCTAssertNil(PeerRound(csv: "peer,phase\nkiwisolver,build\n"))
        XCTAssertNil(PeerRound(csv: csv.replacingOccurrences(of: "total_ns", with: "sum_ns")), "the sum is read, not guessed")
        XCTAssertNil(PeerRound(csv: csv.replacingOccurrences(of: "10570", with: "fast")))
    }

    func testPeerTurnFollowsTheExitCodes() {
        let csv = "peer,peer_version,file,phase,round,steps,median_ns,min_ns,total_ns,peak_rss_kb\nk,1,f,build,1,1,5,5,5,9\n"
        XCTAssertEqual(PeerTurn(.exited(status: 0, stdout: csv, stderr: ""), peer: "k"),
                       .ok(PeerRound(version: "1", figures: [.build: 5], peakRSSKiB: 9)))
        XCTAssertEqual(PeerTurn(.exited(status: 0, stdout: "hello", stderr: ""), peer: "k"), .failed("unreadable CSV on stdout"))
        XCTAssertEqual(PeerTurn(.exited(status: 1, stdout: "", stderr: "f:3: x a 1: got 2 (round 1)\n"), peer: "k"),
                       .wrong(["f:3: x a 1: got 2 (round 1)"]))
        XCTAssertEqual(PeerTurn(.exited(status: 2, stdout: "", stderr: "f:3: bad number\n"), peer: "k"),
                       .failed("exit 2: f:3: bad number"))
        XCTAssertEqual(PeerTurn(.exited(status: 3, stdout: "", stderr: "k not installed\n"), peer: "k"),
                       .notInstalled("k not installed"))
        XCTAssertEqual(PeerTurn(.signalled(signal: 11, stderr: ""), peer: "k"), .failed("killed by signal 11"))
        XCTAssertEqual(PeerTurn(.timedOut(seconds: 60), peer: "k"), .timeout(60))
        XCTAssertEqual(PeerTurn(.cannotLaunch("no such file"), peer: "k"), .notInstalled("k not installed (no such file)"))
    }
}

/// This solver's rounds: one replay verified at every step, then timed rounds that must end
/// where it ended.
final class OwnRoundTests: XCTestCase {
    private func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("own-round-\(UUID().uuidString).csys").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testATimedRoundEndsWhereTheCheckedReplayEnded() throws {
        let path = try file("csys 1\nc required a + b == 10\nc weak a == 3\nc strong b >= 8\ne strong a\ns a 1\ns a 0\nx b 10\n")
        let checked = try OwnRound.check(path)
        let round = try OwnRound.measure(path, endingLike: checked)
        XCTAssertEqual(Set(round.figures.keys), [.build, .resize, .resizeAll])
        XCTAssertEqual(round.mismatches, [])
        let other = try OwnRound.check(try file("csys 1\nc required a + b == 12\ne strong a\ns a 1\n"))
        XCTAssertThrowsError(try OwnRound.measure(path, endingLike: other)) { error in
            guard case PeersError.ownReplay(_, let reason)? = error as? PeersError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("ended at other values"), reason)
        }
        XCTAssertThrowsError(try OwnRound.check(try file("csys 1\nc required a == 2\nc required a == 3\n")))
    }
}
