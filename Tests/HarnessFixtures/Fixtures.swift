import Foundation
import Harness

/// Fixed metadata, so no test depends on git or the host.
public func fixedMetadata(suite: SuiteLevel, commit: String = "abc1234", dirty: String = "false") -> RunMetadata {
    RunMetadata(
        suite: suite.rawValue, commit: commit, dirty: dirty, timestamp: "2025-01-31T12:00:00Z",
        host: "test-host", cpuModel: "Test CPU, 2 GHz", cores: 2, toolchain: "6.3", configuration: "debug",
        allocator: "jemalloc 5.3.0"
    )
}

/// A registry of small, fast benchmarks with known allocation behaviour: `boxes` in two
/// variants at n = 10 (smoke), 100 (default) and 1 000 (full).
public func testRegistry() -> BenchmarkRegistry {
    var registry = BenchmarkRegistry()
    for n in [10, 100, 1_000] {
        for variant in ["composite", "individual"] {
            registry.register(
                workload: "boxes", variant: variant, n: n, suite: n == 10 ? .smoke : n == 100 ? .default : .full,
                phases: [.build, .resize]
            ) { context in
                var boxes: [TestBox] = []
                boxes.reserveCapacity(n)
                context.measure(.build) {
                    for i in 0..<n { boxes.append(TestBox(i)) }
                }
                for step in 0..<3 {
                    context.measure(.resize) { boxes[step] = TestBox(-step) }
                }
            }
        }
    }
    return registry
}

/// One heap object per value.
public final class TestBox {
    public let value: Int
    public init(_ value: Int) { self.value = value }
}

/// A fresh directory under the system's temporary directory; the caller removes it.
public func makeTemporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "harness-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
