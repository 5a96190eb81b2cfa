import Layout

extension ViewWorkloads {
    /// View i's lines of a tie family with the DSL, as a user writes them: no priority set
    /// but the pinned stack's low bottom pin. They reach the solver as TieWorkloads' lines.
    static func tie(_ make: ConstraintMaker, _ i: Int, _ run: ViewWorkloadRun, composite: Bool) {
        let views = run.views, n = run.n
        switch run.workload {
        case .pinned:
            if i == 0 {
                if composite { make.horizontalEdges.equalToSuperview() } else {
                    make.left.equalToSuperview()
                    make.right.equalToSuperview()
                }
                make.top.equalToSuperview()
                make.height.equalTo(TieWorkloads.pinnedContainerHeight(n: n))
                return
            }
            if composite { make.horizontalEdges.equalToSuperview().inset(16) } else {
                make.left.equalToSuperview().offset(16)
                make.right.equalToSuperview().inset(16)
            }
            if i == 1 { make.top.equalToSuperview().offset(8) } else { make.top.equalTo(views[i - 1].snp.bottom).offset(8) }
            if i == n - 1 {
                make.bottom.lessThanOrEqualToSuperview().inset(8)
                make.bottom.equalToSuperview().inset(8).priority(TieWorkloads.pinnedBottomPriority)
            }
        case .squeeze:
            if i == 0 { make.left.equalToSuperview().offset(16) } else { make.left.equalTo(views[i - 1].snp.right).offset(8) }
            make.top.equalToSuperview().offset(8)
            if i == n - 1 { make.right.lessThanOrEqualToSuperview().inset(16) }
        case .tiles:
            let columns = Workload.gridColumns(n: n), j = i % columns
            if j == 0 { make.left.equalToSuperview() } else { make.left.equalTo(views[i - 1].snp.right) }
            if i < columns { make.top.equalToSuperview() } else { make.top.equalTo(views[i - columns].snp.bottom) }
            if j == columns - 1 || i == n - 1 { make.right.equalToSuperview() }
            if i + columns >= n { make.bottom.equalToSuperview() }
        case .chips:
            let role = i % 4
            if role == 0 { make.left.equalToSuperview().offset(16) } else { make.left.equalTo(views[i - 1].snp.right).offset(8) }
            if role == 3 { make.right.equalToSuperview().inset(16) }
            if role == 0 {
                if i == 0 { make.top.equalToSuperview().offset(8) } else { make.top.equalTo(views[i - 4].snp.bottom).offset(8) }
            } else {
                make.centerY.equalTo(views[i - role])
            }
            make.width.greaterThanOrEqualTo(24)
        default:
            break
        }
    }
}
