import Cassowary
import Foundation
import Harness
import LayoutBenchmarks

/// What became of a peer on one benchmark.
public enum PeerStatus: String, CaseIterable, Sendable {
    /// Every round finished and its `x` checks held.
    case ok
    /// A call ran past the time limit and was killed.
    case timeout
    /// The peer's `x` checks failed.
    case wrong
    /// Not run: not installed, or it timed out at a smaller n of the same workload.
    case skipped
    /// It refused the file, crashed or printed something unreadable.
    case failed
}

/// One benchmark of `layout-bench peers`: a workload at a size, solver variant.
public struct PeerBenchmark: Equatable, Sendable {
    /// The workload.
    public var workload: Workload
    /// Views below the root.
    public var n: Int

    /// A benchmark of `workload` at `n`.
    public init(workload: Workload, n: Int) {
        self.workload = workload
        self.n = n
    }

    /// `workload/solver/n`, as the suite names it (what `--filter` matches).
    public var name: String { "\(workload.rawValue)/solver/\(n)" }
}

/// One peer's side of a benchmark: its rounds and what became of it.
public struct PeerSide: Equatable, Sendable {
    /// The peer's name.
    public var peer: String
    /// Its version, when it ever answered.
    public var version: String
    /// The rounds that finished.
    public var rounds: [PeerRound]
    /// What became of it.
    public var status: PeerStatus
    /// Why, when not ok (one line).
    public var note: String
    /// The peak RSS of the peer replaying an empty file, in KiB: the runtime's own share.
    public var baselineKiB: Int64?

    /// Makes a side from its parts.
    public init(peer: String, version: String, rounds: [PeerRound], status: PeerStatus, note: String = "",
                baselineKiB: Int64? = nil) {
        self.peer = peer
        self.version = version
        self.rounds = rounds
        self.status = status
        self.note = note
        self.baselineKiB = baselineKiB
    }
}

/// One row of `results/peers-<commit>.csv`: a benchmark, a phase and a peer, with both sides'
/// medians and the ratio peer / ours.
public struct PeerResultRow: Equatable, Sendable {
    /// `workload/solver/n`.
    public var benchmark: String
    /// The workload's name.
    public var workload: String
    /// Views below the root.
    public var n: Int
    /// The number of `c` statements of the file.
    public var constraints: Int
    /// The figure: `build`, `resize`, `resize_all` or `churn` (``PeerFigure``).
    public var phase: String
    /// The peer's name.
    public var peer: String
    /// The peer's version, empty when it never answered.
    public var peerVersion: String
    /// What became of the peer.
    public var status: PeerStatus
    /// Why, when the status is not ok (one line).
    public var note: String
    /// `ok`, or `wrong` when this solver's own `x` checks failed.
    public var oursStatus: String
    /// Rounds this solver's median is taken over.
    public var oursRounds: Int
    /// Rounds the peer finished.
    public var peerRounds: Int
    /// This solver's median over its rounds of the figure (the build, the median step, or the
    /// sum of the resize steps), in ns.
    public var oursMedianNs: Int64?
    /// The peer's median, likewise; nil when it did not finish a round.
    public var peerMedianNs: Int64?
    /// This solver's peak RSS growth per constraint, in bytes.
    public var oursBytesPerConstraint: Double?
    /// The peer's peak RSS less its runtime's, per constraint, in bytes.
    public var peerBytesPerConstraint: Double?

    /// Peer ÷ ours time: above 1, this solver is faster. Nil unless the peer is ok.
    public var ratio: Double? {
        guard status == .ok, let ours = oursMedianNs, let peer = peerMedianNs, ours > 0 else { return nil }
        return Double(peer) / Double(ours)
    }

    /// Peer ÷ ours memory per constraint: above 1, this solver is smaller.
    public var memoryRatio: Double? {
        guard status == .ok, let ours = oursBytesPerConstraint, let peer = peerBytesPerConstraint, ours > 0 else {
            return nil
        }
        return peer / ours
    }
}

/// Merges this solver's rounds and each peer's into rows, and writes and reads them as CSV.
public enum PeerResults {
    /// The rows of one benchmark against one peer: one per figure this solver reported.
    ///
    /// Each side's figure is the median over its rounds of the round's figure (build time, the
    /// round's median step, or the sum of its resize steps); memory is the median peak RSS
    /// growth over the constraints.
    public static func rows(_ benchmark: PeerBenchmark, constraints: Int, ours: [OwnRound], peer: PeerSide) -> [PeerResultRow] {
        let oursWrong = ours.contains { !$0.mismatches.isEmpty }
        let oursMemory = OwnRound.median(ours.compactMap(\.peakBytes)).map { Double($0) / Double(max(1, constraints)) }
        var peerMemory: Double?
        if let baseline = peer.baselineKiB, let peak = OwnRound.median(peer.rounds.map(\.peakRSSKiB)) {
            peerMemory = Double(max(0, peak - baseline) * 1024) / Double(max(1, constraints))
        }
        return Peer.figures.compactMap { figure in
            guard let oursMedian = OwnRound.median(ours.compactMap { $0.figures[figure] }) else { return nil }
            return PeerResultRow(
                benchmark: benchmark.name, workload: benchmark.workload.rawValue, n: benchmark.n,
                constraints: constraints, phase: figure.rawValue, peer: peer.peer, peerVersion: peer.version,
                status: peer.status, note: peer.note, oursStatus: oursWrong ? "wrong" : "ok",
                oursRounds: ours.count, peerRounds: peer.rounds.count, oursMedianNs: oursMedian,
                peerMedianNs: OwnRound.median(peer.rounds.compactMap { $0.figures[figure] }),
                oursBytesPerConstraint: oursMemory, peerBytesPerConstraint: peerMemory
            )
        }
    }

    /// The columns of the file, in order.
    public static let header = [
        "benchmark", "workload", "n", "constraints", "phase", "peer", "peer_version", "status", "note",
        "ours_status", "ours_rounds", "peer_rounds", "ours_median_ns", "peer_median_ns", "ratio",
        "ours_bytes_per_constraint", "peer_bytes_per_constraint", "memory_ratio", "timeout_s",
        "commit", "dirty", "timestamp", "host", "cpu_model", "cores", "toolchain", "configuration",
    ]

    /// The CSV text of `rows`, each carrying the run's metadata and time limit.
    public static func csv(_ rows: [PeerResultRow], metadata m: RunMetadata, timeout: Double) -> String {
        var writer = CSVWriter(header: header)
        for r in rows {
            writer.append([
                r.benchmark, r.workload, String(r.n), String(r.constraints), r.phase, r.peer, r.peerVersion,
                r.status.rawValue, r.note, r.oursStatus, String(r.oursRounds), String(r.peerRounds),
                r.oursMedianNs.map(String.init) ?? "", r.peerMedianNs.map(String.init) ?? "",
                number(r.ratio), number(r.oursBytesPerConstraint), number(r.peerBytesPerConstraint),
                number(r.memoryRatio), number(timeout),
                m.commit, m.dirty, m.timestamp, m.host, m.cpuModel, String(m.cores), m.toolchain, m.configuration,
            ])
        }
        return writer.text
    }

    /// Reads rows back from a file's text (the derived ratio columns are recomputed).
    ///
    /// - Throws: ``ResultsError/malformedCSV(_:_:)`` naming `path` (and the line of a bad row).
    public static func read(_ text: String, path: String) throws(ResultsError) -> (rows: [PeerResultRow], timeout: Double?, metadata: [String: String]) {
        let table: CSVTable
        do {
            table = try CSVReader.parse(text)
        } catch {
            throw .malformedCSV(path, error)
        }
        var columns: [String: Int] = [:]
        for name in header.prefix(18) {
            guard let index = table.column(name) else { throw .malformedCSV(path, .missingColumn(name)) }
            columns[name] = index
        }
        var rows: [PeerResultRow] = []
        for (k, record) in table.rows.enumerated() {
            func field(_ name: String) -> String { columns[name].map { record[$0] } ?? "" }
            guard let n = Int(field("n")), let constraints = Int(field("constraints")),
                  let status = PeerStatus(rawValue: field("status")),
                  let oursRounds = Int(field("ours_rounds")), let peerRounds = Int(field("peer_rounds"))
            else { throw .malformedCSV(path, .malformed(line: k + 2, reason: "not a row of a peers file")) }
            rows.append(PeerResultRow(
                benchmark: field("benchmark"), workload: field("workload"), n: n, constraints: constraints,
                phase: field("phase"), peer: field("peer"), peerVersion: field("peer_version"), status: status,
                note: field("note"), oursStatus: field("ours_status"), oursRounds: oursRounds, peerRounds: peerRounds,
                oursMedianNs: Int64(field("ours_median_ns")), peerMedianNs: Int64(field("peer_median_ns")),
                oursBytesPerConstraint: Double(field("ours_bytes_per_constraint")),
                peerBytesPerConstraint: Double(field("peer_bytes_per_constraint"))
            ))
        }
        var metadata: [String: String] = [:]
        if let first = table.rows.first {
            for name in ["commit", "dirty", "timestamp", "host", "cpu_model", "toolchain", "configuration"] {
                if let index = table.column(name) { metadata[name] = first[index] }
            }
        }
        let timeout = table.column("timeout_s").flatMap { index in table.rows.first.flatMap { Double($0[index]) } }
        return (rows, timeout, metadata)
    }

    /// A figure with six significant digits, or empty for none.
    public static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%.6g", value)
    }
}
