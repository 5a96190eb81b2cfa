import Cassowary
import Csys
import Foundation
import Harness
import LayoutBenchCLI
import XCTest

/// `ib` in-process on the Interface Builder test documents: rows, formats and exit statuses.
final class IBCommandTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../InterfaceBuilderTests/Fixtures").standardized.path

    private func run(_ arguments: [String]) -> (ExitStatus, Capture) {
        runTool(arguments, registry: BenchmarkRegistry())
    }

    func testCSVRowsOfACell() {
        let (status, capture) = run(["ib", fixtures + "/SettingsCell.xib", "--format", "csv"])
        XCTAssertEqual(status, .ok)
        // The CSV writer ends lines with CRLF (RFC 4180).
        XCTAssertEqual(capture.out.replacingOccurrences(of: "\r\n", with: "\n"), """
            file,scene,id,class,label,x,y,width,height,stored_x,stored_y,stored_width,stored_height,flag
            SettingsCell.xib,SettingsCell,cell,SettingsCell,,0,0,393,52,0,0,393,52,match
            SettingsCell.xib,SettingsCell,content,UITableViewCellContentView,,0,0,393,52,0,0,393,52,match
            SettingsCell.xib,SettingsCell,icon,UIImageView,,15,11.667,29,29,15,11.667,29,29,match
            SettingsCell.xib,SettingsCell,title,UILabel,Notifications,56,16,107,20.333,56,16,107,20.333,match
            SettingsCell.xib,SettingsCell,toggle,UISwitch,,329,10.667,51,31,329,10.667,51,31,match

            """)
        XCTAssertEqual(capture.err, """
            SettingsCell.xib: 1 scene(s), retina6_12 393×852 @3x; intrinsic sizes of content views from their stored frames
              scene SettingsCell: 5 views: 5 match

            """)
    }

    func testTextReportOfTheFolder() {
        let (status, capture) = run(["ib", fixtures])
        XCTAssertEqual(status, .ok)
        XCTAssertEqual(capture.err, "")
        XCTAssertTrue(capture.out.contains("    misplaced  divider UIView \"Divider\": solved (16, 357.5, 343, 1), stored (0, 360, 375, 1)\n"))
        XCTAssertTrue(capture.out.hasSuffix(
            "4 file(s), 4 scene(s): 21 of 21 views not flagged misplaced or ambiguous match (100.0%); 1 flagged\n"), capture.out)
    }

    func testJSONHasNumbers() {
        let (status, capture) = run(["ib", fixtures + "/AdaptiveDetail.storyboard", "--format", "json"])
        XCTAssertEqual(status, .ok)
        XCTAssertTrue(capture.out.contains("\"height\" : 211,"), capture.out)
        XCTAssertTrue(capture.out.contains("\"flag\" : \"match\""))
    }

    func testUnreadableInputsExitTwo() throws {
        let bad = NSTemporaryDirectory() + "ib-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: bad, withIntermediateDirectories: true)
        try "<document><scenes>".write(toFile: bad + "/Broken.xib", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: fixtures + "/SettingsCell.xib", toPath: bad + "/SettingsCell.xib")
        let (status, capture) = run(["ib", bad, "--format", "csv"])
        XCTAssertEqual(status, .badInput)
        XCTAssertTrue(capture.err.hasPrefix("\(bad)/Broken.xib: malformed XML at line 1: "), capture.err)
        XCTAssertEqual(capture.out.components(separatedBy: "\r\n").count, 7, "the readable file is still reported")

        for (arguments, message) in [
            (["ib"], "layout-bench: error: 'ib' needs FILE or FOLDER (see 'layout-bench ib --help')\n"),
            (["ib", "/nonexistent.xib"], "layout-bench: error: /nonexistent.xib: no such file or folder\n"),
            (["ib", fixtures, "--format", "table"], "layout-bench: error: bad value 'table' for '--format': expected text|csv|json\n"),
        ] {
            let (status, capture) = run(arguments)
            XCTAssertEqual(status, .badInput, "\(arguments)")
            XCTAssertEqual(capture.err, message)
        }
    }
}

/// `run --ib`: the scenes of IB files run with the registry's benchmarks.
final class RunInterfaceBuilderTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../InterfaceBuilderTests/Fixtures").standardized.path

    func testRunIncludesTheScenes() throws {
        let output = NSTemporaryDirectory() + "ib-run-\(UUID().uuidString).csv"
        defer {
            try? FileManager.default.removeItem(atPath: output)
            try? FileManager.default.removeItem(atPath: output.replacingOccurrences(of: ".csv", with: ".samples.csv"))
        }
        let (status, capture) = runTool(["run", "--ib", fixtures + "/SettingsCell.xib", "--ib", fixtures + "/ProfileHeader.xib",
                                         "--filter", "ib-*", "--samples", "1", "--max-samples", "1", "--warmup", "0",
                                         "--quiet", "--output", output, "--format", "csv"], registry: BenchmarkRegistry())
        XCTAssertEqual(status, .ok, capture.err)
        let names = Set(capture.out.components(separatedBy: "\r\n").dropFirst().compactMap { line in
            line.split(separator: ",").first { $0.hasPrefix("ib-") }.map(String.init)
        })
        XCTAssertEqual(names, ["ib-SettingsCell-SettingsCell/scene/5", "ib-ProfileHeader-Profile-Header/scene/7"])
    }

    func testAnUnreadableFileIsBadInput() throws {
        let bad = NSTemporaryDirectory() + "ib-\(UUID().uuidString).xib"
        try "<document>".write(toFile: bad, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: bad) }
        let (status, capture) = runTool(["run", "--ib", bad], registry: BenchmarkRegistry())
        XCTAssertEqual(status, .badInput)
        XCTAssertTrue(capture.err.hasPrefix("layout-bench: error: \(bad): malformed XML at line 1: "), capture.err)
    }
}

/// `ib FILE --csys SCENE`: a scene as a csys program that this solver replays with every check.
final class IBCsysTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../InterfaceBuilderTests/Fixtures").standardized.path

    func testEveryFixtureSceneReplaysWithItsChecks() throws {
        for (file, scene, views) in [("LoginForm.storyboard", "LoginViewController", 8), ("SettingsCell.xib", "SettingsCell", 5),
                                     ("ProfileHeader.xib", "Profile Header", 7), ("AdaptiveDetail.storyboard", "Detail", 3)] {
            let (status, capture) = runTool(["ib", fixtures + "/" + file, "--csys", scene], registry: BenchmarkRegistry())
            XCTAssertEqual(status, .ok, capture.err)
            let lines = capture.out.split(separator: "\n")
            XCTAssertEqual(lines.first, "csys 1")
            XCTAssertEqual(lines.filter { $0.hasPrefix("x ") }.count, 2 * 2 * views, file)
            // The first layout's height and width, then the turn and the return (height, width each).
            XCTAssertEqual(lines.filter { $0.hasPrefix("s ") }.count, 6, file)
            let replay = try CsysReplay.run(try CsysReader.read(capture.out))
            XCTAssertEqual(replay.mismatches, [], file)
        }
    }

    /// `--levels`: the scene's exact priority levels kept, the lines otherwise the weighted
    /// export's, the layer's frames met by the replay.
    func testAFixtureSceneKeepsItsLevels() throws {
        let file = fixtures + "/LoginForm.storyboard"
        let (status, capture) = runTool(["ib", file, "--csys", "LoginViewController", "--levels"], registry: BenchmarkRegistry())
        XCTAssertEqual(status, .ok, capture.err)
        let weighted = runTool(["ib", file, "--csys", "LoginViewController"], registry: BenchmarkRegistry()).1.out
        XCTAssertEqual(capture.out.replacingOccurrences(of: #"@[0-9.e+-]+"#, with: "", options: .regularExpression), weighted)
        XCTAssertTrue(capture.out.contains("@1000 "), capture.out)
        XCTAssertEqual(try CsysReplay.run(try CsysReader.read(capture.out)).mismatches, [])
        let (refused, message) = runTool(["ib", file, "--levels"], registry: BenchmarkRegistry())
        XCTAssertEqual(refused, .badInput)
        XCTAssertEqual(message.err, "layout-bench: error: 'ib' needs --csys SCENE with --levels (see 'layout-bench ib --help')\n")
    }

    func testUnknownScene() {
        let (status, capture) = runTool(["ib", fixtures + "/SettingsCell.xib", "--csys", "Nope"], registry: BenchmarkRegistry())
        XCTAssertEqual(status, .badInput)
        XCTAssertEqual(capture.err, "layout-bench: error: \(fixtures)/SettingsCell.xib: no scene 'Nope' (scenes: SettingsCell)\n")
    }
}

/// `ib --intrinsic ID=W,H`.
final class IBIntrinsicFlagTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../InterfaceBuilderTests/Fixtures").standardized.path

    func testTheFlagReachesTheLayout() {
        let (status, capture) = runTool(["ib", fixtures + "/SettingsCell.xib", "--intrinsic", "title=120,20.333333333333332",
                                         "--format", "csv"], registry: BenchmarkRegistry())
        XCTAssertEqual(status, .ok, capture.err)
        XCTAssertTrue(capture.out.contains("SettingsCell.xib,SettingsCell,title,UILabel,Notifications,56,16,120,20.333,56,16,107,20.333,differs"),
                      capture.out)
    }

    func testBadValues() {
        for value in ["title", "=1,2", "title=1", "title=1,2,", "title=1,,2", "title=a,b", "title=inf,2"] {
            let (status, capture) = runTool(["ib", fixtures, "--intrinsic", value], registry: BenchmarkRegistry())
            XCTAssertEqual(status, .badInput, value)
            XCTAssertEqual(capture.err, "layout-bench: error: bad value '\(value)' for '--intrinsic': expected ID=WIDTH,HEIGHT\n")
        }
    }
}
