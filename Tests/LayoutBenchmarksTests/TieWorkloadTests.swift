import Cassowary
import Csys
import XCTest
@testable import LayoutBenchmarks

/// The tie families: their optimum is a face, so the checks name only what the lines fix
/// (docs/workloads.md); every required line holds after each phase, a run is deterministic,
/// and the solver's work is the same at the solver level and at the layer.
final class TieWorkloadTests: XCTestCase {
    func testRequiredLinesAndFixedCoordinatesHoldAfterEveryPhase() throws {
        for workload in Workload.ties {
            for n in [40, 100] {
                let document = SolverWorkloads.document(workload, n: n, checks: n)
                let program = CsysProgram(document)
                try program.build()
                XCTAssertEqual(violatedRequiredLines(program), [], "\(workload) \(n) after the build")
                var mismatches = program.check(following: program.buildStep)
                for step in program.resizeSteps {
                    try program.run(step)
                    mismatches += program.check(following: step)
                }
                XCTAssertEqual(violatedRequiredLines(program), [], "\(workload) \(n) after resizing")
                for step in program.churnSteps { try program.run(step) }
                XCTAssertEqual(violatedRequiredLines(program), [], "\(workload) \(n) after churn")
                mismatches += program.check(program.trailingChecks)
                XCTAssertEqual(mismatches.map(\.description), [], "\(workload) \(n)")
            }
        }
    }

    func testTheXLinesNameOnlyWhatTheLinesFix() {
        let text = CsysWriter.text(of: SolverWorkloads.document(.pinned, n: 4))
        // The container's frame, the labels' x and w, the first label's y; never a height.
        XCTAssertTrue(text.contains("x v0.h 104\n"))  // 8 + (24 + 8) + (28 + 8) + (32 + 8) - 12
        XCTAssertTrue(text.contains("x v1.y 8\n"))
        XCTAssertFalse(text.contains("x v1.h"))
        XCTAssertFalse(text.contains("x v2.y"))
    }

    /// Ties pivot once per item, whoever takes the slack: the counts are exact and the same
    /// on every run.
    func testPivotsAreOnePerTiedItemAndDeterministic() throws {
        let expected: [Workload: Int] = [.pinned: 100, .squeeze: 99]
        for (workload, pivots) in expected {
            var values: [[Double]] = []
            for _ in 0..<2 {
                let program = CsysProgram(SolverWorkloads.document(workload, n: 100, checks: 0))
                try program.build()
                XCTAssertEqual(program.solver.counters.pivots, pivots, "\(workload)")
                values.append(program.variables.map { program.solver.value(of: $0) })
            }
            XCTAssertEqual(values[0], values[1], "\(workload): a second run chose another point")
        }
    }

    /// The layer reaches the same frames on every run, and the fixed coordinates.
    func testTheLayerIsDeterministicAndKeepsTheFixedCoordinates() throws {
        for workload in Workload.ties {
            var frames: [[Double]] = []
            for _ in 0..<2 {
                let run = ViewWorkloadRun(workload: workload, n: 40, variant: .composite)
                run.describe()
                try run.materialize()
                try run.commit()
                run.solve()
                try run.resizeHeight()
                for k in 0..<Workload.resizeSteps { try run.resize(step: k) }
                let last = Workload.resizeWidth(Workload.resizeSteps - 1)
                XCTAssertNil(run.firstMismatch(rootWidth: last, views: Array(0..<40)), "\(workload)")
                frames.append((0..<40).flatMap { i -> [Double] in
                    let f = run.rootFrame(ofView: i)
                    return [f.minX, f.minY, f.width, f.height]
                })
            }
            XCTAssertEqual(frames[0], frames[1], "\(workload)")
        }
    }

    /// The required lines of the document that the solver's values break (beyond 1e-6).
    private func violatedRequiredLines(_ program: CsysProgram) -> [Int] {
        var violated: [Int] = []
        for (k, line) in program.document.constraints.enumerated() where line.strength.isRequired {
            var value = line.expression.constant
            for term in line.expression.terms {
                value += term.coefficient * program.solver.value(of: program.variables[term.variable])
            }
            let holds: Bool
            switch line.relation {
            case .equal: holds = abs(value) <= 1e-6
            case .lessThanOrEqual: holds = value <= 1e-6
            case .greaterThanOrEqual: holds = value >= -1e-6
            }
            if !holds { violated.append(k) }
        }
        return violated
    }
}

/// A detach step (a churn step with an update between the removals and the re-adds) makes
/// the solver carry the removals out and re-derive the pinned stack's closing rows: they
/// expand the chain's definitions back to their former subject, and each link brings a free
/// variable. Scanning the whole row for a subject after each expansion made that Θ(n²).
final class DetachScalingTests: XCTestCase {
    /// Cells scanned for a subject per detach step of `pinned` at n, over every churn step
    /// (views 50, 150, …: the chain below the view grows with n).
    private func scannedCells(n: Int) throws -> Int {
        let program = CsysProgram(SolverWorkloads.document(.pinned, n: n, checks: 0))
        try program.build()
        for step in program.resizeSteps { try program.run(step) }
        let before = program.solver.counters.cellsScanned
        for step in program.churnSteps { try program.runApart(step) }
        return (program.solver.counters.cellsScanned - before) / max(1, program.churnSteps.count)
    }

    func testACarriedOutRemovalScansTheClosingRowsLinearly() throws {
        let small = try scannedCells(n: 200), large = try scannedCells(n: 800)
        XCTAssertGreaterThan(small, 0)
        // 4× the views, 4× the mean chain below a churned view: 465 → 3 215 cells a step now,
        // 157 → 51 459 when every expansion rescanned the row. Θ(n²) would be 16× at least.
        XCTAssertLessThanOrEqual(large, 8 * small, "\(small) → \(large)")
    }

    /// Published values that each detach step moves, over both of its updates (the
    /// removals' and the re-adds'): what any solver that publishes every frame must write.
    private func movedValues(_ workload: Workload, n: Int) throws -> [Int] {
        let program = CsysProgram(SolverWorkloads.document(workload, n: n, checks: 0))
        try program.build()
        for step in program.resizeSteps { try program.run(step) }
        var values = program.variables.map { program.solver.value(of: $0) }
        func moves() -> Int {
            var moved = 0
            for (k, variable) in program.variables.enumerated() where program.solver.value(of: variable) != values[k] {
                moved += 1
                values[k] = program.solver.value(of: variable)
            }
            return moved
        }
        return try program.churnSteps.map { step in
            let split = step.first { k in
                if case .add = program.document.statements[k] { return true }
                return false
            } ?? step.upperBound
            try program.run(step.lowerBound..<split)  // the removals, then an update
            let out = moves()
            try program.run(split..<step.upperBound)
            return out + moves()
        }
    }

    /// Which detach steps are Θ(n) by what they must write, and which only by the tableau's
    /// form. A fill-equally chain's views all take new widths when one view's lines go, and
    /// again when they come back: every step moves every frame. The pinned stack and the
    /// squeezed row move a constant number: after the first step (which lets the views below
    /// the first churned one settle), the views between two churned ones and the churned
    /// view's frame, at 200 views as at 800; their Θ(n) is the closing row's, expanded over
    /// the chain (docs/solver.md, "Ties").
    func testADetachStepMovesEveryFrameOfAChainAndAFewOfAPinnedStack() throws {
        let chainSmall = try movedValues(.chain, n: 200), chainLarge = try movedValues(.chain, n: 800)
        XCTAssertEqual(chainSmall, [802, 802])  // x and w of every view, out and back, and the root's
        XCTAssertEqual(Set(chainLarge), [3_202])
        for workload in [Workload.pinned, .squeeze] {
            let small = try movedValues(workload, n: 200), large = try movedValues(workload, n: 800)
            XCTAssertEqual(small.first, 158, "\(workload)")  // the 150 labels below view 50 settle
            XCTAssertEqual(large.first, 758, "\(workload)")
            XCTAssertEqual(Set(small.dropFirst() + large.dropFirst()), [108], "\(workload)")
        }
    }
}
