#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's peak resident set size, with a way to start a new peak before a sample.
///
/// Linux keeps one high-water mark per process (VmHWM, also `ru_maxrss`); writing `5` to
/// `/proc/self/clear_refs` lowers it to the current RSS, so the peak read after a sample is the
/// peak of that sample. Where the reset is refused, the peak is the process's since it began.
public enum PeakMemory {
    /// Lowers the high-water mark to the current RSS.
    ///
    /// - Returns: false when the kernel does not offer the reset.
    @discardableResult
    public static func reset() -> Bool {
        #if os(Linux)
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var five = UInt8(ascii: "5")
        return write(descriptor, &five, 1) == 1
        #else
        return false
        #endif
    }

    /// The peak resident set size in bytes (`getrusage`'s `ru_maxrss`).
    public static func peakBytes() -> UInt64 {
        var usage = rusage()
        #if canImport(Glibc)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        #if canImport(Darwin)
        return UInt64(max(0, usage.ru_maxrss))
        #else
        return UInt64(max(0, usage.ru_maxrss)) &* 1024
        #endif
    }
}
