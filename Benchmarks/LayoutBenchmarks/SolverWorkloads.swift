import Cassowary
import Csys

/// The solver-level form of each workload: exactly the lines of workloads.md, in its build
/// order, then the resize and churn phases, with `x` checks of the check formula after each.
public enum SolverWorkloads {
    /// The whole csys program of a workload of n views.
    /// - Parameter checks: how many views get `x` lines (spread evenly); 0 for none.
    public static func document(_ workload: Workload, n: Int, checks: Int = 1_000) -> CsysDocument {
        if workload.isScreen { return ScreenWorkloads.document(workload, n: n, checks: checks) }
        var b = CsysBuilder()
        b.constraint([("root.x", 1)], 0, .equal, [], 0)
        b.constraint([("root.y", 1)], 0, .equal, [], 0)
        b.edit("root.w", strength: .strong)
        b.edit("root.h", strength: .strong)
        var linesOfView: [[Int]] = Array(repeating: [], count: n)
        for i in 0..<n {
            linesOfView[i] = emitView(i, of: workload, n: n, into: &b)
        }
        b.suggest("root.h", Workload.rootHeight)
        for k in 0..<Workload.resizeSteps { b.suggest("root.w", Workload.resizeWidth(k)) }
        let last = Workload.resizeWidth(Workload.resizeSteps - 1)
        let checked = checkedViews(n: n, count: checks)
        for i in checked { b.expect("v\(i).w", workload.expectedWidth(ofView: i, n: n, rootWidth: last)) }
        for i in Workload.churnViews(n: n) {
            for k in linesOfView[i] { b.remove(k) }
            for k in linesOfView[i] { b.add(k) }
            b.update()
        }
        for i in checked { b.expect("v\(i).w", workload.expectedWidth(ofView: i, n: n, rootWidth: last)) }
        return b.document
    }

    static func checkedViews(n: Int, count: Int) -> [Int] {
        guard count > 0, n > 0 else { return [] }
        if count >= n { return Array(0..<n) }
        let stride = max(1, n / count)
        var views = Array(Swift.stride(from: 0, to: n, by: stride))
        if views.last != n - 1 { views.append(n - 1) }
        return views
    }

    /// Emits view i's lines in the listed order; returns their numbers (for the churn phase).
    static func emitView(_ i: Int, of workload: Workload, n: Int, into b: inout CsysBuilder) -> [Int] {
        let v = "v\(i)"
        var lines: [Int] = []
        // Every line of workloads.md is a required equality `lhs == rhs + constant`.
        func c(_ lhs: [(String, Double)], _ rhs: [(String, Double)], _ constant: Double = 0) {
            lines.append(b.constraint(lhs, 0, .equal, rhs, constant))
        }
        switch workload {
        case .siblings:
            c([("\(v).x", 1)], [("root.x", 1)], 8)
            c([("\(v).y", 1)], [("root.y", 1)], 8)
            c([("\(v).w", 1)], [("root.w", 0.5)])
            c([("\(v).h", 1)], [], 44)
        case .chain:
            if i == 0 {
                c([("\(v).x", 1)], [("root.x", 1)], 8)
            } else {
                let p = "v\(i - 1)"
                c([("\(v).x", 1)], [("\(p).x", 1), ("\(p).w", 1)], 8)
                c([("\(v).w", 1)], [("v0.w", 1)])
            }
            if i == n - 1 { c([("\(v).x", 1), ("\(v).w", 1)], [("root.x", 1), ("root.w", 1)], -8) }
            c([("\(v).y", 1)], [("root.y", 1)], 8)
            c([("\(v).h", 1)], [], 44)
        case .nested:
            let p = i == 0 ? "root" : "v\(i - 1)"
            c([("\(v).x", 1)], [("\(p).x", 1)], 1)
            c([("\(v).y", 1)], [("\(p).y", 1)], 1)
            c([("\(v).x", 1), ("\(v).w", 1)], [("\(p).x", 1), ("\(p).w", 1)], -1)
            c([("\(v).y", 1), ("\(v).h", 1)], [("\(p).y", 1), ("\(p).h", 1)], -1)
        case .grid:
            let columns = Workload.gridColumns(n: n)
            let row = i / columns, column = i % columns
            if column == 0 { c([("\(v).x", 1)], [("root.x", 1)], 8) }
            else { c([("\(v).x", 1)], [("v\(i - 1).x", 1), ("v\(i - 1).w", 1)], 8) }
            if row == 0 { c([("\(v).y", 1)], [("root.y", 1)], 8) }
            else { c([("\(v).y", 1)], [("v\(i - columns).y", 1), ("v\(i - columns).h", 1)], 8) }
            if i > 0 { c([("\(v).w", 1)], [("v0.w", 1)]) }
            c([("\(v).h", 1)], [("\(v).w", 1)])
            if i == columns - 1 { c([("\(v).x", 1), ("\(v).w", 1)], [("root.x", 1), ("root.w", 1)], -8) }
        case .redundant, .minimal:
            c([("\(v).x", 1), ("\(v).w", 0.5)], [("root.x", 1), ("root.w", 0.5)])
            c([("\(v).y", 1), ("\(v).h", 0.5)], [("root.y", 1), ("root.h", 0.5)])
            c([("\(v).x", 1)], [("root.x", 1)], 50)
            c([("\(v).y", 1)], [("root.y", 1)], 50)
            if workload == .redundant {
                c([("\(v).x", 1), ("\(v).w", 1)], [("root.x", 1), ("root.w", 1)], -50)
                c([("\(v).y", 1), ("\(v).h", 1)], [("root.y", 1), ("root.h", 1)], -50)
            }
        case .feed, .cards, .form, .cells, .toolbar, .priorities, .pinned, .squeeze, .tiles, .chips:
            break  // ScreenWorkloads.swift
        }
        return lines
    }
}
