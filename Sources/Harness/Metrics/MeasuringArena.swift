#if canImport(Glibc)
import Glibc
#endif
import CJemalloc

/// An arena of jemalloc's for each thread that measures allocations, and only for it.
///
/// jemalloc counts requests per arena, and the automatic arenas are shared: a test runner's
/// or a timer's thread allocating during a measured window added one to it now and then. A
/// thread that reads the counters is bound once (`thread.arena`) to an arena made for it
/// (`arenas.create`); jemalloc never hands a made arena to another thread, so its request
/// counts are this thread's. Binding merges the thread cache's counts into the arena it
/// leaves, so they start clean. The arena outlives its thread (jemalloc cannot destroy an
/// arena that still holds memory): one per measuring thread, which is one or two per process.
enum MeasuringArena {
    /// Where each thread keeps its arena's index, plus one (nil means none yet).
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// The calling thread's arena, made and bound on its first call; nil when jemalloc
    /// refuses either.
    static func ofThisThread() -> UInt32? {
        guard let key else { return nil }
        if let stored = pthread_getspecific(key) {
            return UInt32(truncatingIfNeeded: Int(bitPattern: stored) - 1)
        }
        var index: UInt32 = 0
        var size = MemoryLayout<UInt32>.size
        guard mallctl("arenas.create", &index, &size, nil, 0) == 0,
              mallctl("thread.arena", nil, nil, &index, MemoryLayout<UInt32>.size) == 0,
              pthread_setspecific(key, UnsafeRawPointer(bitPattern: Int(index) + 1)) == 0
        else { return nil }
        return index
    }
}
