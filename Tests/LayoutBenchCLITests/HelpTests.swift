import Foundation
import Harness
import HarnessFixtures
import LayoutBenchCLI
import XCTest

/// The real command table and every command's help, golden: a change to the interface shows
/// up here first. The texts live in Help/<command>.txt; `LB_RECORD_HELP=1 swift test --filter
/// HelpTests` rewrites them (then review the diff).
final class HelpTests: XCTestCase {
    private let help = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Help")

    private func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = help.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["LB_RECORD_HELP"] == "1" {
            try FileManager.default.createDirectory(at: help, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(text, golden, "\(name): help differs from Help/\(name).txt", file: file, line: line)
    }

    func testToolHelpListsTheRealTable() throws {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let (status, capture) = runTool(arguments)
            XCTAssertEqual(status, .ok)
            XCTAssertEqual(capture.err, "")
            try assertGolden(capture.out, "layout-bench")
        }
        let names = CommandTable.layoutBench.map { $0.name }
        XCTAssertEqual(names, ["run", "list", "merge", "export", "replay", "peers", "ib", "compare", "gate", "baseline", "ab",
                               "history", "report", "profile", "ab-worker"])
        XCTAssertEqual(Set(names).count, names.count, "names are unique")
        // A package's own tool gets every command but those on the canonical workloads.
        XCTAssertEqual(CommandTable.standard.map { $0.name }, names.filter { !["export", "replay", "peers", "ib"].contains($0) })
    }

    func testEveryCommandsHelpIsGoldenAndReachedEveryWay() throws {
        for command in CommandTable.layoutBench {
            try assertGolden(command.help, command.name)
            XCTAssertTrue(command.help.contains("USAGE: layout-bench \(command.name)"), command.name)
            for arguments in [[command.name, "--help"], [command.name, "-h"], ["help", command.name], [command.name, "--x", "--help"]] {
                let (status, capture) = runTool(arguments)
                XCTAssertEqual(status, .ok, "\(arguments)")
                XCTAssertEqual(capture.out, command.help, "\(arguments)")
            }
        }
        let (status, capture) = runTool(["run", "--", "--help"])
        XCTAssertEqual(status, .badInput, "after --, --help is an argument")
        XCTAssertEqual(capture.err, "layout-bench: error: unexpected argument '--help' for 'run' (see 'layout-bench run --help')\n")
    }

    /// Every flag a help text lists is one its command knows.
    func testEveryFlagInTheHelpIsAccepted() throws {
        let flag = try Regex(#"^\s+(--[a-z][a-z-]*)"#)
        for command in CommandTable.layoutBench {
            let flags = command.help.split(separator: "\n").compactMap { line in
                (try? flag.firstMatch(in: String(line))).flatMap { $0.output[1].substring.map(String.init) }
            }
            for name in Set(flags) where name != "--help" {
                let (_, capture) = runTool([command.name, name])
                XCTAssertFalse(capture.err.contains("unknown flag"), "\(command.name) \(name): \(capture.err)")
            }
        }
    }
}
