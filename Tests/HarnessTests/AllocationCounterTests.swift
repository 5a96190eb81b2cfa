#if canImport(Glibc)
import Glibc
#endif
import Harness
import HarnessFixtures
import XCTest

/// jemalloc is the allocator of every binary that links Harness, so its counters see every
/// `malloc`: these tests pin them to exact figures.
final class AllocationCounterTests: XCTestCase {
    func testJemallocIsTheAllocatorAndAnswers() throws {
        let counter = try XCTUnwrap(AllocationCounter(), "jemalloc's mallctl must answer")
        XCTAssertEqual(counter.version.map { String($0.prefix(2)) }, "5.")
    }

    func testMallocOfNObjectsMovesTheCountersByExactlyN() throws {
        let counter = try XCTUnwrap(AllocationCounter())
        for n in [1, 10, 1_000] {
            let pointers = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: n)
            defer { pointers.deallocate() }
            let before = try XCTUnwrap(counter.read())
            for i in 0..<n { pointers[i] = malloc(64) }
            let after = try XCTUnwrap(counter.read())
            for i in 0..<n { free(pointers[i]) }
            XCTAssertEqual(after - before, AllocationCounter.Reading(count: UInt64(n), bytes: UInt64(n * 64)), "n = \(n)")
        }
    }

    func testSwiftAllocationsAreCountedAtTheirSizeClass() throws {
        let counter = try XCTUnwrap(AllocationCounter())
        let n = 100
        let pointers = UnsafeMutablePointer<UnsafeMutableRawPointer>.allocate(capacity: n)
        defer { pointers.deallocate() }
        let before = try XCTUnwrap(counter.read())
        for i in 0..<n { pointers[i] = UnsafeMutableRawPointer.allocate(byteCount: 60, alignment: 8) }
        let after = try XCTUnwrap(counter.read())
        for i in 0..<n { pointers[i].deallocate() }
        // 60 bytes fall in jemalloc's 64-byte size class.
        XCTAssertEqual(after - before, AllocationCounter.Reading(count: UInt64(n), bytes: UInt64(n * 64)))
    }

    func testLargeAllocationsAreCountedToo() throws {
        let counter = try XCTUnwrap(AllocationCounter())
        let before = try XCTUnwrap(counter.read())
        let pointer = malloc(1 << 20)
        let after = try XCTUnwrap(counter.read())
        // Unused, a malloc and its free are a pair an optimizing build deletes.
        BlackHole.consume(pointer)
        free(pointer)
        XCTAssertEqual(after - before, AllocationCounter.Reading(count: 1, bytes: 1 << 20))
    }

    func testReadingAllocatesNothing() throws {
        let counter = try XCTUnwrap(AllocationCounter())
        let first = try XCTUnwrap(counter.read())
        let second = try XCTUnwrap(counter.read())
        XCTAssertEqual(second - first, AllocationCounter.Reading(count: 0, bytes: 0))
    }
}

extension AllocationCounterTests {
    /// A copy shares its MIB storage with the original; reading through it must not copy that
    /// storage (an allocation inside the measured window).
    func testACopiedCounterStillReadsWithoutAllocating() throws {
        let original = try XCTUnwrap(AllocationCounter())
        let copy = original
        let first = try XCTUnwrap(copy.read())
        let second = try XCTUnwrap(copy.read())
        XCTAssertEqual(second - first, AllocationCounter.Reading(count: 0, bytes: 0))
        XCTAssertNotNil(original.read())
    }
}

extension AllocationCounterTests {
    /// A window counts the reading thread's requests only: another thread's mallocs inside it
    /// (a test runner's, a timer's) used to add to it, one now and then.
    func testAnotherThreadsAllocationsStayOutOfTheWindow() throws {
        let counter = try XCTUnwrap(AllocationCounter())
        // The thread is started before the window (pthread_create allocates on the caller's
        // side) and waits on a pipe until the window is open.
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]); close(fds[1]) }
        var thread = pthread_t()
        XCTAssertEqual(pthread_create(&thread, nil, { argument in
            var byte: UInt8 = 0
            guard read(Int32(Int(bitPattern: argument)), &byte, 1) == 1 else { return nil }
            for _ in 0..<1_000 {
                let pointer = malloc(64)
                BlackHole.consume(pointer)
                free(pointer)
            }
            return nil
        }, UnsafeMutableRawPointer(bitPattern: Int(fds[0]))), 0)
        var go: UInt8 = 1
        let before = try XCTUnwrap(counter.read())
        XCTAssertEqual(write(fds[1], &go, 1), 1)
        XCTAssertEqual(pthread_join(thread, nil), 0)
        let mine = malloc(64)
        let after = try XCTUnwrap(counter.read())
        BlackHole.consume(mine)
        free(mine)
        XCTAssertEqual(after - before, AllocationCounter.Reading(count: 1, bytes: 64))
    }

    /// Each thread that reads gets an arena of its own, and keeps it.
    func testEachMeasuringThreadHasItsOwnArena() throws {
        let counter = try XCTUnwrap(AllocationCounter())
        let here = try XCTUnwrap(counter.read())
        let again = try XCTUnwrap(counter.read())
        XCTAssertEqual(again - here, AllocationCounter.Reading(count: 0, bytes: 0))
        // On another thread the same counter reads that thread's arena: its mallocs count there.
        var thread = pthread_t()
        XCTAssertEqual(pthread_create(&thread, nil, { _ in
            // A round before the window: a thread's first calls fill its runtime caches.
            func mallocs() {
                for _ in 0..<10 {
                    let pointer = malloc(64)
                    BlackHole.consume(pointer)
                    free(pointer)
                }
            }
            guard let counter = AllocationCounter() else { return nil }
            mallocs()
            guard let before = counter.read() else { return nil }
            mallocs()
            guard let after = counter.read() else { return nil }
            return UnsafeMutableRawPointer(bitPattern: Int((after - before).count) + 1)
        }, nil), 0)
        var result: UnsafeMutableRawPointer? = nil
        XCTAssertEqual(pthread_join(thread, &result), 0)
        XCTAssertEqual(result.map { Int(bitPattern: $0) - 1 }, 10)
    }
}
