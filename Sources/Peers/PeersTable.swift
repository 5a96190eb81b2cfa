import Foundation
import Harness

/// The "Against the peers" table of docs/peers.md, in Markdown, from the rows of a peers file: per
/// workload and size, this solver's build time and, for each peer, the ratios peer ÷ ours of
/// build, resize step, all resize steps, churn step and memory per constraint.
public enum PeersTable {
    /// The table, a legend under it, and the run it comes from.
    ///
    /// - Parameters:
    ///   - timeout: the run's time limit per call, for the legend.
    ///   - metadata: the run's `commit`, `host`, `cpu_model`, `timestamp`, when known.
    public static func markdown(_ rows: [PeerResultRow], timeout: Double?, metadata: [String: String] = [:]) -> String {
        // A peer that never answered (not installed) has no version and no column.
        let peers = unique(rows.filter { !$0.peerVersion.isEmpty }.map(\.peer))
        let benchmarks = unique(rows.map(\.benchmark))
        var header = ["workload", "n", "ours: build"]
        for peer in peers {
            let version = rows.first { $0.peer == peer && !$0.peerVersion.isEmpty }?.peerVersion ?? ""
            header += ["\(peer) \(version): build", "resize", "all resizes", "churn", "memory"]
        }
        var lines = [line(header), line(header.map { $0 == "workload" ? "---" : "---:" })]
        for benchmark in benchmarks {
            let mine = rows.filter { $0.benchmark == benchmark }
            guard let first = mine.first else { continue }
            var cells = [first.workload, grouped(first.n), build(mine)]
            for peer in peers {
                let theirs = mine.filter { $0.peer == peer }
                for phase in Peer.figures.map(\.rawValue) {
                    cells.append(cell(theirs.first { $0.phase == phase }, timeout: timeout))
                }
                cells.append(memoryCell(theirs.first))
            }
            lines.append(line(cells))
        }
        let limit = timeout.map { " (\(PeerResults.number($0)) s per call)" } ?? ""
        let rounds = rows.first.map { " over \($0.oursRounds) rounds" } ?? ""
        var legend = """

            Each figure is the peer's ÷ this solver's, medians\(rounds) run in turns on the same csys \
            file: above 1, this solver is faster (or smaller). Build: every constraint, then one \
            update; resize and churn: the median step; all resizes: the sum of a round's resize \
            steps, which counts the steps where items change places (the simplex pivots) that a \
            median of mostly cheap steps passes over; memory: peak RSS growth per constraint \
            (the peer's runtime alone subtracted). timeout: the peer ran past the limit\(limit); \
            —: not run (it timed out at a smaller n); wrong: its x checks failed.
            """
        let source = ["commit", "host", "cpu_model", "timestamp"].compactMap { key in
            metadata[key].flatMap { $0.isEmpty ? nil : "\(key == "cpu_model" ? "CPU" : key) \($0)" }
        }
        if !source.isEmpty { legend += "\n" + source.joined(separator: ", ") + "." }
        return lines.joined(separator: "\n") + "\n" + legend + "\n"
    }

    /// `38×`, `4.2×`, `0.93×`, `0.0016×` (two significant digits below 0.01, where two
    /// decimals would print a ratio of 1/600 as `0.00×`).
    public static func ratio(_ value: Double) -> String {
        if value >= 10 { return "\(Int(value.rounded()))×" }
        if value >= 1 { return String(format: "%.1f×", value) }
        if value >= 0.01 { return String(format: "%.2f×", value) }
        return String(format: "%.2g×", value)
    }

    private static func cell(_ row: PeerResultRow?, timeout: Double?) -> String {
        guard let row else { return "" }
        switch row.status {
        case .ok: return row.ratio.map(ratio) ?? "—"
        case .timeout: return timeout.map { "> \(PeerResults.number($0)) s" } ?? "timeout"
        case .wrong: return "**wrong**"
        case .skipped: return "—"
        case .failed: return "failed"
        }
    }

    private static func memoryCell(_ row: PeerResultRow?) -> String {
        guard let row, row.status == .ok, let value = row.memoryRatio else { return "—" }
        return ratio(value)
    }

    private static func build(_ rows: [PeerResultRow]) -> String {
        guard let ns = rows.first(where: { $0.phase == "build" })?.oursMedianNs else { return "" }
        let text = Humanize.duration(Double(ns))
        return rows.contains { $0.oursStatus == "wrong" } ? text + " **wrong**" : text
    }

    private static func grouped(_ n: Int) -> String {
        var digits = String(n)
        var out = ""
        while digits.count > 3 {
            out = " " + String(digits.suffix(3)) + out
            digits.removeLast(3)
        }
        return digits + out
    }

    private static func line(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }

    private static func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
