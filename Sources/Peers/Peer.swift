import Cassowary
import Csys
import Foundation
import Harness

/// A peer solver with a csys replayer (scripts/peers/README.md): its name and the command that
/// runs it, to which `FILE --rounds 1 --check` is appended.
public struct Peer: Equatable, Sendable {
    /// `kiwisolver`, `cassowary-rs`.
    public var name: String
    /// The command before the file argument (`python3 scripts/peers/kiwisolver_replay.py`).
    public var command: [String]

    /// A peer named `name` run by `command`.
    public init(name: String, command: [String]) {
        self.name = name
        self.command = command
    }

    /// The replayers in scripts/peers, run from the repository's root.
    public static let catalog: [Peer] = [
        Peer(name: "kiwisolver", command: ["python3", "scripts/peers/kiwisolver_replay.py"]),
        Peer(name: "cassowary-rs", command: ["scripts/peers/cassowary_rs_replay.sh"]),
    ]

    /// The figures the sides are compared on, in the file's order.
    public static let figures: [PeerFigure] = [.build, .resize, .resizeAll, .churn]

    /// Replays `file` once with its `x` checks, within `timeout` seconds.
    public func replay(_ file: String, timeout: Double) -> PeerTurn {
        PeerTurn(PeerProcess.run(command + [file, "--rounds", "1", "--check"], timeout: timeout), peer: name)
    }
}

/// What the sides are compared on: a phase's median step (the build is one step), or the sum
/// of every resize step of a round. The median step is what one frame of a drag costs; where
/// half of a file's resizes move items from one arrangement to another (pivots) and half only
/// move constants, it falls between the two kinds and says nothing of the first, which the
/// sum counts in full.
public enum PeerFigure: String, CaseIterable, Sendable {
    case build, resize
    case resizeAll = "resize_all"
    case churn

    /// The figure of a phase's median step.
    public init(_ phase: CsysDocument.Phase) {
        switch phase {
        case .build: self = .build
        case .resize: self = .resize
        case .churn: self = .churn
        }
    }
}

/// One peer's figures for one round: its version, each phase's median step, the sum of its
/// resize steps, and its peak RSS.
public struct PeerRound: Equatable, Sendable {
    /// The `peer_version` column.
    public var version: String
    /// Each figure the file has, in ns.
    public var figures: [PeerFigure: Int64]
    /// The process's peak resident set size at the end, in KiB.
    public var peakRSSKiB: Int64

    /// Makes a round from its figures.
    public init(version: String, figures: [PeerFigure: Int64], peakRSSKiB: Int64) {
        self.version = version
        self.figures = figures
        self.peakRSSKiB = peakRSSKiB
    }

    /// Reads a replayer's CSV (README "CSV (stdout)"): the rows of round 1.
    ///
    /// - Returns: nil when a column is missing or a figure is not a whole number.
    public init?(csv: String) {
        guard let table = try? CSVReader.parse(csv),
              let versionColumn = table.column("peer_version"), let phaseColumn = table.column("phase"),
              let roundColumn = table.column("round"), let medianColumn = table.column("median_ns"),
              let totalColumn = table.column("total_ns"), let rssColumn = table.column("peak_rss_kb")
        else { return nil }
        var version: String?
        var figures: [PeerFigure: Int64] = [:]
        var peak: Int64 = 0
        for row in table.rows where row[roundColumn] == "1" {
            guard let phase = CsysDocument.Phase(rawValue: row[phaseColumn]),
                  let median = Int64(row[medianColumn]), let total = Int64(row[totalColumn]),
                  let rss = Int64(row[rssColumn])
            else { return nil }
            version = row[versionColumn]
            figures[PeerFigure(phase)] = median
            if phase == .resize { figures[.resizeAll] = total }
            peak = max(peak, rss)
        }
        guard let version, figures[.build] != nil else { return nil }
        self.init(version: version, figures: figures, peakRSSKiB: peak)
    }
}

/// How one call of a peer's replayer ended, by its exit code (scripts/peers/README.md).
public enum PeerTurn: Equatable, Sendable {
    /// Exit 0: the round's figures.
    case ok(PeerRound)
    /// Exit 3, or the command cannot be started: the replayer's one line.
    case notInstalled(String)
    /// Exit 1: an `x` check failed; the mismatch lines.
    case wrong([String])
    /// Killed after the time limit (seconds).
    case timeout(Double)
    /// Anything else (exit 2, a signal, unreadable output): what happened, in one line.
    case failed(String)

    /// Classifies a process outcome.
    public init(_ outcome: PeerProcess.Outcome, peer: String) {
        switch outcome {
        case let .exited(0, stdout, _):
            if let round = PeerRound(csv: stdout) {
                self = .ok(round)
            } else {
                self = .failed("unreadable CSV on stdout")
            }
        case let .exited(1, _, stderr):
            self = .wrong(Self.lines(stderr))
        case let .exited(3, _, stderr):
            self = .notInstalled(Self.lines(stderr).first ?? "\(peer) not installed")
        case let .exited(status, _, stderr):
            self = .failed("exit \(status): " + (Self.lines(stderr).first ?? "no message"))
        case let .signalled(signal, _):
            self = .failed("killed by signal \(signal)")
        case .timedOut(let seconds):
            self = .timeout(seconds)
        case .cannotLaunch(let reason):
            self = .notInstalled("\(peer) not installed (\(reason))")
        }
    }

    private static func lines(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }
}
