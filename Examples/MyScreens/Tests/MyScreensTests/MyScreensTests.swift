import Harness
import Layout
import LayoutBenchCLI
import MyScreens
import XCTest

/// The screens lay out where they should, and the package's tool has LayoutBench's commands.
final class MyScreensTests: XCTestCase {
    func testTheProfileScreenLaysOut() throws {
        let screen = try ProfileScreen(rows: 3)
        try screen.engine.layoutIfNeeded()
        // Each thumbnail at its row's top left, inset 8; rows stacked down the screen, full width.
        XCTAssertEqual(screen.thumbnails.map(\.frame), Array(repeating: Rect(x: 8, y: 8, width: 56, height: 56), count: 3))
        let rows = screen.rows.map(\.frame)
        XCTAssertEqual(rows.map(\.size.width), [375, 375, 375])
        XCTAssertEqual(rows.map(\.size.height), [72, 72, 72])
        XCTAssertEqual(rows[1].origin.y - rows[0].origin.y, 72 + 8)
    }

    func testTheToolRunsAndListsTheScreens() {
        var registry = BenchmarkRegistry()
        MyScreens.register(into: &registry)
        var out = "", err = ""
        let environment = CommandEnvironment(registry: registry, console: Console(out: { out += $0 }, err: { err += $0 })) { suite in
            RunMetadata(suite: suite.rawValue, commit: "abc", dirty: "false", timestamp: "2025-01-01T00:00:00Z", host: "h",
                        cpuModel: "c", cores: 1, toolchain: "t", configuration: "debug", allocator: "a")
        }
        let tool = CommandLineTool(name: "my-screens", summary: "s", commands: CommandTable.standard)
        XCTAssertEqual(tool.run(["list", "--suite", "smoke", "--format", "csv"], in: environment), .ok, err)
        XCTAssertTrue(out.contains("profile/snapkit/10,profile,snapkit,10,smoke,dsl_build layout resize"), out)
        XCTAssertTrue(out.contains("profile/snapkit/100,"), out)
        XCTAssertFalse(out.contains("profile/snapkit/1000"), out)
    }
}
