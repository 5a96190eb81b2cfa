import XCTest
@testable import Harness

/// The callgrind child runs with jemalloc's time-based purging and its thread cache's periodic
/// collection off, so its counts depend neither on when the wall clock lets jemalloc purge nor
/// on how long the path to the binary is.
final class CallgrindProfileTests: XCTestCase {
    func testChildEnvironmentTurnsDecayOff() {
        let environment = CallgrindProfile.childEnvironment(["PATH": "/usr/bin"])
        XCTAssertEqual(environment["MALLOC_CONF"], "dirty_decay_ms:-1,muzzy_decay_ms:-1,tcache_gc_incr_bytes:1099511627776")
        XCTAssertEqual(environment["PATH"], "/usr/bin")
    }

    func testChildEnvironmentKeepsTheUsersOptionsAndAppendsItsOwn() {
        let environment = CallgrindProfile.childEnvironment(["MALLOC_CONF": "narenas:1"])
        XCTAssertEqual(environment["MALLOC_CONF"], "narenas:1,dirty_decay_ms:-1,muzzy_decay_ms:-1,tcache_gc_incr_bytes:1099511627776")
    }

    func testParseReadsTheStepLabelAndTotal() throws {
        let text = "desc: Trigger: Client Request: dsl_build:3\nevents: Ir\nsummary: 1234\n"
        let dump = try XCTUnwrap(CallgrindProfile.parse(text))
        XCTAssertEqual(dump.phase, "dsl_build")
        XCTAssertEqual(dump.step, 3)
        XCTAssertEqual(dump.instructions, 1234)
        XCTAssertNil(CallgrindProfile.parse("desc: Trigger: Program termination\nsummary: 5\n"))
    }
}
