import Foundation
import Harness
import XCTest

/// What `ab` equalizes between its builds (``ABStaging``) and what it draws per round
/// (``ABRoundPlan``).
final class ABArrangementTests: XCTestCase {
    /// The same seed gives the same rounds; every round's orders are permutations of the
    /// workers and every padding lies in one page.
    func testPlansComeFromTheSeedAlone() {
        let plans = ABRoundPlan.plans(seed: 42, rounds: 64, control: true)
        XCTAssertEqual(plans, ABRoundPlan.plans(seed: 42, rounds: 64, control: true))
        XCTAssertNotEqual(plans, ABRoundPlan.plans(seed: 43, rounds: 64, control: true))
        for plan in plans {
            XCTAssertEqual(Set(plan.startOrder), [.base, .head, .control])
            XCTAssertEqual(plan.startOrder.count, 3)
            XCTAssertEqual(Set(plan.turnOrder), [.base, .head, .control])
            XCTAssertEqual(Set(plan.padding.keys), [.base, .head, .control])
            XCTAssertTrue(plan.padding.values.allSatisfy { (0..<ABRoundPlan.maximumPadding).contains($0) })
        }
        // Over 64 rounds every one of the six start orders comes up, and the head leads the base
        // in some rounds and follows it in others.
        XCTAssertEqual(Set(plans.map(\.startOrder)).count, 6)
        let headFirst = plans.filter { $0.runsBeforeBase(.head) }.count
        XCTAssertTrue((16...48).contains(headFirst), "\(headFirst) of 64")
        XCTAssertGreaterThan(Set(plans.map { $0.padding[.base] ?? -1 }).count, 60)
    }

    /// The first rounds of seed 7, exactly: a change to how rounds are drawn changes what a
    /// recorded seed reproduces, and must show here.
    func testTheFirstRoundsOfASeed() {
        let plans = ABRoundPlan.plans(seed: 7, rounds: 3, control: false)
        XCTAssertEqual(plans.map(\.startOrder), [[.head, .base], [.head, .base], [.head, .base]])
        XCTAssertEqual(plans.map(\.turnOrder), [[.head, .base], [.head, .base], [.head, .base]])
        XCTAssertEqual(plans.map { [$0.padding[.base] ?? -1, $0.padding[.head] ?? -1] }, [[3689, 2387], [1916, 1343], [424, 3931]])
    }

    /// The padding is the only variable that differs between the workers' environments.
    func testTheEnvironmentDiffersOnlyByItsPadding() {
        let plan = ABRoundPlan(startOrder: [.base, .head], turnOrder: [.head, .base], padding: [.base: 5, .head: 0])
        let driver = ["PATH": "/usr/bin", ABRoundPlan.paddingVariable: "left over"]
        XCTAssertEqual(plan.environment(for: .base, from: driver), ["PATH": "/usr/bin", "LAYOUT_BENCH_AB_PADDING": "xxxxx"])
        XCTAssertEqual(plan.environment(for: .head, from: driver), ["PATH": "/usr/bin", "LAYOUT_BENCH_AB_PADDING": ""])
        XCTAssertTrue(plan.runsBeforeBase(.head))
        XCTAssertFalse(plan.runsBeforeBase(.base))
    }

    /// Each build, and the control's copy of the base, gets its own copy at a path of the same
    /// length, under the base's name; the directory goes when the run is done.
    func testBuildsAreCopiedToPathsOfEqualLength() throws {
        let dir = try temporaryDirectory(self)
        let base = dir + "/build/release/layout-bench", head = dir + "/head-copy"
        try FileManager.default.createDirectory(atPath: dir + "/build/release", withIntermediateDirectories: true)
        for (path, text) in [(base, "#!/bin/sh\necho a\n"), (head, "#!/bin/sh\necho b\n")] {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        let staging = try ABStaging(base: base, head: head, control: true, parent: dir)
        let paths = ABStaging.Slot.allCases.map { staging[$0] }
        XCTAssertEqual(paths.map { String($0.dropFirst(staging.directory.count)) },
                       ["/a/layout-bench", "/b/layout-bench", "/c/layout-bench"])
        XCTAssertEqual(Set(paths.map(\.count)).count, 1)
        XCTAssertEqual(paths.map { try? String(contentsOfFile: $0, encoding: .utf8) },
                       ["#!/bin/sh\necho a\n", "#!/bin/sh\necho b\n", "#!/bin/sh\necho a\n"])
        XCTAssertTrue(paths.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) })
        let inodes = paths.map { (try? FileManager.default.attributesOfItem(atPath: $0)[.systemFileNumber] as? Int) ?? -1 }
        XCTAssertEqual(Set(inodes).count, 3, "three separate files, not links")
        // A refresh makes new files with the same contents at the same paths.
        try staging.refresh()
        let fresh = paths.map { (try? FileManager.default.attributesOfItem(atPath: $0)[.systemFileNumber] as? Int) ?? -1 }
        // Each made while the old one still existed: another inode (a freed one may be reused later).
        XCTAssertTrue(zip(fresh, inodes).allSatisfy { $0 != $1 }, "\(fresh) \(inodes)")
        XCTAssertEqual(paths.map { try? String(contentsOfFile: $0, encoding: .utf8) },
                       ["#!/bin/sh\necho a\n", "#!/bin/sh\necho b\n", "#!/bin/sh\necho a\n"])
        XCTAssertTrue(paths.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) })
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: staging.directory + "/a"), ["layout-bench"])
        staging.remove()
        XCTAssertFalse(FileManager.default.fileExists(atPath: staging.directory))
        XCTAssertThrowsError(try ABStaging(base: dir + "/none", head: head, control: false, parent: dir)) { error in
            XCTAssertEqual(error as? ABError, .notExecutable(dir + "/none"))
        }
        let without = try ABStaging(base: base, head: head, control: false, parent: dir)
        XCTAssertNil(without.paths[.control])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: without.directory).sorted(), ["a", "b"])
    }
}
