import XCTest
@testable import Cassowary

/// A required equality made the definition of a new variable is valued as it is made when
/// every stored value is current (`Tableau+NewDefinitionValue`), instead of being marked dirty
/// for the build's update to walk again. The value is the same sum in the same order either
/// way, so the values must be the same bit for bit with the shortcut on and off, whatever
/// comes after: general constraints that move what the definitions read, suggestions, removals.
final class SolverNewDefinitionValueTests: XCTestCase {
    private func solver(valuesAtOnce: Bool) -> Solver {
        let solver = Solver()
        solver.core.tableau.shortcuts.valuesNewDefinitions = valuesAtOnce
        return solver
    }

    private func assertSameBits(_ a: Solver, _ av: [Variable], _ b: Solver, _ bv: [Variable],
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(av.count, bv.count, file: file, line: line)
        for (u, v) in zip(av, bv) {
            XCTAssertEqual(a.value(of: u).bitPattern, b.value(of: v).bitPattern,
                           "\(a.name(of: u)): \(a.value(of: u)) against \(b.value(of: v))", file: file, line: line)
        }
    }

    /// Siblings of `views` views built on a solver with the shortcut on and one with it off,
    /// `steps` run on each (told which), and every variable either returns compared bit for bit.
    private func onAndOff(views: Int, _ steps: (Solver, [Variable], Bool) throws -> [Variable],
                          file: StaticString = #filePath, line: UInt = #line) throws -> (Solver, [Variable]) {
        let now = solver(valuesAtOnce: true), later = solver(valuesAtOnce: false)
        let a = try steps(now, try siblings(now, views: views), true)
        let b = try steps(later, try siblings(later, views: views), false)
        assertSameBits(now, a, later, b, file: file, line: line)
        return (now, a)
    }

    /// Siblings as the suite writes them: the root's edits first (dirty, read by nothing yet:
    /// brought up to date by the first view's line), then every view's lines.
    private func siblings(_ solver: Solver, views: Int) throws -> [Variable] {
        let x = solver.makeVariable("root.x"), y = solver.makeVariable("root.y")
        let w = solver.makeVariable("root.w"), h = solver.makeVariable("root.h")
        try solver.add(x == 0)
        try solver.add(y == 0)
        try solver.addEditVariable(w, strength: .strong)
        try solver.addEditVariable(h, strength: .strong)
        var all = [x, y, w, h]
        for i in 0..<views {
            let vx = solver.makeVariable("v\(i).x"), vy = solver.makeVariable("v\(i).y")
            let vw = solver.makeVariable("v\(i).w"), vh = solver.makeVariable("v\(i).h")
            try solver.add(vx == x + 8)
            try solver.add(vy == y + 8)
            try solver.add(vw == w * 0.5)
            try solver.add(vh == 44)
            all += [vx, vy, vw, vh]
        }
        return all
    }

    func testEveryLineOfAPlainBuildIsValuedAsItIsMade() throws {
        let now = solver(valuesAtOnce: true), later = solver(valuesAtOnce: false)
        let a = try siblings(now, views: 40), b = try siblings(later, views: 40)
        // The edits' dirty symbols were refreshed by the first view's line; nothing since.
        XCTAssertEqual(now.core.tableau.dirty, [])
        XCTAssertEqual(later.core.tableau.dirty.count, 4 + 4 * 40)
        now.updateVariables()
        later.updateVariables()
        assertSameBits(now, a, later, b)
        XCTAssertEqual(now.value(of: a[5]), 8)  // v0.y
        for (s, vars) in [(now, a), (later, b)] {
            try s.suggestValue(375, for: vars[2])
            try s.suggestValue(667, for: vars[3])
            s.updateVariables()
        }
        assertSameBits(now, a, later, b)
        XCTAssertEqual(now.value(of: a[6]), 187.5)  // v0.w
    }

    /// A chain of definitions with coefficients no binary fraction holds, closed at the end by
    /// a line that makes the chain's first width a definition: the values taken at once are
    /// all taken again by the update, and must end where the walk alone ends.
    private func closedChain(_ solver: Solver, views: Int) throws -> [Variable] {
        let root = solver.makeVariable("root.w")
        try solver.add(root == 1000)
        let first = solver.makeVariable("v0.w")
        var all = [root, first]
        var previousX = solver.makeVariable("v0.x"), previousW = first
        try solver.add(previousX == 8)
        all.append(previousX)
        for i in 1..<views {
            let x = solver.makeVariable("v\(i).x"), w = solver.makeVariable("v\(i).w")
            try solver.add(x == previousX + previousW + 8.0 / 3)
            try solver.add(w == first * (i % 2 == 0 ? 0.25 : 16.0 / 9))
            all += [x, w]
            previousX = x
            previousW = w
        }
        try solver.add(previousX + previousW == root - 8)
        try solver.add(first >= 10)
        return all
    }

    func testValuesTakenAtOnceEndWhereTheWalkEndsWhenALaterLineMovesThem() throws {
        let now = solver(valuesAtOnce: true), later = solver(valuesAtOnce: false)
        let a = try closedChain(now, views: 30), b = try closedChain(later, views: 30)
        now.updateVariables()
        later.updateVariables()
        assertSameBits(now, a, later, b)
        // The closing line holds: the last view's right edge at 1 000 − 8.
        let lastX = now.value(of: a[a.count - 2]), lastW = now.value(of: a[a.count - 1])
        XCTAssertEqual(lastX + lastW, 992, accuracy: 1e-9)
        XCTAssertNotEqual(now.value(of: a[1]).rounded(), now.value(of: a[1]))
    }

    /// A dirty symbol with readers is not refreshed by a new line (its walk could spread):
    /// the new definition is marked dirty as before, and the update values it.
    func testADirtySymbolWithReadersLeavesTheNewDefinitionToTheUpdate() throws {
        let now = solver(valuesAtOnce: true)
        let root = now.makeVariable("root.w"), half = now.makeVariable("half")
        try now.add(half == root * 0.5)
        try now.addEditVariable(root, strength: .strong)
        now.updateVariables()
        try now.suggestValue(300, for: root)  // root's value moves; `half` reads it
        XCTAssertFalse(now.core.tableau.dirty.isEmpty)
        let other = now.makeVariable("other")
        try now.add(other == half + 1)
        XCTAssertTrue(now.core.tableau.dirty.contains(now.core.variables[other.id].symbol))
        now.updateVariables()
        XCTAssertEqual(now.value(of: other), 151)
    }

    /// Lines taken out and put back, with and without an update between, after a build
    /// valued at once: the same values on both.
    func testRemovalsAndReaddsAfterABuildValuedAtOnce() throws {
        let (now, a) = try onAndOff(views: 12) { s, vars, _ in
            s.updateVariables()
            try s.suggestValue(320, for: vars[2])
            s.updateVariables()
            let left = s.makeVariable("left"), wide = s.makeVariable("wide")
            let lines: [Constraint] = [left == vars[20] + 16, wide == vars[22] * 0.25 - 1.0 / 3]
            for line in lines { try s.add(line) }
            s.updateVariables()
            for line in lines { try s.remove(line) }
            s.updateVariables()
            for line in lines.reversed() { try s.add(line) }
            try s.remove(lines[0])
            try s.add(lines[0])
            try s.suggestValue(414, for: vars[2])
            s.updateVariables()
            let fresh = s.makeVariable("fresh")
            try s.add(fresh == wide * 3 + 0.1)
            s.updateVariables()
            return vars + [left, wide, fresh]
        }
        XCTAssertEqual(now.value(of: a[a.count - 3]), 24)  // left: v4.x + 16
        XCTAssertEqual(now.value(of: a[a.count - 1]), (207 * 0.25 - 1.0 / 3) * 3 + 0.1, accuracy: 1e-12)
    }

    /// A definition of several cells over values no binary fraction holds, made while every
    /// value is current: a sum taken in another order than the walk's would differ in its
    /// last bits.
    func testADefinitionOfSeveralCellsIsTheWalksSumBitForBit() throws {
        _ = try onAndOff(views: 3) { s, vars, on in
            try s.suggestValue(333.3, for: vars[2])
            try s.suggestValue(701.7, for: vars[3])
            s.updateVariables()
            XCTAssertEqual(s.core.tableau.dirty, [])
            let z = s.makeVariable("z")
            try s.add(z == vars[2] * 0.1 + vars[6] * 0.7 + vars[3] * (1.0 / 3) + 1.0 / 7)
            XCTAssertEqual(s.core.tableau.dirty.isEmpty, on)  // valued at once only when on
            s.updateVariables()
            return vars + [z]
        }
    }

    /// A drag read through `currentValue(of:)` (no update empties the changed list) is still
    /// told from a build: its spreading refresh is noted, and its order compiled and replayed.
    func testADragReadThroughCurrentValueIsReplayed() throws {
        let s = solver(valuesAtOnce: true)
        let root = s.makeVariable("root.w")
        var previous = root
        for i in 0..<60 {
            let v = s.makeVariable("v\(i)")
            try s.add(v == previous * 0.5 + 1)
            previous = v
        }
        try s.addEditVariable(root, strength: .strong)
        // No update: the build's values stay listed as changed, and every refresh below adds.
        for step in 0..<4 {
            try s.suggestValue(Double(300 + 10 * step), for: root)
            _ = s.currentValue(of: previous)
        }
        let t = s.core.tableau
        XCTAssertEqual(t.valueOrder.generation, t.matrix.generation, "no order compiled for the drag")
        XCTAssertEqual(s.currentValue(of: previous), 330 * pow(0.5, 60) + 2 * (1 - pow(0.5, 60)), accuracy: 1e-9)
    }
}
