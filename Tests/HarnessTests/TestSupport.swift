import HarnessFixtures
import XCTest

/// A fresh directory under the system's temporary directory, removed by the test case.
func temporaryDirectory(_ testCase: XCTestCase) throws -> String {
    let path = try makeTemporaryDirectory()
    testCase.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}
