import Layout

extension ViewWorkloads {
    /// View i's lines with composite attributes wherever two neighbouring lines of
    /// workloads.md share a target and a constant (`left.top`, `edges`, `center`,
    /// `horizontalEdges`); a composite expands in SnapKit's order (left, top, right, bottom).
    static func composite(_ make: ConstraintMaker, _ i: Int, _ run: ViewWorkloadRun) {
        let n = run.n, views = run.views
        switch run.workload {
        case .siblings:
            make.left.top.equalToSuperview().offset(8)
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalTo(44)
        case .chain:
            if i == 0 {
                if n == 1 { make.horizontalEdges.equalToSuperview().inset(8) } else { make.left.top.equalToSuperview().offset(8) }
                if n == 1 { make.top.equalToSuperview().offset(8) }
            } else {
                make.left.equalTo(views[i - 1].snp.right).offset(8)
                make.width.equalTo(views[0])
                if i == n - 1 { make.right.equalToSuperview().inset(8) }
                make.top.equalToSuperview().offset(8)
            }
            make.height.equalTo(44)
        case .nested:
            make.edges.equalToSuperview().inset(1)
        case .grid:
            let columns = Workload.gridColumns(n: n)
            let row = i / columns, column = i % columns
            if i == 0 {
                make.left.top.equalToSuperview().offset(8)
            } else {
                if column == 0 { make.left.equalToSuperview().offset(8) } else { make.left.equalTo(views[i - 1].snp.right).offset(8) }
                if row == 0 { make.top.equalToSuperview().offset(8) } else { make.top.equalTo(views[i - columns].snp.bottom).offset(8) }
                make.width.equalTo(views[0])
            }
            make.height.equalTo(views[i].snp.width)
            if i == columns - 1 { make.right.equalToSuperview().inset(8) }
        case .redundant:
            make.center.equalToSuperview()
            make.edges.equalToSuperview().inset(50)
        case .minimal:
            make.center.equalToSuperview()
            make.top.left.equalToSuperview().inset(50)
        case .feed, .cards, .form, .cells, .toolbar, .priorities, .pinned, .squeeze, .tiles, .chips:
            screen(make, i, run, composite: true)
        }
    }
}
