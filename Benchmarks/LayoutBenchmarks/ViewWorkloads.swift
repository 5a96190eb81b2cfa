import Cassowary
import Csys
import Layout

/// The canonical workloads written with the layout layer, in two ways that must reach the
/// solver as exactly the solver-level lines of workloads.md: with composite attributes
/// (`edges`, `center`, `left.top` …) or one attribute per line.
public enum ViewVariant: String, CaseIterable, Sendable {
    case composite, individual
}

/// One view-level run of a workload: a tree of named views (`v0`, `v1`, … under `root`),
/// their DSL descriptions, the layout constraints they materialize into, and the engine.
/// Each step is one phase of the benchmark.
final class ViewWorkloadRun {
    let workload: Workload
    let n: Int
    let variant: ViewVariant
    let engine: LayoutEngine
    // The run's own bookkeeping skips the runtime exclusivity check (one thread, no
    // overlapping access): its cost would be charged to the layer's phases.
    @exclusivity(unchecked) private(set) var views: [View] = []
    @exclusivity(unchecked) private var descriptions: [[ConstraintDescription]] = []
    @exclusivity(unchecked) private(set) var constraints: [[LayoutConstraint]] = []

    init(workload: Workload, n: Int, variant: ViewVariant, objective: Solver.ObjectiveMode = .lexicographic) {
        engine = LayoutEngine(objective: objective)
        self.workload = workload
        self.n = n
        self.variant = variant
        if workload.isScreen { engine.rootSizeStrength = Strength(level: 1000, weighted: ScreenWorkloads.rootStrength) }
    }

    /// Phase `dsl_build`: the tree, then every view's DSL block (descriptions only).
    func describe() {
        views.reserveCapacity(n)
        descriptions.reserveCapacity(n)
        let root = engine.root
        for i in 0..<n {
            let v = View(name: "v\(i)")
            if workload.isScreen {
                let content = ScreenContent.of(i, workload)
                v.fixedIntrinsicSize = content.intrinsic
                v.horizontalHugging = LayoutPriority(content.huggingH)
                v.verticalHugging = LayoutPriority(content.huggingV)
                v.horizontalCompressionResistance = LayoutPriority(content.compressionH)
                v.verticalCompressionResistance = LayoutPriority(content.compressionV)
                (content.parent >= 0 ? views[content.parent] : root).addSubview(v)
            } else {
                (workload == .nested && i > 0 ? views[i - 1] : root).addSubview(v)
            }
            views.append(v)
        }
        for i in 0..<n {
            descriptions.append(ConstraintMaker.descriptions(for: views[i]) { make in
                switch variant {
                case .composite: ViewWorkloads.composite(make, i, self)
                case .individual: ViewWorkloads.individual(make, i, self)
                }
            })
        }
    }

    /// Phase `materialize`: descriptions into layout constraints, activated (not yet solved);
    /// then the hugging and compression constraints of every intrinsic size, as a layout pass
    /// makes them.
    func materialize() throws {
        constraints.reserveCapacity(n)
        for d in descriptions {
            let made = try ConstraintMaker.materialize(d)
            try engine.activate(made)
            constraints.append(made)
        }
        engine.updateContainers()
    }

    /// Phase `solver_add`.
    func commit() throws {
        let failures = engine.commit()
        if let first = failures.first { throw LayoutError.unsatisfiable([first]) }
    }

    /// Phase `solve`.
    func solve() { engine.solve() }

    /// Phase `frame_read_back`: every frame, relative to its superview.
    func readFrames() -> Double {
        var sum = 0.0
        for v in views { sum += v.frame.width }
        return sum
    }

    /// The resize phase: `s root.h 800`, then one step per width.
    func resizeHeight() throws {
        try engine.setRootHeight(Workload.rootHeight)
        engine.solve()
    }

    func resize(step k: Int) throws {
        try engine.setRootWidth(Workload.resizeWidth(k))
        engine.solve()
    }

    /// One churn step: view i's constraints removed in build order, added again, update.
    func churn(view i: Int) throws {
        let lines = constraints[i] + views[i].intrinsicContentConstraints
        engine.deactivate(lines)
        try commit()
        try engine.activate(lines)
        try commit()
        engine.solve()
    }

    /// The DSL descriptions written (one per line of the blocks).
    var descriptionCount: Int { descriptions.reduce(0) { $0 + $1.count } }

    /// The width of view i after the last solve.
    func width(ofView i: Int) -> Double { views[i].frame.width }

    /// View i's frame in the root's coordinates (frames are relative to the superview).
    func rootFrame(ofView i: Int) -> Rect {
        var frame = views[i].frame
        var parent = views[i].superview
        while let p = parent, p !== engine.root {
            frame = Rect(x: frame.minX + p.frame.minX, y: frame.minY + p.frame.minY, width: frame.width, height: frame.height)
            parent = p.superview
        }
        return frame
    }

    /// The first view whose solution breaks the workload's check formula at root width `w`
    /// (a canonical workload's width; a real-screen family's whole frame), described.
    func firstMismatch(rootWidth w: Double, views checked: [Int]) -> String? {
        func differs(_ a: Double, _ b: Double) -> Bool { !b.isNaN && !CsysProgram.matches(a, b) }
        for i in checked {
            if workload.isScreen {
                let expected = ScreenWorkloads.frame(of: i, workload, n: n, rootWidth: w), actual = rootFrame(ofView: i)
                if differs(actual.minX, expected.minX) || differs(actual.minY, expected.minY)
                    || differs(actual.width, expected.width) || differs(actual.height, expected.height) {
                    return "v\(i) = \(actual), expected \(expected)"
                }
            } else {
                let expected = workload.expectedWidth(ofView: i, n: n, rootWidth: w), actual = width(ofView: i)
                if differs(actual, expected) { return "v\(i).w = \(actual), expected \(expected)" }
            }
        }
        return nil
    }
}

/// The builders of each variant; see ViewWorkloads+Composite.swift and +Individual.swift.
enum ViewWorkloads {
    /// The csys program of a run: every solver operation recorded, with the same `x` checks
    /// as the solver-level document, so the two export line for line the same.
    /// With `levels`, the constraints keep the layer's exact priority levels (`STRENGTH@LEVEL`,
    /// which only this solver replays); else Kiwi's weighted strengths, as the peers read them.
    static func document(_ workload: Workload, n: Int, variant: ViewVariant, checks: Int = 1_000,
                         levels: Bool = false) throws -> CsysDocument {
        try workload.validate(n: n)
        let checked = SolverWorkloads.checkedViews(n: n, count: checks)
        // `x` lines at a root width; a real screen's come from its frames (ScreenWorkloads).
        let expect: (Double, inout CsysBuilder) -> Void = workload.isScreen
            ? { width, builder in ScreenWorkloads.expect(checked, workload, n: n, rootWidth: width, into: &builder) }
            : { width, builder in
                for i in checked { builder.expect("v\(i).w", workload.expectedWidth(ofView: i, n: n, rootWidth: width)) }
            }
        let run = ViewWorkloadRun(workload: workload, n: n, variant: variant)
        let recorder = CsysRecorder(solver: run.engine.solver, levels: levels)
        run.engine.solverObserver = { recorder.record($0) }
        run.describe()
        try run.materialize()
        try run.commit()
        run.solve()
        try run.resizeHeight()
        for k in 0..<Workload.resizeSteps {
            try run.resize(step: k)
            // A screen is also checked at its first width (its rows reflow with the width).
            if k == 0 && workload.isScreen { expect(Workload.resizeWidth(k), &recorder.builder) }
        }
        let last = Workload.resizeWidth(Workload.resizeSteps - 1)
        expect(last, &recorder.builder)
        for i in Workload.churnViews(n: n) { try run.churn(view: i) }
        expect(last, &recorder.builder)
        run.engine.solverObserver = nil
        return recorder.builder.document
    }
}

/// Turns an engine's solver operations into csys statements.
final class CsysRecorder {
    let solver: Solver
    var builder = CsysBuilder()
    /// Whether strengths keep their exact levels; else Kiwi's weighted scale, which the peers
    /// replay (every exact level's weighted stand-in, `Strength.weighted`).
    let levels: Bool
    private var numbers: [ObjectIdentifier: Int] = [:]
    /// `u` ends a churn step; the update after a build or a suggestion is implied by csys.
    private var churned = false

    init(solver: Solver, levels: Bool = false) {
        self.solver = solver
        self.levels = levels
    }

    private func written(_ strength: Strength) -> Strength { levels ? strength : strength.weighted }

    func record(_ event: SolverEvent) {
        switch event {
        case .add(let c):
            if let k = numbers[ObjectIdentifier(c)] {
                builder.add(k)
                churned = true
            } else {
                numbers[ObjectIdentifier(c)] = builder.constraint(expression(c), c.relation, strength: written(c.strength))
            }
        case .remove(let c):
            if let k = numbers[ObjectIdentifier(c)] { builder.remove(k) }
            churned = true
        case let .addEditVariable(v, strength): builder.edit(solver.name(of: v), strength: written(strength))
        case let .suggest(v, value): builder.suggest(solver.name(of: v), value)
        case .update:
            if churned { builder.update() }
            churned = false
        }
    }

    private func expression(_ c: Constraint) -> CsysDocument.LinearExpression {
        let terms = c.expression.terms.map { CsysDocument.CsysTerm(builder.variable(solver.name(of: $0.variable)), $0.coefficient) }
        return CsysDocument.LinearExpression(terms: terms, constant: c.expression.constant)
    }
}
