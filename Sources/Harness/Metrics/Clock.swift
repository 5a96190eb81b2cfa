#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The two clocks a sample reads: wall time on the monotonic clock and the process's CPU time.
public enum Clock {
    /// Nanoseconds on the monotonic clock (never steps backwards, unaffected by NTP jumps).
    @inline(__always)
    public static func wallNanoseconds() -> UInt64 {
        nanoseconds(CLOCK_MONOTONIC)
    }

    /// CPU time the whole process has used so far (user + system, all threads), in nanoseconds.
    ///
    /// Linux answers this clock with a system call (the monotonic clock is read in user space),
    /// so a CPU-time sample includes about a microsecond of the call itself: compare CPU times
    /// of phases shorter than ~10 µs with that in mind.
    @inline(__always)
    public static func cpuNanoseconds() -> UInt64 {
        nanoseconds(CLOCK_PROCESS_CPUTIME_ID)
    }

    @inline(__always)
    private static func nanoseconds(_ clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
