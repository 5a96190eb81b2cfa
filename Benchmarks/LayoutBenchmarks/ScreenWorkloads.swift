import Cassowary
import Csys
import Layout

/// The solver-level form of the real-screen families (docs/workloads.md): every view's own
/// lines in view order, then every view's intrinsic-size lines (hugging and compression, as
/// a layout pass adds them), then the resize and churn phases with `x` checks of each view's
/// frame — after the first resize step (the narrowest root, where items must shrink), after
/// the last (the widest, where they stretch) and after the churn phase.
public enum ScreenWorkloads {
    /// The whole csys program of a family of n views (n a multiple of its group size).
    /// - Parameter checks: how many views get `x` lines (spread evenly); 0 for none.
    public static func document(_ workload: Workload, n: Int, checks: Int = 1_000) -> CsysDocument {
        var b = CsysBuilder()
        b.constraint([("root.x", 1)], 0, .equal, [], 0)
        b.constraint([("root.y", 1)], 0, .equal, [], 0)
        // The root's size must win against every label together: a strong edit does (by a
        // level of its own) in the layer, but on Kiwi's weighted scale 1 000 compressed
        // labels (medium each) outweigh one strong, so the files give it strong × 1000.
        b.edit("root.w", strength: rootStrength)
        b.edit("root.h", strength: rootStrength)
        var linesOfView: [[Int]] = Array(repeating: [], count: n)
        for i in 0..<n { linesOfView[i] = emitView(i, of: workload, n: n, into: &b) }
        for i in 0..<n { linesOfView[i] += emitIntrinsic(ScreenContent.of(i, workload), view: "v\(i)", into: &b) }
        let checked = SolverWorkloads.checkedViews(n: n, count: checks)
        b.suggest("root.h", Workload.rootHeight)
        for k in 0..<Workload.resizeSteps {
            b.suggest("root.w", Workload.resizeWidth(k))
            if k == 0 { expect(checked, workload, n: n, rootWidth: Workload.resizeWidth(k), into: &b) }
        }
        let last = Workload.resizeWidth(Workload.resizeSteps - 1)
        expect(checked, workload, n: n, rootWidth: last, into: &b)
        for i in Workload.churnViews(n: n) {
            for k in linesOfView[i] { b.remove(k) }
            for k in linesOfView[i] { b.add(k) }
            b.update()
        }
        expect(checked, workload, n: n, rootWidth: last, into: &b)
        return b.document
    }

    /// The root's edit strength in the real-screen families' csys files (Kiwi's scale).
    public static let rootStrength = Strength.create(1000, 0, 0)

    /// `x` lines for the frame of each checked view; none for a coordinate a solver may
    /// choose (NaN in a tie family's frame).
    static func expect(_ views: [Int], _ workload: Workload, n: Int, rootWidth: Double, into b: inout CsysBuilder) {
        for i in views {
            let f = frame(of: i, workload, n: n, rootWidth: rootWidth)
            for (name, value) in [("x", f.minX), ("y", f.minY), ("w", f.width), ("h", f.height)] where !value.isNaN {
                b.expect("v\(i).\(name)", value)
            }
        }
    }

    /// The intrinsic-size lines of a view, in the order a layout pass adds them:
    /// `w <= iw @hugging`, `w >= iw @compression`, then the same for the height.
    static func emitIntrinsic(_ content: ScreenContent, view v: String, into b: inout CsysBuilder) -> [Int] {
        guard let size = content.intrinsic else { return [] }
        return [
            b.constraint([("\(v).w", 1)], 0, .lessThanOrEqual, [], size.width, strength: weighted(content.huggingH)),
            b.constraint([("\(v).w", 1)], 0, .greaterThanOrEqual, [], size.width, strength: weighted(content.compressionH)),
            b.constraint([("\(v).h", 1)], 0, .lessThanOrEqual, [], size.height, strength: weighted(content.huggingV)),
            b.constraint([("\(v).h", 1)], 0, .greaterThanOrEqual, [], size.height, strength: weighted(content.compressionV)),
        ]
    }

    /// The csys strength of an Auto Layout priority: Kiwi's weighted scale (csys files keep it
    /// so that the peers replay the same lines), as ``LayoutPriority`` maps it.
    public static func weighted(_ priority: Double) -> Strength {
        LayoutPriority(priority).weightedStrength
    }

    /// View i's own lines (the layer writes them with the DSL), in the listed order.
    static func emitView(_ i: Int, of workload: Workload, n: Int, into b: inout CsysBuilder) -> [Int] {
        var lines: [Int] = []
        func line(_ lhs: [(String, Double)], _ relation: Relation, _ rhs: [(String, Double)],
                  _ constant: Double, _ priority: Double) {
            lines.append(b.constraint(lhs, 0, relation, rhs, constant, strength: weighted(priority)))
        }
        func c(_ lhs: [(String, Double)], _ rhs: [(String, Double)], _ constant: Double = 0, _ priority: Double = 1000) {
            line(lhs, .equal, rhs, constant, priority)
        }
        func ge(_ lhs: [(String, Double)], _ rhs: [(String, Double)], _ constant: Double = 0) {
            line(lhs, .greaterThanOrEqual, rhs, constant, 1000)
        }
        func le(_ lhs: [(String, Double)], _ rhs: [(String, Double)], _ constant: Double = 0) {
            line(lhs, .lessThanOrEqual, rhs, constant, 1000)
        }
        let v = "v\(i)"
        let group = max(1, workload.groupSize)
        let g = i / group, role = i % group
        func view(_ k: Int) -> String { "v\(k)" }
        let first = view(i - role)  // the group's first view: a card, a cell, a row's first item
        switch workload {
        case .feed:
            c([("\(v).x", 1)], [("root.x", 1)], 16)
            c([("\(v).x", 1), ("\(v).w", 1)], [("root.x", 1), ("root.w", 1)], -16)
            if i == 0 { c([("\(v).y", 1)], [("root.y", 1)], 8) }
            else { c([("\(v).y", 1)], [("v\(i - 1).y", 1), ("v\(i - 1).h", 1)], 8) }
        case .cards:
            let card = first
            switch role {
            case 0:
                c([("\(v).x", 1)], [("root.x", 1)], 16)
                c([("\(v).x", 1), ("\(v).w", 1)], [("root.x", 1), ("root.w", 1)], -16)
                if g == 0 { c([("\(v).y", 1)], [("root.y", 1)], 12) }
                else { let p = view(i - 4); c([("\(v).y", 1)], [("\(p).y", 1), ("\(p).h", 1)], 12) }
                c([("\(v).h", 1)], [], 132)
            default:
                c([("\(v).x", 1)], [("\(card).x", 1)], 12)
                c([("\(v).x", 1), ("\(v).w", 1)], [("\(card).x", 1), ("\(card).w", 1)], -12)
                if role == 1 { c([("\(v).y", 1)], [("\(card).y", 1)], 12) }
                else { let p = view(i - 1); c([("\(v).y", 1)], [("\(p).y", 1), ("\(p).h", 1)], 8) }
                if role == 3 { c([("\(v).y", 1), ("\(v).h", 1)], [("\(card).y", 1), ("\(card).h", 1)], -12) }
            }
        case .form:
            if role == 0 {
                let field = view(i + 1)
                c([("\(v).x", 1)], [("root.x", 1)], 16)
                c([("\(v).y", 1), ("\(v).h", 0.5)], [("\(field).y", 1), ("\(field).h", 0.5)])
            } else {
                let label = view(i - 1)
                ge([("\(v).x", 1)], [("\(label).x", 1), ("\(label).w", 1)], 8)
                c([("\(v).x", 1)], [("root.x", 1)], 136, 500)
                c([("\(v).x", 1), ("\(v).w", 1)], [("root.x", 1), ("root.w", 1)], -16)
                ge([("\(v).w", 1)], [], 100)
                if g == 0 {
                    c([("\(v).y", 1)], [("root.y", 1)], 16)
                } else {
                    let p = view(i - 2)
                    ge([("\(v).y", 1)], [("\(p).y", 1), ("\(p).h", 1)], 8)
                    c([("\(v).y", 1)], [("\(p).y", 1), ("\(p).h", 1)], 12, 999)
                }
            }
        case .cells:
            let cell = first
            switch role {
            case 0:
                c([("\(v).x", 1)], [("root.x", 1)])
                c([("\(v).x", 1), ("\(v).w", 1)], [("root.x", 1), ("root.w", 1)])
                if g == 0 { c([("\(v).y", 1)], [("root.y", 1)]) }
                else { let p = view(i - 4); c([("\(v).y", 1)], [("\(p).y", 1), ("\(p).h", 1)]) }
                ge([("\(v).h", 1)], [], 44)
                c([("\(v).h", 1)], [], 0, 50)  // as small as the content allows (fittingSizeLevel)
            case 1:
                c([("\(v).x", 1)], [("\(cell).x", 1)], 16)
                c([("\(v).y", 1)], [("\(cell).y", 1)], 12)
                le([("\(v).y", 1), ("\(v).h", 1)], [("\(cell).y", 1), ("\(cell).h", 1)], -12)
            case 2:
                let image = view(i - 1)
                c([("\(v).x", 1)], [("\(image).x", 1), ("\(image).w", 1)], 12)
                c([("\(v).x", 1), ("\(v).w", 1)], [("\(cell).x", 1), ("\(cell).w", 1)], -16)
                c([("\(v).y", 1)], [("\(cell).y", 1)], 12)
            default:
                let title = view(i - 1)
                c([("\(v).x", 1)], [("\(title).x", 1)])
                c([("\(v).x", 1), ("\(v).w", 1)], [("\(title).x", 1), ("\(title).w", 1)])
                c([("\(v).y", 1)], [("\(title).y", 1), ("\(title).h", 1)], 4)
                le([("\(v).y", 1), ("\(v).h", 1)], [("\(cell).y", 1), ("\(cell).h", 1)], -12)
            }
        case .toolbar, .priorities:
            let lead = first
            if role == 0 {
                c([("\(v).x", 1)], [("root.x", 1)], 16)
            } else {
                let p = view(i - 1)
                c([("\(v).x", 1)], [("\(p).x", 1), ("\(p).w", 1)], 8)
            }
            if role == 3 { c([("\(v).x", 1), ("\(v).w", 1)], [("root.x", 1), ("root.w", 1)], -16) }
            if role == 0 {
                if g == 0 { c([("\(v).y", 1)], [("root.y", 1)], 8) }
                else { let p = view(i - 4); c([("\(v).y", 1)], [("\(p).y", 1), ("\(p).h", 1)], 8) }
            } else {
                c([("\(v).y", 1), ("\(v).h", 0.5)], [("\(lead).y", 1), ("\(lead).h", 0.5)])
            }
            if workload == .priorities { ge([("\(v).w", 1)], [], 24) }
        case .pinned, .squeeze, .tiles, .chips:
            TieWorkloads.emitView(i, of: workload, n: n, line: line)
        case .siblings, .chain, .nested, .grid, .redundant, .minimal:
            break
        }
        return lines
    }
}
