#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Cassowary
import Csys
import Foundation
import Harness

/// One round of this solver on a csys file, measured as a peer's replayer measures itself: read
/// and parse the file, build every constraint object, then on a fresh solver the build, each
/// resize step and each churn step back to back, with the `x` checks between steps. Every
/// step's answer is verified once, untimed, by ``check(_:)``; a timed round verifies its last
/// and must end at the checked replay's values.
public struct OwnRound: Equatable, Sendable {
    /// Build time, median resize and churn step, and the sum of the resize steps, in ns (a phase
    /// the file lacks is absent).
    public var figures: [PeerFigure: Int64]
    /// Bytes the round raised the process's peak RSS by: the file, the parsed document, the
    /// solver and its objects. Nil when the kernel does not let the peak be reset.
    public var peakBytes: Int64?
    /// The `x` checks that failed.
    public var mismatches: [CsysProgram.Mismatch]

    /// Makes a round from its figures.
    public init(figures: [PeerFigure: Int64], peakBytes: Int64?, mismatches: [CsysProgram.Mismatch]) {
        self.figures = figures
        self.peakBytes = peakBytes
        self.mismatches = mismatches
    }

    /// Replays the file at `path` untimed, verifying the answer after every step: the values
    /// every timed round of the file must end at.
    ///
    /// - Throws: ``PeersError/ownReplay(_:reason:)`` when the file cannot be read or parsed, or
    ///   the solver refuses a statement or cannot stand by an answer.
    public static func check(_ path: String) throws(PeersError) -> CsysReplay {
        try replay(path, verification: .eachStep)
    }

    /// Reads, parses and replays the file at `path`: all a round measures.
    private static func replay(_ path: String, verification: CsysReplay.Verification) throws(PeersError) -> CsysReplay {
        let text: String
        do {
            text = try ResultsFiles.read(path)
        } catch {
            throw .results(error)
        }
        do {
            return try CsysReplay.run(try CsysReader.read(text), verification: verification)
        } catch {
            throw .ownReplay(path, reason: String(describing: error))
        }
    }

    /// Replays the file at `path`, its steps back to back (a verification between them would
    /// leave the next step colder than a peer's), and compares its end with `checked`'s.
    ///
    /// - Throws: ``PeersError/ownReplay(_:reason:)`` when the file cannot be read or parsed, the
    ///   solver refuses a statement, or the round ends at other values than `checked`.
    public static func measure(_ path: String, endingLike checked: CsysReplay) throws(PeersError) -> OwnRound {
        // Freed pages still resident from earlier rounds would hide this round's growth.
        ResidentMemory.purge()
        let canReset = PeakMemory.reset()
        let before = ResidentMemory.currentBytes()
        let timed = try replay(path, verification: .lastStep)
        guard checked.sameValues(timed) else {
            throw .ownReplay(path, reason: "the timed round, verified at its last step, ended at other values than the replay verified at each step")
        }
        let peak = Int64(clamping: PeakMemory.peakBytes())
        let grown = before.map { max(0, peak - $0) }
        return OwnRound(figures: figures(build: timed.buildNanoseconds, resize: timed.resizeNanoseconds,
                                         churn: timed.churnNanoseconds),
                        peakBytes: canReset ? grown : nil, mismatches: timed.mismatches)
    }

    /// A round's figures from its step times, as a replayer reports them: the build, each
    /// phase's median step, and the sum of the resize steps (a phase without steps is absent).
    public static func figures(build: Int64, resize: [Int64], churn: [Int64]) -> [PeerFigure: Int64] {
        var figures: [PeerFigure: Int64] = [.build: build]
        if let median = median(resize) {
            figures[.resize] = median
            figures[.resizeAll] = resize.reduce(0, +)
        }
        if let median = median(churn) { figures[.churn] = median }
        return figures
    }

    /// The median as the replayers take it: the middle value, or with an even count the mean of
    /// the two middle values rounded down; nil when there are none.
    public static func median(_ values: [Int64]) -> Int64? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        if sorted.count % 2 == 1 { return sorted[middle] }
        let (low, high) = (sorted[middle - 1], sorted[middle])
        return low + (high - low) / 2
    }
}

/// The process's resident memory, and a way to hand freed pages back to the system first.
enum ResidentMemory {
    /// The current resident set size in bytes (`/proc/self/statm`), or nil where there is none.
    static func currentBytes() -> Int64? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int64(fields[1]) else { return nil }
        return pages * Int64(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Asks jemalloc, when it is the allocator, to return every arena's unused pages
    /// (`arena.<all>.purge`); looked up at run time so that nothing breaks without it.
    static func purge() {
        typealias Mallctl = @convention(c) (
            UnsafePointer<CChar>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int>?,
            UnsafeMutableRawPointer?, Int
        ) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "mallctl") else { return }
        let mallctl = unsafeBitCast(symbol, to: Mallctl.self)
        // 4096 is MALLCTL_ARENAS_ALL.
        _ = mallctl("arena.4096.purge", nil, nil, nil, 0)
    }
}
