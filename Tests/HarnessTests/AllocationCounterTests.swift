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
