import Cassowary
import Csys
import XCTest

final class CsysReaderTests: XCTestCase {
    static let example = """
        csys 1
        # the example of csys-format.md
        c required root.x == 0
        c required root.y == 0
        e strong root.w
        e strong root.h
        c required v0.x == root.x + 8
        c required v0.w == 0.5*root.w - 16
        c strong v0.h == 44
        c required v0.y + v0.h <= root.y + root.h
        s root.w 375
        s root.h 812
        x v0.w 171.5
        s root.w 1024
        x v0.w 496
        """

    func testReadsTheExampleAndReplaysIt() throws {
        let document = try CsysReader.read(Self.example)
        XCTAssertEqual(document.constraints.count, 6)
        XCTAssertEqual(document.variableNames, ["root.x", "root.y", "root.w", "root.h", "v0.x", "v0.w", "v0.h", "v0.y"])
        let replay = try CsysReplay.run(document)
        XCTAssertEqual(replay.mismatches, [])
        XCTAssertEqual(replay.resizeNanoseconds.count, 3)
        XCTAssertEqual(replay.finalValues.first { $0.name == "v0.w" }?.value, 496)
    }

    /// Verified at the last step only, a replay runs the same steps and ends at the values of
    /// one verified at each step, bit for bit; another system's end is told apart.
    func testAReplayVerifiedAtItsLastStepEndsAtTheCheckedValues() throws {
        let document = try CsysReader.read(Self.example + "\ns root.w 640\nd 3\na 3\nu\n")
        let checked = try CsysReplay.run(document, verification: .eachStep)
        let timed = try CsysReplay.run(document, verification: .lastStep)
        XCTAssertEqual(timed.resizeNanoseconds.count, checked.resizeNanoseconds.count)
        XCTAssertEqual(timed.churnNanoseconds.count, 1)
        XCTAssertEqual(timed.mismatches, [])
        XCTAssertTrue(checked.sameValues(timed))
        XCTAssertEqual(timed.finalValues.first { $0.name == "v0.w" }?.value, 304)
        let other = try CsysReplay.run(try CsysReader.read(Self.example), verification: .lastStep)
        XCTAssertFalse(checked.sameValues(other))
    }

    func testWriterRoundTrip() throws {
        let document = try CsysReader.read(Self.example + "\nd 3\nd 5\na 5\na 3\nu\n")
        let text = CsysWriter.text(of: document)
        XCTAssertTrue(text.contains("c required v0.w == 0.5*root.w - 16\n"))
        XCTAssertTrue(text.contains("c required v0.y + v0.h <= root.y + root.h\n"))
        let again = try CsysReader.read(text)
        XCTAssertEqual(CsysWriter.text(of: again), text)
        XCTAssertEqual(again.statements, document.statements)
    }

    /// `STRENGTH@LEVEL` puts a constraint at an exact priority level: one at 251 outweighs two
    /// at 250 (on Kiwi's weighted scale alone the two win), and a level-0 strength sits below
    /// every level, however heavy. The writer gives the level back.
    func testExactLevelsReadReplayAndWriteBack() throws {
        let text = """
            csys 1
            c weak@251 x == 10
            c weak@250 x == 0
            c weak*2@250 x <= 0
            c strong*1000 y == 5
            c weak@1.5 y == 7
            e medium@1000 z
            s z 3
            x x 10
            x y 7
            x z 3
            """
        let document = try CsysReader.read(text)
        XCTAssertEqual(document.constraints.map(\.strength), [
            Strength(level: 251, weighted: .weak), Strength(level: 250, weighted: .weak),
            Strength(level: 250, weighted: .create(0, 0, 2)), .create(1000, 0, 0), Strength(level: 1.5, weighted: .weak),
        ])
        XCTAssertEqual(try CsysReplay.run(document).mismatches, [])
        let written = CsysWriter.text(of: document)
        XCTAssertTrue(written.contains("c weak*2@250 x <= 0\n"), written)
        XCTAssertTrue(written.contains("e medium@1000 z\n"), written)
        XCTAssertEqual(try CsysReader.read(written).constraints.map(\.strength), document.constraints.map(\.strength))
        // The same lines on one weighted objective: two at 250 outweigh the one at 251.
        let weighted = try CsysReader.read(text.replacingOccurrences(of: "@251", with: "")
            .replacingOccurrences(of: "@250", with: "").replacingOccurrences(of: "x x 10", with: "x x 0"))
        XCTAssertEqual(weighted.constraints.map(\.strength.level), [0, 0, 0, 0, 1.5])
        XCTAssertEqual(try CsysReplay.run(weighted).mismatches, [])
    }

    func testExpressionForms() throws {
        let document = try CsysReader.read("""
            csys 1
            c weak*2.5 -x + 2*y - 3 >= -0.5 - z   # comment
            c medium 0 == -2*x
            c strong*3 1e-3*x <= 7
            """)
        let c = document.constraints
        XCTAssertEqual(c[0].strength.value, 2.5)
        XCTAssertEqual(c[0].expression.terms.map(\.coefficient), [-1, 2, 1])
        XCTAssertEqual(c[0].expression.constant, -2.5)
        XCTAssertEqual(c[1].expression.terms.map(\.coefficient), [2])
        XCTAssertEqual(c[2].strength.value, 3_000_000)
        XCTAssertEqual(c[2].expression.terms.map(\.coefficient), [0.001])
    }

    func testCRLFLinesReadAsLFLines() throws {
        let lf = try CsysReader.read(Self.example)
        let crlf = try CsysReader.read(Self.example.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n")
        XCTAssertEqual(CsysWriter.text(of: crlf), CsysWriter.text(of: lf))
        XCTAssertThrowsError(try CsysReader.read("csys 1\r\nq x\r\n")) { error in
            XCTAssertEqual((error as? CsysError)?.line, 2)
        }
    }

    func testErrorsNameTheLine() {
        let cases: [(String, Int, String)] = [
            ("c required x == 1", 1, "the first statement must be `csys 1`"),
            ("csys 2", 1, "the first statement must be `csys 1`"),
            ("csys 1\nq x", 2, "unknown statement `q`"),
            ("csys 1\nc required x = 1", 2, "`c` needs a relation"),
            ("csys 1\nc required x == nan", 2, "bad number `nan`"),
            ("csys 1\nc required x == inf", 2, "bad number `inf`"),
            ("csys 1\nc required x == 1e999", 2, "bad number `1e999`"),
            ("csys 1\nc strongish x == 1", 2, "bad strength `strongish`"),
            ("csys 1\nc strong*-1 x == 1", 2, "a strength weight must be positive"),
            ("csys 1\nc required x + == 1", 2, "a side of a relation ends with a sign"),
            ("csys 1\nc required x y == 1", 2, "expected + or - between terms"),
            ("csys 1\nc required 2*3x == 1", 2, "bad variable name `3x`"),
            ("csys 1\nc required x ==", 2, "`c` needs STRENGTH LHS OP RHS"),
            ("csys 1\ne required x", 2, "an edit variable cannot be required"),
            ("csys 1\ne strong x\ne weak x", 3, "x is already an edit variable"),
            ("csys 1\nc required x == 1\ns x 3", 3, "x is not an edit variable"),
            ("csys 1\nc required x == 1\nd 2", 3, "there is no `c` statement number 2"),
            ("csys 1\nc required x == 1\na 1", 3, "constraint 1 is already in the system"),
            ("csys 1\nc required x == 1\nd 1\nd 1", 4, "constraint 1 is not in the system"),
            ("csys 1\nc required x == 1\nd 1\nc required x == 2", 4, "`c` after the build phase"),
            ("csys 1\nu 3", 2, "`u` takes no arguments"),
            ("", 1, "missing `csys 1` header"),
            ("csys 1\nc required x == INFINITY", 2, "bad number `INFINITY`"),
            ("csys 1\nc required x == NaN", 2, "bad number `NaN`"),
            ("csys 1\nc required é == 1", 2, "bad variable name `é`"),
            ("csys 1\nc required x == 1\u{00A0}", 2, "bad number `1\u{00A0}`"),
            ("csys 1\nc weak*x x == 1", 2, "bad number `x`"),
            ("csys 1\nc weak@0 x == 1", 2, "a strength level must be positive, found `0`"),
            ("csys 1\nc weak@-3 x == 1", 2, "a strength level must be positive, found `-3`"),
            ("csys 1\nc weak@ x == 1", 2, "bad number ``"),
            ("csys 1\nc weak@250@3 x == 1", 2, "bad number `250@3`"),
            ("csys 1\nc weak@inf x == 1", 2, "bad number `inf`"),
            ("csys 1\nc required@250 x == 1", 2, "`required` takes no level"),
            ("csys 1\nc strongest@250 x == 1", 2, "bad strength `strongest`"),
        ]
        for (text, line, message) in cases {
            XCTAssertThrowsError(try CsysReader.read(text), text) { error in
                guard let error = error as? CsysError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.line, line, text)
                XCTAssertTrue(error.message.hasPrefix(message), "\(text): \(error.message)")
            }
        }
    }

    /// A program's constraints carry no labels: its errors name them by number and line, with
    /// the variables' names, and only when an error names one.
    func testProgramErrorsNameConstraintsByNumberAndLine() throws {
        let program = CsysProgram(try CsysReader.read("csys 1\nc required x == 1\n\nc required x == 2\n"))
        XCTAssertNil(program.constraints[0].label)
        XCTAssertThrowsError(try program.build()) { error in
            guard let error = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(program.describe(error), "unsatisfiable required constraint c2 (line 4): x - 2 == 0 | required"
                           + " (conflicts with 1 required constraint(s))")
        }
        XCTAssertEqual(program.name(of: program.constraints[0]), "c1 (line 2)")
        XCTAssertNil(program.name(of: Constraint(expression: Expression(constant: 1), relation: .equal)))
        // A document made in code has no lines: its constraints are named by number alone.
        var builder = CsysBuilder()
        builder.constraint([("y", 1)], 0, .equal, [], 3)
        let built = CsysProgram(builder.document)
        XCTAssertEqual(built.name(of: built.constraints[0]), "c1")
    }

    func testReplayNamesTheLineOfAnUnsatisfiableConstraint() {
        let text = "csys 1\nc required x == 1\nc required y == x\n\nc required y == 2\n"
        XCTAssertThrowsError(try CsysReplay.run(try CsysReader.read(text))) { error in
            guard let error = error as? CsysError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.line, 5)
            XCTAssertTrue(error.message.hasPrefix("unsatisfiable required constraint c3 (line 5)"), error.message)
        }
    }
}
