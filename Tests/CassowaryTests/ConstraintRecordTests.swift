import XCTest
@testable import Cassowary

final class ConstraintRecordTests: XCTestCase {
    /// Every constraint added appends a record; a field placed between two 8-byte ones costs
    /// a whole word (the order of meaning took 80 bytes).
    func testARecordTakesOneCacheLine() {
        XCTAssertEqual(MemoryLayout<ConstraintRecord>.stride, 64)
    }
}
