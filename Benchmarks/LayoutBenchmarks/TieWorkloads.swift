import Cassowary
import Csys
import Layout

/// The tie families of docs/workloads.md, at the solver level: real screens written with the
/// default priorities (hugging 250, compression resistance 750), so that any of several items
/// may take the slack or give way and the optimum is a face, not a point. Their `x` lines name
/// only what the lines fix (``frame(of:_:n:rootWidth:)``: NaN where a solver may choose).
enum TieWorkloads {
    /// View i's own lines, in the listed order (docs/workloads.md, "The tie families").
    static func emitView(_ i: Int, of workload: Workload, n: Int,
                         line: (_ lhs: [(String, Double)], _ relation: Relation, _ rhs: [(String, Double)],
                                _ constant: Double, _ priority: Double) -> Void) {
        func c(_ lhs: [(String, Double)], _ rhs: [(String, Double)], _ constant: Double = 0, _ priority: Double = 1000) {
            line(lhs, .equal, rhs, constant, priority)
        }
        let v = "v\(i)"
        switch workload {
        case .pinned:
            if i == 0 {  // the container: as wide as the root, a fixed height
                c([("\(v).x", 1)], [("root.x", 1)])
                c([("\(v).x", 1), ("\(v).w", 1)], [("root.x", 1), ("root.w", 1)])
                c([("\(v).y", 1)], [("root.y", 1)])
                c([("\(v).h", 1)], [], pinnedContainerHeight(n: n))
                return
            }
            c([("\(v).x", 1)], [("v0.x", 1)], 16)
            c([("\(v).x", 1), ("\(v).w", 1)], [("v0.x", 1), ("v0.w", 1)], -16)
            if i == 1 { c([("\(v).y", 1)], [("v0.y", 1)], 8) }
            else { c([("\(v).y", 1)], [("v\(i - 1).y", 1), ("v\(i - 1).h", 1)], 8) }
            if i == n - 1 {
                line([("\(v).y", 1), ("\(v).h", 1)], .lessThanOrEqual, [("v0.y", 1), ("v0.h", 1)], -8, 1000)
                c([("\(v).y", 1), ("\(v).h", 1)], [("v0.y", 1), ("v0.h", 1)], -8, pinnedBottomPriority)
            }
        case .squeeze:
            if i == 0 { c([("\(v).x", 1)], [("root.x", 1)], 16) }
            else { c([("\(v).x", 1)], [("v\(i - 1).x", 1), ("v\(i - 1).w", 1)], 8) }
            c([("\(v).y", 1)], [("root.y", 1)], 8)
            if i == n - 1 { line([("\(v).x", 1), ("\(v).w", 1)], .lessThanOrEqual, [("root.x", 1), ("root.w", 1)], -16, 1000) }
        case .tiles:
            let columns = Workload.gridColumns(n: n), r = i / columns, j = i % columns
            if j == 0 { c([("\(v).x", 1)], [("root.x", 1)]) }
            else { c([("\(v).x", 1)], [("v\(i - 1).x", 1), ("v\(i - 1).w", 1)]) }
            if r == 0 { c([("\(v).y", 1)], [("root.y", 1)]) }
            else { c([("\(v).y", 1)], [("v\(i - columns).y", 1), ("v\(i - columns).h", 1)]) }
            if j == columns - 1 || i == n - 1 { c([("\(v).x", 1), ("\(v).w", 1)], [("root.x", 1), ("root.w", 1)]) }
            if i + columns >= n { c([("\(v).y", 1), ("\(v).h", 1)], [("root.y", 1), ("root.h", 1)]) }
        case .chips:
            let role = i % 4, lead = "v\(i - role)"
            if role == 0 { c([("\(v).x", 1)], [("root.x", 1)], 16) }
            else { c([("\(v).x", 1)], [("v\(i - 1).x", 1), ("v\(i - 1).w", 1)], 8) }
            if role == 3 { c([("\(v).x", 1), ("\(v).w", 1)], [("root.x", 1), ("root.w", 1)], -16) }
            if role == 0 {
                if i == 0 { c([("\(v).y", 1)], [("root.y", 1)], 8) }
                else { c([("\(v).y", 1)], [("v\(i - 4).y", 1), ("v\(i - 4).h", 1)], 8) }
            } else {
                c([("\(v).y", 1), ("\(v).h", 0.5)], [("\(lead).y", 1), ("\(lead).h", 0.5)])
            }
            line([("\(v).w", 1)], .greaterThanOrEqual, [], 24, 1000)
        default:
            break
        }
    }

    /// The pinned stack's bottom `==` line: below hugging, so it never stretches a label.
    static let pinnedBottomPriority = 249.0

    /// The pinned stack's container: 12 points shorter than its labels' content
    /// (8 + Σ (IH + 8) over the n − 1 labels), so that the labels must give way.
    static func pinnedContainerHeight(n: Int) -> Double {
        8 + (1..<max(1, n)).reduce(0.0) { $0 + labelHeight($1) + 8 } - 12
    }

    /// The labels' intrinsic sizes (the feed's: IW = 80 + 29·(i mod 11), IH = 20 + 4·(i mod 5)).
    static func labelWidth(_ i: Int) -> Double { Double(80 + 29 * (i % 11)) }
    static func labelHeight(_ i: Int) -> Double { Double(20 + 4 * (i % 5)) }

    /// What view i of a tie family is: every item keeps the default priorities.
    static func content(_ i: Int, _ workload: Workload) -> ScreenContent {
        switch workload {
        case .pinned:
            return i == 0 ? ScreenContent() : ScreenContent(parent: 0, intrinsic: Size(width: labelWidth(i), height: labelHeight(i)))
        case .squeeze: return ScreenContent(intrinsic: Size(width: labelWidth(i), height: labelHeight(i)))
        case .tiles: return ScreenContent(intrinsic: Size(width: 1, height: 1))
        case .chips: return ScreenContent(intrinsic: Size(width: ScreenContent.chipWidth(i / 4, i % 4), height: 32))
        default: return ScreenContent()
        }
    }

    /// View i's frame where the lines fix it, NaN where a solver may choose.
    static func frame(of i: Int, _ workload: Workload, n: Int, rootWidth w: Double) -> Rect {
        let free = Double.nan
        switch workload {
        case .pinned:
            if i == 0 { return Rect(x: 0, y: 0, width: w, height: pinnedContainerHeight(n: n)) }
            return Rect(x: 16, y: i == 1 ? 8 : free, width: w - 32, height: free)
        case .squeeze:
            return Rect(x: i == 0 ? 16 : free, y: 8, width: free, height: labelHeight(i))
        case .tiles:
            let columns = Workload.gridColumns(n: n)
            return Rect(x: i % columns == 0 ? 0 : free, y: i < columns ? 0 : free, width: free, height: free)
        case .chips:
            return Rect(x: i % 4 == 0 ? 16 : free, y: 8 + 40 * Double(i / 4), width: free, height: 32)
        default:
            return Rect(x: free, y: free, width: free, height: free)
        }
    }
}
