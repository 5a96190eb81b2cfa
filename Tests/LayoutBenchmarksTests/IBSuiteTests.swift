import Foundation
import Harness
import InterfaceBuilder
import XCTest
@testable import LayoutBenchmarks

/// The Interface Builder test documents as benchmarks: names, sizes, phases, and one run of each.
final class IBSuiteTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../InterfaceBuilderTests/Fixtures").standardized.path

    func testEverySceneIsABenchmarkThatRuns() throws {
        var registry = BenchmarkRegistry()
        let paths = ["LoginForm.storyboard", "SettingsCell.xib", "ProfileHeader.xib", "AdaptiveDetail.storyboard"]
            .map { fixtures + "/" + $0 }
        let failures = IBSuite.register(paths: paths + ["/nonexistent/Missing.xib"], into: &registry)
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures[0].hasPrefix("/nonexistent/Missing.xib: "), failures[0])
        XCTAssertEqual(registry.benchmarks.map(\.name), [
            "ib-LoginForm-LoginViewController/scene/8", "ib-SettingsCell-SettingsCell/scene/5",
            "ib-ProfileHeader-Profile-Header/scene/7", "ib-AdaptiveDetail-Detail/scene/3",
        ])
        let runner = BenchmarkRunner(configuration: RunConfiguration(warmupIterations: 0, minSamples: 1, maxSamples: 1,
                                                                     minTime: 0, maxTime: 100), countAllocations: false)
        for benchmark in registry.benchmarks {
            let result = try runner.run(benchmark)
            XCTAssertEqual(result.samples.map(\.phase), [.build, "layout", "rotate", "rotate", "size-class", "size-class",
                                                          "content-size", "content-size"],
                           benchmark.name)
        }
    }

    /// A rotation swaps the root's size and back; the detail view's hero follows the width.
    func testRotationAndSizeClassSteps() throws {
        let document = try IBDocumentReader.read(path: fixtures + "/AdaptiveDetail.storyboard")
        let layout = try XCTUnwrap(IBSceneLayout.build(document.scenes[0], in: document))
        try layout.engine.layoutIfNeeded()
        try layout.rotate(toLandscape: true)
        XCTAssertEqual(layout.engine.rootSize.width, 667)
        XCTAssertEqual(layout.views["hero"]?.frame.width, 667, "compact width in landscape on an iPhone 8")
        try layout.toggleHorizontalSizeClass()
        XCTAssertEqual(layout.views["hero"]?.frame.width, 333.5, "regular width: half the width")
        try layout.rotate(toLandscape: false)
        XCTAssertEqual(layout.views["hero"]?.frame.width, 375)
    }
}
