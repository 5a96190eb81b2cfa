import Layout

/// A screen of n rows that turns between a phone's portrait (compact width, 390 × 844) and
/// landscape (regular width, 844 × 390): each row is pinned 24 apart from the top and 20
/// high whatever the traits; in compact width it spans the screen less 16 at the sides, in
/// regular width it is 540 wide and centred. A turn switches 4 constraints per row — the
/// two of the size class left for the two of the one entered — and resizes the root.
final class AdaptiveScreen {
    static let portrait = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    static let landscape = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)
    static let portraitSize = Size(width: 390, height: 844), landscapeSize = Size(width: 844, height: 390)

    let engine = LayoutEngine(width: 390, height: 844)
    let rows: [View]

    /// The constraints a turn activates (and as many it deactivates).
    var constraintsPerTurn: Int { 2 * rows.count }

    init(n: Int) throws {
        engine.traitCollection = AdaptiveScreen.portrait
        var rows: [View] = []
        rows.reserveCapacity(n)
        for i in 0..<n {
            let row = View(name: "r\(i)")
            engine.root.addSubview(row)
            try row.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(Double(i) * 24)
                make.height.equalTo(20)
                make.horizontalEdges.equalToSuperview().inset(16).when(.compactWidth)
                make.centerX.equalToSuperview().when(.regularWidth)
                make.width.equalTo(540).when(.regularWidth)
            }
            rows.append(row)
        }
        self.rows = rows
        try engine.layoutIfNeeded()
    }

    /// Turns the screen: the traits, then the root's size, then a pass.
    func turn(toLandscape landscape: Bool) throws {
        switchTraits(toLandscape: landscape)
        try resize(toLandscape: landscape)
    }

    /// The trait change alone: the layer flips its condition groups and queues the
    /// constraints that differ.
    @inline(never)  // a symbol of its own, for callgrind's --toggle-collect
    func switchTraits(toLandscape landscape: Bool) {
        engine.traitCollection = landscape ? AdaptiveScreen.landscape : AdaptiveScreen.portrait
    }

    /// The root's new size and the pass that hands the switched constraints to the solver.
    @inline(never)  // a symbol of its own, for callgrind's --toggle-collect
    func resize(toLandscape landscape: Bool) throws {
        try engine.setRootSize(landscape ? AdaptiveScreen.landscapeSize : AdaptiveScreen.portraitSize)
        try engine.layoutIfNeeded()
    }

    func check(_ benchmark: String, landscape: Bool) throws {
        let expected = landscape ? Rect(x: 152, y: 0, width: 540, height: 20) : Rect(x: 16, y: 0, width: 358, height: 20)
        var last = expected
        last.origin.y = Double(rows.count - 1) * 24
        for (k, view) in [rows[0], rows[rows.count - 1]].enumerated() where view.frame != (k == 0 ? expected : last) {
            throw WorkloadCheckFailure(benchmark: benchmark, mismatches: 1, first: "\(view.name) at \(view.frame)")
        }
    }
}

/// n labels that follow Dynamic Type, one under the other 60 apart, pinned by their leading
/// and top edges: a change of the content size category measures each label again and gives
/// its four hugging and compression constraints new constants.
final class DynamicTypeColumn {
    let engine = LayoutEngine(width: 390, height: 844)
    let labels: [Label]

    init(n: Int) throws {
        var labels: [Label] = []
        labels.reserveCapacity(n)
        for i in 0..<n {
            let label = Label(name: "l\(i)", text: String(repeating: "a", count: 4 + i % 8), characterWidth: 8.5, lineHeight: 17)
            label.adjustsFontForContentSizeCategory = true
            engine.root.addSubview(label)
            try label.snp.makeConstraints { make in
                make.leading.equalToSuperview().offset(16)
                make.top.equalToSuperview().offset(Double(i) * 60)
            }
            labels.append(label)
        }
        self.labels = labels
        try engine.layoutIfNeeded()
    }

    @inline(never)  // a symbol of its own, for callgrind's --toggle-collect
    func setCategory(_ category: ContentSizeCategory) throws {
        engine.traitCollection.preferredContentSizeCategory = category
        try engine.layoutIfNeeded()
    }

    /// Label i is (4 + i mod 8) characters of 8.5 × 17 points at the default size, scaled by
    /// the body style's point size.
    func check(_ benchmark: String, category: ContentSizeCategory) throws {
        let i = labels.count - 1
        let scale = category.bodyPointSize / 17
        let expected = Size(width: Double(4 + i % 8) * 8.5 * scale, height: 17 * scale)
        let size = labels[i].frame.size
        guard abs(size.width - expected.width) < 1e-9, abs(size.height - expected.height) < 1e-9 else {
            throw WorkloadCheckFailure(benchmark: benchmark, mismatches: 1, first: "l\(i) is \(size), expected \(expected)")
        }
    }
}
