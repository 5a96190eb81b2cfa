import Harness
import HarnessFixtures
import XCTest

final class RegistryTests: XCTestCase {
    private func names(_ benchmarks: [Benchmark]) -> [String] { benchmarks.map(\.name) }

    func testNamesDefaultToWorkloadVariantN() {
        let registry = testRegistry()
        XCTAssertEqual(registry.benchmarks.first?.name, "boxes/composite/10")
        XCTAssertEqual(registry.benchmarks.count, 6)
    }

    func testSuitesContainTheSmallerOnes() {
        let registry = testRegistry()
        XCTAssertEqual(names(registry.select(suite: .smoke)), ["boxes/composite/10", "boxes/individual/10"])
        XCTAssertEqual(registry.select(suite: .default).count, 4)
        XCTAssertEqual(registry.select(suite: .full).count, 6)
    }

    func testGlobMatchesTheWholeName() throws {
        let registry = testRegistry()
        let composite = try XCTUnwrap(BenchmarkFilter("*composite*"))
        XCTAssertEqual(names(registry.select(suite: .full, filters: [composite])),
                       ["boxes/composite/10", "boxes/composite/100", "boxes/composite/1000"])
        let exact = try XCTUnwrap(BenchmarkFilter("boxes/*/10"))
        XCTAssertEqual(names(registry.select(suite: .full, filters: [exact])), ["boxes/composite/10", "boxes/individual/10"])
        let partial = try XCTUnwrap(BenchmarkFilter("composite"))
        XCTAssertTrue(registry.select(suite: .full, filters: [partial]).isEmpty, "a glob must match all of the name")
        let character = try XCTUnwrap(BenchmarkFilter("boxes/?ndividual/1[0-9]"))
        XCTAssertEqual(names(registry.select(suite: .full, filters: [character])), ["boxes/individual/10"])
    }

    func testRegexBetweenSlashesMatchesAnywhere() throws {
        let registry = testRegistry()
        let regex = try XCTUnwrap(BenchmarkFilter("/individual/10{2,3}$/"))
        XCTAssertEqual(names(registry.select(suite: .full, filters: [regex])),
                       ["boxes/individual/100", "boxes/individual/1000"])
        XCTAssertNil(BenchmarkFilter("/[unclosed/"))
        XCTAssertNil(BenchmarkFilter(""))
    }

    func testSeveralFiltersSelectTheirUnionWithinTheSuite() throws {
        let registry = testRegistry()
        let filters = try [XCTUnwrap(BenchmarkFilter("*/1000")), XCTUnwrap(BenchmarkFilter("/composite\\/10$/"))]
        XCTAssertEqual(names(registry.select(suite: .full, filters: filters)),
                       ["boxes/composite/10", "boxes/composite/1000", "boxes/individual/1000"])
        XCTAssertEqual(names(registry.select(suite: .smoke, filters: filters)), ["boxes/composite/10"])
    }

    func testShardsAreDisjointCompleteBalancedAndStable() throws {
        var registry = BenchmarkRegistry()
        for i in 0..<23 {
            registry.register(workload: "w\(i % 5)", variant: "v", n: i, phases: [.build]) { _ in }
        }
        let all = Set(names(registry.select(suite: .full)))
        for count in 1...5 {
            var union: [String] = []
            for index in 1...count {
                let shard = try XCTUnwrap(Shard(index: index, count: count))
                let slice = names(registry.select(suite: .full, shard: shard))
                XCTAssertEqual(slice, names(registry.select(suite: .full, shard: shard)), "stable")
                XCTAssertTrue((23 / count...(23 + count - 1) / count).contains(slice.count), "balanced")
                union += slice
            }
            XCTAssertEqual(union.count, all.count, "disjoint")
            XCTAssertEqual(Set(union), all, "complete")
        }
        // A fixed hash, so a shard holds the same benchmarks on every machine.
        let first = try XCTUnwrap(Shard("1/3"))
        XCTAssertEqual(names(registry.select(suite: .full, shard: first)).count, 8)
    }

    func testShardParsing() {
        XCTAssertEqual(Shard("2/4"), Shard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "1/0", "a/b", "1", "1/2/3", "-1/2", ""] {
            XCTAssertNil(Shard(bad), bad)
        }
    }

    func testDuplicateNamesAreRecordedNotRegistered() {
        var registry = BenchmarkRegistry()
        registry.register(workload: "w", variant: "v", n: 1, phases: []) { _ in }
        registry.register(workload: "w", variant: "v", n: 1, phases: []) { _ in }
        XCTAssertEqual(registry.benchmarks.count, 1)
        XCTAssertEqual(registry.duplicateNames, ["w/v/1"])
    }
}
