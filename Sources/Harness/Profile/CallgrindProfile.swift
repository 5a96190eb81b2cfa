import CHarness
import Foundation

/// Why instructions could not be counted under callgrind.
public enum CallgrindError: Error, Equatable, Sendable, CustomStringConvertible {
    /// This binary was built without valgrind's headers, so it has no client requests.
    case notCompiledIn
    /// `valgrind` is not on the path.
    case valgrindMissing
    /// The temporary directory for callgrind's dumps could not be made.
    case cannotCreateDirectory(String)
    /// The binary could not be linked or copied to where the child runs it from.
    case cannotPlaceBinary(String)
    /// The child under valgrind failed; the last line of its stderr.
    case runFailed(String)
    /// Callgrind wrote no per-phase dump.
    case noDumps

    /// One line.
    public var description: String {
        switch self {
        case .notCompiledIn:
            "this build has no callgrind client requests (valgrind's headers were missing when it was built: "
                + "apt-get install valgrind, then rebuild)"
        case .valgrindMissing: "valgrind is not installed (Debian: apt-get install valgrind)"
        case .cannotCreateDirectory(let path): "cannot create the temporary directory \(path)"
        case .cannotPlaceBinary(let path): "cannot link or copy this binary to \(path)"
        case .runFailed(let reason): "the run under valgrind failed: \(reason)"
        case .noDumps: "callgrind wrote no per-phase dumps"
        }
    }
}

/// What callgrind counts of a step: its instructions, and under the cache model
/// (``CallgrindProfile/cacheModel``) the data accesses that miss the first level and the second.
public enum CallgrindMetric: String, CaseIterable, Sendable {
    case instructions
    /// Data reads and writes that miss the 32 KiB first-level cache.
    case l1Misses = "l1_misses"
    /// Data reads and writes that miss the 512 KiB second-level cache as well.
    case l2Misses = "l2_misses"

    /// The column's name in a profile.
    var label: String {
        switch self {
        case .instructions: "instructions"
        case .l1Misses: "L1 misses"
        case .l2Misses: "L2 misses"
        }
    }
}

/// Runs this binary again under `valgrind --tool=callgrind --instr-atstart=no` and reads the
/// instruction count of every step it dumped, and with the cache model its data misses.
public enum CallgrindProfile {
    /// The caches callgrind simulates for `--cache`: a core of this project's reference machine
    /// (AMD EPYC: 32 KiB first level, 8-way; 512 KiB second level, 8-way; 64-byte lines), fixed
    /// rather than read from the host, so that the counts are the same on every machine.
    /// Callgrind models two levels; the second is given the L2's size, not the L3's: a phase
    /// whose data outgrows 512 KiB waits on the L3 for every such miss, which is where time
    /// stops following the instructions (chips' resize at n = 10 000: 10x the instructions of
    /// n = 1 000, 20x the misses at this level, 26x the time).
    public static let cacheModel = ["--cache-sim=yes", "--I1=32768,8,64", "--D1=32768,8,64", "--LL=524288,8,64"]

    /// What callgrind counted of each step, by metric and phase, and the valgrind version
    /// that counted it: the instructions, and with `cache` the misses of ``cacheModel``.
    ///
    /// - Parameter arguments: the child's arguments (a `profile … --callgrind-child` line).
    /// - Throws: ``CallgrindError``, saying plainly that valgrind is missing, or that the run
    ///   under it failed.
    public static func count(arguments: [String], cache: Bool = false) throws(CallgrindError)
        -> (counts: [CallgrindMetric: [String: [Double]]], valgrind: String) {
        guard lb_callgrind_compiled_in() == 1 else { throw .notCompiledIn }
        guard let version = run("/usr/bin/env", ["valgrind", "--version"]).flatMap({ $0.status == 0 ? $0.output : nil }) else {
            throw .valgrindMissing
        }
        let (directory, program) = childPaths(temporaryDirectory: NSTemporaryDirectory(), token: UUID().uuidString)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateDirectory(directory)
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        // A hard link where the file system allows one, else a copy: the child must see its own
        // path as `program`, which a symbolic link would not give it (`/proc/self/exe` resolves it).
        if (try? FileManager.default.linkItem(atPath: executable, toPath: program)) == nil {
            do {
                try FileManager.default.copyItem(atPath: executable, toPath: program)
            } catch {
                throw .cannotPlaceBinary(program)
            }
        }
        let outFile = directory + "/callgrind.out"
        let child = run("/usr/bin/env", ["valgrind", "--tool=callgrind", "--instr-atstart=no"]
                            + (cache ? cacheModel : []) + ["--callgrind-out-file=" + outFile, program] + arguments,
                        environment: childEnvironment(ProcessInfo.processInfo.environment))
        guard let child, child.status == 0 else {
            throw .runFailed(child?.errorTail ?? "could not start valgrind")
        }
        var counts: [CallgrindMetric: [String: [(step: Int, value: Double)]]] = [:]
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for file in files where file.hasPrefix("callgrind.out.") {
            guard let text = try? String(contentsOfFile: directory + "/" + file, encoding: .utf8),
                  let dump = parse(text) else { continue }
            for (metric, value) in dump.values { counts[metric, default: [:]][dump.phase, default: []].append((dump.step, value)) }
        }
        guard counts[.instructions] != nil else { throw .noDumps }
        if cache && counts[.l2Misses] == nil { throw .runFailed("callgrind's dumps have no cache misses (--cache-sim)") }
        return (counts.mapValues { $0.mapValues { $0.sorted { $0.step < $1.step }.map(\.value) } }, version)
    }

    /// The child's side, run under valgrind: one warm-up iteration, then one iteration with each
    /// step counted from zero and dumped as `phase:step`.
    ///
    /// - Throws: whatever the benchmark's body throws.
    public static func runChild(_ benchmark: Benchmark) throws {
        try benchmark.body(BenchmarkContext(benchmark: benchmark.descriptor, iteration: -1, allocationCounter: nil))
        let context = BenchmarkContext(benchmark: benchmark.descriptor, iteration: 0, allocationCounter: nil)
        // Counting is on during a step alone: the dump's label is formatted after it is off
        // (inside the step, its string interpolation was about 600 instructions a step, a
        // sixth of a churn step's).
        context.phaseHooks = (start: { _, _ in
                                  lb_callgrind_zero_stats()
                                  lb_callgrind_toggle_collect()
                              },
                              end: { phase, step in
                                  lb_callgrind_toggle_collect()
                                  lb_callgrind_dump_stats_at("\(phase.name):\(step)")
                              })
        lb_callgrind_start_instrumentation()
        lb_callgrind_toggle_collect()  // off between steps
        defer { lb_callgrind_stop_instrumentation() }
        try benchmark.body(context)
    }

    /// The phase, step and totals of one dump (`desc: Trigger: Client Request: build:0`,
    /// `events: Ir …`, `summary: 123456 …`), or nil when it is not a step's dump: the
    /// instructions (`Ir`), and where the cache was simulated the data misses of each level
    /// (`D1mr` + `D1mw`, `DLmr` + `DLmw`).
    static func parse(_ text: String) -> (phase: String, step: Int, values: [CallgrindMetric: Double])? {
        var label: Substring? = nil
        var events: [Substring] = ["Ir"]
        var totals: [Double]? = nil
        for line in text.split(separator: "\n") {
            if line.hasPrefix("desc: Trigger: Client Request: ") {
                label = line.dropFirst("desc: Trigger: Client Request: ".count)
            } else if line.hasPrefix("events: ") {
                events = Array(line.split(separator: " ").dropFirst())
            } else if line.hasPrefix("summary: ") || line.hasPrefix("totals: ") {
                totals = line.split(separator: " ").dropFirst().map { Double($0) ?? .nan }
            }
        }
        guard let label, let totals, let colon = label.lastIndex(of: ":"),
              let step = Int(label[label.index(after: colon)...]) else { return nil }
        // A count callgrind leaves out of a line (a trailing zero) is zero.
        func total(_ event: Substring) -> Double? {
            events.firstIndex(of: event).map { $0 < totals.count ? totals[$0] : 0 }
        }
        guard let instructions = total("Ir"), instructions.isFinite else { return nil }
        var values: [CallgrindMetric: Double] = [.instructions: instructions]
        if let r1 = total("D1mr"), let w1 = total("D1mw"), let r2 = total("DLmr"), let w2 = total("DLmw") {
            values[.l1Misses] = r1 + w1
            values[.l2Misses] = r2 + w2
        }
        return (String(label[..<colon]), step, values)
    }

    /// The length of the child binary's path, wherever this binary and the temporary directory are.
    static let childProgramLength = 160

    /// The temporary directory for one count and the path the child binary runs from there:
    /// `program` is `childProgramLength` characters long whenever the temporary directory is
    /// short enough to allow it.
    ///
    /// The Swift runtime reads the binary's path (`/proc/self/exe`) into a heap string at start,
    /// and that string's size class moves every later allocation. Run from where it was built,
    /// priorities/solver/1000's detach counted 218 125 instructions a step from a path of 20
    /// characters and 215 894 from one of 32, so a gate recorded in one checkout failed in another.
    static func childPaths(temporaryDirectory: String, token: String) -> (directory: String, program: String) {
        let base = (temporaryDirectory.hasSuffix("/") ? temporaryDirectory : temporaryDirectory + "/")
            + "layout-bench-callgrind-" + token
        let name = "/layout-bench"
        let padding = max(0, childProgramLength - base.count - name.count - 1)
        let directory = padding > 0 ? base + "-" + String(repeating: "x", count: padding) : base
        return (directory, directory + name)
    }

    /// The child's environment: this one without what says where it was started (`PWD`,
    /// `OLDPWD`, `_`: their lengths move the child's stack), and with jemalloc's time-based
    /// purging and its thread cache's periodic collection turned off.
    /// - jemalloc returns dirty pages to the system when enough wall-clock time has passed, and
    ///   under valgrind that moment falls in a different step from run to run: one phase's count
    ///   then swings by over 1% (feed/composite/1000 dsl_build: 7.74 M or 7.87 M instructions).
    /// - The thread cache is collected every 64 KiB allocated, counted from the process's
    ///   start: a longer path to the binary (its `argv[0]`) moves every collection, and with them
    ///   how often the allocations of a phase refill the cache. pinned/solver/1000's setup
    ///   counted 7.89 M instructions run from one checkout and 7.60 M from another.
    /// Without either (and with the binary at a path of one length, ``childPaths(temporaryDirectory:token:)``),
    /// every count is the same in every run and from every checkout. A user's
    /// own `MALLOC_CONF` is kept; these options are appended so they win.
    static func childEnvironment(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        for name in ["PWD", "OLDPWD", "_"] { environment[name] = nil }
        let steady = "dirty_decay_ms:-1,muzzy_decay_ms:-1,tcache_gc_incr_bytes:1099511627776"
        if let own = environment["MALLOC_CONF"], !own.isEmpty {
            environment["MALLOC_CONF"] = own + "," + steady
        } else {
            environment["MALLOC_CONF"] = steady
        }
        return environment
    }

    /// Runs a program; its stdout, exit status and the last line of its stderr.
    static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil)
        -> (output: String, status: Int32, errorTail: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return nil }
        // Read stderr on another thread so neither pipe fills up and blocks the child.
        nonisolated(unsafe) var errorData = Data()
        let reader = Thread { errorData = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1_000) }
        let tail = String(decoding: errorData, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        return (String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines), process.terminationStatus, tail)
    }
}
