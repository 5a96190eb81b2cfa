import CJemalloc

/// Reads jemalloc's own statistics: how many allocations were requested and how many bytes
/// this thread has allocated.
///
/// The MIBs are looked up once, so a reading costs a thread-cache flush, an `epoch` refresh
/// and three `mallctlbymib` calls, and allocates nothing. Both figures are the reading
/// thread's own: bytes from `thread.allocated` (in size-class bytes), counts from an arena
/// that only this thread allocates from (see `MeasuringArena`), so another thread's
/// allocations never land in a measured window.
public struct AllocationCounter {
    /// One reading of the counters; subtract two readings to get what happened between them.
    public struct Reading: Equatable, Sendable {
        /// Allocation requests this thread made so far (small + large) since it was given its
        /// measuring arena.
        public var count: UInt64
        /// Bytes this thread has allocated so far, rounded up to jemalloc's size classes.
        public var bytes: UInt64

        /// Makes a reading from its two figures.
        public init(count: UInt64, bytes: UInt64) {
            self.count = count
            self.bytes = bytes
        }

        /// The allocations between `earlier` and this reading.
        public static func - (later: Reading, earlier: Reading) -> Reading {
            Reading(count: later.count &- earlier.count, bytes: later.bytes &- earlier.bytes)
        }
    }

    // Read-only after init: `withUnsafeBufferPointer` never copies them, so a reading never
    // allocates (a mutable access to a shared copy would, inside the measured window).
    private let flushMIB: [Int]
    private let epochMIB: [Int]
    private let smallMIB: [Int]
    private let largeMIB: [Int]
    private let allocatedMIB: [Int]

    /// The jemalloc version string (`5.3.0-0-g…`), or nil when jemalloc does not answer.
    public let version: String?

    /// Looks up the MIBs; nil when jemalloc is not available or was built without statistics.
    public init?() {
        // Looked up with MALLCTL_ARENAS_ALL (4096) in the arena's place; each reading puts
        // the thread's own arena index there.
        let all = "stats.arenas.4096."
        guard let flush = Self.mib("thread.tcache.flush"),
              let epoch = Self.mib("epoch"),
              let small = Self.mib(all + "small.nrequests"),
              let large = Self.mib(all + "large.nrequests"),
              let allocated = Self.mib("thread.allocated")
        else { return nil }
        flushMIB = flush
        epochMIB = epoch
        smallMIB = small
        largeMIB = large
        allocatedMIB = allocated
        version = Self.readVersion()
        guard read() != nil else { return nil }
    }

    /// Flushes this thread's cache into the arenas, refreshes the statistics and reads them.
    ///
    /// - Returns: nil if jemalloc refuses one of the calls.
    /// - Complexity: O(1): one arena's statistics; no allocation.
    public func read() -> Reading? {
        // The thread cache keeps its request counts until it is flushed into the arena.
        guard let arena = MeasuringArena.ofThisThread(),
              Self.write(flushMIB, value: nil),
              Self.write(epochMIB, value: 1),
              let small = Self.read(smallMIB, arena: arena),
              let large = Self.read(largeMIB, arena: arena),
              let bytes = Self.read(allocatedMIB)
        else { return nil }
        return Reading(count: small &+ large, bytes: bytes)
    }

    private static func mib(_ name: String) -> [Int]? {
        var mib = [Int](repeating: 0, count: 8)
        var length = mib.count
        let status = mib.withUnsafeMutableBufferPointer { buffer in
            mallctlnametomib(name, buffer.baseAddress, &length)
        }
        guard status == 0 else { return nil }
        return Array(mib.prefix(length))
    }

    private static func write(_ mib: [Int], value: UInt64?) -> Bool {
        mib.withUnsafeBufferPointer { buffer in
            guard var value else {
                return mallctlbymib(buffer.baseAddress, buffer.count, nil, nil, nil, 0) == 0
            }
            return mallctlbymib(buffer.baseAddress, buffer.count, nil, nil, &value, MemoryLayout<UInt64>.size) == 0
        }
    }

    private static func read(_ mib: [Int]) -> UInt64? {
        var value: UInt64 = 0
        var size = MemoryLayout<UInt64>.size
        let status = mib.withUnsafeBufferPointer { buffer in
            mallctlbymib(buffer.baseAddress, buffer.count, &value, &size, nil, 0)
        }
        return status == 0 ? value : nil
    }

    /// Reads `stats.arenas.<arena>.…` through a MIB looked up for every arena: the arena's
    /// index is the MIB's third element, set in a copy on the stack (no allocation).
    private static func read(_ mib: [Int], arena: UInt32) -> UInt64? {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: mib.count) { copy -> UInt64? in
            for i in 0..<mib.count { copy[i] = mib[i] }
            copy[2] = Int(arena)
            var value: UInt64 = 0
            var size = MemoryLayout<UInt64>.size
            let status = mallctlbymib(copy.baseAddress, copy.count, &value, &size, nil, 0)
            return status == 0 ? value : nil
        }
    }

    private static func readVersion() -> String? {
        var pointer: UnsafePointer<CChar>? = nil
        var size = MemoryLayout<UnsafePointer<CChar>?>.size
        guard mallctl("version", &pointer, &size, nil, 0) == 0, let pointer else { return nil }
        return String(cString: pointer)
    }
}
