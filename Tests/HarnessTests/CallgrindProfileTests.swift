import XCTest
@testable import Harness

/// The callgrind child runs with jemalloc's time-based purging and its thread cache's periodic
/// collection off, from a binary path of one length and without the variables that say where it
/// started, so its counts depend neither on when the wall clock lets jemalloc purge nor on where
/// the checkout is.
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

    func testChildEnvironmentDropsWhatSaysWhereItStarted() {
        let environment = CallgrindProfile.childEnvironment(["PATH": "/usr/bin", "PWD": "/a/checkout",
                                                             "OLDPWD": "/b", "_": "/a/checkout/.build/release/layout-bench"])
        XCTAssertEqual(Set(environment.keys), ["PATH", "MALLOC_CONF"])
    }

    func testTheChildBinarysPathHasOneLengthFromEveryTemporaryDirectory() {
        let token = "0C6A4E3B-6C1F-4F8B-9A58-1D2E3F405162"
        let short = CallgrindProfile.childPaths(temporaryDirectory: "/tmp/", token: token)
        let long = CallgrindProfile.childPaths(temporaryDirectory: "/home/someone/scratch/tmp", token: token)
        XCTAssertEqual(short.program.count, CallgrindProfile.childProgramLength)
        XCTAssertEqual(long.program.count, CallgrindProfile.childProgramLength)
        XCTAssertEqual(short.program, short.directory + "/layout-bench")
        XCTAssertTrue(short.directory.hasPrefix("/tmp/layout-bench-callgrind-" + token))
        XCTAssertTrue(long.directory.hasPrefix("/home/someone/scratch/tmp/layout-bench-callgrind-" + token))
        // Too long a temporary directory to pad: no padding, the path as it comes.
        let deep = "/" + String(repeating: "d", count: 200) + "/"
        XCTAssertEqual(CallgrindProfile.childPaths(temporaryDirectory: deep, token: token).directory,
                       deep + "layout-bench-callgrind-" + token)
    }

    func testParseReadsTheStepLabelAndTotal() throws {
        let text = "desc: Trigger: Client Request: dsl_build:3\nevents: Ir\nsummary: 1234\n"
        let dump = try XCTUnwrap(CallgrindProfile.parse(text))
        XCTAssertEqual(dump.phase, "dsl_build")
        XCTAssertEqual(dump.step, 3)
        XCTAssertEqual(dump.values, [.instructions: 1234])
        XCTAssertNil(CallgrindProfile.parse("desc: Trigger: Program termination\nsummary: 5\n"))
    }

    func testParseAddsEachLevelsDataMissesUnderTheCacheModel() throws {
        // Callgrind's order of events with --cache-sim=yes; a trailing zero is left out.
        let text = """
            desc: Trigger: Client Request: resize:7
            events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw
            summary: 1000 300 100 4 50 7 2 30
            """
        let dump = try XCTUnwrap(CallgrindProfile.parse(text))
        XCTAssertEqual(dump.phase, "resize")
        XCTAssertEqual(dump.step, 7)
        XCTAssertEqual(dump.values, [.instructions: 1000, .l1Misses: 57, .l2Misses: 30])
    }
}
