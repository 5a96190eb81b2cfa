import Foundation
import XCTest
@testable import Peers

/// Subprocesses with a time limit: output and exit status caught, a slow one killed in time.
final class PeerProcessTests: XCTestCase {
    func testExitStatusAndOutputs() {
        let outcome = PeerProcess.run(["sh", "-c", "echo out; echo err >&2; exit 3"], timeout: 10)
        XCTAssertEqual(outcome, .exited(status: 3, stdout: "out\n", stderr: "err\n"))
    }

    func testLargeOutputDoesNotStall() {
        let outcome = PeerProcess.run(["sh", "-c", "i=0; while [ $i -lt 20000 ]; do echo line $i >&2; i=$((i+1)); done"],
                                      timeout: 20)
        guard case let .exited(0, _, stderr) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(stderr.split(separator: "\n").count, 20_000)
    }

    func testSlowProcessIsKilledAtTheLimit() {
        let start = Date()
        let outcome = PeerProcess.run(["sleep", "30"], timeout: 0.2)
        XCTAssertEqual(outcome, .timedOut(seconds: 0.2))
        // Killed, not waited for: far below the 30 s it would sleep (the margin is for load).
        XCTAssertLessThan(Date().timeIntervalSince(start), 15)
    }

    func testProcessIgnoringSIGTERMIsKilled() {
        let start = Date()
        let outcome = PeerProcess.run(["sh", "-c", "trap '' TERM; while :; do sleep 0.05; done"], timeout: 0.2)
        XCTAssertEqual(outcome, .timedOut(seconds: 0.2))
        // SIGKILL after SIGTERM is ignored; it would loop for ever otherwise.
        XCTAssertLessThan(Date().timeIntervalSince(start), 15)
    }

    func testMissingExecutableCannotLaunch() {
        guard case .cannotLaunch = PeerProcess.run(["/no/such/replayer"], timeout: 1) else {
            return XCTFail("expected cannotLaunch")
        }
    }
}
