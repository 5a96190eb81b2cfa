import Layout

extension ViewWorkloads {
    /// View i's lines of a real-screen family with the DSL: with composite attributes where
    /// two neighbouring lines share a target and a constant (`horizontalEdges`), or one
    /// attribute per line. The hugging and compression lines are the engine's own, made from
    /// each view's intrinsic size and priorities (``ScreenContent``) on the layout pass.
    static func screen(_ make: ConstraintMaker, _ i: Int, _ run: ViewWorkloadRun, composite: Bool) {
        let views = run.views
        let group = max(1, run.workload.groupSize)
        let g = i / group, role = i % group
        let first = views[i - role]
        /// Left and right inset by the same amount from the superview.
        func sides(_ inset: Double) {
            if composite {
                make.horizontalEdges.equalToSuperview().inset(inset)
            } else {
                make.left.equalToSuperview().offset(inset)
                make.right.equalToSuperview().inset(inset)
            }
        }
        switch run.workload {
        case .feed:
            sides(16)
            if i == 0 { make.top.equalToSuperview().offset(8) } else { make.top.equalTo(views[i - 1].snp.bottom).offset(8) }
        case .cards:
            if role == 0 {
                sides(16)
                if g == 0 { make.top.equalToSuperview().offset(12) } else { make.top.equalTo(views[i - 4].snp.bottom).offset(12) }
                make.height.equalTo(132)
            } else {
                sides(12)
                if role == 1 { make.top.equalToSuperview().offset(12) } else { make.top.equalTo(views[i - 1].snp.bottom).offset(8) }
                if role == 3 { make.bottom.equalToSuperview().inset(12) }
            }
        case .form:
            if role == 0 {
                make.left.equalToSuperview().offset(16)
                make.centerY.equalTo(views[i + 1])
            } else {
                make.left.greaterThanOrEqualTo(views[i - 1].snp.right).offset(8)
                make.left.equalToSuperview().offset(136).priority(500)
                make.right.equalToSuperview().inset(16)
                make.width.greaterThanOrEqualTo(100)
                if g == 0 {
                    make.top.equalToSuperview().offset(16)
                } else {
                    make.top.greaterThanOrEqualTo(views[i - 2].snp.bottom).offset(8)
                    make.top.equalTo(views[i - 2].snp.bottom).offset(12).priority(999)
                }
            }
        case .cells:
            switch role {
            case 0:
                if composite { make.horizontalEdges.equalToSuperview() } else {
                    make.left.equalToSuperview()
                    make.right.equalToSuperview()
                }
                if g == 0 { make.top.equalToSuperview() } else { make.top.equalTo(views[i - 4].snp.bottom) }
                make.height.greaterThanOrEqualTo(44)
                make.height.equalTo(0).priority(50)  // as small as the content allows
            case 1:
                make.left.equalToSuperview().offset(16)
                make.top.equalToSuperview().offset(12)
                make.bottom.lessThanOrEqualToSuperview().inset(12)
            case 2:
                make.left.equalTo(views[i - 1].snp.right).offset(12)
                make.right.equalToSuperview().inset(16)
                make.top.equalToSuperview().offset(12)
            default:
                if composite { make.horizontalEdges.equalTo(views[i - 1]) } else {
                    make.left.equalTo(views[i - 1])
                    make.right.equalTo(views[i - 1])
                }
                make.top.equalTo(views[i - 1].snp.bottom).offset(4)
                make.bottom.lessThanOrEqualToSuperview().inset(12)
            }
        case .toolbar, .priorities:
            if role == 0 { make.left.equalToSuperview().offset(16) } else { make.left.equalTo(views[i - 1].snp.right).offset(8) }
            if role == 3 { make.right.equalToSuperview().inset(16) }
            if role == 0 {
                if g == 0 { make.top.equalToSuperview().offset(8) } else { make.top.equalTo(views[i - 4].snp.bottom).offset(8) }
            } else {
                make.centerY.equalTo(first)
            }
            if run.workload == .priorities { make.width.greaterThanOrEqualTo(24) }
        case .pinned, .squeeze, .tiles, .chips:
            tie(make, i, run, composite: composite)
        case .siblings, .chain, .nested, .grid, .redundant, .minimal:
            break
        }
    }
}
