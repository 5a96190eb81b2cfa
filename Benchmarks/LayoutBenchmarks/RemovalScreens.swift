import Layout

/// n views side by side under the root, ten to a row, each pinned by its left and top to the
/// root and sized (four constraints): what `remove-views` removes one in ten of, one by one,
/// with a layout pass after each removal.
final class SiblingScreen {
    let engine = LayoutEngine(width: 390, height: 844)
    let views: [View]

    /// Every tenth view: the ones a removal step takes out.
    static func removed(_ n: Int) -> StrideTo<Int> { stride(from: 0, to: n, by: 10) }

    init(n: Int) throws {
        var views: [View] = []
        views.reserveCapacity(n)
        for i in 0..<n {
            let v = View(name: "v\(i)")
            engine.root.addSubview(v)
            try v.snp.makeConstraints { make in
                make.left.equalToSuperview().offset(Double(i % 10) * 38 + 4)
                make.top.equalToSuperview().offset(Double(i / 10) * 24)
                make.size.equalTo(Size(width: 34, height: 20))
            }
            views.append(v)
        }
        self.views = views
        try engine.layoutIfNeeded()
    }

    /// Removes every tenth view, one by one, each followed by a layout pass.
    @inline(never)  // a symbol of its own, for callgrind's --toggle-collect
    func removeEveryTenth() throws {
        for i in SiblingScreen.removed(views.count) {
            views[i].removeFromSuperview()
            try engine.layoutIfNeeded()
        }
    }

    /// The engine holds the constraints of the views left, and they did not move.
    func check(_ benchmark: String) throws {
        let n = views.count, left = n - (n + 9) / 10
        let expected = 2 + 4 * left
        guard engine.constraints.count == expected else {
            throw WorkloadCheckFailure(benchmark: benchmark, mismatches: 1,
                                       first: "\(engine.constraints.count) active constraints, expected \(expected)")
        }
        let last = views[n - 1].frame
        guard last.minY == Double((n - 1) / 10) * 24, last.width == 34 else {
            throw WorkloadCheckFailure(benchmark: benchmark, mismatches: 1, first: "v\(n - 1) at \(last)")
        }
    }
}

/// A vertical stack of n rows 10 high, 2 apart, whose every tenth row (5, 15, 25 …)
/// `stack-hide` hides, then shows again; the layout pass runs once after the toggles, as
/// UIKit's does at the end of a run-loop turn.
///
/// `equal` rows fill the stack equally, the first row (never hidden) 10 high: each row's
/// height is tied to the visible row before it and is a constant in the solver, so positions
/// stay one-term rows and a toggle re-derives only what lies after it, once per pass.
/// `intrinsic` rows each hug an intrinsic height of 10 instead: every row's position is then
/// a sum over the rows above it, which the solver keeps as a chain of definitions (one term
/// each), and the objective holds four soft constraints per row.
final class StackColumn {
    enum Rows: String, CaseIterable { case equal, intrinsic }

    let engine = LayoutEngine(width: 390, height: 844)
    let stack = StackView(name: "stack", axis: .vertical, spacing: 2)
    let items: [View]
    let rows: Rows

    /// The rows a toggle hides: every tenth, the first row left alone.
    static func toggled(_ n: Int) -> StrideTo<Int> { stride(from: 5, to: n, by: 10) }

    init(n: Int, rows: Rows) throws {
        self.rows = rows
        engine.root.addSubview(stack)
        try stack.snp.makeConstraints { $0.top.left.right.equalToSuperview() }
        switch rows {
        case .equal:
            stack.distribution = .fillEqually
            items = (0..<n).map { View(name: "i\($0)") }
        case .intrinsic:
            items = (0..<n).map { View(name: "i\($0)", intrinsicSize: Size(width: 100, height: 10)) }
        }
        for item in items { stack.addArrangedSubview(item) }
        if rows == .equal { try items[0].snp.makeConstraints { $0.height.equalTo(10) } }
        try engine.layoutIfNeeded()
    }

    /// Hides (or shows) every tenth row, then runs one layout pass.
    @inline(never)  // a symbol of its own, for callgrind's --toggle-collect
    func setEveryTenth(hidden: Bool) throws {
        for i in StackColumn.toggled(items.count) { items[i].isHidden = hidden }
        try engine.layoutIfNeeded()
    }

    /// Where the last row is with every tenth row hidden (or none).
    func check(_ benchmark: String, hidden: Bool) throws {
        let n = items.count
        let hiddenBefore = hidden ? StackColumn.toggled(n - 1).underestimatedCount : 0
        let expected = Double(n - 1 - hiddenBefore) * 12
        let y = items[n - 1].frame.minY
        guard abs(y - expected) < 1e-6 * max(1, expected) else {
            throw WorkloadCheckFailure(benchmark: benchmark, mismatches: 1, first: "i\(n - 1).y = \(y), expected \(expected)")
        }
    }
}
