import XCTest
@testable import Cassowary
import Csys

/// Seeded mutations of csys files fed to the reader and the solver: every outcome is either a
/// replay or a typed error with a line inside the file; nothing crashes.
final class CsysFuzzTests: XCTestCase {
    static let seedFile = """
        csys 1
        c required root.x == 0
        c required root.y == 0
        e strong root.w
        e strong root.h
        c required v0.x == root.x + 8
        c required v0.w == 0.5*root.w - 16
        c strong v0.h == 44
        c required v1.x == v0.x + v0.w + 8
        c required v1.w >= 10
        c medium*2 v1.w == v0.w
        c required v1.y + v1.h <= root.y + root.h
        c weak v1.h == 0
        s root.h 800
        s root.w 375
        x v0.w 171.5
        s root.w 1024
        d 5
        d 7
        a 7
        a 5
        u
        x v0.w 496
        """

    static let fragments = [
        "c required v0.x == 5", "c required v0.x == 6", "c required v9.q >= v0.x", "d 1", "d 99", "a 3",
        "u", "s root.w -1e308", "s v0.x 3", "x v0.w 1", "e weak v1.h", "c weak*0 v0.x == 1", "c required 0 == 1",
        "c required 0 == 0", "# comment", "zz top", "c required v0.x == v0.x + 1", "c strong 1e300*v1.w == 1e-300",
    ]

    func testTenThousandMutatedFiles() {
        var rng = SeededGenerator(seed: 2026)
        var outcomes = (replayed: 0, readErrors: 0, solverErrors: 0)
        for _ in 0..<10_000 {
            let text = Self.mutate(Self.seedFile, &rng)
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            do {
                let document = try CsysReader.read(text)
                do {
                    _ = try CsysReplay.run(document)
                    outcomes.replayed += 1
                } catch {
                    outcomes.solverErrors += 1
                    XCTAssertTrue((1...lineCount).contains(error.line), "line \(error.line) of \(lineCount): \(text)")
                }
            } catch {
                outcomes.readErrors += 1
                XCTAssertTrue((1...max(lineCount, 1)).contains(error.line), "line \(error.line) of \(lineCount)")
                XCTAssertFalse(error.message.isEmpty)
            }
        }
        // Every kind of outcome occurs, so the mutations reach past the reader.
        XCTAssertGreaterThan(outcomes.replayed, 500)
        XCTAssertGreaterThan(outcomes.readErrors, 500)
        XCTAssertGreaterThan(outcomes.solverErrors, 50)
    }

    static func mutate(_ text: String, _ rng: inout SeededGenerator) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let i = Int.random(in: 0..<lines.count, using: &rng)
            switch Int.random(in: 0..<7, using: &rng) {
            case 0: lines[i] = String(lines[i].prefix(Int.random(in: 0...max(0, lines[i].count), using: &rng)))
            case 1: lines.remove(at: i); if lines.isEmpty { lines = [""] }
            case 2: lines.insert(fragments.randomElement(using: &rng) ?? "u", at: i)
            case 3: lines[i] = lines[i].replacingNumbers(with: ["nan", "-0", "1e999", "x", "", "2e-9", "--1"].randomElement(using: &rng) ?? "")
            case 4:
                var chars = Array(lines[i])
                if !chars.isEmpty { chars[Int.random(in: 0..<chars.count, using: &rng)] = ["*", " ", "+", "=", "<", "é", "0"].randomElement(using: &rng) ?? " " }
                lines[i] = String(chars)
            case 5: lines.swapAt(i, Int.random(in: 0..<lines.count, using: &rng))
            default: lines.insert(lines[i], at: i)
            }
        }
        return lines.joined(separator: "\n")
    }
}

private extension String {
    /// The first run of digits replaced by `replacement`.
    func replacingNumbers(with replacement: String) -> String {
        guard let start = firstIndex(where: \.isNumber) else { return self }
        let end = self[start...].firstIndex { !$0.isNumber && $0 != "." } ?? endIndex
        return String(self[..<start]) + replacement + String(self[end...])
    }
}
