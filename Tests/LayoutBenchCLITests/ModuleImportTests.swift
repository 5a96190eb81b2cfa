import Foundation
import XCTest

/// Each module about one thing, kept so by its imports: the solver keeps no clock and no file
/// format (both are csys's, above it), and the harness measures anything, knowing no solver.
final class ModuleImportTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheSolverImportsOnlyTheStandardLibrariesItNeeds() throws {
        // The platform's C library for `malloc` and `free`, in the two files that manage
        // blocks by hand (the standard library's raw allocation goes through
        // `posix_memalign` on Linux, which made builds 4–6% more instructions), and for
        // `getenv` in the debug walk's, whose strictness about accuracy the environment sets.
        XCTAssertEqual(try imports(of: "Sources/Cassowary"), ["Darwin", "Glibc", "Synchronization"])
        XCTAssertEqual(try files(in: "Sources/Cassowary", importing: ["Darwin", "Glibc"]), ["BlockLists.swift", "BlockPool.swift", "Solver+Invariants.swift"])
        XCTAssertEqual(try mentions(of: ["Clock", "Csys", "clock_gettime", "DispatchTime"], in: "Sources/Cassowary"), [],
                       "the solver keeps no clock and no csys: they belong to Sources/Csys")
    }

    func testCsysStandsOnTheSolverAlone() throws {
        XCTAssertEqual(try imports(of: "Sources/Csys"), ["Cassowary"])
    }

    func testTheHarnessImportsNoSolverOrLayoutModule() throws {
        let found = try imports(of: "Sources/Harness")
        XCTAssertFalse(found.isEmpty, "Sources/Harness was read")
        XCTAssertEqual(found.intersection(["Cassowary", "Csys", "Layout", "LayoutBenchmarks", "Peers"]), [])
    }

    /// The modules the Swift files under `folder` import.
    private func imports(of folder: String) throws -> Set<String> {
        try namedSources(in: folder).reduce(into: []) { $0.formUnion(imports(in: $1.text)) }
    }

    /// The names of the files under `folder` that import one of `modules`.
    private func files(in folder: String, importing modules: Set<String>) throws -> Set<String> {
        Set(try namedSources(in: folder).filter { !imports(in: $0.text).isDisjoint(with: modules) }.map(\.name))
    }

    private func imports(in text: String) -> Set<String> {
        var modules: Set<String> = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if let i = words.firstIndex(of: "import"), i + 1 < words.count,
               words[..<i].allSatisfy({ $0.hasPrefix("@") }) {
                modules.insert(String(words[i + 1]))
            }
        }
        return modules
    }

    /// The names among `names` that code (not a comment) under `folder` mentions.
    private func mentions(of names: [String], in folder: String) throws -> Set<String> {
        var found: Set<String> = []
        for text in try sources(in: folder) {
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let code = line.components(separatedBy: "//").first ?? ""
                for name in names where code.contains(name) { found.insert(name) }
            }
        }
        return found
    }

    private func sources(in folder: String) throws -> [String] {
        try namedSources(in: folder).map(\.text)
    }

    private func namedSources(in folder: String) throws -> [(name: String, text: String)] {
        let url = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        let files = walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertFalse(files.isEmpty, "no Swift file under \(folder)")
        return try files.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
    }
}
