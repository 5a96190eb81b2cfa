import Cassowary
import Csys
import Foundation
import Harness
import LayoutBenchmarks

/// The work of `layout-bench peers`: every benchmark exported to a csys file, then this solver
/// and each peer in turns (A B A B …) for a number of rounds, merged into rows.
public struct PeerComparison {
    /// The benchmarks, each workload's sizes in increasing order (a timeout prunes the larger).
    public var benchmarks: [PeerBenchmark]
    /// The peers asked for.
    public var peers: [Peer]
    /// Rounds per side.
    public var rounds: Int
    /// Seconds a peer's call may take before it is killed.
    public var timeout: Double
    /// Where notices and progress go (stderr).
    public var log: (String) -> Void

    /// A comparison of `benchmarks` against `peers`.
    public init(benchmarks: [PeerBenchmark], peers: [Peer], rounds: Int, timeout: Double, log: @escaping (String) -> Void) {
        self.benchmarks = benchmarks
        self.peers = peers
        self.rounds = rounds
        self.timeout = timeout
        self.log = log
    }

    /// A peer ready to run: its version and the RSS of its runtime alone.
    private struct Probe {
        var peer: Peer
        var version: String
        var baselineKiB: Int64
    }

    /// Runs everything.
    ///
    /// - Returns: the rows, and whether this solver's own `x` checks failed anywhere.
    /// - Throws: ``PeersError`` when a temporary file cannot be written or this solver refuses a file.
    public func run() throws(PeersError) -> (rows: [PeerResultRow], oursWrong: Bool) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-bench-peers-\(UUID().uuidString)").path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .results(.cannotWrite(directory, reason: "cannot create directory"))
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }

        var rows: [PeerResultRow] = []
        var skipped: [String: String] = [:]
        var probes: [Probe] = []
        let empty = directory + "/empty.csys"
        try write("csys 1\nc required root.x == 0\n", to: empty)
        for peer in peers {
            switch probe(peer, emptyFile: empty) {
            case .success(let probe): probes.append(probe)
            case .failure(let reason):
                log("peers: \(reason); skipped\n")
                skipped[peer.name] = reason.description
            }
        }
        var oursWrong = false
        var timedOut: Set<String> = []  // "peer workload"
        for benchmark in benchmarks {
            let document = SolverWorkloads.document(benchmark.workload, n: benchmark.n)
            let file = directory + "/\(benchmark.workload.rawValue)-\(benchmark.n).csys"
            try write(CsysWriter.text(of: document), to: file)
            let active = probes.filter { !timedOut.contains("\($0.peer.name) \(benchmark.workload.rawValue)") }
            let (ours, sides) = try turns(file, active)
            if let wrong = ours.first(where: { !$0.mismatches.isEmpty }) {
                oursWrong = true
                log("peers: WRONG: this solver on \(benchmark.name): \(wrong.mismatches.count) x check(s) failed, first: \(wrong.mismatches[0])\n")
            }
            var all = sides
            for probe in probes where !active.contains(where: { $0.peer == probe.peer }) {
                all.append(PeerSide(peer: probe.peer.name, version: probe.version, rounds: [], status: .skipped,
                                    note: "timed out at a smaller n", baselineKiB: probe.baselineKiB))
            }
            for peer in peers where skipped[peer.name] != nil {
                all.append(PeerSide(peer: peer.name, version: "", rounds: [], status: .skipped, note: skipped[peer.name] ?? ""))
            }
            all.sort { a, b in order(a.peer) < order(b.peer) }
            var these: [PeerResultRow] = []
            for side in all {
                if side.status == .timeout { timedOut.insert("\(side.peer) \(benchmark.workload.rawValue)") }
                these += PeerResults.rows(benchmark, constraints: document.constraints.count, ours: ours, peer: side)
            }
            rows += these
            log(progress(benchmark, these))
            try? FileManager.default.removeItem(atPath: file)
        }
        return (rows, oursWrong)
    }

    private func write(_ text: String, to path: String) throws(PeersError) {
        do {
            try ResultsFiles.writeAtomically(text, to: path)
        } catch {
            throw .results(error)
        }
    }

    /// Rounds of this solver and each active peer in turn; a peer that times out, is wrong or
    /// fails is not asked again on this file.
    private func turns(_ file: String, _ active: [Probe]) throws(PeersError) -> ([OwnRound], [PeerSide]) {
        var ours: [OwnRound] = []
        var sides = active.map { PeerSide(peer: $0.peer.name, version: $0.version, rounds: [], status: .ok, baselineKiB: $0.baselineKiB) }
        let checked = try OwnRound.check(file)
        for round in 1...rounds {
            ours.append(try OwnRound.measure(file, endingLike: checked))
            for (k, probe) in active.enumerated() where sides[k].status == .ok {
                record(probe.peer.replay(file, timeout: timeout), round: round, into: &sides[k])
            }
        }
        return (ours, sides)
    }

    private func record(_ turn: PeerTurn, round: Int, into side: inout PeerSide) {
        let at = "round \(round) of \(rounds)"
        switch turn {
        case .ok(let result):
            side.rounds.append(result)
            side.version = result.version
        case .timeout(let seconds):
            side.status = .timeout
            side.note = "killed after \(PeerResults.number(seconds)) s in \(at)"
            log("peers: \(side.peer) timed out (> \(PeerResults.number(seconds)) s) in \(at); larger n of this workload skipped\n")
        case .wrong(let lines):
            side.status = .wrong
            side.note = "x check failed: " + (lines.first ?? "no message")
            log("peers: WRONG: \(side.peer): \(lines.count) x check(s) failed in \(at):\n")
            for line in lines.prefix(5) { log("  \(line)\n") }
        case .notInstalled(let line), .failed(let line):
            side.status = .failed
            side.note = line
            log("peers: \(side.peer) failed in \(at): \(line)\n")
        }
    }

    /// Replays an empty file: the peer's version and its runtime's RSS, or why it cannot run.
    private func probe(_ peer: Peer, emptyFile: String) -> Result<Probe, ProbeFailure> {
        if let missing = peer.command.first(where: { $0.contains("/") && !FileManager.default.fileExists(atPath: $0) }) {
            return .failure(ProbeFailure("\(peer.name) not installed (\(missing) not found; run from the repository's root)"))
        }
        switch peer.replay(emptyFile, timeout: timeout) {
        case .ok(let round): return .success(Probe(peer: peer, version: round.version, baselineKiB: round.peakRSSKiB))
        case .notInstalled(let line): return .failure(ProbeFailure(line))
        case .timeout: return .failure(ProbeFailure("\(peer.name) timed out on an empty file"))
        case .wrong(let lines): return .failure(ProbeFailure("\(peer.name) is wrong on an empty file: \(lines.first ?? "")"))
        case .failed(let line): return .failure(ProbeFailure("\(peer.name) cannot replay an empty file: \(line)"))
        }
    }

    private struct ProbeFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    private func order(_ name: String) -> Int { peers.firstIndex { $0.name == name } ?? peers.count }

    /// `peers: chain/solver/1000: build ours 2.10 ms, kiwisolver 0.70 s (333×), cassowary-rs timeout`
    private func progress(_ benchmark: PeerBenchmark, _ rows: [PeerResultRow]) -> String {
        let builds = rows.filter { $0.phase == "build" }
        guard let ours = builds.first?.oursMedianNs else { return "peers: \(benchmark.name)\n" }
        let sides = builds.map { row -> String in
            guard row.status == .ok, let peer = row.peerMedianNs, let ratio = row.ratio else {
                return "\(row.peer) \(row.status.rawValue)"
            }
            return "\(row.peer) \(Humanize.duration(Double(peer))) (\(PeersTable.ratio(ratio)))"
        }
        return "peers: \(benchmark.name): build ours \(Humanize.duration(Double(ours))), " + sides.joined(separator: ", ") + "\n"
    }
}
